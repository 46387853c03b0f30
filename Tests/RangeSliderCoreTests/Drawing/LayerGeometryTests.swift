// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

/// The pure maths behind the slider's cached layers: the axis map, the device-pixel grid and
/// its three-slice cut, and the small cache that owns the layers.
final class AxisTransformTests: XCTestCase {
    func testEachOrientationMapsAxisPointsWhereTheWidgetDrawsThem() {
        let cases: [(SliderAxis, (x: Double, y: Double))] = [
            (SliderAxis(), (10, 7)),  // along → x, across (+2) → y
            (SliderAxis(inverted: true), (290, 7)),  // mirrored along
            (SliderAxis(rightToLeft: true), (290, 7)),
            (SliderAxis(inverted: true, rightToLeft: true), (10, 7)),  // the two cancel
            (SliderAxis(orientation: .vertical), (7, 10)),  // transposed
            (SliderAxis(orientation: .vertical, inverted: true), (7, 290)),
            (SliderAxis(orientation: .vertical, rightToLeft: true), (7, 10)),  // text direction ignored
        ]
        for (axis, expected) in cases {
            let p = AxisTransform(axis: axis, length: 300, acrossOffset: 2).point(along: 10, across: 5)
            XCTAssertEqual(p.x, expected.x, "\(axis)")
            XCTAssertEqual(p.y, expected.y, "\(axis)")
        }
    }

    func testRectanglesKeepTheirSizeAndLinearPartForgetsPlacement() {
        let t = AxisTransform(axis: SliderAxis(orientation: .vertical, inverted: true), length: 200, acrossOffset: 4)
        let r = t.rect(SliderRect(x: 10, y: 1, width: 30, height: 20))
        XCTAssertEqual(r, SliderRect(x: 5, y: 160, width: 20, height: 30))
        let other = AxisTransform(
            axis: SliderAxis(orientation: .vertical, inverted: true), length: 999, acrossOffset: 0)
        XCTAssertEqual(t.linearPart, other.linearPart)
        XCTAssertNotEqual(t.linearPart, AxisTransform(axis: SliderAxis(orientation: .vertical), length: 200).linearPart)
    }
}

final class DevicePixelGridTests: XCTestCase {
    func testSnapGoesToTheNearestDevicePixel() {
        let one = DevicePixelGrid(scale: 1), two = DevicePixelGrid(scale: 2)
        XCTAssertEqual(one.snap(13.4), 13)
        XCTAssertEqual(one.snap(13.6), 14)
        XCTAssertEqual(two.snap(13.3), 13.5)
        XCTAssertEqual(two.snap(13.2), 13)
        XCTAssertTrue(one.snap(.nan).isNaN)
        XCTAssertEqual(DevicePixelGrid(scale: 0).scale, 1, "a scale below 1 is taken as 1")
    }

    func testEnclosingCoversTheRectangleOnWholeDevicePixels() {
        // The tutorial's track at 40 px high: y 13.333…, height 13.333….
        let track = SliderRect(x: 20, y: 40.0 / 3, width: 360, height: 40.0 / 3)
        let one = DevicePixelGrid(scale: 1).enclosing(track)
        XCTAssertEqual(one, SliderRect(x: 20, y: 13, width: 360, height: 14))
        let two = DevicePixelGrid(scale: 2).enclosing(track)
        XCTAssertEqual(two, SliderRect(x: 20, y: 13, width: 360, height: 14))
        XCTAssertEqual(DevicePixelGrid(scale: 2).pixelSize(of: two).height, 28)
        XCTAssertEqual(
            DevicePixelGrid(scale: 3).enclosing(track), SliderRect(x: 20, y: 40.0 / 3, width: 360, height: 40.0 / 3),
            "at scale 3 the thirds are whole pixels: nothing grows")
        XCTAssertEqual(
            DevicePixelGrid(scale: 1).enclosing(SliderRect(x: 1.5, y: 2, width: 3, height: 4), margin: 1),
            SliderRect(x: 0, y: 1, width: 6, height: 6))
    }

