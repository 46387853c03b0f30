#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
#
# Repeats range-slider-bench's frame section (`--only frame`: the slider beside GtkScale in one
# window and renderer, interleaved, at scale 1 and 2) in ROUNDS processes under each renderer,
# the renderers taking turns round by round, and prints for every frame figure the median of
# the rounds' ratios to GtkScale, their spread (min – max) and the medians of both widgets'
# times. One process's ratio moves by 10–30 % on a shared machine; the median of several does
# not say more than its spread allows.
#
#   scripts/bench-frame-rounds.sh BENCH OUTDIR ROUNDS RENDERER...    e.g.
#   scripts/bench-frame-rounds.sh .build/release/range-slider-bench .build/frame-rounds 5 cairo
#   scripts/test-debian13.sh --run scripts/bench-frame-rounds.sh \
#       .build-debian13/release/range-slider-bench .build-debian13/frame-rounds 5 ngl vulkan
#
# Each run runs in its own Xvfb (with GLX, for ngl), GDK_BACKEND=x11, NO_AT_BRIDGE=1. The JSON
# of each run stays in OUTDIR (RENDERER-N.json, its output in RENDERER-N.log). Exits 1 when a
# run failed or a renderer other than the one asked for drew the frames.
set -uo pipefail
if [ $# -lt 4 ]; then
    echo "usage: $0 BENCH OUTDIR ROUNDS RENDERER..." >&2
    exit 2
fi
bench=$1 out=$2 rounds=$3
shift 3
mkdir -p "$out"
status=0
for round in $(seq 1 "$rounds"); do
    for renderer in "$@"; do
        env GDK_BACKEND=x11 GSK_RENDERER="$renderer" NO_AT_BRIDGE=1 \
            xvfb-run -a -s "-screen 0 2560x2048x24 +extension GLX" \
            "$bench" --only frame --json "$out/$renderer-$round.json" >"$out/$renderer-$round.log" 2>&1 || status=1
        echo "$renderer round $round: $(date +%T), load average $(cut -d' ' -f1 /proc/loadavg)" >&2
    done
done
python3 - "$out" "$@" <<'EOF' || status=1
import glob, json, statistics, sys
out, renderers = sys.argv[1], sys.argv[2:]
expected = {"cairo": "GskCairoRenderer", "ngl": "GskGLRenderer", "gl": "GskGLRenderer", "vulkan": "GskVulkanRenderer"}
failed = False
for renderer in renderers:
    rows, used = {}, set()
    files = sorted(glob.glob(f"{out}/{renderer}-*.json"))
    for path in files:
        with open(path) as f:
            top = json.load(f)
        used.add(top.get("machine", {}).get("renderer", "?"))
        for key, figure in top.get("figures", {}).items():
            if key.startswith("frame_") and figure.get("ratio") is not None:
                rows.setdefault(key, []).append(figure)
    print(f"GSK_RENDERER={renderer}: {len(files)} runs, renderer {', '.join(sorted(used))}")
    if renderer in expected and used != {expected[renderer]}:
        print(f"  not {expected[renderer]} in every run")
        failed = True
    for key in sorted(rows):
        ratios = [f["ratio"] for f in rows[key]]
        mine = statistics.median(f["median"] for f in rows[key])
        theirs = statistics.median(f["reference_median"] for f in rows[key])
        print(f"  {key:28} ratio {statistics.median(ratios):.3f} ({min(ratios):.3f} – {max(ratios):.3f}),"
              f" slider {mine:.1f} µs, GtkScale {theirs:.1f} µs; runs: {' '.join(f'{r:.2f}' for r in ratios)}")
sys.exit(1 if failed else 0)
EOF
exit "$status"
