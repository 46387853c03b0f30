// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The texts whose widths decide each list column's width for a dataset: every neighbourhood
/// name, and for the numbers the cells of the extreme values (the widest text a column can
/// show, with the locale's grouping and units). Measuring them is O(names + columns), not O(homes).
public struct ColumnWidthSamples {
    private let dataset: any HomeSource

    /// The samples of `dataset`.
    public init(dataset: some HomeSource) { self.dataset = dataset }

    /// The texts to measure for `column` (never empty: "—" stands for unknown values).
    public func texts(for column: HomeListColumn) -> [String] {
        var texts = ["—"]
        switch column {
        case .neighborhood:
            texts += dataset.neighborhoodNames
        case .price:
            if let bounds = dataset.priceBounds {
                texts += [HousingFormat.price(bounds.lowerBound), HousingFormat.price(bounds.upperBound)]
            }
        case .bedrooms:
            texts +=
                dataset.bounds(of: .bedrooms).map {
                    [BoundText.format($0.upperBound, of: .bedrooms).split(separator: " ").first.map(String.init) ?? ""]
                } ?? []
            texts.append("10")
        case .bathrooms:
            texts.append(HousingFormat.bathrooms(10.5))
        case .livingArea:
            if let bounds = dataset.bounds(of: .livingArea) { texts.append(HousingFormat.area(bounds.upperBound)) }
        case .yearBuilt:
            texts.append("2010")
        }
        return texts
    }
}
