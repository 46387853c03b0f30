// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import Testing

@testable import HousingData

#if canImport(Glibc)
    import Glibc
#endif

/// A file parsed in place through a mapping gives the table its bytes give, and a file cut
/// short while mapped gives a clear error, never a crash. Serialized: its tests change the
/// process's `SIGBUS` action and cut mapped files short.
@Suite(.serialized) struct MappedFileTests {
    /// Writes `bytes` to a fresh file; returns its path (removed by the caller).
    static func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "MappedFileTests-\(UUID().uuidString).csv"
        ).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func loader(stretchMinimumBytes: Int, requiresPrice: Bool) -> DataTableLoader {
        var loader = DataTableLoader(maxReportedSkips: 3, requiresPrice: requiresPrice)
        loader.stretching = (3, stretchMinimumBytes)
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
            let bytes = Array(
                ("price" + delimiter + CSVReadingOracleTests.messyCSV(seed: seed, rows: rows, delimiter: delimiter))
                    .utf8)
            guard let path = try? Self.write(bytes) else {
                Issue.record("cannot write a scratch file")
                return
            }
            defer { unlink(path) }
            for requiresPrice in [false, true] {
                let loader = Self.loader(stretchMinimumBytes: stretches == 0 ? .max : 0, requiresPrice: requiresPrice)
                let fromBytes = Self.fingerprint { () throws(LoadError) in try loader.load(bytes: bytes, source: path) }
                let fromMapping = Self.fingerprint { () throws(LoadError) in try loader.load(path: path) }
                #expect(fromMapping == fromBytes)
            }
        }
    }

    @Test func aFileCutShortWhileMappedThrowsAndNeverCrashes() async throws {
        // Files of several pages, so that most cuts leave whole pages past the end (SIGBUS
        // when read) and some fall inside the last page (zeros without a signal).
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...999), Gen.int(in: 0...1))
        { seed, permille, stretches in
            let bytes = Array(
                ("price,a,b\n" + CSVReadingOracleTests.messyCSV(seed: seed, rows: 3_000, delimiter: ",")).utf8)
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
            let loader = Self.loader(stretchMinimumBytes: stretches == 0 ? .max : 0, requiresPrice: false)
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

    /// The guard chains: with a file mapped, a fault in a mapping of someone else's reaches the
    /// handler installed before (which repairs it), the mapped file still gives the clear
    /// error when cut short, and once no file is mapped the earlier handler is the action again.
    @Test func aFaultOutsideEveryMappingReachesTheEarlierHandler() throws {
        // Other suites' loads map files too: the earlier handler goes in while none is mapped.
        try Self.waitUntilNothingIsMapped()
        var earlier = sigaction()
        earlier.__sigaction_handler.sa_sigaction = earlierHandler
        earlier.sa_flags = SA_SIGINFO | SA_NODEFER
        sigemptyset(&earlier.sa_mask)
        var original = sigaction()
        #expect(sigaction(SIGBUS, &earlier, &original) == 0)
        defer {
            // Put back unless a mapping of another suite's installed the guard over it (the
            // guard puts it back when that mapping goes).
            if Self.currentHandler() == unsafeBitCast(earlierHandler, to: Int.self) {
                sigaction(SIGBUS, &original, nil)
            }
        }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let bytes = Array(("price,a,b\n" + CSVReadingOracleTests.messyCSV(seed: 7, rows: 3_000, delimiter: ",")).utf8)
        #expect(bytes.count > 3 * page)
        let ours = try Self.write(bytes), theirs = try Self.write(Array(repeating: 65, count: 2 * page))
        defer { unlink(ours); unlink(theirs) }
        try {
            let file = try #require(MappedFile(path: ours))
            #expect(MappedFile.isHandlerInstalled)
            // Someone else's mapping of two pages, cut to nothing: reading its second page faults.
            let fd = open(theirs, O_RDONLY)
            defer { close(fd) }
            let base = try #require(mmap(nil, 2 * page, PROT_READ, MAP_PRIVATE, fd, 0))
            try #require(base != MAP_FAILED)
            defer { munmap(base, 2 * page) }
            #expect(truncate(theirs, 0) == 0)
            earlierFaultAddress = 0
            let byte = base.load(fromByteOffset: page + 7, as: UInt8.self)
            #expect(byte == 0, "the earlier handler put a page of zeros there")
            #expect(earlierFaultAddress == Int(bitPattern: base) + page + 7)
            #expect(!file.isCutShort, "a fault outside the mapping leaves it as it was")
            // The mapped file still guarded: cut short, it gives the clear error.
            #expect(truncate(ours, off_t(page + 100)) == 0)
            let loader = Self.loader(stretchMinimumBytes: .max, requiresPrice: false)
            let result = Self.fingerprint { () throws(LoadError) in try loader.load(mapped: file, source: ours) }
            #expect(result == "\(LoadError.unreadable(path: ours, reason: "the file was cut short while it was read"))")
        }()
        // No file mapped (once other suites' loads are done): the earlier handler is back.
        try Self.waitUntilNothingIsMapped()
        #expect(!MappedFile.isHandlerInstalled)
        #expect(Self.currentHandler() == unsafeBitCast(earlierHandler, to: Int.self))
    }

    /// Returns once no file is mapped (other suites load files meanwhile), within 5 s.
    static func waitUntilNothingIsMapped() throws {
        var waited = 0
        while MappedFile.mappedCount > 0 && waited < 500 {
            usleep(10_000)
            waited += 1
        }
        try #require(MappedFile.mappedCount == 0, "other suites' files stayed mapped for 5 s")
    }

    /// The process's `SIGBUS` handler now, as an address.
    static func currentHandler() -> Int {
        var current = sigaction()
        sigaction(SIGBUS, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
    }
}

/// The address of the last fault ``earlierHandler`` repaired.
nonisolated(unsafe) private var earlierFaultAddress = 0

/// A `SIGBUS` handler an app installed before the table's loader ran: it notes the fault's
/// address and maps a page of zeros there, so the faulting read re-runs and reads zeros.
private let earlierHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void =
    { _, info, _ in
        let address = Int(bitPattern: info?.pointee._sifields._sigfault.si_addr)
        earlierFaultAddress = address
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        _ = mmap(
            UnsafeMutableRawPointer(bitPattern: address & ~(page - 1)), page, PROT_READ,
            MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
    }
