// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import XCTest

/// The demo executable, run as a person would: a separate process in the same (Xvfb) display,
/// drawn on with xdotool, its standard output read line by line.
final class CircleGestureDemoTests: XCTestCase {
    func testDemoPrintsTheRecognisedCircleAndAFailure() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            XCTFail("no DISPLAY: run the README's test command")
            throw XCTSkip("no display")
        }
        guard let demo = BuiltProduct.path("circle-gesture-demo") else {
            XCTFail("circle-gesture-demo is not built next to the tests (run swift build --build-tests)")
            throw XCTSkip("not built")
        }
        let child = try ChildProcess(demo, [])
        defer { child.process.terminate(); child.wait(timeout: 5) }

        // The demo announces its window id and the canvas's place in it on standard error.
        var ready: (xid: UInt, x: Double, y: Double)?
        let deadline = Date().addingTimeInterval(15)
        while ready == nil && Date() < deadline && child.process.isRunning {
            ready = Self.parseReady(child.errorOutput)
            if ready == nil { usleep(50_000) }
        }
        guard let ready else { return XCTFail("no ready line; stderr: \(child.errorOutput)") }
        XCTAssertNotEqual(ready.xid, 0)
        usleep(300_000)

        let circle = XDoTool.circlePath(centreX: 300, centreY: 200, radius: 110).map {
            ($0.x + ready.x, $0.y + ready.y)
        }
        XCTAssertTrue(XDoTool.stroke(window: ready.xid, through: circle) { usleep(8_000) })
        XCTAssertTrue(child.waitForOutput(timeout: 10) { !$0.isEmpty }, "no output; stderr: \(child.errorOutput)")

        let line = try XCTUnwrap(child.outputLines.first)
        let numbers = try XCTUnwrap(Self.parseCircleLine(line), "unexpected line: \(line)")
        XCTAssertEqual(numbers.x, 300, accuracy: 2, line)
        XCTAssertEqual(numbers.y, 200, accuracy: 2, line)
        XCTAssertEqual(numbers.r, 110, accuracy: 2, line)
        print("demo printed: \(line)")

        let stroke = XDoTool.linePath(from: (60, 80), to: (500, 300)).map { ($0.x + ready.x, $0.y + ready.y) }
        XCTAssertTrue(XDoTool.stroke(window: ready.xid, through: stroke) { usleep(8_000) })
        XCTAssertTrue(
            child.waitForOutput(timeout: 10) { $0.count >= 2 }, "no second line; output: \(child.outputLines)")
        let second = child.outputLines[1]
        XCTAssertTrue(second.hasPrefix("Not a circle: not a full turn: went "), second)
        XCTAssertEqual(child.outputLines.count, 2, "one line per stroke: \(child.outputLines)")
    }

    /// `circle-gesture-demo: ready: X11 window XID, canvas at (X, Y) size W×H`
    static func parseReady(_ stderr: String) -> (xid: UInt, x: Double, y: Double)? {
        guard
            let line = stderr.split(separator: "\n").first(where: {
                $0.contains("circle-gesture-demo: ready: X11 window ")
            })
        else { return nil }
        let digits = line.split(whereSeparator: { !$0.isNumber }).compactMap { Double($0) }
        // X11, the id, X, Y, W, H: "11" comes first.
        guard digits.count >= 6, let xid = UInt(exactly: digits[1]) else { return nil }
        return (xid, digits[2], digits[3])
    }

    /// The numbers of `Circle recognized: centre (X, Y) radius R`, each with exactly one decimal.
    static func parseCircleLine(_ line: String) -> (x: Double, y: Double, r: Double)? {
        let prefix = "Circle recognized: centre ("
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        let parts = rest.split(separator: ")", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let xy = parts[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let radiusPrefix = " radius "
        guard xy.count == 2, parts[1].hasPrefix(radiusPrefix) else { return nil }
        let r = String(parts[1].dropFirst(radiusPrefix.count))
        let texts = [xy[0], xy[1], r]
        let oneDecimal = texts.allSatisfy { t in
            let pieces = t.split(separator: ".", omittingEmptySubsequences: false)
            return pieces.count == 2 && pieces[1].count == 1 && Double(t) != nil
        }
        guard oneDecimal, let x = Double(texts[0]), let y = Double(texts[1]), let rr = Double(texts[2]) else {
            return nil
        }
        return (x, y, rr)
    }
}
