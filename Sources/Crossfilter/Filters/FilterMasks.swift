// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The per-home filter bitmask: bit `d` set means the home fails dimension `d`'s filter, so a
/// home matches when its mask is zero. One byte a home for up to 8 dimensions, two for 16, four
/// for 32, eight for 64.
struct FilterMasks {
    /// Bytes a home: 1, 2, 4 or 8.
    let width: Int
    let count: Int
    private let bytes: UnsafeMutableRawPointer

    /// All homes matching (every mask zero).
    init(count: Int, dimensionCount: Int) {
        width = Self.width(dimensionCount: dimensionCount)
        self.count = count
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(1, count * width), alignment: 8)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, count * width))
    }

    /// Bytes a home for `dimensionCount` dimensions.
    static func width(dimensionCount: Int) -> Int {
        dimensionCount <= 8 ? 1 : dimensionCount <= 16 ? 2 : dimensionCount <= 32 ? 4 : 8
    }

    func deallocate() { bytes.deallocate() }

    @inline(__always)
    subscript(home: Int) -> UInt64 {
        get {
            switch width {
            case 1: return UInt64(bytes.load(fromByteOffset: home, as: UInt8.self))
            case 2: return UInt64(bytes.load(fromByteOffset: home &* 2, as: UInt16.self))
            case 4: return UInt64(bytes.load(fromByteOffset: home &* 4, as: UInt32.self))
            default: return bytes.load(fromByteOffset: home &* 8, as: UInt64.self)
            }
        }
        nonmutating set {
            switch width {
            case 1: bytes.storeBytes(of: UInt8(truncatingIfNeeded: newValue), toByteOffset: home, as: UInt8.self)
            case 2: bytes.storeBytes(of: UInt16(truncatingIfNeeded: newValue), toByteOffset: home &* 2, as: UInt16.self)
            case 4: bytes.storeBytes(of: UInt32(truncatingIfNeeded: newValue), toByteOffset: home &* 4, as: UInt32.self)
            default: bytes.storeBytes(of: newValue, toByteOffset: home &* 8, as: UInt64.self)
            }
        }
    }
}
