// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousePricesCore
import HousingData

/// The window's filters over a table of a PostgreSQL server: the ``FilterSource`` of
/// `house-prices --database`, answered from ``DataTiles`` fetched through a ``QueryRunner``.
///
/// Contract:
/// - The plan's filters are the table's columns of the same names: a slider's a column of
///   numbers; a choice's any column whose text, blanks trimmed, is its category (else unknown);
///   a toggle's any column of yes/no words (``FilterClause/yesNo(of:)``), as a file's loader
///   reads them. Picks become conditions of the queries (``FilterClause``; category names are
///   quoted literals), unknown values passing only a filter that lets every home through, as
///   in memory. The list's rows are the values of the key column (a unique whole number).
/// - A choice's or toggle's bars are its categories' counts under the other filters, fetched
///   with each exact answer (``ChoiceCountQuery``), the picked ones inside. A drag of a slider
///   changes them too: they are answered on the release, not fetched as tiles at the press,
///   because a tile of pixel bins × categories per choice multiplies the press's rows by up to
///   200 categories for numbers read after the thumb stops rather than watched while it moves;
///   during a drag they are those of the last exact answer.
/// - Each change outside a drag is answered exactly once the server has sent its tiles (the
///   changed filter cut at its range, every other filter as it stands) and the list's first
///   page; a newer change cancels the stale one's queries, so a run of changes may be answered
///   once, with the filters after the last.
/// - ``beginDrag(of:pixels:)`` (a thumb's press) fetches the tiles of that filter over the
///   slider's pixel bins (``onProgress`` reports them coming); from then on each
///   ``setRange(_:of:)`` of that filter is answered inside the call from prefix sums, the
///   range rounded out to whole pixel bins (``PixelSelection``), the list the press's.
///   ``endDrag()`` (the release) asks for the exact answer and the list's first page.
/// - The list is in the in-memory session's order (``Crossfilter/ListOrder``: descending ties
///   reversed, the tie-break filter, a choice by its categories' alphabetical ranks), with the
///   key in the place of home order, read a page at a time by keyset pagination
///   (``ListPageQuery``). The listed rows are the server's: each page brings every column of
///   the table read (`columns`), and a result's ``FilterResult/listTable`` holds the pages
///   loaded, read as that table's columns (``HousingData/DataTable/init(rows:like:)``), so a
///   value changed on the server shows as it is now. Reading a result's rows past the pages
///   loaded asks for the next page, answered as a refresh when it comes.
/// - A failure (server down, connection lost, a table, column or grant missing) goes to
///   ``onError`` and leaves every setting as told; ``retry()`` reconnects when the connection
///   is gone and asks again.
/// - Every call and every callback is on the thread of `deliver` (the window's main loop).
public final class DatabaseFilterSource: FilterSource, @unchecked Sendable {  // used on the thread of `deliver` only
    /// Why a plan cannot be filtered on the server.
    public enum SetupError: Error, Equatable, CustomStringConvertible {
        /// The plan has no slider filter to fetch tiles of.
        case noSliderFilter
        public var description: String { "the table has no column of numbers to filter on the server" }
    }

    public let plan: FilterPlan
    /// The table (``SQLText/qualifiedName(_:)`` quotes it).
    public let table: String
    /// The unique whole-number column that orders the list's rows last.
    public let keyColumn: String
    /// The table as read, whose columns the list's pages bring.
    public let columns: DataTable
    public private(set) var settings: [FilterSetting]
    public var onResult: ((FilterResult) -> Void)?
    /// The tiles of a press coming in: statements answered of those asked.
    public var onProgress: ((QueryRunner.Progress) -> Void)?
    /// A query failed; the settings are kept (``retry()``).
    public var onError: ((DatabaseError) -> Void)?
    /// The last failure, until an answer arrives.
    public private(set) var failure: DatabaseError?
    /// Rows a list page.
    public let pageSize: Int

