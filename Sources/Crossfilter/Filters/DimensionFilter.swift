// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The filter on one dimension of a ``Crossfilter``.
///
/// Unknown values (NaN, or a categorical code outside the categories) pass only `.all`: a
/// dimension the user has not narrowed keeps every home, and any narrowing (a bounded range, a
/// code selection even of every code) leaves the unknown ones out, because nothing says they lie
/// inside. A range with both ends open (±infinity or NaN) *is* `.all` (the slider's thumbs at
/// both open ends), so it keeps unknown values.
public enum DimensionFilter: Sendable, Equatable {
    /// No filter: every home passes, unknown values included.
    case all
    /// A closed interval `lower ≤ value ≤ upper` on a numeric dimension. `-infinity` and
    /// `+infinity` make an end open; a NaN bound counts as open. `lower > upper` selects nothing.
    case range(lower: Double, upper: Double)
    /// The selected codes of a categorical dimension (codes outside the categories are ignored;
    /// the empty set selects nothing).
    case codes(Set<Int>)
}
