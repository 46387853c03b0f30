// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The columns of a housing file the example app knows how to show.
///
/// The price column is the table's (``DataTable/priceColumnIndex``). The others
/// are found by any of their ``aliases``: a header name matches when, lowercased and with
/// everything but letters and digits removed, it equals an alias, so `living_area_sqft`,
/// `Living Area` and `LIVING-AREA` all find ``livingArea``. The first matching header wins;
/// columns the app does not know are ignored.
public enum HousingColumn: String, CaseIterable, Hashable, Sendable {
    /// The sale or asking price, in dollars. Required.
    case price
    /// The neighbourhood, as text.
    case neighborhood
    /// The number of bedrooms, a whole number.
    case bedrooms
    /// The number of bathrooms, which may be fractional (2.5).
    case bathrooms
    /// The living area, in square feet.
    case livingArea
    /// The year the house was built, a whole number.
    case yearBuilt

    /// A title for a column header in the window, e.g. "Living area" (translated).
    public var title: String {
        switch self {
        case .price: return L("Price")
        case .neighborhood: return L("Neighbourhood")
        case .bedrooms: return L("Bedrooms")
        case .bathrooms: return L("Bathrooms")
        case .livingArea: return L("Living area")
        case .yearBuilt: return L("Year built")
        }
    }

    /// The normalized header names (lowercase letters and digits only) that name this column.
    /// Empty for ``price``, which is chosen by name instead.
    public var aliases: Set<String> {
        switch self {
        case .price:
            return []
        case .neighborhood:
            return ["neighborhood", "neighbourhood", "neighborhoodname", "neighbourhoodname", "district"]
        case .bedrooms:
            return ["bedrooms", "bedroom", "beds", "bed", "bedroomabvgr", "numbedrooms"]
        case .bathrooms:
            return ["bathrooms", "bathroom", "baths", "bath", "numbathrooms"]
        case .livingArea:
            return [
                "livingareasqft", "livingarea", "area", "sqft", "squarefeet", "sqftliving",
                "livingsqft", "grlivarea", "floorarea",
            ]
        case .yearBuilt:
            return ["yearbuilt", "built", "yrbuilt", "buildyear", "constructionyear"]
        }
    }

    /// `name` lowercased with everything but ASCII letters and digits removed, the form
    /// ``aliases`` are written in.
    public static func normalize(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.lowercased().unicodeScalars.filter {
                    ("a"..."z").contains($0) || ("0"..."9").contains($0)
                }))
    }

    /// The known column (other than ``price``) that a header called `name` holds, if any.
    public static func matching(headerName name: String) -> HousingColumn? {
        let normalized = normalize(name)
        return allCases.first { $0.aliases.contains(normalized) }
    }
}
