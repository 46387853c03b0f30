// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Two numbers a caller gives at once for the two ends of a range or a selection
/// (`minimumValue` and `maximumValue`, `lowerValue` and `upperValue`), as ``RangeValues``
/// reads them: both must be finite, and an inverted pair is read in order.
///
/// A non-finite number refuses the whole pair (the first one is checked first) and the caller
/// changes nothing; a finite pair becomes `min...max`.
public enum OrderedFinitePair {
    /// Which pair of public properties the two numbers are for: the names a rejection reports.
    public enum Names: Sendable {
        /// The visible range: `minimumValue`, `maximumValue`.
        case range
        /// The selection: `lowerValue`, `upperValue`.
        case selection

        /// The property the first number was meant for (`minimumValue`, `lowerValue`).
        public var first: String { self == .range ? "minimumValue" : "lowerValue" }
        /// The property the second number was meant for (`maximumValue`, `upperValue`).
        public var second: String { self == .range ? "maximumValue" : "upperValue" }
    }

    /// The pair read in order, `min(first, second)...max(first, second)`, or the rejection of
    /// the first non-finite number (NaN or an infinity) under its property's name.
    public static func ordered(
        _ first: Double, _ second: Double,
        names: Names
    ) -> Result<ClosedRange<Double>, ValueRejection> {
        guard first.isFinite else { return .failure(ValueRejection(property: names.first, value: first)) }
        guard second.isFinite else { return .failure(ValueRejection(property: names.second, value: second)) }
        return .success(Swift.min(first, second)...Swift.max(first, second))
    }

    /// Runs `assign` with the ordered pair and returns what it returns, or `.rejected` without
    /// running it when either number is not finite: a two-number setter's whole prologue.
    public static func assign(
        _ first: Double, _ second: Double, names: Names,
        _ assign: (ClosedRange<Double>) -> ValueUpdate
    ) -> ValueUpdate {
        switch ordered(first, second, names: names) {
        case .success(let pair): return assign(pair)
        case .failure(let rejection): return .rejected(rejection)
        }
    }
}