    private let runner: QueryRunner
    private let deliver: @Sendable (@escaping @Sendable () -> Void) -> Void
    /// Per filter, its tile dimension (nil: a choice or toggle, not counted on the server).
    private let dimensionOf: [Int?]
    /// Per tile dimension, its filter.
    private let filterOf: [Int]
    /// The choice and toggle filters, in the plan's order.
    private let choiceFilters: [Int]
    /// Per filter, the SQL expression of its category index (nil: a slider).
    private let categoryOf: [String?]
    /// Per filter, the SQL expression the list sorts it by.
    private let sortKeyOf: [String]
    /// The categories' counts of the last exact answer, per choice filter.
    private var choiceCounts: [[Int]]?
    private var requested: [(lower: Double, upper: Double)?]
    private var listOrder = ListOrder.homeOrder
    /// The thumb's press being dragged: its filter, pixel bins, the other filters it was fetched
    /// under, once they came its tiles, and the exact answer asked under the press's settings
    /// whose choice counts are still to come (pressed before that answer came).
    private var drag:
        (filter: Int, pixels: HistogramLayout, others: [FilterSetting], tiles: DataTiles?, choicesOf: Int?)?
    /// The last exact answer: count and per tile dimension its bars under the other filters.
    private var counted: (count: Int, bars: [[Int]])?
    /// The list's pages loaded: rows' fields in order, where the next page starts, and whether
    /// it is asked.
    private var list: (rows: [[String?]], next: ListCursor?, asking: Bool) = ([], nil, false)
    /// ``list``'s rows as a table of ``columns``' columns.
    private var listTable: DataTable
    /// Counts the changes asked of the server; an answer to an older one is dropped.
    private var asked = 0
    /// The pieces of the exact answer being fetched.
    private var pending: (tiles: BrushAnswer?, page: ListPage?, choices: [[Int]]?)?
    /// The read of ``readMatchingRows(_:)`` going on: its number, and what receives its rows.
    private var matchingRows: (generation: Int, completion: ((Result<DataTable, DatabaseError>) -> Void)?) = (0, nil)
    /// The settings the last exact answer was asked under.
    private var askedUnder: [FilterSetting] = []

    /// A source over `table` of `connection`, filtered as `plan` (made from `columns`, the
    /// table's columns as read), the list's rows, ordered last by `keyColumn`, read in pages of
    /// `pageSize` rows with the fields of `columns`' columns; `deliver` runs the closures it is
    /// given, in order, on the caller's thread. Throws ``SetupError`` when the plan has no
    /// slider.
    public init(
        plan: FilterPlan, columns: DataTable, table: String, keyColumn: String, connection: DatabaseConnection,
        pageSize: Int = 200, deliver: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) throws {
        var dimensionOf: [Int?] = [], filterOf: [Int] = []
        for (f, filter) in plan.filters.enumerated() {
            if filter.bounds != nil, filter.layout != nil {
                dimensionOf.append(filterOf.count)
                filterOf.append(f)
            } else {
                dimensionOf.append(nil)
            }
        }
        guard !filterOf.isEmpty else { throw SetupError.noSliderFilter }
        choiceFilters = plan.filters.indices.filter { dimensionOf[$0] == nil }
        categoryOf = plan.filters.map { filter in
            guard filter.bounds == nil else { return nil }
            let column = SQLText.identifier(filter.name)
            return filter.kind == .toggle
                ? FilterClause.yesNo(of: column) : FilterClause.category(of: column, in: filter.categories)
        }
        sortKeyOf = plan.filters.indices.map { [categoryOf] f in
            guard let category = categoryOf[f] else { return SQLText.identifier(plan.filters[f].name) }
            let ranks = FilterSession.alphabeticalRanks(of: plan.filters[f])
            if ranks == Array(ranks.indices) { return category }
            return "(CASE \(category) "
                + ranks.enumerated().map { "WHEN \($0.offset) THEN \($0.element)" }.joined(separator: " ") + " END)"
        }
        self.plan = plan
        self.table = table
        self.keyColumn = keyColumn
        self.pageSize = max(1, pageSize)
        self.deliver = deliver
        self.columns = columns
        listTable = DataTable(rows: [], like: columns)
        self.dimensionOf = dimensionOf
        self.filterOf = filterOf
        runner = QueryRunner(connection: connection, deliver: deliver)
        settings = Array(repeating: .all, count: plan.filters.count)
        requested = Array(repeating: nil, count: plan.filters.count)
    }

    // MARK: FilterSource

    public func requestedRange(of filter: Int) -> (lower: Double, upper: Double)? {
        requested.indices.contains(filter) ? requested[filter] : nil
    }

    public func setRange(_ range: (lower: Double, upper: Double)?, of filter: Int) {
        if plan.filters.indices.contains(filter), plan.filters[filter].bounds != nil {
            set(filter, range.map { .range(lower: $0.lower, upper: $0.upper) } ?? .all)
        }
        if let drag, drag.filter == filter, drag.others == othersThan(filter) {
            if drag.tiles != nil { answerFromTiles() }  // otherwise answered when they come
        } else {
            ask()
        }
    }

