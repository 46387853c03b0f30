// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// Monotonic time in nanoseconds.
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `body` and returns the elapsed nanoseconds.
@inline(never)
func timeNanoseconds(_ body: () -> Void) -> Double {
    let start = nowNanoseconds()
    body()
    return Double(nowNanoseconds() - start)
}

/// Summary of repeated runs.
struct Summary {
    let samples: [Double]

    init(_ samples: [Double]) { self.samples = samples }

    var median: Double {
        guard !samples.isEmpty else { return .nan }
        let s = samples.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    var min: Double { samples.min() ?? .nan }
    var max: Double { samples.max() ?? .nan }
}

/// One line of the results table: a figure from repeated runs, with its reference (measured
/// the same way in the same run) when it has one.
struct Figure {
    /// JSON key of the figure (under "figures").
    let key: String
    /// What the row measures.
    let title: String
    let unit: String
    let runs: Summary
    /// The reference's title and runs.
    var reference: (title: String, runs: Summary)?
    /// The target, as text ("ratio ≤ 1.0"), and whether it is met.
    var target: String?
    var met: Bool?
    var note: String?
    /// False where a quotient means nothing (a growth near zero beside another).
    var hasRatio = true

    init(
        key: String, title: String, unit: String, runs: [Double], reference: (String, [Double])? = nil,
        target: String? = nil, met: Bool? = nil, note: String? = nil
    ) {
        self.key = key
        self.title = title
        self.unit = unit
        self.runs = Summary(runs)
        self.reference = reference.map { ($0.0, Summary($0.1)) }
        self.target = target
        self.met = met
        self.note = note
    }

    /// Sets the target to "ratio ≤ `limit`" and whether the median ratio meets it (the
    /// targets are ratios to GtkScale: frame 0.4 under Cairo, 1.0 for snapshot, GL and
    /// memory, 1.5 for a drag event and a burst).
    mutating func aimRatio(atMost limit: Double) {
        target = "ratio ≤ \(limit)"
        met = (ratio ?? .infinity) <= limit
    }

    /// Median ÷ the reference's median.
    var ratio: Double? {
        guard hasRatio, let reference else { return nil }
        return runs.median / reference.runs.median
    }

    var json: [String: Any] {
        var d: [String: Any] = [
            "title": title, "unit": unit,
            "median": finite(runs.median), "min": finite(runs.min), "max": finite(runs.max),
            "runs": runs.samples.count, "samples": runs.samples.map(finite),
        ]
        if let reference {
            d["reference"] = reference.title
            d["reference_median"] = finite(reference.runs.median)
            d["reference_min"] = finite(reference.runs.min)
            d["reference_max"] = finite(reference.runs.max)
            d["ratio"] = finite(ratio ?? .nan)
        }
        if let target { d["target"] = target }
        if let met { d["target_met"] = met }
        if let note { d["note"] = note }
        return d
    }
}

/// JSON has no NaN: a value that could not be measured is written as null.
func finite(_ x: Double) -> Any { x.isFinite ? x : NSNull() }

/// A number for the table: three significant digits, thousands grouped.
func formatNumber(_ x: Double) -> String {
    guard x.isFinite else { return "n/a" }
    let a = abs(x)
    if a == 0 { return "0" }
    if a >= 100 {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.maximumFractionDigits = 0
        f.locale = Locale(identifier: "en_US")
        return f.string(from: NSNumber(value: x.rounded())) ?? String(Int(x))
    }
    if a >= 10 { return String(format: "%.1f", x) }
    if a >= 1 { return String(format: "%.2f", x) }
    return String(format: "%.3g", x)
}

/// The table, as Markdown (it reads as plain text too).
func table(_ figures: [Figure]) -> String {
    var rows: [[String]] = [
        ["measurement", "unit", "median", "min", "max", "reference (median)", "ratio", "target", "met"]
    ]
    for f in figures {
        let ref = f.reference.map { "\($0.title): \(formatNumber($0.runs.median))" } ?? "—"
        let ratio = f.ratio.map { String(format: "%.3g", $0) } ?? "—"
        let met = f.met.map { $0 ? "yes" : "**no**" } ?? "—"
        rows.append([
            f.title, f.unit, formatNumber(f.runs.median), formatNumber(f.runs.min), formatNumber(f.runs.max),
            ref, ratio, f.target ?? "—", met,
        ])
    }
    let widths = (0..<rows[0].count).map { c in rows.map { $0[c].count }.max()! }
    func line(_ r: [String]) -> String {
        "| "
            + r.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
            .joined(separator: " | ") + " |"
    }
    var out = [line(rows[0]), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
    out += rows.dropFirst().map(line)
    return out.joined(separator: "\n")
}

/// Resident memory of this process (VmRSS), in bytes.
func residentBytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? .nan
        return kb * 1024
    }
    return .nan
}

/// Returns freed heap to the system first, so RSS counts memory in use rather than memory the
/// allocator keeps around (leaked memory stays counted).
func trimmedResidentBytes() -> Double {
    _ = mallocTrim?(0)
    return residentBytes()
}

/// glibc's malloc_trim (malloc.h is not in Swift's Glibc module), looked up at run time.
private let mallocTrim: (@convention(c) (Int) -> Int32)? = {
    guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
}()

let mebibyte = 1024.0 * 1024.0

/// Standard error, unbuffered.
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
