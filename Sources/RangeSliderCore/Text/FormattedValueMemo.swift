// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The last value formatted with the default formatting, and its text: a slider formats each
/// thumb's value for its accessible text on every committed change, and a change of one thumb
/// leaves the other's value (and text) as it was.
///
/// Only for pure formatting (``ValueFormatting/text(_:digits:)``, a function of the value and
/// the digits): an app's formatter may read other state, so its texts are never remembered.
public struct FormattedValueMemo: Sendable {
    private var value = Double.nan
    private var digits = Int.min
    private var text = ""

    /// An empty memo.
    public init() {}

    /// The text of `value` with `digits` digits: the remembered one when both are the same as
    /// last time (NaN never is), else `format`'s, remembered.
    public mutating func text(for value: Double, digits: Int, format: (Double, Int) -> String) -> String {
        if value == self.value, digits == self.digits { return text }
        text = format(value, digits)
        self.value = value
        self.digits = digits
        return text
    }
}
