// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-range-slider-signals.h: the thumb signals of CeRangeSlider (start, changing, changed,
 * end), which say which thumb moved and who moved it. Included by ce-range-slider.h; do not
 * include it directly.
 */
#ifndef CE_RANGE_SLIDER_SIGNALS_H
#define CE_RANGE_SLIDER_SIGNALS_H

#if !defined (CE_RANGE_SLIDER_H)
#error "Only <ce-range-slider.h> can be included directly."
#endif

G_BEGIN_DECLS

/**
 * CeRangeSliderChangeSource:
 * @CE_RANGE_SLIDER_CHANGE_SOURCE_USER: the person using the slider: a drag, a key, the scroll
 *   wheel, a typed value, a preset chosen from the menu, an assistive technology
 * @CE_RANGE_SLIDER_CHANGE_SOURCE_PROGRAM: the app's code: a setter, g_object_set(), a new
 *   range or mode that moved a thumb
 *
 * Who caused a change reported by the thumb signals.
 */
typedef enum {
  CE_RANGE_SLIDER_CHANGE_SOURCE_USER,
  CE_RANGE_SLIDER_CHANGE_SOURCE_PROGRAM
} CeRangeSliderChangeSource;

#define CE_TYPE_RANGE_SLIDER_CHANGE_SOURCE (ce_range_slider_change_source_get_type ())

/**
 * ce_range_slider_change_source_get_type:
 *
 * Returns: the #GType of #CeRangeSliderChangeSource
 */
GType ce_range_slider_change_source_get_type (void) G_GNUC_CONST;

/**
 * CeRangeSlider::thumb-start:
 * @self: the slider
 * @thumb: the index of the thumb, 0 (the lower thumb) to #CeRangeSlider:thumb-count - 1
 *   (the upper thumb; also the one thumb of a single-value slider)
 * @source: who started it (a drag: always %CE_RANGE_SLIDER_CHANGE_SOURCE_USER)
 *
 * A drag of a thumb began, any thumb's. A drag of the span starts the first and the last
 * thumb: the signal is emitted for thumb 0, then for the last. With several fingers on a
 * touch screen each finger's thumb starts and ends on its own. #CeRangeSlider::thumb-changing follows for each motion,
 * #CeRangeSlider::thumb-changed when the drag ends having changed a value, then
 * #CeRangeSlider::thumb-end.
 */

/**
 * CeRangeSlider::thumb-changing:
 * @self: the slider
 * @thumb: the index of the dragged thumb, 0 (the lower thumb) to #CeRangeSlider:thumb-count - 1
 *   (the upper thumb), or -1 when the span is dragged (both thumbs move)
 * @source: who moved it (always %CE_RANGE_SLIDER_CHANGE_SOURCE_USER: only drags report
 *   changes in progress)
 * @lower: the lower value now
 * @upper: the upper value now
 *
 * A drag moved a thumb: the values now, not committed yet (as #CeRangeSlider::value-changing,
 * which is emitted just before it).
 */

/**
 * CeRangeSlider::thumb-changed:
 * @self: the slider
 * @thumb: the index of the thumb whose value changed since the last committed change, 0 (the
 *   lower thumb) to #CeRangeSlider:thumb-count - 1 (the upper thumb), or -1 when more than one
 *   changed
 * @source: who changed it: %CE_RANGE_SLIDER_CHANGE_SOURCE_USER for a drag, a key, the scroll
 *   wheel, a typed value or a preset; %CE_RANGE_SLIDER_CHANGE_SOURCE_PROGRAM for code
 * @lower: the lower value now
 * @upper: the upper value now
 *
 * A committed change of the values (as #CeRangeSlider::value-changed, which is emitted just
 * before it): set by code, moved by a key or the scroll wheel, or the end of a drag that
 * changed a value (once, with the final values).
 */

/**
 * CeRangeSlider::thumb-end:
 * @self: the slider
 * @thumb: the index of the thumb whose drag ended (0 the lower, thumb-count - 1 the upper)
 * @source: who ended it (always %CE_RANGE_SLIDER_CHANGE_SOURCE_USER)
 *
 * The drag of a thumb ended (released or cancelled), after its #CeRangeSlider::thumb-changed
 * if it changed a value. A span drag ends thumb 0, then the last.
 */

G_END_DECLS

#endif /* CE_RANGE_SLIDER_SIGNALS_H */
