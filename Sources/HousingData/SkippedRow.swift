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

        /// The reason in words, e.g. `price "abc" is not a number`.
        public var description: String {
            switch self {
            case let .wrongFieldCount(expected, found):
                return "expected \(expected) \(expected == 1 ? "field" : "fields"), found \(found)"
            case .emptyPrice:
                return "the price is empty"
            case let .priceNotANumber(text):
                return "price \(MessageText.quoted(text)) is not a number"
            case let .priceNotFinite(text):
                return "price \(MessageText.quoted(text)) is not a finite number"
            case let .negativePrice(text):
                return "price \(MessageText.quoted(text)) is negative"
            case let .unterminatedQuote(line):
                return "the quoted field opened on line \(line) is never closed"
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

    /// `line 12: price "abc" is not a number`.
    public var description: String { "line \(line): \(reason)" }
}
