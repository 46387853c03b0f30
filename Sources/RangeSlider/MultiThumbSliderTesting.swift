// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Hooks for tests and benchmarks (`@_spi(Testing)`): the drag handlers of a
/// ``MultiThumbSliderWidget`` run directly, without pointer events.
extension MultiThumbSliderWidget {
    /// Runs the drag-begin handler at widget coordinates (`x`, `y`), as `drag-begin` would.
    /// Returns whether a drag started.
    @_spi(Testing)
    @discardableResult
    public func simulateDragBegin(x: Double, y: Double) -> Bool {
        dragBegan(x: x, y: y)
        return tracker.isTracking
    }

    /// Runs the drag-update handler with the drag's offset from the press.
    @_spi(Testing)
    public func simulateDragUpdate(dx: Double, dy: Double, fineTune: Bool = false) {
        dragUpdated(dx: dx, dy: dy, fineTune: fineTune)
    }

    /// Ends a drag as `drag-end` would.
    @_spi(Testing)
    public func simulateDragEnd() {
        finishDrag()
    }
}
