// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousingData

/// The window stack's two AdwStatusPages, "no homes match" (`empty`) and "cannot use this
/// data" (`error`), each built the first time it is needed.
///
/// Start-up: most runs show neither page, yet built with the window they cost the first frame
/// their widgets, their styles and two 128-pixel icons (`edit-find-symbolic`,
/// `dialog-error-symbolic`) looked up, loaded and rendered from SVG when the window is
/// presented. Built on first use, a page looks exactly as before (checked pixel for pixel by
/// `HousePricesAppTests.testStatusPagesLookTheSameBuiltOnFirstUse`); until then the stack holds
/// only the loading page and the list. `HOUSE_PRICES_EAGER_STATUS_PAGES=1` builds both with
/// the window, as before (for that comparison).
///
/// Ownership: the stack owns each page once it is added; this object keeps unowned pointers
/// to them, valid while the stack lives (the window's lifetime).
final class StatusPages {
    /// The names of the pages this object builds, in the stack's order.
    static let names = ["empty", "error"]

    private let stack: Widget
    private var pages: [String: Widget] = [:]

    /// Pages for `stack`; with `HOUSE_PRICES_EAGER_STATUS_PAGES=1`, both built at once.
    init(stack: Widget) {
        self.stack = stack
        if ProcessInfo.processInfo.environment["HOUSE_PRICES_EAGER_STATUS_PAGES"] == "1" {
            Self.names.forEach { _ = page($0) }
        }
    }

    /// The names of the pages built so far, in the stack's order.
    var built: [String] { Self.names.filter { pages[$0] != nil } }

    /// Builds the page `name` if it is one of ours and not built yet, so that the stack can
    /// show it. Other names (`loading`, `list`) are left alone.
    func prepare(_ name: String) {
        if Self.names.contains(name) { _ = page(name) }
    }

    /// Sets the error page's description (the reason the data cannot be used), building it.
    func setErrorDescription(_ text: String) {
        adw_status_page_set_description(OpaquePointer(page("error")), AppMarkup.escape(text))
    }

    /// Gives the error page's retry button the keyboard focus (Return retries), building it.
    func focusRetry() {
        _ = page("error")
        if let retry { gtk_widget_grab_focus(retry) }
    }

    /// The error page's retry button, once built.
    private var retry: Widget?

    private func page(_ name: String) -> Widget {
        if let page = pages[name] { return page }
        let page: Widget
        if name == "empty" {
            page = Self.makeEmptyPage()
        } else {
            (page, retry) = Self.makeErrorPage()
        }
        gtk_stack_add_named(stack.opaque, page, name)
        pages[name] = page
        return page
    }

    /// "No homes match", with a button that shows every home (`win.reset`).
    private static func makeEmptyPage() -> Widget {
        let page = adw_status_page_new()!
        adw_status_page_set_icon_name(OpaquePointer(page), "edit-find-symbolic")
        adw_status_page_set_title(OpaquePointer(page), L("No Homes Match"))
        adw_status_page_set_description(
            OpaquePointer(page), AppMarkup.escape(L("Widen the price or living area range.")))
        let showAll = gtk_button_new_with_mnemonic(L("_Show Every Home"))!
        gtk_actionable_set_action_name(OpaquePointer(showAll), "win.reset")
        showAll.addClass("pill")
        gtk_widget_set_halign(showAll, GTK_ALIGN_CENTER)
        adw_status_page_set_child(OpaquePointer(page), showAll)
        return page
    }

    /// "Cannot use this data", with a button that reads the same data again (`win.retry`: a
    /// server back up, a file repaired) and one that opens another file (`win.open`); the
    /// description is the reason, set by ``setErrorDescription(_:)``.
    private static func makeErrorPage() -> (page: Widget, retry: Widget) {
        let page = adw_status_page_new()!
        adw_status_page_set_icon_name(OpaquePointer(page), "dialog-error-symbolic")
        adw_status_page_set_title(OpaquePointer(page), L("Cannot Use This Data"))
        let openOther = gtk_button_new_with_mnemonic(L("_Open Another File…"))!
        gtk_actionable_set_action_name(OpaquePointer(openOther), "win.open")
        openOther.addClass("pill")
        openOther.addClass("suggested-action")
        let retry = gtk_button_new_with_mnemonic(L("_Try Again"))!
        gtk_actionable_set_action_name(OpaquePointer(retry), "win.retry")
        retry.addClass("pill")
        let buttons = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [retry, openOther])
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        adw_status_page_set_child(OpaquePointer(page), buttons)
        return (page, retry)
    }
}
