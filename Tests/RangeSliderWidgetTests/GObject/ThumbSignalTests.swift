// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// One emission of a thumb signal: its name, the `thumb` index and the `source` (0 user,
/// 1 program).
struct ThumbSignal: Equatable, CustomStringConvertible {
    let name: String
    let thumb: Int32
    let source: Int32
    var description: String { "\(name)(\(thumb), \(source == 0 ? "user" : "program"))" }
}

/// Records `thumb-start`, `thumb-changing`, `thumb-changed` and `thumb-end` as C clients get
/// them (through `g_signal_connect_data`).
final class ThumbSignalRecorder {
    private(set) var signals: [ThumbSignal] = []

    private final class Box {
        weak var recorder: ThumbSignalRecorder?
        let name: String
        init(_ recorder: ThumbSignalRecorder, _ name: String) { self.recorder = recorder; self.name = name }
    }

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let edge: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, thumb, source, data in
            guard let data else { return }
            let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
            box.recorder?.signals.append(ThumbSignal(name: box.name, thumb: thumb, source: source))
        }
        let change:
            @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void =
                {
                    _, thumb, source, _, _, data in
                    guard let data else { return }
                    let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
                    box.recorder?.signals.append(ThumbSignal(name: box.name, thumb: thumb, source: source))
                }
        let release: GClosureNotify = { data, _ in if let data { Unmanaged<Box>.fromOpaque(data).release() } }
        for (name, callback) in [
            ("thumb-start", unsafeBitCast(edge, to: GCallback.self)),
            ("thumb-end", unsafeBitCast(edge, to: GCallback.self)),
            ("thumb-changing", unsafeBitCast(change, to: GCallback.self)),
            ("thumb-changed", unsafeBitCast(change, to: GCallback.self)),
        ] {
            let box = Unmanaged.passRetained(Box(self, name)).toOpaque()
            g_signal_connect_data(
                UnsafeMutableRawPointer(widget), name, callback, box, release, GConnectFlags(rawValue: 0))
        }
    }

    /// The emissions since the last call, consecutive `thumb-changing`s of one thumb as one,
    /// and forgets them.
    func take() -> [ThumbSignal] {
        defer { signals = [] }
        var merged: [ThumbSignal] = []
        for s in signals where !(s.name == "thumb-changing" && merged.last == s) { merged.append(s) }
        return merged
    }
}

/// The thumb signals report the index of the thumb that moved, for any number of thumbs: a real
/// pointer drag of a thumb between the first and the last reports its index in all four
/// signals (and its release commits, for Swift observers too), a program's change of one thumb names it in
/// `thumb-changed`, and the two-thumb slider reports 0 and 1 as before. In a real 300 × 30 window (thumb of value v
/// centred at 15 + 270 v).
final class ThumbSignalTests: WidgetTestCase {
    private func x(_ value: Double) -> Double { 15 + 270 * value }

    private func user(_ name: String, _ thumb: Int32) -> ThumbSignal {
        ThumbSignal(name: name, thumb: thumb, source: 0)
    }

    private func drag(_ thumb: Int32) -> [ThumbSignal] {
        [
            user("thumb-start", thumb), user("thumb-changing", thumb), user("thumb-changed", thumb),
            user("thumb-end", thumb),
        ]
    }

