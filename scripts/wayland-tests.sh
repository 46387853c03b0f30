# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The one list of the GTK tests that run on Wayland (headless weston), sourced by
# scripts/test-wayland.sh (which runs them) and scripts/test-debian13.sh (which runs them there
# and only the rest under Xvfb, so that each test runs once on Debian 13).
#
#   wayland_filter, wayland_skip   `swift test --filter`/`--skip` patterns of the Wayland run:
#                                  whole classes that use no pointer, less their tests that
#                                  drive xdotool
#   split_test_passes LIST DIR     from LIST (`swift test list` lines of the GTK tests) writes
#                                  DIR/wayland.txt, DIR/x11.txt (the rest) and DIR/x11.filter
#                                  (a --filter pattern that selects exactly DIR/x11.txt); fails
#                                  when the two passes do not add up to LIST, each test once
#
# Not on Wayland, and why:
# - tests that drive a real pointer or real keys with xdotool, which is X11-only (weston's
#   headless backend has no input devices, and Wayland lets no client inject input); keys
#   reach the widget there through its own key controller (KeyControllerTests);
# - scale-2 windows through GDK_SCALE=2, which only X11 reads (on Wayland the compositor's
#   output sets the scale);
# - the million-homes responsiveness timing, which is about the loader thread, not the display;
# - on GTK after 4.8 (seen on 4.18, Debian 13), KeyControllerTests: headless weston has no seat,
#   so it never activates a window, and newer GTK gives a widget keyboard focus (has-focus) only
#   in an active window (GTK 4.8 gave it in any window); the slider acts on the key of the
#   thumb that has the focus, so with no focus every key is ignored. Real keys reach only an
#   active window anyway. The same holds for the key tests of other classes that run there
#   (wayland_key_skip).

wayland_key_tests='KeyControllerTests|'
wayland_key_skip=''
if pkg-config --atleast-version=4.10 gtk4; then   # no focus in a never-active window (above)
    wayland_key_tests=''
    wayland_key_skip='|testKeysAndADragActOnTheOneThumb'
fi
wayland_filter="DisplayBackendTests|${wayland_key_tests}RangeSliderPropertyTests|RangeSliderOwnershipTests|RangeSliderGObjectTests|RangeSliderDrawingTests|RangeSliderHistogram|SkinTests|SkinPainterTests|LayerCacheTests|SingleModeTests|ProgressModeTests|RangeSliderAccessibilityTests|ExampleTests\.ExampleTests/|PlaygroundTests/testDemoTurnsTheHighlightRed|TickWidgetTests|HousePricesAppTests"
wayland_skip='testSignalsCarryTheValuesForCodeAndForARealDrag|testHighlightedThumbIsShadedWhileDragged|testThumbsStillTakeThePointerBelowTheStrip|testThumbImagesPerStateNormalHighlightedDuringARealDragAndInsensitive|testOnlyTheNormalImageIsUsedForEveryState|testNewValuesAndARealDragReuseTheLayers|testARealDragMovesTheOneThumb|testPressingOnThePinnedLowerThumbTakesTheOnlyThumb|testARealPointerDragChangesNothing|testKeysScrollAndFocusDoNothing|testValuesAndLabelsUpdateAsTheyChange|testDraggingThePriceThumbs|testClickingAColumnHeaderSortsTheList|testTypingABoundMovesTheThumb|testScrollingAfterADragShowsTheRightRows|testSortingManyHomesPreparesTheOrderInTheBackground|testTabFromTheEntryToTheThumbAndMoveItWithArrowKeys|testKeysMoveTheValue|testAPackedWidgetSurvivesItsSwiftHandleAndStillWorks|testACreatedFromCSliderIsDraggableAndItsSwiftObjectIsFoundAgain|testColourPickerUsesThe2xImagesAtScaleFactorTwo|testLoadingAMillionHomesKeepsTheWindowResponsive|testArrowKeysOnTheQuantileScaleMoveAHundredthOfTheTrack|testTheScaleToggleKeepsTheSelectedPrices|testADragSnapsToTicksUnderALogScaleWhenAsked|testThePriceUpperEndIsOpenShowsAPlusAndKeepsTheCount|testPresetMenuShowsLiveCountsAndChoosingOneMovesTheThumbs|testAnEntryKeepsBadTextInTheErrorStateAndThePopoverTakesTypedPrices|testOpenedFilesAppearInTheRecentFilesOfTheNextRun|testCopyPutsTheMatchingHomesOnTheClipboardAsTabSeparatedText|testARestartRestoresTheFiltersTheSortTheScaleAndTheSize|testTheShortcutsWindowListsEveryAcceleratorAndCtrlQuestionShowsIt|testGermanLocaleShowsGermanWordsAndNumbers|testRestingThePointerOnAHistogramBarShowsItsTooltip|testAMarkBeforeTheTrackLiesBeyondTheHistogramAndTheThumbsStillTakeThePointer|testARestartRestoresTheSidePanelsChoices|testDraggingLivingAreaReshapesThePriceHistogramAndTheNeighbourhoodCounts|testUncheckingANeighbourhoodFiltersTheListCountAndHistogram|testDraggingAPanelSliderFiltersTheCountAndThePriceHistogram|testAWindsorFileListsItsOwnColumnsAndSortsByThem|testARestartRestoresAPanelSlidersRange|testALargeFilesOwnColumnSortsFromAThread|testTheColumnMenuShowsAndHidesColumnsAndIsRemembered|testTypingAPlusInTheUpperPriceEntryOpensTheUpperEnd|testANarrowWindowShowsTheFiltersOverTheListAndTheyFilter|testWideningTheNarrowWindowPutsThePanelBesideTheList|testPresetCountsFollowTheSidePanelsChoices|testAMiddleThumbHasItsOwnSkinByIndexInEveryState|testTheWindowOverADatabaseTableCountsAsOverTheFile|testADatabaseFailureShowsItsReasonAndTheRetryLoadsOnceFixed|testUncheckingANeighbourhoodOverADatabaseTableIsCountedByTheServer|testTheListOverADatabaseTableShowsTheServersRowsAsTheyAreNow|testExportOverADatabaseTableWritesEveryMatchingHomeAsOverTheFile|testASampledDatabaseTableCountsAndListsAsTheFile|testASampledTableKeepsItsFiltersOnTheServerWhenItStops|testARealDragAndAClickMoveTheOneThumbDrawnAlone|testARealDragAndClickLeaveEveryPixelAsItWas'"$wayland_key_skip"

