// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import Foundation
import GtkTestSupport
import RangeSlider
import XCTest

/// Skins drawn in a real window: stretchable track images, per-state thumb images, end images,
/// and what happens when an image cannot be loaded.
final class SkinTests: WidgetTestCase {
    var dir: String!

    override func setUpWithError() throws {
        try super.setUpWithError()
        dir = TestImages.folder()
    }

    override func tearDown() {
        if let dir { try? FileManager.default.removeItem(atPath: dir) }
        super.tearDown()
    }

    /// The colour of column `x` of the 21 × 10 cap-test image: ten distinct left-cap columns,
    /// one green stretch column, ten distinct right-cap columns.
    private func capColumn(_ x: Int) -> TestImages.Colour {
        if x < 10 { return (UInt8(20 + 20 * x), 0, 200, 255) }
        if x == 10 { return TestImages.green }
        return (200, UInt8(20 + 20 * (x - 11)), 0, 255)
    }

    /// A thumb image on a slider whose size its container fixes: the thumb nodes (their focus
    /// rings, their accessible extents) take the image's size at once, not the old square.
    func testThumbNodesTakeTheSkinsSizeWhenTheSlidersSizeStaysTheSame() throws {
        settle(0.2)
        var bounds = graphene_rect_t()  // the node's border box, as its allocation
        _ = gtk_widget_compute_bounds(slider.upperThumbWidget, slider.upperThumbWidget, &bounds)
        XCTAssertEqual(bounds.size.width, 28, "the tutorial's 30 px square, less the 1 px inset")
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/small.png", width: 16, height: 16, TestImages.red))
        )
        settle(0.2)
        XCTAssertEqual(gtk_widget_get_height(slider.gtkWidget), height, "the slider's size did not change")
        _ = gtk_widget_compute_bounds(slider.upperThumbWidget, slider.upperThumbWidget, &bounds)
        XCTAssertEqual(bounds.size.width, 14, "the 16 px image, less the inset")
        XCTAssertEqual(bounds.size.height, 14)
    }

    // MARK: Stretchable caps

    func testTrackCapsKeepTheirPixelsExactlyWhileTheMiddleStretches() throws {
        let track = try SliderImage(
            contentsOfFile: TestImages.write(dir + "/track.png", width: 21, height: 10) { x, _ in capColumn(x) }
        )
        .stretchable(leftCapWidth: 10, topCapHeight: 0)
        XCTAssertEqual(track.capInsets.right, 10)
        slider.mode = .single
        slider.value = 1
        slider.minimumTrackImage = track
        // A clear 10 × 10 thumb: the whole minimum track, from 0 to the thumb centre, shows.
        slider.setThumbImage(
            try SliderImage(
                contentsOfFile: TestImages.solid(dir + "/clear.png", width: 10, height: 10, TestImages.clear)))
        for width in [300, 257, 213] {  // at least the natural 200, so the window gives the width asked for
            gtk_widget_set_size_request(slider.gtkWidget, Int32(width), height)
            settle(0.2)
            XCTAssertEqual(gtk_widget_get_width(slider.gtkWidget), Int32(width))
            let image = render("caps-\(width)")
            let end = width - 5  // the thumb's centre at the maximum: the minimum track ends there
            XCTAssertEqual(slider.positionForValue(1), Double(end))
            for y in 10..<20 {  // the 10 px image, centred in the 30 px band
                for x in 0..<10 {
                    XCTAssertTrue(
                        image.pixel(x, y).isExactly(capColumn(x)),
                        "left cap (\(x), \(y)) at width \(width): \(image.pixel(x, y))")
                }
                for x in 10..<(end - 10) {
                    XCTAssertTrue(
                        image.pixel(x, y).isExactly(TestImages.green),
                        "stretched (\(x), \(y)) at width \(width): \(image.pixel(x, y))")
                }
                for x in (end - 10)..<end {
                    let column = 11 + x - (end - 10)
                    XCTAssertTrue(
                        image.pixel(x, y).isExactly(capColumn(column)),
                        "right cap (\(x), \(y)) at width \(width): \(image.pixel(x, y))")
                }
            }
            XCTAssertEqual(image.pixel(50, 9).a, 0, "nothing above the track image")
            XCTAssertEqual(image.pixel(50, 20).a, 0, "nothing below the track image")
        }
    }

    func testRangeSliderShowsTheMinimumTrackInsideTheSpanAndTheMaximumTrackOutside() throws {
        slider.minimumTrackImage = try SliderImage(
            contentsOfFile: TestImages.solid(dir + "/in.png", width: 3, height: 8, TestImages.blue))
        slider.maximumTrackImage = try SliderImage(
            contentsOfFile: TestImages.solid(dir + "/out.png", width: 3, height: 8, TestImages.green))
        settle()
        let image = render("range-track-images")
        // Default thumbs (30 px) at 69 and 231: outside before 54 and after 246, inside between 84 and 216.
        XCTAssertTrue(image.pixel(20, 15).isExactly(TestImages.green), "\(image.pixel(20, 15))")
        XCTAssertTrue(image.pixel(150, 15).isExactly(TestImages.blue), "\(image.pixel(150, 15))")
        XCTAssertTrue(image.pixel(280, 15).isExactly(TestImages.green), "\(image.pixel(280, 15))")
        XCTAssertEqual(image.pixel(150, 10).a, 0, "the 8 px images lie at y 11…18")
    }

    // MARK: Thumbs per state

    func testThumbImagesPerStateNormalHighlightedDuringARealDragAndInsensitive() throws {
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/n.png", width: 20, height: 20, TestImages.red)))
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/h.png", width: 20, height: 20, TestImages.blue)),
            for: .highlighted)
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/i.png", width: 20, height: 20, TestImages.green)),
            for: .insensitive)
        settle()
        // 20 px thumbs: usable 280, centres at 10 + 56 = 66 and 10 + 224 = 234.
        XCTAssertEqual(slider.positionForValue(0.2), 66)
        let normal = render("thumbs-normal")
        XCTAssertTrue(normal.pixel(66, 15).isExactly(TestImages.red), "\(normal.pixel(66, 15))")
        XCTAssertTrue(normal.pixel(234, 15).isExactly(TestImages.red), "\(normal.pixel(234, 15))")
        XCTAssertTrue(
            normal.pixel(57, 6).isExactly(TestImages.red), "the image's corner, on whole pixels: \(normal.pixel(57, 6))"
        )
        XCTAssertFalse(normal.pixel(55, 15).isExactly(TestImages.red), "the thumb is 20 px wide (56…75)")

        drag(from: (66, 15), through: [(70, 15), (94, 15)], release: false)
        XCTAssertEqual(slider.highlightedThumb, .lower)
        let x = Int(slider.positionForValue(slider.lowerValue))
        XCTAssertEqual(slider.lowerValue, 0.3, accuracy: 1e-9)
        let dragging = render("thumbs-highlighted")
        XCTAssertTrue(dragging.pixel(x, 15).isExactly(TestImages.blue), "dragged thumb: \(dragging.pixel(x, 15))")
        XCTAssertTrue(
            dragging.pixel(234, 15).isExactly(TestImages.red),
            "the other thumb stays normal: \(dragging.pixel(234, 15))")
        XDoTool.release()
        settle()
        XCTAssertTrue(render().pixel(x, 15).isExactly(TestImages.red), "normal again after the drag")

        slider.isSensitive = false
        settle()
        let insensitive = render("thumbs-insensitive")
        for cx in [x, 234] {
            let p = insensitive.pixel(cx, 15)
            XCTAssertTrue(p.r == 0 && p.g == 255 && p.b == 0, "insensitive thumb image (dimmed): \(p)")
            XCTAssertLessThan(p.a, 160)
        }
    }

    func testOnlyTheNormalImageIsUsedForEveryState() throws {
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/n.png", width: 20, height: 20, TestImages.red)))
        XCTAssertNil(slider.thumbImage(for: .highlighted))
        XCTAssertNotNil(slider.effectiveThumbImage(for: .highlighted, thumb: .lower))
        drag(from: (66, 15), through: [(70, 15), (94, 15)], release: false)
        let x = Int(slider.positionForValue(slider.lowerValue))
        XCTAssertTrue(render().pixel(x, 15).isExactly(TestImages.red), "highlighted falls back to normal")
        XDoTool.release()
        settle()
        slider.isSensitive = false
        settle()
        let p = render().pixel(234, 15)
        XCTAssertTrue(p.r == 255 && p.g == 0 && p.b == 0, "insensitive falls back to normal: \(p)")
    }

    func testEachThumbOfARangeSliderCanHaveItsOwnSkin() throws {
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/l.png", width: 20, height: 20, TestImages.blue)),
            thumb: .lower)
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/u.png", width: 20, height: 20, TestImages.red)),
            thumb: .upper)
        let image = render("per-thumb")
        XCTAssertTrue(image.pixel(66, 15).isExactly(TestImages.blue), "\(image.pixel(66, 15))")
        XCTAssertTrue(image.pixel(234, 15).isExactly(TestImages.red), "\(image.pixel(234, 15))")
    }

    /// A middle thumb of a five-thumb slider takes its own images by index, per state, while
    /// the others keep the images set for every thumb.
    func testAMiddleThumbHasItsOwnSkinByIndexInEveryState() throws {
        let magenta: TestImages.Colour = (255, 0, 255, 255)
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/all.png", width: 20, height: 20, TestImages.red)))
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/n.png", width: 20, height: 20, TestImages.blue)),
            at: 2)
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/h.png", width: 20, height: 20, TestImages.green)),
            for: .highlighted, at: 2)
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/i.png", width: 20, height: 20, magenta)),
            for: .insensitive, at: 2)
        XCTAssertNotNil(slider.thumbImage(for: .highlighted, at: 2))
        XCTAssertNil(slider.thumbImage(for: .highlighted, at: 1))
        XCTAssertNil(slider.thumbImage(for: .normal, at: 5), "no thumb at 5")
        let before = slider.invalidationCount
        slider.setThumbImage(nil, at: 7)
        XCTAssertEqual(slider.invalidationCount, before, "an index with no thumb changes nothing")
        XCTAssertTrue(LogCapture.shared.messages.last?.contains("index 7") == true, "\(LogCapture.shared.messages)")
        XCTAssertNil(slider.effectiveThumbImage(for: .normal, at: -1))
        settle()
        // 20 px thumbs: usable 280, centres at 10 + 280 v.
        let centres = [0.1, 0.3, 0.5, 0.7, 0.9].map { Int(slider.positionForValue($0)) }
        XCTAssertEqual(centres, [38, 94, 150, 206, 262])
        let normal = render("skin-middle-thumb-normal")
        for (t, cx) in centres.enumerated() {
            let expected = t == 2 ? TestImages.blue : TestImages.red
            XCTAssertTrue(normal.pixel(cx, 15).isExactly(expected), "thumb \(t) at \(cx): \(normal.pixel(cx, 15))")
        }

        drag(from: (150, 15), through: [(154, 15), (164, 15)], release: false)
        XCTAssertEqual(slider.highlightedThumbIndex, 2)
        let x = Int(slider.positionForValue(try XCTUnwrap(slider.value(at: 2))))
        XCTAssertNotEqual(x, 150, "the middle thumb moved")
        let dragging = render("skin-middle-thumb-highlighted")
        XCTAssertTrue(
            dragging.pixel(x, 15).isExactly(TestImages.green), "dragged middle thumb: \(dragging.pixel(x, 15))")
        for cx in [centres[1], centres[3], centres[4]] {
            XCTAssertTrue(
                dragging.pixel(cx, 15).isExactly(TestImages.red),
                "the others stay normal at \(cx): \(dragging.pixel(cx, 15))")
        }
        XDoTool.release()
        settle()
        XCTAssertTrue(render().pixel(x, 15).isExactly(TestImages.blue), "normal again after the drag")

        slider.isSensitive = false
        settle()
        let insensitive = render("skin-middle-thumb-insensitive")
        let middle = insensitive.pixel(x, 15)
        XCTAssertTrue(
            middle.r == 255 && middle.g == 0 && middle.b == 255 && middle.a < 160,
            "insensitive middle thumb (dimmed): \(middle)")
        let last = insensitive.pixel(centres[4], 15)
        XCTAssertTrue(
            last.r == 255 && last.g == 0 && last.b == 0, "the last thumb falls back to its normal image: \(last)")
    }

    func testAVerticalSliderDrawsThumbImagesUprightAndTrackImagesAlongTheTrack() throws {
        // A 20 × 12 thumb: upright it is wider than tall; transposed it would be taller than wide.
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/wide.png", width: 20, height: 12, TestImages.red)))
        slider.minimumTrackImage = try SliderImage(
            contentsOfFile: TestImages.solid(dir + "/in.png", width: 3, height: 8, TestImages.blue))
        slider.orientation = .vertical
        gtk_widget_set_size_request(slider.gtkWidget, 30, 300)
        settle(0.3)
        XCTAssertEqual(gtk_widget_get_height(slider.gtkWidget), 300)
        // Along the track the thumb is its image's height: usable 288, the lower centre at 6 + 57.6.
        XCTAssertEqual(slider.positionForValue(0.2), 63.6, accuracy: 1e-9)
        let image = render("vertical-skins")
        XCTAssertTrue(image.pixel(6, 63).isExactly(TestImages.red), "20 px wide: \(image.pixel(6, 63))")
        XCTAssertTrue(image.pixel(15, 58).isExactly(TestImages.red), "\(image.pixel(15, 58))")
        XCTAssertFalse(image.pixel(15, 72).isExactly(TestImages.red), "only 12 px tall: \(image.pixel(15, 72))")
        // The span's track image runs down the track, 8 px across, centred.
        XCTAssertTrue(image.pixel(15, 150).isExactly(TestImages.blue), "\(image.pixel(15, 150))")
        XCTAssertTrue(image.pixel(11, 150).isExactly(TestImages.blue), "\(image.pixel(11, 150))")
        XCTAssertEqual(image.pixel(9, 150).a, 0, "\(image.pixel(9, 150))")
    }

    // MARK: End images

    func testEndImagesSitOutsideTheTrackAndTheWidgetMakesRoom() throws {
        let quiet = try SliderImage(
            contentsOfFile: TestImages.solid(dir + "/quiet.png", width: 16, height: 16, TestImages.blue))
        let loud = try SliderImage(
            contentsOfFile: TestImages.solid(dir + "/loud.png", width: 16, height: 36, TestImages.green))
        // Measured on a slider without a size request (the test window's slider has one).
        let free = RangeSliderWidget()
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(free.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        XCTAssertEqual([minimum, natural], [60, 200])
        free.minimumValueImage = quiet
        free.maximumValueImage = loud
        gtk_widget_measure(free.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        // 16 + 6 at each end; the loud image makes the band 36 thick, so two (square) thumbs need 72.
        XCTAssertEqual([minimum, natural], [72 + 44, 200 + 44])
        gtk_widget_measure(free.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        XCTAssertEqual(minimum, 36, "as tall as the tallest end image")

        slider.minimumValueImage = quiet
        slider.maximumValueImage = loud
        gtk_widget_set_size_request(slider.gtkWidget, width, 36)
        settle(0.2)
        // The band runs 22 … 278; without thumb images the thumbs are the tutorial's squares of
        // the band's thickness, now 36.
        XCTAssertEqual(slider.positionForValue(0), 22 + 18)
        XCTAssertEqual(slider.positionForValue(1), 278 - 18)
        let image = render("end-images")
        XCTAssertTrue(image.pixel(8, 18).isExactly(TestImages.blue), "minimum image: \(image.pixel(8, 18))")
        XCTAssertTrue(image.pixel(292, 2).isExactly(TestImages.green), "maximum image: \(image.pixel(292, 2))")
        XCTAssertEqual(image.pixel(19, 18).a, 0, "the gap between the image and the track")
    }

    // MARK: Loading and errors

    func testAMissingFileIsAClearErrorAndTheLookIsKept() throws {
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/n.png", width: 20, height: 20, TestImages.red)))
        let before = render()
        let missing = dir + "/no-such-thumb.png"
        XCTAssertThrowsError(try slider.setThumbImage(SliderImage(contentsOfFile: missing), for: .normal)) { error in
            let e = error as? SliderImageError
            XCTAssertEqual(e?.reason, .missing)
            XCTAssertTrue("\(error)".contains(missing), "the message names the file: \(error)")
        }
        XCTAssertTrue(render("missing-image-kept").pixel(66, 15).isExactly(TestImages.red))
        XCTAssertEqual(render().bgra, before.bgra, "nothing changed")
        XCTAssertTrue(LogCapture.shared.messages.isEmpty)
    }

    func testUnreadableAndNonImageFilesAreClearErrors() throws {
        let text = dir + "/notes.png"
        try "not an image".write(toFile: text, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SliderImage(contentsOfFile: text)) { error in
            XCTAssertEqual((error as? SliderImageError)?.reason, .notAnImage)
            XCTAssertTrue("\(error)".contains(text), "\(error)")
        }
        let folder = dir + "/folder.png"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertThrowsError(try SliderImage(contentsOfFile: folder)) { error in
            XCTAssertEqual((error as? SliderImageError)?.reason, .unreadable)
            XCTAssertTrue("\(error)".contains(folder), "\(error)")
        }
        XCTAssertThrowsError(try SliderImage(resource: "/no/such/resource.png")) { error in
            XCTAssertEqual((error as? SliderImageError)?.reason, .missing)
            XCTAssertTrue("\(error)".contains("/no/such/resource.png"), "\(error)")
        }
        // A bad @2x beside a good image is reported too (it would be drawn at scale 2).
        TestImages.solid(dir + "/pair.png", width: 4, height: 4, TestImages.red)
        try "junk".write(toFile: dir + "/pair@2x.png", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SliderImage(contentsOfFile: dir + "/pair.png")) { error in
            XCTAssertTrue("\(error)".contains("pair@2x.png"), "\(error)")
        }
    }

    func testAt2xFilesAreLoadedBesideTheImage() throws {
        TestImages.solid(dir + "/thumb.png", width: 10, height: 12, TestImages.red)
        TestImages.solid(dir + "/thumb@2x.png", width: 20, height: 24, TestImages.blue)
        let image = try SliderImage(contentsOfFile: dir + "/thumb.png")
        XCTAssertEqual(image.scales, [1, 2])
        XCTAssertEqual(image.width, 10)
        XCTAssertEqual(image.height, 12)
        TestImages.solid(dir + "/only@2x.png", width: 20, height: 24, TestImages.blue)
        let retinaOnly = try SliderImage(contentsOfFile: dir + "/only.png")
        XCTAssertEqual(retinaOnly.scales, [2])
        XCTAssertEqual(retinaOnly.width, 10, "a 2× bitmap is half its pixel size in points")
        XCTAssertEqual(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/plain.png", width: 3, height: 3, TestImages.red))
                .scales, [1])
    }

    func testImagesFromAGResourceAndFromATexture() throws {
        TestImages.solid(dir + "/res-thumb.png", width: 20, height: 20, TestImages.blue)
        TestImages.solid(dir + "/res-thumb@2x.png", width: 40, height: 40, TestImages.blue)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources><gresource prefix="/test/rangeslider">
            <file>res-thumb.png</file><file>res-thumb@2x.png</file>
            </gresource></gresources>
            """
        try xml.write(toFile: dir + "/skins.gresource.xml", atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = [
            "glib-compile-resources", "--sourcedir", dir, "--target", dir + "/skins.gresource",
            dir + "/skins.gresource.xml",
        ]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0, "glib-compile-resources failed")
        var error: UnsafeMutablePointer<GError>?
        let resource = try XCTUnwrap(g_resource_load(dir + "/skins.gresource", &error))
        g_resources_register(resource)
        defer { g_resources_unregister(resource); g_resource_unref(resource) }

        let image = try SliderImage(resource: "/test/rangeslider/res-thumb.png")
        XCTAssertEqual(image.scales, [1, 2])
        XCTAssertEqual(image.width, 20)
        slider.setThumbImage(image)
        XCTAssertTrue(render("resource-thumb").pixel(66, 15).isExactly(TestImages.blue))

        let texture = try XCTUnwrap(
            gdk_texture_new_from_filename(
                TestImages.solid(dir + "/tex.png", width: 20, height: 20, TestImages.green), nil))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        slider.setThumbImage(try XCTUnwrap(SliderImage(texture: texture)), thumb: .upper)
        let both = render()
        XCTAssertTrue(both.pixel(66, 15).isExactly(TestImages.blue))
        XCTAssertTrue(both.pixel(234, 15).isExactly(TestImages.green))
    }

    func testAssigningTheSameImageAgainDoesNothing() throws {
        let thumb = try SliderImage(
            contentsOfFile: TestImages.solid(dir + "/n.png", width: 20, height: 20, TestImages.red))
        let track = try SliderImage(
            contentsOfFile: TestImages.solid(dir + "/t.png", width: 3, height: 8, TestImages.blue))
        slider.setThumbImage(thumb)
        slider.minimumTrackImage = track
        slider.maximumValueImage = track
        settle(0.3)
        let (invalidations, draws) = (slider.invalidationCount, slider.drawCount)
        slider.setThumbImage(thumb)
        slider.setThumbImage(thumb, thumb: .lower)
        slider.minimumTrackImage = track
        slider.maximumValueImage = track
        slider.maximumTrackImage = nil
        settle(0.3)
        XCTAssertEqual(slider.invalidationCount, invalidations)
        XCTAssertEqual(slider.drawCount, draws)
        slider.minimumTrackImage = track.stretchable(leftCapWidth: 1, topCapHeight: 0)
        XCTAssertEqual(slider.invalidationCount, invalidations + 1, "a new image (new caps) is a change")
    }

    func testRemovingTheImagesBringsBackTheDrawnLook() throws {
        let plain = render()
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/n.png", width: 20, height: 20, TestImages.red)))
        slider.minimumTrackImage = try SliderImage(
            contentsOfFile: TestImages.solid(dir + "/t.png", width: 3, height: 8, TestImages.blue))
        XCTAssertTrue(slider.hasImages)
        XCTAssertNotEqual(render().bgra, plain.bgra)
        slider.removeAllImages()
        XCTAssertFalse(slider.hasImages)
        XCTAssertEqual(render().bgra, plain.bgra)
    }
}
