// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Why a stroke was not recognised as a circle. Each case carries the measured value and the
/// limit it broke, in the stroke's units (pixels for a widget) or degrees.
///
/// ``CircleRecognizer`` checks in this order and reports the first check that fails:
/// ``tooFewPoints(count:minimum:)``, ``tooSmall(radius:minimum:)``,
/// ``notFullTurn(sweptDegrees:minimum:)``, ``notClosed(gap:allowed:)``,
/// ``notRound(maxDeviation:allowed:)``. So a stroke too small to judge is "too small" whatever
/// its shape; an arc, a line or a zig-zag that does not go round is "not a full turn" (its
/// extreme points say little about a circle); a stroke that goes round but ends away from its
/// start (a spiral) is "not closed"; and a closed loop of the wrong shape (an ellipse, a
/// square) is "not round". ``cancelled`` comes from the input system, not from the geometry.
public enum StrokeFailure: Equatable, Sendable, CustomStringConvertible {
    /// Fewer than `minimum` distinct finite points (an empty stroke, a click).
    case tooFewPoints(count: Int, minimum: Int)
    /// The fitted radius is below `minimum`.
    case tooSmall(radius: Double, minimum: Double)
    /// The stroke turned only `sweptDegrees` round the fitted centre (net, either direction),
    /// less than `minimum`.
    case notFullTurn(sweptDegrees: Double, minimum: Double)
    /// The stroke ends `gap` away from its beginning, more than `allowed`.
    case notClosed(gap: Double, allowed: Double)
    /// Some point lies `maxDeviation` off the fitted circumference, more than `allowed`.
    case notRound(maxDeviation: Double, allowed: Double)
    /// The input system cancelled the stroke before it ended (a grab was broken, the widget
    /// became insensitive or was unmapped, another gesture claimed the events).
    case cancelled

    /// A short name for the kind of failure, without the numbers: `tooFewPoints`, `tooSmall`,
    /// `notFullTurn`, `notClosed`, `notRound` or `cancelled`.
    public var kind: String {
        switch self {
        case .tooFewPoints: return "tooFewPoints"
        case .tooSmall: return "tooSmall"
        case .notFullTurn: return "notFullTurn"
        case .notClosed: return "notClosed"
        case .notRound: return "notRound"
        case .cancelled: return "cancelled"
        }
    }

    /// A readable sentence with the measured value and the limit, e.g.
    /// `not round: a point is 33.3 px off the circle (at most 20.0 allowed)`.
    public var description: String {
        let f = OneDecimal.format
        switch self {
        case .tooFewPoints(let count, let minimum):
            return "too few points: \(count) (at least \(minimum) needed)"
        case .tooSmall(let radius, let minimum):
            return "too small: radius \(f(radius)) px (at least \(f(minimum)) needed)"
        case .notFullTurn(let swept, let minimum):
            return "not a full turn: went \(f(swept))° round the centre (at least \(f(minimum))° needed)"
        case .notClosed(let gap, let allowed):
            return "not closed: ends \(f(gap)) px from its start (at most \(f(allowed)) allowed)"
        case .notRound(let deviation, let allowed):
            return "not round: a point is \(f(deviation)) px off the circle (at most \(f(allowed)) allowed)"
        case .cancelled:
            return "cancelled: the stroke was interrupted before it ended"
        }
    }
}
