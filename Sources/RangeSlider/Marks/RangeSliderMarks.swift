// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The slider's marks and whether a drag snaps to them (``RangeSliderWidget/markSettings``).
/// Only this file changes it.
struct SliderMarks {
    /// The marks, all finite.
    fileprivate(set) var marks: [SliderMark] = []
    /// Whether a dragged thumb snaps to a mark.
    fileprivate(set) var snaps = true
}

extension RangeSliderWidget {
    /// Marks drawn as ticks (with optional labels) beside the track; a dragged thumb snaps to a
    /// mark within a few pixels (unless ``snapsToMarks`` is false). Marks outside the range are
    /// not drawn; NaN and infinite marks are dropped.
    public var marks: [SliderMark] {
        get { markSettings.marks }
        set {
            let finite = newValue.filter { $0.value.isFinite }
            guard finite != markSettings.marks else { return }
            markSettings.marks = finite
            gtk_widget_queue_resize(gtkWidget)
        }
    }

    /// Whether a dragged thumb snaps to a mark within a few pixels, as GtkScale's marks do.
    /// Default true. (Ticks snap through ``snapsToTicks``.) GObject property `snap-to-marks`.
    public var snapsToMarks: Bool {
        get { markSettings.snaps }
        set { setProperty(\.markSettings.snaps, newValue) }
    }

    /// The thickness of the marks strip after the track: ticks, plus a line of text when a
    /// mark there has a label.
    var marksThickness: Int32 {
        max(ticksThickness, thickness(ofMarksAt: .after))
    }

    /// The thickness of the strip before the track (and its histogram) that marks placed
    /// `.before` need: 0 without any.
    var beforeMarksThickness: Int32 { thickness(ofMarksAt: .before) }

    private func thickness(ofMarksAt position: SliderMark.Position) -> Int32 {
        let placed = marks.filter { $0.position == position }
        guard !placed.isEmpty else { return 0 }
        return placed.contains { $0.label != nil }
            ? MarkPainter.tickLength + 2 + MarkPainter.labelHeight(in: gtkWidget) : MarkPainter.tickLength + 2
    }
}
