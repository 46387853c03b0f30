// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// Base class: starts GTK, shows a RangeSliderWidget 300 × 30 in a real window, records its
/// notifications and GLib warnings.
class WidgetTestCase: XCTestCase {
    var slider: RangeSliderWidget!
    var window: TestWindow!
    var events: [RangeSliderEvent] = []

    let width: Int32 = 300
    let height: Int32 = 30

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        slider = RangeSliderWidget()
        slider.addObserver { [unowned self] in self.events.append($0) }
        window = TestWindow(child: slider.gtkWidget, width: width, height: height)
        LogCapture.shared.start()
    }

    override func tearDown() {
        LogCapture.shared.stop()
        window?.close()
        window = nil
        slider = nil
        events = []
    }

    /// Renders the slider once its window has been allocated and has drawn a frame after the
    /// last change (see ``TestWindow/waitForFrame(timeout:)``), and saves a screenshot named
    /// `name`.
    func render(_ name: String? = nil, scale: Double = 1) -> PixelImage {
        XCTAssertTrue(window.waitForFrame(), "the window drew no frame in time")
        settle(0)
        let image = window.render(scale: scale)
        XCTAssertGreaterThan(image.width, 0, "the slider could not be rendered")
        if let name {
            image.writePNG(to: PixelImage.screenshotDirectory + "/\(name).png")
        }
        return image
    }

    /// Lets GTK process input and draw a frame.
    func settle(_ seconds: Double = 0.15) {
        MainLoop.spin(seconds: seconds)
        // Then whatever is ready, idles included (the accessible state follows at the next
        // idle): on a loaded machine the timer that ends the spin can come before them.
        var iterations = 0
        while g_main_context_pending(nil) != 0 && iterations < 1_000 {
            g_main_context_iteration(nil, 0)
            iterations += 1
        }
    }

    /// A drag with real pointer input: press at `from`, move through `path`, release.
    /// Coordinates are in the slider's own pixels (X11 gets them times the window's scale
    /// factor, `GDK_SCALE`). Each step lets GTK process the event.
    func drag(from: (Double, Double), through path: [(Double, Double)], release: Bool = true) {
        let origin = window.childOrigin
        let xid = window.xid
        let scale = Double(gtk_widget_get_scale_factor(window.window))
        XCTAssertNotEqual(xid, 0, "not an X11 window")
        XCTAssertEqual(
            XDoTool.move(window: xid, x: (origin.x + from.0) * scale, y: (origin.y + from.1) * scale), 0,
            "xdotool failed")
        settle(0.05)
        XDoTool.press()
        settle(0.05)
        for point in path {
            XDoTool.move(window: xid, x: (origin.x + point.0) * scale, y: (origin.y + point.1) * scale)
            settle(0.05)
        }
        if release {
            XDoTool.release()
            settle(0.1)
        }
    }

    /// Saves a screenshot of the window with the slider's visible value popovers laid over it
    /// where they are on screen (popovers are surfaces of their own, which a window rendering
    /// leaves out), on a white page that grows to hold popovers above or left of the window.
    func screenshotWithPopovers(_ name: String) {
        let base = window.render(window.window)
        var layers: [(PixelImage, Int, Int)] = []
        var width = base.width, height = base.height
        for index in 0..<slider.thumbCount where slider.isValuePopoverVisible(at: index) {
            guard let popover = slider.valuePopoverWidget(at: index),
                let surface = gtk_native_get_surface(OpaquePointer(popover))
            else { continue }
            let image = window.render(popover)
            let (x, y) = (Int(gdk_popup_get_position_x(surface)), Int(gdk_popup_get_position_y(surface)))
            layers.append((image, x, y))
            width = max(width, x + image.width)
            height = max(height, y + image.height)
        }
        let top = min(0, layers.map(\.2).min() ?? 0), left = min(0, layers.map(\.1).min() ?? 0)
        width -= left
        height -= top
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        func blend(_ image: PixelImage, _ ox: Int, _ oy: Int) {
            for y in 0..<image.height {
                for x in 0..<image.width where ox + x >= 0 && oy + y >= 0 && ox + x < width && oy + y < height {
                    let s = (y * image.width + x) * 4, d = ((oy + y) * width + ox + x) * 4
                    let alpha = Int(image.bgra[s + 3])
                    for c in 0..<4 {
                        bytes[d + c] = UInt8(Int(image.bgra[s + c]) + Int(bytes[d + c]) * (255 - alpha) / 255)
                    }
                }
            }
        }
        blend(base, -left, -top)
        for (image, x, y) in layers { blend(image, x - left, y - top) }
        PixelImage(width: width, height: height, bgra: bytes).writePNG(
            to: PixelImage.screenshotDirectory + "/\(name).png")
    }

    var valueEvents: [RangeSliderEvent] {
        events.filter { if case .valueChanged = $0 { return true } else { return false } }
    }
}

/// Collects GLib messages of the RangeSlider domain.
final class LogCapture {
    static let shared = LogCapture()
    var messages: [String] = []
    private var handler: guint = 0

    func start() {
        messages = []
        guard handler == 0 else { return }
        handler = g_log_set_handler(
            RangeSliderWidget.logDomain,
            GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_MESSAGE.rawValue),
            { _, _, message, _ in
                LogCapture.shared.messages.append(message.map { String(cString: $0) } ?? "")
            }, nil)
    }

    func stop() {
        if handler != 0 { g_log_remove_handler(RangeSliderWidget.logDomain, handler) }
        handler = 0
    }
}
