// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// What the window remembers between runs: its size, the filters, the price scale and the sort
/// (GSettings schema `io.github.cerangeslider.HousePrices`, `data/*.gschema.xml`).
///
/// **Where the schema comes from.** Installed (`meson install`), it is in
/// `PREFIX/share/glib-2.0/schemas`: found through GLib's usual directories (`XDG_DATA_DIRS`,
/// `GSETTINGS_SCHEMA_DIR`) or, for a prefix GLib does not search, beside the executable in
/// `../share/glib-2.0/schemas`. Run from the build folder, `scripts/run.sh` compiles it into
/// the build folder's `schemas/` (`scripts/compile-app-data.sh`), which is also looked at.
/// Without a schema the window works and remembers nothing (one line on standard error).
///
/// **Where the values go.** GLib's default backend (dconf on a GNOME desktop). Where GLib has
/// only its memory backend (no dconf) and `GSETTINGS_BACKEND` is not set, a keyfile in
/// `$XDG_CONFIG_HOME/glib-2.0/settings/keyfile` instead, so state persists there too.
///
/// The window reads the state once, before the data loads, and writes it when it closes.
/// Command-line options win over the remembered values.
final class WindowState {
    private let settings: UnsafeMutablePointer<GSettings>

    private init(settings: UnsafeMutablePointer<GSettings>) { self.settings = settings }
    deinit { g_object_unref(UnsafeMutableRawPointer(settings)) }

    /// The app's settings, or nil (with a message on standard error) when the schema is not
    /// installed or compiled.
    static func open(executableDirectory: String) -> WindowState? {
        guard let schema = lookUpSchema(executableDirectory: executableDirectory) else {
            FileHandle.standardError.write(
                Data(
                    """
                    house-prices: the settings schema \(AppInfo.id) is not installed: the window will not \
                    remember its state (scripts/run.sh compiles it into the build folder)\n
                    """.utf8))
            return nil
        }
        defer { g_settings_schema_unref(schema) }
        var backend: UnsafeMutablePointer<GSettingsBackend>? = nil
        if ProcessInfo.processInfo.environment["GSETTINGS_BACKEND"] == nil,
            let fallback = g_settings_backend_get_default()
        {
            if String(cString: hp_type_name(UnsafeMutableRawPointer(fallback))) == "GMemorySettingsBackend" {
                let file = String(cString: g_get_user_config_dir()) + "/glib-2.0/settings/keyfile"
                backend = g_keyfile_settings_backend_new(file, "/", nil)
            }
            g_object_unref(UnsafeMutableRawPointer(fallback))
        }
        defer { if let backend { g_object_unref(UnsafeMutableRawPointer(backend)) } }
        guard let settings = g_settings_new_full(schema, backend, nil) else { return nil }
        return WindowState(settings: settings)
    }

