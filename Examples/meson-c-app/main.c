// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* A GTK 4 app in C that shows CeRangeSlider, the two-thumb range slider of libCeRangeSlider,
 * built by meson (see meson.build and ../../meson-notes.md).
 *
 *   range-slider-c-app [--quit-after-first-frame]
 *
 * The slider selects a price range; every committed change is printed as
 * "Range slider value changed: (LOWER UPPER)" and shown in the label. With
 * --quit-after-first-frame the app, once the slider has drawn, moves the thumbs from code
 * (which also emits value-changed) and exits with status 0, or 1 if nothing drew within 10 s.
 */
#include <ce-range-slider.h>

static gboolean quit_after_first_frame = FALSE;
static int exit_status = 0;

static void
on_value_changed (G_GNUC_UNUSED CeRangeSlider *slider, double lower, double upper, gpointer user_data)
{
  GtkLabel *label = GTK_LABEL (user_data);
  char *text = g_strdup_printf ("Price: %.0f – %.0f", lower, upper);

  g_print ("Range slider value changed: (%g %g)\n", lower, upper);
  gtk_label_set_text (label, text);
  g_free (text);
}

static void
on_lower_value_notify (GObject *slider, GParamSpec *pspec, G_GNUC_UNUSED gpointer user_data)
{
  g_print ("notify::%s %g\n", g_param_spec_get_name (pspec),
           ce_range_slider_get_lower_value (CE_RANGE_SLIDER (slider)));
}

static gboolean
on_tick (GtkWidget *slider, GdkFrameClock *clock, gpointer user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  gint64 *started = g_object_get_data (G_OBJECT (slider), "started");

  if (gtk_widget_get_mapped (slider) && gtk_widget_get_width (slider) > 0)
    {
      g_print ("first frame drawn (%d x %d)\n", gtk_widget_get_width (slider), gtk_widget_get_height (slider));
      ce_range_slider_set_values (CE_RANGE_SLIDER (slider), 25, 75);
      g_application_quit (app);
      return G_SOURCE_REMOVE;
    }
  if (gdk_frame_clock_get_frame_time (clock) - *started > 10 * G_USEC_PER_SEC)
    {
      g_printerr ("error: the slider did not draw within 10 s\n");
      exit_status = 1;
      g_application_quit (app);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
activate (GtkApplication *app, G_GNUC_UNUSED gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *label = gtk_label_new ("Price: –");
  GtkWidget *slider = ce_range_slider_new ();
  GdkRGBA green = { 0.15f, 0.64f, 0.41f, 1.0f };
  gint64 *started = g_new (gint64, 1);

  gtk_window_set_title (GTK_WINDOW (window), "Range slider (C, meson)");
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 120);
  gtk_widget_set_margin_top (box, 16);
  gtk_widget_set_margin_bottom (box, 16);
  gtk_widget_set_margin_start (box, 16);
  gtk_widget_set_margin_end (box, 16);

  /* Connect first: setting the values below is a committed change too. */
  g_signal_connect (slider, "value-changed", G_CALLBACK (on_value_changed), label);
  g_signal_connect (slider, "notify::lower-value", G_CALLBACK (on_lower_value_notify), NULL);

  /* The range before the values: each value is clamped into the range as it is set. */
  ce_range_slider_set_range (CE_RANGE_SLIDER (slider), 0, 100);
  ce_range_slider_set_values (CE_RANGE_SLIDER (slider), 20, 80);
  g_object_set (slider,
                "step-size", 1.0,
                "track-highlight-tint-color", &green,
                "lower-thumb-label", "Minimum price",
                "upper-thumb-label", "Maximum price",
                NULL);
  gtk_widget_set_size_request (slider, 360, 36);

  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), slider);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));

  if (quit_after_first_frame)
    {
      *started = g_get_monotonic_time ();
      g_object_set_data_full (G_OBJECT (slider), "started", started, g_free);
      gtk_widget_add_tick_callback (slider, on_tick, app, NULL);
    }
  else
    g_free (started);
}

int
main (int argc, char *argv[])
{
  GtkApplication *app;
  int status;

  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--quit-after-first-frame"))
      quit_after_first_frame = TRUE;

  app = gtk_application_new ("org.example.RangeSliderC", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), 1, argv);   /* our option is not GApplication's */
  g_object_unref (app);
  return status != 0 ? status : exit_status;
}
