#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The apps and the widget tests that need no pointer, on Wayland: a headless weston
# (Debian 12's weston 10, --backend=headless-backend.so) with GDK_BACKEND=wayland and no X
# display at all. GSK_RENDERER is left unset: GTK picks its renderer as on a desktop (with
# Mesa's EGL it is the GL renderer; DisplayBackendTests prints which one).
# scripts/test.sh runs this after its build; it can also run alone (it builds first).
# Installs what is missing (scripts/install-deps.sh wayland).
#
# Which tests run here, and why the others do not (X11 input injection, GDK_SCALE, no keyboard
# focus on a seatless weston after GTK 4.8): scripts/wayland-tests.sh, the one list that
# scripts/test-debian13.sh also splits its run by. WAYLAND_TEST_LOG, when set, keeps the test
# run's output there (before any second try), for its counts.
# Screenshots: .build/screenshots/wayland/ (or $SCREENSHOT_DIR/wayland).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh wayland

swift build --build-tests "$@"
bin="$(swift build --show-bin-path "$@")"

runtime="$(mktemp -d /tmp/range-slider-wayland.XXXXXX)"
chmod 700 "$runtime"
socket="wayland-range-slider-$$"
weston_log="$runtime/weston.log"
XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --socket="$socket" --idle-time=0 \
    --width=2560 --height=2048 >"$weston_log" 2>&1 &
weston_pid=$!
cleanup() {
    kill "$weston_pid" 2>/dev/null || true
    wait "$weston_pid" 2>/dev/null || true
    rm -rf "$runtime"
}
trap cleanup EXIT
for _ in $(seq 100); do
    [ -S "$runtime/$socket" ] && break
    kill -0 "$weston_pid" 2>/dev/null || { cat "$weston_log" >&2; echo "test-wayland.sh: weston did not start" >&2; exit 1; }
    sleep 0.1
done
[ -S "$runtime/$socket" ] || { cat "$weston_log" >&2; echo "test-wayland.sh: no Wayland socket" >&2; exit 1; }

unset DISPLAY GSK_RENDERER GDK_SCALE
export XDG_RUNTIME_DIR="$runtime"
export WAYLAND_DISPLAY="$socket"
export GDK_BACKEND=wayland
export NO_AT_BRIDGE=1
export GTK_A11Y=test
export SCREENSHOT_DIR="${SCREENSHOT_DIR:-$PWD/.build/screenshots}/wayland"
mkdir -p "$SCREENSHOT_DIR"

echo "== Wayland (weston headless): widget tests without a pointer" >&2
# Whole classes that use no pointer, then the pointer-free tests of the others (--skip drops
# the tests that drive xdotool).
# A test that fails is run once more, alone, and must pass then: on this headless weston a
# window now and then gets no frame for seconds (seen in 2 of 6 runs, 1–2 tests each, on a busy
# machine; not understood yet), and such a test is reported by name, not hidden.
log="$runtime/tests.log"
. scripts/wayland-tests.sh
set +e
dbus-run-session -- swift test --skip-build "$@" \
    --filter "$wayland_filter" --skip "$wayland_skip" \
    2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
[ -z "${WAYLAND_TEST_LOG:-}" ] || cp "$log" "$WAYLAND_TEST_LOG"
if [ "$status" -ne 0 ]; then
    mapfile -t failed < <(sed -n "s/^Test Case '\([A-Za-z]*\)\.\([A-Za-z0-9_]*\)' failed.*/\1\/\2/p" "$log" | sort -u)
    [ ${#failed[@]} -gt 0 ] && [ ${#failed[@]} -le 3 ] || { echo "test-wayland.sh: ${#failed[@]} tests failed on Wayland" >&2; exit 1; }
    echo "test-wayland.sh: failed once on Wayland, running again alone: ${failed[*]}" >&2
    for t in "${failed[@]}"; do
        dbus-run-session -- swift test --skip-build "$@" --filter "^RangeSliderWidgetTests.$t\$|^ExampleTests.$t\$|^ToolTests.$t\$|^HousePricesAppTests.$t\$" \
            || { echo "test-wayland.sh: $t failed again on Wayland" >&2; exit 1; }
    done
    echo "test-wayland.sh: passed on the second try: ${failed[*]}" >&2
fi

echo "== Wayland: the apps' screenshots" >&2
dbus-run-session -- "$bin/range-slider-playground" --screenshot "$SCREENSHOT_DIR/playground.png" >/dev/null
dbus-run-session -- "$bin/house-prices" --screenshot "$SCREENSHOT_DIR/house-prices.png" >/dev/null
dbus-run-session -- "$bin/colour-picker" --screenshot "$SCREENSHOT_DIR/colour-picker.png" >/dev/null
dbus-run-session -- "$bin/progress-demo" --screenshot "$SCREENSHOT_DIR/progress-demo.png" >/dev/null
for png in playground house-prices colour-picker progress-demo; do
    [ -s "$SCREENSHOT_DIR/$png.png" ] || { echo "test-wayland.sh: no screenshot $png.png" >&2; exit 1; }
done
echo "Wayland run passed; screenshots in $SCREENSHOT_DIR" >&2
