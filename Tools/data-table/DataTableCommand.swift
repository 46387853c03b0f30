// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import CommandLineOptions
import Foundation
import HousingData

/// `data-table`: reads any CSV file as a ``DataTable`` and prints what was detected, or builds
/// a synthetic table (`--generate N`); with `--measure`, also the time taken and the process's
/// memory (docs/performance.md).
@main
struct DataTableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "data-table",
        abstract: "Reads a CSV file as a columnar table and prints its detected columns.",
        discussion: """
            Examples:
              data-table homes.csv
              data-table --delimiter semicolon --decimal-mark comma export.csv
              data-table --generate 10000000 --measure
              data-table --generate 1000000 --write big.csv && data-table big.csv --measure
            """)

    @Argument(
        help: ArgumentHelp(
            "The CSV file (default with --generate: the Ames data of this package).", valueName: "FILE.csv"))
    var file: String?

    @OptionGroup var csv: CSVReadingOptions

    @Option(help: ArgumentHelp("Build N synthetic rows drawn from the file instead.", valueName: "N"))
    var generate: Int?

    @Option(help: "The seed of the synthetic rows.")
    var seed: UInt64 = 7

    @Option(
        help: ArgumentHelp(
            """
            Write the table as CSV to this file (in the --delimiter and --decimal-mark given, default comma and \
            point).
            """, valueName: "FILE.csv"))
    var write: String?

    @Flag(help: "Print the load (or generation) time, the table's storage and the process's peak resident memory.")
    var measure = false

    @Flag(
        help: """
            Load the file as the house-price window does (one table, rows without a price skipped, its homes \
            the table's labelled columns), and print its time and memory.
            """)
    var windowHomes = false

    func validate() throws {
        if let generate, generate < 0 { throw ValidationError("--generate must not be negative") }
    }

    /// The Ames data of the package this executable was built from.
    static let amesPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/ames-housing.csv").path

    func run() throws {
        let loader = DataTableLoader(
            delimiter: csv.delimiter, decimalMark: csv.decimalMark, priceColumn: csv.priceColumn)
        let rssBefore = Memory.residentBytes()
        let start = Date()
        if windowHomes {
            do {
                let table = try DataTableLoader(
                    delimiter: loader.delimiter, decimalMark: loader.decimalMark, priceColumn: csv.priceColumn,
                    requiresPrice: true
                ).load(path: file ?? Self.amesPath)
                guard let homes = HomeColumns(table: table) else { throw ExitCode(1) }
                let rss = Memory.residentBytes()
                print(
                    String(
                        format: """
                            Window homes: %d homes (one table of %d columns) loaded in %.3f s; RSS +%.1f MB; peak \
                            RSS %.1f MB
                            """,
                        homes.count, table.columns.count, Date().timeIntervalSince(start),
                        Double(rss - rssBefore) / 1e6,
                        Double(Memory.peakResidentBytes()) / 1e6))
            } catch let error as LoadError {
                FileHandle.standardError.write(Data("data-table: \(error)\n".utf8))
                throw ExitCode(1)
            }
            return
        }
        var table: DataTable
        do {
            table = try loader.load(path: file ?? (generate != nil ? Self.amesPath : ""))
        } catch {
            FileHandle.standardError.write(Data("data-table: \(error)\n".utf8))
            throw ExitCode(1)
        }
        var loadSeconds = Date().timeIntervalSince(start)
        if let generate {
            let generateStart = Date()
            table = SyntheticTable.generate(count: generate, from: table, seed: seed)
            loadSeconds = Date().timeIntervalSince(generateStart)
        }
        print(Self.describe(table))
        if measure {
            let rss = Memory.residentBytes(), peak = Memory.peakResidentBytes()
            let rows = Double(max(1, table.rowCount))
            print(
                String(
                    format: """
                        %@ %.3f s; storage %.1f MB (%.1f bytes a row); RSS %.1f MB (+%.1f MB, %.1f bytes a row); \
                        peak RSS %.1f MB
                        """,
                    generate == nil ? "loaded in" : "generated in", loadSeconds,
                    Double(table.storageBytes) / 1e6, Double(table.storageBytes) / rows,
                    Double(rss) / 1e6, Double(rss - rssBefore) / 1e6, Double(rss - rssBefore) / rows, Double(peak) / 1e6
                ))
        }
        if let write {
            let dialect = CSVDialect(delimiter: csv.delimiter ?? .comma, decimalMark: csv.decimalMark ?? .point)
            try Data(DataTableWriter.csv(table, dialect: dialect)).write(to: URL(fileURLWithPath: write))
        }
    }

    /// The table's dialect, counts and one line per column.
    static func describe(_ table: DataTable) -> String {
        var lines = [
            "\(table.report.source): \(table.dialect); \(table.rowCount) rows, \(table.report.skippedCount) skipped, "
                + "\(table.unreadableCount) values unreadable; price column: \(table.priceColumn?.name ?? "none")"
        ]
        for message in table.report.skippedMessages.prefix(20) { lines.append("  " + message) }
        for value in table.unreadableValues.prefix(10) { lines.append("  unreadable: \(value)") }
        for column in table.columns {
            var facts = [
                "\(column.kind)", "filter \(column.filter)",
                "distinct \(column.distinctCount.map(String.init) ?? "> \(DataColumn.distinctLimit)")",
            ]
            if let b = column.bounds {
                facts.append("\(column.text(forBound: b.lowerBound))…\(column.text(forBound: b.upperBound))")
            }
            if column.isIdentifier { facts.append("identifier") }
            if case .float = column.values {
                facts.append("Float")
            } else if case .double = column.values {
                facts.append("Double")
            }
            if column.kind == .categorical || column.kind == .boolean {
                facts.append("e.g. " + column.categories.prefix(3).joined(separator: ", "))
            }
            lines.append(
                "  \(column.name.isEmpty ? "(no name)" : column.name) — \(column.label): "
                    + facts.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

extension DataColumn {
    /// A bound in plain digits.
    func text(forBound value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// The process's resident memory, from /proc/self/status.
enum Memory {
    /// VmRSS in bytes (0 when unknown).
    static func residentBytes() -> Int { field("VmRSS:") }
    /// VmHWM (the peak) in bytes (0 when unknown).
    static func peakResidentBytes() -> Int { field("VmHWM:") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
        else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
}
