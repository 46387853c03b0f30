// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim

/// Registers GEnum types from Swift, for enum-typed GObject properties.
public enum GObjectEnum {
    /// Registers (once per process) an enumeration type `name` with `values` as (value, C name,
    /// nickname) triples, e.g. `(0, "CE_TRACK_CLICK_BEHAVIOR_PAGE", "page")`; returns the type.
    /// Registering the same name again returns the existing type.
    ///
    /// GLib keeps the value table for the life of the process: it and its strings are
    /// allocated once here and never freed, as `g_enum_register_static` requires.
    public static func register(name: String, values: [(Int32, String, String)]) -> GType {
        let existing = g_type_from_name(name)
        if existing != 0 { return existing }
        let table = UnsafeMutablePointer<GEnumValue>.allocate(capacity: values.count + 1)
        for (index, (value, cName, nick)) in values.enumerated() {
            table[index] = GEnumValue(value: value, value_name: g_strdup(cName), value_nick: g_strdup(nick))
        }
        table[values.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        return g_enum_register_static(name, table)  // GLib copies the name
    }
}
