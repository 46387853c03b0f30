// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads any CSV file into a ``DataTable``: the delimiter and decimal mark detected
/// (``CSVDialect``) or given, every column's kind, label and filter style detected from the
/// header and the values (``ColumnKindRule``, ``ColumnLabel``), the price column found by name.
///
/// A row is skipped — counted, and reported with its line and reason in the report — when it
/// has a different number of fields from the header, ends inside a quoted field the file never
/// closes, or holds a value absurd for its column (``PlausibleValueRule``). Every other row is
/// loaded: a value that does not fit its column's kind becomes unknown and is listed in
/// ``DataTable/unreadableValues`` with its line. So rows loaded + rows skipped = data records,
/// always. A file with a single usable column loads.
///
/// A file that cannot be used throws a ``LoadError``: it cannot be read, it is empty, its first
/// row is no header (unterminated, no names, only numbers, or binary: a NUL byte), the price
/// column the options name is missing, or no row is usable (or there is none).
///
/// Loading is synchronous and touches no shared state: call it on a background thread. The
/// `progress` closure is called on that thread with the fraction done, 0 to 1, at most about
/// once per percent (reading the file counts for the first tenth).
public struct DataTableLoader: Sendable {
    /// The delimiter, or nil to detect it.
    public var delimiter: CSVDelimiter?
    /// The decimal mark, or nil to detect it.
    public var decimalMark: DecimalMark?
    /// The price column's name (without regard to case and surrounding spaces), or nil for the
    /// rule of ``ColumnKindRule``.
    public var priceColumn: String?
    /// How many skipped rows and unreadable values the table lists (all are counted).
    public var maxReportedSkips: Int
    /// How many data rows the column kinds are detected from: 10,000 by default.
    public var sampleRows: Int
    /// The most bytes of distinct text a free-text column keeps (64 MiB); beyond, its values
    /// are dropped (``DataColumn/valuesDropped``).
    public var textByteBudget: Int
    /// Whether a row without a known price is skipped (``SkippedRow/Reason-swift.enum/emptyPrice``,
    /// ``SkippedRow/Reason-swift.enum/priceNotANumber(_:)``; a price not finite or negative is
    /// reported as such) rather than loaded with an unknown price, and a file without a price column refused
    /// (``LoadError/noPriceColumn(path:priceColumn:columns:)``): the house-price window's homes each have a price. The
    /// price column is the one named by ``priceColumn``, else the rule's choice among the columns the first rows show
    /// as numbers.
    public var requiresPrice: Bool
    /// How the rows are cut into stretches read at once: at most `count` stretches of at least
    /// `minimumBytes` each. nil: one a core of at least 8 MiB; on one core, the rows in one.
    var stretching: (count: Int, minimumBytes: Int)?

    /// A loader; nil options are detected.
    public init(
        delimiter: CSVDelimiter? = nil, decimalMark: DecimalMark? = nil, priceColumn: String? = nil,
        maxReportedSkips: Int = 1_000, sampleRows: Int = 10_000, textByteBudget: Int = 64 << 20,
        requiresPrice: Bool = false
    ) {
        self.delimiter = delimiter
        self.decimalMark = decimalMark
        self.priceColumn = priceColumn
        self.maxReportedSkips = max(0, maxReportedSkips)
        self.sampleRows = max(1, sampleRows)
        self.textByteBudget = textByteBudget
        self.requiresPrice = requiresPrice
    }

    /// The table in the CSV file at `path`. A regular file is parsed in place, mapped into
    /// memory (``MappedFile``); one cut short meanwhile throws ``LoadError/unreadable(path:reason:)``.
    /// Any other file (a pipe, a FIFO) is read whole first.
    public func load(path: String, progress: ((Double) -> Void)? = nil) throws(LoadError) -> DataTable {
        var reporter = ProgressReporter(progress)
        reporter.report(0)
        if let file = MappedFile(path: path) {
            reporter.report(0.1)
            return try load(mapped: file, source: path) { reporter.report(0.1 + 0.9 * $0) }
        }
        let bytes = try FileBytes.contents(of: path) { reporter.report(0.1 * $0) }
        return try load(bytes: bytes, source: path) { reporter.report(0.1 + 0.9 * $0) }
    }

