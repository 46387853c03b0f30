// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// Marks from C: ce_range_slider_add_mark (as gtk_scale_add_mark: value, position, label),
// set_marks, clear_marks and the getters (the snap-to-marks accessors are generated from their
// table). Declared in clib/include/ce-range-slider-marks.h.
@_spi(CLibrary) import RangeSlider

/// A `GtkPositionType` as the side of the track: top and left are before it, bottom and right
/// after it (GtkScale's reading for either orientation); nil for anything else.
private func markPosition(_ position: GtkPositionType) -> SliderMark.Position? {
    switch position {
    case GTK_POS_TOP, GTK_POS_LEFT: return .before
    case GTK_POS_BOTTOM, GTK_POS_RIGHT: return .after
    default: return nil
    }
}

@_cdecl("ce_range_slider_add_mark")
public func ce_range_slider_add_mark(
    _ self_: UnsafeMutableRawPointer?, _ value: Double, _ position: GtkPositionType,
    _ label: UnsafePointer<CChar>?
) {
    guard let s = slider(self_, "ce_range_slider_add_mark") else { return }
    guard value.isFinite else {
        s.warnRefused(
            "refused ce_range_slider_add_mark: the value \(value) is not a finite number; the marks are unchanged")
        return
    }
    guard let side = markPosition(position) else {
        return g_return_if_fail_warning(
            RangeSliderWidget.logDomain, "ce_range_slider_add_mark", "position is a GtkPositionType")
    }
    s.marks.append(SliderMark(value: value, label: label.map { String(cString: $0) }, position: side))
}

@_cdecl("ce_range_slider_set_marks")
public func ce_range_slider_set_marks(
    _ self_: UnsafeMutableRawPointer?, _ values: UnsafePointer<Double>?, _ nValues: UInt,
    _ labels: UnsafePointer<UnsafePointer<CChar>?>?, _ nLabels: UInt,
    _ positions: UnsafePointer<GtkPositionType>?, _ nPositions: UInt
) {
    guard
        case (let s, let values)? = sliderAndArray(
            self_, "ce_range_slider_set_marks", values, nValues, named: ("values", "n_values"),
            "the marks are unchanged")
    else { return }
    guard nLabels == 0 || (nLabels == nValues && labels != nil) else {
        s.warnRefused(
            """
            refused ce_range_slider_set_marks: \(nValues) values but \(nLabels) labels: give one label per \
            value, or none; the marks are unchanged
            """)
        return
    }
    guard nPositions == 0 || (nPositions == nValues && positions != nil) else {
        s.warnRefused(
            """
            refused ce_range_slider_set_marks: \(nValues) values but \(nPositions) positions: give one \
            position per value, or none; the marks are unchanged
            """)
        return
    }
    var sides: [SliderMark.Position] = []
    for i in 0..<Int(nPositions) {
        guard let side = markPosition(positions![i]) else {
            s.warnRefused(
                """
                refused ce_range_slider_set_marks: position \(positions![i].rawValue) is not a \
                GtkPositionType; the marks are unchanged
                """)
            return
        }
        sides.append(side)
    }
    var marks: [SliderMark] = []
    var dropped = 0
    for i in values.indices {
        let value = values[i]
        guard value.isFinite else { dropped += 1; continue }
        // An empty label (or a NULL entry) is no label.
        let label = nLabels == 0 ? nil : labels![i].map { String(cString: $0) }
        marks.append(
            SliderMark(
                value: value, label: label?.isEmpty == true ? nil : label, position: sides.isEmpty ? .after : sides[i]))
    }
    if dropped > 0 {
        s.warnRefused("ce_range_slider_set_marks: left out \(dropped) marks whose value is not a finite number")
    }
    s.marks = marks
}

@_cdecl("ce_range_slider_clear_marks")
public func ce_range_slider_clear_marks(_ self_: UnsafeMutableRawPointer?) {
    slider(self_, "ce_range_slider_clear_marks")?.marks = []
}

@_cdecl("ce_range_slider_get_n_marks")
public func ce_range_slider_get_n_marks(_ self_: UnsafeMutableRawPointer?) -> guint {
    guint(slider(self_, "ce_range_slider_get_n_marks")?.marks.count ?? 0)
}

/// The mark at `index`, or nil with GLib's critical warning.
private func mark(_ self_: UnsafeMutableRawPointer?, _ index: guint, _ function: String) -> (
    RangeSliderWidget, SliderMark
)? {
    guard let s = slider(self_, function) else { return nil }
    guard Int(index) < s.marks.count else {
        g_return_if_fail_warning(RangeSliderWidget.logDomain, function, "index < ce_range_slider_get_n_marks (self)")
        return nil
    }
    return (s, s.marks[Int(index)])
}

@_cdecl("ce_range_slider_get_mark_value")
public func ce_range_slider_get_mark_value(_ self_: UnsafeMutableRawPointer?, _ index: guint) -> Double {
    mark(self_, index, "ce_range_slider_get_mark_value")?.1.value ?? 0
}

@_cdecl("ce_range_slider_get_mark_label")
public func ce_range_slider_get_mark_label(_ self_: UnsafeMutableRawPointer?, _ index: guint) -> UnsafePointer<CChar>? {
    guard let (s, m) = mark(self_, index, "ce_range_slider_get_mark_label") else { return nil }
    return cString(m.label, of: s, key: "ce-range-slider-c-mark-label-\(index)")
}

@_cdecl("ce_range_slider_get_mark_position")
public func ce_range_slider_get_mark_position(_ self_: UnsafeMutableRawPointer?, _ index: guint) -> GtkPositionType {
    guard let (s, m) = mark(self_, index, "ce_range_slider_get_mark_position") else { return GTK_POS_BOTTOM }
    switch (s.orientation, m.position) {
    case (.horizontal, .after): return GTK_POS_BOTTOM
    case (.horizontal, .before): return GTK_POS_TOP
    case (.vertical, .after): return GTK_POS_RIGHT
    case (.vertical, .before): return GTK_POS_LEFT
    }
}
