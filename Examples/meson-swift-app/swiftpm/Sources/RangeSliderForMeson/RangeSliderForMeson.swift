// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// Everything the archive needs comes from RangeSlider and the modules it depends on.
@_exported import RangeSlider
