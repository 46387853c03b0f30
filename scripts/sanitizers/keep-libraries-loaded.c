// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* Preloaded by scripts/sanitize.sh under AddressSanitizer: dlclose() does nothing, so a library
 * that GTK loads and unloads during the run (Mesa's swrast_dri.so, probed for GL even with the
 * Cairo renderer) stays mapped. Otherwise what it keeps in its static data becomes unreachable
 * when it is unmapped, and LeakSanitizer reports it at exit as a leak from "<unknown module>",
 * which no suppression can name. With the library kept, its allocations are reachable or
 * attributed to it (scripts/sanitizers/lsan.supp). */
int dlclose(void *handle) {
    (void)handle;
    return 0;
}