    /// The table in the mapped `file`; throws when the file was cut short while it was parsed.
    func load(mapped file: MappedFile, source: String, progress: ((Double) -> Void)? = nil) throws(LoadError)
        -> DataTable
    {
        let table: DataTable
        do {
            table = try load(input: .mapped(file), source: source, progress: progress)
        } catch {
            if file.isCutShort { throw Self.cutShort(source) }
            throw error
        }
        if file.isCutShort { throw Self.cutShort(source) }
        return table
    }

    private static func cutShort(_ source: String) -> LoadError {
        .unreadable(path: source, reason: "the file was cut short while it was read")
    }

    /// How many times this process began parsing a file's bytes (``load(bytes:source:progress:)``):
    /// what a window that reads each file once can be checked by.
    public static var parses: Int { parseCount.load(ordering: .relaxed) }
    private static let parseCount = Atomic<Int>(0)

    /// The table in `bytes`, the content of a CSV file; `source` names it in reports and errors.
    public func load(bytes: [UInt8], source: String, progress: ((Double) -> Void)? = nil) throws(LoadError) -> DataTable
    {
        try load(input: .array(bytes), source: source, progress: progress)
    }

    /// The table in `input` (as ``load(bytes:source:progress:)``).
    private func load(input: CSVParser.Input, source: String, progress: ((Double) -> Void)?) throws(LoadError)
        -> DataTable
    {
        Self.parseCount.add(1, ordering: .relaxed)
        var reporter = ProgressReporter(progress)
        reporter.report(0)
        // Detection reads only the file's start (``CSVDialect/sampleByteLimit``).
        let head = input.withBytes { Array($0.prefix(CSVDialect.sampleByteLimit + 1)) }
        let dialect = CSVDialect.detect(in: head, delimiter: delimiter, decimalMark: decimalMark)
        let mark = dialect.decimalMark
        let byteCount = input.count
        var parser = CSVParser(input: input, delimiter: dialect.delimiter.byte)

        // The header.
        guard parser.nextRecord() else { throw .emptyFile(path: source) }
        let headerLine = parser.line
        let header = parser.fields.map { $0.trimmingBlanks() }
        if parser.isUnterminated {
            throw .noHeader(
                path: source, reason: "the quoted field opened on line \(parser.unterminatedQuoteLine) is never closed")
        }
        if header.contains(where: { $0.utf8.contains(0) }) {
            throw .noHeader(path: source, reason: "line \(headerLine) holds a NUL byte: the file looks binary, not CSV")
        }
        if header.allSatisfy(\.isEmpty) {
            throw .noHeader(path: source, reason: "line \(headerLine) names no columns")
        }
        if header.allSatisfy({ LocaleNumber.parse($0, mark: mark) != nil }) {
            throw .noHeader(
                path: source, reason: "line \(headerLine) holds only numbers; the first line must name the columns")
        }
        var forcedPrice: Int?
        if let priceColumn {
            let wanted = priceColumn.trimmingBlanks().lowercased()
            guard !wanted.isEmpty, let index = header.firstIndex(where: { $0.lowercased() == wanted }) else {
                throw .noPriceColumn(path: source, priceColumn: priceColumn, columns: header)
            }
            forcedPrice = index
        }
        let width = header.count

        // The kinds, from the first rows.
        var sampleValues = [[String]](repeating: [], count: width)
        var sampler = parser
        var sampled = 0
        while sampled < sampleRows && sampler.nextRecord() {
            sampled += 1
            guard !sampler.isUnterminated && sampler.fieldCount == width else { continue }
            for c in 0..<width { sampleValues[c].append(sampler.field(c)) }
        }
        var readAs = sampleValues.map { ColumnKindRule.sampleKind($0, mark: mark) }
        var requiredPrice = -1
        if requiresPrice {
            // The price column holds numbers, whatever its first rows show.
            let normalized = header.map(HousingColumn.normalize)
            guard
                let p = forcedPrice ?? ColumnKindRule.priceColumn(names: header, kinds: readAs)
                    ?? normalized.firstIndex(where: ColumnKindRule.priceNames.contains)
            else {
                throw .noPriceColumn(path: source, priceColumn: priceColumn ?? "price", columns: header)
            }
            requiredPrice = p
            forcedPrice = p
            readAs[p] = .real
        }
        sampleValues = []
        let nonNegative = header.map(PlausibleValueRule.isNonNegativeQuantity)

        // The rows, in stretches read at once, one a core: a stretch is kept when the one before
        // ends exactly where it begins, else the reading goes on from where that one ended. Each
        // stretch after the first counts its lines from 1; the lines before it shift them.
        let rules = RowRules(
            header: header, readAs: readAs, mark: mark, requiredPrice: requiredPrice, nonNegative: nonNegative,
            maxReportedSkips: maxReportedSkips, textByteBudget: textByteBudget)
        let start = parser.bytesConsumed
        let stretching = self.stretching ?? (Self.coreCount, Self.coreCount > 1 ? 8 << 20 : .max)
        let stretchCount = min(stretching.count, (byteCount - start) / max(1, stretching.minimumBytes))
        let starts =
            stretchCount > 1 ? input.withBytes { Self.stretchStarts($0, from: start, count: stretchCount) } : [start]
        var rows: RowChunk
        if starts.count > 1 {
            let progress = StretchProgress(reporter: reporter, starts: starts, byteCount: byteCount)
            let delimiterByte = dialect.delimiter.byte, first = parser
            var read = Self.concurrentMap(starts.count) { i -> (chunk: RowChunk, end: Int, nextLine: Int) in
                let isLast = i + 1 == starts.count
                var parser =
                    i == 0 ? first : CSVParser(input: input, delimiter: delimiterByte, start: starts[i], line: 1)
                parser.limit = isLast ? .max : starts[i + 1]
                var chunk = RowChunk(width: width)
                // The first stretch's columns have room for every row: the others are appended.
                let sizeFor = (i == 0 || isLast ? byteCount : starts[i + 1]) - starts[i]
                chunk.read(&parser, rules, sizeFor: sizeFor) { progress.reached($0, inStretch: i) }
                return (chunk, parser.bytesConsumed, parser.nextLine)
            }
            rows = read[0].chunk
            read[0].chunk = RowChunk(width: 0)  // `rows` its columns' only owner, appended in place
            var end = read[0].end, nextLine = read[0].nextLine
            var kept: [(chunk: RowChunk, lineOffset: Int)] = []
            for i in 1..<starts.count {
                guard end == starts[i] else { break }
                kept.append((read[i].chunk, nextLine - 1))
                (end, nextLine) = (read[i].end, nextLine - 1 + read[i].nextLine)
            }
            read = []  // the kept stretches' only owner is `kept`, whose columns the append lets go
            rows.append(&kept, rules)
            reporter = progress.reporter
            if end < byteCount {
                var parser = CSVParser(input: input, delimiter: delimiterByte, start: end, line: nextLine)
                rows.read(&parser, rules, sizeFor: byteCount - end) {
                    reporter.report(0.9 * Double($0) / Double(byteCount))
                }
            }
        } else {
            rows = RowChunk(width: width)
            rows.read(&parser, rules, sizeFor: byteCount - start) {
                reporter.report(0.9 * Double($0) / Double(byteCount))
            }
        }
        reporter.report(0.9)
        var columnBuilders = rows.columns
        var lines = rows.lines, skipped = rows.skipped, skippedCount = rows.skippedCount
        let unreadable = rows.unreadable, unreadableCount = rows.unreadableCount, dataRows = rows.dataRows
        rows = RowChunk(width: 0)

        // The values, and the outlier rule over each numeric column.
        var values: [ColumnValues] = (0..<width).map { c in
            let column = columnBuilders[c]
            switch readAs[c] {
            case .real: return column.numbers.values
            case .boolean: return .codes(column.codes.codes)
            case .text: return column.dropped ? .none : .codes(column.codes.codes)
            default: return .none
            }
        }
        // The statistics of every numeric column's values, gathered while they were read.
        let statistics = columnBuilders.map(\.numbers.statistics)
        let names = columnBuilders.map(\.interner.names), dropped = columnBuilders.map(\.dropped)
        let unreadableByColumn = columnBuilders.map(\.unreadableCount)
        columnBuilders = []
        // Each column's fence and the rows outside it on every core (none to look for when the
        // column's bounds lie inside); a row's reason is the first column that flags it.
        let flagged = Self.concurrentMap(width) {
            c -> (fence: ClosedRange<Double>, rows: [(row: Int, value: Double)])? in
            func flag<C: RandomAccessCollection>(_ v: C, _ fence: ClosedRange<Double>?) -> (
                ClosedRange<Double>, [(row: Int, value: Double)]
            )?
            where C.Element: BinaryFloatingPoint, C.Index == Int {
                guard let fence else { return nil }
                let low = C.Element(fence.lowerBound), high = C.Element(fence.upperBound)
                var rows: [(row: Int, value: Double)] = []
                if let bounds = statistics[c].bounds,
                    !(bounds.lowerBound < Double(low)) && !(bounds.upperBound > Double(high))
                {
                    return (fence, rows)
                }
                for row in v.indices where v[row] < low || v[row] > high { rows.append((row, Double(v[row]))) }
                return (fence, rows)
            }
            switch values[c] {
            case .float(let v): return flag(v, PlausibleValueRule.fence(v))
            case .double(let v): return flag(v, PlausibleValueRule.fence(v))
            default: return nil
            }
        }
        var outlierRows: [Int: SkippedRow] = [:]  // row → why (the first column that flags it)
        for c in 0..<width {
            guard let (fence, rows) = flagged[c] else { continue }
            for (row, value) in rows where outlierRows[row] == nil {
                outlierRows[row] = SkippedRow(
                    line: Int(lines[row]), reason: .outlier(column: header[c], value: value, plausible: fence))
            }
        }
        if !outlierRows.isEmpty {
            var keep = [Bool](repeating: true, count: lines.count)
            for row in outlierRows.keys { keep[row] = false }
            lines = DataTableLoader.compact(lines, keep)
            values = values.map { DataTableLoader.compact($0, keep) }
            let outliers = outlierRows.keys.sorted().prefix(maxReportedSkips).map { outlierRows[$0]! }
            skipped = Array((skipped + outliers).sorted { $0.line < $1.line }.prefix(maxReportedSkips))
            skippedCount += outlierRows.count
        }
        let rowCount = lines.count
        guard rowCount > 0 else {
            throw .noUsableRows(path: source, dataRows: dataRows, skippedRows: skipped)
        }

        // The columns; the price is chosen among the final kinds (a column read as numbers
        // may hold none), and the price column is never an identifier.
        func column(_ c: Int, isPrice: Bool) -> DataColumn {
            let categories: [String]
            switch readAs[c] {
            case .boolean: categories = ["no", "yes"]
            case .text: categories = dropped[c] ? [] : names[c]
            default: categories = []
            }
            return DataColumn(
                name: header[c], label: ColumnLabel.label(for: header[c], index: c), readAs: readAs[c],
                values: values[c],
                categories: categories, unreadableCount: unreadableByColumn[c], valuesDropped: dropped[c],
                isPrice: isPrice,
                statistics: readAs[c] == .real && outlierRows.isEmpty ? statistics[c] : nil)
        }
        var columns = Self.concurrentMap(width) { column($0, isPrice: $0 == forcedPrice) }
        let priceIndex = forcedPrice ?? ColumnKindRule.priceColumn(names: header, kinds: columns.map(\.kind))
        if let priceIndex, priceIndex != forcedPrice { columns[priceIndex] = column(priceIndex, isPrice: true) }
        reporter.report(1)
        let report = LoadReport(
            source: source, header: header, homeCount: rowCount, skippedCount: skippedCount, skippedRows: skipped)
        return DataTable(
            columns: columns, rowCount: rowCount, lines: lines, priceColumnIndex: priceIndex, dialect: dialect,
            report: report, unreadableValues: unreadable, unreadableCount: unreadableCount)
    }

