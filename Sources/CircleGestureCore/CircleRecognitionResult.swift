// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The outcome of one stroke: a circle, or the reason it is not one.
public enum CircleRecognitionResult: Equatable, Sendable, CustomStringConvertible {
    /// The stroke is a circle; here is the fitted circle.
    case recognized(CircleFit)
    /// The stroke is not a circle, for this reason.
    case failed(StrokeFailure)

    /// The fitted circle when recognised, else nil.
    public var circle: CircleFit? {
        if case .recognized(let fit) = self { return fit }
        return nil
    }

    /// The failure when not recognised, else nil.
    public var failure: StrokeFailure? {
        if case .failed(let reason) = self { return reason }
        return nil
    }

    /// The line the demo prints: `Circle recognized: centre (X, Y) radius R` or
    /// `Not a circle: REASON`. Numbers are rounded to one decimal (see ``OneDecimal``).
    public var description: String {
        switch self {
        case .recognized(let fit): return "Circle recognized: \(fit)"
        case .failed(let reason): return "Not a circle: \(reason)"
        }
    }
}
