#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Prints the C symbols libCeRangeSlider exports, one a line, sorted, as a built library has
# them: CLibraryClientTests compare this with clib/ce-range-slider.symbols (a symbol exported
# but not listed, or listed but no longer exported, fails the tests: an ABI change must be
# deliberate). scripts/generate-c-accessors.sh writes that list from the sources; diff the two
# to see what a build exports differently:
#
#   diff <(scripts/list-c-symbols.sh) clib/ce-range-slider.symbols
#
# LIBRARY defaults to the library scripts/test.sh installs (.build/c-library). Left out: the
# Swift-mangled symbols ($s…: the implementation's, not a C ABI; they change with any edit
# of the Swift code) and the linker's own (__bss_start, _edata, _end).
set -euo pipefail
cd "$(dirname "$0")/.."
library="${1:-.build/c-library/lib/libCeRangeSlider.so.0}"
[ -f "$library" ] || { echo "error: $library is missing (scripts/install-c-library.sh .build/c-library)" >&2; exit 1; }
echo "# The C symbols libCeRangeSlider.so.0 exports: ce_* is the API of clib/include/*.h; cgtk_*"
echo "# are the CGtkShim helpers the Swift code calls (exported by the build, not for apps)."
echo "# Listed by scripts/list-c-symbols.sh from $library."
nm -D --defined-only "$library" | awk '$3 !~ /^\$s/ && $3 !~ /^_/ { print $3 }' | LC_ALL=C sort
