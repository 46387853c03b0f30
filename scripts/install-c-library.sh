#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Builds libCeRangeSlider (the range slider as a C library, with GObject introspection) and
# installs it under PREFIX with meson (the top-level meson.build, which says what goes where:
# the library with its Swift runtime, header, .pc, GIR/typelib, vapi, the slider's translations),
# for C apps (pkg-config/meson), Python (PyGObject), GJS, Vala and GtkBuilder files.
#
# usage: scripts/install-c-library.sh [-c release|debug] [--skip-build] [--scratch-path DIR] PREFIX
#   -c              SwiftPM configuration (default release)
#   --skip-build    use the library SwiftPM already built in DIR/CONFIG (no swift build)
#   --scratch-path  SwiftPM's scratch folder (default .build, shared with the test suite's
#                   build; e.g. .build-debian13 in the Debian 13 root)
# meson's build folder is DIR/c-library-meson. Installs missing Debian packages first
# (scripts/install-deps.sh clib). A PREFIX outside the dynamic linker's and GObject
# introspection's search paths needs, at run time, LD_LIBRARY_PATH=PREFIX/lib and
# GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 (see meson-notes.md).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

config=release
build=1
scratch="$repo/.build"
prefix=""
while [ $# -gt 0 ]; do
    case "$1" in
        -c) config="$2"; shift 2 ;;
        --skip-build) build=0; shift ;;
        --scratch-path) scratch="$(realpath -m "$2")"; shift 2 ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) prefix="$1"; shift ;;
    esac
done
[ -n "$prefix" ] || { echo "usage: $0 [-c release|debug] [--skip-build] [--scratch-path DIR] PREFIX" >&2; exit 2; }
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"

scripts/install-deps.sh clib
command -v swift >/dev/null || { echo "error: swift is not on PATH (install the Swift toolchain)" >&2; exit 1; }

if [ "$build" = 0 ]; then
    [ -f "$(swift build -c "$config" --scratch-path "$scratch" --show-bin-path)/libCeRangeSlider.so" ] ||
        { echo "error: $scratch/$config/libCeRangeSlider.so is missing (build it, or drop --skip-build)" >&2; exit 1; }
    export CE_RANGE_SLIDER_SKIP_SWIFT_BUILD=1
fi
meson_build="$scratch/c-library-meson"
options=(--prefix="$prefix" --libdir=lib -Dswiftpm_configuration="$config" -Dswiftpm_scratch="$scratch"
         -Dintrospection=enabled -Dvapi=enabled)
if [ -f "$meson_build/build.ninja" ]; then
    meson configure "$meson_build" "${options[@]}" >/dev/null
else
    rm -rf "$meson_build"
    meson setup "$meson_build" "${options[@]}" >/dev/null
fi
meson install -C "$meson_build" --quiet

echo "Installed libCeRangeSlider ($config) under $prefix:"
echo "  $prefix/lib/libCeRangeSlider.so.0 (+ $(ls "$prefix/lib/ce-range-slider-1/swift" | wc -l) Swift runtime libraries in $prefix/lib/ce-range-slider-1/swift)"
echo "  $prefix/include/ce-range-slider-1/ce-range-slider.h, $prefix/lib/pkgconfig/ce-range-slider-1.pc"
echo "  $prefix/share/gir-1.0/Ce-1.0.gir, $prefix/lib/girepository-1.0/Ce-1.0.typelib"
echo "  $prefix/share/vala/vapi/ce-range-slider-1.vapi"
echo "  $prefix/share/locale/*/LC_MESSAGES/ce-range-slider.mo"
