// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import XCTest

/// The C API's contract: the exported symbols against the committed list, and who
/// owns what in every function.
extension CLibraryClientTests {
    /// `clib/ce-range-slider.symbols` lists every C symbol the library exports (written from the
    /// sources by `scripts/generate-c-accessors.sh`; `scripts/list-c-symbols.sh` reads the built
    /// library): a symbol exported but not listed, or listed but no longer exported, is an ABI
    /// change nobody meant; regenerate the list when it is meant.
    func testTheLibraryExportsExactlyTheListedCSymbols() throws {
        let listed = symbols(
            in: try String(
                contentsOf: Self.repository.appendingPathComponent("clib/ce-range-slider.symbols"),
                encoding: .utf8))
        let script = Self.repository.appendingPathComponent("scripts/list-c-symbols.sh").path
        let exported = symbols(in: try run([script, "\(prefix)/lib/libCeRangeSlider.so.0"]).checked())
        XCTAssertGreaterThan(exported.count, 100, "the library exports its C API")
        XCTAssertEqual(
            exported.subtracting(listed).sorted(), [],
            "exported but not in clib/ce-range-slider.symbols (if meant: scripts/generate-c-accessors.sh)")
        XCTAssertEqual(
            listed.subtracting(exported).sorted(), [], "listed in clib/ce-range-slider.symbols but no longer exported")
        // The API (ce_, which must match the headers: see testTheInstalledLibraryHas…) and the
        // shim's helpers (cgtk_), nothing else.
        XCTAssertEqual(
            listed.filter { !$0.hasPrefix("ce_") && !$0.hasPrefix("cgtk_") }, [], "only ce_ and cgtk_ symbols")
    }

    /// Every pointer parameter (but `self` and `GError **`) and pointer return value of every
    /// function in the installed headers carries an explicit `(transfer …)` annotation, and
    /// every parameter is documented (`Tests/CLibraryClients/check_annotations.py`); the GIR
    /// then says the same: a floating new widget, copied inputs, owned strings returned.
    func testEveryPointerParameterAndReturnValueHasATransferAnnotation() throws {
        let directory = "\(prefix)/include/ce-range-slider-1"
        let headers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".h") }
            .sorted()
        let checker = Self.clients.appendingPathComponent("check_annotations.py").path
        let result = try run(["/usr/bin/python3", checker] + headers.map { "\(directory)/\($0)" })
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains(", 0 problems"), result.all)
        let functions = Int(matches(of: #"annotations: ([0-9]+) functions"#, in: result.stdout).first ?? "") ?? 0
        XCTAssertGreaterThan(functions, 100, "the checker found the header's functions")

        let gir = try String(contentsOfFile: "\(prefix)/share/gir-1.0/Ce-1.0.gir", encoding: .utf8)
        for (function, transfer) in [
            ("ce_range_slider_format_value", "full"), ("ce_range_slider_dup_range_description", "full"),
            ("ce_range_slider_get_mark_label", "none"), ("ce_range_slider_get_open_lower_bound_text", "none"),
        ] {
            guard let start = gir.range(of: #"c:identifier="\#(function)""#),
                let returns = gir.range(of: "<return-value ", range: start.upperBound..<gir.endIndex)
            else {
                XCTFail("no \(function) in the GIR")
                continue
            }
            XCTAssertTrue(
                gir[returns.upperBound...].hasPrefix(#"transfer-ownership="\#(transfer)""#),
                "\(function) returns transfer \(transfer)")
        }
    }

    /// `scripts/make-api-reference.sh` writes the gi-docgen reference into a folder after
    /// `gi-docgen check --fatal-warnings` found every public symbol, parameter and return
    /// value of the GIR documented; the same check fails on a copy of the GIR with one method's
    /// documentation removed.
    func testTheAPIReferenceIsWrittenAndFailsOnAnUndocumentedSymbol() throws {
        let script = Self.repository.appendingPathComponent("scripts/make-api-reference.sh").path
        let output = scratch.appendingPathComponent("reference").path
        let result = try run([script, "-p", prefix, output], timeout: 300)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertFalse(result.all.contains("WARNING"), result.all)
        for page in [
            "index.html", "class.RangeSlider.html", "signal.RangeSlider.thumb-changed.html",
            "method.RangeSlider.set_format_value_func.html", "callback.RangeSliderFormatValueFunc.html",
            "property.RangeSlider.histogram-color.html", "enum.RangeSliderChangeSource.html",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(output)/\(page)"), "no \(page) in the reference")
        }
        let page = try String(
            contentsOfFile: "\(output)/method.RangeSlider.set_format_value_func.html", encoding: .utf8)
        XCTAssertTrue(page.contains("gtk_scale_set_format_value_func"), "the method's documentation is on its page")

        // Undocumented: the check fails and names the symbol.
        var gir = try String(contentsOfFile: "\(prefix)/share/gir-1.0/Ce-1.0.gir", encoding: .utf8)
        let method = try XCTUnwrap(gir.range(of: #"<method name="add_mark""#))
        let doc = try XCTUnwrap(gir.range(of: "<doc ", range: method.upperBound..<gir.endIndex))
        let docEnd = try XCTUnwrap(gir.range(of: "</doc>", range: doc.upperBound..<gir.endIndex))
        gir.removeSubrange(doc.lowerBound..<docEnd.upperBound)
        let stripped = scratch.appendingPathComponent("Ce-1.0.gir").path
        try gir.write(toFile: stripped, atomically: true, encoding: .utf8)
        let check = try run(["gi-docgen", "check", "--fatal-warnings", stripped], timeout: 120)
        XCTAssertNotEqual(check.status, 0, check.all)
        XCTAssertTrue(check.all.contains("Ce.RangeSlider.add_mark"), check.all)
    }

    /// The symbol names of a list: one a line, `#` comments and blank lines left out.
    private func symbols(in text: String) -> Set<String> {
        Set(
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty && !$0.hasPrefix("#")
            })
    }
}
