#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Checks that every source file in the repository names its licence with SPDX tags at its top
# (after a shebang or a `swift-tools-version` line), as GNOME projects do:
#
#   // SPDX-FileCopyrightText: 2026 The RangeSlider developers
#   // SPDX-License-Identifier: MIT
#
# (`#` comments in shell, Python and meson files). Source files: Swift, C, headers, Vala,
# JavaScript, Rust, Python, shell scripts and meson.build files that git tracks, test fixtures
# aside. Exits non-zero listing the files without the tags.
#
#   scripts/check-licence-headers.sh          check
#   scripts/check-licence-headers.sh --fix    add the tags where they are missing
set -euo pipefail
cd "$(dirname "$0")/.."

copyright='SPDX-FileCopyrightText: 2026 The RangeSlider developers'
licence='SPDX-License-Identifier: MIT'

comment_for() {
    case "$1" in
        *.swift|*.c|*.h|*.vala|*.js|*.rs) echo '//' ;;
        *.py|*.sh|*/meson.build|meson.build|.ci/run) echo '#' ;;
        *) return 1 ;;
    esac
}

fix=0
[ "${1:-}" = --fix ] && fix=1

missing=()
while IFS= read -r file; do
    case "$file" in Tests/Fixtures/*|Fuzz/corpus*/*) continue ;; esac
    prefix=$(comment_for "$file") || continue
    [ -f "$file" ] || continue
    if head -n 4 "$file" | grep -qF "$licence"; then continue; fi
    if [ "$fix" -eq 0 ]; then missing+=("$file"); continue; fi
    # The tags go after a first line that must stay first.
    keep=0
    first=$(head -n 1 "$file")
    case "$first" in '#!'*|'// swift-tools-version'*) keep=1 ;; esac
    {
        [ "$keep" -eq 1 ] && printf '%s\n' "$first"
        printf '%s %s\n%s %s\n' "$prefix" "$copyright" "$prefix" "$licence"
        tail -n +$((keep + 1)) "$file"
    } >"$file.spdx-tmp"
    chmod --reference="$file" "$file.spdx-tmp"
    mv "$file.spdx-tmp" "$file"
done < <(git ls-files)

if [ ${#missing[@]} -gt 0 ]; then
    echo "Files without SPDX licence tags (scripts/check-licence-headers.sh --fix adds them):" >&2
    printf '  %s\n' "${missing[@]}" >&2
    exit 1
fi
echo "Every source file names its licence (SPDX)."
