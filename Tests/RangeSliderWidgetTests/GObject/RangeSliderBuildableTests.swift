// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import Foundation
import GtkTestSupport
import RangeSlider
import XCTest

/// Marks and skins declared in a GtkBuilder `.ui` file through CeRangeSlider's
/// GtkBuildable elements `<marks>` and `<skins>`, drawn in a real window (pixels read back).
final class RangeSliderBuildableTests: XCTestCase {
    var dir: String!
    var window: TestWindow?

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        dir = TestImages.folder()
    }

    override func tearDown() {
        window?.close()
        window = nil
        if let dir { try? FileManager.default.removeItem(atPath: dir) }
    }

    /// Builds `ui`; returns the object `slider`, or the builder's error message.
    private func build(_ ui: String) -> (slider: RangeSliderWidget?, error: String?) {
        _ = RangeSliderWidget.gtkType  // GtkBuilder finds CeRangeSlider by name
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, ui, -1, &error) != 0 else {
            defer { g_error_free(error) }
            return (nil, error.map { String(cString: $0.pointee.message) } ?? "?")
        }
        let object = gtk_builder_get_object(builder, "slider")
        return (
            RangeSliderWidget.wrapping(UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: GtkWidget.self)), nil
        )
    }

    func testMarksAndSkinsFromAUIFileAreSetAndDrawn() throws {
        let thumb = TestImages.solid(dir + "/thumb.png", width: 20, height: 20, TestImages.red)
        let pressed = TestImages.solid(dir + "/pressed.png", width: 20, height: 20, TestImages.blue)
        let span = TestImages.solid(dir + "/span.png", width: 21, height: 10, TestImages.green)
        let ui = """
            <interface>
              <object class="CeRangeSlider" id="slider">
                <property name="maximum-value">100</property>
                <property name="lower-value">20</property>
                <property name="upper-value">80</property>
                <marks>
                  <mark value="0">Any</mark>
                  <mark value="50" translatable="yes">Half</mark>
                  <mark value="75" position="top"/>
                </marks>
                <skins>
                  <thumb file="\(thumb)"/>
                  <thumb thumb="upper" state="highlighted" file="\(pressed)"/>
                  <track part="minimum" file="\(span)" left-cap="10" right-cap="10"/>
                  <value-image end="maximum" file="\(pressed)"/>
                </skins>
              </object>
            </interface>
            """
        let (built, error) = build(ui)
        let slider = try XCTUnwrap(built, error ?? "")
        XCTAssertEqual(
            slider.marks,
            [
                SliderMark(value: 0, label: "Any"), SliderMark(value: 50, label: "Half"),
                SliderMark(value: 75, position: .before),
            ])
        XCTAssertEqual(slider.thumbImage(for: .normal, thumb: .lower)?.source, thumb)
        XCTAssertEqual(slider.thumbImage(for: .highlighted, thumb: .upper)?.source, pressed)
        XCTAssertNil(slider.thumbImage(for: .highlighted, thumb: .lower))
        XCTAssertEqual(slider.minimumTrackImage?.capInsets, CapInsets(top: 0, left: 10, bottom: 0, right: 10))
        XCTAssertEqual(slider.maximumValueImage?.source, pressed)
        XCTAssertNil(slider.minimumValueImage)

        let window = TestWindow(child: slider.gtkWidget, width: 300, height: 60)
        self.window = window
        MainLoop.spin(seconds: 0.2)
        let image = window.render()
        image.writePNG(to: PixelImage.screenshotDirectory + "/buildable-marks-and-skins.png")
        // the band's middle, after the 8 px strip of the mark above
        let y = 8 + Int(Double(slider.geometry.height) / 2)
        for value in [20.0, 80.0] {
            let x = Int(slider.positionForValue(value))
            XCTAssertTrue(
                image.pixel(x, y).isExactly(TestImages.red), "the thumb image at \(value): \(image.pixel(x, y))")
        }
        let middle = Int(slider.positionForValue(50))
        XCTAssertTrue(
            image.pixel(middle, y).isExactly(TestImages.green), "the span's track image: \(image.pixel(middle, y))")
        XCTAssertTrue(
            image.pixel(290, y).isExactly(TestImages.blue), "the image beside the maximum end: \(image.pixel(290, y))")
        // The mark at 50: a tick below the band; the one at 75 above it.
        let bandTop = 8  // the tick strip of the unlabelled mark above: 6 px tick + 2
        let tick = image.pixel(middle, bandTop + Int(slider.geometry.height) + 3)
        XCTAssertTrue(tick.a > 100, "a tick below the band at 50: \(tick)")
        let above = image.pixel(Int(slider.positionForValue(75)), bandTop - 3)
        XCTAssertTrue(above.a > 100, "a tick above the band at 75: \(above)")
        XCTAssertEqual(image.pixel(middle, bandTop - 3).a, 0, "no tick above the band at 50")
    }

    /// `<thumb thumb="2">` skins the third thumb of a five-thumb slider alone; an index with no
    /// thumb fails the builder, naming the thumb count.
    func testAThumbIndexInAUIFileSkinsThatThumbAlone() throws {
        let thumb = TestImages.solid(dir + "/third.png", width: 20, height: 20, TestImages.red)
        func ui(_ index: String) -> String {
            """
            <interface>
              <object class="CeRangeSlider" id="slider">
                <property name="thumb-count">5</property>
                <skins>
                  <thumb thumb="\(index)" file="\(thumb)"/>
                </skins>
              </object>
            </interface>
            """
        }
        let (built, error) = build(ui("2"))
        let slider = try XCTUnwrap(built, error ?? "")
        XCTAssertEqual(slider.thumbCount, 5)
        XCTAssertEqual((0..<5).map { slider.thumbImage(for: .normal, at: $0)?.source }, [nil, nil, thumb, nil, nil])
        for bad in ["5", "-1", "two"] {
            let (refused, message) = build(ui(bad))
            XCTAssertNil(refused, bad)
            XCTAssertTrue(
                message?.contains("thumb is lower, upper or both, or an index 0…4 (thumb-count is 5)") == true,
                "\(bad): \(message ?? "no error")")
        }
    }

    func testABadMarkOrImageInAUIFileIsABuilderErrorNamingIt() {
        let missing = dir + "/missing.png"
        for (body, needle) in [
            (#"<marks><mark value="x">?</mark></marks>"#, "needs a value attribute that is a finite number"),
            ("<skins><thumb file=\"\(missing)\"/></skins>", "cannot load slider image \(missing): no such file"),
            (#"<skins><track part="middle" resource="/x.png"/></skins>"#, "cannot load slider image /x.png"),
            (#"<skins><thumb/></skins>"#, "needs exactly one of the attributes resource and file"),
            (
                """
                <skins><value-image end=\"middle\" \
                file=\"\(TestImages.solid(dir + "/end.png", width: 4, height: 4, TestImages.red))\"/></skins>
                """,
                "end is minimum or maximum"
            ),
        ] {
            let (slider, error) = build(
                #"<interface><object class="CeRangeSlider" id="slider">"# + body + "</object></interface>")
            XCTAssertNil(slider, body)
            XCTAssertTrue(error?.contains(needle) == true, "\(body): \(error ?? "no error")")
        }
    }
}
