// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* The check counter the C clients share (scale.c, ticks.c, thumbs.c): check() counts a check, and a
 * failed one (printed as "FAIL what") in `failures`; each client prints its summary line from
 * `checks` and `failures` and exits 0 only when `failures` is 0. Included by the clients only
 * (each gets its own copy of the counters), from the same directory. */
#ifndef CLIENT_CHECK_H
#define CLIENT_CHECK_H

#include <glib.h>

static int checks, failures;

static void
check (gboolean ok, const char *what)
{
  checks++;
  if (!ok)
    {
      failures++;
      g_print ("FAIL %s\n", what);
    }
}

#endif
