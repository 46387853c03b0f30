// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

// The GObject properties of any number of thumbs: `thumb-count` (RangeSliderThumbCount.swift),
// here; `crossing-policy`, `fixed-span` and `highlight-pattern` (RangeSliderThumbRelations.swift),
// in the C accessor table; and their enumerations `CeCrossingPolicy` and `CeHighlightPattern`.
// Like every property of `CeRangeSlider`, each is notified exactly once per change, however
// it changed (a `ce_range_slider_set_thumb_values` that changes the count notifies
// `thumb-count` too).
extension RangeSliderProperties {
    static let thumbs: [RangeSliderProperty] = [
        RangeSliderProperty(
            name: "thumb-count", nick: "Thumb count",
            blurb: """
                The number of thumbs (default 2): new thumbs are added after the last, at its value; thumbs \
                are removed from the end. A range slider only: in the single and progress modes a count \
                other than 2 is refused with a warning.
                """,
            kind: .uint(minimum: 1, maximum: UInt32(RangeValues.maximumThumbCount), default: 2),
            get: { .int(Int32($0.thumbCount)) },
            set: { slider, value in if case .int(let v) = value { slider.thumbCount = Int(v) } })
    ]
}

extension RangeSliderEnums {
    /// `CeCrossingPolicy`: CE_CROSSING_POLICY_BLOCK (0), _PUSH (1), _SWAP (2).
    static let crossingPolicyType = GObjectEnum.register(
        name: "CeCrossingPolicy",
        values: [
            (0, "CE_CROSSING_POLICY_BLOCK", "block"), (1, "CE_CROSSING_POLICY_PUSH", "push"),
            (2, "CE_CROSSING_POLICY_SWAP", "swap"),
        ])

    /// `CeHighlightPattern`: CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR (0), _ALTERNATE (1),
    /// _OUTER (2), _NONE (3).
    static let highlightPatternType = GObjectEnum.register(
        name: "CeHighlightPattern",
        values: [
            (0, "CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR", "between-each-pair"),
            (1, "CE_HIGHLIGHT_PATTERN_ALTERNATE", "alternate"),
            (2, "CE_HIGHLIGHT_PATTERN_OUTER", "outer"), (3, "CE_HIGHLIGHT_PATTERN_NONE", "none"),
        ])

    private static let crossingPolicies: [CrossingPolicy] = [.block, .push, .swap]
    private static let highlightPatterns: [HighlightPattern] = [.betweenEachPair, .alternate, .outer, .none]

    /// The policy of a `CeCrossingPolicy` value, or nil when it is none.
    @_spi(CLibrary) public static func crossingPolicy(_ value: Int32) -> CrossingPolicy? {
        crossingPolicies.indices.contains(Int(value)) ? crossingPolicies[Int(value)] : nil
    }

    /// The `CeCrossingPolicy` value of `policy`.
    @_spi(CLibrary) public static func crossingPolicyValue(_ policy: CrossingPolicy) -> Int32 {
        Int32(crossingPolicies.firstIndex(of: policy) ?? 0)
    }

    /// The pattern of a `CeHighlightPattern` value, or nil when it is none.
    @_spi(CLibrary) public static func highlightPattern(_ value: Int32) -> HighlightPattern? {
        highlightPatterns.indices.contains(Int(value)) ? highlightPatterns[Int(value)] : nil
    }

    /// The `CeHighlightPattern` value of `pattern`.
    @_spi(CLibrary) public static func highlightPatternValue(_ pattern: HighlightPattern) -> Int32 {
        Int32(highlightPatterns.firstIndex(of: pattern) ?? 0)
    }
}

extension RangeSliderWidget {
    /// The GType of `CeCrossingPolicy`, the enumeration of the `crossing-policy` property.
    public static var crossingPolicyGType: GType { RangeSliderEnums.crossingPolicyType }

    /// The GType of `CeHighlightPattern`, the enumeration of the `highlight-pattern` property.
    public static var highlightPatternGType: GType { RangeSliderEnums.highlightPatternType }
}