    public func setPicks(_ picks: Set<Int>?, of filter: Int) {
        if plan.filters.indices.contains(filter), plan.filters[filter].bounds == nil {
            set(filter, picks.map { .picks($0) } ?? .all)
        }
        ask()
    }

    public func reset(_ filters: [Int]) {
        for f in filters { set(f, .all) }
        ask()
    }

    public func setListOrder(_ order: ListOrder) {
        // An order naming a filter that does not exist changes nothing, as in memory.
        if order.dimension.map(plan.filters.indices.contains) ?? true,
            order.tieBreak.map(plan.filters.indices.contains) ?? true
        {
            listOrder = order
        }
        ask()
    }

    public func refresh() {
        if let drag, drag.tiles != nil, drag.others == othersThan(drag.filter) {
            answerFromTiles()
        } else if let counted {
            answer(count: counted.count, bars: counted.bars)
        } else if pending == nil {
            ask()
        }  // otherwise answered when the server's answer comes
    }

    public var saved: SavedFilters { plan.saved(settings) }

    public func restore(_ saved: SavedFilters) {
        for (f, setting) in plan.settings(restoring: saved) { set(f, setting) }
        ask()
    }

    public func matchingCount(of filter: Int, ifRange lower: Double, _ upper: Double) -> Int? {
        guard let drag, drag.filter == filter, let tiles = drag.tiles, drag.others == othersThan(filter) else {
            return nil
        }
        return tiles.matchingCount(selection(of: filter, .range(lower: lower, upper: upper), in: drag.pixels))
    }

    // MARK: Every matching row

    /// Reads every home matching the filters as they stand, in the list's order, as the list
    /// shows them (a table read like ``columns``), for export and copy: `completion` gets it, or
    /// the failure, on the thread of `deliver`. One read at a time: a newer one cancels the older
    /// (its completion gets ``DatabaseError/cancelled``). The rows come in one answer.
    public func readMatchingRows(_ completion: @escaping (Result<DataTable, DatabaseError>) -> Void) {
        var query = pageQuery()
        query.pageSize = Int(Int64.max)
        let all = query
        matchingRows.completion?(.failure(.cancelled))
        matchingRows.generation += 1
        matchingRows.completion = completion
        let generation = matchingRows.generation
        runner.run(all.statement(after: nil), kind: .matchingRows) { [weak self] result in
            guard let self, generation == self.matchingRows.generation,
                let completion = self.matchingRows.completion
            else { return }
            self.matchingRows.completion = nil
            switch result {
            case .success(let rows):
                do {
                    completion(.success(DataTable(rows: try all.page(from: rows).rows, like: self.columns)))
                } catch {
                    completion(.failure(error as? DatabaseError ?? .unexpectedResult("\(error)")))
                }
            case .failure(let error): completion(.failure(error))
            }
        }
    }

    // MARK: Drag and retry

    /// A thumb of slider filter `filter` is pressed: fetches its tiles over `pixels` (the
    /// track's pixel bins) under the other filters as they stand, reporting ``onProgress``.
    /// Ignored for a filter that is not a slider.
    public func beginDrag(of filter: Int, pixels: HistogramLayout) {
        guard dimensionOf.indices.contains(filter), let a = dimensionOf[filter] else { return }
        guard let query = try? tileQuery(active: a, pixels: pixels) else { return }
        // Pressed before the exact answer came: its choice counts, under these settings, are
        // the press's (the rest of that answer is dropped).
        var choicesOf: Int?
        if let pending, askedUnder == settings {
            if let choices = pending.choices { choiceCounts = choices } else { choicesOf = asked }
        }
        drag = (filter, pixels, othersThan(filter), nil, choicesOf)
        asked += 1
        let generation = asked
        pending = nil
        runner.fetchTiles(query, progress: { [weak self] p in self?.onProgress?(p) }) { [weak self] result in
            guard let self, generation == self.asked, self.drag?.filter == filter else { return }
            switch result {
            case .success(let tiles):
                self.drag?.tiles = tiles
                self.failure = nil
                // A change to another filter meanwhile was asked of the server instead.
                if self.drag?.others == self.othersThan(filter) { self.answerFromTiles() }
            case .failure(.cancelled):
                break
            case .failure(let error):
                self.drag = nil
                self.fail(error)
            }
        }
    }

