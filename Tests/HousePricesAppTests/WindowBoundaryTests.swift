// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import Testing

/// The window reaches its data only through its ``FilterSource``: no file of the app imports
/// or names the engine's module (the value types a source speaks in come re-exported by
/// HousePricesCore), and the session's engine is private to it, so the window cannot prepare
/// or set a list order, or filter, behind the source's back.
@Suite struct WindowBoundaryTests {
    /// The app's sources: the first `Examples/HousePrices/Sources/house-prices` above this file.
    static func appSources() throws -> URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("Examples/HousePrices/Sources/house-prices")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("HousePricesWindow.swift").path)
            {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    @Test func noFileOfTheWindowNamesTheEngine() throws {
        let sources = try Self.appSources()
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10, "the app's sources at \(sources.path)")
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            // Code, not comments: the module, or the engine's own calls on a session.
            let named = text.split(separator: "\n").filter { line in
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { return false }
                return code.contains("Crossfilter") || code.contains("prepareListOrder")
                    || code.contains("session.engine")
            }
            #expect(named.isEmpty, "\(file) reaches the engine: \(named)")
        }
    }
}
