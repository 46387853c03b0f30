// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// How a slider marks its track: the ``TickMode``, the density of minor ticks, an optional
/// filter, and the label rules.
public struct TickSettings: Sendable {
    /// Where the (major) ticks go.
    public var mode: TickMode
    /// Minor ticks between two majors (0: none; negative counts as 0). For
    /// ``TickMode/nice(minimumSpacing:)`` the nearest natural subdivision of the nice step is
    /// used (a step of 1 splits in 2, 5 or 10 parts, 2 in 2, 4 or 10, 5 in 5 or 10; a decade into
    /// 5, 2 and 5, or 2…9; every k-th decade into the decades between); for the other modes
    /// the space between consecutive majors is divided evenly in value space. Lowered (down
    /// to none) when the minors would make more than one tick per pixel.
    public var minorTicksPerMajor: Int
    /// Decides each tick's kind: given its value and proposed kind, returns the kind to use,
    /// or nil to drop the tick. Called once per tick (ends included). Nil: keep every tick as
    /// proposed.
    public var filter: (@Sendable (_ value: Double, _ proposed: TickKind) -> TickKind?)?
    /// Only major ticks get labels (the default); false labels minors too (with a lower
    /// priority when labels collide).
    public var labelsMajorOnly: Bool
    /// The least room between two labels, pixels (default 4). NaN or negative counts as 0.
    public var labelGap: Double
    /// Also mark the range's ends (as major ticks) in every mode but ``TickMode/none`` (the
    /// default). ``TickMode/breakpoints`` always marks them; ``TickMode/evenlySpread(count:)``
    /// includes them by itself for a count of 2 or more.
    public var includesEnds: Bool

    /// Settings; see the properties.
    public init(
        mode: TickMode = .none, minorTicksPerMajor: Int = 0,
        filter: (@Sendable (_ value: Double, _ proposed: TickKind) -> TickKind?)? = nil,
        labelsMajorOnly: Bool = true, labelGap: Double = 4, includesEnds: Bool = true
    ) {
        self.mode = mode
        self.minorTicksPerMajor = minorTicksPerMajor
        self.filter = filter
        self.labelsMajorOnly = labelsMajorOnly
        self.labelGap = labelGap
        self.includesEnds = includesEnds
    }
}
