// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-range-slider-thumbs.h: any number of thumbs on one CeRangeSlider: the thumb count, each
 * thumb's value, every value as an array, the crossing policy, the highlight pattern, fixed
 * spans and padding. Included by ce-range-slider.h; do not include it directly.
 */
#ifndef CE_RANGE_SLIDER_THUMBS_H
#define CE_RANGE_SLIDER_THUMBS_H

#if !defined (CE_RANGE_SLIDER_H)
#error "Only <ce-range-slider.h> can be included directly."
#endif

G_BEGIN_DECLS

/**
 * CeRangeSlider:thumb-count:
 *
 * The number of thumbs, 1 to 1024 (default 2). New thumbs are added after the last, at its
 * value; thumbs are removed from the end. The first thumb's value is
 * #CeRangeSlider:lower-value and the last's #CeRangeSlider:upper-value. Each thumb is a
 * focusable `slider` CSS node with the classes `thumb-N` (N from 0), `first` and `last`, and an
 * accessible slider bounded by its neighbours' values. Also notified when
 * ce_range_slider_set_thumb_values() changes the count. In the single and progress modes a
 * count other than 2 is refused with a warning.
 */

/**
 * CeRangeSlider:crossing-policy:
 *
 * What a thumb the user moves (drag, key, track click, an assistive technology) does when it
 * meets its neighbour (#CeCrossingPolicy). Values set by the program always push their
 * neighbours. Default %CE_CROSSING_POLICY_BLOCK.
 */

/**
 * CeRangeSlider:highlight-pattern:
 *
 * Which stretches of the track and of the histogram are drawn in the highlight colour
 * (#CeHighlightPattern); the colours stay the theme's unless set. Default
 * %CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR: from the first thumb to the last.
 */

/**
 * CeRangeSlider:fixed-span:
 *
 * Whether dragging a thumb of a highlighted pair moves the pair, its width fixed. Default
 * %FALSE.
 */

/**
 * CeCrossingPolicy:
 * @CE_CROSSING_POLICY_BLOCK: a thumb stops at its neighbour, less the minimum separation (the
 *   default)
 * @CE_CROSSING_POLICY_PUSH: the neighbours move along while they can, keeping the separation
 * @CE_CROSSING_POLICY_SWAP: thumbs pass each other; the moved value takes its place in the
 *   order, so the values stay ordered, and keyboard focus follows it
 *
 * What a dragged (or key-moved) thumb does when it meets its neighbour.
 */
typedef enum {
  CE_CROSSING_POLICY_BLOCK,
  CE_CROSSING_POLICY_PUSH,
  CE_CROSSING_POLICY_SWAP
} CeCrossingPolicy;

#define CE_TYPE_CROSSING_POLICY (ce_crossing_policy_get_type ())

/**
 * ce_crossing_policy_get_type:
 *
 * The #GType of #CeCrossingPolicy.
 *
 * Returns: the type
 */
GType ce_crossing_policy_get_type (void) G_GNUC_CONST;

/**
 * CeHighlightPattern:
 * @CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR: every stretch between two neighbours: from the
 *   first thumb to the last (the default)
 * @CE_HIGHLIGHT_PATTERN_ALTERNATE: thumbs 0–1, 2–3, …: opening hours, two shifts with four
 *   thumbs
 * @CE_HIGHLIGHT_PATTERN_OUTER: before the first thumb and after the last
 * @CE_HIGHLIGHT_PATTERN_NONE: nothing
 *
 * Which stretches of the track are highlighted; a span drag moves the two thumbs of a
 * highlighted stretch.
 */
typedef enum {
  CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR,
  CE_HIGHLIGHT_PATTERN_ALTERNATE,
  CE_HIGHLIGHT_PATTERN_OUTER,
  CE_HIGHLIGHT_PATTERN_NONE
} CeHighlightPattern;

#define CE_TYPE_HIGHLIGHT_PATTERN (ce_highlight_pattern_get_type ())

/**
 * ce_highlight_pattern_get_type:
 *
 * The #GType of #CeHighlightPattern.
 *
 * Returns: the type
 */
GType ce_highlight_pattern_get_type (void) G_GNUC_CONST;

/**
 * ce_range_slider_get_thumb_count:
 * @self: a #CeRangeSlider
 *
 * Gets the number of thumbs.
 *
 * Returns: the #CeRangeSlider:thumb-count property
 */
guint ce_range_slider_get_thumb_count (CeRangeSlider *self);

/**
 * ce_range_slider_set_thumb_count:
 * @self: a #CeRangeSlider
 * @count: the number of thumbs, 1 to 1024; anything else is refused with a warning
 *
 * Sets the number of thumbs: new thumbs are added after the last, thumbs are removed from
 * the end.
 */
void ce_range_slider_set_thumb_count (CeRangeSlider *self, guint count);

