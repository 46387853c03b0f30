// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The measure the window's second range slider filters on, within the price range.
public enum SecondaryMeasure: String, CaseIterable, Sendable {
    /// The living area in square feet: the default when the data has that column.
    case livingArea
    /// The number of bedrooms: used when there is no living-area column.
    case bedrooms

    /// The column holding the measure.
    public var column: HousingColumn {
        switch self {
        case .livingArea: return .livingArea
        case .bedrooms: return .bedrooms
        }
    }

    /// A title for the slider's label, e.g. "Living area".
    public var title: String { column.title }
}
