// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// How often the slider was drawn, invalidated and laid out (``RangeSliderWidget/counters``):
/// diagnostics for tests and benchmarks. Counted by RangeSliderWidget.swift and
/// RangeSliderLayoutCache.swift.
struct SliderCounters {
    /// Frames drawn.
    var draws = 0
    /// Redraws (with or without a relayout) queued.
    var invalidations = 0
    /// Layouts computed.
    var layouts = 0
    /// The slider's own `size_allocate` runs.
    var allocations = 0
}

extension RangeSliderWidget {
    /// How many times the widget has been drawn: a diagnostic for tests and benchmarks.
    public var drawCount: Int { counters.draws }

    /// How many redraws (with or without a relayout) property changes have queued.
    public var invalidationCount: Int { counters.invalidations }

    /// How many times the layout (thumb and highlight frames) has been recomputed.
    public var layoutCount: Int { counters.layouts }

    /// How many times GTK has allocated the slider itself (not only its trough).
    @_spi(Testing)
    public var allocationCount: Int { counters.allocations }
}
