// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// The default text for a slider value, used by the accessible value text (and the value
/// popover): as many decimals as the step needs, like `gtk_scale_new_with_range` (0 for steps
/// of 1 or more, else −log10(step) rounded up, at most 5); 2 decimals for a continuous slider
/// whose range is under 100, 0 otherwise.
public enum ValueFormatting {
    /// The number of decimals for values of a slider with `step` (0 = continuous) over `span`.
    public static func digits(step: Double, span: Double) -> Int {
        if step > 0, step.isFinite {
            if step >= 1 { return 0 }
            return min(5, Int((-log10(step)).rounded(.up)))
        }
        return span >= 100 ? 0 : 2  // an overflowing (infinite) span counts as wide
    }

    /// `n` with commas grouping thousands: `1234567` → `1,234,567`, `-1234` → `-1,234` (the
    /// counts in preset menus; the house window's prices and counts).
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        out.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    /// `value` with `digits` decimals ("−0" is written "0"), as `printf("%.Nf")` writes it.
    ///
    /// Runs on every drag event (the thumbs' accessible value text), so it formats with glibc's
    /// non-variadic `strfromd` into a stack buffer rather than through `String(format:)` or
    /// `withVaList` (a dynamic cast of every argument).
    public static func text(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return String(value) }
        let precision = min(max(0, digits), 64)
        guard let strfromd = cStrfromd else { return fallbackText(value, precision) }
        // Large enough for any finite double with up to 64 decimals ("%.64f" of 1.8e308 is
        // 309 + 1 + 64 characters, plus sign and terminator).
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) { buffer in
            let base = buffer.baseAddress!
            let length =
                precision < fixedFormats.count
                ? fixedFormats[precision].withUnsafeBufferPointer {
                    strfromd(base, buffer.count, $0.baseAddress!, value)
                }
                : strfromd(base, buffer.count, "%.\(precision)f", value)
            guard length > 0, Int(length) < buffer.count else { return fallbackText(value, precision) }
            // A negative value that rounds to zero ("-0.00") is written without its sign.
            let minus = CChar(UInt8(ascii: "-")), zero = CChar(UInt8(ascii: "0")), point = CChar(UInt8(ascii: "."))
            var start = base
            if base[0] == minus,
                !UnsafeBufferPointer(start: base + 1, count: Int(length) - 1)
                    .contains(where: { $0 != zero && $0 != point })
            {
                start = base + 1
            }
            return String(cString: start)
        }
    }

    /// The same text through Foundation, where `strfromd` is missing.
    private static func fallbackText(_ value: Double, _ precision: Int) -> String {
        let text = String(format: "%.\(precision)f", value)
        return Double(text) == 0 ? String(format: "%.\(precision)f", 0.0) : text
    }

    /// "%.0f" … "%.9f" as C strings, made once.
    private static let fixedFormats: [[CChar]] = (0..<10).map { Array("%.\($0)f".utf8CString) }

    /// glibc's `int strfromd(char *str, size_t n, const char *format, double fp)` (glibc 2.25+;
    /// not exported by Swift's Glibc module), looked up at run time.
    private typealias CStrfromd =
        @convention(c) (UnsafeMutablePointer<CChar>, Int, UnsafePointer<CChar>, Double) -> Int32
    private static let cStrfromd: CStrfromd? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "strfromd") else { return nil }
        return unsafeBitCast(symbol, to: CStrfromd.self)
    }()
}
