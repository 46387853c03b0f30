import CircleGestureCore
import Foundation
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import SeededRandom

/// Strokes drawn by formula, in widget-like coordinates (y downwards), for the recognizer tests.
enum SyntheticStrokes {
    /// `turns` of a circle, `stepsPerTurn` points per turn plus the closing point, starting at
    /// `startDegrees` and turning clockwise on screen (y down) or anticlockwise.
    static func circle(
        centre: StrokePoint = StrokePoint(x: 200, y: 150), radius: Double,
        startDegrees: Double = 0, clockwise: Bool = true,
        turns: Double = 1, stepsPerTurn: Int = 72
    ) -> [StrokePoint] {
        let steps = Int((Double(stepsPerTurn) * turns).rounded())
        let direction = clockwise ? 1.0 : -1.0
        return (0...steps).map { i in
            let a = (startDegrees + direction * 360 * turns * Double(i) / Double(steps)) * .pi / 180
            return StrokePoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
        }
    }

    /// An ellipse with semi-axes `a` (horizontal) and `b` (vertical), one full turn.
    static func ellipse(
        centre: StrokePoint = StrokePoint(x: 200, y: 150), a: Double, b: Double,
        steps: Int = 96
    ) -> [StrokePoint] {
        (0...steps).map { i in
            let t = 2 * .pi * Double(i) / Double(steps)
            return StrokePoint(x: centre.x + a * cos(t), y: centre.y + b * sin(t))
        }
    }

    /// A closed polyline through `corners` (back to the first), `perSide` points per side.
    static func polygon(_ corners: [StrokePoint], perSide: Int = 20) -> [StrokePoint] {
        var points: [StrokePoint] = []
        for (i, from) in corners.enumerated() {
            let to = corners[(i + 1) % corners.count]
            for s in 0..<perSide {
                let t = Double(s) / Double(perSide)
                points.append(StrokePoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            }
        }
        points.append(corners[0])
        return points
    }

    /// A square with sides `side`, centred on `centre`, drawn from its top-left corner.
    static func square(centre: StrokePoint = StrokePoint(x: 200, y: 150), side: Double) -> [StrokePoint] {
        let h = side / 2
        return polygon([
            StrokePoint(x: centre.x - h, y: centre.y - h), StrokePoint(x: centre.x + h, y: centre.y - h),
            StrokePoint(x: centre.x + h, y: centre.y + h), StrokePoint(x: centre.x - h, y: centre.y + h),
        ])
    }

    /// A straight line from `from` to `to` in `steps` steps.
    static func line(from: StrokePoint, to: StrokePoint, steps: Int = 60) -> [StrokePoint] {
        (0...steps).map { i in
            let t = Double(i) / Double(steps)
            return StrokePoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        }
    }

    /// A spiral of `turns` turns whose radius goes from `outer` to `inner`.
    static func spiral(
        centre: StrokePoint = StrokePoint(x: 200, y: 150), outer: Double, inner: Double,
        turns: Double = 1, stepsPerTurn: Int = 72
    ) -> [StrokePoint] {
        let steps = Int(Double(stepsPerTurn) * turns)
        return (0...steps).map { i in
            let t = Double(i) / Double(steps)
            let a = 2 * .pi * turns * t
            let r = outer + (inner - outer) * t
            return StrokePoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
        }
    }

    /// A zig-zag from left to right: `teeth` strokes alternately down and up, `width` by `height`.
    static func zigzag(
        origin: StrokePoint = StrokePoint(x: 100, y: 100), width: Double, height: Double,
        teeth: Int
    ) -> [StrokePoint] {
        let corners = (0...teeth).map { i in
            StrokePoint(x: origin.x + width * Double(i) / Double(teeth), y: origin.y + (i % 2 == 0 ? 0 : height))
        }
        var points: [StrokePoint] = []
        for i in 0..<teeth {
            points += line(from: corners[i], to: corners[i + 1], steps: 10).dropLast()
        }
        points.append(corners[teeth])
        return points
    }

    /// Each coordinate moved by uniform noise in ±`amplitude`, from a seeded generator.
    static func jittered(_ points: [StrokePoint], amplitude: Double, seed: UInt64) -> [StrokePoint] {
        var rng = SeededGenerator(seed: seed)
        return points.map { p in
            StrokePoint(
                x: p.x + Double.random(in: -amplitude...amplitude, using: &rng),
                y: p.y + Double.random(in: -amplitude...amplitude, using: &rng))
        }
    }
}