    /// The thumb is released: the drag's tiles are dropped and the exact answer and the list's
    /// first page are asked for.
    public func endDrag() {
        guard drag != nil else { return }
        drag = nil
        ask()
    }

    /// Asks again after a failure, first reconnecting when the connection was lost or never
    /// made; the settings are those told meanwhile, or `saved` when given (``restore(_:)``'s
    /// rule, every other filter back to every home).
    public func retry(restoring saved: SavedFilters? = nil) {
        if let saved {
            for f in settings.indices { set(f, .all) }
            for (f, setting) in plan.settings(restoring: saved) { set(f, setting) }
        }
        let reconnect: Bool
        switch failure {
        case .connectionLost?, .cannotConnect?: reconnect = true
        default: reconnect = false
        }
        failure = nil
        drag = nil
        guard reconnect else { ask(); return }
        let connection = runner.connection, deliver = self.deliver
        Task.detached { [weak self] in
            let outcome: DatabaseError?
            do { try await connection.reset(); outcome = nil } catch {
                outcome = error as? DatabaseError ?? .cannotConnect("\(error)")
            }
            deliver { [weak self] in
                guard let self else { return }
                if let outcome { self.fail(outcome) } else { self.ask() }
            }
        }
    }

    // MARK: Answers

    /// Sets filter `f` as told (``FilterPlan/applied(_:to:)``), remembering a range as requested.
    private func set(_ f: Int, _ setting: FilterSetting) {
        guard let applied = plan.applied(setting, to: f) else { return }
        if case .range(let lower, let upper) = setting { requested[f] = (lower, upper) } else { requested[f] = nil }
        settings[f] = applied
    }

    /// The settings with filter `f`'s left out (what a drag's tiles were fetched under).
    private func othersThan(_ f: Int) -> [FilterSetting] {
        settings.indices.map { $0 == f ? .all : settings[$0] }
    }

    /// Dimension `d`'s filter as the tile and list queries take it.
    private func dimensionFilter(_ d: Int) -> DimensionFilter {
        if case .range(let lower, let upper) = settings[filterOf[d]] { return .range(lower: lower, upper: upper) }
        return .all
    }

    private func tileQuery(active a: Int, pixels: HistogramLayout) throws -> DataTileQuery {
        try DataTileQuery(
            table: table,
            dimensions: filterOf.map { .init(column: plan.filters[$0].name, layout: plan.filters[$0].layout!) },
            filters: filterOf.indices.map(dimensionFilter), activeDimension: a, pixelLayout: pixels,
            condition: choiceCondition())
    }

    /// The slider filters as conditions, by column.
    private var sliderFilters: [(column: String, filter: DimensionFilter)] {
        filterOf.indices.map { (plan.filters[filterOf[$0]].name, dimensionFilter($0)) }
    }

    /// The conjunction of the choice and toggle filters' picks, but `excluded`'s.
    private func choiceCondition(excluding excluded: Int? = nil) -> String {
        FilterClause.conjunction(
            choiceFilters.compactMap { f in
                guard f != excluded, case .picks(let picks) = settings[f], let category = categoryOf[f] else {
                    return nil
                }
                return (category, .codes(picks))
            })
    }

    /// Each choice's categories counted under every other filter.
    private func choiceQuery() -> ChoiceCountQuery {
        let sliders = FilterClause.conjunction(sliderFilters.map { (SQLText.identifier($0.column), $0.filter) })
        return ChoiceCountQuery(
            table: table,
            choices: choiceFilters.map { f in
                let others = choiceCondition(excluding: f)
                return .init(
                    category: categoryOf[f]!, categoryCount: plan.filters[f].categories.count,
                    condition: others == "TRUE" ? sliders : (sliders == "TRUE" ? others : "\(sliders) AND \(others)"))
            })
    }

    /// The pixel bins of filter `f`'s setting `setting` in `pixels`.
    private func selection(of f: Int, _ setting: FilterSetting, in pixels: HistogramLayout) -> PixelSelection {
        guard case .range(let lower, let upper) = plan.applied(setting, to: f) ?? .all else { return .all }
        return PixelSelection(lower: lower, upper: upper, in: pixels)
    }

