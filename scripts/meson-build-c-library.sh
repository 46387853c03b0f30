#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# meson's build step for libCeRangeSlider (meson.build): SwiftPM builds the CeRangeSlider
# product, the library is copied to OUTPUT (libCeRangeSlider.so) and named by its SONAME,
# libCeRangeSlider.so.0 (SwiftPM gives it none, so apps would record its build path). A
# symlink of that name beside it lets apps and g-ir-scanner run from the build folder; its
# RUNPATH still points into the toolchain there (the install step points it at the copied runtime).
#   scripts/meson-build-c-library.sh SOURCE_ROOT CONFIGURATION SCRATCH_PATH OUTPUT
set -euo pipefail
root="$1" config="$2" scratch="$(realpath -m "$3")" output="$(realpath -m "$4")"
cd "$root"
# scripts/install-c-library.sh --skip-build: the library SwiftPM already built.
[ -n "${CE_RANGE_SLIDER_SKIP_SWIFT_BUILD:-}" ] || swift build -c "$config" --scratch-path "$scratch" --product CeRangeSlider >&2
built="$(swift build -c "$config" --scratch-path "$scratch" --show-bin-path)/libCeRangeSlider.so"
install -m 755 "$built" "$output.tmp"
patchelf --set-soname libCeRangeSlider.so.0 "$output.tmp"
mv -f "$output.tmp" "$output"
ln -sf "$(basename "$output")" "$(dirname "$output")/libCeRangeSlider.so.0"
