// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The value policy's invariant written out plainly, as the documentation states it, for
/// tests to check what a slider reports (from Swift, or read back through GObject): not the
/// library's own `RangeValues.isValid`, so a mistake there cannot hide a mistake here.
///
/// - every value finite;
/// - `minimum ≤ lower ≤ upper ≤ maximum`;
/// - `upper − lower` (one rounded subtraction) at least the separation in force,
///   `min(minimumSeparation, maximum − minimum)`;
/// - `upper − lower` at most the span limit in force, `max(maximumSpan, separation)`, except
///   where no pair fits both: then one thumb cannot move one ulp towards the other without
///   breaking the separation.
public enum RangeInvariantOracle {
    /// What is wrong with these values; empty when the invariant holds. `separation` and
    /// `maximumSpan` are the constraints in force (0 and nil in single and progress modes).
    public static func violations(
        minimum: Double, maximum: Double, lower: Double, upper: Double,
        separation requested: Double, maximumSpan: Double?
    ) -> [String] {
        var problems: [String] = []
        for (name, v) in [("minimum", minimum), ("maximum", maximum), ("lower", lower), ("upper", upper)]
        where !v.isFinite {
            problems.append("\(name) is \(v)")
        }
        guard problems.isEmpty else { return problems }
        if !(minimum <= lower) { problems.append("lower \(lower) < minimum \(minimum)") }
        if !(lower <= upper) { problems.append("upper \(upper) < lower \(lower)") }
        if !(upper <= maximum) { problems.append("upper \(upper) > maximum \(maximum)") }
        let separation = min(requested, max(0, maximum - minimum))
        let limit = max(maximumSpan ?? .infinity, separation)
        let width = upper - lower
        if width < separation {
            problems.append("upper − lower = \(width) < separation \(separation)")
        }
        if width > limit, !(upper.nextDown - lower < separation || upper - lower.nextUp < separation) {
            problems.append("upper − lower = \(width) > span limit \(limit), and a closer pair keeps the separation")
        }
        return problems
    }
}
