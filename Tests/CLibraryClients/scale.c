// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* The slider's scale from C: ce_range_slider_get_scale / set_scale, the `scale` property,
 * the breakpoint, quantile-data and histogram setters, and their GErrors
 * (CE_RANGE_SLIDER_SCALE_ERROR). CLibraryClientTests builds it with pkg-config, runs it, and
 * runs it again under valgrind's memcheck (the GErrors and copied arrays must not leak).
 *
 *   scale [ROUNDS]     (default 1)
 *
 * Each round checks on a new slider (never shown: the scale needs no window) that each call
 * returns what it should, sets or leaves the GError as documented, changes the scale or
 * keeps it, and emits notify::scale exactly when the scale changes; refusals through the
 * property log one warning in the RangeSlider domain, and nothing else is logged there. Prints
 * a summary and exits 0 only when every check held.
 */
#include <ce-range-slider.h>
#include <math.h>
#include <string.h>

#include "client_support.h"

static int notified;   /* notify::scale emissions since the last look */

static void
on_notify_scale (G_GNUC_UNUSED GObject *object, G_GNUC_UNUSED GParamSpec *pspec, G_GNUC_UNUSED gpointer data)
{
  notified++;
}

/* Whether notify::scale was emitted `expected_notifies` times and `expected_messages` were
 * logged since the last look; forgets them. */
static gboolean
counted (int expected_notifies, int expected_messages)
{
  gboolean ok = notified == expected_notifies && messages == expected_messages;
  if (!ok)
    g_print ("  (notify::scale %d, messages %d)\n", notified, messages);
  notified = messages = 0;
  return ok;
}

/* `ok` is FALSE and `error` holds `code` of the scale domain (and `message`, when given);
 * clears the error. */
static gboolean
refused (gboolean ok, GError **error, int code, const char *message)
{
  gboolean matches = !ok && g_error_matches (*error, CE_RANGE_SLIDER_SCALE_ERROR, code)
                     && (message == NULL || strcmp ((*error)->message, message) == 0);
  if (!matches)
    g_print ("  (returned %d, error %s)\n", ok, *error ? (*error)->message : "none");
  g_clear_error (error);
  return matches;
}