    func testADragOfAMiddleThumbReportsItsIndex() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        settle()
        let recorder = ThumbSignalRecorder(slider.gtkWidget)
        drag(from: (x(0.5), 15), through: [(x(0.55), 15), (x(0.6), 15)])
        XCTAssertEqual(slider.thumbValues[2], 0.6, accuracy: 1e-9)
        XCTAssertEqual(recorder.take(), drag(2))
        XCTAssertEqual(
            valueEvents.last, .valueChanged(lowerValue: 0.1, upperValue: 0.9, source: .user),
            "Swift observers hear the release commit a middle thumb's change too")
        drag(from: (x(0.3), 15), through: [(x(0.25), 15), (x(0.2), 15)])
        XCTAssertEqual(recorder.take(), drag(1))
        drag(from: (x(0.9), 15), through: [(x(0.95), 15), (x(1), 15)])
        XCTAssertEqual(recorder.take(), drag(4), "the last thumb")
        drag(from: (x(0.1), 15), through: [(x(0.05), 15), (x(0), 15)])
        XCTAssertEqual(recorder.take(), drag(0), "the first thumb")
    }

    func testSwiftObserversHearEveryThumbsDragByIndex() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        settle()
        let recorder = ThumbSignalRecorder(slider.gtkWidget)
        func drags() -> [RangeSliderEvent] {
            defer { events = [] }
            return events.filter {
                switch $0 {
                case .dragBegan, .dragEnded, .thumbDragBegan, .thumbDragEnded: return true
                default: return false
                }
            }
        }
        events = []
        drag(from: (x(0.1), 15), through: [(x(0.05), 15), (x(0.02), 15)])
        XCTAssertEqual(
            drags(), [.dragBegan(.lower), .thumbDragBegan(index: 0), .thumbDragEnded(index: 0), .dragEnded(.lower)])
        XCTAssertEqual(recorder.take(), drag(0))
        drag(from: (x(0.5), 15), through: [(x(0.55), 15), (x(0.6), 15)])
        XCTAssertEqual(drags(), [.thumbDragBegan(index: 2), .thumbDragEnded(index: 2)], "a middle thumb")
        XCTAssertEqual(recorder.take(), drag(2))
        drag(from: (x(0.9), 15), through: [(x(0.95), 15), (x(0.98), 15)])
        XCTAssertEqual(
            drags(), [.dragBegan(.upper), .thumbDragBegan(index: 4), .thumbDragEnded(index: 4), .dragEnded(.upper)])
        XCTAssertEqual(recorder.take(), drag(4))
    }

    func testASpanDragBeginsAndEndsTheFirstAndLastThumb() {
        slider.allowsSpanDrag = true
        slider.setValues(lower: 0.2, upper: 0.8)
        settle()
        events = []
        drag(from: (x(0.5), 15), through: [(x(0.55), 15), (x(0.6), 15)])
        let edges = events.filter {
            switch $0 {
            case .dragBegan, .dragEnded, .thumbDragBegan, .thumbDragEnded: return true
            default: return false
            }
        }
        XCTAssertEqual(
            edges,
            [
                .dragBegan(.lower), .thumbDragBegan(index: 0), .dragBegan(.upper), .thumbDragBegan(index: 1),
                .thumbDragEnded(index: 0), .dragEnded(.lower), .thumbDragEnded(index: 1), .dragEnded(.upper),
            ])
    }

    func testAProgramChangeOfOneThumbNamesItAndOfSeveralNone() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        settle()
        let recorder = ThumbSignalRecorder(slider.gtkWidget)
        slider.setValue(0.4, at: 1)
        XCTAssertEqual(recorder.take(), [ThumbSignal(name: "thumb-changed", thumb: 1, source: 1)])
        slider.setValue(0.8, at: 3)
        XCTAssertEqual(recorder.take(), [ThumbSignal(name: "thumb-changed", thumb: 3, source: 1)])
        slider.setValues([0.1, 0.2, 0.5, 0.6, 0.9])
        XCTAssertEqual(recorder.take(), [ThumbSignal(name: "thumb-changed", thumb: -1, source: 1)], "two moved")
        slider.upperValue = 0.95
        XCTAssertEqual(recorder.take(), [ThumbSignal(name: "thumb-changed", thumb: 4, source: 1)])
        // A key on a middle thumb: a user's change of that thumb.
        slider.focus(index: 2)
        settle()
        pressKey("Right")
        settle()
        XCTAssertEqual(recorder.take(), [user("thumb-changed", 2)])
    }

    func testTwoThumbsReportZeroAndOneAsBefore() {
        slider.setValues(lower: 0.2, upper: 0.8)
        settle()
        let recorder = ThumbSignalRecorder(slider.gtkWidget)
        drag(from: (x(0.2), 15), through: [(x(0.25), 15), (x(0.3), 15)])
        XCTAssertEqual(recorder.take(), drag(0))
        drag(from: (x(0.8), 15), through: [(x(0.75), 15), (x(0.7), 15)])
        XCTAssertEqual(recorder.take(), drag(1))
        slider.lowerValue = 0.1
        XCTAssertEqual(recorder.take(), [ThumbSignal(name: "thumb-changed", thumb: 0, source: 1)])
        slider.setValues(lower: 0.15, upper: 0.75)
        XCTAssertEqual(recorder.take(), [ThumbSignal(name: "thumb-changed", thumb: -1, source: 1)])
    }
}
