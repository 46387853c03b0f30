#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# meson's build step for house-prices (Examples/HousePrices/meson.build): builds it with SwiftPM
# and copies it.
#   scripts/meson-build-app.sh SOURCE_ROOT CONFIGURATION OUTPUT
set -euo pipefail
root="$1" config="$2" output="$(realpath -m "$3")"
cd "$root"
swift build -c "$config" --product house-prices >&2
install -m 755 "$(swift build -c "$config" --show-bin-path)/house-prices" "$output"
