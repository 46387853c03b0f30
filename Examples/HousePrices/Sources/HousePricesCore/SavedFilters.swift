// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The filters the window remembers between runs, keyed by column name so that they follow the
/// file's columns rather than a fixed schema (GSettings key `filters`, type `as`).
///
/// Each entry is one string: `range` or `picks`, a tab, the column's name, then tab-separated
/// values: a range's two ``SavedRange`` numbers (an end stored as ``SavedRange/lowerEnd`` /
/// ``SavedRange/upperEnd``), or the selected categories. A string that does not read back
/// (another shape, a name with a tab, numbers that are not numbers) is left out.
public struct SavedFilters: Sendable, Equatable {
    /// One remembered filter.
    public enum Entry: Sendable, Equatable {
        /// A slider's bounds (``SavedRange``'s encoding) for the column named.
        case range(column: String, [Double])
        /// A choice's or toggle's selected categories for the column named.
        case picks(column: String, [String])
    }

    /// The entries, in the panel's order.
    public var entries: [Entry] = []

    /// No remembered filter.
    public init(entries: [Entry] = []) { self.entries = entries }

    /// The strings to store (entries whose names or categories hold a tab or a newline are
    /// left out: they could not be read back).
    public var encoded: [String] {
        entries.compactMap { entry in
            switch entry {
            case .range(let column, let values):
                guard Self.isStorable(column), values.count == 2 else { return nil }
                return (["range", column] + values.map { "\($0)" }).joined(separator: "\t")
            case .picks(let column, let names):
                guard Self.isStorable(column), names.allSatisfy(Self.isStorable) else { return nil }
                return (["picks", column] + names).joined(separator: "\t")
            }
        }
    }

    /// The entries read back from stored strings (unreadable ones left out).
    public init(encoded: [String]) {
        entries = encoded.compactMap { text in
            let parts = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, !parts[1].isEmpty else { return nil }
            switch parts[0] {
            case "range":
                let values = parts.dropFirst(2).compactMap(Double.init)
                guard parts.count == 4, values.count == 2 else { return nil }
                return .range(column: parts[1], values)
            case "picks":
                return .picks(column: parts[1], Array(parts.dropFirst(2)))
            default:
                return nil
            }
        }
    }

    private static func isStorable(_ text: String) -> Bool {
        !text.contains("\t") && !text.contains("\n") && !text.contains("\r")
    }
}
