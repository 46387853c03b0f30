/// A human label for a column, from its header name: `GrLivArea` → "Living area", `lotsize` →
/// "Lot size", `year_built` → "Year built", `numberOfRooms` → "Number of rooms".
///
/// First a table of names known from real housing files (the Ames data, in this project's
/// form and in De Cock's original names, and the Windsor "Housing" data of Anglin and Gençay),
/// compared in the normalised form of ``HousingColumn/normalize(_:)`` (lowercase letters and
/// digits only). Otherwise the generic rule: split the name into words at underscores, dashes,
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
        if let known = known[normalized] { return known }
        let words = words(of: trimmed)
        guard let first = words.first else { return "Column \(index + 1)" }
        let rest = words.dropFirst().map { $0.allSatisfy(\.isUppercase) && $0.count > 1 ? $0 : $0.lowercased() }
        let head = first.allSatisfy(\.isUppercase) && first.count > 1 ? first : first.prefix(1).uppercased() + first.dropFirst().lowercased()
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
        "price": "Price", "saleprice": "Price", "salesprice": "Price", "sellingprice": "Price",
        // This project's Ames file (data/README.md).
        "id": "ID", "neighborhood": "Neighbourhood", "neighbourhood": "Neighbourhood",
        "bedrooms": "Bedrooms", "bathrooms": "Bathrooms",
        "livingareasqft": "Living area", "livingarea": "Living area", "lotareasqft": "Lot area", "lotarea": "Lot area",
        "yearbuilt": "Year built", "yearsold": "Year sold", "monthsold": "Month sold",
        "buildingtype": "Building type", "housestyle": "House style", "longitude": "Longitude", "latitude": "Latitude",
        // De Cock's original Ames names.
        "grlivarea": "Living area", "bedroomabvgr": "Bedrooms", "fullbath": "Full bathrooms", "halfbath": "Half bathrooms",
        "yrsold": "Year sold", "mosold": "Month sold", "bldgtype": "Building type", "yearremodadd": "Year remodelled",
        "overallqual": "Overall quality", "overallcond": "Overall condition", "totrmsabvgrd": "Rooms above ground",
        "garagecars": "Garage cars", "garagearea": "Garage area", "totalbsmtsf": "Basement area",
        "firstflrsf": "First floor area", "1stflrsf": "First floor area", "secondflrsf": "Second floor area",
        "2ndflrsf": "Second floor area", "lotfrontage": "Lot frontage", "mszoning": "Zoning", "pid": "Parcel ID",
        "poolarea": "Pool area", "fireplaces": "Fireplaces", "kitchenabvgr": "Kitchens", "mssubclass": "Dwelling class",
        // The Windsor "Housing" data (Anglin and Gençay 1996).
        "lotsize": "Lot size", "bathrms": "Bathrooms", "stories": "Stories", "driveway": "Driveway",
        "recroom": "Recreation room", "fullbase": "Full basement", "gashw": "Gas water heating",
        "airco": "Air conditioning", "garagepl": "Garage places", "prefarea": "Preferred area",
        // Common elsewhere.
        "sqft": "Living area", "sqftliving": "Living area", "sqftlot": "Lot size", "yrbuilt": "Year built",
        "zipcode": "ZIP code", "zip": "ZIP code",
    ]
}

extension String {
    /// The string without surrounding spaces and tabs.
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
