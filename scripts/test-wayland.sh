#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The apps and the widget tests that need no pointer, on Wayland: a headless weston
# (Debian 12's weston 10, --backend=headless-backend.so) with GDK_BACKEND=wayland and no X
# display at all. GSK_RENDERER is left unset: GTK picks its renderer as on a desktop (with
# Mesa's EGL it is the GL renderer; DisplayBackendTests prints which one).
# scripts/test.sh runs this after its build; it can also run alone (it builds first).
# Installs what is missing (scripts/install-deps.sh wayland).
#
# Not here, and why (they run on X11 in scripts/test.sh):
# - tests that drive a real pointer or real keys with xdotool, which is X11-only (weston's
#   headless backend has no input devices, and Wayland lets no client inject input); keys
#   reach the widget here through its own key controller (KeyControllerTests);
# - scale-2 windows through GDK_SCALE=2, which only X11 reads (on Wayland the compositor's
#   output sets the scale);
# - the million-homes responsiveness timing, which is about the loader thread, not the display;
# - on GTK after 4.8 (seen on 4.18, Debian 13), KeyControllerTests: headless weston has no seat,
#   so it never activates a window, and newer GTK gives a widget keyboard focus (has-focus) only
#   in an active window (GTK 4.8 gave it in any window); the slider acts on the key of the
#   thumb that has the focus, so with no focus every key is ignored. Real keys reach only an
#   active window anyway.
# Screenshots: .build/screenshots/wayland/ (or $SCREENSHOT_DIR/wayland).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh wayland

swift build --build-tests "$@"
bin="$(swift build --show-bin-path "$@")"

runtime="$(mktemp -d /tmp/range-slider-wayland.XXXXXX)"
chmod 700 "$runtime"
socket="wayland-range-slider-$$"
weston_log="$runtime/weston.log"
XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --socket="$socket" --idle-time=0 \
    --width=2560 --height=2048 >"$weston_log" 2>&1 &
weston_pid=$!
cleanup() {
    kill "$weston_pid" 2>/dev/null || true
    wait "$weston_pid" 2>/dev/null || true
    rm -rf "$runtime"
}
trap cleanup EXIT
for _ in $(seq 100); do
    [ -S "$runtime/$socket" ] && break
    kill -0 "$weston_pid" 2>/dev/null || { cat "$weston_log" >&2; echo "test-wayland.sh: weston did not start" >&2; exit 1; }
    sleep 0.1
done
[ -S "$runtime/$socket" ] || { cat "$weston_log" >&2; echo "test-wayland.sh: no Wayland socket" >&2; exit 1; }

unset DISPLAY GSK_RENDERER GDK_SCALE
export XDG_RUNTIME_DIR="$runtime"
export WAYLAND_DISPLAY="$socket"
export GDK_BACKEND=wayland
export NO_AT_BRIDGE=1
export GTK_A11Y=test
export SCREENSHOT_DIR="${SCREENSHOT_DIR:-$PWD/.build/screenshots}/wayland"
mkdir -p "$SCREENSHOT_DIR"

