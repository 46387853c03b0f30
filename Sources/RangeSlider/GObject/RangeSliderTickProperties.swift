// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

// Ticks as GObject, C and Python clients see them: the properties `tick-mode` (an enumeration,
// `CeRangeSliderTickMode`), `tick-step`, `tick-count`, `tick-spacing`, `minor-ticks` and
// `snap-to-ticks`, and the tick values (ce_range_slider_set_tick_values), since a property
// cannot carry a list of doubles well.
//
// ``RangeSliderWidget/tickSettings`` stays the source of truth. Its ``TickMode`` carries the
// parameter of one mode only, so the slider also keeps the last step, count, spacing and
// values each mode was given (from Swift or from C): `tick-step`, `tick-count` and
// `tick-spacing` read the current mode's parameter while that mode is in force, and the kept
// one otherwise; setting one of them keeps it and, if its mode is in force, applies it; setting
// `tick-mode` switches to that mode with its kept parameter. So the properties can be set in any
// order (a GtkBuilder file that sets `tick-count` after `tick-mode` works), and switching the
// mode away and back restores the mode's parameter.

/// The last parameter each parameterised ``TickMode`` was given, from ``RangeSliderWidget/tickSettings``
/// or the GObject properties and C setters: what `tick-mode` switches to, and what `tick-step`,
/// `tick-count` and `tick-spacing` read while their mode is not in force. Kept as given; read
/// through ``RememberedTickParameters/step(_:)`` and its siblings, which say what the tick engine
/// makes of it.
struct RememberedTickParameters {
    /// `.everyStep`'s step (the property's default, 1).
    var step = 1.0
    /// `.evenlySpread`'s count (default 5).
    var count = 5
    /// `.nice`'s minimum spacing, pixels (default 40).
    var spacing = 40.0
    /// `.values`' values (default none: only the ends are marked).
    var values: [Double] = []

    mutating func remember(_ mode: TickMode) {
        switch mode {
        case .everyStep(let s): step = s
        case .evenlySpread(let c): count = c
        case .nice(let s): spacing = s
        case .values(let v): values = v
        case .none, .breakpoints: break
        }
    }

    /// A step as `tick-step` reads it: what the engine uses, or 0 for a step that marks
    /// nothing (NaN, infinite, 0 or negative).
    static func step(_ s: Double) -> Double { s.isFinite && s > 0 ? s : 0 }

    /// A count as `tick-count` and `minor-ticks` read it: negative counts as 0, as in the engine.
    static func count(_ c: Int) -> Int32 { Int32(clamping: Swift.max(0, c)) }

    /// A spacing as `tick-spacing` reads it: NaN, 0 and negative count as 1 pixel (the
    /// engine's rule), +infinity reads as the largest double (no double property reads
    /// infinite).
    static func spacing(_ s: Double) -> Double { s > 0 ? Swift.min(s, .greatestFiniteMagnitude) : 1 }
}

extension RangeSliderEnums {
    /// `CeRangeSliderTickMode`: CE_RANGE_SLIDER_TICK_MODE_NONE (0), _EVERY_STEP (1),
    /// _EVENLY_SPREAD (2), _VALUES (3), _BREAKPOINTS (4), _NICE (5), the cases of ``TickMode``.
    static let tickModeType = GObjectEnum.register(
        name: "CeRangeSliderTickMode",
        values: [
            (0, "CE_RANGE_SLIDER_TICK_MODE_NONE", "none"),
            (1, "CE_RANGE_SLIDER_TICK_MODE_EVERY_STEP", "every-step"),
            (2, "CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD", "evenly-spread"),
            (3, "CE_RANGE_SLIDER_TICK_MODE_VALUES", "values"),
            (4, "CE_RANGE_SLIDER_TICK_MODE_BREAKPOINTS", "breakpoints"),
            (5, "CE_RANGE_SLIDER_TICK_MODE_NICE", "nice"),
        ])

    /// The `CeRangeSliderTickMode` value of a mode.
    static func tickModeValue(_ mode: TickMode) -> Int32 {
        switch mode {
        case .none: return 0
        case .everyStep: return 1
        case .evenlySpread: return 2
        case .values: return 3
        case .breakpoints: return 4
        case .nice: return 5
        }
    }
}

extension RangeSliderWidget {
    /// The GType of `CeRangeSliderTickMode`, the enumeration of the `tick-mode` property.
    public static var tickModeGType: GType { RangeSliderEnums.tickModeType }

