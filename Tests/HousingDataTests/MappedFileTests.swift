// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
@testable import HousingData
import PropertyBased
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A file parsed in place through a mapping gives the table its bytes give, and a file cut
/// short while mapped gives a clear error, never a crash.
@Suite struct MappedFileTests {
    /// Writes `bytes` to a fresh file; returns its path (removed by the caller).
    static func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("MappedFileTests-\(UUID().uuidString).csv").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func loader(chunkMinimumBytes: Int, requiresPrice: Bool) -> DataTableLoader {
        var loader = DataTableLoader(maxReportedSkips: 3, requiresPrice: requiresPrice)
        loader.chunkMinimumBytes = chunkMinimumBytes
        return loader
    }

    static func fingerprint(_ load: () throws(LoadError) -> DataTable) -> String {
        do {
            return CSVReadingOracleTests.fingerprint(try load())
        } catch {
            return "\(error)"
        }
    }

    @Test func aMappedFileLoadsTheTableItsBytesLoad() async throws {
        await propertyCheck(count: 150, input: CSVReadingOracleTests.files, Gen.int(in: 0...1)) { file, stretches in
            let (rows, seed, d) = file
            let delimiter = CSVReadingOracleTests.delimiters[d]
            let bytes = Array(("price" + delimiter + CSVReadingOracleTests.messyCSV(seed: seed, rows: rows, delimiter: delimiter)).utf8)
            guard let path = try? Self.write(bytes) else {
                Issue.record("cannot write a scratch file")
                return
            }
            defer { unlink(path) }
            for requiresPrice in [false, true] {
                let loader = Self.loader(chunkMinimumBytes: stretches == 0 ? .max : 0, requiresPrice: requiresPrice)
                let fromBytes = Self.fingerprint { () throws(LoadError) in try loader.load(bytes: bytes, source: path) }
                let fromMapping = Self.fingerprint { () throws(LoadError) in try loader.load(path: path) }
                #expect(fromMapping == fromBytes)
            }
        }
    }

    @Test func aFileCutShortWhileMappedThrowsAndNeverCrashes() async throws {
        // Files of several pages, so that most cuts leave whole pages past the end (SIGBUS
        // when read) and some fall inside the last page (zeros without a signal).
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...999), Gen.int(in: 0...1)) { seed, permille, stretches in
            let bytes = Array(("price,a,b\n" + CSVReadingOracleTests.messyCSV(seed: seed, rows: 3_000, delimiter: ",")).utf8)
            guard let path = try? Self.write(bytes) else {
                Issue.record("cannot write a scratch file")
                return
            }
            defer { unlink(path) }
            guard let file = MappedFile(path: path) else {
                Issue.record("a regular file was not mapped")
                return
            }
            #expect(!file.isCutShort)
            let cut = bytes.count * permille / 1000
            #expect(truncate(path, off_t(cut)) == 0)
            #expect(file.isCutShort)
            let loader = Self.loader(chunkMinimumBytes: stretches == 0 ? .max : 0, requiresPrice: false)
            let result = Self.fingerprint { () throws(LoadError) in try loader.load(mapped: file, source: path) }
            #expect(result == "\(LoadError.unreadable(path: path, reason: "the file was cut short while it was read"))")
        }
    }

    @Test func onlyNonEmptyRegularFilesAreMapped() throws {
        let empty = try Self.write([])
        defer { unlink(empty) }
        #expect(MappedFile(path: empty) == nil)
        #expect(MappedFile(path: FileManager.default.temporaryDirectory.path) == nil)
        #expect(MappedFile(path: "/nonexistent/file.csv") == nil)
        let one = try Self.write(Array("price\n1\n".utf8))
        defer { unlink(one) }
        let file = try #require(MappedFile(path: one))
        #expect(Array(file.bytes) == Array("price\n1\n".utf8))
    }
}
