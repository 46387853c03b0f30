// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A sorted index (home indexes by sorted position) in as few bytes a position as the home count
/// needs: 2 up to 65,536 homes, 3 up to 16,777,216, else 4. Ten million homes take 3 bytes a
/// position instead of 4, which keeps eight dimensions under 64 bytes a home.
///
/// Entries are read as unaligned 32-bit loads masked to the width (four bytes of padding at the
/// end keep the last load inside the allocation). The owner calls ``deallocate()`` once.
struct PackedIndex {
    /// Bytes a position.
    let width: Int
    private let mask: UInt32
    private let bytes: UnsafeMutableRawPointer

    /// Packs the `count` indexes of `source`, each below `homeCount`.
    init(_ source: UnsafePointer<UInt32>, count n: Int, homeCount: Int) {
        width = homeCount <= 1 << 16 ? 2 : homeCount <= 1 << 24 ? 3 : 4
        mask = width == 4 ? .max : (1 << UInt32(width * 8)) - 1
        bytes = .allocate(byteCount: n * width + 4, alignment: 4)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: n * width + 4)
        // Ascending, so each 4-byte store's spill is overwritten by the next entry.
        for i in 0..<n { bytes.storeBytes(of: source[i], toByteOffset: i * width, as: UInt32.self) }
    }

    func deallocate() { bytes.deallocate() }

    /// The home at sorted position `p`.
    @inline(__always)
    subscript(p: Int) -> Int {
        Int(bytes.loadUnaligned(fromByteOffset: p &* width, as: UInt32.self) & mask)
    }
}
