#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Runs a command without a display (DISPLAY and WAYLAND_DISPLAY unset) and fails when it leaves
# anything new in the checkout outside the build folders (.build*/): a file git shows as new or
# changed, ignored ones included (a crash-… reproducer, a __pycache__, a Cargo.lock), except
# Package.resolved, which SwiftPM writes beside Package.swift.
#
#   scripts/check-clean-checkout.sh COMMAND [ARGS …]
#
# Exits with the command's status, or 1 when the command passed but left something.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARGS …]" >&2; exit 2; }
snapshot() {
    git status --porcelain --untracked-files=all --ignored | grep -vE '^(!!|\?\?) (\.build[^/]*/|Package\.resolved$)' | sort || true
}
before="$(snapshot)"
status=0
env -u DISPLAY -u WAYLAND_DISPLAY "$@" || status=$?
left="$(comm -13 <(printf '%s\n' "$before") <(snapshot))"
if [ -n "$left" ]; then
    echo "$1 left these in the checkout (write under .build/ instead):" >&2
    echo "$left" >&2
    [ "$status" -ne 0 ] || status=1
fi
exit "$status"
