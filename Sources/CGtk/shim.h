// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* Umbrella header for the system GTK 4 library (pkg-config: gtk4). */
#include <gtk/gtk.h>
