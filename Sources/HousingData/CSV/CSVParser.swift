// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A fast, forgiving reader of comma-separated values (RFC 4180), one record at a time, over
/// the bytes of a whole file.
///
/// What it reads:
/// - fields separated by commas (or another delimiter given to ``init(bytes:delimiter:)``); records ended by CRLF, LF
///   or a lone CR;
/// - quoted fields, which may hold commas, line breaks and doubled quotes (`""` reads as `"`);
/// - a UTF-8 byte order mark at the start, which is skipped;
/// - empty lines, which are skipped (a line with only spaces is not empty: it is a record with
///   one field);
/// - a last record without a line break.
///
/// What it forgives rather than refuses, so that nothing is lost silently: a quote inside an
/// unquoted field is taken literally (`5" pipe`), and so is text after a closing quote
/// (`"a"b` reads as `ab`). A quote still open at the end of the file ends the record there and
/// sets ``isUnterminated``, so the caller can report the record as malformed.
///
/// Every record carries ``line``, the 1-based physical line of the file it starts on; a line
/// break inside a quoted field advances the count, so later records keep their true line numbers.
///
/// Bytes that are not valid UTF-8 become U+FFFD when a field is read as a `String`.
///
/// Use: create it over the bytes, call ``nextRecord()`` until it returns false, and between
/// calls read the current record's fields with ``field(_:)``, ``withFieldBytes(_:_:)`` or
/// ``fields``. Fields are read in place in the input (only a quoted field with doubled quotes or
/// text after its closing quote is copied, unescaped, to a buffer the parser reuses), so reading
/// a million records allocates almost nothing beyond the strings the caller asks for.
public struct CSVParser {
    /// The bytes being read.
    private let input: Input
    /// The bytes of a mapped file (`input`'s, which keeps them mapped), reached without a
    /// reference count; nil for an array.
    private let mappedBytes: UnsafeBufferPointer<UInt8>?
    /// Where the next record starts.
    private var position: Int
    /// The physical line (1-based) at `position`.
    private var lineAtPosition = 1
    /// Unescaped contents of the current record's fields that cannot be read in place: quoted
    /// fields with doubled quotes, or with text after the closing quote.
    private var scratch: [UInt8] = []
    /// Where each field of the current record is, in `input` or in `scratch`.
    private var spans = FieldSpans()
    /// The byte between fields: `,` unless the parser was made for another delimiter.
    public let delimiter: UInt8
    /// Records starting at or after this offset are not read (``nextRecord()`` returns false
    /// before them): the end of the stretch of a file this parser reads.
    var limit = Int.max

    /// The 1-based line of the file on which the current record starts; 0 before the first
    /// record is read.
    public private(set) var line = 0
    /// Whether the current record ends inside a quoted field that the file never closes: the
    /// record is malformed. Its fields hold what was read up to the end of the file.
    public private(set) var isUnterminated = false
    /// The line on which the unterminated quoted field of the current record opens, or 0.
    public private(set) var unterminatedQuoteLine = 0

    /// A parser over `bytes`, the whole content of a CSV file, with fields separated by
    /// `delimiter` (default `,`; `;` and tab are the other usual ones, see ``CSVDialect``). A
    /// leading UTF-8 byte order mark is skipped. A delimiter that is a quote or a line break
    /// cannot separate fields: the parser then uses `,`.
    public init(bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) {
        self.init(input: .array(bytes), delimiter: delimiter)
    }

    /// A parser over `input`, the whole content of a CSV file (as ``init(bytes:delimiter:)``).
    init(input: Input, delimiter: UInt8) {
        self.input = input
        if case .mapped(let file) = input { mappedBytes = file.bytes } else { mappedBytes = nil }
        self.delimiter = (delimiter == .quote || delimiter == .lf || delimiter == .cr) ? .comma : delimiter
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        position = input.withBytes { $0.starts(with: bom) } ? 3 : 0
    }

    /// A parser over the stretch of `bytes` from `start`, the beginning of a record on physical
    /// line `line`, reading the records that begin before `limit`.
    init(bytes: [UInt8], delimiter: UInt8, start: Int, line: Int, limit: Int = .max) {
        self.init(input: .array(bytes), delimiter: delimiter, start: start, line: line, limit: limit)
    }

