#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Checks that no file in the repository points at the project's issue tracker by number: code,
# comments, test names, scripts, the README and the docs name the concept instead (a reader of
# the repository cannot look a number up; history belongs in commit messages). Flagged: "issue"
# or "ticket" followed by a number ("issue N", "Issue N's", "issues N–M", "issue-N" in an
# anchor, "ticket #N"), and a bare "#N" after a space or a parenthesis. Another project's bug is
# cited by its address (a URL such as …/-/issues/N passes). Tracked text files, test fixtures'
# data and the fuzz corpora aside (a fixture's README is checked). Exits non-zero listing each
# offending file:line.
#
#   scripts/check-no-issue-numbers.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# "issue N" and the like; then "#N" (up to four digits, not a colour such as #1a2b3c).
words='\b(issues?|tickets?)[ -]?#?[0-9]+'
hash='(^|[[:space:](])#[0-9]{1,4}([^0-9A-Za-z]|$)'

found=$(git grep -n -I -i -E -e "$words" -e "$hash" -- . \
        ':!*.css' ':!*.svg' ':!*.ui' || true)
offending=()
while IFS= read -r hit; do
    [ -n "$hit" ] || continue
    file=${hit%%:*}
    case "$file" in
        Tests/Fixtures/*.md) ;;
        Tests/Fixtures/*|Fuzz/[Cc]orpus*/*) continue ;;
    esac
    rest=${hit#*:}
    offending+=("$file:${rest%%:*}: ${rest#*:}")
done <<<"$found"

if [ ${#offending[@]} -gt 0 ]; then
    echo "Issue numbers in the tree (name the concept instead; history goes in commit messages):" >&2
    printf '  %s\n' "${offending[@]}" >&2
    exit 1
fi
echo "No issue numbers in the tree."
