// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import GtkTestSupport
import RangeSlider
import XCTest

final class RangeSliderPropertyTests: WidgetTestCase {
    func testDefaults() {
        XCTAssertEqual(slider.minimumValue, 0)
        XCTAssertEqual(slider.maximumValue, 1)
        XCTAssertEqual(slider.lowerValue, 0.2)
        XCTAssertEqual(slider.upperValue, 0.8)
        // Colours follow the (light, default) theme: its selection colour, a track a little
        // darker than the window background, white thumbs.
        XCTAssertEqual(slider.trackHighlightTintColor.description, "rgba(53, 132, 228, 1.0)")
        XCTAssertEqual(slider.thumbTintColor, .white)
        let track = slider.trackTintColor
        XCTAssertEqual(track.red, 0.9, accuracy: 0.02)
        XCTAssertEqual(slider.curvaceousness, 1)
        slider.useTutorialColors()
        XCTAssertEqual(slider.trackTintColor, RGBA(white: 0.9))
        XCTAssertEqual(slider.trackHighlightTintColor, RGBA(red: 0, green: 0.45, blue: 0.94))
        slider.useThemeColors()
        XCTAssertEqual(slider.trackTintColor, track)
        XCTAssertTrue(slider.isSensitive)
    }

    func testNaNAndInfinitiesAreRefusedWithAGLibWarning() {
        let track = slider.trackTintColor
        slider.lowerValue = .nan
        slider.upperValue = .infinity
        slider.minimumValue = -.infinity
        slider.maximumValue = .nan
        slider.setValues(lower: .nan, upper: 0.5)
        slider.curvaceousness = .nan
        slider.trackTintColor = RGBA(red: .nan, green: 0, blue: 0)
        XCTAssertEqual(slider.rangeValues, RangeValues())
        XCTAssertEqual(slider.curvaceousness, 1)
        XCTAssertEqual(slider.trackTintColor, track)
        XCTAssertEqual(LogCapture.shared.messages.count, 7, "\(LogCapture.shared.messages)")
        XCTAssertTrue(LogCapture.shared.messages.first?.contains("lowerValue") ?? false)
        XCTAssertTrue(events.isEmpty)
    }

    func testRobustnessUpperAboveMaximumLeavesAValidControl() {
        slider.upperValue = 7
        XCTAssertEqual(slider.upperValue, 1)
        slider.minimumValue = 5
        XCTAssertTrue(slider.rangeValues.isValid)
        XCTAssertEqual(slider.maximumValue, 5)
    }

    func testObserversLearnValuesAndSourceAndCanUnsubscribe() {
        var second: [RangeSliderEvent] = []
        let token = slider.addObserver { second.append($0) }
        slider.setValues(lower: 0.3, upper: 0.6)
        XCTAssertEqual(events, [.valueChanged(lowerValue: 0.3, upperValue: 0.6, source: .program)])
        XCTAssertEqual(second.count, 1)
        XCTAssertTrue(slider.removeObserver(token))
        slider.lowerValue = 0.1
        XCTAssertEqual(second.count, 1)
        XCTAssertEqual(events.count, 2)
        slider.maximumValue = 2
        XCTAssertEqual(events.last, .rangeChanged(minimumValue: 0, maximumValue: 2))
    }

    func testABurstOfChangesYieldsOneFrame() {
        settle(0.3)
        let before = slider.drawCount
        for i in 0..<1_000 {
            slider.lowerValue = Double(i % 50) / 100
            slider.upperValue = 0.5 + Double(i % 50) / 100
            slider.trackHighlightTintColor = RGBA(red: Double(i % 2), green: 0.2, blue: 0.3)
            slider.curvaceousness = Double(i % 10) / 10
        }
        XCTAssertEqual(slider.drawCount, before, "nothing is drawn synchronously")
        settle(0.5)
        XCTAssertEqual(slider.drawCount - before, 1, "a burst of 4,000 assignments must give exactly one frame")
    }

    func testAppearanceChangesRedrawWithoutRelayout() {
        settle(0.3)
        let layouts = slider.layoutCount
        slider.thumbTintColor = RGBA(red: 0, green: 1, blue: 0)
        settle(0.3)
        XCTAssertEqual(slider.layoutCount, layouts, "a colour change must not recompute the layout")
        slider.lowerValue = 0.4
        settle(0.3)
        XCTAssertEqual(slider.layoutCount, layouts + 1, "a value change recomputes the layout")
    }

    func testSettingTheSameValueDoesNothing() {
        settle(0.3)
        let draws = slider.drawCount
        let invalidations = slider.invalidationCount
        slider.lowerValue = 0.2
        slider.upperValue = 0.8
        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.setValues(lower: 0.2, upper: 0.8)
        slider.trackTintColor = slider.trackTintColor
        slider.trackHighlightTintColor = slider.trackHighlightTintColor
        slider.thumbTintColor = slider.thumbTintColor
        slider.curvaceousness = 1
        slider.isSensitive = true
        settle(0.3)
        XCTAssertEqual(slider.invalidationCount, invalidations)
        XCTAssertEqual(slider.drawCount, draws)
        XCTAssertTrue(events.isEmpty)
    }
}
