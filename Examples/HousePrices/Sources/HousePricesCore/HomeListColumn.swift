// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The columns of the house-price window's list of homes, in the order they are shown.
public enum HomeListColumn: String, CaseIterable, Sendable {
    case neighborhood
    case price
    case bedrooms
    case bathrooms
    case livingArea
    case yearBuilt

    /// The data column shown.
    public var housingColumn: HousingColumn {
        switch self {
        case .neighborhood: return .neighborhood
        case .price: return .price
        case .bedrooms: return .bedrooms
        case .bathrooms: return .bathrooms
        case .livingArea: return .livingArea
        case .yearBuilt: return .yearBuilt
        }
    }

    /// The column header, e.g. "Living area".
    public var title: String { housingColumn.title }

    /// Whether the column holds numbers (shown right-aligned).
    public var isNumeric: Bool { self != .neighborhood }

    /// The name used on the command line (`--sort year-built`): the title in lower case with
    /// dashes for spaces.
    /// Fixed, whatever the language of the titles.
    public var argumentName: String {
        switch self {
        case .neighborhood: return "neighbourhood"
        case .price: return "price"
        case .bedrooms: return "bedrooms"
        case .bathrooms: return "bathrooms"
        case .livingArea: return "living-area"
        case .yearBuilt: return "year-built"
        }
    }

    /// The column named `name` on the command line (its ``argumentName``, or the raw value, in
    /// any case), or nil.
    public init?(argumentName name: String) {
        let wanted = name.lowercased()
        guard
            let column = Self.allCases.first(where: { $0.argumentName == wanted || $0.rawValue.lowercased() == wanted })
        else {
            return nil
        }
        self = column
    }

    /// The text of this column's cell for `home`; unknown values are `—`.
    public func text(of home: HomeRecord) -> String {
        switch self {
        case .neighborhood: return home.neighborhood ?? "—"
        case .price: return HousingFormat.price(home.price)
        case .bedrooms: return home.bedrooms.map(String.init) ?? "—"
        case .bathrooms: return HousingFormat.bathrooms(home.bathrooms)
        case .livingArea: return HousingFormat.area(home.livingArea)
        case .yearBuilt: return home.yearBuilt.map(String.init) ?? "—"
        }
    }

    /// Every cell of `home`'s row, in column order.
    public static func cells(of home: HomeRecord) -> [String] {
        allCases.map { $0.text(of: home) }
    }

    /// `home`'s row as one line for assistive technologies, each cell after its header:
    /// `Neighbourhood: Old Town, Price: $12,789, Bedrooms: 2, …`. A screen reader reads it as
    /// the row's name.
    public static func accessibleSummary(of home: HomeRecord) -> String {
        allCases.map { "\($0.title): \($0.text(of: home))" }.joined(separator: ", ")
    }
}
