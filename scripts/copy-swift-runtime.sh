#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Copies the Swift runtime libraries an ELF file needs (directly or through one another) from
# the toolchain directory in its RUNPATH into DIR, so that it runs without the toolchain once
# its RUNPATH points at DIR. Used by scripts/install-c-library.sh (libCeRangeSlider) and by the
# house-price app's meson install (scripts/meson-install-app.sh). Prints how many it copied.
#   scripts/copy-swift-runtime.sh ELF DIR
set -euo pipefail
elf="${1:?usage: copy-swift-runtime.sh ELF DIR}"
dest="${2:?usage: copy-swift-runtime.sh ELF DIR}"
# The Swift runtime it was linked against: the toolchain directory in its RUNPATH.
toolchain_runtime=""
for dir in $(readelf -d "$elf" | sed -n 's/.*R\(UN\)\?PATH.*\[\(.*\)\]/\2/p' | tr ':' ' '); do
    [ -f "$dir/libswiftCore.so" ] && { toolchain_runtime="$dir"; break; }
done
[ -n "$toolchain_runtime" ] || { echo "error: no Swift runtime found in the RUNPATH of $elf" >&2; exit 1; }

# Every library of that directory it needs, directly or through another one.
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
declare -A runtime=()
queue=("$elf")
while [ ${#queue[@]} -gt 0 ]; do
    lib="${queue[0]}"; queue=("${queue[@]:1}")
    for name in $(needed "$lib"); do
        if [ -f "$toolchain_runtime/$name" ] && [ -z "${runtime[$name]:-}" ]; then
            runtime[$name]=1
            queue+=("$toolchain_runtime/$name")
        fi
    done
done
mkdir -p "$dest"
for name in "${!runtime[@]}"; do
    install -m 644 "$toolchain_runtime/$name" "$dest/$name"   # their RUNPATH is $ORIGIN
done
echo "${#runtime[@]}"
