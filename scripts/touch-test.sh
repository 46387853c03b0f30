#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Real touch input for the range slider: a headless mutter (GNOME's compositor,
# Wayland only) with PipeWire, touch points injected through mutter's RemoteDesktop D-Bus API
# (NotifyTouchDown/Motion/Up), the apps on GDK_BACKEND=wayland receiving wl_touch events, and
# the screen read back from mutter's ScreenCast. See scripts/touch/touch_test.py for the checks.
#   scripts/touch-test.sh [swift build options, e.g. -c release]
# Installs what is missing (mutter, pipewire, wireplumber, GStreamer's PipeWire source and
# Python bindings, dbus). Fails when the compositor or the touch injection does not work.
# Screenshots: .build/screenshots/touch-*.png (or $SCREENSHOT_DIR); logs: .build/touch-test/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPYCACHEPREFIX="$PWD/.build/pycache"   # the clients' bytecode: not beside their sources

missing=()
need_command() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need_command mutter mutter
need_command pipewire pipewire
need_command wireplumber wireplumber
need_command dbus-run-session dbus-daemon
# mutter renders surfaceless with Mesa's software rasteriser when there is no GPU; with
# --no-install-recommends nothing pulls these in.
compgen -G '/usr/lib/*/libEGL_mesa.so.0' >/dev/null || missing+=(libegl-mesa0)
compgen -G '/usr/lib/*/dri/swrast_dri.so' >/dev/null || missing+=(libgl1-mesa-dri)
[ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import gi' 2>/dev/null || missing+=(python3-gi)
/usr/bin/python3 - <<'PY' 2>/dev/null || missing+=(gir1.2-gstreamer-1.0 gir1.2-gst-plugins-base-1.0 gir1.2-gdkpixbuf-2.0)
import gi
gi.require_version("Gst", "1.0"); gi.require_version("GdkPixbuf", "2.0")
from gi.repository import Gst, GdkPixbuf
PY
gst-inspect-1.0 pipewiresrc >/dev/null 2>&1 || missing+=(gstreamer1.0-pipewire gstreamer1.0-tools)
gst-inspect-1.0 videoconvert >/dev/null 2>&1 || missing+=(gstreamer1.0-plugins-base gstreamer1.0-tools)
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | awk 'NF && !seen[$0]++')
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    echo "Installing missing system packages: ${missing[*]}" >&2
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

swift build "$@" --product range-slider-playground
swift build "$@" --product house-prices
bin_dir="$(swift build "$@" --show-bin-path)"
screenshots="${SCREENSHOT_DIR:-$PWD/.build/screenshots}"
# A private session bus: mutter's D-Bus API, PipeWire's and the apps' live and die with it.
# The apps must not reach the X server the rest of the suite uses.
exec env -u DISPLAY -u GDK_BACKEND -u GTK_A11Y timeout 600 dbus-run-session -- \
    /usr/bin/python3 scripts/touch/touch_test.py --bin-dir "$bin_dir" --screenshots "$screenshots" \
    --workdir "$PWD/.build/touch-test"
