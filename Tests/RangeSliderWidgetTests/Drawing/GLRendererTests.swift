// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkTestSupport
@_spi(Testing) import RangeSlider
import RangeSliderCore
import XCTest

/// The slider under GTK's GPU renderers, as GNOME desktops draw it: GTK 4.8's GL renderer
/// (`GSK_RENDERER=gl`; `scripts/test-gl.sh`, at scale factor 1 and 2), and GTK 4.18's GL
/// renderer (`ngl`) and Vulkan renderer (`vulkan`; `scripts/test-debian13-renderers.sh`).
/// Under Xvfb both use Mesa's llvmpipe (GL through GLX, Vulkan through lavapipe). Elsewhere
/// (the Cairo suite, Wayland) the class is skipped, saying why.
///
/// Each scene is one real window whose own renderer is the one `GSK_RENDERER` names (checked:
/// a silent fall-back to another renderer fails every scene). Its frame is rendered twice: by
/// that renderer, from the nodes the slider builds for it (every layer a texture), and by a
/// `GskCairoRenderer` realized on the same window, from the nodes the slider builds for a Cairo
/// window (thumbs as Cairo images): the Cairo suite's picture. The two must agree within
/// ``tolerance`` on every pixel. Images land in `renderer-comparison/` of the screenshot folder
/// (`.build/screenshots/gl/` in `scripts/test-gl.sh`): `NAME.png` (the GPU renderer's),
/// `NAME-cairo.png`, `NAME-diff.png` (black: equal; red: over the tolerance).
final class GLRendererTests: XCTestCase {
    /// The largest difference allowed on any pixel, any premultiplied channel (0…255): what
    /// the GPU renderers' 8-bit blending and texture sampling round differently from Cairo's,
    /// and no more.
    static let tolerance = 2

    /// The `GSK_RENDERER` values this class runs under.
    static let gpuRenderers: Set<String> = ["gl", "ngl", "vulkan"]

    private var window: TestWindow?
    private var cairo: OpaquePointer?

    /// The device scale of this run (`GDK_SCALE`, 1 unless set).
    private let scale = Int(ProcessInfo.processInfo.environment["GDK_SCALE"] ?? "1") ?? 1

    /// The `GSK_RENDERER` of this run ("gl", "ngl", "vulkan").
    private let asked = ProcessInfo.processInfo.environment["GSK_RENDERER"]?.lowercased() ?? ""

    /// The renderer type the windows must render with, as GTK names it.
    private var expectedRenderer: String { GtkTestEnvironment.expectedRendererName(for: asked) ?? "?" }

    override func setUpWithError() throws {
        guard Self.gpuRenderers.contains(asked) else {
            throw XCTSkip(
                "GPU renderer tests: scripts/test-gl.sh runs them with GSK_RENDERER=gl, "
                    + "scripts/test-debian13-renderers.sh with ngl and vulkan")
        }
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
    }

    override func tearDown() {
        RangeSliderWidget.drawsLayersAsForCairoRenderer = false
        if let cairo { window?.releaseRenderer(cairo) }
        cairo = nil
        window?.close()
        window = nil
    }

    // MARK: Scenes

    func testDefaultStateMatchesCairo() {
        compare("default") { _ in }
    }

    func testBothThumbsAndTheHighlightMatchCairo() {
        compare("thumbs-highlight") { slider in
            slider.useTutorialColors()
            slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
        }
    }

    func testADraggedThumbMatchesCairo() {
        compare(
            "dragged-thumb",
            prepare: { slider in
                slider.useTutorialColors()
            },
            then: { slider, _ in
                XCTAssertTrue(slider.simulateDragBegin(x: 69, y: 15))
                XCTAssertEqual(slider.highlightedThumb, .lower)
            })
    }

    func testHistogramMatchesCairo() {
        compare("histogram", height: 70) { slider in
            slider.useTutorialColors()
            slider.histogram = Histogram(counts: [8, 4, 8, 6], lowerBound: 0, upperBound: 1)
        }
    }

