// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-range-slider-format.h: the value formatter of CeRangeSlider, as GtkScale's. Included by
 * ce-range-slider.h; do not include it directly.
 */
#ifndef CE_RANGE_SLIDER_FORMAT_H
#define CE_RANGE_SLIDER_FORMAT_H

#if !defined (CE_RANGE_SLIDER_H)
#error "Only <ce-range-slider.h> can be included directly."
#endif

G_BEGIN_DECLS

/**
 * CeRangeSliderFormatValueFunc:
 * @slider: the slider
 * @value: the value to format
 * @user_data: (closure): the data given to ce_range_slider_set_format_value_func()
 *
 * Turns a value into text, as #GtkScaleFormatValueFunc does for GtkScale.
 *
 * Returns: (transfer full) (nullable): a newly allocated string the slider frees with g_free();
 *   %NULL for the slider's default text
 */
typedef char *(*CeRangeSliderFormatValueFunc) (CeRangeSlider *slider, double value, gpointer user_data);

/**
 * ce_range_slider_set_format_value_func:
 * @self: a #CeRangeSlider
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy_notify): the
 *   function that formats values, or %NULL for the default (digits from the step or the range)
 * @user_data: (nullable): data passed to @func
 * @destroy_notify: (nullable): called with @user_data when the slider no longer needs it
 *
 * Sets how values become text, like gtk_scale_set_format_value_func(): the value popovers,
 * each thumb's accessible value text, the slider's accessible description ("from $20 to
 * $80"), and the tick labels (#CeRangeSlider:tick-mode) use it. Marks keep the labels they
 * were given.
 *
 * The slider calls @destroy_notify on @user_data exactly once: when another function (or
 * %NULL) replaces this one, or when the slider is finalized. Passing %NULL as @func calls
 * @destroy_notify on its own @user_data at once.
 */
void ce_range_slider_set_format_value_func (CeRangeSlider *self, CeRangeSliderFormatValueFunc func,
                                            gpointer user_data, GDestroyNotify destroy_notify);

/**
 * ce_range_slider_format_value:
 * @self: a #CeRangeSlider
 * @value: a value
 *
 * Formats @value as the slider shows it: through the format function, or the default.
 *
 * Returns: (transfer full): a newly allocated string; free it with g_free()
 */
char *ce_range_slider_format_value (CeRangeSlider *self, double value);

G_END_DECLS

#endif /* CE_RANGE_SLIDER_FORMAT_H */
