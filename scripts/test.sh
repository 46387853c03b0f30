#!/usr/bin/env bash
# Runs the whole test suite: pure-Swift tests, and GTK widget tests in real windows under Xvfb
# with real pointer input (xdotool). Installs missing system packages first.
# Screenshots of the widgets land in .build/screenshots/ (or $SCREENSHOT_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test

export GDK_BACKEND=x11          # xdotool drives X11
export GSK_RENDERER=cairo       # Xvfb has no GL
export NO_AT_BRIDGE=1
export GTK_A11Y=test          # accessibility checked in process (gtk_test_accessible_*)
export SCREENSHOT_DIR="${SCREENSHOT_DIR:-$PWD/.build/screenshots}"
mkdir -p "$SCREENSHOT_DIR"

swift build --build-tests "$@"
exec xvfb-run -a -s "-screen 0 2560x2048x24" \
    dbus-run-session -- swift test --skip-build "$@"
