// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation

/// What the figures were measured on.
struct Machine {
    var cpus = ProcessInfo.processInfo.activeProcessorCount
    var cpuModel = "unknown"
    var memoryGiB = Double.nan
    var kernel = "unknown"
    var gtk = "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    var renderer = "unknown"
    var backend = ProcessInfo.processInfo.environment["GDK_BACKEND"] ?? "default"
    /// GTK_A11Y: which accessibility backend GTK uses (the drag handler updates it every event).
    var accessibility = ProcessInfo.processInfo.environment["GTK_A11Y"] ?? "default"

    static var buildConfiguration: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    static func current(renderer: String) -> Machine {
        var m = Machine()
        m.renderer = renderer
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            m.cpuModel = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
            let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemTotal:") }),
            let kb = line.split(separator: " ").compactMap({ Double($0) }).first
        {
            m.memoryGiB = kb / 1024 / 1024
        }
        var u = utsname()
        uname(&u)
        m.kernel = withUnsafeBytes(of: &u.release) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
        return m
    }

    var summary: String {
        """
        \(cpus) CPUs (\(cpuModel)), \(String(format: "%.1f", memoryGiB)) GiB RAM, Linux \(kernel), GTK \
        \(gtk), renderer \(renderer), GDK_BACKEND=\(backend), GTK_A11Y=\(accessibility)
        """
    }

    var json: [String: Any] {
        [
            "cpus": cpus, "cpu_model": cpuModel, "memory_gib": finite(memoryGiB), "kernel": kernel, "gtk": gtk,
            "renderer": renderer, "gdk_backend": backend, "gtk_a11y": accessibility,
        ]
    }
}
