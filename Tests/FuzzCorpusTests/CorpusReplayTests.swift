import Foundation
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import FuzzCAPITarget
import FuzzTargets
import GtkTestSupport
import XCTest

/// Replays every file of `Fuzz/Corpus/TARGET` (the seeds, and the reproducers of every bug
/// the fuzzers found) through the same entry function as the libFuzzer driver `fuzz-TARGET`,
/// so that a fixed bug stays fixed. A file that broke an invariant fails with its name and the
/// invariant; one that crashed would crash this test.
final class CorpusReplayTests: XCTestCase {
    /// The repository root: this file is `<root>/Tests/FuzzCorpusTests/CorpusReplayTests.swift`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files of the corpus of `target`, sorted by name.
    static func corpus(_ target: String) throws -> [URL] {
        let dir = repositoryRoot.appendingPathComponent("Fuzz/Corpus/\(target)")
        return try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Runs every corpus file of `T` through `T.run`; returns how many ran.
    @discardableResult
    func replay<T: FuzzTarget>(_ target: T.Type, atLeast minimum: Int) throws -> Int {
        let files = try Self.corpus(T.name)
        XCTAssertGreaterThanOrEqual(files.count, minimum, "Fuzz/Corpus/\(T.name) lost its seeds")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            do {
                try T.run(bytes)
            } catch {
                XCTFail("Fuzz/Corpus/\(T.name)/\(file.lastPathComponent): \(error)")
            }
        }
        return files.count
    }

    func testCSVCorpus() throws { try replay(CSVLoaderTarget.self, atLeast: 10) }
    func testNumberTextCorpus() throws { try replay(NumberTextTarget.self, atLeast: 10) }
    func testValueModelCorpus() throws { try replay(ValueModelTarget.self, atLeast: 5) }
    func testStretchableImageCorpus() throws { try replay(StretchableImageTarget.self, atLeast: 5) }

    /// The C API target needs GTK and a display (the suite runs under Xvfb).
    func testCAPICorpus() throws {
        let (ok, reason) = GtkTestEnvironment.start()
        try XCTSkipUnless(ok, reason)
        try replay(CAPITarget.self, atLeast: 5)
    }

    /// The checks can fail: a target given a broken invariant reports it (so a replay that
    /// passes means the invariants held, not that nothing was checked).
    func testAFailedRequirementIsReported() {
        XCTAssertThrowsError(try require(1 > 2, "one is not above two")) { error in
            XCTAssertEqual((error as? FuzzFailure)?.description, "one is not above two")
        }
    }
}
