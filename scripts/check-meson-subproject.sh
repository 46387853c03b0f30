#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The library as a meson subproject, the way a GNOME app takes it: makes the release tarball
# (meson dist of the repository: ce-range-slider-VERSION.tar.xz, from the last commit), then, in
# the Debian 13 root (scripts/test-debian13.sh --run), builds Examples/meson-c-app with the
# library from that tarball (subprojects/ce-range-slider.wrap; --force-fallback-for, so an
# installed library is not used), runs it under Xvfb until the slider has drawn and moved, installs
# it and runs the installed app. Fails on any step. Writes only under .build-debian13/meson-subproject/.
#   scripts/check-meson-subproject.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build-debian13/meson-subproject
api=ce-range-slider-1

# Inside the Debian 13 root: build, run, install, run the installed app.
if [ "${1:-}" = --inside ]; then
    work="$PWD/$work"
    echo "Debian 13: meson $(meson --version), $(swift --version 2>/dev/null | head -1)"
    start=$(date +%s)
    meson setup "$work/app-build" "$work/app" --prefix="$work/prefix" --force-fallback-for="$api" >"$work/setup.log" ||
        { cat "$work/setup.log" >&2; echo "FAIL: meson setup of the app with the library as a subproject" >&2; exit 1; }
    grep -q "Subproject ce-range-slider finished" "$work/setup.log" ||
        { cat "$work/setup.log" >&2; echo "FAIL: the library was not taken as a subproject" >&2; exit 1; }
    meson compile -C "$work/app-build" >"$work/build.log" 2>&1 ||
        { tail -50 "$work/build.log" >&2; echo "FAIL: the app and the library did not build" >&2; exit 1; }
    echo "ok: meson setup + compile (the library from the tarball, SwiftPM inside): $(( $(date +%s) - start )) s"
    app="$work/app-build/range-slider-c-app"
    readelf -d "$app" | grep -q 'Shared library: \[libCeRangeSlider.so.0\]' ||
        { readelf -d "$app" >&2; echo "FAIL: the app is not linked with libCeRangeSlider.so.0 (its SONAME)" >&2; exit 1; }

    export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1   # Xvfb: no GL, no a11y bus
    run_app() {
        local output
        output="$(timeout 60 xvfb-run -a -s "-screen 0 640x480x24" dbus-run-session -- "$1" --quit-after-first-frame 2>&1)" ||
            { echo "$output" >&2; echo "FAIL: $1 did not run to its first frame" >&2; return 1; }
        echo "$output" | sed 's/^/  /'
        grep -q "first frame drawn" <<<"$output" || { echo "FAIL: no first frame reported" >&2; return 1; }
        grep -q "^Range slider value changed: (25 75)$" <<<"$output" || { echo "FAIL: the slider did not move" >&2; return 1; }
        ! grep -q "CRITICAL" <<<"$output" || { echo "FAIL: GTK reported a critical warning" >&2; return 1; }
    }
    run_app "$app"
    echo "ok: the app ran from its build folder"

    meson install -C "$work/app-build" >"$work/install.log" 2>&1 ||
        { tail -30 "$work/install.log" >&2; echo "FAIL: meson install" >&2; exit 1; }
    prefix="$work/prefix"
    libdir="$(meson introspect --buildoptions "$work/app-build" |
        python3 -c 'import json, sys; print([o["value"] for o in json.load(sys.stdin) if o["name"] == "libdir"][0])')"
    for file in "$libdir/libCeRangeSlider.so.0" "$libdir/libCeRangeSlider.so" "$libdir/$api/swift/libswiftCore.so" \
                "include/$api/ce-range-slider.h" "$libdir/pkgconfig/$api.pc" share/gir-1.0/Ce-1.0.gir \
                "$libdir/girepository-1.0/Ce-1.0.typelib" "share/vala/vapi/$api.vapi" \
                share/locale/de/LC_MESSAGES/ce-range-slider.mo bin/range-slider-c-app; do
        [ -e "$prefix/$file" ] || { echo "FAIL: $file is not installed" >&2; exit 1; }
    done
    version="$(PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig" pkg-config --modversion "$api")"
    echo "ok: meson install: the app, and the library $version with its header, .pc, GIR/typelib, vapi, translations"
    if ldd "$prefix/bin/range-slider-c-app" | grep -q /opt/swift; then
        ldd "$prefix/bin/range-slider-c-app" >&2; echo "FAIL: the installed app loads Swift libraries from the toolchain" >&2; exit 1
    fi
    run_app "$prefix/bin/range-slider-c-app"
    echo "ok: the installed app ran (the library and its Swift runtime from the prefix)"
    echo "Debian 13 part: $(( $(date +%s) - start )) s"
    exit 0
fi

start=$(date +%s)
scripts/install-deps.sh clib
rm -rf "$work"
mkdir -p "$work"
# The release tarball, with the meson of this machine (the minimum version the project names).
meson setup "$work/dist-build" . >"$work/dist-setup.log" || { cat "$work/dist-setup.log" >&2; exit 1; }
version="$(meson introspect --projectinfo "$work/dist-build" | python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')"
tarball="ce-range-slider-$version.tar.xz"
git diff --quiet HEAD || echo "note: the tarball holds the last commit, not the uncommitted changes" >&2
meson dist -C "$work/dist-build" --no-tests --allow-dirty --formats xztar >"$work/dist.log" 2>&1 ||
    { cat "$work/dist.log" >&2; echo "FAIL: meson dist" >&2; exit 1; }
[ -f "$work/dist-build/meson-dist/$tarball" ] || { cat "$work/dist.log" >&2; echo "FAIL: meson dist made no $tarball" >&2; exit 1; }
for file in Package.swift meson.build Sources/RangeSliderCAPI clib/include/ce-range-slider.h po/ce-range-slider/de.po; do
    tar -tJf "$work/dist-build/meson-dist/$tarball" "ce-range-slider-$version/$file" >/dev/null 2>&1 ||
        { echo "FAIL: $tarball has no $file" >&2; exit 1; }
done
echo "ok: meson dist: $tarball ($(du -h "$work/dist-build/meson-dist/$tarball" | cut -f1), $(( $(date +%s) - start )) s)"
# The example app as a user has it, with the tarball where its wrap looks (its version must be this one).
wrap=Examples/meson-c-app/subprojects/ce-range-slider.wrap
grep -qx "source_filename = $tarball" "$wrap" || { echo "FAIL: $wrap does not name $tarball" >&2; exit 1; }
mkdir -p "$work/app"
cp -r Examples/meson-c-app/. "$work/app/"
rm -rf "$work/app/subprojects/packagefiles" "$work/app/subprojects/ce-range-slider-"*
mkdir -p "$work/app/subprojects/packagefiles"
cp "$work/dist-build/meson-dist/$tarball" "$work/app/subprojects/packagefiles/"
# The checkout's owner builds in the root.
chown -R "$(stat -c %u:%g .)" "$work"

scripts/test-debian13.sh --run scripts/check-meson-subproject.sh --inside
echo "OK: a meson app built with the library from its dist tarball as a subproject on Debian 13 ($(( $(date +%s) - start )) s, waiting for the root's lock included)"
