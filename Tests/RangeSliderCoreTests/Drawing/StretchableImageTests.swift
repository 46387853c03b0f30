// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

final class StretchableImageTests: XCTestCase {
    // MARK: UIKit's leftCapWidth / topCapHeight

    func testArticleExampleTwentyOnePixelsWithLeftCapTen() {
        let insets = CapInsets(leftCapWidth: 10, topCapHeight: 0, imageWidth: 21, imageHeight: 30)
        XCTAssertEqual(insets.left, 10)
        XCTAssertEqual(insets.right, 10, "right cap = 21 − 10 − 1")
        let image = StretchableImage(width: 21, height: 30, leftCapWidth: 10, topCapHeight: 0)
        XCTAssertEqual(image.stretchWidth, 1, "exactly one column stretches")
    }

    func testArticleExampleTwentyPixelsWithLeftCapTen() {
        let image = StretchableImage(width: 20, height: 30, leftCapWidth: 10, topCapHeight: 0)
        XCTAssertEqual(image.insets.left, 10)
        XCTAssertEqual(image.insets.right, 9, "right cap = 20 − 10 − 1")
        XCTAssertEqual(image.stretchWidth, 1)
    }

    func testTopCapWorksTheSameWayVertically() {
        let image = StretchableImage(width: 10, height: 21, leftCapWidth: 0, topCapHeight: 7)
        XCTAssertEqual(image.insets.top, 7)
        XCTAssertEqual(image.insets.bottom, 13)
        XCTAssertEqual(image.stretchHeight, 1)
    }

    func testCapZeroStretchesTheWholeAxis() {
        let image = StretchableImage(width: 21, height: 9, leftCapWidth: 0, topCapHeight: 0)
        XCTAssertEqual(image.insets, .zero)
        let slices = image.slices(in: SliderRect(x: 5, y: 2, width: 100, height: 18))
        XCTAssertEqual(
            slices,
            [
                ImageSlice(
                    source: SliderRect(x: 0, y: 0, width: 21, height: 9),
                    destination: SliderRect(x: 5, y: 2, width: 100, height: 18))
            ])
    }

    func testCapWiderThanTheImageLeavesOneColumnToStretch() {
        let insets = CapInsets(leftCapWidth: 50, topCapHeight: -3, imageWidth: 21, imageHeight: 10)
        XCTAssertEqual(insets.left, 20)
        XCTAssertEqual(insets.right, 0)
        XCTAssertEqual(insets.top, 0)
        XCTAssertEqual(insets.bottom, 0)
    }

    // MARK: Slices

    func testUIKitCapsMakeThreeColumnsWithUnscaledCaps() {
        let image = StretchableImage(width: 21, height: 11, leftCapWidth: 10, topCapHeight: 0)
        for width in [21.0, 22, 60, 300] {
            let slices = image.slices(in: SliderRect(x: 3, y: 0, width: width, height: 11))
            XCTAssertEqual(slices.count, 3, "width \(width)")
            XCTAssertEqual(slices[0].source, SliderRect(x: 0, y: 0, width: 10, height: 11))
            XCTAssertEqual(slices[0].destination, SliderRect(x: 3, y: 0, width: 10, height: 11))
            XCTAssertEqual(slices[1].source, SliderRect(x: 10, y: 0, width: 1, height: 11))
            XCTAssertEqual(slices[1].destination, SliderRect(x: 13, y: 0, width: width - 20, height: 11))
            XCTAssertEqual(slices[2].source, SliderRect(x: 11, y: 0, width: 10, height: 11))
            XCTAssertEqual(slices[2].destination, SliderRect(x: 3 + width - 10, y: 0, width: 10, height: 11))
        }
    }

