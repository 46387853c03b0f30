#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Extracts the house-price app's messages into Examples/HousePrices/po/house-prices.pot and merges
# them into every Examples/HousePrices/po/LANG.po (then translate what msgmerge marked fuzzy or
# left empty), and the slider's own words likewise in po/ce-range-slider/. xgettext has no Swift
# parser: the Swift files are read as C, whose string literals and calls look the same for the
# markers L("…"), Lp("…", "…", n) and N("…"). The .desktop and metainfo files use gettext's own
# rules (metainfo through appstream's ITS rules).
#   scripts/update-po.sh           update the catalogues in place
#   scripts/update-po.sh --check   change nothing; fail when a file with marked words is not in a
#                                  POTFILES list, or a language lacks a translation (missing or fuzzy)
set -euo pipefail
cd "$(dirname "$0")/.."
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
app=Examples/HousePrices/po   # the app's; po/ce-range-slider: the slider's own words
po=$app
libpo=po
check=0
if [ "${1:-}" = --check ]; then
    check=1
    cp -r "$app" "$tmp/app" && cp -r po "$tmp/po"
    po="$tmp/app"
    libpo="$tmp/po"
fi

# Every Swift file with a marker is listed, and every listed file exists.
listed_ok=1
compare_lists() {   # POTFILES, marker regex
    local wanted listed
    wanted="$(git ls-files -- 'Sources/*.swift' 'Examples/*.swift' 'Tools/*.swift' | xargs grep -lE "$2" | sort)"
    listed="$(grep '\.swift$' "$1" | sort)"
    if [ "$wanted" != "$listed" ]; then
        echo "$1 does not list exactly the Swift files with marked words:" >&2
        diff <(echo "$listed") <(echo "$wanted") | sed -n 's/^> /  missing: /p; s/^< /  not marked (or gone): /p' >&2
        listed_ok=0
    fi
}
compare_lists "$app/POTFILES" '\b(L|Lp|N)\("'
compare_lists po/ce-range-slider/POTFILES 'translated\("'
grep '\.swift$' "$app/POTFILES" > "$tmp/swift"
grep -v '\.swift$' "$app/POTFILES" > "$tmp/data"
# Swift's multi-line string literals confuse the C lexer: its warnings about them are noise.
xgettext --language=C --from-code=UTF-8 --keyword=L --keyword=Lp:1,2 --keyword=N \
    --add-comments=TRANSLATORS --package-name=house-prices --msgid-bugs-address=rangeslider@example.org \
    -o "$tmp/swift.pot" -f "$tmp/swift" 2> >(grep -v 'unterminated string literal' >&2 || true)
xgettext --from-code=UTF-8 --add-comments=TRANSLATORS -o "$tmp/data.pot" -f "$tmp/data"
msgcat --use-first -o "$po/house-prices.pot" "$tmp/swift.pot" "$tmp/data.pot"
for lang in "$po"/*.po; do
    [ -e "$lang" ] || continue
    msgmerge --quiet --update --backup=none "$lang" "$po/house-prices.pot"
done

# The slider's own words: text domain ce-range-slider, marked SliderWords.translated("…")
# (po/ce-range-slider/: POTFILES, LINGUAS, LANG.po).
lib="$libpo/ce-range-slider"
xgettext --language=C --from-code=UTF-8 --keyword=translated \
    --add-comments=TRANSLATORS --package-name=ce-range-slider --msgid-bugs-address=rangeslider@example.org \
    -o "$lib/ce-range-slider.pot" -f po/ce-range-slider/POTFILES 2> >(grep -v 'unterminated string literal' >&2 || true)
for lang in "$lib"/*.po; do
    [ -e "$lang" ] || continue
    msgmerge --quiet --update --backup=none "$lang" "$lib/ce-range-slider.pot"
done

[ "$check" = 1 ] || exit 0
status=0
[ "$listed_ok" = 1 ] || status=1
for lang in "$po"/*.po "$lib"/*.po; do
    [ -e "$lang" ] || continue
    missing="$(msgattrib --untranslated --no-obsolete "$lang" | grep -c '^msgid ' || true)"
    fuzzy="$(msgattrib --only-fuzzy --no-obsolete "$lang" | grep -c '^msgid ' || true)"
    # msgattrib prints the header entry (msgid "") with any other entry.
    [ "$missing" -le 1 ] || { echo "${lang#"$tmp/"}: $((missing - 1)) untranslated:" >&2; msgattrib --untranslated --no-obsolete "$lang" | grep '^msgid ' | tail -n +2 | sed 's/^/  /' >&2; status=1; }
    [ "$fuzzy" -le 1 ] || { echo "${lang#"$tmp/"}: $((fuzzy - 1)) fuzzy:" >&2; msgattrib --only-fuzzy --no-obsolete "$lang" | grep '^msgid ' | tail -n +2 | sed 's/^/  /' >&2; status=1; }
done
[ "$status" = 0 ] && echo "Translations: every marked file listed, every language complete"
exit "$status"
