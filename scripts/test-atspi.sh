#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The AT-SPI check: starts the house-price window and the playground with GTK's AT-SPI bridge
# on, in a private D-Bus session under Xvfb, with at-spi2-core's bus, and reads them with a
# real AT-SPI client (Tests/ATSPIClient/atspi_client.py, Debian's python3 with GObject-
# introspected Atspi): what a screen reader would read and do. scripts/test.sh runs it.
#   scripts/test-atspi.sh [swift build options, e.g. -c release]
# Installs what it needs when missing (at-spi2-core, gir1.2-atspi-2.0, and what
# scripts/install-deps.sh test installs), builds the two apps if they are not built, and
# writes screenshots to $SCREENSHOT_DIR (default .build/screenshots).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPYCACHEPREFIX="$PWD/.build/pycache"   # the clients' bytecode: not beside their sources
scripts/install-deps.sh atspi

bin="$(swift build "$@" --show-bin-path)"
for product in house-prices range-slider-playground; do
    [ -x "$bin/$product" ] || swift build "$@" --product "$product"
done

# The app's and the slider's translations (the German run) and its settings schema, beside the
# executables as scripts/run.sh puts them; settings in memory, so no run remembers another's
# filters.
scripts/compile-app-data.sh "$bin"
export GSETTINGS_BACKEND=memory

# The other tests run with the bridge off (NO_AT_BRIDGE, GTK_A11Y=test): this one needs it on.
unset NO_AT_BRIDGE GTK_A11Y
export GDK_BACKEND=x11 GSK_RENDERER=cairo
screenshots="${SCREENSHOT_DIR:-$PWD/.build/screenshots}"
mkdir -p "$screenshots"
xvfb-run -a -s "-screen 0 2560x2048x24" dbus-run-session -- \
    /usr/bin/python3 Tests/ATSPIClient/atspi_client.py --bin "$bin" --data data/ames-housing.csv \
    --screenshots "$screenshots"
