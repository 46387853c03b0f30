#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages the project needs, only those that are missing.
#   scripts/install-deps.sh run    GTK 4 development files (to build and open the windows)
#   scripts/install-deps.sh test   the above, plus Xvfb, xauth, xdotool and dbus for headless tests
# Uses sudo when not root. Does nothing when everything is already installed.
set -euo pipefail

packages=(libgtk-4-dev pkg-config)
if [ "${1:-run}" = "test" ]; then
    packages+=(xvfb xauth xdotool dbus-daemon fonts-dejavu-core)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing system packages: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
