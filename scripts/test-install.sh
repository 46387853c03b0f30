#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The house-price app installed like a GNOME app and checked there: meson setup + meson install
# into a fresh prefix, then
#   - desktop-file-validate on the installed .desktop file,
#   - appstreamcli validate --no-net on the installed metainfo, here and on Debian 13
#     (scripts/test-debian13.sh --run; DEBIAN13=0 leaves that one out),
#   - glib-compile-schemas --strict on the installed schema (and the compiled one is there),
#   - msgfmt --check on every Examples/HousePrices/po/*.po and po/ce-range-slider/*.po, and the
#     installed .mo files,
#   - the icons, the data and the Swift runtime in place; no library from the toolchain,
#   - the installed app run from the prefix with --screenshot: it finds its data, schema and
#     translations there (English and German runs); --version is meson's project version.
# Uses the debug build by default (APP_CONFIGURATION=release to check that one).
#   scripts/test-install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test
app_id=io.github.cerangeslider.HousePrices
build="$PWD/.build/meson-app"
prefix="$PWD/.build/app-prefix"
shots="${SCREENSHOT_DIR:-$PWD/.build/screenshots}"
mkdir -p "$shots"
rm -rf "$build" "$prefix"
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

# The app's meson project (Examples/HousePrices/); the library comes in as a subproject, its SwiftPM
# build the one scripts/install-c-library.sh made in .build (scripts/test.sh runs it first).
meson setup "$build" Examples/HousePrices --prefix="$prefix" -Dapp_configuration="${APP_CONFIGURATION:-debug}" \
    -Dce-range-slider:swiftpm_scratch="$PWD/.build" >/dev/null
meson install -C "$build" >/dev/null
ok "meson install into $prefix"
meson test -C "$build" --print-errorlogs >/dev/null || fail "meson test (the build folder's checks)"
ok "meson test"

desktop="$prefix/share/applications/$app_id.desktop"
desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
grep -q '^Name\[de\]=Hauspreise$' "$desktop" || fail "the desktop file has no German name"
ok "desktop-file-validate (German name merged)"
metainfo="$prefix/share/metainfo/$app_id.metainfo.xml"
appstreamcli validate --no-net "$metainfo" >/dev/null || { appstreamcli validate --no-net "$metainfo"; fail "appstreamcli validate"; }
grep -q '<screenshot' "$metainfo" || fail "the metainfo has no screenshot"
# The narrow layout (AdwBreakpoint) comes with libadwaita 1.4: the display the metainfo asks for
# follows the libadwaita the app was built against.
if pkg-config --atleast-version=1.4 libadwaita-1; then min_display=360; else min_display=640; fi
grep -q "<display_length compare=\"ge\">$min_display</display_length>" "$metainfo" ||
    fail "the metainfo does not ask for a display of $min_display px (libadwaita $(pkg-config --modversion libadwaita-1))"
ok "the metainfo asks for a display of $min_display px or more"
ok "appstreamcli validate --no-net ($(appstreamcli --version | sed 's/^AppStream version: //'))"
# The same file on Debian 13's appstreamcli (1.0: <developer id> instead of <developer_name>),
# in its root (scripts/test-debian13.sh; DEBIAN13=0 leaves it out).
if [ "${DEBIAN13:-1}" = 1 ]; then
    scripts/test-debian13.sh --run bash -c 'appstreamcli --version && appstreamcli validate --no-net "$0"' "$metainfo" ||
        fail "appstreamcli validate on Debian 13"
    ok "appstreamcli validate --no-net on Debian 13"
