// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Keeps the accessible properties of the thumbs, the slider and its progress bar current. An
/// instance is the slider's record of what assistive technologies were last given
/// (``RangeSliderWidget/accessibility``); only this file changes it.
///
/// What they are given:
/// - Each shown thumb (role *slider*): its label (``RangeSliderWidget/lowerThumbLabel``,
///   ``RangeSliderWidget/upperThumbLabel``; ``RangeSliderWidget/valueLabel`` in single-value
///   mode), its value, and ARIA's multi-thumb bounds (``ThumbAccessibleRange``); its value text,
///   ``RangeSliderWidget/formattedValue(_:)`` or "no minimum" / "no maximum" at an open end, is
///   also its description up to GTK 4.13 and, from GTK 4.14, announced for the focused thumb
///   (``writeValueText(_:_:note:changedFrom:)``).
/// - The slider: the description ``RangeSliderWidget/rangeDescription`` ("from $129,500 to
///   $310,000").
/// - In progress mode, the `progress` child (role *progress bar*): minimum 0, maximum 1, the
///   fraction as its value and "42 %" as its text.
///
/// A committed change's numbers are written at once; a drag step's numbers and every text
/// follow at the next idle (``updateValues(_:)``). A value an assistive technology sets moves
/// the thumb as a key press would (``RangeSliderWidget/accessibleValueChanged(_:requested:)``).
final class RangeSliderAccessibility {
    /// Brings the accessible values of drag steps and the thumbs' adjustments up to date at the
    /// next idle; detached with the widget.
    let sync = AccessibleIdleSync()
    /// True while ``syncThumbAdjustments(_:)`` puts the values into the thumbs' adjustments (GTK
    /// 4.8), so that their `value-changed` is not taken for an assistive technology's request.
    private(set) var isUpdatingThumbAdjustments = false
    /// What one thumb's accessible object was last given.
    private struct GivenToThumb {
        /// Its value text as last given to GTK.
        var valueText: String?
        /// Whether the next update gives the value text and description again, though the text
        /// did not change (``forgetValueText(at:)``).
        var giveTextAgain = false
        /// Its accessible value and bounds as last given to GTK (fields that did not change are
        /// not set again); nil forgets them, so the next update sets every field.
        var range: ThumbAccessibleRange?
        /// Its last default-formatted value text (see ``RangeSliderWidget/formattedValue(_:memo:)``).
        var formattedValueMemo = FormattedValueMemo()
    }

    /// One record per thumb, in index order: one array, whatever the slider has been given.
    @exclusivity(unchecked) private var thumbs = [GivenToThumb](repeating: GivenToThumb(), count: 2)
    /// The whole range's description as last given to GTK.
    private var rangeDescriptionText: String?

    /// Follows a new thumb count: forgets everything given to GTK, so the next update sets
    /// every field of every thumb.
    func resize(to count: Int) {
        thumbs = [GivenToThumb](repeating: GivenToThumb(), count: max(1, count))
        rangeDescriptionText = nil
    }

    /// Forgets the accessible values and bounds given to GTK: the next update sets every field.
    func forgetWrittenRanges() {
        for index in thumbs.indices { thumbs[index].range = nil }
    }

    /// Has the next update give the value text of the thumb at `index` (and its description)
    /// again. The text it replaces is still the one announcements compare with: a text given
    /// again is not announced, a new one is.
    func forgetValueText(at index: Int) {
        if thumbs.indices.contains(index) { thumbs[index].giveTextAgain = true }
    }

    /// Puts the values into the thumbs' accessible value, minimum and maximum (what GTK's AT-SPI
    /// bridge reads) now, and schedules their texts, the range's description and the
    /// thumbs' adjustments for the next idle.
    ///
    /// Runs on every committed change (keys, assignments, a drag's release). The steps of a
    /// drag leave the numbers too to the slider's ``AccessibleIdleSync``, once per burst of
    /// motion events. The texts (each thumb's value text and description, the whole range's
    /// sentence) wait for the idle in every case: they are the dearest part of an assignment, and
    /// a screen reader reads them over AT-SPI after the main loop has run anyway. The
    /// adjustments, whose `gtk_adjustment_configure` emits several signals that GtkRange
    /// answers, always wait for ``syncThumbAdjustments(_:)``.
    static func updateValues(_ slider: RangeSliderWidget) {
        slider.accessibility.sync.valuesWritten()
        writeNumbers(slider)
        slider.accessibility.sync.schedule(values: false)
    }

    /// Writes what the idle brings: every field when `values` (a drag's steps left them), else
    /// the texts only (a committed change wrote the numbers at once).
    static func idleUpdate(_ slider: RangeSliderWidget, values: Bool) {
        if values { writeNumbers(slider) }
        writeTexts(slider)
    }

    /// Sets the thumbs' accessible values and bounds (only the fields that changed, in one GTK
    /// update per thumb), and the progress bar's in progress mode.
    static func writeNumbers(_ slider: RangeSliderWidget) {
        for index in slider.thumbWidgets.indices {
            let range = ThumbAccessibleRange(index: index, values: slider.values, stepIncrement: 0, pageIncrement: 0)
            // A new value changes its thumb's value and its neighbours' bounds, nothing else.
            let written = slider.accessibility.thumbs[index].range
            guard written != range else { continue }
            slider.accessibility.thumbs[index].range = range
            cgtk_accessible_update_value_fields(
                OpaquePointer(slider.thumbWidgets[index]),
                written?.minimum != range.minimum ? 1 : 0, range.minimum,
                written?.maximum != range.maximum ? 1 : 0, range.maximum,
                written?.value != range.value ? 1 : 0, range.value,
                nil)
        }
        // The progress bar's object is shown in progress mode only (modeChanged updates it on
        // the way in); elsewhere it is hidden and left alone.
        guard !slider.mode.isInteractive else { return }
        let fraction = slider.fraction
        cgtk_accessible_update_range(OpaquePointer(slider.progressWidget), 0, 1, fraction, progressText(fraction))
    }

