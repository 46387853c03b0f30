// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Finding drawn things in rendered pixels.
extension PixelImage {
    /// Centres of the runs of pixels matching `predicate` along row `y`.
    public func runCentres(row y: Int, _ predicate: (Pixel) -> Bool) -> [Double] {
        runs(count: width) { predicate(pixel($0, y)) }
    }

    /// Centres of the runs of pixels matching `predicate` down column `x`.
    public func runCentres(column x: Int, _ predicate: (Pixel) -> Bool) -> [Double] {
        runs(count: height) { predicate(pixel(x, $0)) }
    }

    private func runs(count: Int, _ matches: (Int) -> Bool) -> [Double] {
        var centres: [Double] = []
        var start: Int?
        for i in 0...count {
            let hit = i < count && matches(i)
            if hit, start == nil { start = i }
            if !hit, let s = start {
                centres.append(Double(s + i) / 2)
                start = nil
            }
        }
        return centres
    }
}

extension PixelImage.Pixel {
    /// Strongly red (a thumb tinted pure red, shaded a little).
    public var isRed: Bool { r > 150 && g < 90 && b < 90 }
    /// Perceived brightness, 0…255.
    public var luminance: Double { 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b) }
}
