// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// Tab and Shift+Tab through the thumbs with real keys (xdotool), in a real window, between a
/// button before the slider and one after it, for a slider with two and with four thumbs: Tab
/// follows the thumbs' places on screen in the slider's reading direction, so on a
/// right-to-left slider it starts at the rightmost thumb (the lowest value), whether the
/// direction is the slider's own (set before or after the window is shown) or the default one.
final class ThumbTabOrderTests: XCTestCase {
    var window: TestWindow?
    var before: UnsafeMutablePointer<GtkWidget>!
    var after: UnsafeMutablePointer<GtkWidget>!
    var rangeSlider: RangeSliderWidget?

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
    }

    override func tearDown() {
        window?.close()
        window = nil
        rangeSlider = nil
        gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
    }

    private func settle(_ seconds: Double = 0.1) { MainLoop.spin(seconds: seconds) }

    private func press(_ key: String) {
        XDoTool.run(["key", "--clearmodifiers", key])
        settle(0.08)
    }

    /// Shows `slider` (430 × 30) between two buttons and gives the window the keyboard.
    private func show(_ slider: UnsafeMutablePointer<GtkWidget>) {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let asBox = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        before = gtk_button_new_with_label("Before")
        after = gtk_button_new_with_label("After")
        gtk_widget_set_size_request(slider, 430, 30)
        for widget in [before!, slider, after!] { gtk_box_append(asBox, widget) }
        window = TestWindow(child: box, width: 430, height: 120)
        XDoTool.run(["windowfocus", String(window!.xid)])
        settle(0.2)
    }

    private func makeRangeSlider() -> UnsafeMutablePointer<GtkWidget> {
        let slider = RangeSliderWidget()
        slider.setValues(lower: 0.2, upper: 0.8)
        rangeSlider = slider
        return slider.gtkWidget
    }

    /// A range slider with `count` thumbs spread from 10 to 90 on 0…100.
    private func makeRangeSlider(thumbs count: Int) -> UnsafeMutablePointer<GtkWidget> {
        let slider = RangeSliderWidget()
        slider.setRange(minimum: 0, maximum: 100)
        slider.setValues((0..<count).map { Double(10 + 80 * $0 / (count - 1)) })
        rangeSlider = slider
        return slider.gtkWidget
    }

    private func makeFourThumbSlider() -> UnsafeMutablePointer<GtkWidget> {
        let slider = RangeSliderWidget()
        slider.setRange(minimum: 0, maximum: 100)
        slider.setValues([10, 30, 60, 90])
        rangeSlider = slider
        return slider.gtkWidget
    }

    /// The thumb nodes, in value order.
    private var thumbs: [UnsafeMutablePointer<GtkWidget>] { rangeSlider?.thumbWidgets ?? [] }

    /// The horizontal centre of each thumb node, in the slider's coordinates (what GTK orders
    /// focus by).
    private func thumbCentres(in slider: UnsafeMutablePointer<GtkWidget>) -> [Double] {
        thumbs.map { thumb in
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(thumb, slider, &bounds), 0)
            return Double(bounds.origin.x + bounds.size.width / 2)
        }
    }

    /// Where each press of `key` takes the focus, from `start`: a thumb's index, "after",
    /// "before", or "elsewhere".
    private func walk(_ key: String, from start: UnsafeMutablePointer<GtkWidget>, presses: Int) -> [String] {
        gtk_widget_grab_focus(start)
        settle(0.05)
        XCTAssertNotEqual(gtk_widget_has_focus(start), 0, "the walk's start has no focus")
        var stops: [String] = []
        for _ in 0..<presses {
            press(key)
            if let index = thumbs.firstIndex(where: { gtk_widget_has_focus($0) != 0 }) {
                stops.append("\(index)")
            } else if gtk_widget_has_focus(after) != 0 {
                stops.append("after")
            } else if gtk_widget_has_focus(before) != 0 {
                stops.append("before")
            } else {
                stops.append("elsewhere")
            }
        }
        return stops
    }

    /// Tab from the button before and Shift+Tab from the button after visit the thumbs in
    /// value order, lowest first (forwards), when the thumbs are drawn so (left to right, or
    /// right to left when `rightToLeft`): the order is the one on screen.
    private func checkTabOrder(
        _ slider: UnsafeMutablePointer<GtkWidget>, rightToLeft: Bool, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        settle(0.1)
        let centres = thumbCentres(in: slider)
        let drawnRightToLeft = zip(centres, centres.dropFirst()).allSatisfy { $0 > $1 }
        let drawnLeftToRight = zip(centres, centres.dropFirst()).allSatisfy { $0 < $1 }
        XCTAssertTrue(
            rightToLeft ? drawnRightToLeft : drawnLeftToRight,
            "\(label): thumbs drawn at \(centres)", file: file, line: line)
        let count = thumbs.count
        let forwards = (0..<count).map(String.init) + ["after"]
        XCTAssertEqual(walk("Tab", from: before, presses: count + 1), forwards, "\(label): Tab", file: file, line: line)
        let backwards = (0..<count).reversed().map(String.init) + ["before"]
        XCTAssertEqual(
            walk("shift+Tab", from: after, presses: count + 1), backwards, "\(label): Shift+Tab", file: file, line: line
        )
        // The first stop after the button, with its focus ring, for a look.
        _ = walk("Tab", from: before, presses: 1)
        let name = label.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        window?.render().writePNG(to: PixelImage.screenshotDirectory + "/tab-order-\(String(name)).png")
    }

    /// The trough takes the slider's direction when it changes and when the slider is
    /// realized, through the slider's class: no handler of its own on each slider.
    func testTheTroughFollowsTheDirectionThroughTheClass() {
        let slider = makeRangeSlider()
        for signal in ["direction-changed", "realize"] {
            let id = g_signal_lookup(signal, gtk_widget_get_type())
            XCTAssertEqual(
                g_signal_handler_find(UnsafeMutableRawPointer(slider), G_SIGNAL_MATCH_ID, id, 0, nil, nil, nil), 0,
                "a \(signal) handler on the slider")
        }
        let trough = gtk_widget_get_first_child(slider)!
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_RTL)
        XCTAssertEqual(gtk_widget_get_direction(trough), GTK_TEXT_DIR_RTL, "its own direction")
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_NONE)
        XCTAssertEqual(gtk_widget_get_direction(trough), GTK_TEXT_DIR_LTR, "the default again")
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)  // while in no window: not told
        show(slider)
        XCTAssertEqual(gtk_widget_get_direction(trough), GTK_TEXT_DIR_RTL, "realized under the new default")
    }

    // MARK: The two-thumb slider

    func testTwoThumbsLeftToRight() {
        let slider = makeRangeSlider()
        show(slider)
        checkTabOrder(slider, rightToLeft: false, "two thumbs, left to right")
    }

    func testTwoThumbsWithTheirOwnRightToLeftDirectionSetBeforeShowing() {
        let slider = makeRangeSlider()
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_RTL)
        show(slider)
        checkTabOrder(slider, rightToLeft: true, "two thumbs, own direction before showing")
    }

    func testTwoThumbsWithTheirOwnRightToLeftDirectionSetWhileShown() {
        let slider = makeRangeSlider()
        show(slider)
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_RTL)
        checkTabOrder(slider, rightToLeft: true, "two thumbs, own direction while shown")
        // Back to no direction of its own: the default's, left to right.
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_NONE)
        checkTabOrder(slider, rightToLeft: false, "two thumbs, own direction dropped")
    }

    func testTwoThumbsUnderTheDefaultRightToLeftDirection() {
        let slider = makeRangeSlider()
        show(slider)
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        checkTabOrder(slider, rightToLeft: true, "two thumbs, default direction")
        // The slider's own direction wins over the default.
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_LTR)
        checkTabOrder(slider, rightToLeft: false, "two thumbs, own left-to-right under a right-to-left default")
    }

    // MARK: The four-thumb slider

    func testFourThumbsLeftToRight() {
        let slider = makeFourThumbSlider()
        show(slider)
        checkTabOrder(slider, rightToLeft: false, "four thumbs, left to right")
    }

    func testFourThumbsWithTheirOwnRightToLeftDirectionSetBeforeShowing() {
        let slider = makeFourThumbSlider()
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_RTL)
        show(slider)
        checkTabOrder(slider, rightToLeft: true, "four thumbs, own direction before showing")
    }

    func testFourThumbsWithTheirOwnRightToLeftDirectionSetWhileShown() {
        let slider = makeFourThumbSlider()
        show(slider)
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_RTL)
        checkTabOrder(slider, rightToLeft: true, "four thumbs, own direction while shown")
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_NONE)
        checkTabOrder(slider, rightToLeft: false, "four thumbs, own direction dropped")
    }

    func testFourThumbsUnderTheDefaultRightToLeftDirection() {
        let slider = makeFourThumbSlider()
        show(slider)
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        checkTabOrder(slider, rightToLeft: true, "four thumbs, default direction")
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_LTR)
        checkTabOrder(slider, rightToLeft: false, "four thumbs, own left-to-right under a right-to-left default")
    }

    // MARK: Five thumbs, and thumbs added while shown

    func testFiveRangeSliderThumbsWithTheirOwnRightToLeftDirectionSetWhileShown() {
        let slider = makeRangeSlider(thumbs: 5)
        show(slider)
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_RTL)
        checkTabOrder(slider, rightToLeft: true, "range slider, five thumbs, own direction while shown")
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_NONE)
        checkTabOrder(slider, rightToLeft: false, "range slider, five thumbs, own direction dropped")
    }

    /// Thumbs added while the slider reads right to left take its direction's order too.
    func testRangeSliderThumbsAddedUnderItsOwnRightToLeftDirectionFollowIt() {
        let slider = makeRangeSlider(thumbs: 2)
        gtk_widget_set_direction(slider, GTK_TEXT_DIR_RTL)
        show(slider)
        rangeSlider?.setValues([10, 35, 60, 90])
        checkTabOrder(slider, rightToLeft: true, "range slider, thumbs added under its own direction")
    }

    /// Thumbs at the same place are visited in value order, in either direction.
    func testCoincidentThumbsAreVisitedInValueOrder() {
        let slider = makeFourThumbSlider()
        rangeSlider?.setValues([20, 50, 50, 80])
        show(slider)
        for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
            gtk_widget_set_direction(slider, direction)
            settle(0.1)
            let centres = thumbCentres(in: slider)
            XCTAssertEqual(centres[1], centres[2], "\(direction): the middle thumbs are drawn at \(centres)")
            XCTAssertEqual(walk("Tab", from: before, presses: 5), ["0", "1", "2", "3", "after"], "\(direction)")
            XCTAssertEqual(walk("shift+Tab", from: after, presses: 5), ["3", "2", "1", "0", "before"], "\(direction)")
        }
    }

    /// The default direction changed while the slider was in no window: it follows once shown.
    func testADefaultDirectionChangedBeforePackingIsFollowed() {
        let slider = makeFourThumbSlider()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        show(slider)
        checkTabOrder(slider, rightToLeft: true, "four thumbs, default direction set before packing")
    }
}
