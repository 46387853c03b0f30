#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# GTK 4.18's GPU renderers against Cairo, in the Debian 13 root (scripts/test-debian13.sh runs
# this after its GTK tests, inside the root): GLRendererTests under GSK_RENDERER=ngl (Mesa's
# llvmpipe) and under GSK_RENDERER=vulkan (Mesa's lavapipe), each at scale factor 1 and 2
# (GDK_SCALE) in its own Xvfb. The test set-up fails every test when GTK falls back to another
# renderer.
#
#   scripts/test-debian13-renderers.sh SCRATCH     (the build folder, .build-debian13)
#
# Then the apps' --screenshot under each renderer (range-slider-playground, house-prices), in
# the light style (APP.png) and the dark one (APP-dark.png, GTK_THEME=Adwaita:dark, which both
# apps take for the dark style).
# Logs: SCRATCH/test-RENDERER-scaleN.log; screenshots: SCRATCH/screenshots/RENDERER/ (the
# comparisons in its renderer-comparison/). Writes one scripts/test-summary.sh line per
# renderer and scale to SCRATCH/renderers.summary (a run without a summary writes why
# instead); exits 1 when a run failed.
set -uo pipefail
scratch="$1"
tests='GLRendererTests'
overall=0
: >"$scratch/renderers.summary"
for renderer in ngl vulkan; do
    for scale in 1 2; do
        echo "=== Debian 13: GSK_RENDERER=$renderer against Cairo, scale $scale" >&2
        log="$scratch/test-$renderer-scale$scale.log"
        SCREENSHOT_DIR="$PWD/$scratch/screenshots/$renderer" GSK_RENDERER="$renderer" GDK_SCALE="$scale" GDK_BACKEND=x11 \
            nice -n 10 xvfb-run -a -s "-screen 0 2560x2048x24 +extension GLX" \
            dbus-run-session -- swift test --skip-build --scratch-path "$scratch" --filter "$tests" 2>&1 | tee "$log"
        status=${PIPESTATUS[0]}
        summary=$(scripts/test-summary.sh "$log" 2>&1) || overall=1
        [ "$status" -eq 0 ] || overall=1
        echo "$summary"
        echo "GSK_RENDERER=$renderer, scale $scale: $(tail -1 <<<"$summary")" >&2
        tail -1 <<<"$summary" >>"$scratch/renderers.summary"
    done

    # The apps' --screenshot under this renderer, for a person to look at. GTK's own debug
    # output must name the renderer: a silent fall-back fails the step.
    case $renderer in ngl) expected=GskGLRenderer ;; vulkan) expected=GskVulkanRenderer ;; esac
    for app in range-slider-playground house-prices; do
        for style in light dark; do
            name=$app theme=()
            [ "$style" = light ] || { name=$app-dark; theme=(GTK_THEME=Adwaita:dark); }
            png="$scratch/screenshots/$renderer/$name.png"
            log="$scratch/screenshot-$renderer-$name.log"
            rm -f "$png"
            env "${theme[@]}" GSK_RENDERER="$renderer" GSK_DEBUG=renderer GDK_BACKEND=x11 \
                xvfb-run -a -s "-screen 0 2560x2048x24 +extension GLX" \
                dbus-run-session -- "$scratch/debug/$app" --screenshot "$png" >"$log" 2>&1
            if [ ! -s "$png" ] || ! grep -q "Using renderer '$expected'" "$log"; then
                echo "GSK_RENDERER=$renderer: $app ($style) drew no screenshot with $expected ($log)" >&2
                overall=1
            fi
        done
    done
done
exit "$overall"
