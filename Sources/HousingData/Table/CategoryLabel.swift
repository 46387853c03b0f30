// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A human label for a value of a categorical column, from the codes real housing files use:
/// the Ames data's building types (`OneFam` → "Single-family detached", and De Cock's original
/// `1Fam`) and house styles (`SLvl` → "Split level", `1.5Fin` → "One and a half storeys,
/// finished"), translated with ``L(_:)``. Any other value, or a value of another column, is
/// shown as the file writes it.
///
/// The column is recognised by its name in the normalised form of ``HousingColumn/normalize(_:)``
/// (`building_type`, `BldgType` and `Building Type` are one column); a value by its text without
/// surrounding blanks, case included (the codes are the data set's own spellings). Only what
/// is shown changes: filters, counts, sorting and exports keep the file's values.
public enum CategoryLabel {
    /// The label of `value` in the column named `column` (a header name).
    public static func label(for value: String, column: String) -> String {
        labeller(column: column)(value)
    }

    /// The labelling of the column named `column`, for many values (the column's name is looked
    /// up once): the identity for a column without known values.
    public static func labeller(column: String) -> (String) -> String {
        guard let labels = known[HousingColumn.normalize(column)] else { return { $0 } }
        return { value in labels[value.trimmingBlanks()].map(L) ?? value }
    }

    /// The Ames building types (the data's `BldgType`; data/README.md lists this project's
    /// spellings, De Cock's documentation the original codes).
    static let buildingTypes: [String: String] = [
        "OneFam": N("Single-family detached"), "1Fam": N("Single-family detached"),
        "TwoFmCon": N("Two-family conversion"), "2fmCon": N("Two-family conversion"),
        "2FmCon": N("Two-family conversion"),
        "Duplex": N("Duplex"), "Duplx": N("Duplex"),
        "Twnhs": N("Townhouse, inside unit"), "TwnhsI": N("Townhouse, inside unit"),
        "TwnhsE": N("Townhouse, end unit"),
    ]

    /// The Ames house styles (`HouseStyle`), in this project's spellings and De Cock's codes.
    static let houseStyles: [String: String] = [
        "One Story": N("One storey"), "1Story": N("One storey"),
        "One and Half Fin": N("One and a half storeys, finished"), "1.5Fin": N("One and a half storeys, finished"),
        "One and Half Unf": N("One and a half storeys, unfinished"), "1.5Unf": N("One and a half storeys, unfinished"),
        "Two Story": N("Two storeys"), "2Story": N("Two storeys"),
        "Two and Half Fin": N("Two and a half storeys, finished"), "2.5Fin": N("Two and a half storeys, finished"),
        "Two and Half Unf": N("Two and a half storeys, unfinished"), "2.5Unf": N("Two and a half storeys, unfinished"),
        "SFoyer": N("Split foyer"), "SLvl": N("Split level"),
    ]

    /// Value labels by normalised column name.
    static let known: [String: [String: String]] = [
        "buildingtype": buildingTypes, "bldgtype": buildingTypes,
        "housestyle": houseStyles,
    ]
}
