#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Builds and opens the project's main window, the house-price filter (house-prices). Installs
# missing system packages first.
#   scripts/run.sh [arguments for the window]      e.g. --generate 1000000, --data FILE.csv, --help
#   scripts/run.sh --playground [arguments]        the widget playground instead
# The house window remembers its size, filters, scale and sort (GSettings: GLib's default
# backend, or a keyfile in ~/.config/glib-2.0/settings/ where there is no dconf).
# CONFIGURATION=release builds optimised (a first build takes a few minutes; dragging over a
# million generated homes is smoother).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh run
product=house-prices
if [ "${1:-}" = "--playground" ]; then
    product=range-slider-playground
    shift
fi
configuration="${CONFIGURATION:-debug}"
swift build -c "$configuration" --product "$product"
bin="$(swift build -c "$configuration" --show-bin-path)"
# The house window's settings schema and translations, beside the executable, where it looks
# for them when run from the build folder (installed, it finds them under PREFIX/share).
[ "$product" = house-prices ] && scripts/compile-app-data.sh "$bin"
exec "$bin/$product" "$@"
