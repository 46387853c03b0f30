// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-range-slider-editing.h: typing a value into a thumb's popover. Included by
 * ce-range-slider.h; do not include it directly.
 */
#ifndef CE_RANGE_SLIDER_EDITING_H
#define CE_RANGE_SLIDER_EDITING_H

#if !defined (CE_RANGE_SLIDER_H)
#error "Only <ce-range-slider.h> can be included directly."
#endif

G_BEGIN_DECLS

/**
 * CeRangeSlider:value-editable:
 *
 * Whether a person may type a value into a thumb's popover: a click on a shown popover, or
 * Enter or F2 on a focused thumb, turns it into an entry; Enter applies the text as a key press
 * would (snapped, kept in the range), Escape cancels, and text that is not a value keeps the
 * entry open with the `error` style class. Default %FALSE.
 */

/* Generated accessors: value-editable (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_value_editable:
 * @self: a #CeRangeSlider
 *
 * Gets whether values can be typed into the thumbs' popovers.
 *
 * Returns: the #CeRangeSlider:value-editable property
 */
gboolean ce_range_slider_get_value_editable (CeRangeSlider *self);

/**
 * ce_range_slider_set_value_editable:
 * @self: a #CeRangeSlider
 * @editable: whether values can be typed
 *
 * Sets whether values can be typed into the thumbs' popovers; turning it off cancels an edit
 * under way.
 */
void ce_range_slider_set_value_editable (CeRangeSlider *self, gboolean editable);

/* End of generated accessors: value-editable */

/**
 * CeRangeSliderParseValueFunc:
 * @slider: the slider
 * @text: (transfer none): the text typed into a thumb's popover
 * @value: (out) (transfer none): where to store the value @text gives
 * @user_data: (closure): the data given to ce_range_slider_set_parse_value_func()
 *
 * Reads a typed text as a value, the inverse of #CeRangeSliderFormatValueFunc.
 *
 * Returns: %TRUE with @value set when @text is a value; %FALSE when it is not (the entry stays
 *   open with an error message)
 */
typedef gboolean (*CeRangeSliderParseValueFunc) (CeRangeSlider *slider, const char *text, double *value,
                                                 gpointer user_data);

/**
 * ce_range_slider_set_parse_value_func:
 * @self: a #CeRangeSlider
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy_notify): the function
 *   that reads typed values, or %NULL for the default (numbers, with grouping commas or spaces)
 * @user_data: (nullable): data passed to @func
 * @destroy_notify: (nullable): called with @user_data when the slider no longer needs it
 *
 * Sets how a text typed into a thumb's popover becomes a value (see
 * #CeRangeSlider:value-editable), for instance "$129,500" or "129.5k" for a price. A NaN or
 * infinite value counts as text that is not a value.
 *
 * The slider calls @destroy_notify on @user_data exactly once: when another function (or
 * %NULL) replaces this one, or when the slider is finalized. Passing %NULL as @func calls
 * @destroy_notify on its own @user_data at once.
 */
void ce_range_slider_set_parse_value_func (CeRangeSlider *self, CeRangeSliderParseValueFunc func,
                                           gpointer user_data, GDestroyNotify destroy_notify);

G_END_DECLS

#endif /* CE_RANGE_SLIDER_EDITING_H */
