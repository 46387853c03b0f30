// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-range-slider-marks.h: marks beside the track of CeRangeSlider, as GtkScale's. Included
 * by ce-range-slider.h; do not include it directly.
 */
#ifndef CE_RANGE_SLIDER_MARKS_H
#define CE_RANGE_SLIDER_MARKS_H

#if !defined (CE_RANGE_SLIDER_H)
#error "Only <ce-range-slider.h> can be included directly."
#endif

G_BEGIN_DECLS

/**
 * CeRangeSlider:snap-to-marks:
 *
 * Whether a dragged thumb snaps to a mark within a few pixels, as GtkScale's marks do
 * (default %TRUE). Ticks snap through #CeRangeSlider:snap-to-ticks instead.
 */

/**
 * ce_range_slider_add_mark:
 * @self: a #CeRangeSlider
 * @value: the value to mark
 * @position: the side of the track: %GTK_POS_BOTTOM or %GTK_POS_RIGHT after it (below a
 *   horizontal slider, right of a vertical one), %GTK_POS_TOP or %GTK_POS_LEFT before it (above,
 *   beyond a histogram; left)
 * @label: (nullable) (transfer none): text drawn beside the tick, or %NULL for none
 *
 * Adds a mark at @value, like gtk_scale_add_mark(): a tick beside the track on the side
 * @position gives, with @label beyond it. Marks outside the range are kept but not drawn.
 * @label is copied. A NaN or infinite @value is refused with a warning in the `RangeSlider`
 * log domain.
 */
void ce_range_slider_add_mark (CeRangeSlider *self, double value, GtkPositionType position, const char *label);

/**
 * ce_range_slider_set_marks:
 * @self: a #CeRangeSlider
 * @values: (array length=n_values) (nullable) (transfer none): the marked values
 * @n_values: the number of values
 * @labels: (array length=n_labels) (nullable) (transfer none): a label per value ("" for none), or %NULL
 * @n_labels: the number of labels: 0, or @n_values
 * @positions: (array length=n_positions) (nullable) (transfer none): the side of the track of
 *   each mark (see ce_range_slider_add_mark()), or %NULL for all after it
 * @n_positions: the number of positions: 0, or @n_values
 *
 * Replaces every mark at once (an empty list removes them). NaN and infinite values are left
 * out with a warning. The arrays are copied. %NULL @values with @n_values above 0, a number of
 * labels or positions that is neither 0 nor @n_values, or a position that is not a
 * #GtkPositionType, is refused with a warning and the marks are unchanged. In Python:
 * `slider.set_marks([0, 50, 100], ["low", "", "high"], [Gtk.PositionType.TOP] * 3)`.
 */
void ce_range_slider_set_marks (CeRangeSlider *self, const double *values, gsize n_values,
                                const char * const *labels, gsize n_labels,
                                const GtkPositionType *positions, gsize n_positions);

/**
 * ce_range_slider_clear_marks:
 * @self: a #CeRangeSlider
 *
 * Removes every mark, like gtk_scale_clear_marks().
 */
void ce_range_slider_clear_marks (CeRangeSlider *self);

/**
 * ce_range_slider_get_n_marks:
 * @self: a #CeRangeSlider
 *
 * Counts the marks (ce_range_slider_add_mark(), ce_range_slider_set_marks()).
 *
 * Returns: the number of marks
 */
guint ce_range_slider_get_n_marks (CeRangeSlider *self);

/**
 * ce_range_slider_get_mark_value:
 * @self: a #CeRangeSlider
 * @index: the mark's index, below ce_range_slider_get_n_marks()
 *
 * Gets the value of one mark, in the order the marks were given.
 *
 * Returns: the value of mark @index (0 with a critical warning for an index out of range)
 */
double ce_range_slider_get_mark_value (CeRangeSlider *self, guint index);

/**
 * ce_range_slider_get_mark_label:
 * @self: a #CeRangeSlider
 * @index: the mark's index, below ce_range_slider_get_n_marks()
 *
 * Gets the label of one mark, in the order the marks were given.
 *
 * Returns: (transfer none) (nullable): the label of mark @index, owned by the slider and
 *   valid until the marks change; %NULL when the mark has none
 */
const char *ce_range_slider_get_mark_label (CeRangeSlider *self, guint index);

/**
 * ce_range_slider_get_mark_position:
 * @self: a #CeRangeSlider
 * @index: the mark's index, below ce_range_slider_get_n_marks()
 *
 * Gets the side of the track one mark is drawn on, in the slider's orientation.
 *
 * Returns: %GTK_POS_BOTTOM or %GTK_POS_TOP for a horizontal slider, %GTK_POS_RIGHT or
 *   %GTK_POS_LEFT for a vertical one
 */
GtkPositionType ce_range_slider_get_mark_position (CeRangeSlider *self, guint index);

/* Generated accessors: snap-to-marks (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_snap_to_marks:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:snap-to-marks.
 *
 * Returns: whether a dragged thumb snaps to the marks
 */
gboolean ce_range_slider_get_snap_to_marks (CeRangeSlider *self);

/**
 * ce_range_slider_set_snap_to_marks:
 * @self: a #CeRangeSlider
 * @snap: whether a dragged thumb snaps to the marks
 *
 * Sets #CeRangeSlider:snap-to-marks.
 */
void ce_range_slider_set_snap_to_marks (CeRangeSlider *self, gboolean snap);

/* End of generated accessors: snap-to-marks */

G_END_DECLS

#endif /* CE_RANGE_SLIDER_MARKS_H */
