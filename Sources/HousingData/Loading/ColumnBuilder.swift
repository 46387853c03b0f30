// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// One column's values as a stretch of rows is read: numbers (``NumberBuilder``), or category
/// codes with the names they stand for (a text column's ``NameInterner``; a yes/no column's
/// codes 1 and 2), and the count of values that could not be read as the column's kind.
///
/// A text column whose distinct names pass the loader's byte budget drops its values
/// (``dropped``) and keeps none from then on.
struct ColumnBuilder {
    var numbers = NumberBuilder()
    var codes = CodeBuilder()
    /// A text column's distinct names; a name's code is its id + 1 (0: no name).
    var interner = NameInterner()
    /// What a text column's distinct names cost: their bytes and 16 more each.
    var textBytes = 0
    /// Whether a text column's values were dropped (past the byte budget).
    var dropped = false
    /// The values that could not be read as the column's kind.
    var unreadableCount = 0

    /// Makes room for `capacity` values of a column of `kind`.
    mutating func reserveCapacity(_ capacity: Int, kind: ColumnKind) {
        switch kind {
        case .real: numbers.reserveCapacity(capacity)
        case .boolean, .text: codes.reserveCapacity(capacity)
        default: break
        }
    }

    /// Appends a text column's value, the name spelled by `bytes` (none when empty), unless
    /// its names pass `textByteBudget`: then the column drops its values.
    @inline(__always)
    mutating func appendName(_ bytes: UnsafeBufferPointer<UInt8>, textByteBudget: Int) {
        guard !dropped else { return }
        var code = 0
        if !bytes.isEmpty {
            let before = interner.names.count
            let id = interner.id(for: bytes)
            if interner.names.count > before { textBytes += bytes.count + 16 }
            code = Int(id) + 1
        }
        if textBytes > textByteBudget {
            dropValues()
        } else {
            codes.append(code)
        }
    }

    /// Lets the values and names go: the column keeps none from now on.
    mutating func dropValues() {
        dropped = true
        codes = CodeBuilder()
        interner = NameInterner()
    }

    /// Appends the values `other` collected for the rows after this builder's, as if they had
    /// been read on (a text column's names get the codes that reading on would have given
    /// them), and lets `other` go.
    mutating func append(contentsOf other: inout ColumnBuilder, kind: ColumnKind, textByteBudget: Int) {
        defer { other = ColumnBuilder() }
        unreadableCount += other.unreadableCount
        switch kind {
        case .real:
            numbers.append(contentsOf: other.numbers)
        case .boolean:
            codes.append(contentsOf: other.codes, mapping: [0, 1, 2])
        case .text:
            guard !dropped else { return }
            var map = [0]
            if !other.dropped {
                map.reserveCapacity(other.interner.names.count + 1)
                for otherID in other.interner.names.indices {
                    let before = interner.names.count
                    let (id, count) = other.interner.withNameBytes(otherID) { (interner.id(for: $0), $0.count) }
                    if interner.names.count > before { textBytes += count + 16 }
                    map.append(Int(id) + 1)
                }
            }
            if other.dropped || textBytes > textByteBudget {
                dropValues()
            } else {
                codes.append(contentsOf: other.codes, mapping: map)
            }
        default:
            break
        }
    }
}
