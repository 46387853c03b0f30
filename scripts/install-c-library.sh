#!/usr/bin/env bash
# Builds libCeRangeSlider (the range slider as a C library, with GObject introspection) and
# installs it under PREFIX, for C apps (pkg-config/meson), Python (PyGObject), GJS, Vala and
# GtkBuilder files:
#
#   PREFIX/lib/libCeRangeSlider.so.0                 SONAME libCeRangeSlider.so.0,
#                                                    RUNPATH $ORIGIN/ce-range-slider-1/swift
#   PREFIX/lib/libCeRangeSlider.so                   -> libCeRangeSlider.so.0 (for -lCeRangeSlider)
#   PREFIX/lib/ce-range-slider-1/swift/              the Swift runtime libraries it needs
#   PREFIX/include/ce-range-slider-1/ce-range-slider.h   and the ce-range-slider-*.h it includes
#   PREFIX/lib/pkgconfig/ce-range-slider-1.pc
#   PREFIX/share/gir-1.0/Ce-1.0.gir                  made by g-ir-scanner from the header
#   PREFIX/lib/girepository-1.0/Ce-1.0.typelib       made by g-ir-compiler
#   PREFIX/share/vala/vapi/ce-range-slider-1.vapi     made by vapigen from the GIR (+ .deps)
#   PREFIX/share/locale/LANG/LC_MESSAGES/ce-range-slider.mo   the slider's own words
#                                                    (po/ce-range-slider; found from lib/../share)
#
# usage: scripts/install-c-library.sh [-c release|debug] [--scratch-path DIR] [--skip-build] PREFIX
#   -c              SwiftPM configuration (default release)
#   --scratch-path  SwiftPM's build directory (default .build; .build-debian13 on Debian 13)
#   --skip-build    use the library already built in DIR/CONFIG
# Installs missing Debian packages first (scripts/install-deps.sh clib). A PREFIX outside the
# dynamic linker's and GObject-introspection's search paths needs, at run time,
# LD_LIBRARY_PATH=PREFIX/lib and GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 (see meson-notes.md).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

config=release
build=1
scratch=.build
prefix=""
while [ $# -gt 0 ]; do
    case "$1" in
        -c) config="$2"; shift 2 ;;
        --scratch-path) scratch="$2"; shift 2 ;;
        --skip-build) build=0; shift ;;
        -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) prefix="$1"; shift ;;
    esac
done
[ -n "$prefix" ] || { echo "usage: $0 [-c release|debug] [--scratch-path DIR] [--skip-build] PREFIX" >&2; exit 2; }
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"

scripts/install-deps.sh clib
command -v swift >/dev/null || { echo "error: swift is not on PATH (install the Swift toolchain)" >&2; exit 1; }

soname=libCeRangeSlider.so.0
api=ce-range-slider-1
libdir="$prefix/lib"
runtime_dir="$libdir/$api/swift"

if [ "$build" = 1 ]; then
    swift build -c "$config" --scratch-path "$scratch" --product CeRangeSlider
fi
built="$(swift build -c "$config" --scratch-path "$scratch" --show-bin-path)/libCeRangeSlider.so"
[ -f "$built" ] || { echo "error: $built is missing (build it, or drop --skip-build)" >&2; exit 1; }

mkdir -p "$libdir" "$runtime_dir" "$prefix/include/$api" "$libdir/pkgconfig" \
         "$prefix/share/gir-1.0" "$libdir/girepository-1.0"
# The Swift runtime libraries it needs, from the toolchain in its RUNPATH.
runtime_count="$("$(dirname "$0")/copy-swift-runtime.sh" "$built" "$runtime_dir")"
install -m 755 "$built" "$libdir/$soname"
# SwiftPM gives the library no SONAME (apps would record its build path) and a RUNPATH into
# the toolchain: name it, and point it at the runtime copied beside it.
# (Two calls: Debian 12's patchelf 0.14 dropped the RUNPATH change when given both at once.)
patchelf --set-soname "$soname" "$libdir/$soname"
patchelf --set-rpath "\$ORIGIN/$api/swift" "$libdir/$soname"
[ "$(patchelf --print-rpath "$libdir/$soname")" = "\$ORIGIN/$api/swift" ] || { echo "error: RUNPATH not set" >&2; exit 1; }
ln -sf "$soname" "$libdir/libCeRangeSlider.so"
# ce-range-slider.h and the parts of the API it includes (ce-range-slider-*.h).
# g-ir-scanner reads ce-range-slider.h first: the others need what it declares.
headers=("$prefix/include/$api/ce-range-slider.h")
for header in clib/include/*.h; do
    install -m 644 "$header" "$prefix/include/$api/$(basename "$header")"
    [ "$(basename "$header")" = ce-range-slider.h ] || headers+=("$prefix/include/$api/$(basename "$header")")
done
sed "s|@PREFIX@|$prefix|" clib/ce-range-slider-1.pc.in > "$libdir/pkgconfig/$api.pc"

# GObject introspection: g-ir-scanner compiles and runs a small program that links the
# installed library, to read the types, properties and signals it registers.
work="$(mktemp -d "${TMPDIR:-/tmp}/ce-gir.XXXXXX")"
trap 'rm -rf "$work"' EXIT
(
    cd "$work"
    LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" g-ir-scanner \
        --quiet --warn-all --warn-error \
        --namespace=Ce --nsversion=1.0 --identifier-prefix=Ce --symbol-prefix=ce \
        --include=Gtk-4.0 --pkg=gtk4 --pkg-export="$api" \
        --c-include=ce-range-slider.h -I"$prefix/include/$api" \
        --library=CeRangeSlider -L"$libdir" \
        --output="$prefix/share/gir-1.0/Ce-1.0.gir" \
        "${headers[@]}"
)
g-ir-compiler --output="$libdir/girepository-1.0/Ce-1.0.typelib" "$prefix/share/gir-1.0/Ce-1.0.gir"

# Vala: the bindings, generated from the GIR (vapigen), under the package's pkg-config name so
# that valac --pkg ce-range-slider-1 and meson's dependency('ce-range-slider-1') find them.
mkdir -p "$prefix/share/vala/vapi"
vapigen --quiet --library="$api" --pkg=gtk4 --girdir="$prefix/share/gir-1.0" \
    --directory="$prefix/share/vala/vapi" "$prefix/share/gir-1.0/Ce-1.0.gir"
echo gtk4 > "$prefix/share/vala/vapi/$api.deps"
# The slider's own words (SliderLocalization.swift looks in ../share/locale beside the library).
for po in po/ce-range-slider/*.po; do
    [ -e "$po" ] || continue
    lang="$(basename "$po" .po)"
    mkdir -p "$prefix/share/locale/$lang/LC_MESSAGES"
    msgfmt --check -o "$prefix/share/locale/$lang/LC_MESSAGES/ce-range-slider.mo" "$po"
done

echo "Installed libCeRangeSlider ($config) under $prefix:"
echo "  $libdir/$soname (+ $runtime_count Swift runtime libraries in $runtime_dir)"
echo "  $prefix/include/$api/ce-range-slider.h, $libdir/pkgconfig/$api.pc"
echo "  $prefix/share/gir-1.0/Ce-1.0.gir, $libdir/girepository-1.0/Ce-1.0.typelib"
echo "  $prefix/share/vala/vapi/$api.vapi"
echo "  $prefix/share/locale/*/LC_MESSAGES/ce-range-slider.mo"
