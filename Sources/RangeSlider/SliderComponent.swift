// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One owned part of a ``RangeSliderWidget``'s state (``ThumbRelations``, ``SliderInput``,
/// ``SliderAxisSettings`` and the others): a class whose properties only its own file sets.
protocol SliderComponent: AnyObject {}

extension SliderComponent {
    /// Sets one property: nothing when `value` is the current one; else assigns it, runs
    /// `changed` (the invalidation the property needs) and publishes the slider's property
    /// changes. `property` is formed in the component's file, which may set it.
    func set<Value: Equatable>(_ property: ReferenceWritableKeyPath<Self, Value>, _ value: Value,
                               on slider: RangeSliderWidget, changed: () -> Void = {}) {
        guard self[keyPath: property] != value else { return }
        self[keyPath: property] = value
        changed()
        slider.publishPropertyChanges()
    }
}
