#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Orca itself at the house window: starts the house-price window with GTK's AT-SPI bridge on,
# in a private D-Bus session under Xvfb, with at-spi2-core's bus and Debian's screen reader
# Orca logging what it speaks (--debug-file); Tests/ATSPIClient/orca_check.py moves focus to
# the price thumbs with real keys and checks what Orca said. scripts/test.sh runs it after the
# AT-SPI check, and scripts/test-debian13.sh runs it in the Debian 13 root after its own.
#   scripts/test-orca.sh [swift build options, e.g. -c release, --scratch-path .build-debian13]
# Installs what it needs when missing (orca, at-spi2-core, gir1.2-atspi-2.0, and what
# scripts/install-deps.sh test installs) and builds the app if it is not built. Orca's log,
# settings and output go to orca/ in the build folder (.build/orca by default).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPYCACHEPREFIX="$PWD/.build/pycache"   # the clients' bytecode: not beside their sources
scripts/install-deps.sh orca

bin="$(swift build "$@" --show-bin-path)"
[ -x "$bin/house-prices" ] || swift build "$@" --product house-prices
scripts/compile-app-data.sh "$bin"
work="$(cd "$bin/../.." && pwd)/orca"   # bin is SCRATCH/TRIPLE/CONFIGURATION
export GSETTINGS_BACKEND=memory

# The other tests run with the bridge off (NO_AT_BRIDGE, GTK_A11Y=test): this one needs it on.
unset NO_AT_BRIDGE GTK_A11Y
export GDK_BACKEND=x11 GSK_RENDERER=cairo
xvfb-run -a -s "-screen 0 2560x2048x24" dbus-run-session -- \
    /usr/bin/python3 Tests/ATSPIClient/orca_check.py --bin "$bin" --data data/ames-housing.csv \
    --work "$work"