    /// A parser over the stretch of `input` from `start` (as ``init(bytes:delimiter:start:line:limit:)``).
    init(input: Input, delimiter: UInt8, start: Int, line: Int, limit: Int = .max) {
        self.init(input: input, delimiter: delimiter)
        position = start
        lineAtPosition = line
        self.limit = limit
    }

    /// The bytes a parser reads: an array, or a file mapped in place (``MappedFile``).
    enum Input: @unchecked Sendable {
        case array([UInt8])
        case mapped(MappedFile)

        /// The number of bytes.
        var count: Int {
            switch self {
            case .array(let bytes): return bytes.count
            case .mapped(let file): return file.bytes.count
            }
        }

        /// Calls `body` with the bytes, valid only during the call.
        @inline(__always)
        func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
            switch self {
            case .array(let bytes): return try bytes.withUnsafeBufferPointer(body)
            case .mapped(let file): return try body(file.bytes)
            }
        }
    }

    /// The physical line (1-based) at which the next record would start.
    var nextLine: Int { lineAtPosition }

    /// A parser over the UTF-8 encoding of `text`.
    public init(text: String, delimiter: UInt8 = UInt8(ascii: ",")) {
        self.init(bytes: Array(text.utf8), delimiter: delimiter)
    }

    /// The number of bytes in the input.
    public var totalBytes: Int { input.count }
    /// How many bytes have been read so far: the start of the next record.
    public var bytesConsumed: Int { position }

    /// The number of fields in the current record (at least 1 once a record is read).
    public var fieldCount: Int { spans.count }

    // MARK: - Reading records

    /// Reads the next record, skipping empty lines. Returns false at the end of the input, and
    /// then leaves the previous record's fields in place.
    public mutating func nextRecord() -> Bool {
        // Scan with local copies (moved out, so they stay uniquely referenced and appends do not
        // copy) and a static function, so that no closure captures `self`; store them back after.
        var cursor = Cursor(position: position, line: lineAtPosition)
        var scratch = self.scratch
        var spans = self.spans
        self.scratch = []
        self.spans = FieldSpans()
        let delimiter = self.delimiter, limit = self.limit
        let found = input.withBytes { bytes in
            CSVParser.scanRecord(bytes, delimiter, limit, &cursor, &scratch, &spans)
        }
        self.scratch = scratch
        self.spans = spans
        position = cursor.position
        lineAtPosition = cursor.line
        if found {
            line = cursor.recordLine
            isUnterminated = cursor.unterminatedQuoteLine > 0
            unterminatedQuoteLine = cursor.unterminatedQuoteLine
        }
        return found
    }

    /// Where the scan is, and what it found about the record it read.
    private struct Cursor {
        /// The next byte to read.
        var position: Int
        /// The physical line at `position`.
        var line: Int
        /// The line the record read starts on.
        var recordLine = 0
        /// The line of the record's unterminated quoted field, or 0.
        var unterminatedQuoteLine = 0
    }

    /// Reads one record from `bytes` at `cursor` into `spans` (and `scratch`), skipping empty
    /// lines first; false, with the cursor at the end or at a record starting at or after
    /// `limit`, when there is none.
    private static func scanRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, _ delimiter: UInt8, _ limit: Int, _ cursor: inout Cursor,
        _ scratch: inout [UInt8], _ spans: inout FieldSpans
    ) -> Bool {
        let n = bytes.count
        let delimiterWord = UInt64(delimiter) &* ones, lineFeedWord = UInt64(UInt8.lf) &* ones,
            returnWord = UInt64(UInt8.cr) &* ones
        var pos = cursor.position
        var lineNumber = cursor.line
        defer {
            cursor.position = pos
            cursor.line = lineNumber
        }

        // Skip empty lines.
        while pos < n {
            let b = bytes[pos]
            if b == .lf {
                pos += 1
            } else if b == .cr {
                pos += (pos + 1 < n && bytes[pos + 1] == .lf) ? 2 : 1
            } else {
                break
            }
            lineNumber += 1
        }
        guard pos < n && pos < limit else { return false }

        cursor.recordLine = lineNumber
        cursor.unterminatedQuoteLine = 0
        if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
        spans.startRecord()

        fields: while true {
            guard pos < n && bytes[pos] == .quote else {
                // An unquoted field, read in place: up to a comma or a line end, eight bytes
                // at a time while they hold neither.
                let start = pos
                if let base = bytes.baseAddress {
                    while pos + 8 <= n {
                        let word = UInt64(littleEndian: UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self))
                        let found =
                            zeroBytes(word ^ delimiterWord) | zeroBytes(word ^ lineFeedWord)
                            | zeroBytes(word ^ returnWord)
                        if found != 0 {
                            pos += found.trailingZeroBitCount >> 3
                            break
                        }
                        pos += 8
                    }
                }
                while pos < n {
                    let b = bytes[pos]
                    if b == delimiter || b == .lf || b == .cr { break }
                    pos += 1
                }
                spans.append(FieldSpan(start: start, end: pos, inScratch: false))
                if endOfField(bytes, delimiter, &pos, &lineNumber) { break fields } else { continue fields }
            }
            // A quoted field. Read in place unless it holds doubled quotes or text follows
            // the closing quote; then its unescaped contents go to `scratch`.
            let openingLine = lineNumber
            pos += 1
            let contentStart = pos
            var scratchStart = -1  // where the field begins in `scratch`, once it moves there
            var contentEnd = 0
            while true {
                let chunkStart = pos
                while pos < n {
                    let b = bytes[pos]
                    if b == .quote { break }
                    if b == .lf || (b == .cr && (pos + 1 == n || bytes[pos + 1] != .lf)) {
                        lineNumber += 1
                    }
                    pos += 1
                }
                if pos == n {  // the file ends inside the quotes
                    cursor.unterminatedQuoteLine = openingLine
                    if scratchStart >= 0 {
                        copy(bytes, chunkStart..<n, into: &scratch)
                        spans.append(FieldSpan(start: scratchStart, end: scratch.count, inScratch: true))
                    } else {
                        spans.append(FieldSpan(start: contentStart, end: n, inScratch: false))
                    }
                    break fields
                }
                if pos + 1 < n && bytes[pos + 1] == .quote {  // "" inside quotes: one "
                    if scratchStart < 0 {
                        scratchStart = scratch.count
                        copy(bytes, contentStart..<pos, into: &scratch)
                    } else {
                        copy(bytes, chunkStart..<pos, into: &scratch)
                    }
                    scratch.append(.quote)
                    pos += 2
                } else {  // the closing quote
                    if scratchStart >= 0 { copy(bytes, chunkStart..<pos, into: &scratch) }
                    contentEnd = pos
                    pos += 1
                    break
                }
            }
            if pos < n && bytes[pos] != delimiter && bytes[pos] != .lf && bytes[pos] != .cr {
                // Text after the closing quote: taken literally, appended to the contents.
                if scratchStart < 0 {
                    scratchStart = scratch.count
                    copy(bytes, contentStart..<contentEnd, into: &scratch)
                }
                let start = pos
                while pos < n {
                    let b = bytes[pos]
                    if b == delimiter || b == .lf || b == .cr { break }
                    pos += 1
                }
                copy(bytes, start..<pos, into: &scratch)
            }
            if scratchStart >= 0 {
                spans.append(FieldSpan(start: scratchStart, end: scratch.count, inScratch: true))
            } else {
                spans.append(FieldSpan(start: contentStart, end: contentEnd, inScratch: false))
            }
            if endOfField(bytes, delimiter, &pos, &lineNumber) { break fields }
        }
        return true
    }

    /// 0x01 in every byte.
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// A word whose lowest set bit is the high bit of the first zero byte of `word` (in memory
    /// order, little-endian); 0 when no byte is zero. Bits above the first zero byte may be set
    /// wrongly, so only the lowest counts.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & 0x8080_8080_8080_8080
    }

    /// Appends `bytes[range]` to `scratch`.
    @inline(__always)
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into scratch: inout [UInt8]) {
        if !range.isEmpty { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range])) }
    }

    /// Steps `pos` over the delimiter or line end after a field (counting the line); true when
    /// the record ends there.
    @inline(__always)
    private static func endOfField(
        _ bytes: UnsafeBufferPointer<UInt8>, _ delimiter: UInt8, _ pos: inout Int, _ lineNumber: inout Int
    ) -> Bool {
        guard pos < bytes.count else { return true }
        switch bytes[pos] {
        case delimiter:
            pos += 1
            return false
        case .cr:
            pos += (pos + 1 < bytes.count && bytes[pos + 1] == .lf) ? 2 : 1
        default:  // LF
            pos += 1
        }
        lineNumber += 1
        return true
    }

    // MARK: - Reading fields of the current record

    /// Calls `body` with the bytes of field `index` (unquoted, `""` read as `"`), valid only
    /// during the call. An index outside `0..<fieldCount` gives an empty buffer.
    public func withFieldBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard index >= 0 && index < spans.count else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let span = spans[index]
        let range = span.start..<span.end
        if span.inScratch {
            return try scratch.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        return try input.withBytes { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Calls `body` with the current record's fields, each read in place as with
    /// ``withFieldBytes(_:_:)``, valid only during the call: one access for many fields.
    /// Mutating only so that the caller's parser is reached in place, not copied each record.
    mutating func withFields<R>(_ body: (Fields) throws -> R) rethrows -> R {
        // A mapped file's record with no field copied out, read through pointers that `self`
        // keeps valid while it is accessed in place: no reference counting each record.
        if let mappedBytes, scratch.isEmpty {
            return try body(
                Fields(
                    input: mappedBytes, scratch: UnsafeBufferPointer(start: nil, count: 0), spans: spans.unsafeBuffer))
        }
        return try input.withBytes { input in
            try scratch.withUnsafeBufferPointer { scratch in
                try spans.withUnsafeBufferPointer { spans in
                    try body(Fields(input: input, scratch: scratch, spans: spans))
                }
            }
        }
    }

    /// The fields of the current record, read in place (``withFields(_:)``).
    struct Fields {
        fileprivate let input: UnsafeBufferPointer<UInt8>
        fileprivate let scratch: UnsafeBufferPointer<UInt8>
        fileprivate let spans: UnsafeBufferPointer<FieldSpan>

        /// The bytes of field `index` (unquoted, `""` read as `"`); empty for an index outside
        /// the record.
        @inline(__always)
        subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
            guard index >= 0 && index < spans.count else { return UnsafeBufferPointer(start: nil, count: 0) }
            let span = spans[index]
            return UnsafeBufferPointer(rebasing: (span.inScratch ? scratch : input)[span.start..<span.end])
        }
    }

    /// Field `index` of the current record as text; "" for an index outside `0..<fieldCount`.
    public func field(_ index: Int) -> String {
        withFieldBytes(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// All fields of the current record as text.
    public var fields: [String] {
        (0..<fieldCount).map(field)
    }

    /// The current record as a value.
    public var record: CSVRecord {
        CSVRecord(line: line, fields: fields, isUnterminated: isUnterminated)
    }

    // MARK: - Whole inputs

    /// Every record of `bytes`, in order, with fields separated by `delimiter`.
    public static func records(in bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) -> [CSVRecord] {
        var parser = CSVParser(bytes: bytes, delimiter: delimiter)
        var records: [CSVRecord] = []
        while parser.nextRecord() { records.append(parser.record) }
        return records
    }

    /// Every record of `text`, in order, with fields separated by `delimiter`.
    public static func records(in text: String, delimiter: UInt8 = UInt8(ascii: ",")) -> [CSVRecord] {
        records(in: Array(text.utf8), delimiter: delimiter)
    }
}

extension UInt8 {
    /// `"`
    static let quote = UInt8(ascii: "\"")
    /// `,`
    static let comma = UInt8(ascii: ",")
    /// Line feed.
    static let lf = UInt8(ascii: "\n")
    /// Carriage return.
    static let cr = UInt8(ascii: "\r")
}
