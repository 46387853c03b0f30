// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* Hard limits from C: ce_range_slider_set_hard_minimum / _maximum and their -set flags, and the
 * same through g_object_set/get; a value set beyond the visible range stops at the hard limit;
 * removing a limit clamps the thumb back; notify for exactly the properties that changed, once
 * each; NaN and infinities refused with one message and nothing changed; an inverted pair read
 * in order. CLibraryClientTests builds it with pkg-config and runs it.
 *
 *   hard_limits [ROUNDS]     (default 1)
 *
 * Each round uses a new slider (never shown). Prints a summary and exits 0 only when every
 * check held.
 */
#include <ce-range-slider.h>
#include <math.h>

#include "client_support.h"

static void
round_of_checks (void)
{
  CeRangeSlider *s = new_recorded_slider ();
  ce_range_slider_set_range (s, 0, 100);
  ce_range_slider_set_values (s, 20, 80);
  check (!ce_range_slider_get_hard_minimum_set (s) && !ce_range_slider_get_hard_maximum_set (s)
         && ce_range_slider_get_hard_minimum (s) == 0 && ce_range_slider_get_hard_maximum (s) == 100,
         "the defaults: no limits, the visible range in force");
  forget_notifications ();

  ce_range_slider_set_hard_maximum (s, 150);
  check (ce_range_slider_get_hard_maximum (s) == 150 && ce_range_slider_get_hard_maximum_set (s)
         && took ("hard-maximum hard-maximum-set", 0), "set_hard_maximum: the limit and its flag, each notified once");
  ce_range_slider_set_hard_maximum (s, 150);
  check (took ("", 0), "the same limit again: nothing");

  ce_range_slider_set_upper_value (s, 130);
  check (ce_range_slider_get_upper_value (s) == 130 && took ("fraction upper-value value", 0),
         "a value between the maximum and the hard maximum is kept");
  ce_range_slider_set_upper_value (s, 1e6);
  check (ce_range_slider_get_upper_value (s) == 150 && took ("upper-value value", 0), "a value beyond stops at the hard maximum");

  ce_range_slider_set_hard_maximum_set (s, FALSE);
  check (!ce_range_slider_get_hard_maximum_set (s) && ce_range_slider_get_hard_maximum (s) == 100
         && ce_range_slider_get_upper_value (s) == 100 && took ("hard-maximum hard-maximum-set upper-value value", 0),
         "removing the limit clamps the thumb back into the range");

  /* Through GObject. */
  g_object_set (s, "hard-minimum", -50.0, NULL);
  double hard_minimum = 0;
  gboolean hard_minimum_set = FALSE;
  g_object_get (s, "hard-minimum", &hard_minimum, "hard-minimum-set", &hard_minimum_set, NULL);
  check (hard_minimum == -50 && hard_minimum_set && took ("hard-minimum hard-minimum-set", 0),
         "g_object_set (\"hard-minimum\"): read back, each notified once");
  ce_range_slider_set_lower_value (s, -80);
  check (ce_range_slider_get_lower_value (s) == -50 && took ("lower-value", 0), "a value below stops at the hard minimum");

  /* Refusals: one message each, nothing changes. */
  ce_range_slider_set_hard_minimum (s, NAN);
  ce_range_slider_set_hard_minimum (s, -INFINITY);
  ce_range_slider_set_hard_maximum (s, INFINITY);
  check (ce_range_slider_get_hard_minimum (s) == -50 && !ce_range_slider_get_hard_maximum_set (s) && took ("", 3),
         "NaN and the infinities: refused, one message each, nothing notified");

  /* An inverted pair is read in order: a minimum above the hard maximum makes them swap. */
  ce_range_slider_set_hard_maximum (s, 120);
  forget_notifications ();
  ce_range_slider_set_hard_minimum (s, 300);
  check (ce_range_slider_get_hard_minimum (s) == 0 && ce_range_slider_get_hard_maximum (s) == 300
         && ce_range_slider_get_hard_minimum_set (s) && took ("hard-maximum hard-minimum lower-value", 0),
         "an inverted pair: read in order (the minimum's limit 120 counts as the visible minimum)");

  /* TRUE while none is set: the limit at the visible end, nothing moves. */
  ce_range_slider_set_hard_minimum_set (s, FALSE);
  ce_range_slider_set_hard_maximum_set (s, FALSE);
  forget_notifications ();
  g_object_set (s, "hard-maximum-set", TRUE, NULL);
  check (ce_range_slider_get_hard_maximum (s) == 100 && took ("hard-maximum-set", 0), "hard-maximum-set TRUE: at the maximum");

  g_object_unref (s);
}

int
main (int argc, char *argv[])
{
  gtk_init ();
  int rounds = client_start (argc, argv);

  for (int round = 0; round < rounds; round++)
    round_of_checks ();

  return client_finish ("hard_limits", rounds);
}