/**
 * ce_range_slider_get_value_at:
 * @self: a #CeRangeSlider
 * @index: a thumb's index, from 0 (only 0 in single-value and progress mode)
 *
 * Gets the value of one thumb. An index with no thumb gets a warning and 0.
 *
 * Returns: the thumb's value
 */
double ce_range_slider_get_value_at (CeRangeSlider *self, guint index);

/**
 * ce_range_slider_set_value_at:
 * @self: a #CeRangeSlider
 * @index: a thumb's index, from 0 (only 0 in single-value and progress mode)
 * @value: the new value
 *
 * Sets the value of one thumb as a program does: clamped into the range, snapped, its
 * neighbours pushed to keep the order and the separation. An index with no thumb or a NaN or
 * infinite value is refused with a warning.
 */
void ce_range_slider_set_value_at (CeRangeSlider *self, guint index, double value);

/**
 * ce_range_slider_get_thumb_values:
 * @self: a #CeRangeSlider
 * @n_values: (out) (transfer none): the number of values
 *
 * Gets every thumb's value, in order.
 *
 * Returns: (array length=n_values) (transfer full): the values; free with g_free()
 */
double *ce_range_slider_get_thumb_values (CeRangeSlider *self, gsize *n_values);

/**
 * ce_range_slider_set_thumb_values:
 * @self: a #CeRangeSlider
 * @values: (array length=n_values) (transfer none): the values
 * @n_values: the number of values, 1 to 1024: the new thumb count
 *
 * Sets every value at once; the thumb count becomes @n_values. The values are read in order,
 * each clamped and snapped, then the separation restored: one #CeRangeSlider::value-changed,
 * one notify per changed property. No values, more than 1024 or a NaN or infinite value is
 * refused with a warning.
 */
void ce_range_slider_set_thumb_values (CeRangeSlider *self, const double *values, gsize n_values);

/* Generated accessors: thumbs (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_crossing_policy:
 * @self: a #CeRangeSlider
 *
 * Gets what a moved thumb does at its neighbour.
 *
 * Returns: the #CeRangeSlider:crossing-policy property
 */
CeCrossingPolicy ce_range_slider_get_crossing_policy (CeRangeSlider *self);

/**
 * ce_range_slider_set_crossing_policy:
 * @self: a #CeRangeSlider
 * @policy: the policy
 *
 * Sets what a thumb the user moves does at its neighbour.
 */
void ce_range_slider_set_crossing_policy (CeRangeSlider *self, CeCrossingPolicy policy);

/**
 * ce_range_slider_get_highlight_pattern:
 * @self: a #CeRangeSlider
 *
 * Gets which stretches of the track are highlighted.
 *
 * Returns: the #CeRangeSlider:highlight-pattern property
 */
CeHighlightPattern ce_range_slider_get_highlight_pattern (CeRangeSlider *self);

/**
 * ce_range_slider_set_highlight_pattern:
 * @self: a #CeRangeSlider
 * @pattern: the pattern
 *
 * Sets which stretches of the track and of the histogram are highlighted.
 */
void ce_range_slider_set_highlight_pattern (CeRangeSlider *self, CeHighlightPattern pattern);

/**
 * ce_range_slider_get_fixed_span:
 * @self: a #CeRangeSlider
 *
 * Gets whether dragging a thumb of a highlighted pair moves the pair.
 *
 * Returns: the #CeRangeSlider:fixed-span property
 */
gboolean ce_range_slider_get_fixed_span (CeRangeSlider *self);

/**
 * ce_range_slider_set_fixed_span:
 * @self: a #CeRangeSlider
 * @fixed: whether a highlighted pair moves together
 *
 * Sets whether dragging a thumb of a highlighted pair moves the pair, its width fixed.
 */
void ce_range_slider_set_fixed_span (CeRangeSlider *self, gboolean fixed);

/* End of generated accessors: thumbs */

/**
 * ce_range_slider_get_padding:
 * @self: a #CeRangeSlider
 * @start: (out) (optional) (transfer none): the padding above the minimum
 * @end: (out) (optional) (transfer none): the padding below the maximum
 *
 * Gets the stretches at the ends of the track that no thumb reaches, in value units.
 */
void ce_range_slider_get_padding (CeRangeSlider *self, double *start, double *end);

/**
 * ce_range_slider_set_padding:
 * @self: a #CeRangeSlider
 * @start: the padding above the minimum, in value units; not negative
 * @end: the padding below the maximum, in value units; not negative
 *
 * Keeps every thumb @start above the minimum and @end below the maximum, whoever moves it;
 * the values are brought inside. A negative, NaN or infinite side is refused with a warning.
 */
void ce_range_slider_set_padding (CeRangeSlider *self, double start, double end);

G_END_DECLS

#endif /* CE_RANGE_SLIDER_THUMBS_H */