fi
glib-compile-schemas --strict --dry-run "$prefix/share/glib-2.0/schemas" || fail "glib-compile-schemas --strict"
[ -f "$prefix/share/glib-2.0/schemas/gschemas.compiled" ] || fail "no gschemas.compiled in the prefix"
ok "glib-compile-schemas --strict"
# Every catalogue: the app's (Examples/HousePrices/po/LANG.po, house-prices.mo) and the slider's own words
# (po/ce-range-slider/LANG.po, ce-range-slider.mo), installed side by side.
for po in Examples/HousePrices/po/*.po po/ce-range-slider/*.po; do
    case "$po" in po/ce-range-slider/*) domain=ce-range-slider ;; *) domain=house-prices ;; esac
    msgfmt --check -o /dev/null "$po" || fail "msgfmt --check $po"
    stats="$(LC_ALL=C msgfmt --statistics -o /dev/null "$po" 2>&1)"
    case "$stats" in *untranslated*|*fuzzy*) fail "$po is not complete: $stats" ;; esac
    lang="$(basename "$po" .po)"
    [ -f "$prefix/share/locale/$lang/LC_MESSAGES/$domain.mo" ] || fail "$po is not installed as $domain.mo"
    ok "msgfmt --check $po ($stats)"
done
for file in "share/icons/hicolor/scalable/apps/$app_id.svg" "share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
            share/house-prices/ames-housing.csv bin/house-prices; do
    [ -f "$prefix/$file" ] || fail "$file is not installed"
done
ok "icons, data and executable installed"
if ldd "$prefix/bin/house-prices" | grep -q "$(dirname "$(dirname "$(command -v swift)")")"; then
    ldd "$prefix/bin/house-prices" >&2
    fail "the installed app loads Swift libraries from the toolchain"
fi
ok "the Swift runtime comes from the prefix"
version="$("$prefix/bin/house-prices" --version)"
expected="$(meson introspect --projectinfo "$build" | python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')"
[ "$version" = "$expected" ] || fail "--version says $version, Examples/HousePrices/meson.build $expected"
ok "--version $version"

# Run from the prefix, in a clean home, with GLib's default search paths (the prefix is not in
# them: the app finds its schema, data and translations beside itself).
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
run_app() {
    env -u GSETTINGS_SCHEMA_DIR XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" GSETTINGS_BACKEND=keyfile \
        GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 "$@"
}
out="$home/out.txt"
run_app xvfb-run -a -s "-screen 0 1280x1024x24" "$prefix/bin/house-prices" --screenshot "$shots/installed-house-prices.png" \
    --debug-report >"$out" 2>"$home/err.txt" || { cat "$home/err.txt" >&2; fail "the installed app's --screenshot"; }
grep -qx 'Showing 2930 of 2930 homes' "$out" || fail "the installed app did not show the Ames data"
grep -qx "Loaded file: $prefix/share/house-prices/ames-housing.csv" "$out" \
    || fail "the installed app did not open its installed data: $(grep '^Loaded file' "$out")"
grep -q 'schema' "$home/err.txt" && fail "the installed app did not find its schema: $(cat "$home/err.txt")"
[ -s "$shots/installed-house-prices.png" ] || fail "no screenshot"
ok "the installed app's --screenshot ($shots/installed-house-prices.png)"
if locale -a | grep -qix de_DE.utf8; then
    run_app env LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 xvfb-run -a -s "-screen 0 1280x1024x24" "$prefix/bin/house-prices" \
        --screenshot "$shots/installed-house-prices-de.png" --debug-report >"$out" 2>/dev/null || fail "the installed app in German"
    grep -q '^Titles: Hauspreise | Wohnviertel' "$out" || fail "the installed app is not German: $(grep '^Titles' "$out")"
    grep -qx 'Count: 2.930 von 2.930 Häusern' "$out" || fail "no German numbers: $(grep '^Count' "$out" | tail -1)"
    grep -q '^Price shown: .*description: ab 12.789 \$, kein Maximum$' "$out" \
        || fail "the slider's words are not German: $(grep '^Price shown' "$out" | tail -1)"
    ok "the installed app in German ($shots/installed-house-prices-de.png)"
else
    fail "the de_DE.UTF-8 locale is missing (scripts/install-deps.sh test generates it)"
fi
echo "The installed app passed every check."
