// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// The list's column menu: a check item per column the file can show
/// (``ListColumnPlan/choices(dataset:table:plan:)``), on a right click on any column header and
/// as "Columns" in the primary menu (for the keyboard, F10). Checking or unchecking one shows or
/// hides that column; the price cannot be hidden. The window remembers the choice.
///
/// Each item is a stateful boolean action `win.list-column-N` (N: the choice's place), made
/// again whenever the choices change (another file, or its own columns read).
///
/// Ownership: the window holds this object. It owns one reference to its GMenu, which the
/// header menus and the primary menu's submenu hold too; the window's action map holds the
/// actions, which this object removes when it replaces them.
final class ListColumnMenu {
    /// The menu (a GMenu).
    let menu: OpaquePointer
    /// The choices offered, in the menu's order.
    private(set) var choices: [ListColumn] = []
    private var actions: [(name: String, action: OpaquePointer)] = []
    private let actionMap: UnsafeMutableRawPointer
    /// Called with the column the person checked (true) or unchecked (false).
    var onToggle: ((ListColumn, Bool) -> Void)?

    /// A menu whose actions go into `actionMap` (the window's).
    init(actionMap: UnsafeMutableRawPointer) {
        self.actionMap = actionMap
        menu = g_menu_new()
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

    /// The menu as a GMenuModel.
    var model: UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
    }

    /// Offers `choices`, checked where `shown` has them.
    func offer(_ choices: [ListColumn], shown: [ListColumn]) {
        for (name, _) in actions { g_action_map_remove_action(OpaquePointer(actionMap), name) }
        actions = []
        g_menu_remove_all(menu)
        self.choices = choices
        for (i, column) in choices.enumerated() {
            let name = "list-column-\(i)"
            let action = AppActions.addToggle(to: actionMap, name, state: shown.contains(column)) { [weak self] on in
                self?.onToggle?(column, on)
            }
            if column == .home(.price) { AppActions.setEnabled(action, false) }  // always shown
            actions.append((name, action))
            g_menu_append(menu, column.title, "win." + name)
        }
    }

    /// Checks the items of `shown` and unchecks the others (the list changed them).
    func show(_ shown: [ListColumn]) {
        for (column, entry) in zip(choices, actions) { AppActions.setState(entry.action, shown.contains(column)) }
    }
}