    // MARK: - Helpers

    /// `bytes` without surrounding spaces and tabs.
    @inline(__always)
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = bytes.count
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// `bytes` trimmed and lowercased as text, when at most 8 bytes long (the words the rules
    /// look for are short); nil when longer.
    private static func shortWord(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let t = trimmed(bytes)
        guard t.count <= 8 else { return nil }
        return String(decoding: t.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether `bytes` is a missing value (``ColumnKindRule/missingWords``).
    static func isMissing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        shortWord(bytes).map(ColumnKindRule.missingWords.contains) ?? false
    }

    /// True for a yes word, false for a no word, nil otherwise.
    static func yesNo(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let word = shortWord(bytes) else { return nil }
        if ColumnKindRule.yesWords.contains(word) { return true }
        if ColumnKindRule.noWords.contains(word) { return false }
        return nil
    }

    /// The elements of `array` whose `keep` is true.
    static func compact<T>(_ array: [T], _ keep: [Bool]) -> [T] {
        var out: [T] = []
        out.reserveCapacity(array.count)
        for i in array.indices where keep[i] { out.append(array[i]) }
        return out
    }

    /// `values` with only the rows whose `keep` is true.
    static func compact(_ values: ColumnValues, _ keep: [Bool]) -> ColumnValues {
        switch values {
        case .float(let v): return .float(compact(v, keep))
        case .double(let v): return .double(compact(v, keep))
        case .codes(.u8(let v)): return .codes(.u8(compact(v, keep)))
        case .codes(.u16(let v)): return .codes(.u16(compact(v, keep)))
        case .codes(.u32(let v)): return .codes(.u32(compact(v, keep)))
        case .none: return .none
        }
    }

    // MARK: - Reading rows in stretches

    /// `body` of `0..<count`, computed on every core.
    static func concurrentMap<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 && coreCount > 1 else { return (0..<count).map(body) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: count) { (base + $0).initialize(to: body($0)) }
            initialized = count
        }
    }

    /// The number of cores online.
    static let coreCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// Where the rows after `start` are cut into at most `count` stretches of about equal
    /// length: `start`, then past each cut the start of the first line whose previous line ends
    /// with LF and which is not empty. Fewer when the lines run out. A cut may fall inside a
    /// quoted field: the reading of the stretch before tells.
    static func stretchStarts(_ b: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> [Int] {
        var starts = [start]
        for k in 1..<max(1, count) {
            var i = max(start + (b.count - start) / count * k, starts[starts.count - 1])
            var found: Int?
            while i + 1 < b.count {
                if b[i] == .lf && b[i + 1] != .lf && b[i + 1] != .cr {
                    found = i + 1
                    break
                }
                i += 1
            }
            guard let found else { break }
            starts.append(found)
        }
        return starts
    }
}