    /// The `CeRangeSliderTickMode` value of ``tickSettings``' mode (0 none … 5 nice); setting
    /// it switches to that mode with the parameter the mode was last given (see the top of
    /// `RangeSliderTickProperties.swift`). Other fields of ``tickSettings`` stay. A number that
    /// is no `CeRangeSliderTickMode` is refused with a warning.
    @_spi(CLibrary)
    public var tickModeValue: Int32 {
        get { RangeSliderEnums.tickModeValue(tickState.settings.mode) }
        set {
            let kept = tickState.rememberedParameters
            let mode: TickMode
            switch newValue {
            case 0: mode = .none
            case 1: mode = .everyStep(kept.step)
            case 2: mode = .evenlySpread(count: kept.count)
            case 3: mode = .values(kept.values)
            case 4: mode = .breakpoints
            case 5: mode = .nice(minimumSpacing: kept.spacing)
            default:
                warn("refused tick-mode = \(newValue): it is no CeRangeSliderTickMode; the tick mode is unchanged")
                return
            }
            guard newValue != tickModeValue else { return }
            tickSettings.mode = mode
        }
    }

    /// The step of `.everyStep` ticks: the mode's own while it is in force, else the one it was
    /// last given (default 1). 0 for a step that marks nothing. Setting it keeps it for the
    /// mode and, when the mode is in force, applies it; a step that is negative or not finite
    /// is refused with a warning. 0 is accepted: no ticks at all (the engine's rule for such a step).
    @_spi(CLibrary)
    public var tickStep: Double {
        get {
            if case .everyStep(let s) = tickState.settings.mode { return RememberedTickParameters.step(s) }
            return RememberedTickParameters.step(tickState.rememberedParameters.step)
        }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                warn("refused tick-step = \(newValue): it must be a finite number, not negative; unchanged")
                return
            }
            changingTicks.rememberedParameters.step = newValue
            if case .everyStep(let s) = tickState.settings.mode, s != newValue {
                tickSettings.mode = .everyStep(newValue)
            }
            publishPropertyChanges()
        }
    }

    /// The count of `.evenlySpread` ticks: the mode's own while in force, else the one last
    /// given (default 5); negative reads as 0. 0 marks nothing, not even the ends. A negative count
    /// is refused with a warning.
    @_spi(CLibrary)
    public var tickCount: Int32 {
        get {
            if case .evenlySpread(let c) = tickState.settings.mode { return RememberedTickParameters.count(c) }
            return RememberedTickParameters.count(tickState.rememberedParameters.count)
        }
        set {
            guard newValue >= 0 else {
                warn("refused tick-count = \(newValue): it must not be negative; unchanged")
                return
            }
            changingTicks.rememberedParameters.count = Int(newValue)
            if case .evenlySpread(let c) = tickState.settings.mode, c != Int(newValue) {
                tickSettings.mode = .evenlySpread(count: Int(newValue))
            }
            publishPropertyChanges()
        }
    }

    /// The least spacing of `.nice` ticks, pixels: the mode's own while in force, else the one
    /// last given (default 40). A spacing the engine takes as 1 pixel (NaN, 0, negative) reads
    /// 1. A spacing that is not a finite number above 0 is refused with a warning.
    @_spi(CLibrary)
    public var tickSpacing: Double {
        get {
            if case .nice(let s) = tickState.settings.mode { return RememberedTickParameters.spacing(s) }
            return RememberedTickParameters.spacing(tickState.rememberedParameters.spacing)
        }
        set {
            guard newValue.isFinite, newValue > 0 else {
                warn("refused tick-spacing = \(newValue): it must be a finite number above 0; unchanged")
                return
            }
            changingTicks.rememberedParameters.spacing = newValue
            if case .nice(let s) = tickState.settings.mode, s != newValue {
                tickSettings.mode = .nice(minimumSpacing: newValue)
            }
            publishPropertyChanges()
        }
    }

    /// ``TickSettings/minorTicksPerMajor`` (negative reads as 0, as the engine counts it).
    /// A negative number is refused with a warning.
    @_spi(CLibrary)
    public var minorTicks: Int32 {
        get { RememberedTickParameters.count(tickState.settings.minorTicksPerMajor) }
        set {
            guard newValue >= 0 else {
                warn("refused minor-ticks = \(newValue): it must not be negative; unchanged")
                return
            }
            guard Int(newValue) != tickState.settings.minorTicksPerMajor else { return }
            tickSettings.minorTicksPerMajor = Int(newValue)
        }
    }

    /// Switches the ticks to `.values(values)` (kept for `tick-mode` = values), as
    /// ce_range_slider_set_tick_values does. NaN and infinities are left out, as the engine
    /// would leave them out anyway.
    @_spi(CLibrary)
    public func setTickValues(_ values: [Double]) {
        tickSettings.mode = .values(values.filter(\.isFinite))
    }

    /// Logs `message` as a warning in the `RangeSlider` domain, as refused properties do: for
    /// the C library's refusals.
    @_spi(CLibrary)
    public func warnRefused(_ message: String) { warn(message) }
}
