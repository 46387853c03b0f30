// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One column of a ``DataTable``: its name and label, what it holds, its values and their
/// statistics. Read-only; built by ``DataTableLoader`` or ``SyntheticTable``.
public struct DataColumn: Sendable {
    /// The most distinct numbers counted exactly: 64 (``distinctCount`` is nil beyond).
    public static let distinctLimit = 64

    /// The header's name, trimmed of surrounding spaces.
    public let name: String
    /// A label for people (``ColumnLabel``): "Living area" for `GrLivArea`.
    public let label: String
    /// What the values are (``ColumnKindRule``).
    public let kind: ColumnKind
    /// How the column can be filtered.
    public let filter: FilterStyle
    /// Whether the column is an identifier (``ColumnKindRule/isIdentifier(name:values:)``).
    public let isIdentifier: Bool
    /// The values, one per row of the table (none when ``valuesDropped``).
    public let values: ColumnValues
    /// For categorical columns, the distinct texts in order of first appearance; for yes/no
    /// columns `["no", "yes"]`; empty for the others. Code k in ``values`` is `categories[k − 1]`.
    public let categories: [String]
    /// For categorical and yes/no columns, how many rows hold each category (same order).
    public let categoryCounts: [Int]
    /// How many distinct known values the rows have; nil for numbers when more than
    /// ``distinctLimit``.
    public let distinctCount: Int?
    /// How many rows have a known value.
    public let knownCount: Int
    /// How many rows had a value that did not fit the column's kind (now unknown).
    public let unreadableCount: Int
    /// The smallest…largest known number (yes/no: 0…1), nil when none is known or the column
    /// is text.
    public let bounds: ClosedRange<Double>?
    /// Whether a free-text column's values were not kept (they exceeded the loader's budget).
    public let valuesDropped: Bool

    /// A column; ``kind``, ``filter``, ``distinctCount``, ``knownCount``, ``bounds``,
    /// ``categoryCounts`` and ``isIdentifier`` are computed from the values. `textKind` says
    /// what the column was read as: numeric (`.real`), `.boolean`, text (`.text`) or `.empty`.
    /// `statistics`, when given, must be those of the numbers in `values` (gathered while
    /// they were read); they are then not computed again. `isIdentifier`, when given, is the
    /// identifier mark instead of the rule's.
    init(
        name: String, label: String, readAs textKind: ColumnKind, values: ColumnValues, categories: [String],
        unreadableCount: Int, valuesDropped: Bool = false, isPrice: Bool = false, statistics: NumberStatistics? = nil,
        isIdentifier identifier: Bool? = nil
    ) {
        self.name = name
        self.label = label
        self.values = values
        self.categories = categories
        self.unreadableCount = unreadableCount
        self.valuesDropped = valuesDropped
        var kind = textKind
        var distinct: Int?
        var known = 0
        var bounds: ClosedRange<Double>?
        var counts: [Int] = []
        switch values {
        case .float, .double:
            let s = statistics ?? values.numberStatistics
            (distinct, known, bounds) = (s.distinct, s.known, s.bounds)
            if textKind != .empty { kind = s.allWhole ? .integer : .real }
        case .codes(let codes):
            counts = codes.counts(below: categories.count + 1)
            known = codes.count - counts[0]
            counts.removeFirst()
            distinct = counts.filter { $0 > 0 }.count
            if textKind == .boolean {
                bounds = known > 0 ? Double(counts[0] > 0 ? 0 : 1)...Double(counts[1] > 0 ? 1 : 0) : nil
            } else {
                kind = ColumnKindRule.isCategorical(distinct: distinct!, known: known) ? .categorical : .text
            }
        case .none:
            kind = textKind == .empty ? .empty : .text
        }
        if known == 0 && !valuesDropped { kind = .empty }
        self.kind = kind
        self.distinctCount = distinct
        self.knownCount = known
        self.bounds = bounds
        self.categoryCounts = counts
        self.isIdentifier =
            identifier ?? (kind.isNumeric && !isPrice && ColumnKindRule.isIdentifier(name: name, values: values))
        self.filter = ColumnKindRule.filterStyle(kind: kind, distinct: distinct, isIdentifier: isIdentifier)
    }

