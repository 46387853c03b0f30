// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-multi-thumb-slider.h: CeMultiThumbSlider, a GTK 4 slider with any number of thumbs.
 *
 * Part of the C API of libCeRangeSlider (pkg-config: ce-range-slider-1); included by
 * ce-range-slider.h. Written by hand; g-ir-scanner reads it into the Ce-1.0 namespace.
 *
 * Threading: like every GTK widget, use it from the main thread only.
 */
#ifndef CE_MULTI_THUMB_SLIDER_H
#define CE_MULTI_THUMB_SLIDER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * SECTION:ce-multi-thumb-slider
 * @Title: CeMultiThumbSlider
 * @Short_description: A slider with any number of thumbs and one interaction policy
 *
 * `CeMultiThumbSlider` keeps any number of values (at least one) in order,
 * `hard minimum + padding ≤ v0 ≤ v1 ≤ … ≤ hard maximum − padding`, with a minimum separation
 * (and an optional maximum span) between neighbours. The visible track covers the range set
 * with ce_multi_thumb_slider_set_range(); values set from code may go beyond it, up to the hard
 * limits (ce_multi_thumb_slider_set_hard_limits()), and such a thumb sits at the track's end
 * with a marker. Drags, keys and scrolling keep values on the visible track, and follow the
 * #CeCrossingPolicy when a thumb meets its neighbour. Values set from code are clamped, and
 * push their neighbours. NaN, infinities and out-of-range indices are refused with a warning
 * in the `RangeSlider` log domain and change nothing.
 *
 * Each thumb is a focusable `slider` CSS node with the classes `thumb-N` (N from 0), `first`
 * and `last`, and an accessible slider whose minimum and maximum are its neighbours' values.
 *
 * Signals: `value-changed` (a committed change: a release, a key, a scroll step, a setter) and
 * `value-changing` (each step of a drag), both without arguments: read the values with
 * ce_multi_thumb_slider_get_values(). Properties (for GtkBuilder and bindings, each notified
 * exactly when it changes): `thumb-count`, `crossing-policy`, `highlight-pattern`,
 * `allows-span-drag`, `fixed-span`.
 *
 * ```xml
 * <object class="CeMultiThumbSlider">
 *   <property name="thumb-count">4</property>
 *   <property name="highlight-pattern">alternate</property>
 * </object>
 * ```
 */

/**
 * CeMultiThumbSlider:thumb-count:
 *
 * The number of thumbs, 1 to 1024 (ce_multi_thumb_slider_set_thumb_count()); also notified
 * when ce_multi_thumb_slider_set_values() changes it.
 */

/**
 * CeMultiThumbSlider:crossing-policy:
 *
 * What a moved thumb does at its neighbour (#CeCrossingPolicy).
 */

/**
 * CeMultiThumbSlider:highlight-pattern:
 *
 * Which stretches of the track are highlighted (#CeHighlightPattern).
 */

/**
 * CeMultiThumbSlider:allows-span-drag:
 *
 * Whether a press on a highlighted stretch drags its two thumbs.
 */

/**
 * CeMultiThumbSlider:fixed-span:
 *
 * Whether dragging a thumb of a highlighted pair moves the pair, its width fixed.
 */

/**
 * CeMultiThumbSlider:
 *
 * A slider with any number of thumbs that keeps their values in order.
 *
 * Each thumb is a focusable child with its own accessible slider bounded by its neighbours;
 * a #CeCrossingPolicy decides what happens when a dragged thumb meets its neighbour, and a
 * #CeHighlightPattern which stretches between the thumbs are highlighted. Create one with
 * ce_multi_thumb_slider_new() or from a `.ui` file.
 */

/**
 * CeMultiThumbSlider::value-changed:
 * @self: the slider
 *
 * A committed change of the values: a drag's release, a key, a scroll step or a setter.
 * Read the values with ce_multi_thumb_slider_get_values().
 */

