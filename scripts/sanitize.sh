#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The test suite under a sanitizer (docs/reliability.md), a debug build in its own
# build folder (.build-asan, .build-tsan):
#
#   scripts/sanitize.sh address [swift test arguments, e.g. --filter HousingDataTests]
#   scripts/sanitize.sh thread  [swift test arguments]
#
# AddressSanitizer also checks for leaks at exit (LeakSanitizer); GLib, GTK, fontconfig and
# Mesa keep one-time allocations for the life of the process, which it would report: those are
# suppressed by scripts/sanitizers/lsan.supp, each entry with its reason. ThreadSanitizer's
# suppressions (if any) are in scripts/sanitizers/tsan.supp.
# Widget tests run under Xvfb as in scripts/test.sh. The C library clients are not run here:
# they use the installed release library, not this build.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:?usage: scripts/sanitize.sh address|thread [swift test arguments]}"
shift
case "$sanitizer" in
    address) build=.build-asan ;;
    thread) build=.build-tsan ;;
    *) echo "sanitize.sh: address or thread, not $sanitizer" >&2; exit 2 ;;
esac
swift build --build-tests --build-path "$build" --sanitize="$sanitizer" 2>&1 | grep -v "prohibited flag"
export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=test
export SCREENSHOT_DIR="${SCREENSHOT_DIR:-$PWD/$build/screenshots}"
mkdir -p "$SCREENSHOT_DIR"
# Swift's backtracer would read memory under the sanitizer after a crash and report that instead.
export SWIFT_BACKTRACE=enable=no
# Reports go to files, one per process (the tests start the apps as child processes, built
# with the same sanitizer): $build/sanitizer-logs/*.PID, summed up at the end.
logs="$PWD/$build/sanitizer-logs"
rm -rf "$logs"; mkdir -p "$logs"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}:log_path=$logs/asan"
# exitcode=0: a leak report at exit must not change an app's exit status (the tests check it);
# the reports are in the log files, and any left makes this script fail at the end.
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/sanitizers/lsan.supp:print_suppressions=0:exitcode=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-suppressions=$PWD/scripts/sanitizers/tsan.supp:halt_on_error=0}:log_path=$logs/tsan"
if [ "$sanitizer" = address ]; then
    # Libraries unloaded during the run would leave "leaks" from an unknown module: keep them
    # (scripts/sanitizers/keep-libraries-loaded.c says why).
    clang -shared -fPIC -O1 -o "$build/keep-libraries-loaded.so" scripts/sanitizers/keep-libraries-loaded.c
    export LD_PRELOAD="$PWD/$build/keep-libraries-loaded.so${LD_PRELOAD:+:$LD_PRELOAD}"
fi
set +e
xvfb-run -a -s "-screen 0 2560x2048x24" \
    dbus-run-session -- swift test --skip-build --build-path "$build" --sanitize="$sanitizer" "$@"
status=$?
set -e
# A report fails the run when it has a memory error, a data race or a direct leak. One with
# only indirect leaks (memory reachable only from leaks that are suppressed, e.g. the test
# objects XCTest's async support keeps) is listed but does not fail it.
failing=$(grep -lE "^==[0-9]+==ERROR: AddressSanitizer|WARNING: ThreadSanitizer|^Direct leak" "$logs"/* 2>/dev/null || true)
others=$(grep -LE "^==[0-9]+==ERROR: AddressSanitizer|WARNING: ThreadSanitizer|^Direct leak" "$logs"/* 2>/dev/null \
    | xargs -r grep -l "SUMMARY" || true)
for r in $others; do echo "note: only indirect leaks in $r: $(grep -h SUMMARY "$r")" >&2; done
if [ -n "$failing" ]; then
    echo "=== sanitizer reports (in $logs):" >&2
    for r in $failing; do grep -hE "SUMMARY" "$r" | sort | uniq -c | sed "s|^|$(basename "$r"): |" >&2; done
    [ "$status" -ne 0 ] || status=1
else
    echo "=== no sanitizer reports" >&2
fi
exit "$status"
