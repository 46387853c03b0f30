#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Writes the C library's API reference (HTML, as every GNOME library publishes it) into a
# folder, with gi-docgen from the GIR that scripts/install-c-library.sh made, and checks that
# every public symbol is documented first (gi-docgen check; a warning fails the script).
#
# usage: scripts/make-api-reference.sh [-p PREFIX] OUTPUT_DIR
#   -p PREFIX   where the library is installed (default .build/c-library, as scripts/test.sh
#               installs it); its share/gir-1.0/Ce-1.0.gir is documented
# Open OUTPUT_DIR/index.html. Installs gi-docgen when missing (Debian 12: package gi-docgen).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=.build/c-library
while [ $# -gt 0 ]; do
    case "$1" in
        -p) prefix="$2"; shift 2 ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) break ;;
    esac
done
[ $# -eq 1 ] || { echo "usage: $0 [-p PREFIX] OUTPUT_DIR" >&2; exit 2; }
output="$1"
gir="$prefix/share/gir-1.0/Ce-1.0.gir"
[ -f "$gir" ] || { echo "error: $gir is missing (scripts/install-c-library.sh $prefix)" >&2; exit 1; }
command -v gi-docgen >/dev/null || scripts/install-deps.sh test

# Undocumented symbols, parameters or return values are warnings: fatal here.
gi-docgen check --fatal-warnings --config docs/reference/Ce.toml "$gir"
rm -rf "$output"
gi-docgen generate --quiet --fatal-warnings --no-namespace-dir --config docs/reference/Ce.toml \
    --output-dir "$output" "$gir"
echo "API reference written to $output/index.html"
