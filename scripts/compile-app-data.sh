#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Compiles the house-price app's run-time data into a build folder, where the app finds it when
# run from there (an installed app finds them under PREFIX/share instead, see Examples/HousePrices/meson.build):
#   DIR/schemas/gschemas.compiled            the GSettings schema (glib-compile-schemas --strict)
#   DIR/locale/LANG/LC_MESSAGES/house-prices.mo   every Examples/HousePrices/po/LANG.po (msgfmt --check)
#   DIR/locale/LANG/LC_MESSAGES/ce-range-slider.mo   the slider's own words, po/ce-range-slider/LANG.po
#     (the slider finds them beside the executable it is linked into: SliderLocalization.swift)
#   scripts/compile-app-data.sh DIR        (scripts/run.sh and the tests use SwiftPM's bin folder)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:?usage: scripts/compile-app-data.sh DIR}"
mkdir -p "$dir/schemas"
glib-compile-schemas --strict --targetdir="$dir/schemas" "$root/Examples/HousePrices/data"
for po in "$root"/Examples/HousePrices/po/*.po "$root"/po/ce-range-slider/*.po; do
    [ -e "$po" ] || continue
    case "$po" in */po/ce-range-slider/*) domain=ce-range-slider ;; *) domain=house-prices ;; esac
    lang="$(basename "$po" .po)"
    mkdir -p "$dir/locale/$lang/LC_MESSAGES"
    msgfmt --check -o "$dir/locale/$lang/LC_MESSAGES/$domain.mo" "$po"
done
