#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages the project needs, only those that are missing.
#   scripts/install-deps.sh run    GTK 4 development files (to build and open the windows)
#   scripts/install-deps.sh test   the above, plus Xvfb, xauth, xdotool and dbus for headless tests
# Uses sudo when not root. Does nothing when everything is already there.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
if [ "${1:-run}" = "test" ]; then
    command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
    command -v xauth >/dev/null 2>&1 || missing+=(xauth)
    command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
    command -v dbus-run-session >/dev/null 2>&1 || missing+=(DBUS)
    fc-list 2>/dev/null | grep -q . || missing+=(fonts-dejavu-core)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# dbus-run-session is in dbus-daemon on Debian 12 / Ubuntu 24.04, in dbus on older releases.
for i in "${!missing[@]}"; do
    if [ "${missing[$i]}" = DBUS ]; then
        if apt-cache show dbus-daemon >/dev/null 2>&1; then missing[$i]=dbus-daemon; else missing[$i]=dbus; fi
    fi
done
echo "Installing missing system packages: ${missing[*]}" >&2
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