/// The progress of stretches read at once: the bytes each has read, reported together.
private final class StretchProgress: @unchecked Sendable {
    private struct Tally {
        var reporter: ProgressReporter
        var read: [Int]
    }
    private let tally: Mutex<Tally>
    private let starts: [Int]
    private let byteCount: Int

    init(reporter: ProgressReporter, starts: [Int], byteCount: Int) {
        tally = Mutex(Tally(reporter: reporter, read: [Int](repeating: 0, count: starts.count)))
        self.starts = starts
        self.byteCount = byteCount
    }

    /// Stretch `stretch` has read up to byte `position`.
    func reached(_ position: Int, inStretch stretch: Int) {
        tally.withLock { tally in
            tally.read[stretch] = position - starts[stretch]
            tally.reporter.report(0.9 * Double(starts[0] + tally.read.reduce(0, +)) / Double(max(1, byteCount)))
        }
    }

    /// The reporter, for what follows the stretches.
    var reporter: ProgressReporter { tally.withLock { $0.reporter } }
}

/// What the loader decided before reading the rows, shared by the stretches.
private struct RowRules {
    let header: [String]
    let readAs: [ColumnKind]
    let mark: DecimalMark
    let requiredPrice: Int
    let nonNegative: [Bool]
    let maxReportedSkips: Int
    let textByteBudget: Int
}