echo "== Wayland (weston headless): widget tests without a pointer" >&2
# Whole classes that use no pointer, then the pointer-free tests of the others (--skip drops
# the tests that drive xdotool).
# A test that fails is run once more, alone, and must pass then: on this headless weston a
# window now and then gets no frame for seconds (seen in 2 of 6 runs, 1–2 tests each, on a busy
# machine; not understood yet), and such a test is reported by name, not hidden.
log="$runtime/tests.log"
key_tests='KeyControllerTests|'
pkg-config --atleast-version=4.10 gtk4 && key_tests=''   # no focus in a never-active window (above)
set +e
dbus-run-session -- swift test --skip-build "$@" \
    --filter "DisplayBackendTests|$key_tests"'RangeSliderPropertyTests|RangeSliderOwnershipTests|RangeSliderGObjectTests|RangeSliderDrawingTests|RangeSliderHistogram|SkinTests|SkinPainterTests|LayerCacheTests|SingleModeTests|ProgressModeTests|RangeSliderAccessibilityTests|ExampleTests|PlaygroundTests/testDemoTurnsTheHighlightRed|TickWidgetTests|HousePricesAppTests' \
    --skip 'testSignalsCarryTheValuesForCodeAndForARealDrag|testHighlightedThumbIsShadedWhileDragged|testThumbsStillTakeThePointerBelowTheStrip|testThumbImagesPerStateNormalHighlightedDuringARealDragAndInsensitive|testOnlyTheNormalImageIsUsedForEveryState|testNewValuesAndARealDragReuseTheLayers|testARealDragMovesTheOneThumb|testPressingOnThePinnedLowerThumbTakesTheOnlyThumb|testARealPointerDragChangesNothing|testKeysScrollAndFocusDoNothing|testValuesAndLabelsUpdateAsTheyChange|testDraggingThePriceThumbs|testClickingAColumnHeaderSortsTheList|testTypingABoundMovesTheThumb|testScrollingAfterADragShowsTheRightRows|testSortingManyHomesPreparesTheOrderInTheBackground|testTabFromTheEntryToTheThumbAndMoveItWithArrowKeys|testKeysMoveTheValue|testAPackedWidgetSurvivesItsSwiftHandleAndStillWorks|testACreatedFromCSliderIsDraggableAndItsSwiftObjectIsFoundAgain|testColourPickerUsesThe2xImagesAtScaleFactorTwo|testLoadingAMillionHomesKeepsTheWindowResponsive|testArrowKeysOnTheQuantileScaleMoveAHundredthOfTheTrack|testTheScaleToggleKeepsTheSelectedPrices|testADragSnapsToTicksUnderALogScaleWhenAsked|testThePriceUpperEndIsOpenShowsAPlusAndKeepsTheCount|testPresetMenuShowsLiveCountsAndChoosingOneMovesTheThumbs|testAnEntryKeepsBadTextInTheErrorStateAndThePopoverTakesTypedPrices|testOpenedFilesAppearInTheRecentFilesOfTheNextRun|testCopyPutsTheMatchingHomesOnTheClipboardAsTabSeparatedText|testARestartRestoresTheFiltersTheSortTheScaleAndTheSize|testTheShortcutsWindowListsEveryAcceleratorAndCtrlQuestionShowsIt|testGermanLocaleShowsGermanWordsAndNumbers|testRestingThePointerOnAHistogramBarShowsItsTooltip|testAMarkBeforeTheTrackLiesBeyondTheHistogramAndTheThumbsStillTakeThePointer|testARestartRestoresTheSidePanelsChoices|testDraggingLivingAreaReshapesThePriceHistogramAndTheNeighbourhoodCounts|testUncheckingANeighbourhoodFiltersTheListCountAndHistogram|testDraggingAPanelSliderFiltersTheCountAndThePriceHistogram|testAWindsorFileListsItsOwnColumnsAndSortsByThem|testARestartRestoresAPanelSlidersRange|testALargeFilesOwnColumnSortsFromAThread|testTheColumnMenuShowsAndHidesColumnsAndIsRemembered|testTypingAPlusInTheUpperPriceEntryOpensTheUpperEnd|testANarrowWindowShowsTheFiltersOverTheListAndTheyFilter|testWideningTheNarrowWindowPutsThePanelBesideTheList' \
    2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
    mapfile -t failed < <(sed -n "s/^Test Case '\([A-Za-z]*\)\.\([A-Za-z0-9_]*\)' failed.*/\1\/\2/p" "$log" | sort -u)
    [ ${#failed[@]} -gt 0 ] && [ ${#failed[@]} -le 3 ] || { echo "test-wayland.sh: ${#failed[@]} tests failed on Wayland" >&2; exit 1; }
    echo "test-wayland.sh: failed once on Wayland, running again alone: ${failed[*]}" >&2
    for t in "${failed[@]}"; do
        dbus-run-session -- swift test --skip-build "$@" --filter "^RangeSliderWidgetTests.$t\$|^HousePricesAppTests.$t\$" \
            || { echo "test-wayland.sh: $t failed again on Wayland" >&2; exit 1; }
    done
    echo "test-wayland.sh: passed on the second try: ${failed[*]}" >&2
fi

echo "== Wayland: the apps' screenshots" >&2
dbus-run-session -- "$bin/range-slider-playground" --screenshot "$SCREENSHOT_DIR/playground.png" >/dev/null
dbus-run-session -- "$bin/house-prices" --screenshot "$SCREENSHOT_DIR/house-prices.png" >/dev/null
dbus-run-session -- "$bin/colour-picker" --screenshot "$SCREENSHOT_DIR/colour-picker.png" >/dev/null
dbus-run-session -- "$bin/progress-demo" --screenshot "$SCREENSHOT_DIR/progress-demo.png" >/dev/null
for png in playground house-prices colour-picker progress-demo; do
    [ -s "$SCREENSHOT_DIR/$png.png" ] || { echo "test-wayland.sh: no screenshot $png.png" >&2; exit 1; }
done
echo "Wayland run passed; screenshots in $SCREENSHOT_DIR" >&2
