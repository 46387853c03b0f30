// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* The slider's ticks from C: the tick properties (tick-mode, tick-step, tick-count,
 * tick-spacing, minor-ticks, snap-to-ticks) through their accessors and g_object_set/get, and
 * ce_range_slider_set_tick_values. CLibraryClientTests builds it with pkg-config and runs it
 * (also under valgrind: the values are copied and must not leak).
 *
 *   ticks [ROUNDS]     (default 1)
 *
 * Each round checks on a new slider (never shown: the properties need no window) that every
 * setter changes what it should, emits notify for exactly the properties that changed, and
 * that refusals (negative counts, a negative or non-finite step, a spacing not above 0, NULL
 * values with a length, a number that is no CeRangeSliderTickMode) log one message in the
 * RangeSlider domain and change nothing. Prints a summary and exits 0 only when every check held.
 */
#include <ce-range-slider.h>
#include <math.h>
#include <string.h>

#include "client_support.h"

static void
round_of_checks (void)
{
  CeRangeSlider *s = new_recorded_slider ();
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (s), "tick-mode");
  check (pspec != NULL && pspec->value_type == CE_TYPE_RANGE_SLIDER_TICK_MODE, "tick-mode is a CeRangeSliderTickMode");

  check (ce_range_slider_get_tick_mode (s) == CE_RANGE_SLIDER_TICK_MODE_NONE && ce_range_slider_get_tick_step (s) == 1
         && ce_range_slider_get_tick_count (s) == 5 && ce_range_slider_get_tick_spacing (s) == 40
         && ce_range_slider_get_minor_ticks (s) == 0 && !ce_range_slider_get_snap_to_ticks (s),
         "the defaults");
  ce_range_slider_set_range (s, 0, 100);
  forget_notifications ();

  ce_range_slider_set_tick_mode (s, CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD);
  check (ce_range_slider_get_tick_mode (s) == CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD && took ("tick-mode", 0),
         "set_tick_mode (EVENLY_SPREAD)");
  ce_range_slider_set_tick_mode (s, CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD);
  check (took ("", 0), "the same mode again: nothing");
  ce_range_slider_set_tick_count (s, 11);
  check (ce_range_slider_get_tick_count (s) == 11 && took ("tick-count", 0), "set_tick_count (11)");
  ce_range_slider_set_tick_step (s, 12.5);
  check (ce_range_slider_get_tick_step (s) == 12.5 && ce_range_slider_get_tick_mode (s) == CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD
         && took ("tick-step", 0), "set_tick_step (12.5): kept, the mode stays");
  g_object_set (s, "tick-mode", CE_RANGE_SLIDER_TICK_MODE_EVERY_STEP, NULL);
  check (ce_range_slider_get_tick_step (s) == 12.5 && took ("tick-mode", 0), "g_object_set (tick-mode, EVERY_STEP)");
  g_object_set (s, "tick-spacing", 64.0, "minor-ticks", 4, "snap-to-ticks", TRUE, NULL);
  check (ce_range_slider_get_tick_spacing (s) == 64 && ce_range_slider_get_minor_ticks (s) == 4
         && ce_range_slider_get_snap_to_ticks (s) && took ("minor-ticks snap-to-ticks tick-spacing", 0),
         "g_object_set of three tick properties: each notified once, when thawed");
  ce_range_slider_set_tick_mode (s, CE_RANGE_SLIDER_TICK_MODE_NICE);
  ce_range_slider_set_tick_mode (s, CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD);
  check (ce_range_slider_get_tick_count (s) == 11 && took ("tick-mode tick-mode", 0), "back to evenly-spread: the count kept");
  int count = 0;
  double spacing = 0;
  CeRangeSliderTickMode mode = CE_RANGE_SLIDER_TICK_MODE_NONE;
  g_object_get (s, "tick-count", &count, "tick-spacing", &spacing, "tick-mode", &mode, NULL);
  check (count == 11 && spacing == 64 && mode == CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD, "g_object_get");

  /* Values, copied. */
  double *values = g_new (double, 4);
  values[0] = 50, values[1] = 10, values[2] = NAN, values[3] = INFINITY;
  ce_range_slider_set_tick_values (s, values, 4);
  g_free (values);
  check (ce_range_slider_get_tick_mode (s) == CE_RANGE_SLIDER_TICK_MODE_VALUES && took ("tick-mode", 0),
         "set_tick_values: values mode");
  ce_range_slider_set_tick_values (s, NULL, 0);
  check (ce_range_slider_get_tick_mode (s) == CE_RANGE_SLIDER_TICK_MODE_VALUES && took ("", 0),
         "set_tick_values (NULL, 0): no values, still values mode");

  /* Refusals: one message each, nothing changes. */
  ce_range_slider_set_tick_mode (s, CE_RANGE_SLIDER_TICK_MODE_NICE);
  took ("tick-mode", 0);
  ce_range_slider_set_tick_values (s, NULL, 3);
  check (ce_range_slider_get_tick_mode (s) == CE_RANGE_SLIDER_TICK_MODE_NICE && took ("", 1),
         "set_tick_values (NULL, 3): refused");
  ce_range_slider_set_tick_count (s, -1);
  check (ce_range_slider_get_tick_count (s) == 11 && took ("", 1), "set_tick_count (-1): refused");
  ce_range_slider_set_tick_step (s, -2);
  ce_range_slider_set_tick_step (s, NAN);
  ce_range_slider_set_tick_step (s, INFINITY);
  check (ce_range_slider_get_tick_step (s) == 12.5 && took ("", 3), "set_tick_step (-2, NaN, inf): refused");
  ce_range_slider_set_tick_spacing (s, 0);
  ce_range_slider_set_tick_spacing (s, NAN);
  ce_range_slider_set_tick_spacing (s, -1);
  check (ce_range_slider_get_tick_spacing (s) == 64 && took ("", 3), "set_tick_spacing (0, NaN, -1): refused");
  ce_range_slider_set_minor_ticks (s, -3);
  check (ce_range_slider_get_minor_ticks (s) == 4 && took ("", 1), "set_minor_ticks (-3): refused");
  ce_range_slider_set_tick_mode (s, (CeRangeSliderTickMode) 9);
  check (ce_range_slider_get_tick_mode (s) == CE_RANGE_SLIDER_TICK_MODE_NICE && took ("", 1),
         "set_tick_mode (9): a critical, unchanged");

  /* 0 is a step and a count. */
  ce_range_slider_set_tick_step (s, 0);
  ce_range_slider_set_tick_count (s, 0);
  check (ce_range_slider_get_tick_step (s) == 0 && ce_range_slider_get_tick_count (s) == 0
         && took ("tick-count tick-step", 0), "step 0 and count 0 are accepted");

  g_object_unref (s);
}

int
main (int argc, char *argv[])
{
  gtk_init ();
  int rounds = client_start (argc, argv);
  GEnumClass *enum_class = g_type_class_ref (CE_TYPE_RANGE_SLIDER_TICK_MODE);
  check (enum_class->n_values == 6 && g_enum_get_value_by_nick (enum_class, "evenly-spread") != NULL
         && g_enum_get_value_by_nick (enum_class, "evenly-spread")->value == CE_RANGE_SLIDER_TICK_MODE_EVENLY_SPREAD,
         "CeRangeSliderTickMode's nicks");
  g_type_class_unref (enum_class);

  for (int round = 0; round < rounds; round++)
    round_of_checks ();

  return client_finish ("ticks", rounds);
}
