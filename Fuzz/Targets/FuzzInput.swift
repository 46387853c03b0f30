// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The bytes a fuzzer gives a target, read as the numbers and choices that drive it.
///
/// Reading past the end gives zeros (and ``isAtEnd`` turns true), so every byte string decodes
/// to some sequence of operations: the fuzzer never wastes an input on a decoding error, and a
/// short input is a short sequence. Doubles come either from a table of edge cases (NaN, ±∞,
/// ±0, the smallest and largest doubles, values near the slider's usual ranges) or from the raw
/// bits of the next eight bytes, so both hand-picked and arbitrary values reach the code.
public struct FuzzInput {
    /// The bytes.
    public let bytes: [UInt8]
    /// The next byte to read.
    public private(set) var position = 0

    /// An input over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// True once every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A choice among `count` cases (`0..<count`); `count` must be positive.
    public mutating func choice(_ count: Int) -> Int {
        Int(byte()) % count
    }

    /// A boolean.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// The next `n` bytes as a little-endian integer (n ≤ 8).
    public mutating func bits(_ n: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<n { value |= UInt64(byte()) << (8 * UInt64(i)) }
        return value
    }

    /// Any `Int` (from eight bytes), or one of the edge cases.
    public mutating func int() -> Int {
        switch choice(4) {
        case 0: return Int(Int8(bitPattern: byte()))
        case 1: return [Int.min, Int.max, 0, -1, 1, Int(Int32.max), Int(Int32.min)][choice(7)]
        default: return Int(truncatingIfNeeded: bits(8))
        }
    }

    /// A double: an edge case, a small "usual" number, or arbitrary bits.
    public mutating func double() -> Double {
        switch choice(8) {
        case 0, 1: return FuzzInput.edgeDoubles[choice(FuzzInput.edgeDoubles.count)]
        case 2, 3: return Double(Int8(bitPattern: byte())) / 4  // -32 … 31.75 in quarters
        case 4: return Double(Int16(truncatingIfNeeded: bits(2)))
        default: return Double(bitPattern: bits(8))
        }
    }

    /// A finite double (a non-finite one reads as 0).
    public mutating func finiteDouble() -> Double {
        let d = double()
        return d.isFinite ? d : 0
    }

    /// A string of at most `maxLength` bytes, read as UTF-8 (invalid bytes become U+FFFD).
    public mutating func string(maxLength: Int = 32) -> String {
        let count = Swift.min(choice(maxLength + 1), Swift.max(0, bytes.count - position))
        let slice = bytes[position..<(position + count)]
        position += count
        return String(decoding: slice, as: UTF8.self)
    }

    /// The numbers that break code: NaN, infinities, signed zeros, subnormals, the extremes of
    /// the double range, integers at the edge of exactness, and values of the slider's ranges.
    public static let edgeDoubles: [Double] = [
        .nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne,
        1, -1, 0.5, 0.2, 0.8, 1e-300, 1e300, -1e300, 9_007_199_254_740_992, 9_007_199_254_740_994,
        1e15, 1e16, 1e18, 9.3e18, 1e19, -9.3e18, 12_789, 755_000, 129_500, 1_000_000, 0.1, 0.3, 1e-9,
        Double(Int.max), Double(Int.min), Double(Int32.max),
    ]
}
