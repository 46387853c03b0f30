// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The values of one ``DataColumn``, stored compactly, one entry per row.
///
/// Numbers are kept as `Float` (4 bytes a row) when every value of the column is exactly a
/// `Float` (whole numbers up to 16,777,216 and short binary fractions such as 2.5 are), else as
/// `Double`; NaN is an unknown value. Categories and yes/no values are small codes (1, 2 or 4
/// bytes a row, as few as the number of categories allows), 0 for an unknown value and k for
/// the k-th category. So 8 numeric columns of 10,000,000 rows take 320 MB.
public enum ColumnValues: Sendable {
    /// Numbers, each exactly a `Float`; NaN where unknown.
    case float([Float])
    /// Numbers; NaN where unknown.
    case double([Double])
    /// Category codes: 0 unknown, k the category at index k − 1.
    case codes(CategoryCodes)
    /// No values kept (free text beyond ``DataTableLoader/textByteBudget``).
    case none

    /// The number of values (0 for ``none``).
    public var count: Int {
        switch self {
        case .float(let v): return v.count
        case .double(let v): return v.count
        case .codes(let c): return c.count
        case .none: return 0
        }
    }

    /// The bytes a row takes.
    public var bytesPerRow: Int {
        switch self {
        case .float: return 4
        case .double: return 8
        case .codes(let c): return c.bytesPerCode
        case .none: return 0
        }
    }
}

/// Category codes in the narrowest unsigned integer that holds them.
public enum CategoryCodes: Sendable {
    /// Up to 255 categories.
    case u8([UInt8])
    /// Up to 65,535 categories.
    case u16([UInt16])
    /// More.
    case u32([UInt32])

    /// The number of codes.
    public var count: Int {
        switch self {
        case .u8(let c): return c.count
        case .u16(let c): return c.count
        case .u32(let c): return c.count
        }
    }

    /// The code of `row`: 0 unknown, k the category at index k − 1.
    @inline(__always)
    public subscript(row: Int) -> Int {
        switch self {
        case .u8(let c): return Int(c[row])
        case .u16(let c): return Int(c[row])
        case .u32(let c): return Int(c[row])
        }
    }

    /// Each code's entry in `table` (code k: `table[k]`), `otherwise` for a code past its end:
    /// a new array of one entry a row, made in one pass.
    public func mapped(through table: [UInt16], otherwise: UInt16) -> [UInt16] {
        func map<Code: FixedWidthInteger>(_ codes: [Code]) -> [UInt16] {
            table.withUnsafeBufferPointer { table in
                codes.withUnsafeBufferPointer { codes in
                    [UInt16](unsafeUninitializedCapacity: codes.count) { out, initialized in
                        for i in 0..<codes.count {
                            let code = Int(codes[i])
                            out.initializeElement(at: i, to: code < table.count ? table[code] : otherwise)
                        }
                        initialized = codes.count
                    }
                }
            }
        }
        switch self {
        case .u8(let c): return map(c)
        case .u16(let c): return map(c)
        case .u32(let c): return map(c)
        }
    }

    /// How many codes are k, at index k, for k below `limit` (0: unknown); every code must be
    /// below `limit`.
    func counts(below limit: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: limit)
        counts.withUnsafeMutableBufferPointer { counts in
            func count<T: FixedWidthInteger>(_ codes: [T]) {
                codes.withUnsafeBufferPointer { for code in $0 { counts[Int(code)] += 1 } }
            }
            switch self {
            case .u8(let c): count(c)
            case .u16(let c): count(c)
            case .u32(let c): count(c)
            }
        }
        return counts
    }

    /// 1, 2 or 4.
    public var bytesPerCode: Int {
        switch self {
        case .u8: return 1
        case .u16: return 2
        case .u32: return 4
        }
    }
}

/// Collects numbers as `Float` while every one is exactly a `Float`, then as `Double`, with
/// their statistics.
struct NumberBuilder {
    /// The numbers so far, while all are exact `Float`s.
    private var floats: [Float] = []
    /// The numbers so far, once one is not a `Float`.
    private var doubles: [Double]?
    /// The statistics of the numbers so far.
    private(set) var statistics = NumberStatistics()

    /// Makes room for `capacity` numbers.
    mutating func reserveCapacity(_ capacity: Int) {
        if doubles == nil { floats.reserveCapacity(capacity) } else { doubles!.reserveCapacity(capacity) }
    }

