// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// The properties of `CeRangeSlider` and their C accessors, the one place each is declared:
/// `scripts/generate-c-accessors.sh` writes from it the `@_cdecl` forwarders
/// (Sources/RangeSliderCAPI/CeRangeSliderAccessors.swift), their documented prototypes in
/// clib/include (between the marker comments of each entry's `section`),
/// clib/ce-range-slider.symbols and, for an entry with `gobject:`, the GObject property's entry
/// (Sources/RangeSlider/GObject/RangeSliderDeclaredProperties.swift). docs/contributing.md shows how to
/// add one.
///
/// An entry gives the C name after `get_`/`set_`, the GObject property, the C type, the
/// `RangeSliderWidget` member, the header section, the getter's and setter's documentation
/// (nil: no such function) and the GObject property's nick, blurb and default. A property whose
/// setter does more than assign its member is declared by hand in `RangeSliderProperties` (no
/// `gobject:` here); functions with a contract of their own (a `GError`, an index, arrays, a
/// refusal the Swift setter does not make) stay hand-written in Sources/RangeSliderCAPI and their
/// header.
public enum CAccessorTable {
    public static let all: [CAccessor] = [
        CAccessor(
            "minimum_value", property: "minimum-value", .double, swift: "minimumValue", section: "values",
            get: .init(returns: "the smallest value"),
            set: .init("value", "the new minimum"),
            gobject: .init(
                "Minimum value", "The smallest value. A minimum above the maximum raises the maximum.", default: "0")),
        CAccessor(
            "maximum_value", property: "maximum-value", .double, swift: "maximumValue", section: "values",
            get: .init(returns: "the largest value"),
            set: .init("value", "the new maximum"),
            gobject: .init(
                "Maximum value", "The largest value. A maximum below the minimum lowers the minimum.", default: "1")),
        CAccessor(
            "lower_value", property: "lower-value", .double, swift: "lowerValue", section: "values",
            get: .init(returns: "the lower thumb's value"),
            set: .init("value", "the new lower value"),
            gobject: .init(
                "Lower value",
                """
                The lower thumb's value, clamped into the range and snapped to the step; pushes the \
                upper value up if needed.
                """, default: "0.2", changesWithValues: true)),
        CAccessor(
            "upper_value", property: "upper-value", .double, swift: "upperValue", section: "values",
            get: .init(returns: "the upper thumb's value"),
            set: .init("value", "the new upper value"),
            gobject: .init(
                "Upper value",
                """
                The upper thumb's value, clamped into the range and snapped to the step; pushes the \
                lower value down if needed.
                """, default: "0.8", changesWithValues: true)),
        CAccessor(
            "mode", property: "mode",
            .enumeration(
                cType: "CeSliderMode", gType: "RangeSliderEnums.sliderModeType", toC: "RangeSliderEnums.modeValue",
                fromC: "RangeSliderEnums.mode"), swift: "mode", section: "mode-and-constraints",
            get: .init(returns: "what the slider is for"),
            set: .init("mode", "a range slider, a single-value slider or a progress bar"),
            gobject: .init(
                "Mode", "A range slider (two thumbs), a single-value slider, or a styled progress bar.", default: "0")),
        CAccessor(
            "value", property: "value", .double, swift: "value", section: "mode-and-constraints",
            get: .init(returns: "the value of a single-value slider or progress bar (the upper value)"),
            set: .init("value", "the new value"),
            gobject: .init(
                "Value", "The value of a single-value slider or progress bar: the upper value, with the same policy.",
                default: "0.8", changesWithValues: true)),
        CAccessor(
            "fraction", property: "fraction", .double, swift: "fraction", section: "mode-and-constraints",
            get: .init(returns: "where the value lies in the range, 0…1"),
            set: nil,
            gobject: .init(
                "Fraction", "Where the value lies in the range, 0…1: a progress bar's fraction.", default: "0.8",
                changesWithValues: true)),
        CAccessor(
            "step_size", property: "step-size", .double, swift: "stepSize", section: "mode-and-constraints",
            get: .init(returns: "the step values snap to; 0 when continuous"),
            set: .init("value", "the step, 0 for continuous"),
            gobject: .init(
                "Step size", "Values snap to multiples of this from the minimum; 0 is continuous. Not negative.",
                default: "0")),
        CAccessor(
            "minimum_separation", property: "minimum-separation", .double, swift: "minimumSeparation",
            section: "mode-and-constraints",
            get: .init(returns: "the smallest distance between the values"),
            set: .init("value", "the smallest distance between the values"),
            gobject: .init("Minimum separation", "The lower and upper values are never closer than this.", default: "0")
        ),
        CAccessor(
            "maximum_span", property: "maximum-span", .double, swift: "maximumSpanValue",
            section: "mode-and-constraints",
            get: .init(returns: "the largest distance between the values, or -1 for no limit"),
            set: .init("value", "the largest distance between the values; negative for no limit"),
            gobject: .init(
                "Maximum span",
                "The lower and upper values are never further apart than this; -1 (any negative value) is no limit.",
                default: "-1")),
        CAccessor(
            "step_increment", property: "step-increment", .double, swift: "stepIncrement",
            section: "appearance-and-input",
            get: .init(returns: "the keyboard and scroll step"),
            set: .init("value", "the keyboard and scroll step, above 0"),
            gobject: .init(
                "Step increment",
                "The keyboard and scroll step. Default: the step size, else 1/100 of the range. Above 0.",
                default: "0.01")),
        CAccessor(
            "page_increment", property: "page-increment", .double, swift: "pageIncrement",
            section: "appearance-and-input",
            get: .init(returns: "the Page Up/Down step"),
            set: .init("value", "the Page Up/Down step, above 0"),
            gobject: .init("Page increment", "The Page Up/Down step. Default: ten steps. Above 0.", default: "0.1")),
        CAccessor(
            "curvaceousness", property: "curvaceousness", .double, swift: "curvaceousness",
            section: "appearance-and-input",
            get: .init(returns: "how round the track and thumbs are, 0…1"),
            set: .init("value", "0 square … 1 round"),
            gobject: .init(
                "Curvaceousness", "How round the track and thumbs are: 0 square … 1 round (clamped).", default: "1")),
        CAccessor(
            "inverted", property: "inverted", .boolean, swift: "inverted", section: "appearance-and-input",
            get: .init(returns: "whether the slider runs from its maximum to its minimum"),
            set: .init("inverted", "whether the slider runs from its maximum to its minimum"),
            gobject: .init("Inverted", "Whether the slider runs from its maximum to its minimum.", default: "false")),
        CAccessor(
            "track_tint_color", property: "track-tint-color", .tint, swift: "track", section: "appearance-and-input",
            get: .init(
                summary: "Gets the colour drawn: the explicit one, or the theme's.",
                parameter: (
                    "color", "(out caller-allocates) (transfer none): the colour of the track outside the selection"
                )),
            set: .init("color", "(nullable) (transfer none): the colour, or %NULL for the theme's"),
            gobject: .init("Track tint colour", "The track outside the selection; NULL: the theme's.", default: "nil")),
        CAccessor(
            "track_highlight_tint_color", property: "track-highlight-tint-color", .tint, swift: "trackHighlight",
            section: "appearance-and-input",
            get: .init(
                summary: "Gets the colour drawn: the explicit one, or the theme's.",
                parameter: (
                    "color", "(out caller-allocates) (transfer none): the colour of the track between the thumbs"
                )),
            set: .init("color", "(nullable) (transfer none): the colour, or %NULL for the theme's"),
            gobject: .init(
                "Track highlight tint colour", "The track between the thumbs; NULL: the theme's.", default: "nil")),
        CAccessor(
            "thumb_tint_color", property: "thumb-tint-color", .tint, swift: "thumb", section: "appearance-and-input",
            get: .init(
                summary: "Gets the colour drawn: the explicit one, or the theme's.",
                parameter: ("color", "(out caller-allocates) (transfer none): the fill colour of the thumbs")),
            set: .init("color", "(nullable) (transfer none): the colour, or %NULL for the theme's"),
            gobject: .init("Thumb tint colour", "The thumbs' fill; NULL: the theme's.", default: "nil")),
        CAccessor(
            "track_click_behavior", property: "track-click-behavior",
            .enumeration(
                cType: "CeTrackClickBehavior", gType: "RangeSliderEnums.trackClickBehaviorType",
                toC: "RangeSliderEnums.trackClickValue", fromC: "RangeSliderEnums.trackClickBehavior"),
            swift: "trackClickBehavior", section: "appearance-and-input",
            get: .init(returns: "what a press on the track does"),
            set: .init("behavior", "what a press on the track does"),
            gobject: .init("Track click behaviour", "What a press on the track off the thumbs does.", default: "0")),
        CAccessor(
            "allows_span_drag", property: "allows-span-drag", .boolean, swift: "allowsSpanDrag",
            section: "appearance-and-input",
            get: .init(returns: "whether dragging the selected span moves both thumbs"),
            set: .init("allows", "whether dragging the selected span moves both thumbs"),
            gobject: .init(
                "Allows span drag", "Whether dragging the selected span moves both thumbs.", default: "false")),
        CAccessor(
            "fine_tune_factor", property: "fine-tune-factor", .double, swift: "fineTuneFactor",
            section: "appearance-and-input",
            get: .init(returns: "the speed of a drag with Shift held, relative to a normal drag"),
            set: .init(
                "factor", "the speed of a drag with Shift held (above 0; GtkScale's is 0.25)",
                summary: """
                    Sets #CeRangeSlider:fine-tune-factor. A factor that is not a finite number above 0 \
                    is\nrefused with a warning and the factor is unchanged.
                    """),
            gobject: .init(
                "Fine-tune factor",
                """
                The speed of a drag with Shift held, relative to a normal drag.
                """, default: "0.25")),
        CAccessor(
            "value_popover_visibility", property: "value-popover-visibility",
            .enumeration(
                cType: "CeValuePopoverVisibility", gType: "RangeSliderEnums.valuePopoverVisibilityType",
                toC: "RangeSliderEnums.visibilityValue", fromC: "RangeSliderEnums.visibility"),
            swift: "valuePopoverVisibility", section: "appearance-and-input",
            get: .init(returns: "when a popover shows the value beside a thumb"),
            set: .init("visibility", "when a popover shows the value beside a thumb"),
            gobject: .init(
                "Value popover visibility",
                "When a popover shows the value beside a thumb: never, while dragged, or while dragged or focused.",
                default: "0")),
        CAccessor(
            "lower_thumb_label", property: "lower-thumb-label", .string, swift: "lowerThumbLabelValue",
            section: "labels-and-scale",
            get: .init(
                returns: """
                    (transfer none): the accessible label of the lower thumb, owned by the slider and\n  \
                    valid until the label changes
                    """),
            set: .init(
                "label",
                """
                (nullable) (transfer none): the accessible label of the lower thumb (\"Minimum \
                price\"); %NULL for\n  the default, \"Minimum\" in the user's language
                """),
            gobject: .init(
                "Lower thumb label",
                "The accessible label of the lower thumb (NULL: \"Minimum\" in the user's language).",
                default: "\"Minimum\"")),
        CAccessor(
            "upper_thumb_label", property: "upper-thumb-label", .string, swift: "upperThumbLabelValue",
            section: "labels-and-scale",
            get: .init(
                returns: """
                    (transfer none): the accessible label of the upper thumb, owned by the slider and\n  \
                    valid until the label changes
                    """),
            set: .init(
                "label",
                """
                (nullable) (transfer none): the accessible label of the upper thumb; %NULL for the \
                default,\n  \"Maximum\" in the user's language
                """),
            gobject: .init(
                "Upper thumb label",
                "The accessible label of the upper thumb (NULL: \"Maximum\" in the user's language).",
                default: "\"Maximum\"")),
        CAccessor(
            "value_label", property: "value-label", .string, swift: "valueLabel", section: "labels-and-scale",
            get: .init(
                returns: """
                    (transfer none) (nullable): the accessible label of a single-value slider's thumb\n  \
                    or of a progress bar, owned by the slider and valid until it changes; %NULL when \
                    the\n  default (\"Value\" or \"Progress\") is used
                    """),
            set: .init(
                "label",
                """
                (nullable) (transfer none): the accessible label of the one thumb or the progress \
                bar; %NULL for\n  the default
                """),
            gobject: .init(
                "Value label",
                """
                The accessible label of a single-value slider's thumb or of a progress bar; NULL: \
                \"Value\" or \"Progress\".
                """, default: "nil")),
        CAccessor(
            "histogram_height", property: "histogram-height", .int, swift: "histogramHeight",
            section: "labels-and-scale",
            get: .init(returns: "the thickness of the histogram's strip, in logical pixels"),
            set: .init("height", "the thickness of the histogram's strip in logical pixels; negative counts as 0"),
            gobject: .init(
                "Histogram height",
                """
                The thickness of the histogram's strip, in logical pixels, when the slider has a \
                histogram (set from Swift). Negative counts as 0.
                """, default: "40")),
        CAccessor(
            "scale", property: "scale",
            .enumerationValue(cType: "CeRangeSliderScale", gType: "RangeSliderEnums.scaleType"), swift: "scaleValue",
            section: "labels-and-scale",
            get: .init(returns: "how values spread along the track"),
            set: nil),
        CAccessor(
            "tick_mode", property: "tick-mode",
            .enumerationValue(cType: "CeRangeSliderTickMode", gType: "RangeSliderEnums.tickModeType"),
            swift: "tickModeValue", section: "ticks",
            get: .init(returns: "where the ticks go"),
            set: .init(
                "mode", "where the ticks go",
                summary: """
                    Sets #CeRangeSlider:tick-mode: switches to @mode with the step, count, spacing or \
                    values it\nwas last given (see #CeRangeSlider:tick-mode).
                    """),
            gobject: .init(
                "Tick mode",
                """
                Where ticks go: none, every-step (tick-step), evenly-spread (tick-count), values \
                (ce_range_slider_set_tick_values), breakpoints (the scale's) or nice (1-2-5 numbers \
                at least tick-spacing px apart). Switching to a mode uses the parameter it was last \
                given.
                """, default: "0")),
        CAccessor(
            "tick_step", property: "tick-step", .double, swift: "tickStep", section: "ticks",
            get: .init(returns: "the step of every-step ticks (0 when it marks nothing)"),
            set: .init(
                "step", "the step of every-step ticks, 0 or above and finite",
                summary: """
                    Sets #CeRangeSlider:tick-step. It applies at once in every-step mode, and is kept for \
                    that\nmode otherwise; the mode does not change.
                    """),
            gobject: .init(
                "Tick step",
                """
                The step of every-step ticks (default 1): the mode's own while tick-mode is \
                every-step, else the step kept for it; setting it keeps it and applies it in that \
                mode. 0: no ticks at all. Negative or not finite: refused with a warning.
                """, default: "1")),
        CAccessor(
            "tick_count", property: "tick-count", .int, swift: "tickCount", section: "ticks",
            get: .init(returns: "the number of evenly-spread ticks"),
            set: .init(
                "count", "the number of evenly-spread ticks, ends included; not negative",
                summary: """
                    Sets #CeRangeSlider:tick-count. It applies at once in evenly-spread mode, and is kept \
                    for\nthat mode otherwise; the mode does not change.
                    """),
            gobject: .init(
                "Tick count",
                """
                How many evenly-spread ticks, ends included (default 5): the mode's own while \
                tick-mode is evenly-spread, else the count kept for it; setting it keeps it and \
                applies it in that mode. 0: no ticks at all. Negative: refused with a warning.
                """, default: "5")),
        CAccessor(
            "tick_spacing", property: "tick-spacing", .double, swift: "tickSpacing", section: "ticks",
            get: .init(returns: "the least average spacing of nice ticks, in logical pixels"),
            set: .init(
                "spacing", "the least average spacing of nice ticks in logical pixels, finite and above 0",
                summary: """
                    Sets #CeRangeSlider:tick-spacing. It applies at once in nice mode, and is kept for \
                    that\nmode otherwise; the mode does not change.
                    """),
            gobject: .init(
                "Tick spacing",
                """
                The least average spacing of nice ticks, in pixels (default 40): the mode's own while \
                tick-mode is nice, else the spacing kept for it; setting it keeps it and applies it \
                in that mode. Not a finite number above 0: refused with a warning.
                """, default: "40")),
        CAccessor(
            "minor_ticks", property: "minor-ticks", .int, swift: "minorTicks", section: "ticks",
            get: .init(returns: "the number of minor ticks between two major ticks"),
            set: .init("minor_ticks", "the number of minor ticks between two major ticks; not negative"),
            gobject: .init(
                "Minor ticks",
                """
                Minor ticks between two major ticks (default 0), in every tick mode; nice ticks use \
                the nearest natural subdivision. Negative: refused with a warning.
                """, default: "0")),
        CAccessor(
            "snap_to_ticks", property: "snap-to-ticks", .boolean, swift: "snapsToTicks", section: "ticks",
            get: .init(returns: "whether a dragged thumb snaps to the ticks"),
            set: .init("snap", "whether a dragged thumb snaps to the ticks"),
            gobject: .init(
                "Snap to ticks", "Whether a dragged thumb snaps to the ticks, as to marks.", default: "false")),
        CAccessor(
            "open_lower_bound", property: "open-lower-bound", .boolean, swift: "allowsOpenLowerBound",
            section: "open-bounds",
            get: .init(returns: "whether the lower thumb at the minimum means \"no minimum\""),
            set: .init("allows", "whether the lower thumb at the minimum means \"no minimum\""),
            gobject: .init(
                "Open lower bound", "Whether the lower thumb at the minimum means no minimum (lower-bound-is-open).",
                default: "false")),
        CAccessor(
            "open_upper_bound", property: "open-upper-bound", .boolean, swift: "allowsOpenUpperBound",
            section: "open-bounds",
            get: .init(returns: "whether the upper thumb at the maximum means \"no maximum\""),
            set: .init("allows", "whether the upper thumb at the maximum means \"no maximum\""),
            gobject: .init(
                "Open upper bound", "Whether the upper thumb at the maximum means no maximum (upper-bound-is-open).",
                default: "false")),
        CAccessor(
            "lower_bound_is_open", property: "lower-bound-is-open", .boolean, swift: "isLowerBoundOpen",
            section: "open-bounds",
            get: .init(returns: "the value of #CeRangeSlider:lower-bound-is-open: whether the lower end is open now"),
            set: nil,
            gobject: .init(
                "Lower bound is open",
                """
                Whether the lower end is open now: open-lower-bound is set, the slider is a range \
                slider and the lower value is at the minimum.
                """, default: "false", changesWithValues: true)),
        CAccessor(
            "upper_bound_is_open", property: "upper-bound-is-open", .boolean, swift: "isUpperBoundOpen",
            section: "open-bounds",
            get: .init(returns: "the value of #CeRangeSlider:upper-bound-is-open: whether the upper end is open now"),
            set: nil,
            gobject: .init(
                "Upper bound is open",
                """
                Whether the upper end is open now: open-upper-bound is set, the slider is not a \
                progress bar and the upper value is at the maximum.
                """, default: "false", changesWithValues: true)),
        CAccessor(
            "effective_lower_bound", property: nil, .double, swift: "effectiveLowerBound", section: "open-bounds",
            get: .init(
                summary: "The lower bound a filter should use.",
                returns: "-infinity (-INFINITY) when the lower end is open, else the lower value"),
            set: nil),
        CAccessor(
            "effective_upper_bound", property: nil, .double, swift: "effectiveUpperBound", section: "open-bounds",
            get: .init(
                summary: "The upper bound a filter should use.",
                returns: "+infinity (INFINITY) when the upper end is open, else the upper value"),
            set: nil),
        CAccessor(
            "open_lower_bound_text", property: "open-lower-bound-text", .string, swift: "openLowerBoundText",
            section: "open-bounds",
            get: .init(
                returns: """
                    (transfer none) (nullable): the text shown for an open lower end, owned by the\n  \
                    slider and valid until it changes; %NULL when the default (\"Any\") is used
                    """),
            set: .init(
                "text",
                "(nullable) (transfer none): the text shown for an open lower end; %NULL for the default, \"Any\""),
            gobject: .init(
                "Open lower bound text", "The text shown for an open lower end; NULL: \"Any\".", default: "nil")),
        CAccessor(
            "open_upper_bound_text", property: "open-upper-bound-text", .string, swift: "openUpperBoundText",
            section: "open-bounds",
            get: .init(
                returns: """
                    (transfer none) (nullable): the text shown for an open upper end, owned by the\n  \
                    slider and valid until it changes; %NULL when the default (the maximum's text and \
                    \"+\") is\n  used
                    """),
            set: .init(
                "text",
                """
                (nullable) (transfer none): the text shown for an open upper end; %NULL for the \
                default, the\n  maximum's text followed by \"+\"
                """),
            gobject: .init(
                "Open upper bound text",
                "The text shown for an open upper end; NULL: the maximum's text followed by \"+\".", default: "nil")),
        CAccessor(
            "hard_minimum", property: "hard-minimum", .double, swift: "hardMinimum", read: "hardMinimumInForce",
            section: "open-bounds",
            get: .init(
                returns: """
                    the lowest value a program may set: the hard minimum in force, \
                    #CeRangeSlider:minimum-value\n  while none is set
                    """),
            set: .init(
                "value",
                """
                the lowest value a program may set, below #CeRangeSlider:minimum-value; NaN and \
                infinities\n  are refused with a warning
                """,
                summary: """
                    Sets #CeRangeSlider:hard-minimum (and #CeRangeSlider:hard-minimum-set). The values \
                    are clamped\ninto the new limits; the user's drags, keys and scrolling stay within \
                    the visible range.
                    """),
            gobject: .init(
                "Hard minimum",
                """
                The lowest value a program may set, below minimum-value (the thumb is then drawn at \
                the track's end; drags stay within the visible range). Reads the limit in force: \
                minimum-value while none is set. Setting it sets the limit (and hard-minimum-set). \
                NaN and infinities are refused.
                """, default: "0", changesWithValues: true)),
        CAccessor(
            "hard_minimum_set", property: "hard-minimum-set", .boolean, swift: "isHardMinimumSet",
            section: "open-bounds",
            get: .init(returns: "whether a hard minimum is set"),
            set: .init(
                "value",
                "%FALSE to remove the hard minimum; %TRUE while none is set sets it at #CeRangeSlider:minimum-value"),
            gobject: .init(
                "Hard minimum set",
                "Whether a hard minimum is set. FALSE removes it; TRUE while none is set sets it at minimum-value.",
                default: "false")),
        CAccessor(
            "hard_maximum", property: "hard-maximum", .double, swift: "hardMaximum", read: "hardMaximumInForce",
            section: "open-bounds",
            get: .init(
                returns: """
                    the highest value a program may set: the hard maximum in force, \
                    #CeRangeSlider:maximum-value\n  while none is set
                    """),
            set: .init(
                "value",
                """
                the highest value a program may set, above #CeRangeSlider:maximum-value; NaN and \
                infinities\n  are refused with a warning
                """,
                summary: """
                    Sets #CeRangeSlider:hard-maximum (and #CeRangeSlider:hard-maximum-set). The values \
                    are clamped\ninto the new limits; the user's drags, keys and scrolling stay within \
                    the visible range.
                    """),
            gobject: .init(
                "Hard maximum",
                """
                The highest value a program may set, above maximum-value (the thumb is then drawn at \
                the track's end; drags stay within the visible range). Reads the limit in force: \
                maximum-value while none is set. Setting it sets the limit (and hard-maximum-set). \
                NaN and infinities are refused.
                """, default: "1", changesWithValues: true)),
        CAccessor(
            "hard_maximum_set", property: "hard-maximum-set", .boolean, swift: "isHardMaximumSet",
            section: "open-bounds",
            get: .init(returns: "whether a hard maximum is set"),
            set: .init(
                "value",
                "%FALSE to remove the hard maximum; %TRUE while none is set sets it at #CeRangeSlider:maximum-value"),
            gobject: .init(
                "Hard maximum set",
                "Whether a hard maximum is set. FALSE removes it; TRUE while none is set sets it at maximum-value.",
                default: "false")),
        CAccessor(
            "crossing_policy", property: "crossing-policy",
            .enumeration(
                cType: "CeCrossingPolicy", gType: "RangeSliderEnums.crossingPolicyType",
                toC: "RangeSliderEnums.crossingPolicyValue", fromC: "RangeSliderEnums.crossingPolicy"),
            swift: "crossingPolicy", section: "thumbs",
            get: .init(
                summary: "Gets what a moved thumb does at its neighbour.",
                returns: "the #CeRangeSlider:crossing-policy property"),
            set: .init("policy", "the policy", summary: "Sets what a thumb the user moves does at its neighbour."),
            gobject: .init(
                "Crossing policy",
                """
                What a thumb the user moves does at its neighbour: block (stop), push (move it along) \
                or swap (pass it). Values set by the program always push.
                """, default: "0")),
        CAccessor(
            "highlight_pattern", property: "highlight-pattern",
            .enumeration(
                cType: "CeHighlightPattern", gType: "RangeSliderEnums.highlightPatternType",
                toC: "RangeSliderEnums.highlightPatternValue", fromC: "RangeSliderEnums.highlightPattern"),
            swift: "highlightPattern", section: "thumbs",
            get: .init(
                summary: "Gets which stretches of the track are highlighted.",
                returns: "the #CeRangeSlider:highlight-pattern property"),
            set: .init(
                "pattern", "the pattern",
                summary: "Sets which stretches of the track and of the histogram are highlighted."),
            gobject: .init(
                "Highlight pattern",
                """
                Which stretches of the track and histogram are highlighted: between-each-pair (first \
                to last thumb), alternate (0-1, 2-3, ...), outer or none.
                """, default: "0")),
        CAccessor(
            "fixed_span", property: "fixed-span", .boolean, swift: "fixedSpan", section: "thumbs",
            get: .init(
                summary: "Gets whether dragging a thumb of a highlighted pair moves the pair.",
                returns: "the #CeRangeSlider:fixed-span property"),
            set: .init(
                "fixed", "whether a highlighted pair moves together",
                summary: "Sets whether dragging a thumb of a highlighted pair moves the pair, its width fixed."),
            gobject: .init(
                "Fixed span", "Whether dragging a thumb of a highlighted pair moves the pair, its width fixed.",
                default: "false")),
        CAccessor(
            "value_editable", property: "value-editable", .boolean, swift: "isValueEditable", section: "value-editable",
            get: .init(
                summary: "Gets whether values can be typed into the thumbs' popovers.",
                returns: "the #CeRangeSlider:value-editable property"),
            set: .init(
                "editable", "whether values can be typed",
                summary: """
                    Sets whether values can be typed into the thumbs' popovers; turning it off cancels an \
                    edit\nunder way.
                    """),
            gobject: .init(
                "Value editable",
                """
                Whether a person may type a value into a thumb's popover (a click on it, or Enter or \
                F2 on a focused thumb).
                """, default: "false")),
        CAccessor(
            "snap_to_marks", property: "snap-to-marks", .boolean, swift: "snapsToMarks", section: "snap-to-marks",
            get: .init(returns: "whether a dragged thumb snaps to the marks"),
            set: .init("snap", "whether a dragged thumb snaps to the marks"),
            gobject: .init(
                "Snap to marks", "Whether a dragged thumb snaps to a mark within a few pixels, as GtkScale's marks.",
                default: "true")),
    ]
}
