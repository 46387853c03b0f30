// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkSupport
import GtkTestSupport
@_spi(Testing) import RangeSlider
import XCTest

/// `CeRangeSlider` as GObject clients see it: properties, notify, signals, GtkOrientable,
/// GtkBuilder, on the slider of a real window (300 × 30, usable length 270 px).
final class RangeSliderGObjectTests: WidgetTestCase {
    var widget: UnsafeMutablePointer<GtkWidget> { slider.gtkWidget }

    static let expectedProperties = [
        "minimum-value", "maximum-value", "lower-value", "upper-value", "step-size", "minimum-separation",
        "maximum-span", "step-increment", "page-increment", "track-tint-color", "track-highlight-tint-color",
        "thumb-tint-color", "curvaceousness", "orientation", "inverted", "track-click-behavior",
        "allows-span-drag", "fine-tune-factor", "lower-thumb-label", "upper-thumb-label",
        "mode", "value", "value-label", "value-popover-visibility", "histogram-height", "scale",
        "tick-mode", "tick-step", "tick-count", "tick-spacing", "minor-ticks", "snap-to-ticks",
    ]

    func testEveryPublicPropertyIsAGObjectPropertyWithExplicitNotify() {
        let klass = g_type_class_peek(RangeSliderWidget.gtkType)!.assumingMemoryBound(to: GObjectClass.self)
        for name in Self.expectedProperties {
            guard let spec = g_object_class_find_property(klass, name) else {
                XCTFail("no property \(name)")
                continue
            }
            XCTAssertNotEqual(
                spec.pointee.flags.rawValue & G_PARAM_EXPLICIT_NOTIFY.rawValue, 0, "\(name): notify only on change")
            XCTAssertNotEqual(spec.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue, 0, name)
        }
        for name in ["track-tint-color", "track-highlight-tint-color", "thumb-tint-color"] {
            XCTAssertEqual(
                g_object_class_find_property(klass, name)?.pointee.value_type, gdk_rgba_get_type(),
                "\(name) is a GdkRGBA")
        }
        let fraction = g_object_class_find_property(klass, "fraction")
        XCTAssertNotNil(fraction)
        XCTAssertEqual(
            fraction.map { $0.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue }, 0, "fraction is read-only")
        XCTAssertNotEqual(
            g_type_is_a(RangeSliderWidget.gtkType, gtk_orientable_get_type()), 0, "implements GtkOrientable")
        XCTAssertNotEqual(g_signal_lookup("value-changed", RangeSliderWidget.gtkType), 0)
        XCTAssertNotEqual(g_signal_lookup("value-changing", RangeSliderWidget.gtkType), 0)
    }

    func testPropertiesAreTheSwiftProperties() {
        GObjectAccess.setDouble(widget, "maximum-value", 100)
        GObjectAccess.setDouble(widget, "upper-value", 70)
        GObjectAccess.setDouble(widget, "lower-value", 30)
        XCTAssertEqual(
            slider.rangeValues, RangeValues(minimumValue: 0, maximumValue: 100, lowerValue: 30, upperValue: 70))
        slider.stepSize = 5
        XCTAssertEqual(GObjectAccess.double(widget, "step-size"), 5)
        GObjectAccess.setDouble(widget, "minimum-separation", 10)
        XCTAssertEqual(slider.minimumSeparation, 10)
        XCTAssertEqual(GObjectAccess.double(widget, "maximum-span"), -1, "no limit")
        GObjectAccess.setDouble(widget, "maximum-span", 50)
        XCTAssertEqual(slider.maximumSpan, 50)
        GObjectAccess.setDouble(widget, "maximum-span", -1)
        XCTAssertNil(slider.maximumSpan)
        XCTAssertEqual(GObjectAccess.double(widget, "step-increment"), 5, "the default follows the step")
        GObjectAccess.setDouble(widget, "page-increment", 25)
        XCTAssertEqual(slider.pageIncrement, 25)
        GObjectAccess.setDouble(widget, "curvaceousness", 0.25)
        XCTAssertEqual(slider.curvaceousness, 0.25)
        GObjectAccess.setBool(widget, "inverted", true)
        XCTAssertTrue(slider.inverted)
        GObjectAccess.setBool(widget, "allows-span-drag", true)
        XCTAssertTrue(slider.allowsSpanDrag)
        GObjectAccess.setDouble(widget, "fine-tune-factor", 0.5)
        XCTAssertEqual(slider.fineTuneFactor, 0.5)
        GObjectAccess.setEnum(widget, "track-click-behavior", type: RangeSliderWidget.trackClickBehaviorGType, 1)
        XCTAssertEqual(slider.trackClickBehavior, .page)
        XCTAssertEqual(
            GObjectAccess.enumValue(widget, "track-click-behavior", type: RangeSliderWidget.trackClickBehaviorGType), 1)
        GObjectAccess.setString(widget, "lower-thumb-label", "Minimum price")
        XCTAssertEqual(slider.lowerThumbLabel, "Minimum price")
        GObjectAccess.setString(widget, "lower-thumb-label", nil)
        XCTAssertEqual(GObjectAccess.string(widget, "lower-thumb-label"), "Minimum", "NULL: back to the default")
        var height = GValue()
        g_value_init(&height, g_type_from_name("gint"))
        g_value_set_int(&height, 64)
        g_object_set_property(GObjectAccess.object(widget), "histogram-height", &height)
        g_value_unset(&height)
        XCTAssertEqual(slider.histogramHeight, 64)
    }