    /// Appends `value` (NaN: unknown).
    @inline(__always)
    mutating func append(_ value: Double) {
        statistics.add(value)
        if doubles == nil {
            let f = Float(value)
            if Double(f) == value || value.isNaN {
                floats.append(f)
                return
            }
            var widened = [Double]()
            widened.reserveCapacity(floats.capacity)
            widened.append(contentsOf: floats.lazy.map(Double.init))
            floats = []
            doubles = widened
        }
        doubles!.append(value)
    }

    /// Appends the values `other` collected, after this builder's.
    mutating func append(contentsOf other: NumberBuilder) {
        statistics.merge(other.statistics)
        if doubles == nil && other.doubles == nil {
            floats.append(contentsOf: other.floats)
            return
        }
        if doubles == nil {
            var widened = [Double]()
            widened.reserveCapacity(max(floats.capacity, floats.count + (other.doubles?.count ?? 0)))
            widened.append(contentsOf: floats.lazy.map(Double.init))
            floats = []
            doubles = widened
        }
        if let more = other.doubles {
            doubles!.append(contentsOf: more)
        } else {
            doubles!.append(contentsOf: other.floats.lazy.map(Double.init))
        }
    }

    /// The values collected.
    var values: ColumnValues {
        if let doubles { return .double(doubles) }
        return .float(floats)
    }

    /// `numbers` as ``ColumnValues``: `Float`s when every one is exactly a `Float`, else as
    /// they are.
    static func values(of numbers: [Double]) -> ColumnValues {
        numbers.allSatisfy { $0.isNaN || Double(Float($0)) == $0 } ? .float(numbers.map(Float.init)) : .double(numbers)
    }
}

/// Collects category codes, widening from 1 to 2 to 4 bytes when the codes need it.
struct CodeBuilder {
    /// Codes while all are below 256.
    private var u8: [UInt8] = []
    /// Codes while all are below 65,536, once one is 256 or more.
    private var u16: [UInt16] = []
    /// Codes once one is 65,536 or more.
    private var u32: [UInt32] = []
    /// 1, 2 or 4: which array is in use.
    private var width = 1
    /// The capacity asked for.
    private var capacity = 0

    /// Makes room for `capacity` codes.
    mutating func reserveCapacity(_ capacity: Int) {
        self.capacity = capacity
        switch width {
        case 1: u8.reserveCapacity(capacity)
        case 2: u16.reserveCapacity(capacity)
        default: u32.reserveCapacity(capacity)
        }
    }

    /// Appends `code` (0 unknown).
    @inline(__always)
    mutating func append(_ code: Int) {
        if width == 1 {
            if code <= 255 { u8.append(UInt8(code)); return }
            Self.widen(&u8, into: &u16, capacity: capacity)
            width = 2
        }
        if width == 2 {
            if code <= 65_535 { u16.append(UInt16(code)); return }
            Self.widen(&u16, into: &u32, capacity: capacity)
            width = 4
        }
        u32.append(UInt32(code))
    }

    /// Moves the codes in `narrow` into the empty `wide`, with room in it for `capacity` codes
    /// and for one more than it now holds.
    private static func widen<Narrow: FixedWidthInteger, Wide: FixedWidthInteger>(
        _ narrow: inout [Narrow], into wide: inout [Wide], capacity: Int
    ) {
        wide.reserveCapacity(max(capacity, narrow.count + 1))
        wide.append(contentsOf: narrow.lazy.map { Wide($0) })
        narrow = []
    }

    /// Appends the codes `other` collected, each `code` read as `map[code]`, after this
    /// builder's.
    mutating func append(contentsOf other: CodeBuilder, mapping map: [Int]) {
        if width == 1 && other.width == 1 && map.allSatisfy({ $0 <= 255 }) {
            // All stay bytes: copied whole when `map` is the identity, else through a table.
            if map.indices.allSatisfy({ map[$0] == $0 }) {
                u8.append(contentsOf: other.u8)
            } else {
                var table = [UInt8](repeating: 0, count: 256)
                for (code, mapped) in map.enumerated() where code < 256 { table[code] = UInt8(mapped) }
                table.withUnsafeBufferPointer { table in u8.append(contentsOf: other.u8.lazy.map { table[Int($0)] }) }
            }
            return
        }
        switch other.width {
        case 1: for code in other.u8 { append(map[Int(code)]) }
        case 2: for code in other.u16 { append(map[Int(code)]) }
        default: for code in other.u32 { append(map[Int(code)]) }
        }
    }

    /// The codes collected.
    var codes: CategoryCodes {
        switch width {
        case 1: return .u8(u8)
        case 2: return .u16(u16)
        default: return .u32(u32)
        }
    }
}
