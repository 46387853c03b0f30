// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* What the C clients that run rounds of checks share (hard_limits.c, scale.c, thumbs.c,
 * ticks.c), defined in client_support.c, which CLibraryClientTests compiles with each client:
 * main()'s set-up and summary, the check counter, and the record of the notifications and of
 * the messages logged in the RangeSlider domain since the last look. */
#ifndef CLIENT_SUPPORT_H
#define CLIENT_SUPPORT_H

#include <ce-range-slider.h>

/* The checks made and those that failed. */
extern int checks, failures;
/* The warnings and criticals logged in the RangeSlider domain since the last look. */
extern int messages;

/* Counts a check; a failed one is printed as "FAIL what". */
void check (gboolean ok, const char *what);

/* Starts recording the RangeSlider domain's messages; returns the number of rounds the command
 * line asks for (its first argument, default 1). Called after gtk_init (), which main () calls
 * itself: valgrind_report.py counts what GTK's initialisation keeps as GTK's only when it is
 * called from main (). */
int client_start (int argc, char *argv[]);

/* Prints the summary line "NAME: R rounds, C checks, F failed, N slider states left: OK" (or
 * FAILED) and returns main()'s status: 0 only when every check held and no slider state is
 * left. */
int client_finish (const char *name, int rounds);

/* A new slider, sunk (the caller owns it), whose notifications are recorded. */
CeRangeSlider *new_recorded_slider (void);

/* Forgets the notifications and messages so far. */
void forget_notifications (void);

/* Whether the notifications since the last look are `expected` (the names sorted, space
 * separated: GObject's order of emission after a thaw is its own) and `expected_messages`
 * were logged; forgets them. */
gboolean took (const char *expected, int expected_messages);

#endif
