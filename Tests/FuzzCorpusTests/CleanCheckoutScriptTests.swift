// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import XCTest

/// `scripts/check-clean-checkout.sh`, which the suite runs `fuzz.sh` under, in a scratch git
/// repository of its own: a command that writes outside the build folders fails it, one that
/// writes inside them passes, and the command runs without a display.
final class CleanCheckoutScriptTests: XCTestCase {
    func testAFileLeftInTheCheckoutFailsTheCheck() throws {
        let result = try check("touch crash-0123abcd")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("?? crash-0123abcd"), result.output)
    }

    func testAnIgnoredFileLeftInTheCheckoutFailsTheCheck() throws {
        let result = try check("mkdir -p Tests/__pycache__ && touch Tests/__pycache__/client.pyc")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("Tests/__pycache__/client.pyc"), result.output)
    }

    func testFilesInTheBuildFoldersPass() throws {
        let result = try check(
            "mkdir -p .build-fuzz/artifacts/capi && touch .build-fuzz/artifacts/capi/crash-1 Package.resolved")
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testTheCommandRunsWithoutADisplayAndItsFailureIsKept() throws {
        XCTAssertEqual(try check(#"test -z "${DISPLAY:-}" && test -z "${WAYLAND_DISPLAY:-}""#).status, 0)
        XCTAssertEqual(try check("exit 3").status, 3)
    }

    // MARK: Helpers

    /// Runs `script` (sh) under the check in a fresh repository holding the script and the
    /// project's .gitignore, with a display set.
    private func check(_ script: String) throws -> (status: Int32, output: String) {
        let root = CorpusReplayTests.repositoryRoot
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clean-checkout-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        for file in ["scripts/check-clean-checkout.sh", ".gitignore"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent(file), to: repository.appendingPathComponent(file))
        }
        try run(["git", "init", "-q"], in: repository)
        try run(["git", "add", "."], in: repository)
        try run(
            ["git", "-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-qm", "start"],
            in: repository)
        return try run(
            [repository.appendingPathComponent("scripts/check-clean-checkout.sh").path, "sh", "-c", script],
            in: repository, environment: ["DISPLAY": ":99", "WAYLAND_DISPLAY": "wayland-9"])
    }

    @discardableResult
    private func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