/**
 * CeMultiThumbSlider::value-changing:
 * @self: the slider
 *
 * Each step of a drag, before the release's #CeMultiThumbSlider::value-changed.
 */

#define CE_TYPE_MULTI_THUMB_SLIDER (ce_multi_thumb_slider_get_type ())

G_DECLARE_FINAL_TYPE (CeMultiThumbSlider, ce_multi_thumb_slider, CE, MULTI_THUMB_SLIDER, GtkWidget)

/**
 * CeCrossingPolicy:
 * @CE_CROSSING_POLICY_BLOCK: a thumb stops at its neighbour, less the minimum separation (the
 *   default)
 * @CE_CROSSING_POLICY_PUSH: the neighbours move along while they can, keeping the separation
 * @CE_CROSSING_POLICY_SWAP: thumbs pass each other; the moved value takes its place in the
 *   order and the thumbs are relabelled, so the values stay ordered
 *
 * What a dragged (or key-moved) thumb does when it meets its neighbour.
 */
typedef enum {
  CE_CROSSING_POLICY_BLOCK,
  CE_CROSSING_POLICY_PUSH,
  CE_CROSSING_POLICY_SWAP
} CeCrossingPolicy;

#define CE_TYPE_CROSSING_POLICY (ce_crossing_policy_get_type ())

GType ce_crossing_policy_get_type (void) G_GNUC_CONST;

/**
 * CeHighlightPattern:
 * @CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR: every stretch between two neighbours (the default)
 * @CE_HIGHLIGHT_PATTERN_ALTERNATE: thumbs 0–1, 2–3, …: opening hours, two shifts with four thumbs
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

GType ce_highlight_pattern_get_type (void) G_GNUC_CONST;

/**
 * ce_multi_thumb_slider_new:
 * @thumb_count: the number of thumbs, 1 to 1024 (0 counts as 1), spread from 0.2 to 0.8 of
 *   the range 0…1
 *
 * Creates a slider with @thumb_count thumbs.
 *
 * Returns: (transfer floating): a new #CeMultiThumbSlider
 */
GtkWidget *ce_multi_thumb_slider_new (guint thumb_count);

/**
 * ce_multi_thumb_slider_get_thumb_count:
 * @self: a #CeMultiThumbSlider
 *
 * Gets the number of thumbs.
 *
 * Returns: the number of thumbs
 */
