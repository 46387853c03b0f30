#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Installs the Debian/Ubuntu packages the project needs, only those that are missing.
#   scripts/install-deps.sh run    GTK 4, libadwaita 1 and libpq (PostgreSQL's client library)
#                                  development files (to build and open the
#                                  windows), glib-compile-schemas and gettext's msgfmt (the house
#                                  window's settings schema and translations, compiled by run.sh)
#   scripts/install-deps.sh clib   the above, plus what scripts/install-c-library.sh needs: meson
#                                  and ninja (the library's meson project), patchelf,
#                                  GObject-introspection (g-ir-scanner, GLib's .gir files) and
#                                  vapigen (valac) for the Vala bindings
#   scripts/install-deps.sh test   all of the above, plus Xvfb, xauth, xdotool and dbus for headless
#                                  tests, and the C/Python clients' tools: meson, ninja, PyGObject
#                                  with GTK 4's typelib, valgrind, gjs, valac, gi-docgen; for the house
#                                  app's installation checks desktop-file-utils, appstream, and the locales
#                                  package with the de_DE.UTF-8 locale generated (the German screenshot);
#                                  the PostgreSQL server (postgresql: initdb, pg_ctl) that the
#                                  database tests start in a folder of their own
#   scripts/install-deps.sh gl     the test set, plus Mesa's software GL (llvmpipe) for GTK's GL
#                                  renderer under Xvfb: libgl1-mesa-dri, libglx-mesa0, libegl-mesa0
#   scripts/install-deps.sh wayland  the test set, plus weston (a headless Wayland compositor)
#                                  and Mesa's EGL for GTK on Wayland
#   scripts/install-deps.sh atspi  the test set, plus at-spi2-core's bus and the Atspi typelib for
#                                  Python (gir1.2-atspi-2.0)
#   scripts/install-deps.sh orca   the atspi set, plus the screen reader Orca
# Uses sudo when not root. Does nothing when everything is already there.
set -euo pipefail
mode="${1:-run}"

missing=()
need_command() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }
need_file() { [ -e "$1" ] || missing+=("$2"); }

need_command pkg-config pkg-config
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
pkg-config --exists libadwaita-1 2>/dev/null || missing+=(libadwaita-1-dev)
pkg-config --exists libpq 2>/dev/null || missing+=(libpq-dev)
need_command glib-compile-schemas libglib2.0-bin
need_command msgfmt gettext
case "$mode" in gl|wayland|atspi|orca) wants_test=1 ;; *) wants_test=0 ;; esac
if [ "$mode" = clib ] || [ "$mode" = test ] || [ "$wants_test" = 1 ]; then
    need_command patchelf patchelf
    need_command g-ir-scanner gobject-introspection
    need_command g-ir-compiler gobject-introspection
    need_file /usr/share/gir-1.0/GObject-2.0.gir libgirepository1.0-dev
    need_command cc gcc
    need_command vapigen valac            # the Vala bindings (.vapi) made from the GIR
    need_command meson meson
    need_command ninja ninja-build
fi
if [ "$mode" = test ] || [ "$wants_test" = 1 ]; then
    need_command xvfb-run xvfb
    need_command xauth xauth
    need_command xdotool xdotool
    need_command dbus-run-session DBUS
    # awk reads all of fc-list's output: grep -q would stop early, and with pipefail fc-list's
    # SIGPIPE would count as "no fonts".
    fc-list 2>/dev/null | awk 'END { exit NR == 0 }' || missing+=(fonts-dejavu-core)
    need_command valgrind valgrind
    # PyGObject for Debian's own python3 (/usr/bin/python3, whatever python3 is first on PATH).
    [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import gi' 2>/dev/null || missing+=(python3-gi)
    need_command desktop-file-validate desktop-file-utils
    need_command appstreamcli appstream
    need_command localedef locales
    need_command xgettext gettext
    typelib_dir="$(pkg-config --variable=typelibdir gobject-introspection-1.0 2>/dev/null || true)"
    [ -n "$typelib_dir" ] && [ -e "$typelib_dir/Gtk-4.0.typelib" ] || missing+=(gir1.2-gtk-4.0)
    need_command gjs gjs                  # the GJS example (Examples/gjs)
    need_command valac valac              # the Vala example (Examples/vala-app)
    need_command gi-docgen gi-docgen      # the API reference (scripts/make-api-reference.sh)
    need_command glib-compile-resources libglib2.0-dev-bin   # builder_client.py's GResource of skins
    compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)   # HousingDatabaseTests' server
fi
if [ "$mode" = gl ] || [ "$mode" = wayland ]; then
    # Mesa: the DRI drivers (llvmpipe is in swrast_dri.so), the GLX and EGL vendor libraries.
    compgen -G '/usr/lib/*/dri/swrast_dri.so' >/dev/null || missing+=(libgl1-mesa-dri)
    compgen -G '/usr/lib/*/libGLX_mesa.so.0' >/dev/null || missing+=(libglx-mesa0)
    compgen -G '/usr/lib/*/libEGL_mesa.so.0' >/dev/null || missing+=(libegl-mesa0)
fi
if [ "$mode" = wayland ]; then
    need_command weston weston
fi
if [ "$mode" = atspi ] || [ "$mode" = orca ]; then
    need_file /usr/libexec/at-spi-bus-launcher at-spi2-core
    /usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0")' 2>/dev/null || missing+=(gir1.2-atspi-2.0)
fi
[ "$mode" != orca ] || need_command orca orca
# Each package once.
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | awk 'NF && !seen[$0]++')
# The German locale for the house app's translated screenshot (tests only).
generate_german_locale() {
    [ "$mode" = run ] || [ "$mode" = clib ] && return 0
    locale -a 2>/dev/null | grep -qix 'de_DE.utf8' && return 0
    local root=""
    [ "$(id -u)" -eq 0 ] || root="sudo"
    echo "Generating the de_DE.UTF-8 locale" >&2
    $root localedef -i de_DE -f UTF-8 de_DE.UTF-8
}
if [ ${#missing[@]} -eq 0 ]; then
    generate_german_locale
    exit 0
fi

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
generate_german_locale
