// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// Finds an executable product built next to the running test bundle
/// (`swift build --build-tests` builds every product into the same folder).
public enum BuiltProduct {
    /// The path of product `name`, or nil when it has not been built.
    public static func path(_ name: String) -> String? {
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // The test bundle may be a directory (…/X.xctest/…) on some platforms.
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }
}

/// A child process whose standard output is collected line by line.
public final class ChildProcess {
    /// The process.
    public let process = Process()
    private let pipe = Pipe()
    private let errorPipe = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var errorBuffer = Data()
    /// Whether each pipe reached its end (the handler read no data): after the exit, `wait`
    /// waits for both, so no output the child wrote last is missed.
    private var outputEnded = false, errorEnded = false

    /// Starts `path` with `arguments` and the test's environment (plus `environment`).
    public init(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = pipe
        process.standardError = errorPipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock(); self.buffer.append(data); if data.isEmpty { self.outputEnded = true }; self.lock.unlock()
            if data.isEmpty { handle.readabilityHandler = nil }
        }
        errorPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock(); self.errorBuffer.append(data); if data.isEmpty { self.errorEnded = true };
            self.lock.unlock()
            if data.isEmpty { handle.readabilityHandler = nil }
        }
        try process.run()
    }

    /// Everything printed on standard output so far, split into lines.
    public var outputLines: [String] {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Everything printed on standard error so far.
    public var errorOutput: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: errorBuffer, as: UTF8.self)
    }

    /// Waits up to `timeout` seconds for `condition` on the output lines.
    @discardableResult
    public func waitForOutput(timeout: Double = 10, _ condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(outputLines) { return true }
            usleep(20_000)
        }
        return condition(outputLines)
    }

    /// Waits up to `timeout` seconds for the process to exit; kills it if it does not.
    /// Returns the exit status, or nil when it had to be killed.
    @discardableResult
    public func wait(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        // The child has exited, but its last output may still be in the pipes: read to their
        // ends (a grandchild holding a pipe open gets 2 s).
        let drained = Date().addingTimeInterval(2)
        while Date() < drained {
            lock.lock(); let ended = outputEnded && errorEnded; lock.unlock()
            if ended { break }
            usleep(5_000)
        }
        return process.terminationStatus
    }

    deinit {
        // Ended, and waited for (up to 3 s, then killed): a window of an app still running
        // when the next test starts could keep input (a popover's grab) from that test's window.
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(3)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        }
        pipe.fileHandleForReading.readabilityHandler = nil
        errorPipe.fileHandleForReading.readabilityHandler = nil
    }
}
