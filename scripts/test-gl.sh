#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The slider under GTK's GL renderer, as on a GNOME desktop: Xvfb with GLX and Mesa's
# software GL (llvmpipe), GSK_RENDERER=gl. scripts/test.sh runs this after its build; it can
# also run alone (it builds first). Installs what is missing (scripts/install-deps.sh gl).
#
#   1. At scale 1: GLRendererTests (every scene drawn by GL and by Cairo, compared pixel by
#      pixel; GL texture uploads counted), and the pixel tests of the Cairo suite that matter
#      (drawing, histogram, skins, layer cache, focus ring, dark theme, scale-2 child windows).
#   2. At scale 2 (GDK_SCALE=2): GLRendererTests again, on a real HiDPI window.
#   3. The apps' --screenshot renders under GL, for a person to look at.
# The test set-up fails every test if GTK falls back from GL to another renderer.
# Screenshots: .build/screenshots/gl/ (or $SCREENSHOT_DIR/gl).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh gl

export GDK_BACKEND=x11
export GSK_RENDERER=gl
export NO_AT_BRIDGE=1
export GTK_A11Y=test
export SCREENSHOT_DIR="${SCREENSHOT_DIR:-$PWD/.build/screenshots}/gl"
mkdir -p "$SCREENSHOT_DIR"
unset GDK_SCALE

swift build --build-tests "$@"
bin="$(swift build --show-bin-path "$@")"

xvfb() { xvfb-run -a -s "-screen 0 2560x2048x24 +extension GLX" dbus-run-session -- "$@"; }

echo "== GL renderer, scale 1" >&2
xvfb swift test --skip-build "$@" \
    --filter 'GLRendererTests|DisplayBackendTests|RangeSliderDrawingTests|RangeSliderHistogram|TickWidgetTests|ScaleWindowTests/testTheHistogram|SkinTests|LayerCacheTests|RangeSliderKeyboardTests/testFocusedThumbShowsAFocusRing|RangeSliderOrientationTests/testDarkTheme|ExampleTests\.ExampleTests/|PlaygroundScaleTests|BenchmarkTests/testQuickGLRunWritesTheGLFrameRatios'

echo "== GL renderer, scale 2" >&2
GDK_SCALE=2 xvfb swift test --skip-build "$@" --filter 'GLRendererTests'

echo "== GL renderer: the apps' screenshots" >&2
xvfb "$bin/range-slider-playground" --screenshot "$SCREENSHOT_DIR/playground.png" >/dev/null
xvfb "$bin/house-prices" --screenshot "$SCREENSHOT_DIR/house-prices.png" >/dev/null
GDK_SCALE=2 xvfb "$bin/colour-picker" --screenshot "$SCREENSHOT_DIR/colour-picker@2x.png" >/dev/null
for png in playground house-prices colour-picker@2x; do
    [ -s "$SCREENSHOT_DIR/$png.png" ] || { echo "test-gl.sh: no screenshot $png.png" >&2; exit 1; }
done
echo "GL run passed; screenshots in $SCREENSHOT_DIR" >&2
