// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

// The observer events (``RangeSliderEvent``) as GObject signals that say which thumb and who
// caused them, for C, Python, GJS and Vala clients:
//
//   thumb-start    (gint thumb, CeRangeSliderChangeSource source)                  .thumbDragBegan
//   thumb-changing (gint thumb, CeRangeSliderChangeSource source, gdouble lower,
//                   gdouble upper)                                                   .valueChanging
//   thumb-changed  (same)                                                           .valueChanged
//   thumb-end      (gint thumb, CeRangeSliderChangeSource source)                  .thumbDragEnded
//
// `thumb` is the thumb's index, 0 the first thumb (the lower one) up to `thumbCount - 1` (the
// upper one; also the one thumb of a single-value slider, 1), or -1 when several thumbs moved
// together (a span drag, ce_range_slider_set_values moving more than one). A span drag
// starts and ends the first and the last thumb, one signal each, as the Swift observers see it.
// The older `value-changed` and `value-changing` (lower, upper) stay as they were; each event
// emits its old signal first.

/// What the thumb signals last reported, to say which thumb a committed change moved.
struct ThumbSignalState {
    /// Every thumb's value at the last committed change (the defaults at first). Its own
    /// storage, updated in place: sharing the values' buffer would make the slider copy its
    /// values at the next change.
    private(set) var committed = RangeValues().values.map { $0 }

    /// Takes `values` as the committed ones and says which thumb moved since the last commit:
    /// the index of the one value that differs, or -1 when several (or none) do, or the count
    /// changed.
    mutating func commit(_ values: RangeValues) -> Int32 {
        guard committed.count == values.count else {
            committed = values.values.map { $0 }
            return -1
        }
        var moved: Int32 = -1, several = false
        for index in 0..<values.count where committed[index] != values[index] {
            several = several || moved != -1
            moved = Int32(index)
            committed[index] = values[index]
        }
        return several ? -1 : moved
    }
}

/// The GObject signals `thumb-start`, `thumb-changing`, `thumb-changed` and `thumb-end`.
enum RangeSliderThumbSignals {
    private(set) static var start: guint = 0
    private(set) static var changing: guint = 0
    private(set) static var changed: guint = 0
    private(set) static var end: guint = 0

    private static let intType = g_type_from_name("gint")
    private static let doubleType = g_type_from_name("gdouble")

    /// `CeRangeSliderChangeSource`: CE_RANGE_SLIDER_CHANGE_SOURCE_USER (0), _PROGRAM (1), as
    /// ``ChangeSource``.
    static let changeSourceType = GObjectEnum.register(
        name: "CeRangeSliderChangeSource",
        values: [
            (0, "CE_RANGE_SLIDER_CHANGE_SOURCE_USER", "user"),
            (1, "CE_RANGE_SLIDER_CHANGE_SOURCE_PROGRAM", "program"),
        ])

    /// Registers the four signals on `CeRangeSlider` (from its class_init).
    static func register(on type: GType) {
        let void = g_type_from_name("void")
        var edge = [intType, changeSourceType]
        var change = [intType, changeSourceType, doubleType, doubleType]
        start = g_signal_newv("thumb-start", type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, void, 2, &edge)
        changing = g_signal_newv("thumb-changing", type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, void, 4, &change)
        changed = g_signal_newv("thumb-changed", type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, void, 4, &change)
        end = g_signal_newv("thumb-end", type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, void, 2, &edge)
    }

    /// Emits the thumb signal of `event`, if it has one.
    static func emit(for event: RangeSliderEvent, on slider: RangeSliderWidget) {
        switch event {
        case .thumbDragBegan(let index):
            emit(start, slider, thumb: Int32(index), source: .user, values: nil)
        case .thumbDragEnded(let index):
            emit(end, slider, thumb: Int32(index), source: .user, values: nil)
        case .dragBegan, .dragEnded:
            break  // the thumb's own event follows or came before
        case .valueChanging(let lower, let upper):
            // A thumb drag highlights its thumb; a span drag highlights none.
            let thumb = slider.highlightedThumbIndex.map(Int32.init) ?? -1
            emit(changing, slider, thumb: thumb, source: .user, values: (lower, upper))
        case .valueChanged(let lower, let upper, let source):
            let thumb = slider.binding.thumbSignals.commit(slider.values)
            emit(changed, slider, thumb: thumb, source: source, values: (lower, upper))
        case .rangeChanged:
            break
        }
    }

    private static func emit(
        _ signal: guint, _ slider: RangeSliderWidget, thumb: Int32, source: ChangeSource,
        values: (lower: Double, upper: Double)?
    ) {
        // Nobody connected (the usual case on every drag step): nothing to build or emit; the
        // signals have no class handler, so skipping the emission changes nothing.
        guard signal != 0, g_signal_has_handler_pending(slider.gtkWidget, signal, 0, 0) != 0 else { return }
        var arguments = [GValue](repeating: GValue(), count: values == nil ? 3 : 5)
        g_value_init(&arguments[0], RangeSliderWidget.gtkType)
        g_value_set_object(&arguments[0], slider.gtkWidget)
        g_value_init(&arguments[1], intType)
        g_value_set_int(&arguments[1], thumb)
        g_value_init(&arguments[2], changeSourceType)
        g_value_set_enum(&arguments[2], source == .user ? 0 : 1)
        if let values {
            g_value_init(&arguments[3], doubleType)
            g_value_set_double(&arguments[3], values.lower)
            g_value_init(&arguments[4], doubleType)
            g_value_set_double(&arguments[4], values.upper)
        }
        g_signal_emitv(&arguments, signal, 0, nil)
        for i in arguments.indices { g_value_unset(&arguments[i]) }
    }
}

extension RangeSliderWidget {
    /// The GType of `CeRangeSliderChangeSource`, the `source` argument of the thumb signals.
    public static var changeSourceGType: GType { RangeSliderThumbSignals.changeSourceType }
}
