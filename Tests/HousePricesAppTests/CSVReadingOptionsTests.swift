// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import HousingData
import XCTest

/// The two programs that read a CSV file, `house-prices` and `data-table`, take its options
/// (`--delimiter`, `--decimal-mark`, `--price-column`) from one declaration: each spelling is
/// accepted by both or rejected by both, exactly as ``CSVDelimiter/init(optionValue:)`` and
/// ``DecimalMark/init(optionValue:)`` read it, and a rejection names the option. Run as child
/// processes; no display is needed (the window never opens).
final class CSVReadingOptionsTests: XCTestCase {
    /// What one program did with one option value.
    enum Outcome: Equatable {
        case accepted
        case rejected
        /// Anything else: the exit status and the error output, for the failure message.
        case unexpected(Int32?, String)
    }

    var app = "", dataTable = ""
    /// A semicolon-separated file of decimal commas for `data-table` to read.
    var file = ""

    override func setUpWithError() throws {
        guard let app = BuiltProduct.path("house-prices"), let dataTable = BuiltProduct.path("data-table") else {
            XCTFail("house-prices and data-table are not built next to the tests (run swift build --build-tests)")
            throw XCTSkip("not built")
        }
        (self.app, self.dataTable) = (app, dataTable)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("CSVReadingOptionsTests-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        file = dir.appendingPathComponent("homes.csv").path
        try "price;area\n129,5;1500\n210;1200\n".write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// The line of the error output that says what was wrong.
    static func errorLine(_ child: ChildProcess) -> String {
        child.errorOutput.split(separator: "\n").first { $0.contains("Error") }.map(String.init) ?? ""
    }

    /// `house-prices --generate 0 --OPTION VALUE`: the value is accepted when the error is the
    /// one of `--generate` (checked after the options are read), rejected when it names the option.
    /// (The value is a separate argument: `--OPTION=` with nothing after the `=` would take the
    /// next argument as its value.)
    func appOutcome(_ option: String, _ value: String) throws -> Outcome {
        let child = try ChildProcess(app, ["--generate", "0", "--\(option)", value])
        let status = child.wait(timeout: 20)
        let error = Self.errorLine(child)
        if status == 2 && error.contains("--generate") && !error.contains("--\(option)") { return .accepted }
        if status == 2 && error.contains("--\(option)") { return .rejected }
        return .unexpected(status, child.errorOutput)
    }

    /// `data-table FILE --OPTION VALUE`: accepted when it reads the file and prints its dialect
    /// (checked by `dialect`), rejected when it fails with a usage error naming the option.
    func dataTableOutcome(_ option: String, _ value: String, dialect: (String) -> Bool) throws -> Outcome {
        let child = try ChildProcess(dataTable, [file, "--\(option)", value])
        let status = child.wait(timeout: 20)
        if status == 0, let first = child.outputLines.first, dialect(first) { return .accepted }
        if status == 64 && Self.errorLine(child).contains("--\(option)") { return .rejected }
        return .unexpected(status, child.errorOutput + child.outputLines.joined(separator: "\n"))
    }

    /// Runs both programs with `--OPTION VALUE` for each `(value, expected, printed)`: both must
    /// give `expected`, and `data-table`'s first line must contain `printed` when it accepts.
    func check(_ option: String, _ cases: [(value: String, expected: Outcome, printed: String)]) throws {
        for (value, expected, printed) in cases {
            XCTAssertEqual(try appOutcome(option, value), expected, "house-prices --\(option) '\(value)'")
            let read = try dataTableOutcome(option, value) { $0.contains(printed) }
            XCTAssertEqual(read, expected, "data-table --\(option) '\(value)'")
        }
    }

    func testBothProgramsAcceptAndRejectTheSameDelimiters() throws {
        let spellings = [
            "comma", ",", "Semicolon", " ; ", "semi colon", "TAB", "\\t", "tsv", "\t", "pipe", "|", "", "commas",
            "colon", "\\n",
        ]
        try check(
            "delimiter",
            spellings.map { value in
                let parsed = CSVDelimiter(optionValue: value)
                return (value, parsed == nil ? .rejected : .accepted, ": \(parsed?.rawValue ?? "?")-separated")
            })
    }

    func testBothProgramsAcceptAndRejectTheSameDecimalMarks() throws {
        let spellings = ["point", "Dot", "period", ".", "comma", " , ", "dash", "-", "", "points", "decimal"]
        try check(
            "decimal-mark",
            spellings.map { value in
                let parsed = DecimalMark(optionValue: value)
                return (value, parsed == nil ? .rejected : .accepted, "decimal \(parsed?.rawValue ?? "?");")
            })
    }

    /// A price column name of blanks is no name: both reject it; any other name is for the loader.
    func testBothProgramsRejectABlankPriceColumn() throws {
        try check(
            "price-column",
            [
                ("price", .accepted, "price column: price"), ("PRICE", .accepted, "price column: price"),
                ("", .rejected, ""), (" \t", .rejected, ""),
            ])
    }
}
