#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Builds Examples/meson-swift-app with meson (a Swift GTK app that uses RangeSliderWidget) in a
# temporary build directory and runs it under Xvfb until the slider has drawn its first frame.
# Exits non-zero if anything fails. Installs missing Debian/Ubuntu packages (meson, ninja-build,
# GTK 4 development files, Xvfb) first, with sudo when not root. Also fails if the meson.build
# quoted in meson-notes.md differs from the example's. See meson-notes.md.
#   scripts/check-meson-example.sh
# MESON_EXAMPLE_BUILD_DIR=DIR reuses DIR as the build directory (kept afterwards): faster reruns.
set -euo pipefail
cd "$(dirname "$0")/.."
example="$PWD/Examples/meson-swift-app"

command -v swift >/dev/null || { echo "error: swift is not on PATH (install the Swift toolchain)" >&2; exit 1; }

# command -> Debian package
missing=()
for pair in meson:meson ninja:ninja-build pkg-config:pkg-config xvfb-run:xvfb xauth:xauth; do
    command -v "${pair%%:*}" >/dev/null || missing+=("${pair#*:}")
done
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing missing system packages: ${missing[*]}" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
echo "meson $(meson --version), ninja $(ninja --version), $(swift --version 2>/dev/null | head -1)"

# meson-notes.md quotes the example's meson.build verbatim: keep the two the same.
quoted="$(awk '/^<!-- BEGIN examples\/meson-swift-app\/meson.build -->/ {on=1; next}
               /^<!-- END examples\/meson-swift-app\/meson.build -->/ {on=0}
               on && !/^```/' meson-notes.md)"
if ! diff -u <(printf '%s\n' "$quoted") "$example/meson.build" >&2; then
    echo "FAIL: the meson.build quoted in meson-notes.md differs from $example/meson.build" >&2
    exit 1
fi

if [ -n "${MESON_EXAMPLE_BUILD_DIR:-}" ]; then
    build="$MESON_EXAMPLE_BUILD_DIR"
    [ -f "$build/build.ninja" ] || meson setup "$build" "$example"
else
    build="$(mktemp -d "${TMPDIR:-/tmp}/meson-example.XXXXXX")"
    trap 'rm -rf "$build"' EXIT
    meson setup "$build" "$example"
fi
ninja -C "$build"

export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1   # Xvfb: no GL, no a11y bus
run=(xvfb-run -a -s "-screen 0 640x480x24")
command -v dbus-run-session >/dev/null && run+=(dbus-run-session --)
output="$(timeout 60 "${run[@]}" "$build/meson_range_slider_app" --quit-after-first-frame 2>&1)" || {
    echo "$output" >&2
    echo "FAIL: the meson-built app did not run to its first frame" >&2
    exit 1
}
echo "$output"
grep -q "first frame drawn" <<<"$output" || { echo "FAIL: no first frame reported" >&2; exit 1; }
! grep -q "CRITICAL" <<<"$output" || { echo "FAIL: GTK reported a critical warning" >&2; exit 1; }
echo "OK: the meson-built Swift app showed RangeSliderWidget"