split_test_passes() {
    local list="$1" dir="$2"
    mkdir -p "$dir"
    # `swift test` matches --filter/--skip anywhere in "Module.Class/test" (grep -E does the same).
    sort -u "$list" | grep -E "$wayland_filter" | grep -Ev "$wayland_skip" >"$dir/wayland.txt" || true
    sort -u "$list" | comm -23 - "$dir/wayland.txt" >"$dir/x11.txt"
    # The X11 pass's pattern: a class none of whose tests runs on Wayland as a whole, the other
    # classes' tests each by name.
    awk -F/ 'NR == FNR { wayland[$1] = 1; next }
             { esc = $0; gsub(/[][\\.^$*+?(){}|]/, "\\\\&", esc)
               cls = $1; gsub(/[][\\.^$*+?(){}|]/, "\\\\&", cls)
               p = ($1 in wayland) ? "^" esc "$" : "^" cls "/"
               if (!(p in seen)) { seen[p] = 1; out = out (out == "" ? "" : "|") p } }
             END { print out }' "$dir/wayland.txt" "$dir/x11.txt" >"$dir/x11.filter"
    # The check: the X11 pattern selects exactly the rest, and the two passes add up to the list.
    local x11_selected
    x11_selected=$(sort -u "$list" | grep -E "$(cat "$dir/x11.filter")" || true)
    if [ "$x11_selected" != "$(cat "$dir/x11.txt")" ]; then
        echo "split_test_passes: the X11 pattern does not select exactly the tests left for X11" >&2
        return 1
    fi
    if [ "$(sort -u "$dir/wayland.txt" "$dir/x11.txt")" != "$(sort -u "$list")" ] ||
        [ -n "$(comm -12 "$dir/wayland.txt" "$dir/x11.txt")" ]; then
        echo "split_test_passes: the Wayland and X11 passes do not add up to the list, each test once" >&2
        return 1
    fi
    echo "Test passes: $(wc -l <"$dir/wayland.txt") on Wayland, $(wc -l <"$dir/x11.txt") on X11, $(sort -u "$list" | wc -l) in all" >&2
}
