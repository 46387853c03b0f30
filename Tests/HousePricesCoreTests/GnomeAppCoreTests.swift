// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import HousingOracles
import PropertyBased
import RangeSliderCore
import Testing
import XCTest

/// The pure parts of the GNOME app: export text, remembered ranges, the shortcut
/// table, locale number styles and their parsing, histogram tips, column-width samples.
final class GnomeAppCoreTests: XCTestCase {
    override func tearDown() {
        HousingFormat.style = .english
        Localization.translate = { $0 }
        Localization.translatePlural = { one, many, n in n == 1 ? one : many }
    }

    private func index(_ homes: [HomeRecord]) -> PriceIndex {
        PriceIndex(HousingDataset(homes: homes, columns: Set(HousingColumn.allCases)))
    }

    // MARK: Export

    func testCSVQuotesWhatNeedsQuotingAndLeavesUnknownValuesEmpty() {
        let homes = [
            HomeRecord(
                line: 2, price: 129_500, neighborhood: "Old Town", bedrooms: 3, bathrooms: 2.5, livingArea: 1656,
                yearBuilt: 1960),
            HomeRecord(
                line: 3, price: 90_000, neighborhood: "North, \"Ames\"", bedrooms: nil, bathrooms: nil, livingArea: nil,
                yearBuilt: nil),
            HomeRecord(
                line: 4, price: 300_000.5, neighborhood: " padded ", bedrooms: 1, bathrooms: 1, livingArea: 800.25,
                yearBuilt: 2001),
        ]
        let idx = index(homes)
        let order = HomeSorter(index: idx).list(HomeFilter(minPrice: 0, maxPrice: .infinity), order: .cheapestFirst)
        XCTAssertEqual(
            HomeExport.csv(order.rows(in: idx), of: idx.dataset),
            """
            neighborhood,price,bedrooms,bathrooms,living_area_sqft,year_built
            "North, ""Ames\"\"",90000,,,,
            Old Town,129500,3,2.5,1656,1960
            " padded ",300000.5,1,1,800.25,2001

            """)
        XCTAssertEqual(
            HomeExport.tabSeparated(order.rows(in: idx), of: idx.dataset).split(separator: "\n").first,
            "Neighbourhood\tPrice\tBedrooms\tBathrooms\tLiving area\tYear built")
        XCTAssertEqual(
            HomeExport.tabSeparated(order.rows(in: idx), of: idx.dataset).split(separator: "\n")[1],
            "North, \"Ames\"\t$90,000\t—\t—\t—\t—")
    }

