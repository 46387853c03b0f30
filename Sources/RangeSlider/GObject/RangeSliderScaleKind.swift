// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

// The scale as GObject, C and Python clients see it: the `scale` property, an enumeration
// (`CeRangeSliderScale`), and the piecewise and quantile scales that its values `piecewise`
// and `quantile` switch back to. The breakpoints and the data themselves come through C
// functions (ce_range_slider_set_scale_breakpoints, ce_range_slider_set_quantile_data), since
// a GObject property cannot carry them well.

/// The last piecewise and the last quantile scale a slider had, from Swift's ``RangeSliderWidget/setScale(_:)``
/// or the C setters: what the `scale` property re-applies when set to `piecewise` or `quantile`.
struct RememberedScales {
    var piecewise: PiecewiseScale?
    var quantile: QuantileScale?

    mutating func remember(_ scale: SliderScale) {
        switch scale {
        case .piecewise(let p): piecewise = p
        case .quantile(let q): quantile = q
        case .linear, .logarithmic: break
        }
    }
}

/// Why a scale chosen by its name (the `scale` property, `ce_range_slider_set_scale`) could
/// not be used, besides a ``ScaleError`` from the scale itself.
public enum ScaleChoiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `piecewise` or `quantile` was chosen before any breakpoints or data were given.
    case notGiven(scale: String)
    /// The number is no `CeRangeSliderScale` value.
    case unknownScale(Int32)

    public var description: String {
        switch self {
        case .notGiven(let scale):
            let what = scale == "piecewise" ? "breakpoints" : "data"
            return "no \(what) for a \(scale) scale have been given yet"
        case .unknownScale(let value):
            return "\(value) is not a CeRangeSliderScale"
        }
    }
}

extension RangeSliderWidget {
    /// The GType of `CeRangeSliderScale`, the enumeration of the `scale` property.
    public static var scaleGType: GType { RangeSliderEnums.scaleType }

    /// The `CeRangeSliderScale` value of the slider's scale: 0 linear, 1 logarithmic,
    /// 2 piecewise, 3 quantile.
    @_spi(CLibrary)
    public var scaleValue: Int32 { scaleKind }

    /// Sets the scale by its `CeRangeSliderScale` value, as the `scale` property does: linear
    /// and logarithmic as such, piecewise and quantile as the last piecewise or quantile scale
    /// the slider had (from ``setScale(_:)`` or the C setters). Throws, and keeps the scale,
    /// when that scale cannot map the range (a ``ScaleError``), or when there is none to go
    /// back to (``ScaleChoiceError``).
    @_spi(CLibrary)
    public func setScale(kind: Int32) throws {
        switch kind {
        case 0: try setScale(.linear)
        case 1: try setScale(.logarithmic)
        case 2:
            guard let p = scaleState.remembered.piecewise else { throw ScaleChoiceError.notGiven(scale: "piecewise") }
            try setScale(.piecewise(p))
        case 3:
            guard let q = scaleState.remembered.quantile else { throw ScaleChoiceError.notGiven(scale: "quantile") }
            try setScale(.quantile(q))
        default:
            throw ScaleChoiceError.unknownScale(kind)
        }
    }
}
