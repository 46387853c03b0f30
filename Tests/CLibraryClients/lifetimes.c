// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* Lifetimes of CeRangeSlider from C: many sliders created and destroyed every way a C app
 * does it, for valgrind (CLibraryClientTests runs this under memcheck).
 *
 *   lifetimes [ROUNDS]     (default 20)
 *
 * Each round makes five sliders: one never packed (new, ref_sink, unref), one destroyed with
 * its window, one whose window closes while this program still holds it (then used and
 * unreffed), one from a GtkBuilder file, and one moved between two containers. Each carries
 * a value-changed handler whose data is freed by the closure's destroy notify. At the end
 * every slider must have been finalized (GObject weak references), no slider state may be
 * left (ce_range_slider_get_n_live_states), and every handler must have run and been freed.
 * Prints a summary and exits 0 only when all of that holds.
 */
#include <ce-range-slider.h>
#include <stdlib.h>

static int created, finalized, handler_calls, handler_data_freed;

static void
on_finalized (G_GNUC_UNUSED gpointer data, G_GNUC_UNUSED GObject *where_the_object_was)
{
  finalized++;
}

static void
on_value_changed (G_GNUC_UNUSED CeRangeSlider *slider, double lower, double upper, gpointer data)
{
  int *calls = data;
  (*calls)++;
  handler_calls++;
  g_assert_cmpfloat (lower, <=, upper);
}

static void
free_handler_data (gpointer data, G_GNUC_UNUSED GClosure *closure)
{
  handler_data_freed++;
  g_free (data);
}

/* A new slider (floating, as from ce_range_slider_new), watched and with a handler. */
static GtkWidget *
watched (GtkWidget *slider)
{
  created++;
  g_object_weak_ref (G_OBJECT (slider), on_finalized, NULL);
  g_signal_connect_data (slider, "value-changed", G_CALLBACK (on_value_changed),
                         g_new0 (int, 1), free_handler_data, 0);
  return slider;
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static GtkWidget *
show_in_window (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 240, 40);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 200 && !gtk_widget_get_mapped (child); i++)
    {
      iterate ();
      g_usleep (1000);
    }
  iterate ();
  return window;
}

static const char *ui =
  "<interface>"
  "  <object class='GtkBox' id='box'>"
  "    <child>"
  "      <object class='CeRangeSlider' id='slider'>"
  "        <property name='maximum-value'>10</property>"
  "        <property name='lower-value'>2</property>"
  "        <property name='upper-value'>7</property>"
  "        <property name='thumb-tint-color'>#336699</property>"
  "        <property name='lower-thumb-label'>From</property>"
  "      </object>"
  "    </child>"
  "  </object>"
  "</interface>";

int
main (int argc, char *argv[])
{
  int rounds = argc > 1 ? atoi (argv[1]) : 20;
  GdkRGBA red = { 1, 0, 0, 1 };
  gboolean ok;

  gtk_init ();
  g_type_ensure (CE_TYPE_RANGE_SLIDER);

  for (int round = 0; round < rounds; round++)
    {
      /* 1. Never packed. */
      GtkWidget *loose = watched (ce_range_slider_new ());
      g_object_ref_sink (loose);
      g_object_set (loose, "maximum-value", 100.0, "upper-value", 90.0, "track-tint-color", &red, NULL);
      ce_range_slider_set_values (CE_RANGE_SLIDER (loose), 10, 20);
      g_object_unref (loose);

      /* 2. Destroyed with its window. */
      GtkWidget *shown = watched (ce_range_slider_new ());
      GtkWidget *window = show_in_window (shown);
      ce_range_slider_set_values (CE_RANGE_SLIDER (shown), 0.1, 0.9);
      gtk_window_destroy (GTK_WINDOW (window));
      iterate ();

      /* 3. Held after its window closed, then used. */
      GtkWidget *held = g_object_ref (watched (ce_range_slider_new ()));
      window = show_in_window (held);
      gtk_window_destroy (GTK_WINDOW (window));
      iterate ();
      ce_range_slider_set_lower_value (CE_RANGE_SLIDER (held), 0.5);
      g_assert_cmpfloat (ce_range_slider_get_lower_value (CE_RANGE_SLIDER (held)), ==, 0.5);
      g_object_set (held, "orientation", GTK_ORIENTATION_VERTICAL, "thumb-tint-color", NULL,
                    "mode", CE_SLIDER_MODE_PROGRESS, "value", 0.75, NULL);
      g_assert_cmpfloat (ce_range_slider_get_fraction (CE_RANGE_SLIDER (held)), ==, 0.75);
      ce_range_slider_set_mode (CE_RANGE_SLIDER (held), CE_SLIDER_MODE_RANGE);
      g_object_unref (held);

      /* 4. From a GtkBuilder file, shown and destroyed. */
      GtkBuilder *builder = gtk_builder_new_from_string (ui, -1);
      GtkWidget *built = watched (GTK_WIDGET (gtk_builder_get_object (builder, "slider")));
      GtkWidget *box = g_object_ref (GTK_WIDGET (gtk_builder_get_object (builder, "box")));
      g_object_unref (builder);
      g_assert_cmpfloat (ce_range_slider_get_upper_value (CE_RANGE_SLIDER (built)), ==, 7);
      window = show_in_window (box);
      g_object_unref (box);
      ce_range_slider_set_upper_value (CE_RANGE_SLIDER (built), 8);
      gtk_window_destroy (GTK_WINDOW (window));
      iterate ();

      /* 5. Moved from one container to another, then dropped with it. */
      GtkWidget *first = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
      GtkWidget *second = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
      GtkWidget *moved = watched (ce_range_slider_new ());
      gtk_box_append (GTK_BOX (first), moved);
      g_object_ref (moved);
      gtk_box_remove (GTK_BOX (first), moved);
      gtk_box_append (GTK_BOX (second), moved);
      g_object_unref (moved);
      ce_range_slider_set_range (CE_RANGE_SLIDER (moved), -50, 50);
      g_object_unref (first);
      g_object_unref (second);
      iterate ();
    }
  iterate ();

  ok = finalized == created && ce_range_slider_get_n_live_states () == 0
       && handler_data_freed == created && handler_calls >= 4 * rounds;
  g_print ("lifetimes: %d sliders created, %d finalized, %u slider states left, "
           "%d value-changed handler calls, %d handler data freed: %s\n",
           created, finalized, ce_range_slider_get_n_live_states (), handler_calls,
           handler_data_freed, ok ? "OK" : "FAILED");
  return ok ? 0 : 1;
}
