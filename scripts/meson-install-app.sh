#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# meson's install step for house-prices (Examples/HousePrices/meson.build): copies the Swift
# runtime the installed executable needs into PREFIX/LIBDIR/house-prices/swift and points its
# RUNPATH there, so it runs without the Swift toolchain.
#   (run by meson install) scripts/meson-install-app.sh BINDIR LIBDIR
set -euo pipefail
bindir="$1" libdir="$2"
dest="${MESON_INSTALL_DESTDIR_PREFIX:?run by meson install}"
exe="$dest/$bindir/house-prices"
runtime="$dest/$libdir/house-prices/swift"
count="$("$(dirname "$0")/copy-swift-runtime.sh" "$exe" "$runtime")"
# RUNPATH relative to the executable, whatever the prefix (and DESTDIR).
relative="$(realpath --relative-to="$dest/$bindir" "$runtime")"
patchelf --set-rpath "\$ORIGIN/$relative" "$exe"
echo "Installed $count Swift runtime libraries into $runtime; RUNPATH of house-prices: \$ORIGIN/$relative"