    /// Many narrow bins whose edges fall between pixels (300 px, 37 bins: 7.3 px each).
    func testHistogramWithManyNarrowBinsMatchesCairo() {
        compare("histogram-37-bins", height: 70) { slider in
            slider.useTutorialColors()
            slider.setValues(lower: 0.23, upper: 0.71)
            slider.histogram = Histogram(counts: (0..<37).map { 3 + ($0 * 7) % 11 }, lowerBound: 0, upperBound: 1)
        }
    }

    /// The colour picker's red skin (thumb, stretchable tracks, end images; `@2x` files at
    /// scale 2).
    func testSkinsMatchCairo() throws {
        let skins = PackageFolders.skins
        var failure: Error?
        compare("skins", width: 320) { slider in
            do {
                slider.mode = .single
                slider.value = 0.6
                slider.setThumbImage(try SliderImage(contentsOfFile: skins + "thumb-red.png"))
                slider.minimumTrackImage = try SliderImage(contentsOfFile: skins + "track-red.png").stretchable(
                    leftCapWidth: 10, topCapHeight: 0)
                slider.maximumTrackImage = try SliderImage(contentsOfFile: skins + "track-empty.png").stretchable(
                    leftCapWidth: 10, topCapHeight: 0)
                slider.minimumValueImage = try SliderImage(contentsOfFile: skins + "end-black.png")
                slider.maximumValueImage = try SliderImage(contentsOfFile: skins + "end-red.png")
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    func testFocusRingMatchesCairo() {
        compare(
            "focus-ring",
            prepare: { slider in
                slider.useTutorialColors()
            },
            then: { slider, window in
                slider.focus(.lower)
                gtk_window_set_focus_visible(
                    UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), 1)
                MainLoop.spin(seconds: 0.1)
                XCTAssertEqual(slider.focusedThumb, .lower)
            })
    }

    func testDarkThemeMatchesCairo() {
        DarkTheme.prefer()
        defer { DarkTheme.restore() }
        compare("dark-theme") { slider in slider.useThemeColors() }
    }

    func testVerticalSliderWithMarksMatchesCairo() {
        compare("vertical-marks", width: 60, height: 300) { slider in
            slider.useTutorialColors()
            slider.orientation = .vertical
            slider.marks = [
                SliderMark(value: 0, label: "0"), SliderMark(value: 0.5, label: "½"), SliderMark(value: 1, label: "1"),
            ]
        }
    }

    /// A quantile track with its warped histogram and tick lines (colour nodes). The tick
    /// labels are left empty here: they are GtkLabels, whose glyphs GTK 4.8's GL renderer
    /// rasterises through its own glyph cache, differently from Cairo's (seen: only the text
    /// differed, by up to 191/255 at glyph edges; bars and tick lines were identical).
    func testQuantileScaleHistogramAndTicksMatchCairo() {
        compare("quantile-ticks", width: 400, height: 100) { slider in
            slider.useTutorialColors()
            slider.setRange(minimum: 0, maximum: 100)
            let data = (0..<400).map { i -> Double in
                let u = Double(i) / 400; return 100 * u * u * u
            }
            try? slider.setScale(.quantile(QuantileScale(values: data)))
            slider.histogram = Histogram(values: data, binCount: 20, lowerBound: 0, upperBound: 100)
            slider.tickSettings = TickSettings(mode: .nice(minimumSpacing: 30), minorTicksPerMajor: 1)
            slider.tickLabelFormatter = { _ in "" }
        }
    }

    func testInsensitiveSliderMatchesCairo() {
        compare("insensitive") { slider in
            slider.useTutorialColors()
            slider.isSensitive = false
        }
    }

    // MARK: Textures uploaded once

    /// The cached layers become GL textures once: after the first frame, frames that run every
    /// snapshot function of the slider again upload nothing. As a control, frames that each
    /// need a new thumb layer (a new colour) upload one each, so the counter does see the
    /// slider's uploads.
    func testTheCachedLayersAreUploadedOnceNotEveryFrame() throws {
        guard scale == 1 else {
            throw XCTSkip("the uploads are counted at scale 1; the scale-2 run compares pictures")
        }
        guard asked != "vulkan" else {
            throw XCTSkip("the upload counter watches GL's glTexSubImage2D; Vulkan uploads through its own buffers")
        }
        XCTAssertTrue(GLUploadCounter.install(), "libepoxy's glTexSubImage2D pointer not found")
        let slider = RangeSliderWidget()
        slider.useTutorialColors()
        slider.thumbTintColor = RGBA(red: 0.2, green: 0.5, blue: 0.9)  // a look no other test has cached
        GLUploadCounter.start()
        let window = TestWindow(child: slider.gtkWidget, width: 300, height: 30)
        self.window = window
        XCTAssertEqual(window.rendererName, expectedRenderer)
        nextFrames(of: slider, 2)
        let first = GLUploadCounter.stop()
        XCTAssertTrue(
            first.contains(Upload(width: 30, height: 30)),
            "the first frames upload the thumb layer (30×30): uploads \(first)")

        GLUploadCounter.start()
        let drawn = nextFrames(of: slider, 30)
        let steady = GLUploadCounter.stop()
        XCTAssertEqual(drawn, 30, "every frame ran the slider's snapshot again")
        XCTAssertEqual(steady, [], "30 redrawn frames must upload nothing: the layers are GL textures already")
        print(
            """
            GL uploads: first frames \(first.count) (\(first.map(\.description).joined(separator: ", "))), \
            next 30 frames \(steady.count)
            """)

        GLUploadCounter.start()
        for i in 0..<5 {
            slider.thumbTintColor = RGBA(red: 0.1 * Double(i), green: 0.7, blue: 0.3)
            nextFrames(of: slider, 1)
        }
        let control = GLUploadCounter.stop()
        XCTAssertGreaterThanOrEqual(
            control.filter { $0 == Upload(width: 30, height: 30) }.count, 5,
            "five new thumb colours, five new thumb textures: uploads \(control)")
    }

    private typealias Upload = GLUploadCounter.Upload

    /// Invalidates every node of the slider and waits for the window to draw it, `count`
    /// times; returns how many frames ran the slider's snapshot.
    @discardableResult
    private func nextFrames(of slider: RangeSliderWidget, _ count: Int) -> Int {
        var drawn = 0
        for _ in 0..<count {
            let before = slider.drawCount
            Self.invalidate(slider.gtkWidget)
            if MainLoop.spin(until: { slider.drawCount > before }, timeout: 2) { drawn += 1 }
            MainLoop.spin(seconds: 0.02)  // the rest of the frame: rendering
        }
        return drawn
    }

    // MARK: Comparing

    /// Shows a slider (`prepare` runs before the window opens, `then` after), renders it
    /// through the window's GPU renderer and through a Cairo renderer, saves both and their
    /// difference, prints the figures, and fails on any pixel over ``tolerance``.
    private func compare(
        _ name: String, width: Int32 = 300, height: Int32 = 30,
        prepare: (RangeSliderWidget) -> Void,
        then: ((RangeSliderWidget, TestWindow) -> Void)? = nil
    ) {
        let slider = RangeSliderWidget()
        prepare(slider)
        let window = TestWindow(child: slider.gtkWidget, width: width, height: height)
        self.window = window
        XCTAssertEqual(window.rendererName, expectedRenderer, "the window must render with GSK_RENDERER=\(asked)")
        XCTAssertEqual(Int(gtk_widget_get_scale_factor(slider.gtkWidget)), scale, "the window's scale factor")
        let made = window.makeRenderer { gsk_cairo_renderer_new() }
        guard let cairo = made.renderer else {
            XCTFail("no Cairo renderer beside the \(expectedRenderer): \(made.error ?? "")")
            return
        }
        self.cairo = cairo
        then?(slider, window)
        MainLoop.spin(seconds: 0.15)

        // A widget's picture is the node its window drew last (GtkWidgetPaintable): let the
        // window draw a frame with each kind of nodes, then render that node.
        // Cairo: the nodes the slider builds for a Cairo window, drawn by a Cairo renderer.
        RangeSliderWidget.drawsLayersAsForCairoRenderer = true
        XCTAssertEqual(nextFrames(of: slider, 1), 1, "no frame drawn")
        let reference = window.render(scale: Double(scale), renderer: cairo)
        // GPU: the nodes it builds for its GPU window, drawn by that window's renderer.
        RangeSliderWidget.drawsLayersAsForCairoRenderer = false
        XCTAssertEqual(nextFrames(of: slider, 1), 1, "no frame drawn")
        let gpu = window.render(scale: Double(scale))

        XCTAssertEqual(gpu.width, Int(width) * scale)
        XCTAssertEqual(gpu.height, Int(height) * scale)
        let difference = PixelDifference(gpu, reference, tolerance: Self.tolerance)
        let label = scale == 1 ? name : "\(name)@\(scale)x"
        let dir = PixelImage.screenshotDirectory + "/renderer-comparison"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        gpu.writePNG(to: "\(dir)/\(label).png")
        reference.writePNG(to: "\(dir)/\(label)-cairo.png")
        difference.image(gpu, reference).writePNG(to: "\(dir)/\(label)-diff.png")
        print("\(expectedRenderer) (GSK_RENDERER=\(asked)) vs Cairo \(label): \(difference)")
        XCTAssertTrue(
            difference.sameSize,
            "\(label): \(asked) \(gpu.width)×\(gpu.height), Cairo \(reference.width)×\(reference.height)")
        XCTAssertEqual(difference.overTolerance, 0, "\(label), \(asked) vs Cairo: \(difference)")
        // Both drew something: a blank pair would agree.
        XCTAssertGreaterThan(
            Self.paintedPixels(reference), gpu.width * gpu.height / 20, "\(label): the Cairo picture is nearly empty")
    }

    private static func paintedPixels(_ image: PixelImage) -> Int {
        stride(from: 3, to: image.bgra.count, by: 4).reduce(0) { $0 + (image.bgra[$1] > 0 ? 1 : 0) }
    }

    /// Marks `widget` and every descendant as needing a redraw, so the next snapshot runs
    /// every snapshot function again instead of reusing the cached nodes.
    private static func invalidate(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_queue_draw(widget)
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            invalidate(c)
            child = gtk_widget_get_next_sibling(c)
        }
    }
}

/// The renderer type each `GSK_RENDERER` value makes, on GTK 4.8 and on GTK 4.18 (where the
/// old GL renderer is gone and ngl took its type name): the check that makes a GPU run fail
/// when GTK silently falls back to another renderer relies on these names.
final class RendererNameTests: XCTestCase {
    func testEachRendererValueNamesTheTypeGTKMakes() {
        XCTAssertEqual(GtkTestEnvironment.expectedRendererName(for: "cairo", gtkMinorVersion: 8), "GskCairoRenderer")
        XCTAssertEqual(GtkTestEnvironment.expectedRendererName(for: "gl", gtkMinorVersion: 8), "GskGLRenderer")
        XCTAssertEqual(GtkTestEnvironment.expectedRendererName(for: "ngl", gtkMinorVersion: 8), "GskNglRenderer")
        XCTAssertEqual(GtkTestEnvironment.expectedRendererName(for: "ngl", gtkMinorVersion: 16), "GskNglRenderer")
        XCTAssertEqual(GtkTestEnvironment.expectedRendererName(for: "ngl", gtkMinorVersion: 18), "GskGLRenderer")
        XCTAssertEqual(GtkTestEnvironment.expectedRendererName(for: "gl", gtkMinorVersion: 18), "GskGLRenderer")
        XCTAssertEqual(GtkTestEnvironment.expectedRendererName(for: "Vulkan", gtkMinorVersion: 18), "GskVulkanRenderer")
        XCTAssertNil(GtkTestEnvironment.expectedRendererName(for: "help", gtkMinorVersion: 18))
    }
}
