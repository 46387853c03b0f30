// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A colour with red, green, blue and alpha components in 0…1, as Cairo and `GdkRGBA` use.
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey: `white` 0 is black, 1 is white (UIKit's `colorWithWhite:alpha:`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// True when every component is a finite number (NaN and infinities are not colours).
    public var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }

    /// The colour with every component clamped into 0…1.
    public var clamped: RGBA {
        func c(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
        return RGBA(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// `rgba(r, g, b, a)` with 0…255 channels, as CSS writes it; non-finite components are
    /// shown as they are (`RGBA(nan, 0, 0, 1)`).
    public var description: String {
        guard isFinite else { return "RGBA(\(red), \(green), \(blue), \(alpha))" }
        let c = clamped
        return "rgba(\(Int((c.red * 255).rounded())), \(Int((c.green * 255).rounded())), "
            + "\(Int((c.blue * 255).rounded())), \(c.alpha))"
    }

    /// Opaque white.
    public static let white = RGBA(white: 1)
    /// Opaque black.
    public static let black = RGBA(white: 0)
    /// UIKit's `grayColor` (white 0.5).
    public static let gray = RGBA(white: 0.5)
}
