#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# meson's install step for libCeRangeSlider (meson.build): installs the built library as
# LIBDIR/libCeRangeSlider.so.0 with the symlink libCeRangeSlider.so (for -lCeRangeSlider), copies
# the Swift runtime it needs into LIBDIR/ce-range-slider-1/swift and points its RUNPATH there,
# so it runs without the Swift toolchain.
#   (run by meson install) scripts/meson-install-c-library.sh BUILT_LIBRARY LIBDIR
set -euo pipefail
built="$1" libdir="$2"
dest="${MESON_INSTALL_DESTDIR_PREFIX:?run by meson install}"
soname=libCeRangeSlider.so.0
api=ce-range-slider-1
case "$libdir" in /*) lib="${DESTDIR:-}$libdir" ;; *) lib="$dest/$libdir" ;; esac
mkdir -p "$lib"
# The Swift runtime libraries it needs, from the toolchain in the built library's RUNPATH.
count="$("$(dirname "$0")/copy-swift-runtime.sh" "$built" "$lib/$api/swift")"
install -m 755 "$built" "$lib/$soname"
patchelf --set-rpath "\$ORIGIN/$api/swift" "$lib/$soname"
[ "$(patchelf --print-rpath "$lib/$soname")" = "\$ORIGIN/$api/swift" ] || { echo "error: RUNPATH not set" >&2; exit 1; }
ln -sf "$soname" "$lib/libCeRangeSlider.so"
echo "Installed $lib/$soname (+ $count Swift runtime libraries in $lib/$api/swift)"