    func testColoursAreGdkRGBAAndNullReturnsToTheTheme() {
        let theme = slider.trackHighlightTintColor
        XCTAssertEqual(GObjectAccess.color(widget, "track-highlight-tint-color"), theme, "reads the colour drawn")
        let red = RGBA(red: 1, green: 0, blue: 0)
        GObjectAccess.setColor(widget, "track-highlight-tint-color", red)
        XCTAssertEqual(slider.trackHighlightTintColor, red)
        XCTAssertEqual(GObjectAccess.color(widget, "track-highlight-tint-color"), red)
        GObjectAccess.setColor(widget, "track-highlight-tint-color", RGBA(red: 2, green: -1, blue: 0.5, alpha: 1))
        XCTAssertEqual(slider.trackHighlightTintColor, RGBA(red: 1, green: 0, blue: 0.5), "clamped, as in Swift")
        GObjectAccess.setColor(widget, "track-highlight-tint-color", nil)
        XCTAssertEqual(slider.trackHighlightTintColor, theme)
        let image = render("gobject-red-thumbs")
        XCTAssertGreaterThan(image.width, 0)
    }

    /// `value-editable` set from Swift is notified once (the house window sets it from Swift;
    /// without the notify the debug build's check of a later value change stopped the app).
    func testValueEditableSetFromSwiftIsNotifiedOnce() {
        let notes = NotifyRecorder(widget)
        slider.isValueEditable = true
        XCTAssertEqual(notes.take(), ["value-editable"])
        slider.isValueEditable = true
        XCTAssertEqual(notes.take(), [], "the same value again: nothing")
        GObjectAccess.setDouble(widget, "lower-value", 0.3)
        XCTAssertEqual(notes.take(), ["lower-value"], "a value change after it announces only the value")
    }

