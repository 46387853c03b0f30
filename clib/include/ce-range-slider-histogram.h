// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-range-slider-histogram.h: the histogram CeRangeSlider draws with its track: its data
 * and its colours. Included by ce-range-slider.h; do not include it directly.
 */
#ifndef CE_RANGE_SLIDER_HISTOGRAM_H
#define CE_RANGE_SLIDER_HISTOGRAM_H

#if !defined (CE_RANGE_SLIDER_H)
#error "Only <ce-range-slider.h> can be included directly."
#endif

G_BEGIN_DECLS

/**
 * CeRangeSlider:histogram-color:
 *
 * The colour of the histogram's bars outside the selected span. %NULL (the default): the
 * slider's foreground colour (its CSS `color`) at 30 % opacity.
 */

/**
 * CeRangeSlider:histogram-highlight-color:
 *
 * The colour of the histogram's bars inside the selected span. %NULL (the default):
 * the track highlight colour (#CeRangeSlider:track-highlight-tint-color).
 */

/**
 * ce_range_slider_set_histogram_counts:
 * @self: a #CeRangeSlider
 * @counts: (array length=n_counts) (nullable) (transfer none): the number of values in each bin, lowest bin
 *   first
 * @n_counts: the number of bins
 * @lower: the low end of the range the bins split equally
 * @upper: the high end of that range
 *
 * Shows a histogram of bin counts computed elsewhere (by an index, a database) with the
 * track: one bar per bin, scaled to the tallest, in a strip of #CeRangeSlider:histogram-height
 * pixels. Bars are placed by value, like the thumbs; the parts of bins outside the slider's
 * range are not drawn. The bounds may come in either order. @counts is copied. %NULL @counts
 * with @n_counts above 0, or a NaN or infinite bound, is refused with a warning in the
 * `RangeSlider` log domain and the histogram is unchanged. No bins keeps the strip and draws
 * nothing (room reserved while data loads).
 */
void ce_range_slider_set_histogram_counts (CeRangeSlider *self, const guint64 *counts, gsize n_counts,
                                           double lower, double upper);

/**
 * ce_range_slider_set_histogram_values:
 * @self: a #CeRangeSlider
 * @values: (array length=n_values) (nullable) (transfer none): the data
 * @n_values: the number of values
 * @n_bins: the number of equal bins over the slider's current range
 *
 * Bins @values into @n_bins equal bins over the slider's range (#CeRangeSlider:minimum-value
 * … #CeRangeSlider:maximum-value) and shows the histogram. NaN, infinities and values outside
 * the range are not counted; 0 bins gives a histogram without bars. @values is not kept.
 * %NULL @values with @n_values above 0 is refused with a warning.
 */
void ce_range_slider_set_histogram_values (CeRangeSlider *self, const double *values, gsize n_values, guint n_bins);

/**
 * ce_range_slider_clear_histogram:
 * @self: a #CeRangeSlider
 *
 * Removes the histogram and its strip: the slider takes its usual thickness again.
 */
void ce_range_slider_clear_histogram (CeRangeSlider *self);

/**
 * ce_range_slider_has_histogram:
 * @self: a #CeRangeSlider
 *
 * Tells whether a histogram is set (ce_range_slider_set_histogram_counts(), ce_range_slider_set_histogram_values()).
 *
 * Returns: whether the slider shows a histogram (possibly without bars)
 */
gboolean ce_range_slider_has_histogram (CeRangeSlider *self);

/**
 * ce_range_slider_get_histogram_n_bins:
 * @self: a #CeRangeSlider
 *
 * Counts the bins of the histogram.
 *
 * Returns: the number of bins of the histogram, 0 without one
 */
guint ce_range_slider_get_histogram_n_bins (CeRangeSlider *self);

/**
 * ce_range_slider_get_histogram_count:
 * @self: a #CeRangeSlider
 * @bin: the bin's index, below ce_range_slider_get_histogram_n_bins()
 *
 * Gets how many values one bin of the histogram holds.
 *
 * Returns: the count of bin @bin (0 with a critical warning for an index out of range)
 */
guint64 ce_range_slider_get_histogram_count (CeRangeSlider *self, guint bin);

/**
 * ce_range_slider_get_histogram_bounds:
 * @self: a #CeRangeSlider
 * @lower: (out) (optional) (transfer none): the low end of the range the bins split
 * @upper: (out) (optional) (transfer none): the high end
 *
 * Gets the range the histogram's bins split (which may differ from the slider's).
 *
 * Returns: %TRUE when the slider has a histogram; %FALSE (and 0, 0) otherwise
 */
gboolean ce_range_slider_get_histogram_bounds (CeRangeSlider *self, double *lower, double *upper);

/**
 * ce_range_slider_get_histogram_color:
 * @self: a #CeRangeSlider
 * @color: (out caller-allocates) (transfer none): the colour of the bars outside the span, as drawn
 *
 * Gets #CeRangeSlider:histogram-color.
 *
 * Returns: %TRUE when the colour was set (#CeRangeSlider:histogram-color), %FALSE when
 *   @color is the default
 */
gboolean ce_range_slider_get_histogram_color (CeRangeSlider *self, GdkRGBA *color);

/**
 * ce_range_slider_set_histogram_color:
 * @self: a #CeRangeSlider
 * @color: (nullable) (transfer none): the colour, or %NULL for the default
 *
 * Sets #CeRangeSlider:histogram-color. Components are clamped into 0…1; NaN or infinite
 * components are refused with a warning.
 */
void ce_range_slider_set_histogram_color (CeRangeSlider *self, const GdkRGBA *color);

/**
 * ce_range_slider_get_histogram_highlight_color:
 * @self: a #CeRangeSlider
 * @color: (out caller-allocates) (transfer none): the colour of the bars inside the span, as drawn
 *
 * Gets #CeRangeSlider:histogram-highlight-color.
 *
 * Returns: %TRUE when the colour was set (#CeRangeSlider:histogram-highlight-color), %FALSE
 *   when @color is the default
 */
gboolean ce_range_slider_get_histogram_highlight_color (CeRangeSlider *self, GdkRGBA *color);

/**
 * ce_range_slider_set_histogram_highlight_color:
 * @self: a #CeRangeSlider
 * @color: (nullable) (transfer none): the colour, or %NULL for the default (the track highlight colour)
 *
 * Sets #CeRangeSlider:histogram-highlight-color.
 */
void ce_range_slider_set_histogram_highlight_color (CeRangeSlider *self, const GdkRGBA *color);

G_END_DECLS

#endif /* CE_RANGE_SLIDER_HISTOGRAM_H */
