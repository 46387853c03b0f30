// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* Any number of thumbs from C: 1, 2 and 5 thumbs on one CeRangeSlider through
 * ce_range_slider_set_thumb_values / get_thumb_values, get_value_at / set_value_at and the
 * thumb-count property; notify for exactly the properties that changed, once each;
 * value-changed with the first and last values; a histogram and ticks at each count; the
 * crossing-policy and highlight-pattern enumerations through g_object_set/get; the documented
 * refusals. CLibraryClientTests builds it with pkg-config and runs it (also under valgrind:
 * the values returned are the caller's, the values given are copied).
 *
 *   thumbs [ROUNDS]     (default 1)
 *
 * Each round uses a new slider (never shown: the properties need no window). Prints a summary
 * and exits 0 only when every check held.
 */
#include <ce-range-slider.h>
#include <math.h>
#include <string.h>

#include "client_support.h"

static GString *changed;      /* "lower upper;" per value-changed */

static void
on_value_changed (G_GNUC_UNUSED CeRangeSlider *slider, double lower, double upper, G_GNUC_UNUSED gpointer data)
{
  g_string_append_printf (changed, "%g %g;", lower, upper);
}

/* Forgets the notifications, messages and value-changed emissions so far. */
static void
forget (void)
{
  forget_notifications ();
  g_string_truncate (changed, 0);
}

/* The values read back are `values` (n of them), by array and by index. */
static gboolean
reads (CeRangeSlider *s, const double *values, gsize n)
{
  gsize count = 0;
  double *read = ce_range_slider_get_thumb_values (s, &count);
  gboolean ok = count == n && ce_range_slider_get_thumb_count (s) == n;
  for (gsize i = 0; ok && i < n; i++)
    ok = read[i] == values[i] && ce_range_slider_get_value_at (s, (guint) i) == values[i];
  g_free (read);
  return ok;
}

static void
counts (CeRangeSlider *s, gsize n)
{
  double values[5];
  for (gsize i = 0; i < n; i++)
    values[i] = n == 1 ? 40 : 10 + 80.0 * (double) i / (double) (n - 1);
  guint before_count = ce_range_slider_get_thumb_count (s);
  double before_lower = ce_range_slider_get_lower_value (s), before_upper = ce_range_slider_get_upper_value (s);
  forget ();
  ce_range_slider_set_thumb_values (s, values, n);
  GString *expected = g_string_new (NULL);
  /* In sorted order. */
  if (before_upper != values[n - 1])
    g_string_append (expected, "fraction ");
  if (before_lower != values[0])
    g_string_append (expected, "lower-value ");
  if (before_count != n)
    g_string_append (expected, "thumb-count ");
  if (before_upper != values[n - 1])
    g_string_append (expected, "upper-value value ");
  if (expected->len > 0)
    g_string_truncate (expected, expected->len - 1);
  char *what = g_strdup_printf ("%zu thumbs: the values read back", n);
  check (reads (s, values, n), what);
  g_free (what);
  what = g_strdup_printf ("%zu thumbs: each changed property notified once, no other", n);
  check (took (expected->str, 0), what);
  g_free (what);
  char *one = g_strdup_printf ("%g %g;", values[0], values[n - 1]);
  what = g_strdup_printf ("%zu thumbs: one value-changed with the first and last values", n);
  check (strcmp (changed->str, one) == 0, what);
  g_free (what);
  g_free (one);
  g_string_free (expected, TRUE);

  guint thumb_count = 0;
  g_object_get (s, "thumb-count", &thumb_count, NULL);
  what = g_strdup_printf ("%zu thumbs: the thumb-count property", n);
  check (thumb_count == n, what);
  g_free (what);

  /* The middle (or only) thumb by index: only what it changes, once. */
  gsize middle = n / 2;
  forget ();
  ce_range_slider_set_value_at (s, (guint) middle, values[middle] + 1);
  const char *moved = n == 1 ? "fraction lower-value upper-value value" : middle == n - 1 ? "fraction upper-value value" : "";
  what = g_strdup_printf ("%zu thumbs: set_value_at notifies only what it changed", n);
  check (ce_range_slider_get_value_at (s, (guint) middle) == values[middle] + 1 && took (moved, 0), what);
  g_free (what);

  /* A histogram and ticks at this count. */
  guint64 bins[4] = { 3, 9, 4, 1 };
  ce_range_slider_set_histogram_counts (s, bins, 4, 0, 100);
  ce_range_slider_set_tick_mode (s, CE_RANGE_SLIDER_TICK_MODE_EVERY_STEP);
  ce_range_slider_set_tick_step (s, 25);
  what = g_strdup_printf ("%zu thumbs: a histogram and ticks", n);
  check (ce_range_slider_get_histogram_n_bins (s) == 4 && ce_range_slider_get_histogram_count (s, 1) == 9
         && ce_range_slider_get_tick_mode (s) == CE_RANGE_SLIDER_TICK_MODE_EVERY_STEP
         && ce_range_slider_get_thumb_count (s) == n, what);
  g_free (what);
  ce_range_slider_clear_histogram (s);
  ce_range_slider_set_tick_mode (s, CE_RANGE_SLIDER_TICK_MODE_NONE);
}

/* Single-value mode is the one-thumb case: one thumb at the upper value, the lower value reads
   the minimum; leaving it gives two thumbs, at the minimum and at the value. */
static void
single_mode (CeRangeSlider *s)
{
  double five[5] = { 10, 30, 50, 70, 90 };
  ce_range_slider_set_thumb_values (s, five, 5);
  forget ();
  ce_range_slider_set_mode (s, CE_SLIDER_MODE_SINGLE);
  double one[1] = { 90 };
  check (reads (s, one, 1) && ce_range_slider_get_lower_value (s) == 0 && ce_range_slider_get_value (s) == 90,
         "single mode: one thumb at the upper value, the lower value reads the minimum");
  check (took ("lower-value mode thumb-count", 0) && strcmp (changed->str, "0 90;") == 0,
         "single mode: each changed property notified once, one value-changed");
  forget ();
  ce_range_slider_set_thumb_count (s, 3);
  ce_range_slider_set_lower_value (s, 20);
  check (reads (s, one, 1) && took ("", 2), "single mode: another count and a lower value refused, one message each");
  ce_range_slider_set_range (s, 5, 100);
  check (ce_range_slider_get_lower_value (s) == 5 && took ("fraction hard-minimum lower-value minimum-value page-increment step-increment", 0)
         && strcmp (changed->str, "5 90;") == 0, "single mode: the lower value follows the minimum");
  forget ();
  ce_range_slider_set_mode (s, CE_SLIDER_MODE_PROGRESS);
  check (reads (s, one, 1) && took ("mode", 0), "progress mode: the same one thumb");
  forget ();
  ce_range_slider_set_mode (s, CE_SLIDER_MODE_RANGE);
  double two[2] = { 5, 90 };
  check (reads (s, two, 2) && took ("mode thumb-count", 0) && changed->len == 0,
         "range mode again: two thumbs, at the minimum and at the value");
  ce_range_slider_set_range (s, 0, 100);
}

static void
round_of_checks (void)
{
  CeRangeSlider *s = new_recorded_slider ();
  g_signal_connect (s, "value-changed", G_CALLBACK (on_value_changed), NULL);
  check (ce_range_slider_get_thumb_count (s) == 2 && ce_range_slider_get_crossing_policy (s) == CE_CROSSING_POLICY_BLOCK
         && ce_range_slider_get_highlight_pattern (s) == CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR
         && !ce_range_slider_get_fixed_span (s), "the defaults");
  ce_range_slider_set_range (s, 0, 100);
  for (gsize n = 1; n <= 5; n += n == 2 ? 3 : 1)   /* 1, 2, 5 */
    counts (s, n);
  single_mode (s);

  /* The enumerations, through g_object_set/get and the accessors. */
  forget ();
  g_object_set (s, "crossing-policy", CE_CROSSING_POLICY_SWAP, "highlight-pattern", CE_HIGHLIGHT_PATTERN_ALTERNATE,
                "fixed-span", TRUE, NULL);
  check (ce_range_slider_get_crossing_policy (s) == CE_CROSSING_POLICY_SWAP
         && ce_range_slider_get_highlight_pattern (s) == CE_HIGHLIGHT_PATTERN_ALTERNATE && ce_range_slider_get_fixed_span (s)
         && took ("crossing-policy fixed-span highlight-pattern", 0), "g_object_set of the three: each notified once");
  ce_range_slider_set_crossing_policy (s, CE_CROSSING_POLICY_SWAP);
  ce_range_slider_set_highlight_pattern (s, CE_HIGHLIGHT_PATTERN_ALTERNATE);
  check (took ("", 0), "the same values again: nothing");
  CeCrossingPolicy policy = CE_CROSSING_POLICY_BLOCK;
  CeHighlightPattern pattern = CE_HIGHLIGHT_PATTERN_NONE;
  g_object_get (s, "crossing-policy", &policy, "highlight-pattern", &pattern, NULL);
  check (policy == CE_CROSSING_POLICY_SWAP && pattern == CE_HIGHLIGHT_PATTERN_ALTERNATE, "g_object_get of the enumerations");

  /* Refusals: one message each, nothing changes. */
  double five[5] = { 10, 30, 50, 70, 90 };
  ce_range_slider_set_thumb_values (s, five, 5);
  forget ();
  double bad[2] = { 1, NAN };
  ce_range_slider_set_thumb_values (s, bad, 2);
  ce_range_slider_set_thumb_values (s, NULL, 3);
  ce_range_slider_set_thumb_values (s, five, 0);
  ce_range_slider_set_thumb_count (s, 0);
  ce_range_slider_set_thumb_count (s, 5000);
  ce_range_slider_set_value_at (s, 9, 1);
  ce_range_slider_set_value_at (s, 1, INFINITY);
  check (ce_range_slider_get_value_at (s, 9) == 0, "get_value_at (9): 0");
  ce_range_slider_set_crossing_policy (s, (CeCrossingPolicy) 7);
  ce_range_slider_set_highlight_pattern (s, (CeHighlightPattern) 9);
  check (reads (s, five, 5) && took ("", 10), "ten refusals: one message each, nothing changed, nothing notified");
  check (ce_range_slider_get_crossing_policy (s) == CE_CROSSING_POLICY_SWAP
         && ce_range_slider_get_highlight_pattern (s) == CE_HIGHLIGHT_PATTERN_ALTERNATE, "refused enumerations: unchanged");

  /* Every enumeration accessor converts through the enumeration's one table: a number that is
     none of its values is refused with one message and changes nothing. */
  ce_range_slider_set_track_click_behavior (s, CE_TRACK_CLICK_BEHAVIOR_PAGE);
  ce_range_slider_set_value_popover_visibility (s, CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING);
  forget ();
  ce_range_slider_set_mode (s, (CeSliderMode) 3);
  ce_range_slider_set_track_click_behavior (s, (CeTrackClickBehavior) 2);
  ce_range_slider_set_value_popover_visibility (s, (CeValuePopoverVisibility) -1);
  check (took ("", 3), "three refused enumerations: one message each, nothing notified");
  check (ce_range_slider_get_mode (s) == CE_SLIDER_MODE_RANGE
         && ce_range_slider_get_track_click_behavior (s) == CE_TRACK_CLICK_BEHAVIOR_PAGE
         && ce_range_slider_get_value_popover_visibility (s) == CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING,
         "refused enumerations: mode, track click behaviour and popover visibility unchanged");

  g_object_unref (s);
}

int
main (int argc, char *argv[])
{
  gtk_init ();
  int rounds = client_start (argc, argv);
  changed = g_string_new (NULL);
  GEnumClass *policies = g_type_class_ref (CE_TYPE_CROSSING_POLICY);
  GEnumClass *patterns = g_type_class_ref (CE_TYPE_HIGHLIGHT_PATTERN);
  check (policies->n_values == 3 && g_enum_get_value_by_nick (policies, "push")->value == CE_CROSSING_POLICY_PUSH
         && patterns->n_values == 4 && g_enum_get_value_by_nick (patterns, "outer")->value == CE_HIGHLIGHT_PATTERN_OUTER,
         "the enumerations' nicks");
  g_type_class_unref (policies);
  g_type_class_unref (patterns);

  for (int round = 0; round < rounds; round++)
    round_of_checks ();

  g_string_free (changed, TRUE);
  return client_finish ("thumbs", rounds);
}
