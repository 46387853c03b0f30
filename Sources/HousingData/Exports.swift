// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// The package's one seeded generator (synthetic homes, resampling) is part of this module's API.
@_exported import SeededRandom
