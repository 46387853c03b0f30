#!/usr/bin/env bash
# Builds and opens the project's main window. Installs missing system packages first.
#   scripts/run.sh [arguments for the window]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh run
swift build --product range-slider-playground
exec "$(swift build --show-bin-path)/range-slider-playground" "$@"