    /// Sets each thumb's value text (``writeValueText(_:_:note:changedFrom:)``) and the range's
    /// description, each only when it changed (every set is an event
    /// for assistive technologies). A thumb showing a value note (RangeSliderValueEditing.swift)
    /// keeps the note as its description.
    static func writeTexts(_ slider: RangeSliderWidget) {
        let v = slider.rangeValues
        let bounds = slider.openBounds
        // Each value's formatted text, made once: the thumbs' texts and the range's sentence.
        let state = slider.accessibility
        let last = slider.thumbWidgets.count - 1
        let lowerFormatted =
            bounds.isLowerOpen ? "" : slider.formattedValue(v.lowerValue, memo: &state.thumbs[0].formattedValueMemo)
        let upperFormatted =
            bounds.isUpperOpen ? "" : slider.formattedValue(v.upperValue, memo: &state.thumbs[last].formattedValueMemo)
        for index in 0...last {
            let text: String
            if index == 0, last > 0 {
                text = bounds.isLowerOpen ? OpenBounds.noMinimumText : lowerFormatted
            } else if index == last {
                text = bounds.isUpperOpen ? OpenBounds.noMaximumText : upperFormatted
            } else {
                text = slider.formattedValue(v[index], memo: &state.thumbs[index].formattedValueMemo)
            }
            let previous = state.thumbs[index].valueText
            guard previous != text || state.thumbs[index].giveTextAgain else { continue }
            state.thumbs[index].valueText = text
            state.thumbs[index].giveTextAgain = false
            // A note made for other values is stale: it goes at the next allocation.
            let note = slider.popovers.editing.note.flatMap {
                $0.index == index && $0.values == v.values ? $0.text : nil
            }
            writeValueText(slider.thumbWidgets[index], text, note: note, changedFrom: previous)
        }
        // The whole range as a sentence, on the slider itself.
        let description = slider.rangeDescription(bounds: bounds, lowerText: lowerFormatted, upperText: upperFormatted)
        if state.rangeDescriptionText != description {
            state.rangeDescriptionText = description
            cgtk_accessible_update_description(OpaquePointer(slider.gtkWidget), description)
        }
    }

    /// Gives `thumb` its value text (AT-SPI's Value.Text from GTK 4.10). Before GTK 4.14 the
    /// text, or `note` while there is one, is also the thumb's description: GTK 4.8 exports no
    /// value text, and screen readers present a description change of the focused object. From
    /// GTK 4.14 the description is the note alone (none without one), and when the thumb has
    /// the keyboard focus, `previous` (the text it had) is not nil and there is no note, the new
    /// text is announced (`gtk_accessible_announce`): a first text, or one given again, is not,
    /// nor one with a note (the note, which names the value, was announced instead).
    static func writeValueText(
        _ thumb: UnsafeMutablePointer<GtkWidget>, _ text: String, note: String?, changedFrom previous: String?
    ) {
        guard cgtk_can_announce() != 0 else {
            cgtk_accessible_update_value_text(OpaquePointer(thumb), text, note ?? text)
            return
        }
        cgtk_accessible_update_value_text(OpaquePointer(thumb), text, note)
        if note == nil, previous != nil, previous != text, gtk_widget_has_focus(thumb) != 0 {
            _ = cgtk_accessible_announce(OpaquePointer(thumb), text)
        }
    }

    /// Gives each thumb its ``ThumbAccessibleRange`` now (``RangeSliderThumbType/configure(_:_:)``:
    /// on GTK 4.8 its adjustment, and GtkRange then sets the same accessible value, minimum and
    /// maximum again). An assistive technology's new value is clamped to these bounds, so they
    /// must be current before the next request; ``updateValues(_:)`` schedules this for the
    /// next idle.
    static func syncThumbAdjustments(_ slider: RangeSliderWidget) {
        let v = slider.rangeValues
        let step = slider.stepIncrement, page = slider.pageIncrement
        slider.accessibility.isUpdatingThumbAdjustments = true
        for (index, thumb) in slider.thumbWidgets.enumerated() {
            RangeSliderThumbType.configure(
                thumb, ThumbAccessibleRange(index: index, values: v, stepIncrement: step, pageIncrement: page))
        }
        slider.accessibility.isUpdatingThumbAdjustments = false
    }

    /// "42 %": the fraction as a whole percentage.
    static func progressText(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded())) %"
    }

    static func updateLabels(_ slider: RangeSliderWidget) {
        for (index, thumb) in slider.thumbWidgets.enumerated() {
            cgtk_accessible_update_label(OpaquePointer(thumb), slider.thumbLabel(at: index))
        }
        if let progress = slider.madeProgressWidget {
            cgtk_accessible_update_label(
                OpaquePointer(progress), slider.valueLabel ?? SliderWords.translated("Progress"))
        }
    }

    static func updateOrientation(_ slider: RangeSliderWidget) {
        let orientation = slider.orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        for thumb in slider.thumbWidgets {
            cgtk_accessible_update_orientation(OpaquePointer(thumb), orientation)
        }
    }
}