    /// Pixel bins that cut a slider exactly at its range `lower…upper`: every value passing the
    /// range lies in the selected bins, every other value outside them.
    static func exactCut(lower: Double, upper: Double) -> (HistogramLayout, PixelSelection)? {
        let big = Double.greatestFiniteMagnitude
        let lowerOpen = lower.isNaN || lower == -.infinity, upperOpen = upper.isNaN || upper == .infinity
        if !lowerOpen && !upperOpen && lower > upper { return nil }
        let low = lowerOpen ? -big : max(-big, lower)
        // The bin `low ..< above` holds exactly the values up to `upper`.
        let above = upperOpen || upper >= big ? big : upper.nextUp
        var edges = [-big]
        if low > -big { edges.append(low) }
        let first = edges.count - 1
        if above > low { edges.append(above) }
        let last = edges.count - 2
        if above < big { edges.append(big) }
        guard edges.count >= 2, let layout = try? HistogramLayout(edges: edges) else { return nil }
        return (layout, .bins(first: first, last: last))
    }

    /// Asks the server for the exact answer and the list's first page; answered when both came.
    private func ask() {
        asked += 1
        let generation = asked
        pending = (nil, nil, choiceFilters.isEmpty ? [] : nil)
        askedUnder = settings
        counted = nil
        setList([], next: nil, asking: true)
        // Cut the filter with a range (the price's first), or none: every filter's bars follow.
        let a = filterOf.indices.first { settings[filterOf[$0]] != .all } ?? 0
        let own = plan.filters[filterOf[a]].layout!
        var cut = (pixels: own, selection: PixelSelection.all)
        if case .range(let lower, let upper) = settings[filterOf[a]] {
            // An inverted range lets nothing through.
            cut = Self.exactCut(lower: lower, upper: upper) ?? (own, .bins(first: 1, last: 0))
        }
        do {
            let query = try tileQuery(active: a, pixels: cut.pixels), selection = cut.selection
            runner.fetchTiles(query) { [weak self] result in
                self?.arrived(generation, result.map { $0.answer(selection) })
            }
        } catch {
            arrived(generation, Result<BrushAnswer, DatabaseError>.failure(.unexpectedResult("\(error)")))
        }
        runner.fetchPage(pageQuery(), after: nil) { [weak self] result in
            self?.arrived(generation, result)
        }
        if !choiceFilters.isEmpty {
            runner.fetchChoiceCounts(choiceQuery()) { [weak self] result in
                self?.arrived(generation, result)
            }
        }
    }

    private func pageQuery() -> ListPageQuery {
        let sort = listOrder.dimension.flatMap { sortKeyOf.indices.contains($0) ? $0 : nil }
        let tieBreak = listOrder.tieBreak.flatMap { $0 != sort && sortKeyOf.indices.contains($0) ? $0 : nil }
        return ListPageQuery(
            table: table, keyColumn: keyColumn, columns: columns.columns.map(\.name), filters: sliderFilters,
            condition: choiceCondition(),
            sortKey: sort.map { sortKeyOf[$0] }, tieBreak: sort == nil ? nil : tieBreak.map { sortKeyOf[$0] },
            descending: listOrder.descending, pageSize: pageSize)
    }

    private func arrived(_ generation: Int, _ tiles: Result<BrushAnswer, DatabaseError>) {
        guard generation == asked, pending != nil else { return }
        switch tiles {
        case .success(let answer):
            pending?.tiles = answer
            finish()
        case .failure(.cancelled): break
        case .failure(let error): pending = nil; fail(error)
        }
    }

    private func arrived(_ generation: Int, _ page: Result<ListPage, DatabaseError>) {
        guard generation == asked, pending != nil else { return }
        switch page {
        case .success(let page): pending?.page = page; finish()
        case .failure(.cancelled): break
        case .failure(let error): pending = nil; fail(error)
        }
    }

    private func arrived(_ generation: Int, _ choices: Result<[[Int]], DatabaseError>) {
        if let drag, let waited = drag.choicesOf, waited == generation {
            // The press's choice counts; a failure is left to the release's exact answer.
            guard case .success(let counts) = choices else { return }
            choiceCounts = counts
            self.drag?.choicesOf = nil
            if drag.others == othersThan(drag.filter) { answerFromTiles() }
            return
        }
        guard generation == asked, pending != nil else { return }
        switch choices {
        case .success(let counts): pending?.choices = counts; finish()
        case .failure(.cancelled): break
        case .failure(let error): pending = nil; fail(error)
        }
    }

