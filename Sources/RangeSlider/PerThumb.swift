import RangeSliderCore

/// One value for each thumb, stored by thumb index (the lower thumb 0, the upper thumb 1), so
/// that the slider's per-thumb state does not assume two named thumbs. Reading and writing an
/// element allocates nothing.
struct PerThumb<Value> {
    private var storage: [Value]

    /// `value` for each of the slider's thumbs.
    init(repeating value: Value) {
        storage = [value, value]
    }

    /// The index of `thumb` in the storage.
    static func index(of thumb: Thumb) -> Int { thumb == .lower ? 0 : 1 }

    subscript(thumb: Thumb) -> Value {
        get { storage[Self.index(of: thumb)] }
        set { storage[Self.index(of: thumb)] = newValue }
    }

    /// Every thumb's value, in index order.
    var all: [Value] { storage }

    /// Whether any thumb's value satisfies `predicate`.
    func contains(where predicate: (Value) -> Bool) -> Bool { storage.contains(where: predicate) }
}
