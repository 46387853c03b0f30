// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousingData
import RangeSlider

/// Open and save dialogs (GtkFileDialog from GTK 4.10, GtkFileChooserNative before: the desktop
/// portal's dialog when there is one, GTK's own otherwise), and drops of files on the window
/// (GtkDropTarget for GFile).
///
/// Ownership: the dialog lives until its answer; the answer's box holds the callback until then.
enum FileChoosing {
    /// Asks for a CSV file to open; calls `chosen` with its path.
    static func open(parent: Widget, _ chosen: @escaping (String) -> Void) {
        run(parent: parent, save: false, title: L("Open Homes"), accept: L("_Open"), suggesting: nil, chosen)
    }

    /// Asks where to save a CSV file, suggesting `name`; calls `chosen` with the path.
    static func save(parent: Widget, suggesting name: String, _ chosen: @escaping (String) -> Void) {
        run(
            parent: parent, save: true, title: L("Export Matching Homes"), accept: L("_Export"), suggesting: name,
            chosen)
    }

    private final class Answer {
        let chosen: (String) -> Void
        init(_ chosen: @escaping (String) -> Void) { self.chosen = chosen }
    }

    private static func run(
        parent: Widget, save: Bool, title: String, accept: String, suggesting name: String?,
        _ chosen: @escaping (String) -> Void
    ) {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, L("CSV files"))
        gtk_file_filter_add_mime_type(filter, "text/csv")
        gtk_file_filter_add_pattern(filter, "*.csv")
        gtk_file_filter_add_pattern(filter, "*.CSV")
        defer { g_object_unref(UnsafeMutableRawPointer(filter)) }  // the dialog holds it
        let box = Unmanaged.passRetained(Answer(chosen)).toOpaque()
        cgtk_file_dialog_run(
            parent.cast(GtkWindow.self), save ? 1 : 0, title, accept, filter, name,
            { file, data in
                guard let data else { return }
                guard let file, let path = g_file_get_path(file) else { return }
                defer { g_free(path) }
                Unmanaged<Answer>.fromOpaque(data).takeUnretainedValue().chosen(String(cString: path))
            }, box,
            { data in
                if let data { Unmanaged<Answer>.fromOpaque(data).release() }
            })
    }
}

/// A drop target on the window for files (a CSV dragged from the file manager): the window
/// opens what is dropped. GTK's GtkDropTarget with type GFile; the widget owns the controller,
/// the controller's signal connection owns the handler's box.
final class FileDropTarget {
    /// The controller (owned by the widget it was added to).
    let controller: OpaquePointer

    private final class Box {
        let dropped: (String) -> Bool
        init(_ dropped: @escaping (String) -> Bool) { self.dropped = dropped }
    }

    /// GtkDropTarget::drop: (target, const GValue *value, double x, double y) -> gboolean.
    private static let thunk:
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double,
            UnsafeMutableRawPointer?
        ) -> gboolean = { _, value, _, _, data in
            guard let value, let data, let file = hp_value_get_file(value), let path = g_file_get_path(file) else {
                return 0
            }
            defer { g_free(path) }
            return Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().dropped(String(cString: path)) ? 1 : 0
        }

    /// Adds a drop target to `widget`; `dropped` gets each dropped file's local path and says
    /// whether it was taken.
    init(on widget: Widget, _ dropped: @escaping (String) -> Bool) {
        let target = hp_drop_target_new_for_files()!
        controller = target
        let box = Unmanaged.passRetained(Box(dropped)).toOpaque()
        g_signal_connect_data(
            UnsafeMutableRawPointer(target), "drop", unsafeBitCast(Self.thunk, to: GCallback.self), box,
            { data, _ in if let data { Unmanaged<Box>.fromOpaque(data).release() } },
            GConnectFlags(rawValue: 0))
        gtk_widget_add_controller(widget, target)
    }

    /// Emits the drop target's `drop` signal for `path`, as GTK does when a file is dropped at
    /// (`x`, `y`): the in-process drop test (`--debug-drop`). Returns whether it was taken.
    func simulateDrop(of path: String, x: Double = 100, y: Double = 100) -> Bool {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        return hp_emit_drop_file(controller, file, x, y) != 0
    }
}

/// Files opened recently, through GTK's recent-files list (`recently-used.xbel`, shared with
/// the file chooser and other apps), for the primary menu's "Open Recent".
enum RecentFiles {
    /// Records that `path` was opened.
    static func add(_ path: String) {
        guard let manager = gtk_recent_manager_get_default(), let uri = g_filename_to_uri(path, nil, nil) else {
            return
        }
        defer { g_free(uri) }
        gtk_recent_manager_add_item(manager, uri)
    }

    /// The CSV files this app opened, most recent first, that still exist (at most `limit`).
    static func paths(limit: Int = 6) -> [(path: String, modified: Int64)] {
        guard let manager = gtk_recent_manager_get_default() else { return [] }
        var list = gtk_recent_manager_get_items(manager)
        defer { g_list_free_full(list) { if let p = $0 { gtk_recent_info_unref(OpaquePointer(p)) } } }
        var found: [(String, Int64)] = []
        let appName = g_get_application_name().map { String(cString: $0) }
        let program = g_get_prgname().map { String(cString: $0) }
        while let node = list {
            defer { list = node.pointee.next }
            guard let data = node.pointee.data else { continue }
            let info = OpaquePointer(data)
            let ours = [appName, program].compactMap { $0 }.contains { gtk_recent_info_has_application(info, $0) != 0 }
            guard ours, let uri = gtk_recent_info_get_uri(info),
                let path = g_filename_from_uri(uri, nil, nil)
            else { continue }
            defer { g_free(path) }
            let p = String(cString: path)
            guard p.lowercased().hasSuffix(".csv"), FileManager.default.fileExists(atPath: p) else { continue }
            let modified = Int64(gtk_recent_info_get_modified(info).map { g_date_time_to_unix($0) } ?? 0)
            found.append((p, modified))
        }
        return Array(found.sorted { $0.1 > $1.1 }.prefix(limit))
    }
}