    func testEmptyOrNonFiniteRectanglesEncloseNothing() {
        let grid = DevicePixelGrid(scale: 2)
        XCTAssertEqual(grid.enclosing(SliderRect(x: 5, y: 5, width: 0, height: 10)).width, 0)
        XCTAssertEqual(grid.enclosing(SliderRect(x: .infinity, y: 5, width: 3, height: 10)).width, 0)
        XCTAssertEqual(grid.enclosing(SliderRect(x: .nan, y: 5, width: 3, height: 10)).height, 0)
        XCTAssertEqual(grid.pixelSize(of: SliderRect(x: 0, y: 0, width: 0, height: 0)).width, 0)
    }

    func testThreeSliceKeepsTheCapsAndStretchesOneColumn() {
        let grid = DevicePixelGrid(scale: 2)
        let area = SliderRect(x: 10, y: 13, width: 100, height: 14)  // 200 × 28 device pixels
        let slices = grid.threeSlice(area, uniformStart: 18.3, uniformEnd: 101.7, horizontal: true)
        XCTAssertEqual(slices.count, 3)
        // 18.3 → device column 16.6 → first whole column 17; 101.7 → 183.4 → end at 183.
        XCTAssertEqual(slices[0].source, PixelRect(x: 0, y: 0, width: 17, height: 28))
        XCTAssertEqual(slices[0].target, SliderRect(x: 10, y: 13, width: 8.5, height: 14))
        XCTAssertEqual(slices[1].source, PixelRect(x: 17, y: 0, width: 1, height: 28))
        XCTAssertEqual(slices[1].target, SliderRect(x: 18.5, y: 13, width: 83, height: 14))
        XCTAssertEqual(slices[2].source, PixelRect(x: 183, y: 0, width: 17, height: 28))
        XCTAssertEqual(slices[2].target, SliderRect(x: 101.5, y: 13, width: 8.5, height: 14))
        // The targets tile the area exactly.
        XCTAssertEqual(slices.map(\.target.width).reduce(0, +), area.width)
        XCTAssertEqual(slices.map(\.source.width).reduce(0, +) - 1 + (183 - 17), 200)
    }

    func testThreeSliceAlongRowsAndItsFallbacks() {
        let grid = DevicePixelGrid(scale: 1)
        let area = SliderRect(x: 4, y: 0, width: 14, height: 300)
        let rows = grid.threeSlice(area, uniformStart: 290, uniformEnd: 10, horizontal: false)  // either order
        XCTAssertEqual(
            rows.map(\.source),
            [
                PixelRect(x: 0, y: 0, width: 14, height: 10),
                PixelRect(x: 0, y: 10, width: 14, height: 1),
                PixelRect(x: 0, y: 290, width: 14, height: 10),
            ])
        XCTAssertEqual(rows[1].target, SliderRect(x: 4, y: 10, width: 14, height: 280))
        let whole = [TexturePiece(source: PixelRect(x: 0, y: 0, width: 14, height: 300), target: area)]
        XCTAssertEqual(
            grid.threeSlice(area, uniformStart: 150, uniformEnd: 151.5, horizontal: false), whole,
            "under two pixels: no cut")
        XCTAssertEqual(grid.threeSlice(area, uniformStart: .nan, uniformEnd: 200, horizontal: false), whole)
        // A uniform part reaching past the image is cut at its edges: no caps left over.
        let open = grid.threeSlice(area, uniformStart: -50, uniformEnd: 400, horizontal: false)
        XCTAssertEqual(open, [TexturePiece(source: PixelRect(x: 0, y: 0, width: 14, height: 1), target: area)])
    }
}

final class RecentlyUsedCacheTests: XCTestCase {
    func testTheLeastRecentlyUsedEntryIsHandedBackWhenFull() {
        var cache = RecentlyUsedCache<String, Int>(capacity: 2)
        XCTAssertEqual(cache.insert(1, for: "a"), [])
        XCTAssertEqual(cache.insert(2, for: "b"), [])
        XCTAssertEqual(cache.value(for: "a"), 1)  // "a" is now the most recent
        XCTAssertEqual(cache.insert(3, for: "c"), [2])  // so "b" goes
        XCTAssertNil(cache.value(for: "b"))
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.insert(4, for: "a"), [1], "a replaced value is handed back too")
        XCTAssertEqual(cache.removeAll().sorted(), [3, 4])
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(RecentlyUsedCache<Int, Int>(capacity: 0).capacity, 1)
    }
}
