#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Coverage-guided fuzzing (docs/reliability.md): builds the libFuzzer drivers in
# Fuzz/Drivers with `-sanitize=fuzzer,address` (release, so they run fast) into .build-fuzz/,
# then runs each target for SECONDS.
#
#   scripts/fuzz.sh [TARGET|all] [SECONDS] [extra libFuzzer flags …]
#
# TARGET: csv, price, values, image, capi (default all); SECONDS default 60.
# The seeds are Fuzz/Corpus/TARGET (read only); what the fuzzer finds goes to
# .build-fuzz/corpus/TARGET, crash reproducers to .build-fuzz/artifacts/TARGET/ and the log to
# .build-fuzz/logs/TARGET.log, whose last lines give the executions and coverage (cov, ft).
# A reproducer that shows a bug belongs in Fuzz/Corpus/TARGET once the bug is fixed: the normal
# suite (FuzzCorpusTests) replays every file there.
# The capi target needs a display: run under Xvfb unless DISPLAY is set.
# FUZZ_BUILD_ONLY=1 only builds; FUZZ_NO_BUILD=1 only runs; FUZZ_BUILD_PATH picks another build folder;
# FUZZ_TIMEOUT (seconds, default 10) is the hang limit per input: raise it for runs under
# `nice -n 19` on a busy machine, where a starved process can wait that long for the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:-all}"
seconds="${2:-60}"
shift $(( $# > 2 ? 2 : $# ))
all=(csv price values image capi)
if [ "$target" = all ]; then targets=("${all[@]}"); else targets=("$target"); fi
for t in "${targets[@]}"; do
    [[ " ${all[*]} " == *" $t "* ]] || { echo "fuzz.sh: unknown target $t (one of: ${all[*]})" >&2; exit 2; }
done

build="${FUZZ_BUILD_PATH:-.build-fuzz}"
# Both sanitizers in ONE -sanitize= flag: SwiftPM passes `--sanitize=fuzzer --sanitize=address`
# as two flags in the order of a Set, and swiftc keeps only the last, so a build had either
# coverage or ASan in the Swift code, never both, changing from one build to the next.
# `--sanitize=fuzzer` is still given so that SwiftPM lets libFuzzer provide `main`.
if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
    for t in "${targets[@]}"; do
        echo "=== building fuzz-$t" >&2
        RANGE_SLIDER_FUZZ=1 swift build -c release --build-path "$build" --product "fuzz-$t" \
            --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 | grep -v "prohibited flag" >&2
        # Incremental builds in a fuzz build folder have linked drivers whose library modules
        # had no coverage counters (libFuzzer then runs nearly blind: a driver alone has ~300
        # counters, with the library over 10,000). Check, and rebuild from scratch if so (the
        # corpus, artifacts and logs in the build folder are kept).
        # libFuzzer writes a crash reproducer into the current folder unless told otherwise:
        # the capi target crashes here without a display, so its file goes to the build folder.
        counters() {
            mkdir -p "$build/artifacts/$t"
            SWIFT_BACKTRACE=enable=no "$build/release/fuzz-$t" -runs=0 -artifact_prefix="$build/artifacts/$t/" 2>&1 \
                | sed -nE 's/.*Loaded 1 modules +\(([0-9]+) inline 8-bit counters.*/\1/p' | head -1 || true
        }
        n=$(counters); n=${n:-0}
        if [ "$n" -lt 2000 ]; then
            echo "fuzz-$t has $n coverage counters: rebuilding the fuzz build from scratch" >&2
            find "$build" -mindepth 1 -maxdepth 1 ! -name corpus ! -name artifacts ! -name logs -exec rm -rf {} +
            RANGE_SLIDER_FUZZ=1 swift build -c release --build-path "$build" --product "fuzz-$t" \
                --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 | grep -v "prohibited flag" >&2
            n=$(counters); n=${n:-0}
            [ "$n" -ge 2000 ] || { echo "fuzz-$t: still only $n coverage counters" >&2; exit 1; }
        fi
    done
fi
[ "${FUZZ_BUILD_ONLY:-0}" != 1 ] || exit 0

# Swift's own backtracer would read memory under ASan after a trap and report that instead.
export SWIFT_BACKTRACE=enable=no
asan_options="${ASAN_OPTIONS:-}${ASAN_OPTIONS:+:}symbolize=1"
status=0
for t in "${targets[@]}"; do
    corpus="$build/corpus/$t"; artifacts="$build/artifacts/$t"; log="$build/logs/$t.log"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    flags=(-max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=3000 -print_final_stats=1 -artifact_prefix="$artifacts/")
    [ "$t" != csv ] || flags+=(-max_len=4096 -dict=Fuzz/csv.dict)
    [ "$t" != price ] || flags+=(-max_len=128 -dict=Fuzz/price.dict)
    [ "$t" != capi ] || flags+=(-detect_leaks=0 -max_len=2048)
    # GLib and GTK keep one-time allocations (type system, caches) for the life of the
    # process: no leak check at exit for the C API target (the live-slider count checks ours).
    leaks=$([ "$t" = capi ] && echo 0 || echo 1)
    cmd=(env ASAN_OPTIONS="$asan_options:detect_leaks=$leaks" "$build/release/fuzz-$t" "${flags[@]}" "$@" "$corpus" "Fuzz/Corpus/$t")
    echo "=== fuzz-$t for ${seconds}s (log: $log)" >&2
    if [ "$t" = capi ] && [ -z "${DISPLAY:-}" ]; then
        cmd=(xvfb-run -a -s "-screen 0 1280x1024x24" env GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 "${cmd[@]}")
    elif [ "$t" = capi ]; then
        cmd=(env GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 "${cmd[@]}")
    fi
    if "${cmd[@]}" >"$log" 2>&1; then
        grep -E "^(#[0-9]+.*DONE|Done|stat::number_of_executed_units|stat::peak_rss_mb)" "$log" | tail -3 >&2 || true
    else
        status=1
        echo "fuzz-$t FOUND A PROBLEM: see $log and $artifacts/" >&2
        grep -E "ERROR|Fatal error|fuzz-$t:|SUMMARY" "$log" | head -5 >&2 || true
    fi
done
exit "$status"
