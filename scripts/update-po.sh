#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Extracts the house-price app's messages into po/house-prices.pot and merges them into every
# po/LANG.po (then translate what msgmerge marked fuzzy or left empty). xgettext has no Swift
# parser: the Swift files are read as C, whose string literals and calls look the same for the
# markers L("…"), Lp("…", "…", n) and N("…"). The .desktop and metainfo files use gettext's own
# rules (metainfo through appstream's ITS rules).
#   scripts/update-po.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
grep '\.swift$' po/POTFILES > "$tmp/swift"
grep -v '\.swift$' po/POTFILES > "$tmp/data"
# Swift's multi-line string literals confuse the C lexer: its warnings about them are noise.
xgettext --language=C --from-code=UTF-8 --keyword=L --keyword=Lp:1,2 --keyword=N \
    --add-comments=TRANSLATORS --package-name=house-prices --msgid-bugs-address=rangeslider@example.org \
    -o "$tmp/swift.pot" -f "$tmp/swift" 2> >(grep -v 'unterminated string literal' >&2 || true)
xgettext --from-code=UTF-8 --add-comments=TRANSLATORS -o "$tmp/data.pot" -f "$tmp/data"
msgcat --use-first -o po/house-prices.pot "$tmp/swift.pot" "$tmp/data.pot"
for po in po/*.po; do
    [ -e "$po" ] || continue
    msgmerge --quiet --update --backup=none "$po" po/house-prices.pot
done

# The slider's own words: text domain ce-range-slider, marked SliderWords.translated("…")
# (po/ce-range-slider/: POTFILES, LINGUAS, LANG.po).
lib=po/ce-range-slider
xgettext --language=C --from-code=UTF-8 --keyword=translated \
    --add-comments=TRANSLATORS --package-name=ce-range-slider --msgid-bugs-address=rangeslider@example.org \
    -o "$lib/ce-range-slider.pot" -f "$lib/POTFILES" 2> >(grep -v 'unterminated string literal' >&2 || true)
for po in "$lib"/*.po; do
    [ -e "$po" ] || continue
    msgmerge --quiet --update --backup=none "$po" "$lib/ce-range-slider.pot"
done
