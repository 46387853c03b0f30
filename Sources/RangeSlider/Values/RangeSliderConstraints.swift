// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The constraints the app asked for (``RangeSliderWidget/constraintSettings``): the step, the
/// separation and the span. ``RangeSliderWidget/mode`` decides which are in force. Only this
/// file changes it.
struct SliderConstraints {
    /// The constraints as the app set them, before the mode's.
    fileprivate(set) var requested = RangeConstraints()
}

extension RangeSliderWidget {
    /// The constraints the app asked for; ``mode`` decides which are in force.
    var requestedConstraints: RangeConstraints { constraintSettings.requested }

    /// Values snap to multiples of this from the minimum; 0 (the default) is continuous.
    /// Negative, NaN or infinite steps are refused with a GLib warning.
    public var stepSize: Double {
        get { requestedConstraints.stepSize }
        set {
            var c = requestedConstraints; c.stepSize = newValue;
            setConstraints(c, property: "stepSize", value: newValue)
        }
    }

    /// The lower and upper values are never closer than this. Default 0. Range mode only.
    public var minimumSeparation: Double {
        get { requestedConstraints.minimumSeparation }
        set {
            var c = requestedConstraints; c.minimumSeparation = newValue;
            setConstraints(c, property: "minimumSeparation", value: newValue)
        }
    }

    /// The lower and upper values are never further apart than this; `nil` (the default) is no
    /// limit. Range mode only.
    public var maximumSpan: Double? {
        get { requestedConstraints.maximumSpan }
        set {
            var c = requestedConstraints; c.maximumSpan = newValue;
            setConstraints(c, property: "maximumSpan", value: newValue ?? 0)
        }
    }

    /// ``maximumSpan`` as the `maximum-span` property and the C library hold it: -1 (any
    /// negative value) is no limit.
    @_spi(CLibrary)
    public var maximumSpanValue: Double {
        get { maximumSpan ?? -1 }
        set { maximumSpan = newValue < 0 ? nil : newValue }
    }

    private func setConstraints(_ constraints: RangeConstraints, property: String, value: Double) {
        guard constraints.isValid else {
            warn("refused \(property) = \(value): it must be a finite number, not negative; unchanged")
            return
        }
        constraintSettings.requested = constraints
        let update = values.setConstraints(constraints)
        switch update {
        case .changed(range: false, selection: false), .unchanged, .rejected:
            // The values stay; the constraint properties (and the step increment that follows
            // the step size) may still have changed.
            RangeSliderAccessibility.updateValues(self)
            setNeedsLayout()
            publishPropertyChanges()
        case .changed:
            apply(update, source: .program, publishingAll: true)
        }
    }
}
