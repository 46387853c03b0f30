// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A row of the file that could not be read as a home, and why. Rows are skipped only for these
/// reasons; any other value that cannot be read becomes nil in the home instead.
public struct SkippedRow: Equatable, Sendable, CustomStringConvertible {
    /// Why a row was skipped.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The row has `found` fields where the header has `expected`.
        case wrongFieldCount(expected: Int, found: Int)
        /// The price field is empty.
        case emptyPrice
        /// The price field holds `text`, which is not a number.
        case priceNotANumber(String)
        /// The price field holds `text`, which reads as NaN or an infinity.
        case priceNotFinite(String)
        /// The price field holds `text`, a negative number.
        case negativePrice(String)
        /// A quoted field opened on line `openedOnLine` is never closed: the file ends inside it.
        case unterminatedQuote(openedOnLine: Int)
        /// A numeric column's field holds `text`, which reads as an infinity or is too large
        /// for a double (``PlausibleValueRule`` 1; ``DataTableLoader`` only).
        case valueNotFinite(column: String, text: String)
        /// A numeric column's field holds `text`, whose magnitude is above 10¹⁵
        /// (``PlausibleValueRule`` 2).
        case valueTooLarge(column: String, text: String)
        /// A column that counts or measures something holds `text`, a negative number
        /// (``PlausibleValueRule`` 3).
        case negativeValue(column: String, text: String)
        /// A numeric column holds `value`, far outside the column's other values (outside
        /// `plausible`, ``PlausibleValueRule`` 4).
        case outlier(column: String, value: Double, plausible: ClosedRange<Double>)

        /// The reason in words, e.g. `price "abc" is not a number`.
        public var description: String {
            switch self {
            case .wrongFieldCount(let expected, let found):
                return "expected \(expected) \(expected == 1 ? "field" : "fields"), found \(found)"
            case .emptyPrice:
                return "the price is empty"
            case .priceNotANumber(let text):
                return "price \(MessageText.quoted(text)) is not a number"
            case .priceNotFinite(let text):
                return "price \(MessageText.quoted(text)) is not a finite number"
            case .negativePrice(let text):
                return "price \(MessageText.quoted(text)) is negative"
            case .unterminatedQuote(let line):
                return "the quoted field opened on line \(line) is never closed"
            case .valueNotFinite(let column, let text):
                return "\(MessageText.escaped(column)) \(MessageText.quoted(text)) is not a finite number"
            case .valueTooLarge(let column, let text):
                return "\(MessageText.escaped(column)) \(MessageText.quoted(text)) is beyond ±10¹⁵"
            case .negativeValue(let column, let text):
                return "\(MessageText.escaped(column)) \(MessageText.quoted(text)) is negative"
            case .outlier(let column, let value, let plausible):
                return "\(MessageText.escaped(column)) \(SkippedRow.plain(value)) is far outside the column's values"
                    + """
                     (plausible: \(SkippedRow.plain(plausible.lowerBound)) to \
                    \(SkippedRow.plain(plausible.upperBound)))
                    """
            }
        }
    }

    /// The 1-based line of the file on which the row starts.
    public var line: Int
    /// Why the row was skipped.
    public var reason: Reason

    /// A skipped row on `line` for `reason`.
    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// `value` in plain digits where it is a whole number below 10¹⁵ (`2150000000`), else in
    /// Swift's shortest form (`2.5`, `-1e+20`).
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// `line 12: price "abc" is not a number`.
    public var description: String { "line \(line): \(reason)" }
}
