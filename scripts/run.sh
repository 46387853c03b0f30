#!/usr/bin/env bash
# Builds and opens the project's main window, the house-price filter (house-prices). Installs
# missing system packages first.
#   scripts/run.sh [arguments for the window]      e.g. --generate 1000000, --data FILE.csv, --help
#   scripts/run.sh --playground [arguments]        the widget playground instead
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
exec "$(swift build -c "$configuration" --show-bin-path)/$product" "$@"