    /// Exported CSV read back by the app's own loader gives the same homes in the same order.
    func testExportedCSVReadsBackAsTheSameHomes() throws {
        let ames = try HousingLoader().load(path: Self.amesPath)
        let idx = PriceIndex(ames)
        let sorter = HomeSorter(index: idx)
        for order in [
            HomeSortOrder(column: .livingArea, ascending: false), HomeSortOrder(column: .neighborhood), .cheapestFirst,
        ] {
            let list = sorter.list(HomeFilter(minPrice: 150_000, maxPrice: 250_000), order: order)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).csv")
            defer { try? FileManager.default.removeItem(at: url) }
            try HomeExport.csv(list.rows(in: idx), of: idx.dataset).write(to: url, atomically: true, encoding: .utf8)
            let back = try HousingLoader().load(path: url.path)
            XCTAssertEqual(back.count, list.count)
            XCTAssertEqual(back.report.skippedCount, 0)
            for i in 0..<list.count {
                var expected = idx.dataset[list.row(at: i, in: idx)]
                var read = back[i]
                expected.line = 0
                read.line = 0
                XCTAssertEqual(read, expected, "row \(i) in \(order)")
            }
        }
    }

    /// With the file's own columns (the list's once the file is read as a table), the CSV has
    /// them under their header names and reads back, through the table loader, as the same
    /// values row by row; the tab-separated text has the list's cells.
    func testExportWithTheFilesOwnColumnsReadsBackAsTheSameValues() throws {
        let csv = """
            price,lotsize,bedrooms,airco,style,note
            42000,5850,3,no,"Ranch, big",x
            38500,4000,2,yes,Colonial,
            60500,,3,ja,Ranch,"say ""hi""\"
            99000,15120,4,no,,z

            """
        let dataset = try HousingLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        let idx = PriceIndex(dataset)
        let columns = ListColumnPlan.columns(dataset: dataset, table: table, plan: FilterPlan(table: table))
        XCTAssertEqual(columns.map(\.reportName), ["price", "bedrooms", "lotsize", "airco", "style", "note"])
        let order = HomeSorter(index: idx).list(
            HomeFilter(minPrice: 0, maxPrice: .infinity), order: HomeSortOrder(column: .price, ascending: false))
        let text = HomeExport.csv(order.rows(in: idx), of: idx.dataset, columns: columns, table: table)
        XCTAssertEqual(text.split(separator: "\n").first, "price,bedrooms,lotsize,airco,style,note")
        let back = try DataTableLoader().load(bytes: Array(text.utf8), source: "export.csv")
        XCTAssertEqual(back.rowCount, 4)
        XCTAssertEqual(back.report.skippedCount, 0)
        for (i, name) in ["price", "bedrooms", "lotsize", "airco", "style", "note"].enumerated() {
            let original = try XCTUnwrap(table.column(named: name)),
                read = try XCTUnwrap(back.column(named: name), name)
            for k in 0..<order.count {
                let row = order.row(at: k, in: idx)
                XCTAssertEqual(read.text(at: k), original.text(at: row), "\(name) (\(i)), row \(k)")
            }
        }
        let tab = HomeExport.tabSeparated(order.rows(in: idx), of: idx.dataset, columns: columns, table: table).split(
            separator: "\n"
        ).map(String.init)
        XCTAssertEqual(tab.first, "Price\tBedrooms\tLot size\tAir conditioning\tStyle\tNote")
        XCTAssertEqual(tab[1], "$99,000\t4\t15,120\tno\t—\tz")
        // Without the table (not read yet) the file's columns are empty, never another home's.
        XCTAssertEqual(
            HomeExport.csv(order.rows(in: idx), of: idx.dataset, columns: columns, table: nil).split(separator: "\n")[
                1], "99000,4,,,,")
    }

    static let amesPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/ames-housing.csv").path

    // MARK: Remembered ranges

    func testSavedRangeRoundTripsAndRejectsDamage() {
        XCTAssertEqual(SavedRange.encode(lower: 10, upper: 100, minimum: 10, maximum: 100), [])
        XCTAssertEqual(SavedRange.encode(lower: 20, upper: 100, minimum: 10, maximum: 100), [20, SavedRange.upperEnd])
        XCTAssertEqual(SavedRange.encode(lower: 5, upper: 50, minimum: 10, maximum: 100), [SavedRange.lowerEnd, 50])
        XCTAssertTrue(SavedRange.decode([20, SavedRange.upperEnd]) == (20, nil))
        XCTAssertTrue(SavedRange.decode([SavedRange.lowerEnd, 50]) == (nil, 50))
        XCTAssertTrue(SavedRange.decode([30, 40]) == (30, 40))
        for damaged: [Double] in [[], [1], [1, 2, 3], [.nan, 4], [1, .infinity], [-.infinity, 3], [50, 40]] {
            XCTAssertTrue(SavedRange.decode(damaged) == (nil, nil), "\(damaged)")
        }
    }

    // MARK: Shortcuts

    func testTheShortcutsWindowListsEveryAcceleratorOfTheTable() {
        let xml = AppShortcuts.shortcutsWindowXML(translate: { $0 })
        for group in AppShortcuts.groups {
            XCTAssertTrue(xml.contains("<property name=\"title\">\(AppShortcuts.escape(group.title))</property>"))
            for shortcut in group.shortcuts {
                XCTAssertTrue(
                    xml.contains(
                        "<property name=\"accelerator\">\(AppShortcuts.escape(shortcut.accelerator))</property>"),
                    shortcut.accelerator)
            }
        }
        XCTAssertTrue(xml.contains("&lt;Control&gt;o"), "accelerators are escaped")
        XCTAssertFalse(xml.contains("<Control>"))
        let actions = AppShortcuts.actionAccelerators.map(\.action)
        XCTAssertEqual(Set(actions).count, actions.count, "one accelerator per action")
        for needed in [
            "win.open", "win.export", "win.copy", "win.reset", "win.show-help-overlay", "app.quit", "window.close",
        ] {
            XCTAssertTrue(actions.contains(needed), needed)
        }
        XCTAssertEqual(AppShortcuts.escape("a<b>&\"c"), "a&lt;b&gt;&amp;&quot;c")
    }

    // MARK: Locale numbers

    func testGermanStyleWritesPricesAreasAndCounts() {
        HousingFormat.style = .german
        XCTAssertEqual(HousingFormat.price(129_500), "129.500 $")
        XCTAssertEqual(HousingFormat.price(-5), "-5 $")
        XCTAssertEqual(HousingFormat.price(.nan), "—")
        XCTAssertEqual(HousingFormat.shortPrice(12_789), "12,8k $")
        XCTAssertEqual(HousingFormat.grouped(1_234_567), "1.234.567")
        XCTAssertEqual(HousingFormat.bathrooms(2.5), "2,5")
        XCTAssertEqual(HousingFormat.area(1656), "1.656 sq ft")
        XCTAssertEqual(
            HousingFormat.statusLine(showing: 1234, of: 2930), "Showing 1234 of 2930 homes", "never localized")
        HousingFormat.style = .english
        XCTAssertEqual(HousingFormat.price(129_500), "$129,500")
        XCTAssertEqual(HousingFormat.shortPrice(12_789), "$12.8k")
    }

    func testGermanPricesParseWithTheLocalesMarksAndStillTheEnglishOnes() {
        let de = NumberStyle.german
        let cases: [(String, Double?)] = [
            ("129.500", 129_500), ("129.500 $", 129_500), ("$129.500", 129_500), ("1.234.567", 1_234_567),
            ("129,5k", 129_500), ("1,2M", 1_200_000), ("129500", 129_500), ("12.789,50", 12_789.5),
            ("129.5k", 129_500),  // English decimal point: the grouping does not fit, read as English
            ("1.5", 1.5), ("1.50", 1.5),  // not groups of three: English
            ("12.34.567", nil), ("abc", nil), ("", nil), ("1..500", nil),
            (".500", 0.5),  // no digit before the mark: English (a decimal)
        ]
        for (text, expected) in cases {
            XCTAssertEqual(HousingFormat.parsePrice(text, style: de), expected, text)
        }
        XCTAssertEqual(HousingFormat.parsePrice("129,500", style: .english), 129_500)
        XCTAssertEqual(HousingFormat.parsePrice("1.500", style: .english), 1.5)
        XCTAssertEqual(HousingFormat.parsePrice("1.500", style: de), 1500)
        // A no-break space as the grouping mark (French and others).
        let fr = NumberStyle(
            groupingSeparator: "\u{202F}", decimalSeparator: ",", symbolFirst: false, symbolSpaced: true)
        XCTAssertEqual(HousingFormat.parsePrice("129\u{202F}500 $", style: fr), 129_500)
    }

    func testLocaleStyleFromLocaleconvFields() {
        XCTAssertNil(
            NumberStyle.fromLocale(
                thousandsSeparator: "", decimalPoint: ".", currencySymbolPrecedes: true, separatedBySpace: false),
            "the C locale has no grouping: English stays")
        XCTAssertNil(
            NumberStyle.fromLocale(
                thousandsSeparator: ".", decimalPoint: ".", currencySymbolPrecedes: true, separatedBySpace: false))
        XCTAssertEqual(
            NumberStyle.fromLocale(
                thousandsSeparator: ".", decimalPoint: ",", currencySymbolPrecedes: false, separatedBySpace: true),
            .german)
    }

    // MARK: Translations

    func testMessagesGoThroughTheInstalledTranslator() {
        Localization.translate = { $0 == "{0} sq ft" ? "{0} Quadratfuß" : $0 }
        Localization.translatePlural = { one, many, n in n == 1 ? "EIN " + one : "VIELE " + many }
        XCTAssertEqual(HousingFormat.area(1656), "1,656 Quadratfuß")
        XCTAssertEqual(HousingFormat.matchCount(3, of: 5), "VIELE 3 of 5 homes")
        XCTAssertEqual("{1} before {0}".filling("a", "b"), "b before a")
    }

    // MARK: Histogram tips and column widths

    func testHistogramTipNamesTheBarsRangeAndCount() {
        let histogram = Histogram(counts: [3, 1, 0], lowerBound: 0, upperBound: 300)
        XCTAssertEqual(HistogramBarTip.bin(at: 150, in: histogram), 1)
        XCTAssertEqual(HistogramBarTip.text(bin: 1, of: histogram, format: HousingFormat.price), "$100 – $200: 1 home")
        XCTAssertEqual(HistogramBarTip.text(bin: 0, of: histogram, format: HousingFormat.price), "$0 – $100: 3 homes")
        XCTAssertNil(HistogramBarTip.text(bin: 3, of: histogram, format: HousingFormat.price))
        XCTAssertNil(HistogramBarTip.bin(at: .nan, in: histogram))
        XCTAssertNil(HistogramBarTip.bin(at: 10, in: .empty))
    }

    func testColumnWidthSamplesHoldTheWidestTexts() throws {
        let ames = try HousingLoader().load(path: Self.amesPath)
        let samples = ColumnWidthSamples(dataset: ames)
        XCTAssertTrue(samples.texts(for: .neighborhood).contains("Iowa DOT and Rail Road"))
        XCTAssertTrue(samples.texts(for: .price).contains("$755,000"))
        XCTAssertTrue(samples.texts(for: .livingArea).contains("5,642 sq ft"))
        let empty = ColumnWidthSamples(dataset: HousingDataset(homes: []))
        for column in HomeListColumn.allCases { XCTAssertFalse(empty.texts(for: column).isEmpty) }
    }
}

/// Any whole amount written in a style reads back as itself (English, German, French-like).
@Test func pricesWrittenInAStyleParseBack() async {
    let styles: [NumberStyle] = [
        .english, .german,
        NumberStyle(groupingSeparator: "\u{202F}", decimalSeparator: ",", symbolFirst: false, symbolSpaced: true),
        NumberStyle(groupingSeparator: "'", decimalSeparator: ".", symbolFirst: true, symbolSpaced: true),
    ]
    await propertyCheck(count: 2000, input: Gen.int(in: 0...3), Gen.int(in: 0...999_999_999_999)) { s, n in
        let style = styles[s]
        let written = style.money(style.grouped(n))
        #expect(HousingFormat.parsePrice(written, style: style) == Double(n), "\(written) in style \(s)")
        #expect(
            HousingFormat.parsePrice(style.grouped(n), style: style) == Double(n), "\(style.grouped(n)) in style \(s)")
    }
}
