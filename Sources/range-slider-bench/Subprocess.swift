import Foundation

/// Runs a program to its end with posix_spawn and waitpid (no polling), standard output to a
/// temporary file. Returns the wall time from just before the spawn to the child's exit, its
/// exit status, and its standard output.
func runTimed(_ path: String, _ arguments: [String], timeout: Double = 120) -> (ms: Double, status: Int32, output: String)? {
    let outPath = NSTemporaryDirectory() + "range-slider-bench-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).out"
    defer { unlink(outPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = nowNanoseconds()
    let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard rc == 0 else {
        log("cannot start \(path): \(String(cString: strerror(rc)))")
        return nil
    }
    // A watchdog: kill the child if it runs past the timeout.
    let child = pid
    let watchdog = DispatchWorkItem { kill(child, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let ms = Double(nowNanoseconds() - start) / 1e6
    watchdog.cancel()
    let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    let exited = (status & 0x7f) == 0
    return (ms, exited ? (status >> 8) & 0xff : -1, output)
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
