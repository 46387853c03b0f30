// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// A finished child process: wall times from just before the spawn, its exit status and its
/// standard output.
struct TimedRun {
    /// Until the child exited.
    var ms: Double
    /// Until the first line of standard output starting with the marker, if one came.
    var markerMs: Double?
    /// Until the first line starting with each of the markers that came (the marker included).
    var markerTimes: [String: Double] = [:]
    var status: Int32
    var output: String
}

/// Runs a program to its end with posix_spawn, reading its standard output through a pipe as
/// it comes (so a marker line is timed when it is written) and waiting with waitpid. The child
/// gets this process's environment with `environment` added (or replaced). `marker` and each of
/// `markers` are timed to the first output line starting with them.
func runTimed(
    _ path: String, _ arguments: [String], marker: String? = nil, markers: [String] = [], timeout: Double = 120,
    environment: [String: String] = [:]
) -> TimedRun? {
    let allMarkers = (marker.map { [$0] } ?? []) + markers
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])

    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { _, new in new }
    let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let start = nowNanoseconds()
    let rc = posix_spawn(&pid, path, &actions, nil, argv, envp)
    close(fds[1])
    guard rc == 0 else {
        close(fds[0])
        log("cannot start \(path): \(String(cString: strerror(rc)))")
        return nil
    }
    var output = Data()
    var markerTimes: [String: Double] = [:]
    var buffer = [UInt8](repeating: 0, count: 65536)
    let deadline = start + UInt64(timeout * 1e9)
    var killed = false
    while true {
        var pfd = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
        let ready = poll(&pfd, 1, 100)
        if ready > 0 {
            let n = read(fds[0], &buffer, buffer.count)
            if n <= 0 { break }  // end of file: the child closed its output (or exited)
            output.append(buffer, count: n)
            let waiting = allMarkers.filter { markerTimes[$0] == nil }
            if !waiting.isEmpty {
                let now = Double(nowNanoseconds() - start) / 1e6
                let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
                for m in waiting where lines.contains(where: { $0.hasPrefix(m) }) { markerTimes[m] = now }
            }
        } else if ready < 0 && errno != EINTR {
            break
        }
        if nowNanoseconds() > deadline, !killed {
            kill(pid, SIGKILL)
            killed = true
        }
    }
    close(fds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let ms = Double(nowNanoseconds() - start) / 1e6
    let exited = (status & 0x7f) == 0
    return TimedRun(
        ms: ms, markerMs: marker.flatMap { markerTimes[$0] }, markerTimes: markerTimes,
        status: exited ? (status >> 8) & 0xff : -1, output: String(decoding: output, as: UTF8.self))
}

/// This executable's path (to run its probes in fresh processes).
var ownExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}

/// The path of another product built next to this one, if it exists.
func siblingExecutable(_ name: String) -> String? {
    let path = URL(fileURLWithPath: ownExecutable).deletingLastPathComponent().appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

/// The `PROBE {json}` line of a probe's output, decoded.
func probeResult(_ output: String) -> [String: Any]? {
    guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("PROBE ") }) else { return nil }
    return try? JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8)) as? [String: Any]
}

/// Prints a probe's result for the parent process and exits at once.
func emitProbe(_ result: [String: Any]) -> Never {
    let data = (try? JSONSerialization.data(withJSONObject: result)) ?? Data("{}".utf8)
    print("PROBE " + String(decoding: data, as: UTF8.self))
    fflush(stdout)
    _exit(0)
}
