// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A human label for a column, from its header name: `GrLivArea` → "Living area", `lotsize` →
/// "Lot size", `year_built` → "Year built", `numberOfRooms` → "Number of rooms".
///
/// First a table of names known from real housing files (the Ames data, in this project's
/// form and in De Cock's original names, and the Windsor "Housing" data of Anglin and Gençay),
/// compared in the normalised form of ``HousingColumn/normalize(_:)`` (lowercase letters and
/// digits only); these labels are translated (``L(_:)``), so the side panel's headings speak
/// the list's language. Otherwise the generic rule: split the name into words at underscores, dashes,
/// dots and spaces, between a lowercase letter or digit and an uppercase letter
/// (`lotArea`), before the last capital of a run of capitals followed by a lowercase letter
/// (`HTMLFile` → `HTML File`) and between a letter and a digit after it (`floor2`); lowercase every word except
/// ones written in capitals (`ID`, `SF`), and capitalise the first. An empty name gives
/// "Column N" (its 1-based position).
public enum ColumnLabel {
    /// The label of the column named `name`, at 0-based `index` in the header.
    public static func label(for name: String, index: Int) -> String {
        let trimmed = name.trimmingBlanks()
        let normalized = HousingColumn.normalize(trimmed)
        if let known = known[normalized] { return L(known) }
        let words = words(of: trimmed)
        guard let first = words.first else { return L("Column {0}").filling(String(index + 1)) }
        let rest = words.dropFirst().map { $0.allSatisfy(\.isUppercase) && $0.count > 1 ? $0 : $0.lowercased() }
        let head =
            first.allSatisfy(\.isUppercase) && first.count > 1
            ? first : first.prefix(1).uppercased() + first.dropFirst().lowercased()
        return ([head] + rest).joined(separator: " ")
    }

    /// The words of `name` (see the type's documentation).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let chars = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (i, c) in chars.enumerated() {
            if c == "_" || c == "-" || c == "." || c == " " || c == "\t" || c == "/" {
                flush()
                continue
            }
            if let previous = current.last {
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                let lowerToUpper = (previous.isLowercase || previous.isNumber) && c.isUppercase
                let acronymEnd = previous.isUppercase && c.isUppercase && (next?.isLowercase ?? false)
                let letterDigit = previous.isLetter && c.isNumber
                if lowerToUpper || acronymEnd || letterDigit { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// Labels of names known from real housing files, by normalised name.
    static let known: [String: String] = [
        // Prices.
        "price": N("Price"), "saleprice": N("Price"), "salesprice": N("Price"), "sellingprice": N("Price"),
        // This project's Ames file (data/README.md).
        "id": N("ID"), "neighborhood": N("Neighbourhood"), "neighbourhood": N("Neighbourhood"),
        "bedrooms": N("Bedrooms"), "bathrooms": N("Bathrooms"),
        "livingareasqft": N("Living area"), "livingarea": N("Living area"), "lotareasqft": N("Lot area"),
        "lotarea": N("Lot area"),
        "yearbuilt": N("Year built"), "yearsold": N("Year sold"), "monthsold": N("Month sold"),
        "buildingtype": N("Building type"), "housestyle": N("House style"), "longitude": N("Longitude"),
        "latitude": N("Latitude"),
        // De Cock's original Ames names.
        "grlivarea": N("Living area"), "bedroomabvgr": N("Bedrooms"), "fullbath": N("Full bathrooms"),
        "halfbath": N("Half bathrooms"),
        "yrsold": N("Year sold"), "mosold": N("Month sold"), "bldgtype": N("Building type"),
        "yearremodadd": N("Year remodelled"),
        "overallqual": N("Overall quality"), "overallcond": N("Overall condition"),
        "totrmsabvgrd": N("Rooms above ground"),
        "garagecars": N("Garage cars"), "garagearea": N("Garage area"), "totalbsmtsf": N("Basement area"),
        "firstflrsf": N("First floor area"), "1stflrsf": N("First floor area"), "secondflrsf": N("Second floor area"),
        "2ndflrsf": N("Second floor area"), "lotfrontage": N("Lot frontage"), "mszoning": N("Zoning"),
        "pid": N("Parcel ID"),
        "poolarea": N("Pool area"), "fireplaces": N("Fireplaces"), "kitchenabvgr": N("Kitchens"),
        "mssubclass": N("Dwelling class"),
        // The Windsor "Housing" data (Anglin and Gençay 1996).
        "lotsize": N("Lot size"), "bathrms": N("Bathrooms"), "stories": N("Stories"), "driveway": N("Driveway"),
        "recroom": N("Recreation room"), "fullbase": N("Full basement"), "gashw": N("Gas water heating"),
        "airco": N("Air conditioning"), "garagepl": N("Garage places"), "prefarea": N("Preferred area"),
        // Common elsewhere.
        "sqft": N("Living area"), "sqftliving": N("Living area"), "sqftlot": N("Lot size"), "yrbuilt": N("Year built"),
        "zipcode": N("ZIP code"), "zip": N("ZIP code"),
    ]
}

extension String {
    /// The string without surrounding spaces and tabs.
    @_spi(Oracles) public func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