guint ce_multi_thumb_slider_get_thumb_count (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_set_thumb_count:
 * @self: a #CeMultiThumbSlider
 * @thumb_count: 1 to 1024; new thumbs are added after the last one, removed ones taken from
 *   the end. Other counts are refused with a warning.
 *
 * Sets the number of thumbs.
 */
void ce_multi_thumb_slider_set_thumb_count (CeMultiThumbSlider *self, guint thumb_count);

/**
 * ce_multi_thumb_slider_get_values:
 * @self: a #CeMultiThumbSlider
 * @n_values: (out) (transfer none): the number of values
 *
 * Gets every value, in order.
 *
 * Returns: (array length=n_values) (transfer full): the values in order; free with g_free()
 */
double *ce_multi_thumb_slider_get_values (CeMultiThumbSlider *self, gsize *n_values);

/**
 * ce_multi_thumb_slider_set_values:
 * @self: a #CeMultiThumbSlider
 * @values: (array length=n_values) (transfer none): the values; read in order, each clamped into the hard
 *   limits, then separated
 * @n_values: their number, 1 to 1024: the slider takes that many thumbs
 *
 * Sets every value at once (one `value-changed`). A NaN or infinite value, or no values,
 * refuses the whole call with a warning.
 */
void ce_multi_thumb_slider_set_values (CeMultiThumbSlider *self, const double *values, gsize n_values);

/**
 * ce_multi_thumb_slider_get_value:
 * @self: a #CeMultiThumbSlider
 * @index: a thumb, from 0
 *
 * Gets one thumb's value.
 *
 * Returns: the value of thumb @index (0 with a warning for a thumb that does not exist)
 */
double ce_multi_thumb_slider_get_value (CeMultiThumbSlider *self, guint index);

/**
 * ce_multi_thumb_slider_set_value:
 * @self: a #CeMultiThumbSlider
 * @index: a thumb, from 0
 * @value: its new value: clamped into the hard limits; the neighbours are pushed to keep the
 *   order and the separation
 *
 * Sets one thumb's value, as code (the crossing policy governs user moves only).
 */
void ce_multi_thumb_slider_set_value (CeMultiThumbSlider *self, guint index, double value);

/**
 * ce_multi_thumb_slider_set_range:
 * @self: a #CeMultiThumbSlider
 * @minimum: the start of the visible track
 * @maximum: its end (an inverted pair is read in order)
 *
 * Sets the visible track's range; the values are kept inside the hard limits.
 */
void ce_multi_thumb_slider_set_range (CeMultiThumbSlider *self, double minimum, double maximum);

/**
 * ce_multi_thumb_slider_get_minimum_value:
 * @self: a #CeMultiThumbSlider
 *
 * Gets the start of the visible track.
 *
 * Returns: the start of the visible track
 */
double ce_multi_thumb_slider_get_minimum_value (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_get_maximum_value:
 * @self: a #CeMultiThumbSlider
 *
 * Gets the end of the visible track.
 *
 * Returns: the end of the visible track
 */
double ce_multi_thumb_slider_get_maximum_value (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_set_hard_limits:
 * @self: a #CeMultiThumbSlider
 * @minimum: the lowest value code may set (counts as the visible minimum when above it)
 * @maximum: the highest value code may set (counts as the visible maximum when below it)
 *
 * Soft limits: values set from code may lie beyond the visible range, within these.
 */
void ce_multi_thumb_slider_set_hard_limits (CeMultiThumbSlider *self, double minimum, double maximum);

/**
 * ce_multi_thumb_slider_clear_hard_limits:
 * @self: a #CeMultiThumbSlider
 *
 * The hard limits become the visible range again (values beyond it are clamped).
 */
void ce_multi_thumb_slider_clear_hard_limits (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_get_hard_minimum:
 * @self: a #CeMultiThumbSlider
 *
 * Gets the lowest value code may set.
 *
 * Returns: the lowest value code may set
 */
double ce_multi_thumb_slider_get_hard_minimum (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_get_hard_maximum:
 * @self: a #CeMultiThumbSlider
 *
 * Gets the highest value code may set.
 *
 * Returns: the highest value code may set
 */
double ce_multi_thumb_slider_get_hard_maximum (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_set_padding:
 * @self: a #CeMultiThumbSlider
 * @start: the stretch above the minimum no thumb reaches, in value units (0: none)
 * @end: the stretch below the maximum no thumb reaches
 *
 * A negative, NaN or infinite padding is refused with a warning.
 */
void ce_multi_thumb_slider_set_padding (CeMultiThumbSlider *self, double start, double end);

/**
 * ce_multi_thumb_slider_get_padding:
 * @self: a #CeMultiThumbSlider
 * @start: (out) (optional) (transfer none): the padding at the minimum end
 * @end: (out) (optional) (transfer none): the padding at the maximum end
 *
 * Gets the padding at both ends.
 */
void ce_multi_thumb_slider_get_padding (CeMultiThumbSlider *self, double *start, double *end);

/**
 * ce_multi_thumb_slider_set_minimum_separation:
 * @self: a #CeMultiThumbSlider
 * @separation: the least distance between neighbours (0: thumbs may meet)
 *
 * Sets the least distance between neighbouring thumbs.
 */
void ce_multi_thumb_slider_set_minimum_separation (CeMultiThumbSlider *self, double separation);

/**
 * ce_multi_thumb_slider_get_minimum_separation:
 * @self: a #CeMultiThumbSlider
 *
 * Gets the least distance between neighbouring thumbs.
 *
 * Returns: the least distance between neighbours
 */
double ce_multi_thumb_slider_get_minimum_separation (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_get_crossing_policy:
 * @self: a #CeMultiThumbSlider
 *
 * Gets what a dragged thumb does when it meets its neighbour.
 *
 * Returns: what a moved thumb does at its neighbour
 */
CeCrossingPolicy ce_multi_thumb_slider_get_crossing_policy (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_set_crossing_policy:
 * @self: a #CeMultiThumbSlider
 * @policy: a #CeCrossingPolicy (another number is refused with a warning)
 *
 * Sets what a dragged thumb does when it meets its neighbour.
 */
void ce_multi_thumb_slider_set_crossing_policy (CeMultiThumbSlider *self, CeCrossingPolicy policy);

/**
 * ce_multi_thumb_slider_get_highlight_pattern:
 * @self: a #CeMultiThumbSlider
 *
 * Gets which stretches of the track are highlighted.
 *
 * Returns: which stretches are highlighted
 */
CeHighlightPattern ce_multi_thumb_slider_get_highlight_pattern (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_set_highlight_pattern:
 * @self: a #CeMultiThumbSlider
 * @pattern: a #CeHighlightPattern (another number is refused with a warning)
 *
 * Sets which stretches of the track are highlighted.
 */
void ce_multi_thumb_slider_set_highlight_pattern (CeMultiThumbSlider *self, CeHighlightPattern pattern);

/**
 * ce_multi_thumb_slider_get_allows_span_drag:
 * @self: a #CeMultiThumbSlider
 *
 * Gets whether a highlighted stretch can be dragged.
 *
 * Returns: whether a press on a highlighted stretch drags its two thumbs
 */
gboolean ce_multi_thumb_slider_get_allows_span_drag (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_set_allows_span_drag:
 * @self: a #CeMultiThumbSlider
 * @allows: whether a press on a highlighted stretch drags its two thumbs
 *
 * Sets whether a highlighted stretch can be dragged.
 */
void ce_multi_thumb_slider_set_allows_span_drag (CeMultiThumbSlider *self, gboolean allows);

/**
 * ce_multi_thumb_slider_get_fixed_span:
 * @self: a #CeMultiThumbSlider
 *
 * Gets whether a highlighted pair keeps its width when one of its thumbs is dragged.
 *
 * Returns: whether dragging a thumb of a highlighted pair moves the pair
 */
gboolean ce_multi_thumb_slider_get_fixed_span (CeMultiThumbSlider *self);

/**
 * ce_multi_thumb_slider_set_fixed_span:
 * @self: a #CeMultiThumbSlider
 * @fixed: whether dragging a thumb of a highlighted pair moves the pair, its width fixed
 *
 * Sets whether a highlighted pair keeps its width when one of its thumbs is dragged.
 */
void ce_multi_thumb_slider_set_fixed_span (CeMultiThumbSlider *self, gboolean fixed);

/**
 * ce_multi_thumb_slider_set_thumb_label:
 * @self: a #CeMultiThumbSlider
 * @index: a thumb, from 0
 * @label: (nullable) (transfer none): its accessible label ("Start of shift 2"); %NULL for the default,
 *   "Thumb N" (N from 1)
 *
 * Sets a thumb's accessible label.
 */
void ce_multi_thumb_slider_set_thumb_label (CeMultiThumbSlider *self, guint index, const char *label);

/**
 * ce_multi_thumb_slider_get_thumb_label:
 * @self: a #CeMultiThumbSlider
 * @index: a thumb, from 0
 *
 * Gets a thumb's accessible label.
 *
 * Returns: (transfer full): the accessible label of thumb @index; free with g_free()
 */
char *ce_multi_thumb_slider_get_thumb_label (CeMultiThumbSlider *self, guint index);

G_END_DECLS

#endif /* CE_MULTI_THUMB_SLIDER_H */
