import Foundation

/// The default text for a slider value, used by the accessible value text (and the value
/// popover): as many decimals as the step needs, like `gtk_scale_new_with_range` (0 for steps
/// of 1 or more, else −log10(step) rounded up, at most 5); 2 decimals for a continuous slider
/// whose range is under 100, 0 otherwise.
public enum ValueFormatting {
    /// The number of decimals for values of a slider with `step` (0 = continuous) over `span`.
    public static func digits(step: Double, span: Double) -> Int {
        if step > 0, step.isFinite {
            if step >= 1 { return 0 }
            return min(5, Int((-log10(step)).rounded(.up)))
        }
        return span.isFinite && span >= 100 ? 0 : 2
    }

    /// `value` with `digits` decimals ("−0" is written "0").
    public static func text(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return String(value) }
        let text = String(format: "%.\(max(0, digits))f", value)
        return Double(text) == 0 ? String(format: "%.\(max(0, digits))f", 0.0) : text
    }
}