    private static func lookUpSchema(executableDirectory dir: String) -> OpaquePointer? {
        let parent = g_settings_schema_source_get_default()
        if let parent, let schema = g_settings_schema_source_lookup(parent, AppInfo.id, 1) { return schema }
        for candidate in [dir + "/../share/glib-2.0/schemas", dir + "/schemas"]
        where FileManager.default.fileExists(atPath: candidate + "/gschemas.compiled") {
            var error: UnsafeMutablePointer<GError>?
            guard let source = g_settings_schema_source_new_from_directory(candidate, parent, 0, &error) else {
                if let error { g_error_free(error) }
                continue
            }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, AppInfo.id, 0) { return schema }
        }
        return nil
    }

    // MARK: - Values

    var windowSize: (width: Int32, height: Int32) {
        (g_settings_get_int(settings, "window-width"), g_settings_get_int(settings, "window-height"))
    }
    var isMaximized: Bool { g_settings_get_boolean(settings, "window-maximized") != 0 }
    var spreadByHomes: Bool { g_settings_get_boolean(settings, "spread-by-homes") != 0 }

    /// The file's own column the list was sorted by (its header name) and the direction, if
    /// it was sorted by one.
    var fileSort: (name: String, ascending: Bool)? {
        let name = g_settings_get_string(settings, "sort-file-column")
        defer { g_free(name) }
        guard let name, name.pointee != 0 else { return nil }
        return (String(cString: name), g_settings_get_boolean(settings, "sort-file-ascending") != 0)
    }

    var sortOrder: HomeSortOrder {
        let name = g_settings_get_string(settings, "sort-column")
        defer { g_free(name) }
        let column = name.flatMap { HomeListColumn(argumentName: String(cString: $0)) } ?? .price
        return HomeSortOrder(column: column, ascending: g_settings_get_boolean(settings, "sort-ascending") != 0)
    }

    /// The side panel's remembered choices (``SavedFilters/encoded``).
    var panelFilters: SavedFilters { SavedFilters(encoded: strings("panel-filters")) }

    /// The columns the person hid or added with the list's column menu.
    var listColumns: ListColumnChoice { ListColumnChoice(encoded: strings("list-columns")) }

    /// A string-array key's strings.
    private func strings(_ key: String) -> [String] {
        guard let strv = g_settings_get_strv(settings, key) else { return [] }
        defer { g_strfreev(strv) }
        var texts: [String] = []
        var i = 0
        while let text = strv[i] {
            texts.append(String(cString: text))
            i += 1
        }
        return texts
    }

    /// A remembered filter (``SavedRange``): nil for a bound at its end.
    func range(_ key: String) -> (lower: Double?, upper: Double?) {
        guard let variant = g_settings_get_value(settings, key) else { return (nil, nil) }
        defer { g_variant_unref(variant) }
        var count: gsize = 0
        guard let raw = g_variant_get_fixed_array(variant, &count, gsize(MemoryLayout<Double>.size)) else {
            return (nil, nil)
        }
        let values = Array(UnsafeBufferPointer(start: raw.assumingMemoryBound(to: Double.self), count: Int(count)))
        return SavedRange.decode(values)
    }

    /// Writes everything at once (one change for GSettings' backend).
    func save(
        width: Int32, height: Int32, maximized: Bool, price: [Double]?, secondary: [Double]?,
        spreadByHomes: Bool, sort: HomeSortOrder, fileSort: (name: String, ascending: Bool)?, panel: SavedFilters?,
        listColumns: ListColumnChoice
    ) {
        g_settings_delay(settings)
        g_settings_set_int(settings, "window-width", width)
        g_settings_set_int(settings, "window-height", height)
        g_settings_set_boolean(settings, "window-maximized", maximized ? 1 : 0)
        if let price { setRange("price-range", price) }
        if let secondary { setRange("secondary-range", secondary) }
        g_settings_set_boolean(settings, "spread-by-homes", spreadByHomes ? 1 : 0)
        if let panel { setStrings("panel-filters", panel.encoded) }
        setStrings("list-columns", listColumns.encoded)
        g_settings_set_string(settings, "sort-column", sort.column.argumentName)
        g_settings_set_boolean(settings, "sort-ascending", sort.ascending ? 1 : 0)
        g_settings_set_string(settings, "sort-file-column", fileSort?.name ?? "")
        g_settings_set_boolean(settings, "sort-file-ascending", (fileSort?.ascending ?? true) ? 1 : 0)
        g_settings_apply(settings)
        g_settings_sync()
    }

    private func setStrings(_ key: String, _ strings: [String]) {
        // A NULL-terminated array of C strings, alive for the call.
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        pointers.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) {
                _ = g_settings_set_strv(settings, key, $0)
            }
        }
    }

    private func setRange(_ key: String, _ values: [Double]) {
        let variant = values.withUnsafeBufferPointer { buffer in
            g_variant_new_fixed_array(
                g_variant_type_checked_("d"), buffer.baseAddress, gsize(buffer.count), gsize(MemoryLayout<Double>.size))
        }
        g_settings_set_value(settings, key, variant)
    }
}
