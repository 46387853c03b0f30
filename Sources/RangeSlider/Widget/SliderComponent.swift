// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A ``RangeSliderWidget``'s components (``ThumbRelations``, ``SliderInput``,
/// ``SliderAxisSettings`` and the others) each hold one concept's state, and only their own
/// file sets it. Those that need no identity of their own are structs kept inline in the
/// slider (no allocation of their own); the others are classes, and those most sliders never
/// change are made on first use (``MadeOnFirstUse``).
extension RangeSliderWidget {
    /// Sets one component property: nothing when `value` is the current one; else assigns it,
    /// runs `changed` (the invalidation the property needs) and publishes the slider's property
    /// changes. `property` (`\.axisSettings.orientation`) is formed in the component's file,
    /// which may set it.
    func setProperty<Value: Equatable>(
        _ property: ReferenceWritableKeyPath<RangeSliderWidget, Value>, _ value: Value,
        changed: () -> Void = {}
    ) {
        guard self[keyPath: property] != value else { return }
        self[keyPath: property] = value
        changed()
        publishPropertyChanges()
    }
}
