// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// The stretchable-image and skin maths: an image size, cap insets (9-slice or UIKit's
/// left/top caps), a target rectangle and a device scale factor, all decoded from the bytes
/// (zero, negative, NaN, infinite and huge numbers included). Checked:
/// - ``CapInsets/normalized(width:height:)`` insets are finite, ≥ 0, and fit the image;
/// - the slices of a ``StretchableImage`` have finite, positive sizes; sources lie inside the
///   image and destinations inside the target; for a finite target and a non-empty image, the
///   destinations tile the target (their areas add up to its area);
/// - ``DevicePixelGrid``: snapping is idempotent, the enclosing rectangle contains the
///   rectangle, pixel sizes are not negative, and the three-slice pieces cover the image's pixels
///   exactly once, inside the image.
public enum StretchableImageTarget: FuzzTarget {
    public static let name = "image"

    public static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(bytes)
        while !input.isAtEnd {
            try checkImage(&input)
            try checkPixelGrid(&input)
        }
    }

    static func checkImage(_ input: inout FuzzInput) throws(FuzzFailure) {
        let width = input.double(), height = input.double()
        let image: StretchableImage
        if input.bool() {
            image = StretchableImage(width: width, height: height, leftCapWidth: input.int(), topCapHeight: input.int())
        } else {
            let insets = CapInsets(
                top: input.double(), left: input.double(), bottom: input.double(), right: input.double())
            image = StretchableImage(width: width, height: height, insets: insets)
        }
        let name = "image \(width)×\(height) → \(image.width)×\(image.height) with \(image.insets)"
        let i = image.insets
        for v in [image.width, image.height, i.top, i.left, i.bottom, i.right, image.stretchWidth, image.stretchHeight]
        {
            try require(v.isFinite && v >= 0, "\(name): a size or inset is \(v)")
        }
        try require(
            i.left + i.right <= image.width * (1 + 1e-12) && i.top + i.bottom <= image.height * (1 + 1e-12),
            "\(name): the caps are larger than the image")

        let target = SliderRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
        let slices = image.slices(in: target)
        try require(slices.count <= 9, "\(name): \(slices.count) slices")
        var area = 0.0
        for slice in slices {
            let s = slice.source, d = slice.destination
            try require(
                [s.x, s.y, s.width, s.height].allSatisfy(\.isFinite), "\(name) in \(target): source \(s) is not finite")
            try require(
                s.width > 0 && s.height > 0 && d.width > 0 && d.height > 0,
                "\(name) in \(target): an empty slice \(slice)")
            try require(
                s.x >= 0 && s.y >= 0 && s.maxX <= image.width * (1 + 1e-12) && s.maxY <= image.height * (1 + 1e-12),
                "\(name): source \(s) is outside the image")
            if [target.x, target.y, target.width, target.height].allSatisfy(\.isFinite) {
                let tolerance = 1e-9 * Swift.max(1, abs(target.x), abs(target.y), abs(target.width), abs(target.height))
                try require(
                    d.x >= target.x - tolerance && d.y >= target.y - tolerance
                        && d.maxX <= target.maxX + tolerance && d.maxY <= target.maxY + tolerance,
                    "\(name): destination \(d) is outside the target \(target)")
            }
            area += d.width * d.height
        }
        let targetArea = target.width * target.height
        if image.width > 0, image.height > 0, target.width.isFinite, target.height.isFinite,
            target.width > 1e-100, target.height > 1e-100, targetArea.isFinite, area.isFinite
        {
            // (A side of a subnormal size scales the caps to nothing: invisible, not checked.)
            try require(
                abs(area - targetArea) <= 1e-9 * targetArea,
                "\(name) in \(target): \(slices.count) slices cover \(area) of the target's \(targetArea): \(slices)")
        }
    }

    static func checkPixelGrid(_ input: inout FuzzInput) throws(FuzzFailure) {
        let grid = DevicePixelGrid(scale: input.bool() ? input.choice(5) : input.int())
        try require(grid.scale >= 1 && grid.scale <= DevicePixelGrid.maxScale, "grid scale \(grid.scale)")
        let v = input.double()
        let snapped = grid.snap(v)
        if v.isFinite && snapped.isFinite {
            try require(
                grid.snap(snapped) == snapped || abs(grid.snap(snapped) - snapped) <= abs(snapped) * 1e-15,
                "snap at scale \(grid.scale) is not idempotent: \(v) → \(snapped) → \(grid.snap(snapped))")
        }
        let rect = SliderRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
        let margin = input.bool() ? 0 : input.double()
        let enclosing = grid.enclosing(rect, margin: margin)
        try require(
            enclosing.width >= 0 && enclosing.height >= 0, "enclosing(\(rect), margin: \(margin)) = \(enclosing)")
        if enclosing.width > 0, enclosing.height > 0, margin >= 0 {
            // Within rounding: a hair (1e-9 device pixels, as documented) and an ulp or two.
            // The rectangle is stored as origin and size, so its far edge is only as exact as
            // the larger of the two ends.
            let (x0, y0, x1, y1) = (rect.x - margin, rect.y - margin, rect.maxX + margin, rect.maxY + margin)
            let tx = 1e-9 + 4 * Swift.max(abs(x0), abs(x1)).ulp, ty = 1e-9 + 4 * Swift.max(abs(y0), abs(y1)).ulp
            try require(
                enclosing.x <= x0 + tx && enclosing.y <= y0 + ty
                    && enclosing.maxX >= x1 - tx && enclosing.maxY >= y1 - ty,
                "enclosing(\(rect), margin: \(margin)) at scale \(grid.scale) = \(enclosing) does not contain it")
        }
        let size = grid.pixelSize(of: enclosing)
        try require(size.width >= 0 && size.height >= 0, "pixelSize(\(enclosing)) = \(size)")

        let horizontal = input.bool()
        let pieces = grid.threeSlice(
            enclosing, uniformStart: input.double(), uniformEnd: input.double(), horizontal: horizontal)
        let length = horizontal ? size.width : size.height
        var extent = 0.0
        for piece in pieces {
            let p = piece.source
            try require(
                p.x >= 0 && p.y >= 0 && p.width >= 0 && p.height >= 0, "threeSlice: piece \(p) has a negative side")
            try require(
                p.x + p.width <= size.width && p.y + p.height <= size.height,
                "threeSlice: piece \(p) is outside \(size)")
            extent += horizontal ? piece.target.width : piece.target.height
        }
        if pieces.count > 1 {
            // Cut pieces are drawn over the whole image's extent, end to end.
            let whole = Double(length) / Double(grid.scale)
            try require(
                abs(extent - whole) <= 1e-9 * Swift.max(1, whole), "threeSlice: pieces span \(extent) of \(whole)")
        }
    }
}