/// The rows of one stretch of a file, column by column, with the rows it skipped and the
/// values it could not read.
private struct RowChunk {
    /// The columns' values, by column.
    var columns: [ColumnBuilder]
    var unreadable: [UnreadableValue] = []
    var unreadableCount = 0
    var lines: [UInt32] = []
    var skipped: [SkippedRow] = []
    var skippedCount = 0
    var dataRows = 0

    init(width: Int) {
        columns = [ColumnBuilder](repeating: ColumnBuilder(), count: width)
    }

    private mutating func skip(_ line: Int, _ reason: SkippedRow.Reason, _ rules: RowRules) {
        skippedCount += 1
        if skipped.count < rules.maxReportedSkips { skipped.append(SkippedRow(line: line, reason: reason)) }
    }

    /// Reports column `column`'s value on `line`, `text`, as unreadable (the column counts it).
    private mutating func note(_ line: Int, _ column: Int, _ text: String, _ rules: RowRules) {
        unreadableCount += 1
        if unreadable.count < rules.maxReportedSkips {
            unreadable.append(
                UnreadableValue(line: line, column: rules.header[column], text: text, kind: rules.readAs[column]))
        }
    }

    /// Reads the records `parser` gives, sizing the columns for `sizeFor` bytes of rows, and
    /// tells `progress` the byte it has reached every 1,024 rows.
    mutating func read(
        _ parser: inout CSVParser, _ rules: RowRules, sizeFor: Int, progress: (_ position: Int) -> Void
    ) {
        let width = columns.count
        let readAs = rules.readAs, mark = rules.mark, requiredPrice = rules.requiredPrice,
            nonNegative = rules.nonNegative
        let header = rules.header
        let numericColumns = (0..<width).filter { readAs[$0] == .real }
        let booleanColumns = (0..<width).filter { readAs[$0] == .boolean }
        let textColumns = (0..<width).filter { readAs[$0] == .text }
        let rowValues = UnsafeMutablePointer<Double>.allocate(capacity: max(1, width))
        rowValues.initialize(repeating: .nan, count: max(1, width))
        defer { rowValues.deallocate() }
        let first = parser.bytesConsumed
        // The column builders, moved out of `self` so that each row reaches them through one
        // buffer rather than through `self`'s array.
        var columns = self.columns
        self.columns = []
        defer { self.columns = columns }
        columns.withUnsafeMutableBufferPointer { columns in
            while parser.nextRecord() {
                dataRows += 1
                if dataRows & 0x3FF == 0 {
                    progress(parser.bytesConsumed)
                    if dataRows == 0x400 {
                        let estimate =
                            Double(sizeFor) / Double(max(1, parser.bytesConsumed - first)) * Double(dataRows) * 1.05
                        let capacity = Int(min(estimate, 2e9))
                        lines.reserveCapacity(capacity)
                        for c in 0..<width { columns[c].reserveCapacity(capacity, kind: readAs[c]) }
                    }
                }
                let line = parser.line
                if parser.isUnterminated {
                    skip(line, .unterminatedQuote(openedOnLine: parser.unterminatedQuoteLine), rules)
                    continue
                }
                if parser.fieldCount != width {
                    skip(line, .wrongFieldCount(expected: width, found: parser.fieldCount), rules)
                    continue
                }
                let kept = parser.withFields { fields -> Bool in
                    // A field's text, for reports (not `parser`: the closure would copy it each row).
                    func text(_ c: Int) -> String { String(decoding: fields[c], as: UTF8.self).trimmingBlanks() }
                    // Numbers first: an absurd one skips the row before anything is kept.
                    for c in numericColumns {
                        if let v = LocaleNumber.parse(fields[c], mark: mark) {
                            if v.isNaN {
                                if c == requiredPrice {
                                    skip(line, .priceNotANumber(text(c)), rules)
                                    return false
                                }
                                rowValues[c] = .nan
                            } else if !v.isFinite || abs(v) > PlausibleValueRule.magnitudeLimit
                                || (v < 0 && (nonNegative[c] || c == requiredPrice))
                            {
                                let text = text(c)
                                if c == requiredPrice, !v.isFinite || v < 0 {
                                    skip(line, v < 0 ? .negativePrice(text) : .priceNotFinite(text), rules)
                                } else {
                                    skip(
                                        line, PlausibleValueRule.hardProblem(v, column: header[c], text: text)!,
                                        rules)
                                }
                                return false
                            } else {
                                rowValues[c] = v + 0  // -0 becomes 0
                            }
                        } else if c == requiredPrice {
                            let text = text(c)
                            skip(line, text.isEmpty ? .emptyPrice : .priceNotANumber(text), rules)
                            return false
                        } else {
                            rowValues[c] = .infinity  // marks "not a number": decided below
                        }
                    }
                    for c in numericColumns {
                        var v = rowValues[c]
                        if v == .infinity {
                            v = .nan
                            if !DataTableLoader.isMissing(fields[c]) {
                                columns[c].unreadableCount += 1
                                note(line, c, text(c), rules)
                            }
                        }
                        columns[c].numbers.append(v)
                    }
                    for c in booleanColumns {
                        let value = DataTableLoader.yesNo(fields[c])
                        if value == nil && !DataTableLoader.isMissing(fields[c]) {
                            columns[c].unreadableCount += 1
                            note(line, c, text(c), rules)
                        }
                        columns[c].codes.append(value.map { $0 ? 2 : 1 } ?? 0)
                    }
                    for c in textColumns {
                        columns[c].appendName(DataTableLoader.trimmed(fields[c]), textByteBudget: rules.textByteBudget)
                    }
                    return true
                }
                if kept { lines.append(UInt32(clamping: line)) }
            }
        }
    }