    func testNotifyFiresExactlyWhenAValueChanges() {
        let notes = NotifyRecorder(widget)
        GObjectAccess.setDouble(widget, "lower-value", 0.9)
        XCTAssertEqual(
            notes.take(), ["fraction", "lower-value", "upper-value", "value"],
            "the upper value was pushed up with it (value and fraction are the upper value's)")
        GObjectAccess.setDouble(widget, "lower-value", 0.9)
        XCTAssertEqual(notes.take(), [], "the same value again: nothing")
        GObjectAccess.setDouble(widget, "upper-value", 7)
        XCTAssertEqual(notes.take(), ["fraction", "upper-value", "value"], "clamped to the maximum: 1")
        GObjectAccess.setDouble(widget, "upper-value", 7)
        XCTAssertEqual(notes.take(), [], "clamped to what it already is: nothing")
        GObjectAccess.setDouble(widget, "maximum-value", 0.5)
        XCTAssertEqual(
            notes.take(),
            [
                "hard-maximum", "lower-value", "maximum-value", "page-increment", "step-increment",
                "upper-value", "value",
            ],
            """
            the thumbs clamped into the new range; the default increments and the hard limit \
            in force (none set) follow the range; the fraction stays 1
            """)
        GObjectAccess.setDouble(widget, "minimum-value", 2)
        XCTAssertEqual(
            notes.take(),
            [
                "fraction", "hard-maximum", "hard-minimum", "lower-value", "maximum-value", "minimum-value",
                "page-increment", "step-increment", "upper-value", "value",
            ],
            "a minimum above the maximum raises it")
        GObjectAccess.setDouble(widget, "curvaceousness", 3)
        XCTAssertEqual(notes.take(), [], "clamped to 1, which it is")
        GObjectAccess.setDouble(widget, "curvaceousness", -3)
        XCTAssertEqual(notes.take(), ["curvaceousness"])
        slider.thumbTintColor = slider.thumbTintColor
        XCTAssertEqual(notes.take(), [], "the colour shown, pinned: the value did not change")
        slider.thumbTintColor = RGBA(red: 0, green: 1, blue: 0)
        XCTAssertEqual(notes.take(), ["thumb-tint-color"], "a Swift assignment notifies GObject listeners too")
        gtk_orientable_set_orientation(OpaquePointer(widget), GTK_ORIENTATION_VERTICAL)
        XCTAssertEqual(notes.take(), ["orientation"])
        XCTAssertEqual(slider.orientation, .vertical)
        gtk_orientable_set_orientation(OpaquePointer(widget), GTK_ORIENTATION_VERTICAL)
        XCTAssertEqual(notes.take(), [])
        slider.orientation = .horizontal
        XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(widget)), GTK_ORIENTATION_HORIZONTAL)
        XCTAssertEqual(notes.take(), ["orientation"])
    }

    func testModeValueAndFractionAreProperties() {
        let notes = NotifyRecorder(widget)
        GObjectAccess.setEnum(widget, "mode", type: RangeSliderWidget.sliderModeGType, 1)
        XCTAssertEqual(slider.mode, .single)
        XCTAssertEqual(
            notes.take(), ["lower-value", "mode", "thumb-count"], "the lower value reads the minimum; one thumb")
        XCTAssertEqual(slider.lowerValue, 0)
        GObjectAccess.setDouble(widget, "value", 0.25)
        XCTAssertEqual(slider.upperValue, 0.25)
        XCTAssertEqual(notes.take(), ["fraction", "upper-value", "value"])
        XCTAssertEqual(GObjectAccess.double(widget, "fraction"), 0.25)
        GObjectAccess.setDouble(widget, "lower-value", 0.1)
        XCTAssertEqual(slider.lowerValue, 0, "refused in single mode, as in Swift")
        XCTAssertEqual(notes.take(), [])
        GObjectAccess.setDouble(widget, "maximum-value", 0.5)
        XCTAssertEqual(GObjectAccess.double(widget, "fraction"), 0.5)
        XCTAssertEqual(notes.take(), ["fraction", "hard-maximum", "maximum-value", "page-increment", "step-increment"])
        GObjectAccess.setDouble(widget, "minimum-separation", 0.1)
        XCTAssertEqual(notes.take(), ["minimum-separation"], "kept for range mode though single mode does not use it")
        GObjectAccess.setString(widget, "value-label", "Volume")
        XCTAssertEqual(slider.valueLabel, "Volume")
        GObjectAccess.setString(widget, "value-label", nil)
        XCTAssertNil(slider.valueLabel)
        XCTAssertNil(GObjectAccess.string(widget, "value-label"))
        GObjectAccess.setEnum(
            widget, "value-popover-visibility", type: RangeSliderWidget.valuePopoverVisibilityGType, 2)
        XCTAssertEqual(slider.valuePopoverVisibility, .whileDraggingOrFocused)
        slider.mode = .progress
        XCTAssertEqual(GObjectAccess.enumValue(widget, "mode", type: RangeSliderWidget.sliderModeGType), 2)
        XCTAssertEqual(notes.take(), ["mode", "value-label", "value-label", "value-popover-visibility"])
    }

    /// `scale` is a `CeRangeSliderScale`: linear and logarithmic as such, piecewise and quantile
    /// as the last such scale the slider had; a refusal is a warning and keeps the scale.
    func testScaleIsAnEnumPropertyThatSwitchesBackToTheLastPiecewiseAndQuantileScales() throws {
        let type = RangeSliderWidget.scaleGType
        XCTAssertEqual(String(cString: g_type_name(type)), "CeRangeSliderScale")
        let notes = NotifyRecorder(widget)
        XCTAssertEqual(GObjectAccess.enumValue(widget, "scale", type: type), 0, "linear by default")

        GObjectAccess.setEnum(widget, "scale", type: type, 1)
        XCTAssertEqual(slider.scale, .linear, "logarithmic over 0…1: refused")
        XCTAssertEqual(notes.take(), [])
        XCTAssertEqual(
            LogCapture.shared.messages,
            [
                """
                refused scale = logarithmic: a logarithmic scale needs a minimum above 0 (the minimum is \
                0.0); the scale is unchanged
                """
            ])
        GObjectAccess.setEnum(widget, "scale", type: type, 2)
        XCTAssertEqual(
            LogCapture.shared.messages.last,
            """
            refused scale = piecewise: no breakpoints for a piecewise scale have been given \
            yet; the scale is unchanged
            """)
        XCTAssertEqual(notes.take(), [])

        slider.setRange(minimum: 1, maximum: 10_000)
        _ = notes.take()
        GObjectAccess.setEnum(widget, "scale", type: type, 1)
        XCTAssertEqual(slider.scale, .logarithmic)
        XCTAssertEqual(notes.take(), ["scale"])
        GObjectAccess.setEnum(widget, "scale", type: type, 1)
        XCTAssertEqual(notes.take(), [], "the scale it has: nothing")

        let piecewise = PiecewiseScale(breakpoints: [ScaleBreakpoint(fraction: 0.5, value: 100, step: 10)])
        try slider.setScale(.piecewise(piecewise))
        XCTAssertEqual(notes.take(), ["scale"], "a Swift setScale notifies GObject listeners")
        XCTAssertEqual(GObjectAccess.enumValue(widget, "scale", type: type), 2)
        let quantile = QuantileScale(values: (1...1000).map { Double($0 * $0 % 9973) })
        try slider.setScale(.quantile(quantile))
        XCTAssertEqual(notes.take(), ["scale"])
        GObjectAccess.setEnum(widget, "scale", type: type, 0)
        XCTAssertEqual(slider.scale, .linear)
        GObjectAccess.setEnum(widget, "scale", type: type, 2)
        XCTAssertEqual(slider.scale, .piecewise(piecewise), "back to the last piecewise scale")
        GObjectAccess.setEnum(widget, "scale", type: type, 3)
        XCTAssertEqual(slider.scale, .quantile(quantile), "back to the last quantile scale")
        XCTAssertEqual(notes.take(), ["scale", "scale", "scale"])

        slider.setRange(minimum: 200, maximum: 10_000)
        GObjectAccess.setEnum(widget, "scale", type: type, 2)
        XCTAssertEqual(slider.scale, .quantile(quantile), "the breakpoint at 100 no longer fits 200…10000: refused")
        XCTAssertEqual(
            LogCapture.shared.messages.last,
            """
            refused scale = piecewise: breakpoint 0: value 100.0 must be above 200.0 and \
            below the maximum 10000.0; the scale is unchanged
            """)
        XCTAssertTrue(slider.unpublishedPropertyChanges().isEmpty)
    }

    func testOutOfRangeAndInvalidSetsFollowTheSwiftPolicy() {
        GObjectAccess.setDouble(widget, "lower-value", -5)
        XCTAssertEqual(slider.lowerValue, 0)
        GObjectAccess.setDouble(widget, "step-size", -1)
        XCTAssertEqual(slider.stepSize, 0, "refused")
        GObjectAccess.setDouble(widget, "step-increment", 0)
        XCTAssertEqual(slider.stepIncrement, 0.01, "refused: must be above 0")
        XCTAssertEqual(
            LogCapture.shared.messages.count, 2, "each refusal is a GLib warning: \(LogCapture.shared.messages)")
        XCTAssertTrue(slider.rangeValues.isValid)
    }

    func testSignalsCarryTheValuesForCodeAndForARealDrag() {
        let signals = SignalRecorder(widget)
        GObjectAccess.setDouble(widget, "lower-value", 0.3)
        XCTAssertEqual(signals.changed.map(\.0), [0.3])
        XCTAssertEqual(signals.changed.map(\.1), [0.8])
        XCTAssertTrue(signals.changing.isEmpty)
        GObjectAccess.setDouble(widget, "maximum-value", 2)
        XCTAssertEqual(signals.changed.count, 1, "a range change that moves no thumb: notify::maximum-value only")
        GObjectAccess.setDouble(widget, "maximum-value", 1)
        slider.lowerValue = 0.2
        let before = signals.changed.count
        drag(from: (69, 15), through: [(80, 15), (96, 15)])
        XCTAssertGreaterThanOrEqual(signals.changing.count, 2, "value-changing during the drag")
        XCTAssertEqual(signals.changing.last?.0 ?? -1, 0.3, accuracy: 1e-9)
        XCTAssertEqual(signals.changed.count, before + 1, "one value-changed when the drag ends")
        XCTAssertEqual(signals.changed.last?.0 ?? -1, 0.3, accuracy: 1e-9)
        XCTAssertEqual(signals.changed.last?.1 ?? -1, 0.8, accuracy: 1e-9)
    }

    func testAThemeChangeNotifiesTheColourItChanges() {
        let notes = NotifyRecorder(widget)
        let css = gtk_css_provider_new()!
        cgtk_css_provider_load(css, "rangeslider highlight { color: #ff0000; }")
        let display = gdk_display_get_default()
        gtk_style_context_add_provider_for_display(display, OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
        settle(0.2)
        XCTAssertEqual(slider.trackHighlightTintColor, RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(notes.take(), ["track-highlight-tint-color"])
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(css))
        g_object_unref(css)
        settle(0.2)
        XCTAssertEqual(notes.take(), ["track-highlight-tint-color"])
    }

    func testABuilderFileMakesAWorkingSlider() {
        g_type_ensure(RangeSliderWidget.gtkType)
        let ui = """
            <interface>
              <object class="GtkBox" id="box">
                <child>
                  <object class="CeRangeSlider" id="slider">
                    <property name="minimum-value">10</property>
                    <property name="maximum-value">110</property>
                    <property name="lower-value">30</property>
                    <property name="upper-value">90</property>
                    <property name="step-size">5</property>
                    <property name="orientation">vertical</property>
                    <property name="inverted">true</property>
                    <property name="track-click-behavior">page</property>
                    <property name="thumb-tint-color">#00ff00</property>
                    <property name="upper-thumb-label">Maximum price</property>
                  </object>
                </child>
              </object>
            </interface>
            """
        let builder = gtk_builder_new_from_string(ui, -1)!
        let object = gtk_builder_get_object(builder, "slider")
        let built = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
        g_object_ref(built)
        // the box goes, and unparents the slider: only our reference is left
        g_object_unref(UnsafeMutableRawPointer(builder))
        guard let state = RangeSliderWidget.wrapping(built) else { return XCTFail("no Swift state") }
        XCTAssertEqual(
            [state.minimumValue, state.maximumValue, state.lowerValue, state.upperValue], [10, 110, 30, 90])
        XCTAssertEqual(state.stepSize, 5)
        XCTAssertEqual(state.orientation, .vertical)
        XCTAssertTrue(state.inverted)
        XCTAssertEqual(state.trackClickBehavior, .page)
        XCTAssertEqual(state.thumbTintColor, RGBA(red: 0, green: 1, blue: 0))
        XCTAssertEqual(state.upperThumbLabel, "Maximum price")
        g_object_unref(built)  // Swift (`state`) keeps it now
        state.lowerValue = 35
        XCTAssertEqual(GObjectAccess.double(built, "lower-value"), 35)
    }
}
