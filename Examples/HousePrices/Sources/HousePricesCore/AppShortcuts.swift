// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// One keyboard shortcut of the house-price window.
public struct AppShortcut: Equatable, Sendable {
    /// The detailed action name the accelerator is set for (`win.open`), or nil for keys a
    /// widget handles itself (the slider's arrows).
    public let action: String?
    /// GTK accelerators (`<Control>o`, `Left Right`), space-separated when several.
    public let accelerator: String
    /// What it does, as the shortcuts window says it (an English message id: translate with
    /// ``L(_:)``).
    public let title: String
}

/// A titled group of shortcuts in the shortcuts window.
public struct AppShortcutGroup: Equatable, Sendable {
    /// The group's title (English message id).
    public let title: String
    /// Its shortcuts, in order.
    public let shortcuts: [AppShortcut]
}

/// Every shortcut of the window, in one table: the app sets the accelerators of the actions
/// from it and builds the shortcuts window (Ctrl+?) from it, so the window lists every one.
public enum AppShortcuts {
    /// The groups, as the shortcuts window shows them.
    public static let groups: [AppShortcutGroup] = [
        AppShortcutGroup(
            title: N("General"),
            shortcuts: [
                AppShortcut(action: "win.open", accelerator: "<Control>o", title: N("Open a file")),
                AppShortcut(action: "win.export", accelerator: "<Control>e", title: N("Export the matching homes")),
                AppShortcut(action: "win.copy", accelerator: "<Control><Shift>c", title: N("Copy the matching homes")),
                AppShortcut(action: "win.reset", accelerator: "<Control>r", title: N("Show every home")),
                AppShortcut(
                    action: "win.show-help-overlay", accelerator: "<Control>question", title: N("Keyboard shortcuts")),
                AppShortcut(action: nil, accelerator: "F10", title: N("Main menu")),
                AppShortcut(action: "win.next-pane", accelerator: "F6", title: N("Move to the next pane")),
                AppShortcut(
                    action: "win.previous-pane", accelerator: "<Shift>F6", title: N("Move to the previous pane")),
                AppShortcut(action: "window.close", accelerator: "<Control>w", title: N("Close the window")),
                AppShortcut(action: "app.quit", accelerator: "<Control>q", title: N("Quit")),
            ]),
        AppShortcutGroup(
            title: N("Sliders"),
            shortcuts: [
                AppShortcut(action: nil, accelerator: "Left Right", title: N("Move the focused thumb a step")),
                AppShortcut(action: nil, accelerator: "Page_Up Page_Down", title: N("Move the focused thumb a tenth")),
                AppShortcut(action: nil, accelerator: "Home End", title: N("Move the focused thumb to an end")),
                AppShortcut(action: nil, accelerator: "F2", title: N("Type a value for the focused thumb")),
                AppShortcut(action: nil, accelerator: "<Shift>F10 Menu", title: N("Preset price ranges")),
            ]),
    ]

    /// The actions with accelerators: (detailed action name, accelerator).
    public static var actionAccelerators: [(action: String, accelerator: String)] {
        groups.flatMap(\.shortcuts).compactMap { s in s.action.map { ($0, s.accelerator) } }
    }

    /// GtkBuilder XML for a GtkShortcutsWindow with the object id `help_overlay`, titles
    /// passed through `translate`.
    public static func shortcutsWindowXML(translate: (String) -> String = L) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkShortcutsWindow" id="help_overlay">
                <property name="modal">1</property>
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">shortcuts</property>
                    <property name="max-height">12</property>

            """
        for group in groups {
            xml += """
                        <child>
                          <object class="GtkShortcutsGroup">
                            <property name="title">\(escape(translate(group.title)))</property>

                """
            for shortcut in group.shortcuts {
                xml += """
                                <child>
                                  <object class="GtkShortcutsShortcut">
                                    <property name="title">\(escape(translate(shortcut.title)))</property>
                                    <property name="accelerator">\(escape(shortcut.accelerator))</property>
                                  </object>
                                </child>

                    """
            }
            xml += """
                          </object>
                        </child>

                """
        }
        xml += """
                  </object>
                </child>
              </object>
            </interface>
            """
        return xml
    }

    /// Text escaped for XML character data.
    public static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
