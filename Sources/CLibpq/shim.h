// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* Umbrella header for the system libpq, PostgreSQL's client library (pkg-config: libpq,
 * Debian: libpq-dev). Only HousingDatabase uses it. */
#include <libpq-fe.h>
