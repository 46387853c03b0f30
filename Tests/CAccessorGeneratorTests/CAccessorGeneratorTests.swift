// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAccessorGenerator
import Foundation
import XCTest

/// The C accessors' one table against the files made from it: the committed forwarders,
/// prototypes and symbol list are what the generator makes, and a new entry reaches all three.
final class CAccessorGeneratorTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheCommittedFilesAreWhatTheTableMakes() throws {
        let stale = try CAccessorGenerator(root: Self.repository).stale()
        XCTAssertEqual(
            stale, [], "differs from the accessor table: run scripts/generate-c-accessors.sh and commit what it writes")
    }

    func testAnAddedEntryGetsItsForwardersPrototypesAndSymbols() throws {
        let root = try scratchCopy()
        let entry = CAccessor(
            "soft_minimum", property: "soft-minimum", .double, swift: "softMinimum", section: "values",
            get: .init(returns: "the soft minimum"), set: .init("value", "the new soft minimum"),
            gobject: .init("Soft minimum", "The \"soft\" minimum.", default: "-1"))
        let header = "clib/include/ce-range-slider.h"
        let before = try read(header, in: root)
        let written = try CAccessorGenerator(root: root, table: CAccessorTable.all + [entry]).write()
        XCTAssertEqual(
            Set(written),
            [
                CAccessorGenerator.swiftFile, header, CAccessorGenerator.symbolsFile,
                CAccessorGenerator.propertiesFile,
            ])

        let properties = try read(CAccessorGenerator.propertiesFile, in: root)
        XCTAssertTrue(
            properties.hasSuffix(
                """
                        RangeSliderProperty(
                            name: "soft-minimum", nick: "Soft minimum",
                            blurb: "The \\"soft\\" minimum.",
                            kind: .double(default: -1),
                            get: { .double($0.softMinimum) },
                            set: { slider, value in if case .double(let v) = value { slider.softMinimum = v } }),
                    ]
                }

                """), properties)

        let swift = try read(CAccessorGenerator.swiftFile, in: root)
        XCTAssertTrue(
            swift.contains(
                """
                @_cdecl("ce_range_slider_get_soft_minimum")
                public func ce_range_slider_get_soft_minimum(_ self_: UnsafeMutableRawPointer?) -> Double {
                    slider(self_, "ce_range_slider_get_soft_minimum")?.softMinimum ?? 0
                }
                """), swift)
        XCTAssertTrue(
            swift.contains(
                """
                public func ce_range_slider_set_soft_minimum(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
                    slider(self_, "ce_range_slider_set_soft_minimum")?.softMinimum = value
                }
                """), swift)

        let after = try read(header, in: root)
        let values = try XCTUnwrap(section("values", of: after))
        XCTAssertTrue(
            values.contains(
                """
                /**
                 * ce_range_slider_get_soft_minimum:
                 * @self: a #CeRangeSlider
                 *
                 * Gets #CeRangeSlider:soft-minimum.
                 *
                 * Returns: the soft minimum
                 */
                double ce_range_slider_get_soft_minimum (CeRangeSlider *self);
                """), values)
        XCTAssertTrue(
            values.contains("void ce_range_slider_set_soft_minimum (CeRangeSlider *self, double value);"), values)
        XCTAssertEqual(outsideSections(after), outsideSections(before), "the hand-written parts stay as they were")

        let symbols = try read(CAccessorGenerator.symbolsFile, in: root).split(separator: "\n").filter {
            !$0.hasPrefix("#")
        }
        XCTAssertTrue(
            symbols.contains("ce_range_slider_get_soft_minimum") && symbols.contains("ce_range_slider_set_soft_minimum")
        )
        XCTAssertEqual(
            symbols, symbols.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "sorted as `LC_ALL=C sort`")
        XCTAssertEqual(
            try CAccessorGenerator(root: root, table: CAccessorTable.all + [entry]).stale(), [], "written once, stable")
    }

    /// A getter may read another member than the setter writes (an optional limit: the setter
    /// writes it, the getter reads the limit in force), and an entry placed after another in the
    /// table follows it in the header.
    func testAGetterReadsItsOwnMemberWhenTheEntrySaysSo() throws {
        let root = try scratchCopy()
        let entry = CAccessor(
            "soft_minimum", property: "soft-minimum", .double, swift: "softMinimum", read: "softMinimumInForce",
            section: "open-bounds", get: .init(returns: "the soft minimum in force"),
            set: .init("value", "the lowest value a program may set"))
        try CAccessorGenerator(root: root, table: CAccessorTable.all + [entry]).write()
        let swift = try read(CAccessorGenerator.swiftFile, in: root)
        XCTAssertTrue(
            swift.contains(#"slider(self_, "ce_range_slider_get_soft_minimum")?.softMinimumInForce ?? 0"#), swift)
        XCTAssertTrue(swift.contains(#"slider(self_, "ce_range_slider_set_soft_minimum")?.softMinimum = value"#), swift)
        let openBounds = try XCTUnwrap(section("open-bounds", of: try read("clib/include/ce-range-slider.h", in: root)))
        let last = try XCTUnwrap(openBounds.range(of: "ce_range_slider_set_open_upper_bound_text (CeRangeSlider *self"))
        let added = try XCTUnwrap(
            openBounds.range(of: "double ce_range_slider_get_soft_minimum (CeRangeSlider *self);"))
        XCTAssertLessThan(last.lowerBound, added.lowerBound, "after the last entry of its section")
    }

    /// Every hand-written `@_cdecl` function and CGtkShim helper is in the list besides the
    /// table's: the list is every symbol the library exports (CLibraryClientTests compare it with
    /// the built library).
    func testTheSymbolListHoldsTheHandWrittenFunctionsAndTheShimsHelpers() throws {
        let list = try read(CAccessorGenerator.symbolsFile, in: Self.repository)
        for symbol in [
            "ce_range_slider_new", "ce_range_slider_set_scale", "ce_range_slider_get_thumb_count",
            "cgtk_widget_new_with_css_name",
            "ce_range_slider_get_mode",
        ] {
            XCTAssertTrue(list.contains("\n\(symbol)\n"), symbol)
        }
        XCTAssertFalse(list.contains("ce_range_slider_set_fraction"), "a read-only property has no setter")
    }

    /// Every line the generator writes, in its own files and between the headers' marker
    /// comments, is within 120 columns, the limit `scripts/format.sh` keeps in the files it
    /// formats (it leaves generated files out): also for an entry with long names and a long blurb.
    func testNoGeneratedLineIsLongerThanTheLimit() throws {
        let entry = CAccessor(
            "highlighted_thumb_crossing_policy", property: "highlighted-thumb-crossing-policy",
            .enumeration(
                cType: "CeHighlightedThumbCrossingPolicy", gType: "RangeSliderEnums.highlightedThumbCrossingPolicyType",
                toC: "RangeSliderEnums.highlightedThumbCrossingPolicyValue",
                fromC: "RangeSliderEnums.highlightedThumbCrossingPolicy"),
            swift: "highlightedThumbCrossingPolicy", section: "values",
            get: .init(returns: "the policy"), set: .init("highlighted_thumb_crossing_policy", "the new policy"),
            gobject: .init(
                "Highlighted thumb crossing policy",
                "What the highlighted thumb does at another thumb when the user moves it: \"stop\", \"push\" or "
                    + "\"swap\" (a blurb long enough to be wrapped into a multi-line literal with continuations).",
                default: "0"))
        for table in [CAccessorTable.all, CAccessorTable.all + [entry]] {
            for file in try CAccessorGenerator(root: try scratchCopy(), table: table).outputs() {
                var generated = !file.path.hasSuffix(".h")
                for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                {
                    if line.hasPrefix("/* Generated accessors: ") { generated = true }
                    if generated {
                        XCTAssertLessThanOrEqual(
                            line.count, CAccessorGenerator.lineLimit, "\(file.path):\(number + 1): \(line)")
                    }
                    if line.hasPrefix("/* End of generated accessors: ") { generated = false }
                }
            }
        }
    }

    func testAnEntryWhoseSectionHasNoMarkersIsRefused() throws {
        let root = try scratchCopy()
        let entry = CAccessor(
            "soft_minimum", property: "soft-minimum", .double, swift: "softMinimum", section: "no-such-section",
            get: .init(returns: "the soft minimum"), set: nil)
        XCTAssertThrowsError(try CAccessorGenerator(root: root, table: CAccessorTable.all + [entry]).write()) {
            XCTAssertTrue("\($0)".contains("no-such-section"), "\($0)")
        }
    }

    func testAFunctionBothInTheTableAndHandWrittenIsRefused() throws {
        let root = try scratchCopy()
        let entry = CAccessor(
            "thumb_count", property: "thumb-count", .int, swift: "thumbCount", section: "thumbs",
            get: .init(returns: "the number of thumbs"), set: nil)
        XCTAssertThrowsError(try CAccessorGenerator(root: root, table: CAccessorTable.all + [entry]).write()) {
            XCTAssertTrue(
                "\($0)".contains("ce_range_slider_get_thumb_count is both in the table and hand-written"), "\($0)")
        }
    }

    func testAGObjectDeclarationNeedsAPropertyAndAWritableOrPlainType() throws {
        let noProperty = CAccessor(
            "soft_minimum", property: nil, .double, swift: "softMinimum", section: "values",
            get: .init(summary: "Gets it.", returns: "the soft minimum"), set: nil,
            gobject: .init("Soft minimum", "The soft minimum.", default: "0"))
        let readOnlyString = CAccessor(
            "soft_label", property: "soft-label", .string, swift: "softLabel", section: "values",
            get: .init(returns: "the soft label"), set: nil,
            gobject: .init("Soft label", "The soft label.", default: "nil"))
        let twice = CAccessorTable.all.first { $0.property == "minimum-value" }.map {
            CAccessor(
                "minimum_value_again", property: "minimum-value", .double, swift: "minimumValue", section: "values",
                get: .init(returns: "the minimum"), set: nil, gobject: $0.gobject)
        }!
        for entry in [noProperty, readOnlyString, twice] {
            XCTAssertThrowsError(
                try CAccessorGenerator(root: try scratchCopy(), table: CAccessorTable.all + [entry]).outputs(),
                entry.name)
        }
    }

    func testAnEntryOfNoPropertyNeedsItsOwnSummaries() throws {
        let entry = CAccessor(
            "soft_minimum", property: nil, .double, swift: "softMinimum", section: "values",
            get: .init(returns: "the soft minimum"), set: nil)
        XCTAssertThrowsError(try CAccessorGenerator(root: try scratchCopy(), table: [entry]).outputs())
        XCTAssertThrowsError(
            try CAccessorGenerator(root: try scratchCopy(), table: CAccessorTable.all + CAccessorTable.all.prefix(1))
                .outputs(),
            "an entry declared twice")
    }

    // MARK: Helpers

    /// A copy of the files the generator reads and writes, in a folder of its own.
    private func scratchCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("c-accessors-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for folder in ["clib/include", "Sources/RangeSliderCAPI", "Sources/CGtkShim/include"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        for file in [CAccessorGenerator.symbolsFile, CAccessorGenerator.propertiesFile] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(file).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent(file), to: root.appendingPathComponent(file))
        }
        return root
    }

    private func read(_ path: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines between a section's marker comments.
    private func section(_ name: String, of header: String) -> String? {
        guard let begin = header.range(of: "/* Generated accessors: \(name) "),
            let end = header.range(
                of: "/* End of generated accessors: \(name) */", range: begin.upperBound..<header.endIndex)
        else { return nil }
        return String(header[begin.upperBound..<end.lowerBound])
    }

    /// The header without what lies between marker comments.
    private func outsideSections(_ header: String) -> [String] {
        var kept: [String] = [], inside = false
        for line in header.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("/* Generated accessors: ") { inside = true }
            if !inside { kept.append(String(line)) }
            if line.hasPrefix("/* End of generated accessors: ") { inside = false }
        }
        return kept
    }
}
