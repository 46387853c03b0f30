// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* What the C clients that count notifications share (ticks.c, thumbs.c): the names notified
 * and the messages logged since the last look, and took(), which compares them with what was
 * expected and forgets them. A client connects on_notify to "notify", installs on_message for
 * the RangeSlider domain and creates `notified` (g_ptr_array_new_with_free_func (g_free)).
 * Included by the clients only (each gets its own copy), from the same directory. */
#ifndef CLIENT_NOTIFY_H
#define CLIENT_NOTIFY_H

#include <glib-object.h>
#include <string.h>

static int messages;
static GPtrArray *notified;   /* property names, as notified */

static void
on_notify (G_GNUC_UNUSED GObject *object, GParamSpec *pspec, G_GNUC_UNUSED gpointer data)
{
  if (strcmp (pspec->name, "css-classes") != 0)   /* GtkWidget's own */
    g_ptr_array_add (notified, g_strdup (pspec->name));
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
on_message (G_GNUC_UNUSED const char *domain, G_GNUC_UNUSED GLogLevelFlags level, G_GNUC_UNUSED const char *message,
            G_GNUC_UNUSED gpointer data)
{
  messages++;
}

/* Forgets the notifications and messages so far. */
static void
forget_notifications (void)
{
  g_ptr_array_set_size (notified, 0);
  messages = 0;
}

/* The notifications since the last call are `expected` (the names sorted, space separated:
 * GObject's order of emission after a thaw is its own) and `expected_messages` were logged;
 * forgets them. */
static gboolean
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

#endif
