// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-range-slider.h: CeRangeSlider, a GTK 4 slider with two thumbs.
 *
 * The C API of libCeRangeSlider (pkg-config: ce-range-slider-1). The widget is implemented
 * in Swift (the RangeSlider package); this header is written by hand, but for the property
 * accessors between "Generated accessors" comments (scripts/generate-c-accessors.sh writes
 * them from Tools/CAccessorGenerator/CAccessorTable.swift), and g-ir-scanner reads it to make
 * the Ce-1.0 GObject-introspection namespace.
 *
 * Threading: like every GTK widget, use it from the main thread only.
 */
#ifndef CE_RANGE_SLIDER_H
#define CE_RANGE_SLIDER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * CeRangeSlider:
 *
 * A slider with two thumbs that selects a range.
 *
 * `CeRangeSlider` lets a person pick a range between a minimum and a maximum by dragging a
 * lower and an upper thumb along a track, with the pointer, the keyboard (GtkScale's keys on
 * the focused thumb) or the scroll wheel.
 *
 * The four values always keep `minimum-value ≤ lower-value ≤ upper-value ≤ maximum-value`:
 * a value set out of range is clamped into it; a lower value set above the upper value pushes
 * the upper value up (and the other way round); a minimum above the maximum raises the
 * maximum. NaN and infinities are refused with a GLib warning and change nothing. The
 * `notify` signal is emitted for every property whose value changed, including values the
 * policy changed indirectly, and for nothing else.
 *
 * Because each value is clamped as it is set, set the range before the values, in code and
 * in GtkBuilder files alike (as with GtkAdjustment): GtkBuilder sets properties in the order
 * of the file.
 *
 * ```xml
 * <object class="CeRangeSlider" id="price">
 *   <property name="minimum-value">0</property>
 *   <property name="maximum-value">100</property>
 *   <property name="lower-value">20</property>
 *   <property name="upper-value">80</property>
 * </object>
 * ```
 *
 * Call `g_type_ensure (CE_TYPE_RANGE_SLIDER)` (Python: touch `Ce.RangeSlider`) before a
 * GtkBuilder needs the type by name.
 *
 * # CSS nodes
 *
 * ```
 * rangeslider[.horizontal|.vertical][.dragging]
 * ├── trough
 * │   ├── highlight
 * │   ├── slider.lower
 * │   ╰── slider.upper
 * ╰── marks
 *     ├── mark.major
 *     │   ╰── label
 *     ╰── mark.minor …
 * ```
 *
 * The nodes' CSS `color` gives the track, span and thumb colours unless the tint colour
 * properties are set. With ticks (#CeRangeSlider:tick-mode), the `marks` node holds one
 * `mark` node (`.major` or `.minor`) per tick that shows a label, its GtkLabel inside; the
 * tick lines are drawn in the `marks` node's `color`.
 *
 * # Accessibility
 *
 * Each thumb is a focusable accessible object with the role %GTK_ACCESSIBLE_ROLE_SLIDER.
 */

#define CE_TYPE_RANGE_SLIDER (ce_range_slider_get_type ())

G_DECLARE_FINAL_TYPE (CeRangeSlider, ce_range_slider, CE, RANGE_SLIDER, GtkWidget)

/**
 * CeTrackClickBehavior:
 * @CE_TRACK_CLICK_BEHAVIOR_JUMP_TO_POINTER: the nearest thumb jumps under the pointer and
 *   follows the drag (the default)
 * @CE_TRACK_CLICK_BEHAVIOR_PAGE: the nearest thumb moves one page towards the click
 *
 * What a press on the track, off the thumbs, does.
 */
typedef enum {
  CE_TRACK_CLICK_BEHAVIOR_JUMP_TO_POINTER,
  CE_TRACK_CLICK_BEHAVIOR_PAGE
} CeTrackClickBehavior;

#define CE_TYPE_TRACK_CLICK_BEHAVIOR (ce_track_click_behavior_get_type ())

GType ce_track_click_behavior_get_type (void) G_GNUC_CONST;

/**
 * CeSliderMode:
 * @CE_SLIDER_MODE_RANGE: two thumbs select a span (the default)
 * @CE_SLIDER_MODE_SINGLE: one thumb sets one value, like GtkScale; the lower value is pinned
 *   to the minimum and #CeRangeSlider:value is the upper value
 * @CE_SLIDER_MODE_PROGRESS: a styled progress bar: drawn like a single-value slider, takes no
 *   input, and is exposed to accessibility as a progress bar
 *
 * What the slider is for.
 */
typedef enum {
  CE_SLIDER_MODE_RANGE,
  CE_SLIDER_MODE_SINGLE,
  CE_SLIDER_MODE_PROGRESS
} CeSliderMode;

#define CE_TYPE_SLIDER_MODE (ce_slider_mode_get_type ())

GType ce_slider_mode_get_type (void) G_GNUC_CONST;

/**
 * CeValuePopoverVisibility:
 * @CE_VALUE_POPOVER_VISIBILITY_NEVER: never (the default)
 * @CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING: while a thumb (or the span) is dragged
 * @CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING_OR_FOCUSED: while dragged, and while a thumb
 *   has keyboard focus
 *
 * When a popover shows the value beside a thumb.
 */
typedef enum {
  CE_VALUE_POPOVER_VISIBILITY_NEVER,
  CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING,
  CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING_OR_FOCUSED
} CeValuePopoverVisibility;

#define CE_TYPE_VALUE_POPOVER_VISIBILITY (ce_value_popover_visibility_get_type ())

GType ce_value_popover_visibility_get_type (void) G_GNUC_CONST;

/**
 * CeRangeSliderScale:
 * @CE_RANGE_SLIDER_SCALE_LINEAR: proportional, the tutorial's map (the default)
 * @CE_RANGE_SLIDER_SCALE_LOGARITHMIC: equal ratios take equal lengths ($10k…$100k as long as
 *   $100k…$1M); needs #CeRangeSlider:minimum-value above 0
 * @CE_RANGE_SLIDER_SCALE_PIECEWISE: straight segments between breakpoints, each with an
 *   optional step, as noUiSlider's non-linear range (see
 *   ce_range_slider_set_scale_breakpoints())
 * @CE_RANGE_SLIDER_SCALE_QUANTILE: equal counts of data take equal lengths of track (see
 *   ce_range_slider_set_quantile_data())
 *
 * How values spread along the track. Everything placed along the track follows the scale
 * (the thumbs, the highlight, drags, marks, the value popovers, the histogram); the values,
 * their constraints, the signals and #CeRangeSlider:fraction stay in value space.
 */
typedef enum {
  CE_RANGE_SLIDER_SCALE_LINEAR,
  CE_RANGE_SLIDER_SCALE_LOGARITHMIC,
  CE_RANGE_SLIDER_SCALE_PIECEWISE,
  CE_RANGE_SLIDER_SCALE_QUANTILE
} CeRangeSliderScale;

#define CE_TYPE_RANGE_SLIDER_SCALE (ce_range_slider_scale_get_type ())

GType ce_range_slider_scale_get_type (void) G_GNUC_CONST;

/**
 * CeRangeSliderScaleError:
 * @CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT: an array is %NULL with a length above 0,
 *   arrays that go together have different lengths, a step or a histogram bound is not a
 *   finite number, or the histogram's counts overflow
 * @CE_RANGE_SLIDER_SCALE_ERROR_LOGARITHMIC_NEEDS_POSITIVE_MINIMUM: a logarithmic scale needs
 *   #CeRangeSlider:minimum-value above 0
 * @CE_RANGE_SLIDER_SCALE_ERROR_NON_FINITE_RANGE: the range's ends are not finite
 * @CE_RANGE_SLIDER_SCALE_ERROR_INVALID_BREAKPOINT: a breakpoint is not finite, not strictly
 *   inside the track (0 < fraction < 1) and the range (minimum < value < maximum), or not
 *   above the one before it in both fraction and value
 * @CE_RANGE_SLIDER_SCALE_ERROR_NO_DATA: quantile data without two distinct finite values
 * @CE_RANGE_SLIDER_SCALE_ERROR_NOT_GIVEN: %CE_RANGE_SLIDER_SCALE_PIECEWISE or
 *   %CE_RANGE_SLIDER_SCALE_QUANTILE was chosen before any breakpoints or data were given
 *
 * Why a scale was refused. The error's message says it in a sentence, e.g. "a logarithmic
 * scale needs a minimum above 0 (the minimum is 0.0)".
 */
typedef enum {
  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT,
  CE_RANGE_SLIDER_SCALE_ERROR_LOGARITHMIC_NEEDS_POSITIVE_MINIMUM,
  CE_RANGE_SLIDER_SCALE_ERROR_NON_FINITE_RANGE,
  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_BREAKPOINT,
  CE_RANGE_SLIDER_SCALE_ERROR_NO_DATA,
  CE_RANGE_SLIDER_SCALE_ERROR_NOT_GIVEN
} CeRangeSliderScaleError;

#define CE_TYPE_RANGE_SLIDER_SCALE_ERROR (ce_range_slider_scale_error_get_type ())

GType ce_range_slider_scale_error_get_type (void) G_GNUC_CONST;

/**
 * CE_RANGE_SLIDER_SCALE_ERROR:
 *
 * The error domain of the scale setters, "ce-range-slider-scale-error"; the codes are
 * #CeRangeSliderScaleError.
 */
#define CE_RANGE_SLIDER_SCALE_ERROR (ce_range_slider_scale_error_quark ())

/**
 * ce_range_slider_scale_error_quark:
 *
 * The error domain of the scale setters (#CeRangeSliderScaleError).
 *
 * Returns: the quark of "ce-range-slider-scale-error"
 */
GQuark ce_range_slider_scale_error_quark (void);

/**
 * CeRangeSliderTickMode:
 * @CE_RANGE_SLIDER_TICK_MODE_NONE: no ticks (the default)
 * @CE_RANGE_SLIDER_TICK_MODE_EVERY_STEP: at the minimum plus every multiple of
 *   #CeRangeSlider:tick-step, thinned to every 2nd, 5th, 10th… step when they would be
 *   closer than a pixel
 * @CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD: #CeRangeSlider:tick-count ticks evenly spread
 *   along the track, both ends included (evenly spread on screen, whatever the scale)
 * @CE_RANGE_SLIDER_TICK_MODE_VALUES: at the values given with
 *   ce_range_slider_set_tick_values() (only the ends before any are given)
 * @CE_RANGE_SLIDER_TICK_MODE_BREAKPOINTS: where the scale changes slope: a piecewise scale's
 *   breakpoints (see ce_range_slider_set_scale_breakpoints()), a quantile scale's quartiles;
 *   only the ends under the linear and logarithmic scales
 * @CE_RANGE_SLIDER_TICK_MODE_NICE: at "nice" numbers, multiples of 1, 2 or 5 × 10ⁿ at least
 *   #CeRangeSlider:tick-spacing pixels apart on average (decades on a logarithmic scale)
 *
 * Where the slider's ticks go. Every mode but %CE_RANGE_SLIDER_TICK_MODE_NONE also marks both
 * ends of the range, unless its parameter marks nothing (a step or a count of 0). Ticks follow
 * the scale; their labels use the slider's value format and never overlap (the less important
 * label is left out).
 */
typedef enum {
  CE_RANGE_SLIDER_TICK_MODE_NONE,
  CE_RANGE_SLIDER_TICK_MODE_EVERY_STEP,
  CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD,
  CE_RANGE_SLIDER_TICK_MODE_VALUES,
  CE_RANGE_SLIDER_TICK_MODE_BREAKPOINTS,
  CE_RANGE_SLIDER_TICK_MODE_NICE
} CeRangeSliderTickMode;

#define CE_TYPE_RANGE_SLIDER_TICK_MODE (ce_range_slider_tick_mode_get_type ())

GType ce_range_slider_tick_mode_get_type (void) G_GNUC_CONST;

/**
 * CeRangeSlider:minimum-value:
 *
 * The smallest value. Default 0. A minimum above the maximum raises the maximum to it; the
 * lower and upper values are clamped into the new range.
 */

/**
 * CeRangeSlider:maximum-value:
 *
 * The largest value. Default 1. A maximum below the minimum lowers the minimum to it.
 */

/**
 * CeRangeSlider:lower-value:
 *
 * The lower thumb's value. Default 0.2. Clamped into the range and snapped to the step; a
 * value above the upper value pushes the upper value up.
 */

/**
 * CeRangeSlider:upper-value:
 *
 * The upper thumb's value. Default 0.8. Clamped into the range and snapped to the step; a
 * value below the lower value pushes the lower value down.
 */

/**
 * CeRangeSlider:step-size:
 *
 * Values snap to multiples of this from the minimum (the maximum is always reachable); 0, the
 * default, is continuous. Negative values are refused.
 */

/**
 * CeRangeSlider:minimum-separation:
 *
 * The lower and upper values are never closer than this. Default 0.
 */

/**
 * CeRangeSlider:maximum-span:
 *
 * The lower and upper values are never further apart than this. Default -1: no limit (any
 * negative value means no limit).
 */

/**
 * CeRangeSlider:step-increment:
 *
 * The step of the arrow keys and the scroll wheel. Default: the step size when one is set,
 * else 1/100 of the range (following the range until set). Must be above 0.
 */

/**
 * CeRangeSlider:page-increment:
 *
 * The step of Page Up/Down and Ctrl+arrows. Default: ten step increments. Must be above 0.
 */

/**
 * CeRangeSlider:track-tint-color:
 *
 * The colour of the track outside the selection. Reads the colour drawn (the theme's unless
 * set); setting %NULL returns to the theme's.
 */

/**
 * CeRangeSlider:track-highlight-tint-color:
 *
 * The colour of the track between the thumbs (default: the theme's accent colour); %NULL
 * returns to the theme's.
 */

/**
 * CeRangeSlider:thumb-tint-color:
 *
 * The fill colour of the thumbs; %NULL returns to the theme's.
 */

/**
 * CeRangeSlider:curvaceousness:
 *
 * How round the track and thumbs are: 0 square, 1 (the default) fully round. Values outside
 * 0…1 are clamped.
 */

/**
 * CeRangeSlider:inverted:
 *
 * Whether the slider runs from its maximum to its minimum. A vertical slider has its minimum
 * at the top unless inverted, as GtkScale. (The orientation is GtkOrientable's
 * #GtkOrientable:orientation property.)
 */

/**
 * CeRangeSlider:scale:
 *
 * How values spread along the track (default %CE_RANGE_SLIDER_SCALE_LINEAR). Setting
 * %CE_RANGE_SLIDER_SCALE_PIECEWISE or %CE_RANGE_SLIDER_SCALE_QUANTILE switches back to the
 * last breakpoints or data the slider was given (ce_range_slider_set_scale_breakpoints(),
 * ce_range_slider_set_quantile_data(), ce_range_slider_set_quantile_histogram()). A scale
 * that cannot map the range (logarithmic with a minimum at or below 0, breakpoints outside
 * it), or piecewise or quantile before any breakpoints or data, is refused with a warning in
 * the `RangeSlider` log domain and the scale is unchanged; ce_range_slider_set_scale() says
 * why in a #GError instead. If the range later changes so that the scale no longer fits, it
 * maps linearly (with a warning) until the range fits it again; the property keeps its value.
 */

/**
 * CeRangeSlider:tick-mode:
 *
 * Where ticks go (default %CE_RANGE_SLIDER_TICK_MODE_NONE). Three modes take a parameter:
 * every-step its #CeRangeSlider:tick-step, evenly-spread its #CeRangeSlider:tick-count, nice
 * its #CeRangeSlider:tick-spacing, and values the list given to
 * ce_range_slider_set_tick_values(). The slider keeps the last parameter each mode was given,
 * so:
 *
 * - setting #CeRangeSlider:tick-mode switches to that mode with the parameter kept for it
 *   (switching away and back restores it);
 * - #CeRangeSlider:tick-step, #CeRangeSlider:tick-count and #CeRangeSlider:tick-spacing read
 *   their mode's parameter, whether the mode is in force or not;
 * - setting one of them keeps it for its mode and, only when that mode is in force, changes
 *   the ticks; it never switches the mode.
 *
 * The properties can therefore be set in any order, in code and in GtkBuilder files:
 *
 * ```xml
 * <property name="tick-mode">evenly-spread</property>
 * <property name="tick-count">5</property>
 * ```
 *
 * (From Swift, `RangeSliderWidget.tickSettings` sets all of this at once, and the properties
 * follow it, with notify.)
 */

/**
 * CeRangeSlider:tick-step:
 *
 * The step of %CE_RANGE_SLIDER_TICK_MODE_EVERY_STEP ticks, in value units (default 1); see
 * #CeRangeSlider:tick-mode for when it applies. 0 marks nothing, not even the ends. A
 * negative, NaN or infinite step is refused with a warning and the step is unchanged.
 */

/**
 * CeRangeSlider:tick-count:
 *
 * How many %CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD ticks, the ends included (default 5: on
 * 0…100, ticks at 0, 25, 50, 75 and 100); see #CeRangeSlider:tick-mode for when it applies.
 * 1 is one tick in the middle (and the ends); 0 marks nothing. A negative count is refused
 * with a warning.
 */

/**
 * CeRangeSlider:tick-spacing:
 *
 * The least average distance between %CE_RANGE_SLIDER_TICK_MODE_NICE ticks, in logical
 * pixels (default 40): the finest 1-2-5 step whose ticks are at least this far apart is used;
 * see #CeRangeSlider:tick-mode for when it applies. A spacing that is not a finite number
 * above 0 is refused with a warning.
 */

/**
 * CeRangeSlider:minor-ticks:
 *
 * How many minor (shorter, unlabelled) ticks go between two major ticks, in every tick mode
 * (default 0). Nice ticks use the nearest natural subdivision of their step (a step of 1 in
 * 2, 5 or 10 parts); the other modes divide the space between majors evenly. Fewer are drawn
 * when they would be closer than a pixel. A negative number is refused with a warning.
 */

/**
 * CeRangeSlider:snap-to-ticks:
 *
 * Whether a dragged thumb snaps to the ticks when released near one, as it snaps to marks.
 * Default %FALSE.
 */

/**
 * CeRangeSlider:track-click-behavior:
 *
 * What a press on the track, off the thumbs, does.
 */

/**
 * CeRangeSlider:allows-span-drag:
 *
 * Whether dragging the selected span between the thumbs moves both thumbs, keeping their
 * distance. Default %FALSE.
 */

/**
 * CeRangeSlider:fine-tune-factor:
 *
 * The speed of a drag with Shift held, relative to a normal drag. Default 0.25.
 */

/**
 * CeRangeSlider:lower-thumb-label:
 *
 * The accessible label of the lower thumb. Default "Minimum"; %NULL returns to it.
 */

/**
 * CeRangeSlider:upper-thumb-label:
 *
 * The accessible label of the upper thumb. Default "Maximum"; %NULL returns to it.
 */

/**
 * CeRangeSlider:histogram-height:
 *
 * The thickness of the histogram's strip beside the track, in logical pixels (default 40;
 * negative counts as 0). The histogram itself is set from Swift
 * (`RangeSliderWidget.histogram`); without one there is no strip.
 */

/**
 * CeRangeSlider:mode:
 *
 * A range slider (the default), a single-value slider or a styled progress bar. In single and
 * progress modes the lower thumb is hidden and #CeRangeSlider:lower-value is pinned to the
 * minimum (setting it is refused with a warning); the separation and span constraints apply
 * to range sliders only.
 */

/**
 * CeRangeSlider:value:
 *
 * The value of a single-value slider or progress bar: the upper value (in range mode too),
 * with the same policy.
 */

/**
 * CeRangeSlider:fraction:
 *
 * Where #CeRangeSlider:value lies in the range, 0…1 (0 for an empty range): a progress
 * bar's fraction. Read-only.
 */

/**
 * CeRangeSlider:value-label:
 *
 * The accessible label of the one thumb of a single-value slider, or of a progress bar;
 * %NULL (the default) means "Value" or "Progress".
 */

/**
 * CeRangeSlider:value-popover-visibility:
 *
 * When a popover above a thumb shows its value. The two popovers of a range slider merge
 * into one when they would overlap.
 */

/**
 * CeRangeSlider::value-changed:
 * @self: the slider
 * @lower: the lower value now
 * @upper: the upper value now
 *
 * The lower or upper value changed, and the change is committed: set by code, moved by a key
 * or the scroll wheel, or at the end of a drag that changed it (once, with the final values).
 */

/**
 * CeRangeSlider::value-changing:
 * @self: the slider
 * @lower: the lower value now
 * @upper: the upper value now
 *
 * A drag moved a thumb (or the span): the values now, not committed yet. A
 * #CeRangeSlider::value-changed follows when the drag ends.
 */

/**
 * ce_range_slider_new:
 *
 * Creates a slider with range 0…1 and selection 0.2…0.8, its colours from the theme,
 * 200 × 30 pixels by default.
 *
 * Returns: (transfer floating): the new slider
 */
GtkWidget *ce_range_slider_new (void);

/* Generated accessors: values (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_minimum_value:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:minimum-value.
 *
 * Returns: the smallest value
 */
double ce_range_slider_get_minimum_value (CeRangeSlider *self);

/**
 * ce_range_slider_set_minimum_value:
 * @self: a #CeRangeSlider
 * @value: the new minimum
 *
 * Sets #CeRangeSlider:minimum-value.
 */
void ce_range_slider_set_minimum_value (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_maximum_value:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:maximum-value.
 *
 * Returns: the largest value
 */
double ce_range_slider_get_maximum_value (CeRangeSlider *self);

/**
 * ce_range_slider_set_maximum_value:
 * @self: a #CeRangeSlider
 * @value: the new maximum
 *
 * Sets #CeRangeSlider:maximum-value.
 */
void ce_range_slider_set_maximum_value (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_lower_value:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:lower-value.
 *
 * Returns: the lower thumb's value
 */
double ce_range_slider_get_lower_value (CeRangeSlider *self);

/**
 * ce_range_slider_set_lower_value:
 * @self: a #CeRangeSlider
 * @value: the new lower value
 *
 * Sets #CeRangeSlider:lower-value.
 */
void ce_range_slider_set_lower_value (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_upper_value:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:upper-value.
 *
 * Returns: the upper thumb's value
 */
double ce_range_slider_get_upper_value (CeRangeSlider *self);

/**
 * ce_range_slider_set_upper_value:
 * @self: a #CeRangeSlider
 * @value: the new upper value
 *
 * Sets #CeRangeSlider:upper-value.
 */
void ce_range_slider_set_upper_value (CeRangeSlider *self, double value);

/* End of generated accessors: values */

/**
 * ce_range_slider_get_values:
 * @self: a #CeRangeSlider
 * @lower: (out) (optional) (transfer none): the lower value
 * @upper: (out) (optional) (transfer none): the upper value
 *
 * Gets both selected values.
 */
void ce_range_slider_get_values (CeRangeSlider *self, double *lower, double *upper);

/**
 * ce_range_slider_set_values:
 * @self: a #CeRangeSlider
 * @lower: the new lower value
 * @upper: the new upper value
 *
 * Sets both thumbs in one call: one #CeRangeSlider::value-changed, one frame. An inverted
 * pair is read in order; each value is clamped into the range. A NaN or infinite value
 * refuses the whole call.
 */
void ce_range_slider_set_values (CeRangeSlider *self, double lower, double upper);

/**
 * ce_range_slider_set_range:
 * @self: a #CeRangeSlider
 * @minimum: the new minimum
 * @maximum: the new maximum
 *
 * Sets the range in one call. An inverted pair is read in order; the thumbs are clamped into
 * the new range.
 */
void ce_range_slider_set_range (CeRangeSlider *self, double minimum, double maximum);

/* Generated accessors: mode-and-constraints (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_mode:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:mode.
 *
 * Returns: what the slider is for
 */
CeSliderMode ce_range_slider_get_mode (CeRangeSlider *self);

/**
 * ce_range_slider_set_mode:
 * @self: a #CeRangeSlider
 * @mode: a range slider, a single-value slider or a progress bar
 *
 * Sets #CeRangeSlider:mode.
 */
void ce_range_slider_set_mode (CeRangeSlider *self, CeSliderMode mode);

/**
 * ce_range_slider_get_value:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:value.
 *
 * Returns: the value of a single-value slider or progress bar (the upper value)
 */
double ce_range_slider_get_value (CeRangeSlider *self);

/**
 * ce_range_slider_set_value:
 * @self: a #CeRangeSlider
 * @value: the new value
 *
 * Sets #CeRangeSlider:value.
 */
void ce_range_slider_set_value (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_fraction:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:fraction.
 *
 * Returns: where the value lies in the range, 0…1
 */
double ce_range_slider_get_fraction (CeRangeSlider *self);

/**
 * ce_range_slider_get_step_size:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:step-size.
 *
 * Returns: the step values snap to; 0 when continuous
 */
double ce_range_slider_get_step_size (CeRangeSlider *self);

/**
 * ce_range_slider_set_step_size:
 * @self: a #CeRangeSlider
 * @value: the step, 0 for continuous
 *
 * Sets #CeRangeSlider:step-size.
 */
void ce_range_slider_set_step_size (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_minimum_separation:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:minimum-separation.
 *
 * Returns: the smallest distance between the values
 */
double ce_range_slider_get_minimum_separation (CeRangeSlider *self);

/**
 * ce_range_slider_set_minimum_separation:
 * @self: a #CeRangeSlider
 * @value: the smallest distance between the values
 *
 * Sets #CeRangeSlider:minimum-separation.
 */
void ce_range_slider_set_minimum_separation (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_maximum_span:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:maximum-span.
 *
 * Returns: the largest distance between the values, or -1 for no limit
 */
double ce_range_slider_get_maximum_span (CeRangeSlider *self);

/**
 * ce_range_slider_set_maximum_span:
 * @self: a #CeRangeSlider
 * @value: the largest distance between the values; negative for no limit
 *
 * Sets #CeRangeSlider:maximum-span.
 */
void ce_range_slider_set_maximum_span (CeRangeSlider *self, double value);

/* End of generated accessors: mode-and-constraints */

/* Generated accessors: appearance-and-input (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_step_increment:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:step-increment.
 *
 * Returns: the keyboard and scroll step
 */
double ce_range_slider_get_step_increment (CeRangeSlider *self);

/**
 * ce_range_slider_set_step_increment:
 * @self: a #CeRangeSlider
 * @value: the keyboard and scroll step, above 0
 *
 * Sets #CeRangeSlider:step-increment.
 */
void ce_range_slider_set_step_increment (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_page_increment:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:page-increment.
 *
 * Returns: the Page Up/Down step
 */
double ce_range_slider_get_page_increment (CeRangeSlider *self);

/**
 * ce_range_slider_set_page_increment:
 * @self: a #CeRangeSlider
 * @value: the Page Up/Down step, above 0
 *
 * Sets #CeRangeSlider:page-increment.
 */
void ce_range_slider_set_page_increment (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_curvaceousness:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:curvaceousness.
 *
 * Returns: how round the track and thumbs are, 0…1
 */
double ce_range_slider_get_curvaceousness (CeRangeSlider *self);

/**
 * ce_range_slider_set_curvaceousness:
 * @self: a #CeRangeSlider
 * @value: 0 square … 1 round
 *
 * Sets #CeRangeSlider:curvaceousness.
 */
void ce_range_slider_set_curvaceousness (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_inverted:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:inverted.
 *
 * Returns: whether the slider runs from its maximum to its minimum
 */
gboolean ce_range_slider_get_inverted (CeRangeSlider *self);

/**
 * ce_range_slider_set_inverted:
 * @self: a #CeRangeSlider
 * @inverted: whether the slider runs from its maximum to its minimum
 *
 * Sets #CeRangeSlider:inverted.
 */
void ce_range_slider_set_inverted (CeRangeSlider *self, gboolean inverted);

/**
 * ce_range_slider_get_track_tint_color:
 * @self: a #CeRangeSlider
 * @color: (out caller-allocates) (transfer none): the colour of the track outside the selection
 *
 * Gets the colour drawn: the explicit one, or the theme's.
 */
void ce_range_slider_get_track_tint_color (CeRangeSlider *self, GdkRGBA *color);

/**
 * ce_range_slider_set_track_tint_color:
 * @self: a #CeRangeSlider
 * @color: (nullable) (transfer none): the colour, or %NULL for the theme's
 *
 * Sets #CeRangeSlider:track-tint-color.
 */
void ce_range_slider_set_track_tint_color (CeRangeSlider *self, const GdkRGBA *color);

/**
 * ce_range_slider_get_track_highlight_tint_color:
 * @self: a #CeRangeSlider
 * @color: (out caller-allocates) (transfer none): the colour of the track between the thumbs
 *
 * Gets the colour drawn: the explicit one, or the theme's.
 */
void ce_range_slider_get_track_highlight_tint_color (CeRangeSlider *self, GdkRGBA *color);

/**
 * ce_range_slider_set_track_highlight_tint_color:
 * @self: a #CeRangeSlider
 * @color: (nullable) (transfer none): the colour, or %NULL for the theme's
 *
 * Sets #CeRangeSlider:track-highlight-tint-color.
 */
void ce_range_slider_set_track_highlight_tint_color (CeRangeSlider *self, const GdkRGBA *color);

/**
 * ce_range_slider_get_thumb_tint_color:
 * @self: a #CeRangeSlider
 * @color: (out caller-allocates) (transfer none): the fill colour of the thumbs
 *
 * Gets the colour drawn: the explicit one, or the theme's.
 */
void ce_range_slider_get_thumb_tint_color (CeRangeSlider *self, GdkRGBA *color);

/**
 * ce_range_slider_set_thumb_tint_color:
 * @self: a #CeRangeSlider
 * @color: (nullable) (transfer none): the colour, or %NULL for the theme's
 *
 * Sets #CeRangeSlider:thumb-tint-color.
 */
void ce_range_slider_set_thumb_tint_color (CeRangeSlider *self, const GdkRGBA *color);

/**
 * ce_range_slider_get_track_click_behavior:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:track-click-behavior.
 *
 * Returns: what a press on the track does
 */
CeTrackClickBehavior ce_range_slider_get_track_click_behavior (CeRangeSlider *self);

/**
 * ce_range_slider_set_track_click_behavior:
 * @self: a #CeRangeSlider
 * @behavior: what a press on the track does
 *
 * Sets #CeRangeSlider:track-click-behavior.
 */
void ce_range_slider_set_track_click_behavior (CeRangeSlider *self, CeTrackClickBehavior behavior);

/**
 * ce_range_slider_get_allows_span_drag:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:allows-span-drag.
 *
 * Returns: whether dragging the selected span moves both thumbs
 */
gboolean ce_range_slider_get_allows_span_drag (CeRangeSlider *self);

/**
 * ce_range_slider_set_allows_span_drag:
 * @self: a #CeRangeSlider
 * @allows: whether dragging the selected span moves both thumbs
 *
 * Sets #CeRangeSlider:allows-span-drag.
 */
void ce_range_slider_set_allows_span_drag (CeRangeSlider *self, gboolean allows);

/**
 * ce_range_slider_get_fine_tune_factor:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:fine-tune-factor.
 *
 * Returns: the speed of a drag with Shift held, relative to a normal drag
 */
double ce_range_slider_get_fine_tune_factor (CeRangeSlider *self);

/**
 * ce_range_slider_set_fine_tune_factor:
 * @self: a #CeRangeSlider
 * @factor: the speed of a drag with Shift held (above 0; GtkScale's is 0.25)
 *
 * Sets #CeRangeSlider:fine-tune-factor. A factor that is not a finite number above 0 is
 * refused with a warning and the factor is unchanged.
 */
void ce_range_slider_set_fine_tune_factor (CeRangeSlider *self, double factor);

/**
 * ce_range_slider_get_value_popover_visibility:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:value-popover-visibility.
 *
 * Returns: when a popover shows the value beside a thumb
 */
CeValuePopoverVisibility ce_range_slider_get_value_popover_visibility (CeRangeSlider *self);

/**
 * ce_range_slider_set_value_popover_visibility:
 * @self: a #CeRangeSlider
 * @visibility: when a popover shows the value beside a thumb
 *
 * Sets #CeRangeSlider:value-popover-visibility.
 */
void ce_range_slider_set_value_popover_visibility (CeRangeSlider *self, CeValuePopoverVisibility visibility);

/* End of generated accessors: appearance-and-input */

/* Generated accessors: labels-and-scale (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_lower_thumb_label:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:lower-thumb-label.
 *
 * Returns: (transfer none): the accessible label of the lower thumb, owned by the slider and
 *   valid until the label changes
 */
const char *ce_range_slider_get_lower_thumb_label (CeRangeSlider *self);

/**
 * ce_range_slider_set_lower_thumb_label:
 * @self: a #CeRangeSlider
 * @label: (nullable) (transfer none): the accessible label of the lower thumb ("Minimum price"); %NULL for
 *   the default, "Minimum" in the user's language
 *
 * Sets #CeRangeSlider:lower-thumb-label.
 */
void ce_range_slider_set_lower_thumb_label (CeRangeSlider *self, const char *label);

/**
 * ce_range_slider_get_upper_thumb_label:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:upper-thumb-label.
 *
 * Returns: (transfer none): the accessible label of the upper thumb, owned by the slider and
 *   valid until the label changes
 */
const char *ce_range_slider_get_upper_thumb_label (CeRangeSlider *self);

/**
 * ce_range_slider_set_upper_thumb_label:
 * @self: a #CeRangeSlider
 * @label: (nullable) (transfer none): the accessible label of the upper thumb; %NULL for the default,
 *   "Maximum" in the user's language
 *
 * Sets #CeRangeSlider:upper-thumb-label.
 */
void ce_range_slider_set_upper_thumb_label (CeRangeSlider *self, const char *label);

/**
 * ce_range_slider_get_value_label:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:value-label.
 *
 * Returns: (transfer none) (nullable): the accessible label of a single-value slider's thumb
 *   or of a progress bar, owned by the slider and valid until it changes; %NULL when the
 *   default ("Value" or "Progress") is used
 */
const char *ce_range_slider_get_value_label (CeRangeSlider *self);

/**
 * ce_range_slider_set_value_label:
 * @self: a #CeRangeSlider
 * @label: (nullable) (transfer none): the accessible label of the one thumb or the progress bar; %NULL for
 *   the default
 *
 * Sets #CeRangeSlider:value-label.
 */
void ce_range_slider_set_value_label (CeRangeSlider *self, const char *label);

/**
 * ce_range_slider_get_histogram_height:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:histogram-height.
 *
 * Returns: the thickness of the histogram's strip, in logical pixels
 */
int ce_range_slider_get_histogram_height (CeRangeSlider *self);

/**
 * ce_range_slider_set_histogram_height:
 * @self: a #CeRangeSlider
 * @height: the thickness of the histogram's strip in logical pixels; negative counts as 0
 *
 * Sets #CeRangeSlider:histogram-height.
 */
void ce_range_slider_set_histogram_height (CeRangeSlider *self, int height);

/**
 * ce_range_slider_get_scale:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:scale.
 *
 * Returns: how values spread along the track
 */
CeRangeSliderScale ce_range_slider_get_scale (CeRangeSlider *self);

/* End of generated accessors: labels-and-scale */

/**
 * ce_range_slider_set_scale:
 * @self: a #CeRangeSlider
 * @scale: the scale; %CE_RANGE_SLIDER_SCALE_PIECEWISE and %CE_RANGE_SLIDER_SCALE_QUANTILE
 *   switch back to the last breakpoints or data given
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_SCALE_ERROR domain, or %NULL
 *
 * Sets #CeRangeSlider:scale, saying why in @error when the scale is refused (the property
 * logs a warning instead). The values do not change; the thumbs move to their places on the
 * new scale.
 *
 * Returns: %TRUE if the slider now has that scale; %FALSE (with @error set) if the scale
 *   cannot map the range, or no breakpoints or data have been given for it: the scale is then
 *   unchanged
 */
gboolean ce_range_slider_set_scale (CeRangeSlider *self, CeRangeSliderScale scale, GError **error);

/**
 * ce_range_slider_set_scale_breakpoints:
 * @self: a #CeRangeSlider
 * @fractions: (array length=n_fractions) (nullable) (transfer none): where each breakpoint sits along the
 *   track, strictly increasing, each strictly between 0 and 1
 * @n_fractions: the number of breakpoints
 * @values: (array length=n_values) (nullable) (transfer none): the value at each breakpoint, strictly
 *   increasing, each strictly inside the range
 * @n_values: the length of @values: must be @n_fractions
 * @steps: (array length=n_steps) (nullable) (transfer none): the step of the segment that starts at each
 *   breakpoint; 0 (or any negative number) for a continuous segment; %NULL for no steps
 * @n_steps: the length of @steps: @n_fractions, or 0 for no steps
 * @first_step: the step of the segment from the minimum to the first breakpoint; 0 (or any
 *   negative number) for a continuous segment
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_SCALE_ERROR domain, or %NULL
 *
 * Gives the slider a piecewise scale: straight segments between breakpoints, noUiSlider's
 * non-linear range. Its reference example,
 * `range: { min: 0, '10%': [500, 500], '50%': [4000, 1000], max: 10000 }`, is, on a slider
 * over 0…10000:
 *
 * ```c
 * static const double fractions[] = { 0.1, 0.5 }, values[] = { 500, 4000 }, steps[] = { 500, 1000 };
 * ce_range_slider_set_scale_breakpoints (slider, fractions, 2, values, 2, steps, 2, 0, &error);
 * ```
 *
 * The first tenth of the track covers 0…500 continuously, the next four tenths 500…4000 in
 * steps of 500, the second half 4000…10000 in steps of 1000. The ends are the slider's own
 * minimum and maximum, so set the range first. Each array has its own length (checked to
 * agree) so that a binding cannot pass arrays of different lengths unnoticed; in Python:
 * `slider.set_scale_breakpoints([0.1, 0.5], [500, 4000], [500, 1000], 0)`.
 *
 * The arrays are copied. The breakpoints are kept for #CeRangeSlider:scale even after it is
 * switched to another scale. NaN or infinite fractions, values or steps are errors.
 *
 * Returns: %TRUE if the slider now has this scale; %FALSE (with @error set, the scale and the
 *   kept breakpoints unchanged) if an array is %NULL with a length above 0, the lengths
 *   disagree, a step is NaN or infinite, or a breakpoint does not fit the range
 */
gboolean ce_range_slider_set_scale_breakpoints (CeRangeSlider *self,
                                                const double *fractions, gsize n_fractions,
                                                const double *values, gsize n_values,
                                                const double *steps, gsize n_steps,
                                                double first_step, GError **error);

/**
 * ce_range_slider_set_quantile_data:
 * @self: a #CeRangeSlider
 * @values: (array length=n_values) (nullable) (transfer none): the data, in any order
 * @n_values: the number of values
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_SCALE_ERROR domain, or %NULL
 *
 * Gives the slider a quantile scale that follows @values: equal counts of data take equal
 * lengths of track, so each pixel of a drag covers about as many data points (2 % of the map
 * stays linear, so stretches without data can still be reached). NaN and infinite values
 * are left out, as missing data. The data are sorted once and sampled into at most 1024
 * knots; @values is not kept.
 *
 * Returns: %TRUE if the slider now has this scale; %FALSE (with @error set, the scale
 *   unchanged) if @values is %NULL with @n_values above 0, or holds fewer than two distinct
 *   finite values
 */
gboolean ce_range_slider_set_quantile_data (CeRangeSlider *self, const double *values, gsize n_values,
                                            GError **error);

/**
 * ce_range_slider_set_quantile_histogram:
 * @self: a #CeRangeSlider
 * @counts: (array length=n_bins) (nullable) (transfer none): the number of data in each of @n_bins
 *   equal-width bins over @lower…@upper, the lowest bin first
 * @n_bins: the number of bins
 * @lower: the low end of the first bin
 * @upper: the high end of the last bin, above @lower
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_SCALE_ERROR domain, or %NULL
 *
 * Gives the slider a quantile scale that follows a histogram of the data (for data too large
 * to pass, or already binned): a knot at each bin edge, straight between them.
 *
 * Returns: %TRUE if the slider now has this scale; %FALSE (with @error set, the scale
 *   unchanged) if @counts is %NULL with @n_bins above 0, the bounds are not finite with
 *   @lower below @upper, the counts add up to more than %G_MAXSSIZE, or they are all 0
 */
gboolean ce_range_slider_set_quantile_histogram (CeRangeSlider *self, const guint64 *counts, gsize n_bins,
                                                 double lower, double upper, GError **error);

/**
 * CeRangeSliderPresetCountFunc:
 * @slider: the slider whose preset menu is opening
 * @index: the preset's index
 * @lower: the preset's lower value (the slider's minimum for an open end)
 * @upper: the preset's upper value (the slider's maximum for an open end)
 * @user_data: (closure): the data given to ce_range_slider_set_preset_count_func()
 *
 * Counts what a preset range would select (the app's data under its other filters).
 *
 * Returns: the count shown after the preset's name, or a negative number for none
 */
typedef gint (*CeRangeSliderPresetCountFunc) (CeRangeSlider *slider, guint index, double lower, double upper,
                                              gpointer user_data);

/**
 * ce_range_slider_set_presets:
 * @self: a #CeRangeSlider
 * @names: (array length=n_names) (nullable) (transfer none): the presets' names, as the menu shows them
 * @n_names: the number of names
 * @lowers: (array length=n_lowers) (nullable) (transfer none): each preset's lower value; NaN for the
 *   slider's minimum
 * @n_lowers: the number of lower values, equal to @n_names
 * @uppers: (array length=n_uppers) (nullable) (transfer none): each preset's upper value; NaN for the
 *   slider's maximum
 * @n_uppers: the number of upper values, equal to @n_names
 *
 * Sets the preset ranges offered in the slider's menu (a right click, the Menu key or
 * Shift+F10 on a thumb, or ce_range_slider_get_preset_menu_model() in the app's own menus).
 * Choosing one moves both thumbs, clamped and ordered by the value policy, with the usual
 * signals. Zero presets remove the menu. A %NULL array with a length above 0, or lengths
 * that disagree, is refused with a critical warning and nothing changes.
 */
void ce_range_slider_set_presets (CeRangeSlider *self, const char * const *names, gsize n_names,
                                  const double *lowers, gsize n_lowers, const double *uppers, gsize n_uppers);

/**
 * ce_range_slider_get_n_presets:
 * @self: a #CeRangeSlider
 *
 * Counts the preset ranges given with ce_range_slider_set_presets().
 *
 * Returns: the number of preset ranges
 */
guint ce_range_slider_get_n_presets (CeRangeSlider *self);

/**
 * ce_range_slider_set_preset_count_func:
 * @self: a #CeRangeSlider
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): the count of
 *   each preset, or %NULL for names alone
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when @func is replaced or the slider is finalized
 *
 * Sets the function that counts each preset's selection. It is called when a preset menu
 * opens (and by ce_range_slider_refresh_preset_counts()), so the counts follow the app's
 * other filters; never while a thumb is dragged.
 */
void ce_range_slider_set_preset_count_func (CeRangeSlider *self, CeRangeSliderPresetCountFunc func,
                                            gpointer user_data, GDestroyNotify destroy);

/**
 * ce_range_slider_refresh_preset_counts:
 * @self: a #CeRangeSlider
 *
 * Asks the count function again and relabels the menu now.
 */
void ce_range_slider_refresh_preset_counts (CeRangeSlider *self);

/**
 * ce_range_slider_apply_preset:
 * @self: a #CeRangeSlider
 * @index: a preset's index
 *
 * Moves the thumbs to preset @index, as a program change. An index out of range does nothing.
 */
void ce_range_slider_apply_preset (CeRangeSlider *self, guint index);

/**
 * ce_range_slider_get_preset_menu_model:
 * @self: a #CeRangeSlider
 *
 * The preset menu's model: one item per preset, labelled with its name and count, whose
 * action is `rangeslider.apply-preset` with the index (a #guint32), which the slider provides.
 *
 * Returns: (transfer none): the menu model, owned by the slider
 */
GMenuModel *ce_range_slider_get_preset_menu_model (CeRangeSlider *self);

/* Generated accessors: ticks (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_tick_mode:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:tick-mode.
 *
 * Returns: where the ticks go
 */
CeRangeSliderTickMode ce_range_slider_get_tick_mode (CeRangeSlider *self);

/**
 * ce_range_slider_set_tick_mode:
 * @self: a #CeRangeSlider
 * @mode: where the ticks go
 *
 * Sets #CeRangeSlider:tick-mode: switches to @mode with the step, count, spacing or values it
 * was last given (see #CeRangeSlider:tick-mode).
 */
void ce_range_slider_set_tick_mode (CeRangeSlider *self, CeRangeSliderTickMode mode);

/**
 * ce_range_slider_get_tick_step:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:tick-step.
 *
 * Returns: the step of every-step ticks (0 when it marks nothing)
 */
double ce_range_slider_get_tick_step (CeRangeSlider *self);

/**
 * ce_range_slider_set_tick_step:
 * @self: a #CeRangeSlider
 * @step: the step of every-step ticks, 0 or above and finite
 *
 * Sets #CeRangeSlider:tick-step. It applies at once in every-step mode, and is kept for that
 * mode otherwise; the mode does not change.
 */
void ce_range_slider_set_tick_step (CeRangeSlider *self, double step);

/**
 * ce_range_slider_get_tick_count:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:tick-count.
 *
 * Returns: the number of evenly-spread ticks
 */
int ce_range_slider_get_tick_count (CeRangeSlider *self);

/**
 * ce_range_slider_set_tick_count:
 * @self: a #CeRangeSlider
 * @count: the number of evenly-spread ticks, ends included; not negative
 *
 * Sets #CeRangeSlider:tick-count. It applies at once in evenly-spread mode, and is kept for
 * that mode otherwise; the mode does not change.
 */
void ce_range_slider_set_tick_count (CeRangeSlider *self, int count);

/**
 * ce_range_slider_get_tick_spacing:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:tick-spacing.
 *
 * Returns: the least average spacing of nice ticks, in logical pixels
 */
double ce_range_slider_get_tick_spacing (CeRangeSlider *self);

/**
 * ce_range_slider_set_tick_spacing:
 * @self: a #CeRangeSlider
 * @spacing: the least average spacing of nice ticks in logical pixels, finite and above 0
 *
 * Sets #CeRangeSlider:tick-spacing. It applies at once in nice mode, and is kept for that
 * mode otherwise; the mode does not change.
 */
void ce_range_slider_set_tick_spacing (CeRangeSlider *self, double spacing);

/**
 * ce_range_slider_get_minor_ticks:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:minor-ticks.
 *
 * Returns: the number of minor ticks between two major ticks
 */
int ce_range_slider_get_minor_ticks (CeRangeSlider *self);

/**
 * ce_range_slider_set_minor_ticks:
 * @self: a #CeRangeSlider
 * @minor_ticks: the number of minor ticks between two major ticks; not negative
 *
 * Sets #CeRangeSlider:minor-ticks.
 */
void ce_range_slider_set_minor_ticks (CeRangeSlider *self, int minor_ticks);

/**
 * ce_range_slider_get_snap_to_ticks:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:snap-to-ticks.
 *
 * Returns: whether a dragged thumb snaps to the ticks
 */
gboolean ce_range_slider_get_snap_to_ticks (CeRangeSlider *self);

/**
 * ce_range_slider_set_snap_to_ticks:
 * @self: a #CeRangeSlider
 * @snap: whether a dragged thumb snaps to the ticks
 *
 * Sets #CeRangeSlider:snap-to-ticks.
 */
void ce_range_slider_set_snap_to_ticks (CeRangeSlider *self, gboolean snap);

/* End of generated accessors: ticks */

/**
 * ce_range_slider_set_tick_values:
 * @self: a #CeRangeSlider
 * @values: (array length=n_values) (nullable) (transfer none): the values to mark, in any order
 * @n_values: the number of values
 *
 * Marks the track at @values: switches #CeRangeSlider:tick-mode to
 * %CE_RANGE_SLIDER_TICK_MODE_VALUES with these values, which are also kept for that mode (so
 * switching the mode away and back marks them again). Values outside the range are not drawn,
 * duplicates are merged, and NaN and infinities are left out; the ends of the range are marked
 * too. An empty list marks only the ends. @values is copied. In Python:
 * `slider.set_tick_values([10, 20, 50])`.
 *
 * %NULL with @n_values above 0 is refused with a warning in the `RangeSlider` log domain, and
 * nothing changes.
 */
void ce_range_slider_set_tick_values (CeRangeSlider *self, const double *values, gsize n_values);

/**
 * ce_range_slider_get_n_live_states:
 *
 * A diagnostic for lifetime tests: the number of sliders whose state is alive in this
 * process. Every slider adds one when it is created and removes it exactly once when it is
 * finalized.
 *
 * Returns: the number of live slider states
 */
guint ce_range_slider_get_n_live_states (void);

/* Open-ended bounds ------------------------------------------------------------------------ */

/**
 * CeRangeSlider:open-lower-bound:
 *
 * Whether the lower thumb at the minimum means "no minimum" (default %FALSE). The lower value
 * stays the minimum, a finite number; #CeRangeSlider:lower-bound-is-open says whether the end
 * is open now, and ce_range_slider_get_effective_lower_bound() gives -infinity then, the bound
 * a filter should use. Only a range slider's lower end opens (in single and progress modes
 * the lower value is pinned to the minimum).
 */

/**
 * CeRangeSlider:open-upper-bound:
 *
 * Whether the upper thumb at the maximum means "no maximum" (default %FALSE). The upper value
 * stays the maximum, a finite number; #CeRangeSlider:upper-bound-is-open says whether the end
 * is open now, and ce_range_slider_get_effective_upper_bound() gives +infinity then. A range
 * or single-value slider's upper end opens; a progress bar's never does.
 */

/**
 * CeRangeSlider:lower-bound-is-open:
 *
 * Whether the lower end is open now: #CeRangeSlider:open-lower-bound is set, the slider is a
 * range slider and the lower value is at the minimum. Read-only; notified with the values
 * (a drag to the end opens it, any move off the end closes it). An open end shows
 * #CeRangeSlider:open-lower-bound-text in the value popover, and its thumb's accessible value
 * text is "no minimum".
 */

/**
 * CeRangeSlider:upper-bound-is-open:
 *
 * Whether the upper end is open now: #CeRangeSlider:open-upper-bound is set, the slider is not
 * a progress bar and the upper value is at the maximum. Read-only; notified with the values.
 * An open end shows #CeRangeSlider:open-upper-bound-text in the value popover, and its
 * thumb's accessible value text is "no maximum".
 */

/**
 * CeRangeSlider:open-lower-bound-text:
 *
 * The text shown for an open lower end, in the value popover; %NULL (the default) is "Any".
 */

/**
 * CeRangeSlider:open-upper-bound-text:
 *
 * The text shown for an open upper end, in the value popover; %NULL (the default) is the
 * maximum's formatted text followed by "+" ("755000+").
 */

/* Generated accessors: open-bounds (edit Tools/CAccessorGenerator/CAccessorTable.swift) */

/**
 * ce_range_slider_get_open_lower_bound:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:open-lower-bound.
 *
 * Returns: whether the lower thumb at the minimum means "no minimum"
 */
gboolean ce_range_slider_get_open_lower_bound (CeRangeSlider *self);

/**
 * ce_range_slider_set_open_lower_bound:
 * @self: a #CeRangeSlider
 * @allows: whether the lower thumb at the minimum means "no minimum"
 *
 * Sets #CeRangeSlider:open-lower-bound.
 */
void ce_range_slider_set_open_lower_bound (CeRangeSlider *self, gboolean allows);

/**
 * ce_range_slider_get_open_upper_bound:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:open-upper-bound.
 *
 * Returns: whether the upper thumb at the maximum means "no maximum"
 */
gboolean ce_range_slider_get_open_upper_bound (CeRangeSlider *self);

/**
 * ce_range_slider_set_open_upper_bound:
 * @self: a #CeRangeSlider
 * @allows: whether the upper thumb at the maximum means "no maximum"
 *
 * Sets #CeRangeSlider:open-upper-bound.
 */
void ce_range_slider_set_open_upper_bound (CeRangeSlider *self, gboolean allows);

/**
 * ce_range_slider_get_lower_bound_is_open:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:lower-bound-is-open.
 *
 * Returns: the value of #CeRangeSlider:lower-bound-is-open: whether the lower end is open now
 */
gboolean ce_range_slider_get_lower_bound_is_open (CeRangeSlider *self);

/**
 * ce_range_slider_get_upper_bound_is_open:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:upper-bound-is-open.
 *
 * Returns: the value of #CeRangeSlider:upper-bound-is-open: whether the upper end is open now
 */
gboolean ce_range_slider_get_upper_bound_is_open (CeRangeSlider *self);

/**
 * ce_range_slider_get_effective_lower_bound:
 * @self: a #CeRangeSlider
 *
 * The lower bound a filter should use.
 *
 * Returns: -infinity (-INFINITY) when the lower end is open, else the lower value
 */
double ce_range_slider_get_effective_lower_bound (CeRangeSlider *self);

/**
 * ce_range_slider_get_effective_upper_bound:
 * @self: a #CeRangeSlider
 *
 * The upper bound a filter should use.
 *
 * Returns: +infinity (INFINITY) when the upper end is open, else the upper value
 */
double ce_range_slider_get_effective_upper_bound (CeRangeSlider *self);

/**
 * ce_range_slider_get_open_lower_bound_text:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:open-lower-bound-text.
 *
 * Returns: (transfer none) (nullable): the text shown for an open lower end, owned by the
 *   slider and valid until it changes; %NULL when the default ("Any") is used
 */
const char *ce_range_slider_get_open_lower_bound_text (CeRangeSlider *self);

/**
 * ce_range_slider_set_open_lower_bound_text:
 * @self: a #CeRangeSlider
 * @text: (nullable) (transfer none): the text shown for an open lower end; %NULL for the default, "Any"
 *
 * Sets #CeRangeSlider:open-lower-bound-text.
 */
void ce_range_slider_set_open_lower_bound_text (CeRangeSlider *self, const char *text);

/**
 * ce_range_slider_get_open_upper_bound_text:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:open-upper-bound-text.
 *
 * Returns: (transfer none) (nullable): the text shown for an open upper end, owned by the
 *   slider and valid until it changes; %NULL when the default (the maximum's text and "+") is
 *   used
 */
const char *ce_range_slider_get_open_upper_bound_text (CeRangeSlider *self);

/**
 * ce_range_slider_set_open_upper_bound_text:
 * @self: a #CeRangeSlider
 * @text: (nullable) (transfer none): the text shown for an open upper end; %NULL for the default, the
 *   maximum's text followed by "+"
 *
 * Sets #CeRangeSlider:open-upper-bound-text.
 */
void ce_range_slider_set_open_upper_bound_text (CeRangeSlider *self, const char *text);

/**
 * ce_range_slider_get_hard_minimum:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:hard-minimum.
 *
 * Returns: the lowest value a program may set: the hard minimum in force, #CeRangeSlider:minimum-value
 *   while none is set
 */
double ce_range_slider_get_hard_minimum (CeRangeSlider *self);

/**
 * ce_range_slider_set_hard_minimum:
 * @self: a #CeRangeSlider
 * @value: the lowest value a program may set, below #CeRangeSlider:minimum-value; NaN and infinities
 *   are refused with a warning
 *
 * Sets #CeRangeSlider:hard-minimum (and #CeRangeSlider:hard-minimum-set). The values are clamped
 * into the new limits; the user's drags, keys and scrolling stay within the visible range.
 */
void ce_range_slider_set_hard_minimum (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_hard_minimum_set:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:hard-minimum-set.
 *
 * Returns: whether a hard minimum is set
 */
gboolean ce_range_slider_get_hard_minimum_set (CeRangeSlider *self);

/**
 * ce_range_slider_set_hard_minimum_set:
 * @self: a #CeRangeSlider
 * @value: %FALSE to remove the hard minimum; %TRUE while none is set sets it at #CeRangeSlider:minimum-value
 *
 * Sets #CeRangeSlider:hard-minimum-set.
 */
void ce_range_slider_set_hard_minimum_set (CeRangeSlider *self, gboolean value);

/**
 * ce_range_slider_get_hard_maximum:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:hard-maximum.
 *
 * Returns: the highest value a program may set: the hard maximum in force, #CeRangeSlider:maximum-value
 *   while none is set
 */
double ce_range_slider_get_hard_maximum (CeRangeSlider *self);

/**
 * ce_range_slider_set_hard_maximum:
 * @self: a #CeRangeSlider
 * @value: the highest value a program may set, above #CeRangeSlider:maximum-value; NaN and infinities
 *   are refused with a warning
 *
 * Sets #CeRangeSlider:hard-maximum (and #CeRangeSlider:hard-maximum-set). The values are clamped
 * into the new limits; the user's drags, keys and scrolling stay within the visible range.
 */
void ce_range_slider_set_hard_maximum (CeRangeSlider *self, double value);

/**
 * ce_range_slider_get_hard_maximum_set:
 * @self: a #CeRangeSlider
 *
 * Gets #CeRangeSlider:hard-maximum-set.
 *
 * Returns: whether a hard maximum is set
 */
gboolean ce_range_slider_get_hard_maximum_set (CeRangeSlider *self);

/**
 * ce_range_slider_set_hard_maximum_set:
 * @self: a #CeRangeSlider
 * @value: %FALSE to remove the hard maximum; %TRUE while none is set sets it at #CeRangeSlider:maximum-value
 *
 * Sets #CeRangeSlider:hard-maximum-set.
 */
void ce_range_slider_set_hard_maximum_set (CeRangeSlider *self, gboolean value);

/* End of generated accessors: open-bounds */

/**
 * CeRangeSlider:hard-minimum:
 *
 * The lowest value a program may set, below #CeRangeSlider:minimum-value: a thumb set
 * between the two is drawn at the start of the track, and the user's drags stay within the
 * visible range (a thumb beyond it may be dragged back, never further out). Reads the limit
 * in force: #CeRangeSlider:minimum-value while none is set (#CeRangeSlider:hard-minimum-set),
 * or when the limit lies above it. Setting it sets the limit; NaN and infinities are refused;
 * a limit above #CeRangeSlider:hard-maximum makes the two swap.
 */

/**
 * CeRangeSlider:hard-minimum-set:
 *
 * Whether a hard minimum is set. %FALSE (the default) removes it; %TRUE while none is set sets
 * it at #CeRangeSlider:minimum-value.
 */

/**
 * CeRangeSlider:hard-maximum:
 *
 * The highest value a program may set, above #CeRangeSlider:maximum-value: a thumb set
 * between the two is drawn at the end of the track, and the user's drags stay within the
 * visible range (a thumb beyond it may be dragged back, never further out). Reads the limit
 * in force: #CeRangeSlider:maximum-value while none is set (#CeRangeSlider:hard-maximum-set),
 * or when the limit lies below it. Setting it sets the limit; NaN and infinities are refused;
 * a limit below #CeRangeSlider:hard-minimum makes the two swap.
 */

/**
 * CeRangeSlider:hard-maximum-set:
 *
 * Whether a hard maximum is set. %FALSE (the default) removes it; %TRUE while none is set sets
 * it at #CeRangeSlider:maximum-value.
 */

/**
 * ce_range_slider_dup_range_description:
 * @self: a #CeRangeSlider
 *
 * The slider's accessible description: the selection as a sentence through the value
 * formatter, "from 20 to 80", "from 20, no maximum", "up to 80, no minimum", "any value" (a
 * single-value slider's is its value's text, a progress bar's its percentage).
 *
 * Returns: (transfer full): a newly allocated string; free it with g_free()
 */
char *ce_range_slider_dup_range_description (CeRangeSlider *self);

G_END_DECLS

/* The parts of the API with headers of their own. */
#include "ce-range-slider-signals.h"
#include "ce-range-slider-format.h"
#include "ce-range-slider-marks.h"
#include "ce-range-slider-histogram.h"
#include "ce-range-slider-skins.h"
#include "ce-range-slider-editing.h"
#include "ce-range-slider-thumbs.h"

#endif /* CE_RANGE_SLIDER_H */
