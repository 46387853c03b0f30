// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* The C clients' shared code: see client_support.h. */
#include "client_support.h"

#include <stdlib.h>
#include <string.h>

int checks, failures, messages;
static GPtrArray *notified;   /* property names, as notified */

void
check (gboolean ok, const char *what)
{
  checks++;
  if (!ok)
    {
      failures++;
      g_print ("FAIL %s\n", what);
    }
}

static void
on_message (G_GNUC_UNUSED const char *domain, G_GNUC_UNUSED GLogLevelFlags level, G_GNUC_UNUSED const char *message,
            G_GNUC_UNUSED gpointer data)
{
  messages++;
}

int
client_start (int argc, char *argv[])
{
  notified = g_ptr_array_new_with_free_func (g_free);
  g_log_set_handler ("RangeSlider", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL, on_message, NULL);
  return argc > 1 ? atoi (argv[1]) : 1;
}

int
client_finish (const char *name, int rounds)
{
  guint left = ce_range_slider_get_n_live_states ();
  gboolean ok = failures == 0 && left == 0;
  g_print ("%s: %d rounds, %d checks, %d failed, %u slider states left: %s\n", name, rounds, checks, failures, left,
           ok ? "OK" : "FAILED");
  g_clear_pointer (&notified, g_ptr_array_unref);
  return ok ? 0 : 1;
}

static void
on_notify (G_GNUC_UNUSED GObject *object, GParamSpec *pspec, G_GNUC_UNUSED gpointer data)
{
  if (strcmp (pspec->name, "css-classes") != 0)   /* GtkWidget's own */
    g_ptr_array_add (notified, g_strdup (pspec->name));
}

CeRangeSlider *
new_recorded_slider (void)
{
  CeRangeSlider *s = CE_RANGE_SLIDER (g_object_ref_sink (ce_range_slider_new ()));
  g_signal_connect (s, "notify", G_CALLBACK (on_notify), NULL);
  return s;
}

void
forget_notifications (void)
{
  g_ptr_array_set_size (notified, 0);
  messages = 0;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

gboolean
took (const char *expected, int expected_messages)
{
  g_ptr_array_sort (notified, compare_names);
  GString *names = g_string_new (NULL);
  for (guint i = 0; i < notified->len; i++)
    g_string_append_printf (names, "%s%s", i ? " " : "", (const char *) g_ptr_array_index (notified, i));
  gboolean ok = strcmp (names->str, expected) == 0 && messages == expected_messages;
  if (!ok)
    g_print ("  (notified \"%s\" for \"%s\", %d messages)\n", names->str, expected, messages);
  g_string_free (names, TRUE);
  forget_notifications ();
  return ok;
}
