// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The thresholds of circle recognition. Lengths are in the stroke's units (logical pixels for
/// a widget); tolerances that scale with the circle are fractions of the fitted radius.
///
/// **Bad values.** Assigning NaN, an infinity or a negative number to a property is ignored:
/// the property keeps its previous value. The initializer replaces such arguments by the
/// defaults.
public struct CircleRecognitionSettings: Equatable, Sendable {
    /// Default ``minimumPointCount``: 8.
    public static let defaultMinimumPointCount = 8
    /// Default ``minimumRadius``: 15.
    public static let defaultMinimumRadius = 15.0
    /// Default ``roundnessTolerance``: 0.2 (a fifth of the radius).
    public static let defaultRoundnessTolerance = 0.2
    /// Default ``minimumSweptDegrees``: 330 (eleven twelfths of a turn).
    public static let defaultMinimumSweptDegrees = 330.0
    /// Default ``closureTolerance``: 0.6. A 330° arc leaves a gap of 0.52 radius, so any arc
    /// that passes the swept-angle check with the defaults also passes this one; the closure
    /// check then catches strokes that go round but end elsewhere (spirals, tails).
    public static let defaultClosureTolerance = 0.6

    /// The fewest distinct points a stroke needs to be judged at all.
    public var minimumPointCount: Int {
        didSet { if minimumPointCount < 0 { minimumPointCount = oldValue } }
    }

    /// The smallest accepted radius.
    public var minimumRadius: Double {
        didSet { if !Self.isValid(minimumRadius) { minimumRadius = oldValue } }
    }

    /// How far a point may lie from the fitted circumference, as a fraction of the radius.
    public var roundnessTolerance: Double {
        didSet { if !Self.isValid(roundnessTolerance) { roundnessTolerance = oldValue } }
    }

    /// The least net angle, in degrees, the stroke must turn round the fitted centre (in either
    /// direction). 360 is exactly one turn; more than 360 asks for overlap.
    public var minimumSweptDegrees: Double {
        didSet { if !Self.isValid(minimumSweptDegrees) { minimumSweptDegrees = oldValue } }
    }

    /// How far the stroke's end may be from its beginning, as a fraction of the radius (see
    /// ``StrokeMeasurements/closureGap``).
    public var closureTolerance: Double {
        didSet { if !Self.isValid(closureTolerance) { closureTolerance = oldValue } }
    }

    /// Settings with the given thresholds; each defaults to the static default of its name.
    public init(
        minimumPointCount: Int = defaultMinimumPointCount,
        minimumRadius: Double = defaultMinimumRadius,
        roundnessTolerance: Double = defaultRoundnessTolerance,
        minimumSweptDegrees: Double = defaultMinimumSweptDegrees,
        closureTolerance: Double = defaultClosureTolerance
    ) {
        self.minimumPointCount = minimumPointCount >= 0 ? minimumPointCount : Self.defaultMinimumPointCount
        self.minimumRadius = Self.isValid(minimumRadius) ? minimumRadius : Self.defaultMinimumRadius
        self.roundnessTolerance = Self.isValid(roundnessTolerance) ? roundnessTolerance : Self.defaultRoundnessTolerance
        self.minimumSweptDegrees =
            Self.isValid(minimumSweptDegrees)
            ? minimumSweptDegrees : Self.defaultMinimumSweptDegrees
        self.closureTolerance = Self.isValid(closureTolerance) ? closureTolerance : Self.defaultClosureTolerance
    }

    private static func isValid(_ value: Double) -> Bool { value.isFinite && value >= 0 }
}
