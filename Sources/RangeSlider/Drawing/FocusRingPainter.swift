// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Draws the focus ring of a thumb reached with the keyboard (`:focus-visible`): a round
/// ring 2 px wide just outside the thumb's widget box (its frame inset by 1 px), in the
/// highlight node's CSS colour (the theme's accent) at 70 % opacity, the look of a CSS
/// outline.
///
/// The slider draws it itself, with Cairo, into a cached layer (or into its skin drawing)
/// instead of leaving it to a CSS outline: GTK's GL renderer draws a rounded outline with its
/// own antialiasing, up to 17/255 away from the Cairo renderer's on the ring's edge pixels,
/// while a layer is copied pixel for pixel by both.
struct FocusRingPainter {
    /// The ring's colour.
    let color: RGBA

    /// The ring's width, logical pixels.
    static let width = 2.0
    /// The ring's opacity over the highlight colour.
    static let alpha = 0.7

    /// The ring in `slider`'s theme colour.
    init(slider: RangeSliderWidget) {
        let accent = slider.themeColor(.highlight)
        color = RGBA(red: accent.red, green: accent.green, blue: accent.blue, alpha: accent.alpha * Self.alpha)
    }

    /// A ring in `color`.
    init(color: RGBA) {
        self.color = color
    }

    /// Whether `thumb`'s widget shows keyboard focus (GTK's focus-visible state).
    static func isShown(on slider: RangeSliderWidget, thumb: Thumb) -> Bool {
        isShown(on: slider, index: slider.thumbIndex(of: thumb))
    }

    /// Whether the widget of the thumb at `index` shows keyboard focus.
    static func isShown(on slider: RangeSliderWidget, index: Int) -> Bool {
        guard slider.thumbWidgets.indices.contains(index) else { return false }
        return gtk_widget_get_state_flags(slider.thumbWidgets[index]).rawValue & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue
            != 0
    }

    /// How far the ring reaches beyond a thumb's frame, logical pixels.
    static var reach: Double { width - 1 }

    /// Paints the ring around the thumb whose frame is `frame` (any space; the ring is round,
    /// so orientation does not matter).
    func paint(_ cr: OpaquePointer, frame: SliderRect) {
        let box = frame.insetBy(dx: 1, dy: 1)
        guard box.width > 0, box.height > 0 else { return }
        let outer = box.insetBy(dx: -Self.width, dy: -Self.width)
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        CairoPath.roundedRect(cr, outer, radius: min(outer.width, outer.height) / 2)
        CairoPath.roundedRect(cr, box, radius: min(box.width, box.height) / 2)
        CairoPath.setColor(cr, color)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
