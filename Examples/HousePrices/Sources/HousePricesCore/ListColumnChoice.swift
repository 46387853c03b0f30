// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What a person changed about the list's columns with the column menu, kept as a change to
/// the rule (``ListColumnPlan``) rather than as a list of columns, so that it means the same for
/// every file: the columns they hid (shown by the rule) and those they added (not shown by it),
/// by ``ListColumn/reportName``, compared without regard to case. Hiding "Year built" hides it
/// in every file that has it; adding "building_type" adds it wherever the file has one.
public struct ListColumnChoice: Equatable, Sendable {
    /// Columns the rule shows that the person hid (lowercased names).
    public private(set) var hidden: Set<String>
    /// Columns the rule leaves out that the person added (lowercased names).
    public private(set) var added: Set<String>

    /// No change: the rule's columns.
    public static let none = ListColumnChoice(hidden: [], added: [])

    public init(hidden: Set<String>, added: Set<String>) {
        self.hidden = Set(hidden.map { $0.lowercased() })
        self.added = Set(added.map { $0.lowercased() }).subtracting(self.hidden)
    }

    /// The columns shown: of `choices` (every column the file can show, in the list's order),
    /// those in `defaults` (the rule's) not hidden, and those added; the price always.
    public func apply(defaults: [ListColumn], choices: [ListColumn]) -> [ListColumn] {
        let rule = Set(defaults.map { $0.reportName.lowercased() })
        return choices.filter { column in
            let name = column.reportName.lowercased()
            return column == .home(.price) || (rule.contains(name) ? !hidden.contains(name) : added.contains(name))
        }
    }

    /// The choice after the person showed (`show`) or hid `column`, whose file's rule shows
    /// `defaults`. Hiding the price changes nothing.
    public func setting(_ column: ListColumn, shown show: Bool, defaults: [ListColumn]) -> ListColumnChoice {
        guard column != .home(.price) else { return self }
        let name = column.reportName.lowercased()
        var next = self
        let byRule = defaults.contains { $0.reportName.lowercased() == name }
        if byRule {
            if show { next.hidden.remove(name) } else { next.hidden.insert(name) }
            next.added.remove(name)
        } else {
            if show { next.added.insert(name) } else { next.added.remove(name) }
            next.hidden.remove(name)
        }
        return next
    }

    /// As strings for GSettings: `-name` for a hidden column, `+name` for an added one, sorted.
    public var encoded: [String] {
        (hidden.map { "-" + $0 } + added.map { "+" + $0 }).sorted()
    }

    /// From ``encoded``; other strings are ignored.
    public init(encoded: [String]) {
        var hidden: Set<String> = [], added: Set<String> = []
        for entry in encoded {
            guard let sign = entry.first, entry.count > 1 else { continue }
            let name = String(entry.dropFirst())
            if sign == "-" { hidden.insert(name) } else if sign == "+" { added.insert(name) }
        }
        self.init(hidden: hidden, added: added)
    }
}
