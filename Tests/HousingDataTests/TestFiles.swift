// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingOracles
import XCTest

/// Where the test data lives, and scratch files for loader tests.
enum TestFiles {
    /// The repository root: this file is `<root>/Tests/HousingDataTests/TestFiles.swift`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `data/ames-housing.csv` in the repository.
    static let amesPath = repositoryRoot.appendingPathComponent("data/ames-housing.csv").path

    /// A fresh directory for one test's files, removed by the caller's `addTeardownBlock`.
    static func makeDirectory(for test: XCTestCase) throws -> URL {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("HousingDataTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    /// Writes `bytes` to a new file named `name` in a fresh directory; returns its path.
    static func write(_ bytes: [UInt8], named name: String = "homes.csv", for test: XCTestCase) throws -> String {
        let url = try makeDirectory(for: test).appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Writes `text` (UTF-8) to a new file; returns its path.
    static func write(_ text: String, named name: String = "homes.csv", for test: XCTestCase) throws -> String {
        try write(Array(text.utf8), named: name, for: test)
    }
}

/// Loads `text` as a CSV file's content.
func load(_ text: String, priceColumn: String = "price") throws -> HousingDataset {
    try HousingLoader(priceColumn: priceColumn).load(bytes: Array(text.utf8), source: "test.csv")
}

/// The `LoadError` loading `text` throws, or nil (and a test failure) when it loads.
func loadError(_ text: String, priceColumn: String = "price", file: StaticString = #filePath, line: UInt = #line)
    -> LoadError?
{
    do throws(LoadError) {
        let dataset = try HousingLoader(priceColumn: priceColumn).load(bytes: Array(text.utf8), source: "test.csv")
        XCTFail("loaded \(dataset.count) homes, expected an error", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