    /// The column of `schema` holding `texts` (one per row, nil unknown), rows read elsewhere
    /// (a page of a server's table): the name, label, kind, filter and identifier mark are
    /// `schema`'s; each text is read as `schema`'s loader reads a field of its kind (blanks
    /// trimmed; numbers with decimal mark `mark`, yes/no words, categories), and one that does
    /// not fit is unknown. A category `schema` does not have is added after its own, so a
    /// category keeps `schema`'s code. A column whose values `schema` dropped holds none.
    init(like schema: DataColumn, texts: [String?], mark: DecimalMark) {
        let (values, categories) = Self.values(of: texts, like: schema, after: nil, mark: mark)
        name = schema.name
        label = schema.label
        kind = schema.kind
        filter = schema.filter
        isIdentifier = schema.isIdentifier
        unreadableCount = 0
        valuesDropped = schema.valuesDropped
        self.values = values
        self.categories = categories
        switch values {
        case .float, .double:
            let statistics = values.numberStatistics
            (distinctCount, knownCount, bounds) = (statistics.distinct, statistics.known, statistics.bounds)
            categoryCounts = []
        case .codes(let codes):
            var counts = codes.counts(below: categories.count + 1)
            knownCount = codes.count - counts[0]
            counts.removeFirst()
            categoryCounts = counts
            distinctCount = counts.filter { $0 > 0 }.count
            bounds =
                schema.kind == .boolean && knownCount > 0
                ? Double(counts[0] > 0 ? 0 : 1)...Double(counts[1] > 0 ? 1 : 0) : nil
        case .none:
            (categoryCounts, distinctCount, knownCount, bounds) = ([], nil, 0, nil)
        }
    }

    /// This column with `texts` added after its rows, read as ``init(like:texts:mark:)`` reads
    /// them, and its kind, filter and statistics worked out again from all its values, as the
    /// loader works them out (`isPrice`: the table's price column). The identifier mark stays:
    /// rows added out of order (extremes, distinct values) would hide row numbers.
    func extended(with texts: [String?], mark: DecimalMark, isPrice: Bool) -> DataColumn {
        let (values, categories) = Self.values(of: texts, like: self, after: values, mark: mark)
        let readAs: ColumnKind
        switch kind {
        case .integer, .real: readAs = .real
        case .boolean: readAs = .boolean
        case .empty: readAs = .empty
        case .categorical, .text: readAs = .text
        }
        return DataColumn(
            name: name, label: label, readAs: readAs, values: values, categories: categories,
            unreadableCount: unreadableCount, valuesDropped: valuesDropped, isPrice: isPrice,
            isIdentifier: isIdentifier && kind.isNumeric)
    }

    /// `texts` read as a field of `schema`'s kind (see ``init(like:texts:mark:)``), after the
    /// values `before` (of `schema`'s kind; nil: none), with the categories they use.
    private static func values(
        of texts: [String?], like schema: DataColumn, after before: ColumnValues?, mark: DecimalMark
    ) -> (ColumnValues, [String]) {
        func trimmed(_ text: String) -> String {
            var text = text
            return text.withUTF8 { String(decoding: DataTableLoader.trimmed($0), as: UTF8.self) }
        }
        switch schema.values {
        case .none:
            return (.none, [])
        case .float, .double:
            var numbers = before.map { b in (0..<b.count).map { schema.number(at: $0) } } ?? []
            numbers += texts.map { t in t.flatMap { LocaleNumber.parse(trimmed($0), mark: mark) } ?? .nan }
            return (.double(numbers), [])
        case .codes(let old):
            var names = schema.categories
            var codeOf = [String: Int](uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset + 1) })
            var codes = before == nil ? [] : (0..<old.count).map { UInt32(old[$0]) }
            codes += texts.map { t -> UInt32 in
                guard let t else { return 0 }
                if schema.kind == .boolean {
                    var t = t
                    return t.withUTF8 { DataTableLoader.yesNo($0) }.map { $0 ? 2 : 1 } ?? 0
                }
                let word = trimmed(t)
                if word.isEmpty { return 0 }
                if let code = codeOf[word] { return UInt32(code) }
                names.append(word)
                codeOf[word] = names.count
                return UInt32(names.count)
            }
            let stored: CategoryCodes =
                names.count < 255
                ? .u8(codes.map(UInt8.init)) : names.count < 65_535 ? .u16(codes.map(UInt16.init)) : .u32(codes)
            return (.codes(stored), names)
        }
    }

    /// The number of rows (0 when the values were dropped).
    public var count: Int { values.count }

    /// The number in `row`: the value of a numeric column, 0 or 1 for no and yes, the category
    /// index for a categorical column; NaN when unknown, for text, or when no values are kept.
    @inline(__always)
    public func number(at row: Int) -> Double {
        switch values {
        case .float(let v): return Double(v[row])
        case .double(let v): return v[row]
        case .codes(let c):
            let code = c[row]
            return code == 0 || kind == .text ? .nan : Double(code - 1)
        case .none: return .nan
        }
    }

    /// The value in `row` as text: the number in plain form (`215000`, `2.5`), the category,
    /// `yes`/`no`; nil when unknown or not kept.
    public func text(at row: Int) -> String? {
        switch values {
        case .float, .double:
            let v = number(at: row)
            return v.isNaN ? nil : SkippedRow.plain(v)
        case .codes(let c):
            let code = c[row]
            return code == 0 ? nil : categories[code - 1]
        case .none: return nil
        }
    }
}
