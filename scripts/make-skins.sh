#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Redraws the example skins in data/skins (1x and @2x PNGs) with the project's own generator,
# Tools/make-skins. The PNGs are committed; run this after changing a design.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run make-skins data/skins