    private func finish() {
        guard let tiles = pending?.tiles, let page = pending?.page, let choices = pending?.choices else { return }
        pending = nil
        choiceCounts = choices
        setList(page.rows, next: page.next, asking: false)
        counted = (tiles.matchingCount, tiles.histograms)
        failure = nil
        answer(count: tiles.matchingCount, bars: tiles.histograms)
    }

    private func answerFromTiles() {
        guard let drag, let tiles = drag.tiles else { return }
        let answer = tiles.answer(selection(of: drag.filter, settings[drag.filter], in: drag.pixels))
        self.answer(count: answer.matchingCount, bars: answer.histograms)
    }

    private func fail(_ error: DatabaseError) {
        failure = error
        onError?(error)
    }

    /// Hands ``onResult`` the count, the bars (per tile dimension) split by each filter's own
    /// range in whole bins (a bin wholly inside the range is highlighted), the choices' bars
    /// (the last exact answer's counts, the picked categories inside), and the list loaded.
    private func answer(count: Int, bars: [[Int]]) {
        guard let onResult else { return }
        let histograms = plan.filters.indices.map { f -> DimensionHistogram in
            if let c = choiceFilters.firstIndex(of: f) {
                guard let counts = choiceCounts?[c] else { return DimensionHistogram(inside: [], outside: []) }
                guard case .picks(let picks) = settings[f] else {
                    return DimensionHistogram(inside: counts, outside: counts.map { _ in 0 })
                }
                return DimensionHistogram(
                    inside: counts.indices.map { picks.contains($0) ? counts[$0] : 0 },
                    outside: counts.indices.map { picks.contains($0) ? 0 : counts[$0] })
            }
            guard let d = dimensionOf[f], let layout = plan.filters[f].layout, bars.indices.contains(d),
                bars[d].count == layout.binCount
            else { return DimensionHistogram(inside: [], outside: []) }
            var inside = bars[d], outside = [Int](repeating: 0, count: inside.count)
            if case .range(let lower, let upper) = settings[f] {
                for b in inside.indices
                where !(lower.isNaN || lower <= layout.edges[b]) || !(upper.isNaN || upper >= layout.edges[b + 1]) {
                    outside[b] = inside[b]
                    inside[b] = 0
                }
            }
            return DimensionHistogram(inside: inside, outside: outside)
        }
        let loaded = list.rows.count
        onResult(
            FilterResult(
                matchingCount: count, listOrder: listOrder, histograms: histograms, settings: settings,
                listTable: listTable,
                rows: { [weak self] offset, count in
                    guard offset >= 0, count > 0 else { return [] }
                    if offset + count > loaded { self?.askNextPage(after: loaded) }
                    return offset < loaded ? Array(offset..<min(loaded, offset + count)) : []
                }))
    }

    /// The column of `table`'s primary key when it is one column, else nil. Throws
    /// ``DatabaseError`` (``DatabaseError/missingTable(_:)`` for no such table).
    public static func primaryKey(of table: String, on connection: DatabaseConnection) async throws -> String? {
        let name = "'" + SQLText.qualifiedName(table).replacingOccurrences(of: "'", with: "''") + "'"
        let result = try await connection.query(
            """
            SELECT a.attname FROM pg_index i \
            JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) \
            WHERE i.indrelid = \(name)::regclass AND i.indisprimary
            """)
        return result.rows.count == 1 ? try result.field(0, 0) : nil
    }

    /// The list's pages loaded as `rows`, and ``listTable`` made of them.
    private func setList(_ rows: [[String?]], next: ListCursor?, asking: Bool) {
        if !(rows.isEmpty && list.rows.isEmpty) { listTable = DataTable(rows: rows, like: columns) }
        list = (rows, next, asking)
    }

    /// Asks for the list's next page, if there is one and the list has `loaded` rows still.
    private func askNextPage(after loaded: Int) {
        guard !list.asking, let cursor = list.next, list.rows.count == loaded else { return }
        list.asking = true
        let generation = asked
        runner.fetchPage(pageQuery(), after: cursor) { [weak self] result in
            guard let self, generation == self.asked else { return }
            switch result {
            case .success(let page):
                self.setList(self.list.rows + page.rows, next: page.next, asking: false)
                self.refresh()  // the count and bars as they stand, the list longer
            case .failure(.cancelled): self.list.asking = false
            case .failure(let error):
                self.list.asking = false
                self.fail(error)
            }
        }
    }
}
