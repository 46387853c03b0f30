// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The lines the window prints about its filters with `--debug-report`, for tests that drive
/// the real window and check each histogram against an oracle of their own.
///
/// - `Histogram NAME: inside=3,0,5 outside=1,2,0`: a slider filter's bars, highlighted (homes
///   passing every other filter inside its own range) and muted (outside it), bin by bin.
/// - `Choices NAME: [x] North Ames=443 | [ ] Gilbert=165`: a choice's or toggle's categories,
///   selected or not, with their counts under the other filters.
/// - `Filter NAME: all` or `Filter NAME: 100000...200000` or `Filter NAME: picks Gilbert|Sawyer`.
public enum FilterReport {
    /// Every filter's lines of `result`, an answer over `plan`, in the panel's order.
    public static func lines(_ result: FilterResult, plan: FilterPlan) -> [String] {
        var lines: [String] = []
        for (f, filter) in plan.filters.enumerated() where result.settings.indices.contains(f) {
            switch result.settings[f] {
            case .all: lines.append("Filter \(filter.name): all")
            case .range(let lower, let upper): lines.append("Filter \(filter.name): \(lower)...\(upper)")
            case .picks(let picks):
                lines.append(
                    """
                    Filter \(filter.name): picks \
                    \(picks.sorted().map { filter.categories[$0] }.joined(separator: "|"))
                    """)
            }
            if filter.layout != nil {
                let h = result.histogram(f)
                lines.append(
                    """
                    Histogram \(filter.name): inside=\(h.inside.map(String.init).joined(separator: ",")) \
                    outside=\(h.outside.map(String.init).joined(separator: ","))
                    """)
            } else {
                let choices = result.choices(f, of: plan).map {
                    "[\($0.isSelected ? "x" : " ")] \($0.name)=\($0.count)"
                }
                lines.append("Choices \(filter.name): \(choices.joined(separator: " | "))")
            }
        }
        return lines
    }
}