    /// Appends the rows of `others`, the stretches that follow this one in order, as if read
    /// after them; each stretch's `lineOffset` is added to the lines it counted. The columns
    /// are appended on every core, and each stretch's column is let go once appended (`others`
    /// keeps the rest), so that the rows are held about once, not twice, at the end.
    mutating func append(_ others: inout [(chunk: RowChunk, lineOffset: Int)], _ rules: RowRules) {
        guard !others.isEmpty else { return }
        let width = columns.count
        // Each column's parts, [column][stretch], moved out of the stretches: their only owner.
        var otherColumns = [[ColumnBuilder]](repeating: [], count: width)
        for i in others.indices {
            let lineOffset = others[i].lineOffset
            for c in 0..<width { otherColumns[c].append(others[i].chunk.columns[c]) }
            others[i].chunk.columns = []
            let other = others[i].chunk
            dataRows += other.dataRows
            skippedCount += other.skippedCount
            skipped.append(
                contentsOf: other.skipped.prefix(max(0, rules.maxReportedSkips - skipped.count)).map { row in
                    var row = row
                    row.line += lineOffset
                    if case .unterminatedQuote(let opened) = row.reason {
                        row.reason = .unterminatedQuote(openedOnLine: opened + lineOffset)
                    }
                    return row
                })
            unreadableCount += other.unreadableCount
            unreadable.append(
                contentsOf: other.unreadable.prefix(max(0, rules.maxReportedSkips - unreadable.count)).map { value in
                    var value = value
                    value.line += lineOffset
                    return value
                })
        }
        // Moved out, so that each column's task reaches its own element in place; the last
        // task appends the lines.
        var lines = self.lines, columns = self.columns
        (self.lines, self.columns) = ([], [])
        columns.withUnsafeMutableBufferPointer { columns in
            otherColumns.withUnsafeMutableBufferPointer { otherColumns in
                DispatchQueue.concurrentPerform(iterations: width + 1) { c in
                    guard c < width else {
                        for (other, lineOffset) in others {
                            lines.append(contentsOf: other.lines.lazy.map { UInt32(clamping: Int($0) + lineOffset) })
                        }
                        return
                    }
                    for i in otherColumns[c].indices {
                        columns[c].append(
                            contentsOf: &otherColumns[c][i], kind: rules.readAs[c], textByteBudget: rules.textByteBudget
                        )
                    }
                }
            }
        }
        (self.lines, self.columns) = (lines, columns)
    }
}
