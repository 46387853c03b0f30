// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The byte that separates the fields of a CSV file.
public enum CSVDelimiter: String, CaseIterable, Sendable {
    /// `,` (RFC 4180, English exports).
    case comma
    /// `;` (European exports, where the comma is the decimal mark).
    case semicolon
    /// A tab (tab-separated values, spreadsheet copies).
    case tab

    /// The byte itself.
    public var byte: UInt8 {
        switch self {
        case .comma: return UInt8(ascii: ",")
        case .semicolon: return UInt8(ascii: ";")
        case .tab: return 0x09
        }
    }

    /// The delimiter an option value names: `comma` or `,`, `semicolon` or `;`, `tab` or `\t`
    /// (the two characters, or a real tab); nil for anything else. Case and surrounding spaces
    /// do not matter.
    public init?(optionValue: String) {
        if optionValue == "\t" { self = .tab; return }
        switch optionValue.lowercased().filter({ $0 != " " }) {
        case "comma", ",": self = .comma
        case "semicolon", ";": self = .semicolon
        case "tab", "\\t", "tsv": self = .tab
        default: return nil
        }
    }
}

/// The mark before a number's decimals in a CSV file: `2.5` or `2,5`.
public enum DecimalMark: String, CaseIterable, Sendable {
    /// `1234.5`, also `1,234.5` with grouping commas.
    case point
    /// `1234,5`, also `1.234,5` with grouping points (European exports).
    case comma

    /// The mark an option value names: `point`, `dot` or `.`; `comma` or `,`; nil otherwise.
    public init?(optionValue: String) {
        switch optionValue.lowercased().filter({ $0 != " " }) {
        case "point", "dot", "period", ".": self = .point
        case "comma", ",": self = .comma
        default: return nil
        }
    }
}

/// How a CSV file is written: its delimiter and its decimal mark, given or detected.
///
/// **Delimiter detection** (``detectDelimiter(in:)``): the start of the file (up to
/// ``sampleByteLimit`` bytes, at most ``sampleRecordLimit`` records) is read with each candidate,
/// by the real parser, so quoted fields holding the other delimiters do not count. A candidate
/// that splits the header into at least two fields beats one that does not; then the one whose
/// data records most often have as many fields as the header wins, then the one found more
/// often right beside a quote (quoted fields sit between delimiters: this settles a file of
/// quoted fields that the forgiving parser splits alike either way), then the one with more
/// fields, then the order comma, semicolon, tab. So a one-column file is read with the comma
/// unless its rows hold unquoted commas (`1,5` in a European one-column file: semicolon).
///
/// **Decimal mark detection** (``detectDecimalMark(in:)``): each field of the sample that is a
/// number only one way counts for its mark: `12,5`, `1.234,5`, `0,25` for the comma; `12.5`,
/// `1,234.5`, `-93.619754` for the point. `1.234` and `1,234` say nothing (a grouped thousand
/// or a decimal with three digits). The comma wins only with more votes than the point.
public struct CSVDialect: Equatable, Sendable, CustomStringConvertible {
    /// The field separator.
    public var delimiter: CSVDelimiter
    /// The decimal mark of the numbers.
    public var decimalMark: DecimalMark

    /// A dialect.
    public init(delimiter: CSVDelimiter = .comma, decimalMark: DecimalMark = .point) {
        self.delimiter = delimiter
        self.decimalMark = decimalMark
    }

    /// `comma-separated, decimal point`.
    public var description: String { "\(delimiter)-separated, decimal \(decimalMark)" }

    /// The most bytes of the file's start that detection reads: 256 KiB.
    public static let sampleByteLimit = 256 * 1024
    /// The most records detection looks at: 200.
    public static let sampleRecordLimit = 200

    /// The start of `bytes` that detection reads: whole lines only when the file is longer.
    static func sample(of bytes: [UInt8]) -> [UInt8] {
        guard bytes.count > sampleByteLimit else { return bytes }
        var end = sampleByteLimit
        while end > 0 && bytes[end - 1] != 0x0A && bytes[end - 1] != 0x0D { end -= 1 }
        return Array(bytes[0..<(end > 0 ? end : sampleByteLimit)])
    }

    /// The delimiter of the CSV file whose content is `bytes` (see the type's documentation).
    public static func detectDelimiter(in bytes: [UInt8]) -> CSVDelimiter {
        let sample = sample(of: bytes)
        // (splits the header, share of consistent records, quotes next to it, header fields)
        // of the leader so far.
        var best: (delimiter: CSVDelimiter, score: (Int, Double, Int, Int))?
        for candidate in CSVDelimiter.allCases {
            var parser = CSVParser(bytes: sample, delimiter: candidate.byte)
            guard parser.nextRecord(), !parser.isUnterminated else { continue }
            let fields = parser.fieldCount
            var consistent = 0, total = 0
            while total < sampleRecordLimit && parser.nextRecord() {
                if parser.isUnterminated { break }  // cut by the sample's end, or malformed
                total += 1
                if parser.fieldCount == fields { consistent += 1 }
            }
            // Quoted fields sit between delimiters: `"` right before or after it counts for it.
            var quotesBeside = 0
            for i in 1..<max(1, sample.count)
            where sample[i] == .quote && sample[i - 1] == candidate.byte
                || sample[i] == candidate.byte && sample[i - 1] == .quote
            {
                quotesBeside += 1
            }
            let score = (
                fields >= 2 ? 1 : 0, total == 0 ? 1.0 : Double(consistent) / Double(total), quotesBeside, fields
            )
            if best == nil || score > best!.score { best = (candidate, score) }
        }
        return best?.delimiter ?? .comma
    }

    /// The decimal mark of the numbers in `bytes`, a CSV file with fields separated by
    /// `delimiter` (see the type's documentation).
    public static func detectDecimalMark(in bytes: [UInt8], delimiter: CSVDelimiter) -> DecimalMark {
        var parser = CSVParser(bytes: sample(of: bytes), delimiter: delimiter.byte)
        var votes = (point: 0, comma: 0)
        var records = 0
        while records <= sampleRecordLimit && parser.nextRecord() {
            records += 1
            for i in 0..<parser.fieldCount {
                switch parser.withFieldBytes(i, LocaleNumber.markEvidence) {
                case .point?: votes.point += 1
                case .comma?: votes.comma += 1
                case nil: break
                }
            }
        }
        return votes.comma > votes.point ? .comma : .point
    }

    /// The dialect of `bytes`: `delimiter` and `decimalMark` where given, detected where nil.
    public static func detect(in bytes: [UInt8], delimiter: CSVDelimiter? = nil, decimalMark: DecimalMark? = nil)
        -> CSVDialect
    {
        let d = delimiter ?? detectDelimiter(in: bytes)
        return CSVDialect(delimiter: d, decimalMark: decimalMark ?? detectDecimalMark(in: bytes, delimiter: d))
    }
}
