// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What an assignment did to a ``RangeValues``.
public enum ValueUpdate: Equatable, Sendable {
    /// The assignment asked for what was already there: nothing changed.
    case unchanged
    /// The assignment changed the values. `range` tells whether the minimum or maximum
    /// moved; `selection` whether the lower or upper value moved.
    case changed(range: Bool, selection: Bool)
    /// The assignment was refused (for example a NaN) and nothing changed.
    case rejected(ValueRejection)

    /// True when something changed.
    public var didChange: Bool {
        if case .changed = self { return true }
        return false
    }
}

/// Why an assignment was refused.
public struct ValueRejection: Error, Equatable, Sendable, CustomStringConvertible {
    /// The property that was being assigned, in the public API's words (`lowerValue`, ...).
    public var property: String
    /// The refused value.
    public var value: Double

    /// Creates a rejection for `property` = `value`.
    public init(property: String, value: Double) {
        self.property = property
        self.value = value
    }

    /// A sentence suitable for a log: names the property and the value.
    public var description: String {
        "refused \(property) = \(value): values must be finite numbers; the value is unchanged"
    }
}
