// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// How the header bar names the data.
enum DataTitle {
    /// The last component of a path.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `ames-housing.csv · 2,930 homes`, or `1,000,000 synthetic homes from ames-housing.csv`.
    /// The name suggested for an export: `ames-housing-matching.csv`.
    static func exportName(for title: String) -> String {
        let base = title.lowercased().hasSuffix(".csv") ? String(title.dropLast(4)) : title
        return (base.isEmpty ? "homes" : base) + "-matching.csv"
    }

    static func subtitle(title: String, homes: Int, generated: Bool) -> String {
        generated
            ? Lp("{0} synthetic home from {1}", "{0} synthetic homes from {1}", homes).filling(
                HousingFormat.grouped(homes), title)
            : Lp("{0} · {1} home", "{0} · {1} homes", homes).filling(title, HousingFormat.grouped(homes))
    }
}
