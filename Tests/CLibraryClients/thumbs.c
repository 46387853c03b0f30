// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* Any number of thumbs from C: 1, 2 and 5 thumbs on one CeRangeSlider through
 * ce_range_slider_set_thumb_values / get_thumb_values, get_value_at / set_value_at and the
 * thumb-count property; notify for exactly the properties that changed, once each;
 * value-changed with the first and last values; thumb-changed with the index of the thumb set
 * by index and the program as its source; a histogram and ticks at each count; a skin on one
 * thumb by index at each count (the index beyond the last refused), the images following a
 * new thumb count, and five thumbs with a histogram, ticks and the third thumb skinned in a
 * shown window (the skin and the histogram checked by their pixels, the ticks by GTK's `mark`
 * nodes); single-value and progress mode as the one thumb, index 0 (index 1 refused by the skin
 * setters and set_value_at / get_value_at); the crossing-policy and highlight-pattern
 * enumerations through g_object_set/get; the documented refusals. CLibraryClientTests builds it with pkg-config and runs it (also under
 * valgrind: the values returned are the caller's, the values given are copied).
 *
 *   thumbs [--show] [ROUNDS]     (default 1 round)
 *
 * Each round uses a new slider (never shown: the properties need no window). With --show, the
 * five thumbs are also shown once in a window and drawn (not under valgrind, where the fonts'
 * first-use caches of the tick labels count as lost). Prints a summary and exits 0 only when
 * every check held.
 */
#include <ce-range-slider.h>
#include <math.h>
#include <string.h>

#include "client_support.h"

static GString *changed;      /* "lower upper;" per value-changed */
static GString *thumb_changed;   /* "thumb source lower upper;" per thumb-changed */
static GdkTexture *red;       /* a 20 × 20 opaque red thumb image */

/* A `width` × `height` texture of one opaque colour. */
static GdkTexture *
solid_texture (int width, int height, guchar r, guchar g, guchar b)
{
  gsize size = (gsize) width * (gsize) height * 4;
  guchar *pixels = g_malloc (size);
  for (gsize i = 0; i < size; i += 4)
    pixels[i] = r, pixels[i + 1] = g, pixels[i + 2] = b, pixels[i + 3] = 255;
  GBytes *bytes = g_bytes_new_take (pixels, size);
  GdkTexture *texture = gdk_memory_texture_new (width, height, GDK_MEMORY_R8G8B8A8, bytes, (gsize) width * 4);
  g_bytes_unref (bytes);
  return texture;
}

/* Which thumbs (of n) have a normal image of their own, as "0 1 …", read by index. */
static char *
skinned (CeRangeSlider *s, gsize n)
{
  GString *which = g_string_new (NULL);
  for (gsize i = 0; i < n; i++)
    if (ce_range_slider_has_thumb_image (s, (int) i, CE_RANGE_SLIDER_THUMB_STATE_NORMAL))
      g_string_append_printf (which, "%s%zu", which->len > 0 ? " " : "", i);
  return g_string_free (which, FALSE);
}

/* A skin on the thumb at `index` of n, and on the index beyond the last (refused). */
static void
skin_by_index (CeRangeSlider *s, gsize n, gsize index)
{
  forget_notifications ();
  ce_range_slider_set_thumb_texture (s, (int) index, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  char *which = skinned (s, n), *expected = g_strdup_printf ("%zu", index);
  char *what = g_strdup_printf ("%zu thumbs: a texture on thumb %zu is that thumb's alone (skinned: %s)", n, index, which);
  check (strcmp (which, expected) == 0 && ce_range_slider_has_images (s)
         && !ce_range_slider_has_thumb_image (s, (int) index, CE_RANGE_SLIDER_THUMB_STATE_HIGHLIGHTED)
         && (n == 1) == ce_range_slider_has_thumb_image (s, -1, CE_RANGE_SLIDER_THUMB_STATE_NORMAL)
         && took ("", 0), what);
  g_free (what);
  g_free (which);
  g_free (expected);

  GError *error = NULL;
  gboolean set = ce_range_slider_set_thumb_image_from_resource (s, (int) n, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, "/x.png", &error);
  what = g_strdup_printf ("%zu thumbs: thumb %zu is an invalid argument: %s", n, n, error ? error->message : "no error");
  check (!set && g_error_matches (error, CE_RANGE_SLIDER_IMAGE_ERROR, CE_RANGE_SLIDER_IMAGE_ERROR_INVALID_ARGUMENT), what);
  g_free (what);
  g_clear_error (&error);
  ce_range_slider_set_thumb_texture (s, (int) n, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  ce_range_slider_has_thumb_image (s, (int) n, CE_RANGE_SLIDER_THUMB_STATE_NORMAL);
  which = skinned (s, n);
  expected = g_strdup_printf ("%zu", index);
  what = g_strdup_printf ("%zu thumbs: thumb %zu refused by the texture setter and the getter, one message each", n, n);
  check (strcmp (which, expected) == 0 && took ("", 2), what);
  g_free (what);
  g_free (which);
  g_free (expected);
  ce_range_slider_remove_all_images (s);
}

static void
on_value_changed (G_GNUC_UNUSED CeRangeSlider *slider, double lower, double upper, G_GNUC_UNUSED gpointer data)
{
  g_string_append_printf (changed, "%g %g;", lower, upper);
}

static void
on_thumb_changed (G_GNUC_UNUSED CeRangeSlider *slider, int thumb, CeRangeSliderChangeSource source, double lower,
                  double upper, G_GNUC_UNUSED gpointer data)
{
  g_string_append_printf (thumb_changed, "%d %d %g %g;", thumb, (int) source, lower, upper);
}

/* Forgets the notifications, messages and value-changed and thumb-changed emissions so far. */
static void
forget (void)
{
  forget_notifications ();
  g_string_truncate (changed, 0);
  g_string_truncate (thumb_changed, 0);
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
  double first = n == 1 ? values[0] + 1 : values[0], last = middle == n - 1 ? values[n - 1] + 1 : values[n - 1];
  char *signals = g_strdup_printf ("%g %g;|%zu %d %g %g;", first, last, middle, (int) CE_RANGE_SLIDER_CHANGE_SOURCE_PROGRAM,
                                   first, last);
  char *seen = g_strdup_printf ("%s|%s", changed->str, thumb_changed->str);
  what = g_strdup_printf ("%zu thumbs: set_value_at: one value-changed, one thumb-changed for thumb %zu by the program (%s)",
                          n, middle, seen);
  check (strcmp (seen, signals) == 0, what);
  g_free (what);
  g_free (seen);
  g_free (signals);

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

  /* A skin on the middle thumb (the upper at two, the only one at one), by index. */
  skin_by_index (s, n, middle);
}

/* The skins follow a new thumb count: the last thumb's stay the last's, the others keep their
 * index, a new thumb takes the first's; -1 sets and reads every thumb. */
static void
skins_follow_the_count (CeRangeSlider *s)
{
  double five[5] = { 10, 30, 50, 70, 90 };
  ce_range_slider_set_thumb_values (s, five, 5);
  ce_range_slider_set_thumb_texture (s, 1, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  ce_range_slider_set_thumb_texture (s, 4, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  ce_range_slider_set_thumb_count (s, 3);
  char *which = skinned (s, 3);
  check (strcmp (which, "1 2") == 0, "five to three thumbs: the second keeps its skin, the last's stays the last's");
  g_free (which);
  ce_range_slider_set_thumb_count (s, 2);
  which = skinned (s, 2);
  check (strcmp (which, "1") == 0, "three to two: the second thumb's skin went with it, the last's stays");
  g_free (which);
  ce_range_slider_set_thumb_texture (s, 0, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  ce_range_slider_set_thumb_count (s, 4);
  which = skinned (s, 4);
  check (strcmp (which, "0 1 2 3") == 0 && ce_range_slider_has_thumb_image (s, -1, CE_RANGE_SLIDER_THUMB_STATE_NORMAL),
         "two to four: the new thumbs take the first thumb's skin");
  g_free (which);
  ce_range_slider_remove_all_images (s);
  ce_range_slider_set_thumb_texture (s, -1, CE_RANGE_SLIDER_THUMB_STATE_HIGHLIGHTED, red);
  check (ce_range_slider_has_thumb_image (s, -1, CE_RANGE_SLIDER_THUMB_STATE_HIGHLIGHTED)
         && !ce_range_slider_has_thumb_image (s, 3, CE_RANGE_SLIDER_THUMB_STATE_NORMAL), "-1: every thumb, that state only");
  ce_range_slider_remove_all_images (s);
}

/* The pixel at (x, y) of `texture` (ARGB32 as gdk_texture_download writes it) is red. */
static gboolean
red_at (GdkTexture *texture, const guchar *data, double x, double y)
{
  int stride = gdk_texture_get_width (texture) * 4;
  const guint32 pixel = *(const guint32 *) (data + (int) y * stride + (int) x * 4);
  guchar r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
  return r > 200 && g < 60 && b < 60;
}

/* The visible `mark` nodes under the slider's `marks` node: the ticks GTK shows. */
static int
shown_ticks (CeRangeSlider *s)
{
  int shown = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (s)); child; child = gtk_widget_get_next_sibling (child))
    if (strcmp (gtk_widget_get_css_name (child), "marks") == 0)
      for (GtkWidget *mark = gtk_widget_get_first_child (child); mark; mark = gtk_widget_get_next_sibling (mark))
        shown += strcmp (gtk_widget_get_css_name (mark), "mark") == 0 && gtk_widget_get_visible (mark);
  return shown;
}

/* The alpha of the pixel at (x, y) of a downloaded texture `width` pixels wide. */
static guchar
alpha_at (const guchar *data, int width, double x, double y)
{
  return data[(int) y * width * 4 + (int) x * 4 + 3];
}

/* Five thumbs with a histogram and ticks, the third skinned red from C, shown in a window and
 * drawn: red on that thumb's centre, not on its neighbours'; the histogram's tallest bar drawn
 * above the track; a tick node per step. */
static void
shown_five (void)
{
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 430, 60);
  CeRangeSlider *s = CE_RANGE_SLIDER (ce_range_slider_new ());
  ce_range_slider_set_range (s, 0, 100);
  double five[5] = { 10, 30, 50, 70, 90 };
  ce_range_slider_set_thumb_values (s, five, 5);
  guint64 bins[4] = { 3, 9, 4, 1 };
  ce_range_slider_set_histogram_counts (s, bins, 4, 0, 100);
  ce_range_slider_set_tick_mode (s, CE_RANGE_SLIDER_TICK_MODE_EVERY_STEP);
  ce_range_slider_set_tick_step (s, 25);
  ce_range_slider_set_thumb_texture (s, 2, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (s));
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 200 && gtk_widget_get_width (GTK_WIDGET (s)) == 0; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
  for (int i = 0; i < 20; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
  int width = gtk_widget_get_width (GTK_WIDGET (s)), height = gtk_widget_get_height (GTK_WIDGET (s));
  GdkPaintable *paintable = gtk_widget_paintable_new (GTK_WIDGET (s));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  gboolean drawn = width > 0 && node != NULL;
  check (drawn, "five thumbs shown and drawn");
  if (drawn)
    {
      graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, width, height);
      GdkTexture *texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, &area);
      guchar *data = g_malloc ((gsize) width * (gsize) height * 4);
      gdk_texture_download (texture, data, (gsize) width * 4);
      /* Each thumb's centre, from its node (`thumb-N`). */
      double centre[5] = { 0 }, row = 0;
      for (GtkWidget *trough = gtk_widget_get_first_child (GTK_WIDGET (s)); trough; trough = gtk_widget_get_next_sibling (trough))
        for (GtkWidget *child = gtk_widget_get_first_child (trough); child; child = gtk_widget_get_next_sibling (child))
          for (int i = 0; i < 5; i++)
            {
              char name[16];
              g_snprintf (name, sizeof name, "thumb-%d", i);
              graphene_rect_t bounds;
              if (gtk_widget_has_css_class (child, name) && gtk_widget_compute_bounds (child, GTK_WIDGET (s), &bounds))
                centre[i] = bounds.origin.x + bounds.size.width / 2, row = bounds.origin.y + bounds.size.height / 2;
            }
      gboolean found = row > 0 && centre[1] > 0 && centre[2] > centre[1] && centre[3] > centre[2];
      check (found && red_at (texture, data, centre[2], row) && !red_at (texture, data, centre[1], row)
             && !red_at (texture, data, centre[3], row), "the third thumb of five is drawn red, its neighbours are not");
      /* The bin of 25…50 (count 9, the tallest) at 37.5, between the thumbs at 30 and 50, 20 px
         above the thumbs' centres: above the track's band (transparent there without a
         histogram). */
      double x = centre[1] + (centre[2] - centre[1]) * (37.5 - 30) / 20;
      check (found && row > 20 && alpha_at (data, width, x, row - 20) > 128,
             "five thumbs: the histogram's tallest bar is drawn above the track");
      check (shown_ticks (s) == 5, "five thumbs: GTK shows a tick at 0, 25, 50, 75 and 100");
      g_free (data);
      g_object_unref (texture);
    }
  if (node)
    gsk_render_node_unref (node);
  g_object_unref (paintable);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
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
  /* The one thumb is index 0; index 1 names no thumb. */
  forget ();
  ce_range_slider_set_thumb_texture (s, 0, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  GError *error = NULL;
  gboolean set = ce_range_slider_set_thumb_image_from_resource (s, 1, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, "/x.png", &error);
  check (!set && g_error_matches (error, CE_RANGE_SLIDER_IMAGE_ERROR, CE_RANGE_SLIDER_IMAGE_ERROR_INVALID_ARGUMENT),
         "single mode: a skin on thumb 1 is an invalid argument");
  g_clear_error (&error);
  ce_range_slider_set_thumb_texture (s, 1, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  char *which = skinned (s, 1);
  check (strcmp (which, "0") == 0 && ce_range_slider_has_thumb_image (s, -1, CE_RANGE_SLIDER_THUMB_STATE_NORMAL)
         && took ("", 1), "single mode: a skin on thumb 0 is the one thumb's; a texture on thumb 1 refused, one message");
  g_free (which);
  ce_range_slider_remove_all_images (s);
  forget ();
  ce_range_slider_set_value_at (s, 1, 50);
  check (reads (s, one, 1) && ce_range_slider_get_value_at (s, 1) == 0 && took ("", 2),
         "single mode: set_value_at and get_value_at refuse index 1, one message each");
  ce_range_slider_set_thumb_count (s, 3);
  ce_range_slider_set_lower_value (s, 20);
  check (reads (s, one, 1) && took ("", 2), "single mode: another count and a lower value refused, one message each");
  ce_range_slider_set_range (s, 5, 100);
  check (ce_range_slider_get_lower_value (s) == 5 && took ("fraction hard-minimum lower-value minimum-value page-increment step-increment", 0)
         && strcmp (changed->str, "5 90;") == 0, "single mode: the lower value follows the minimum");
  forget ();
  ce_range_slider_set_mode (s, CE_SLIDER_MODE_PROGRESS);
  check (reads (s, one, 1) && took ("mode", 0), "progress mode: the same one thumb");
  ce_range_slider_set_thumb_texture (s, 1, CE_RANGE_SLIDER_THUMB_STATE_NORMAL, red);
  ce_range_slider_set_value_at (s, 1, 50);
  check (reads (s, one, 1) && !ce_range_slider_has_images (s) && took ("", 2),
         "progress mode: a texture on thumb 1 and set_value_at (1) refused, one message each");
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
  g_signal_connect (s, "thumb-changed", G_CALLBACK (on_thumb_changed), NULL);
  check (ce_range_slider_get_thumb_count (s) == 2 && ce_range_slider_get_crossing_policy (s) == CE_CROSSING_POLICY_BLOCK
         && ce_range_slider_get_highlight_pattern (s) == CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR
         && !ce_range_slider_get_fixed_span (s), "the defaults");
  ce_range_slider_set_range (s, 0, 100);
  for (gsize n = 1; n <= 5; n += n == 2 ? 3 : 1)   /* 1, 2, 5 */
    counts (s, n);
  skins_follow_the_count (s);
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
  gboolean show = argc > 1 && strcmp (argv[1], "--show") == 0;
  int rounds = client_start (argc - show, argv + show);
  changed = g_string_new (NULL);
  thumb_changed = g_string_new (NULL);
  red = solid_texture (20, 20, 255, 0, 0);
  if (show)
    shown_five ();
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
  g_string_free (thumb_changed, TRUE);
  g_object_unref (red);
  return client_finish ("thumbs", rounds);
}
