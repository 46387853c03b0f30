// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Any number of thumbs: ``thumbCount``, ``thumbValues``, ``setValues(_:)``,
/// ``setValue(_:at:)``, and the thumb nodes that follow the count.
///
/// A range slider has one thumb per value, two by default, at most
/// `RangeValues.maximumThumbCount`; ``lowerValue`` is the first value and ``upperValue`` the
/// last. Each thumb is a `slider` node of the trough with the CSS classes `thumb-<index>`,
/// `first` and `last` (and `lower` / `upper` on the first and last of two or more), a focus
/// stop and an accessible slider bounded by its neighbours' values, labelled "Thumb <n>"
/// between the first ("Minimum") and the last ("Maximum").
///
/// The single-value and progress modes are the one-thumb case: there the slider holds one
/// thumb (at the upper value), and a count other than one is refused with a warning.
extension RangeSliderWidget {
    /// The number of thumbs: two by default. Setting it adds thumbs after the last (at its
    /// value, pushed by the separation) or removes them from the end; it is clamped into
    /// `1…RangeValues.maximumThumbCount`. One in single and progress modes, where another count
    /// is refused with a warning.
    public var thumbCount: Int {
        get { values.count }
        set {
            let n = min(max(newValue, 1), RangeValues.maximumThumbCount)
            guard n != values.count else { return }
            guard mode.thumbCount == nil else {
                warn("refused thumbCount = \(newValue): in \(mode.rawValue) mode the slider has one thumb; unchanged")
                return
            }
            cancelDrag()
            applyThumbValues(values.setCount(n))
        }
    }

    /// Every thumb's value, in order: ``lowerValue`` first, ``upperValue`` last.
    public var thumbValues: [Double] { values.values }

    /// The value of the thumb at `index`; nil for an index with no thumb.
    public func value(at index: Int) -> Double? {
        values.contains(index) ? values[index] : nil
    }

    /// Sets every value at once; the thumb count becomes the list's. The list is read in
    /// order, each value clamped and snapped, then the separation and span restored. An empty
    /// list, one longer than `RangeValues.maximumThumbCount` or one with a non-finite value is
    /// refused with a warning. In single and progress modes one value sets ``value`` and two
    /// are read as ``setValues(lower:upper:)`` reads them; any other count is refused.
    public func setValues(_ new: [Double]) {
        if mode.thumbCount == 1, new.count == 2 { return setValues(lower: new[0], upper: new[1]) }
        if mode.thumbCount == 1, new.count == 1 {
            value = new[0]
            return
        }
        guard mode.thumbCount == nil else {
            warn("refused \(new.count) values: in \(mode.rawValue) mode the slider has one thumb; unchanged")
            return
        }
        if new.count != values.count { cancelDrag() }
        applyThumbValues(values.setValues(new))
    }

    /// Sets the value of the thumb at `index` (clamped, snapped; its neighbours are pushed to
    /// keep the order, the separation and the span). A bad index or a non-finite value is
    /// refused with a warning.
    public func setValue(_ value: Double, at index: Int) {
        if index == values.count - 1 {
            upperValue = value
            return
        }
        if index == 0 {
            lowerValue = value
            return
        }
        apply(values.setValue(value, at: index), source: .program)
    }

    /// Applies a program's change of values that may have changed the count. A new count may
    /// change properties that read the first or the last thumb's settings (its label, its open
    /// end), so every property is compared then, not only the values'.
    private func applyThumbValues(_ update: ValueUpdate) {
        let countChanged = values.count != thumbWidgets.count
        if countChanged { thumbCountChanged() }
        apply(update, source: .program, publishingAll: countChanged)
    }

    /// Makes the thumb nodes and every per-thumb state follow `values.count`: adds nodes after
    /// the last or removes them from the end, then gives every node its classes, visibility,
    /// label and orientation again. The last thumb's settings (its label, skin images, open
    /// end, popover content) stay the last thumb's.
    func thumbCountChanged() {
        let n = values.count
        cancelValueAnimation()
        setHighlightedThumb(index: nil)
        while thumbWidgets.count > n {
            let thumb = thumbWidgets.removeLast()
            if let i = input.thumbControllers.firstIndex(where: { $0.0 == thumb }) {
                gtk_widget_remove_controller(thumb, input.thumbControllers[i].1)
                input.thumbControllers.remove(at: i)
            }
            gtk_widget_unparent(thumb)
        }
        while thumbWidgets.count < n {
            let thumb = Self.makeThumbWidget(in: trough)
            thumbWidgets.append(thumb)
            connectAccessibleValue(of: thumbWidgets.count - 1)
        }
        connectFocusControllersIfNeeded()
        updateThumbClasses()
        updateThumbVisibility()
        thumbLabelsFollowThumbCount()
        skinsFollowThumbCount()
        openBoundsFollowThumbCount()
        valuePopoversFollowThumbCount()
        accessibility.resize(to: n)
        RangeSliderAccessibility.updateOrientation(self)
        RangeSliderAccessibility.updateLabels(self)
        RangeSliderAccessibility.writeTexts(self)
        forgetLayout()
        gtk_widget_queue_resize(gtkWidget)
    }

    /// Shows the thumbs the mode has and makes only those focus stops (hidden is not enough:
    /// gtk_widget_grab_focus does not look at visibility): every thumb, none in progress mode.
    func updateThumbVisibility() {
        let shown = mode.isInteractive
        for thumb in thumbWidgets {
            gtk_widget_set_visible(thumb, shown ? 1 : 0)
            gtk_widget_set_focusable(thumb, shown ? 1 : 0)
        }
    }
}
