// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import Testing

@testable import RangeSlider

/// The one mapping between GObject property ids and the property table, which class_init,
/// `set_property` and `get_property` share: id = index + 1, and no property for any other id.
@Suite struct RangeSliderPropertyIDTests {
    @Test func eachIndexMapsToItsIdAndBack() {
        let all = RangeSliderProperties.all
        for index in all.indices {
            let id = RangeSliderProperties.id(ofIndex: index)
            #expect(id == guint(index + 1), "GObject reserves the id 0")
            #expect(RangeSliderProperties.property(id: id)?.name == all[index].name, "\(all[index].name)")
        }
    }

    @Test func anIdOutsideTheTableHasNoProperty() {
        let count = RangeSliderProperties.all.count
        for id in [0, guint(count + 1), guint(count + 100), guint.max] {
            #expect(RangeSliderProperties.property(id: id) == nil, "id \(id)")
        }
    }
}