    func testNineSliceCornersKeepTheirSize() {
        let image = StretchableImage(width: 30, height: 20, insets: CapInsets(top: 4, left: 6, bottom: 5, right: 7))
        let slices = image.slices(in: SliderRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(slices.count, 9)
        // Corners: same size in the image and the target.
        for i in [0, 2, 6, 8] {
            XCTAssertEqual(slices[i].source.width, slices[i].destination.width)
            XCTAssertEqual(slices[i].source.height, slices[i].destination.height)
        }
        XCTAssertEqual(slices[4].source, SliderRect(x: 6, y: 4, width: 17, height: 11))
        XCTAssertEqual(slices[4].destination, SliderRect(x: 6, y: 4, width: 87, height: 41))
        XCTAssertEqual(slices[8].destination, SliderRect(x: 93, y: 45, width: 7, height: 5))
        // The slices tile the target exactly.
        let area = slices.reduce(0) { $0 + $1.destination.width * $1.destination.height }
        XCTAssertEqual(area, 100 * 50, accuracy: 1e-9)
    }

    func testTargetSmallerThanTheCapsScalesTheCapsDownInProportion() {
        let image = StretchableImage(width: 21, height: 10, leftCapWidth: 10, topCapHeight: 0)
        let slices = image.slices(in: SliderRect(x: 0, y: 0, width: 8, height: 10))
        XCTAssertEqual(slices.count, 2, "no middle when the caps do not fit")
        XCTAssertEqual(slices[0].destination.width, 4, accuracy: 1e-12)
        XCTAssertEqual(slices[1].destination.x, 4, accuracy: 1e-12)
        XCTAssertEqual(slices[1].destination.width, 4, accuracy: 1e-12)
        XCTAssertEqual(slices[0].source.width, 10)
        XCTAssertEqual(slices[1].source.width, 10)

        let uneven = StretchableImage(width: 30, height: 10, insets: CapInsets(top: 0, left: 15, bottom: 0, right: 5))
        let s = uneven.slices(in: SliderRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(s.map(\.destination.width), [7.5, 2.5])
    }

    func testCapsCoveringTheWholeImageScaleAsOne() {
        let image = StretchableImage(width: 20, height: 10, insets: CapInsets(top: 0, left: 10, bottom: 0, right: 10))
        XCTAssertEqual(image.stretchWidth, 0)
        let s = image.slices(in: SliderRect(x: 0, y: 0, width: 80, height: 10))
        XCTAssertEqual(
            s,
            [
                ImageSlice(
                    source: SliderRect(x: 0, y: 0, width: 20, height: 10),
                    destination: SliderRect(x: 0, y: 0, width: 80, height: 10))
            ])
    }

    func testInsetsLargerThanTheImageAreScaledToFit() {
        let image = StretchableImage(width: 10, height: 10, insets: CapInsets(top: 30, left: 30, bottom: -1, right: 10))
        XCTAssertEqual(image.insets.left + image.insets.right, 10, accuracy: 1e-12)
        XCTAssertEqual(image.insets.left, 7.5, accuracy: 1e-12)
        XCTAssertEqual(image.insets.top, 10)
        XCTAssertEqual(image.insets.bottom, 0)
    }

    func testDegenerateInputsGiveNoNegativeSizesAndNoNaN() {
        let sizes: [Double] = [0, 0.5, 1, 19, 20, 21, 1000, -5, .nan, .infinity]
        let images = [
            StretchableImage(width: 21, height: 11, leftCapWidth: 10, topCapHeight: 5),
            StretchableImage(width: 0, height: 0, leftCapWidth: 10, topCapHeight: 5),
            StretchableImage(
                width: .nan, height: -3, insets: CapInsets(top: .nan, left: .infinity, bottom: 2, right: -4)),
            StretchableImage(width: 30, height: 20, insets: CapInsets(top: 4, left: 6, bottom: 5, right: 7)),
        ]
        for image in images {
            for w in sizes {
                for h in sizes {
                    for slice in image.slices(in: SliderRect(x: 1, y: 2, width: w, height: h)) {
                        for v in [
                            slice.source.x, slice.source.y, slice.source.width, slice.source.height,
                            slice.destination.x, slice.destination.y, slice.destination.width, slice.destination.height,
                        ] {
                            XCTAssertTrue(v.isFinite, "\(image) in \(w)×\(h): \(slice)")
                        }
                        XCTAssertGreaterThan(slice.source.width, 0)
                        XCTAssertGreaterThan(slice.destination.width, 0)
                        XCTAssertGreaterThan(slice.source.height, 0)
                        XCTAssertGreaterThan(slice.destination.height, 0)
                        XCTAssertLessThanOrEqual(slice.destination.maxX, 1 + w + 1e-9)
                        XCTAssertLessThanOrEqual(slice.source.maxX, image.width + 1e-9)
                    }
                }
            }
        }
    }
}