static void
round_of_checks (void)
{
  GError *error = NULL;
  CeRangeSlider *s = CE_RANGE_SLIDER (g_object_ref_sink (ce_range_slider_new ()));
  g_signal_connect (s, "notify::scale", G_CALLBACK (on_notify_scale), NULL);
  const double fractions[] = { 0.1, 0.5 }, values[] = { 500, 4000 }, steps[] = { 500, 1000 };

  check (ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_LINEAR, "the default scale is linear");
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (s), "scale");
  check (pspec != NULL && pspec->value_type == CE_TYPE_RANGE_SLIDER_SCALE, "the scale property is a CeRangeSliderScale");

  /* Logarithmic needs a minimum above 0. */
  check (refused (ce_range_slider_set_scale (s, CE_RANGE_SLIDER_SCALE_LOGARITHMIC, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_LOGARITHMIC_NEEDS_POSITIVE_MINIMUM,
                  "a logarithmic scale needs a minimum above 0 (the minimum is 0.0)"),
         "set_scale (LOGARITHMIC) over 0…1: the error");
  check (!ce_range_slider_set_scale (s, CE_RANGE_SLIDER_SCALE_LOGARITHMIC, NULL), "the same with a NULL error");
  check (ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_LINEAR && counted (0, 0), "  the scale is unchanged");
  g_object_set (s, "scale", CE_RANGE_SLIDER_SCALE_LOGARITHMIC, NULL);
  check (ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_LINEAR && counted (0, 1),
         "g_object_set (scale, LOGARITHMIC) over 0…1: a warning, unchanged");
  ce_range_slider_set_range (s, 1, 1e6);
  check (ce_range_slider_set_scale (s, CE_RANGE_SLIDER_SCALE_LOGARITHMIC, &error) && error == NULL
         && ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_LOGARITHMIC && counted (1, 0),
         "set_scale (LOGARITHMIC) over 1…1e6: one notify");
  check (ce_range_slider_set_scale (s, CE_RANGE_SLIDER_SCALE_LOGARITHMIC, &error) && counted (0, 0), "again: no notify");

  /* Piecewise and quantile need breakpoints and data first. */
  check (refused (ce_range_slider_set_scale (s, CE_RANGE_SLIDER_SCALE_PIECEWISE, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_NOT_GIVEN, "no breakpoints for a piecewise scale have been given yet"),
         "set_scale (PIECEWISE) before any breakpoints");
  check (refused (ce_range_slider_set_scale (s, CE_RANGE_SLIDER_SCALE_QUANTILE, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_NOT_GIVEN, "no data for a quantile scale have been given yet"),
         "set_scale (QUANTILE) before any data");
  check (refused (ce_range_slider_set_scale (s, (CeRangeSliderScale) 7, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, "7 is not a CeRangeSliderScale"),
         "set_scale (7)");
  check (counted (0, 0), "  nothing notified");

  /* noUiSlider's reference breakpoints. */
  ce_range_slider_set_range (s, 0, 10000);
  counted (0, 1);   /* the logarithmic scale cannot map 0…10000: it maps linearly, with a warning */
  check (ce_range_slider_set_scale_breakpoints (s, fractions, 2, values, 2, steps, 2, 0, &error) && error == NULL
         && ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_PIECEWISE && counted (1, 0),
         "set_scale_breakpoints: noUiSlider's reference");
  check (ce_range_slider_set_scale_breakpoints (s, fractions, 2, values, 2, NULL, 0, 0, &error) && counted (0, 0),
         "without steps: the same kind of scale, no notify");
  check (refused (ce_range_slider_set_scale_breakpoints (s, NULL, 2, values, 2, NULL, 0, 0, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, "fractions is NULL but its length is 2"),
         "NULL fractions with a length");
  check (refused (ce_range_slider_set_scale_breakpoints (s, fractions, 2, NULL, 2, NULL, 0, 0, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, "values is NULL but its length is 2"),
         "NULL values with a length");
  check (refused (ce_range_slider_set_scale_breakpoints (s, fractions, 2, values, 2, NULL, 2, 0, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, "steps is NULL but its length is 2"),
         "NULL steps with a length");
  check (refused (ce_range_slider_set_scale_breakpoints (s, fractions, 2, values, 1, NULL, 0, 0, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, NULL),
         "lengths that differ");
  check (refused (ce_range_slider_set_scale_breakpoints (s, fractions, 2, values, 2, steps, 2, NAN, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_BREAKPOINT, "breakpoint -1: step nan is not a positive finite number"),
         "a NaN first step");
  const double beyond[] = { 20000 };
  check (refused (ce_range_slider_set_scale_breakpoints (s, fractions, 1, beyond, 1, NULL, 0, 0, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_BREAKPOINT,
                  "breakpoint 0: value 20000.0 must be above 0.0 and below the maximum 10000.0"),
         "a breakpoint beyond the maximum");
  check (ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_PIECEWISE && counted (0, 0), "  the scale is unchanged");

  /* Quantile data, with NaN and infinities left out. */
  double data[1002];
  for (int i = 0; i < 1000; i++)
    data[i] = (i * 7919) % 1000;
  data[1000] = NAN;
  data[1001] = INFINITY;
  check (ce_range_slider_set_quantile_data (s, data, G_N_ELEMENTS (data), &error) && error == NULL
         && ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_QUANTILE && counted (1, 0),
         "set_quantile_data");
  check (refused (ce_range_slider_set_quantile_data (s, NULL, 3, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, "values is NULL but n_values is 3"),
         "NULL data with a length");
  check (refused (ce_range_slider_set_quantile_data (s, NULL, 0, &error), &error, CE_RANGE_SLIDER_SCALE_ERROR_NO_DATA, NULL),
         "no data");
  check (refused (ce_range_slider_set_quantile_data (s, data + 1000, 2, &error), &error, CE_RANGE_SLIDER_SCALE_ERROR_NO_DATA, NULL),
         "only NaN and infinity");

  /* A histogram. */
  const guint64 counts[] = { 90, 5, 5 }, zeros[] = { 0, 0 }, huge[] = { G_MAXUINT64, 1 };
  check (ce_range_slider_set_quantile_histogram (s, counts, 3, 0, 10000, &error) && counted (0, 0),
         "set_quantile_histogram: still a quantile scale, no notify");
  check (refused (ce_range_slider_set_quantile_histogram (s, NULL, 3, 0, 1, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, "counts is NULL but n_bins is 3"),
         "NULL counts with a length");
  check (refused (ce_range_slider_set_quantile_histogram (s, counts, 3, 0, INFINITY, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, NULL),
         "an infinite bound");
  check (refused (ce_range_slider_set_quantile_histogram (s, zeros, 2, 0, 1, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_NO_DATA, NULL),
         "counts of zero");
  check (refused (ce_range_slider_set_quantile_histogram (s, huge, 2, 0, 1, &error), &error,
                  CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT, NULL),
         "counts beyond G_MAXSSIZE");

  /* The property switches back to the last breakpoints and data. */
  g_object_set (s, "scale", CE_RANGE_SLIDER_SCALE_PIECEWISE, NULL);
  check (ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_PIECEWISE && counted (1, 0), "g_object_set (scale, PIECEWISE)");
  g_object_set (s, "scale", CE_RANGE_SLIDER_SCALE_QUANTILE, NULL);
  check (ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_QUANTILE && counted (1, 0), "g_object_set (scale, QUANTILE)");
  CeRangeSliderScale read = CE_RANGE_SLIDER_SCALE_LINEAR;
  g_object_get (s, "scale", &read, NULL);
  check (read == CE_RANGE_SLIDER_SCALE_QUANTILE, "g_object_get (scale)");
  g_object_set (s, "scale", CE_RANGE_SLIDER_SCALE_LINEAR, NULL);
  check (ce_range_slider_get_scale (s) == CE_RANGE_SLIDER_SCALE_LINEAR && counted (1, 0), "g_object_set (scale, LINEAR)");

  g_object_unref (s);
}

int
main (int argc, char *argv[])
{
  gtk_init ();
  int rounds = client_start (argc, argv);
  GEnumClass *enum_class = g_type_class_ref (CE_TYPE_RANGE_SLIDER_SCALE);
  check (g_enum_get_value_by_nick (enum_class, "quantile") != NULL
         && g_enum_get_value_by_nick (enum_class, "quantile")->value == CE_RANGE_SLIDER_SCALE_QUANTILE,
         "CeRangeSliderScale's nicks");
  g_type_class_unref (enum_class);
  check (g_quark_to_string (CE_RANGE_SLIDER_SCALE_ERROR) != NULL
         && strcmp (g_quark_to_string (CE_RANGE_SLIDER_SCALE_ERROR), "ce-range-slider-scale-error") == 0,
         "the error domain's name");

  for (int round = 0; round < rounds; round++)
    round_of_checks ();

  return client_finish ("scale", rounds);
}
