import HousingData

/// The matching homes as text, in the list's columns and order: a CSV file to export and
/// tab-separated text for the clipboard.
///
/// **CSV** (``csv(_:in:)``): a header row of machine names the app's own loader recognises
/// (`neighborhood,price,bedrooms,bathrooms,living_area_sqft,year_built`), then one row per home
/// with plain numbers (`129500`, `2.5`; no grouping, no currency, a `.` decimal point whatever
/// the locale), and an empty field for an unknown value. Text fields are quoted when they hold a
/// comma, a quote, a line break or leading/trailing spaces (RFC 4180: quotes doubled). So a file
/// exported and opened again shows the same homes.
///
/// **Tab-separated** (``tabSeparated(_:in:)``): the header titles and the cells as the list shows
/// them (`$129,500`, `1,656 sq ft`, `—`), for pasting into a spreadsheet or a message; tabs and
/// line breaks inside a cell become spaces.
public enum HomeExport {
    /// The CSV header name of each column.
    public static func csvName(of column: HomeListColumn) -> String {
        switch column {
        case .neighborhood: return "neighborhood"
        case .price: return "price"
        case .bedrooms: return "bedrooms"
        case .bathrooms: return "bathrooms"
        case .livingArea: return "living_area_sqft"
        case .yearBuilt: return "year_built"
        }
    }

    /// The rows of `order` (positions in `index`'s price order) as CSV, header first, each line
    /// ending in `\n`.
    public static func csv(_ order: HomeListOrder, in index: PriceIndex) -> String {
        var out = HomeListColumn.allCases.map(csvName(of:)).joined(separator: ",") + "\n"
        for i in 0..<order.count {
            let home = index.dataset[order.row(at: i, in: index)]
            out += csvFields(of: home).joined(separator: ",") + "\n"
        }
        return out
    }

    /// One home's CSV fields, in column order.
    public static func csvFields(of home: HomeRecord) -> [String] {
        HomeListColumn.allCases.map { column in
            switch column {
            case .neighborhood: return home.neighborhood.map(quoted) ?? ""
            case .price: return plain(home.price)
            case .bedrooms: return home.bedrooms.map(String.init) ?? ""
            case .bathrooms: return home.bathrooms.map(plain) ?? ""
            case .livingArea: return home.livingArea.map(plain) ?? ""
            case .yearBuilt: return home.yearBuilt.map(String.init) ?? ""
            }
        }
    }

    /// The rows of `order` as the list shows them, tab-separated, the column titles first.
    public static func tabSeparated(_ order: HomeListOrder, in index: PriceIndex) -> String {
        func clean(_ s: String) -> String {
            String(s.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
        }
        var out = HomeListColumn.allCases.map { clean($0.title) }.joined(separator: "\t") + "\n"
        for i in 0..<order.count {
            let home = index.dataset[order.row(at: i, in: index)]
            out += HomeListColumn.cells(of: home).map(clean).joined(separator: "\t") + "\n"
        }
        return out
    }

    /// A number without grouping or exponent: whole numbers as integers (`129500`), others with
    /// as many decimals as round-trip (`2.5`). Non-finite values give an empty field.
    static func plain(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = "\(value)"
        guard text.contains("e") else { return text }
        return ValueText.decimal(value)
    }

    /// A text field, quoted when CSV needs it.
    static func quoted(_ text: String) -> String {
        let needs = text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            || text.first == " " || text.last == " "
        guard needs else { return text }
        return "\"" + String(text.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }
}

/// Decimal text for numbers Swift would print with an exponent.
enum ValueText {
    static func decimal(_ value: Double) -> String {
        // Values with exponents only arise far outside a home's numbers; 6 decimals suffice.
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9e18 else { return "" }
        let n = Int64(scaled)
        let whole = n / 1_000_000, fraction = abs(n % 1_000_000)
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        let sign = (n < 0 && whole == 0) ? "-" : ""
        return digits.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(digits)"
    }
}
