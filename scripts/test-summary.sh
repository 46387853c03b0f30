#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The closing line of scripts/test.sh: the tests of both frameworks `swift test` runs, added up,
#
#   1290 passed, 0 failed (XCTest: 1236 run, 3 skipped, 0 failed; Swift Testing: 57 run, 0 failed)
#
# read from the output of `swift test` in FILE (XCTest's "Executed N tests, with S tests skipped
# and F failures" of the 'All tests' suite; Swift Testing's "Test run with N tests … passed/failed
# … with K issues"). Exits 1 when a count is missing (a crashed run) or a test failed.
set -euo pipefail
file="$1"
xc=$(grep -E "Test Suite '(All|Selected) tests' (passed|failed)" -A1 "$file" | grep -Eo "Executed [0-9]+ tests?(, with [0-9]+ tests? skipped and| ,)?.*" | tail -1 || true)
xc_run=$(sed -nE 's/^Executed ([0-9]+) tests?.*/\1/p' <<<"$xc")
xc_skipped=$(sed -nE 's/.*with ([0-9]+) tests? skipped.*/\1/p' <<<"$xc"); xc_skipped=${xc_skipped:-0}
xc_failed=$(sed -nE 's/.* ([0-9]+) failures?.*/\1/p' <<<"$xc")
# XCTest counts failed assertions ("46 failures" can be 15 tests): count the tests that failed.
if [ -n "$xc_failed" ] && [ "$xc_failed" -gt 0 ]; then
    xc_failed_tests=$(grep -Eo "^Test Case '[^']+' failed" "$file" | sort -u | wc -l)
    [ "$xc_failed_tests" -gt 0 ] && xc_failed=$xc_failed_tests
fi
# A test that failed and then skipped itself (XCTFail, then XCTSkip) is in both counts: it failed.
if [ -n "$xc_failed" ] && [ "$xc_failed" -gt 0 ] && [ "$xc_skipped" -gt 0 ]; then
    names() { grep -Eo "^Test Case '[^']+' $1" "$file" | sed -E "s/^Test Case '([^']+)' $1/\\1/" | sort -u; }
    both=$(comm -12 <(names failed) <(names skipped) | wc -l)
    xc_skipped=$(( xc_skipped - both ))
fi
st=$(grep -E "Test run with [0-9]+ tests?" "$file" | tail -1 || true)
st_run=$(sed -nE 's/.*Test run with ([0-9]+) tests?.*/\1/p' <<<"$st")
st_failed=0
if grep -q "failed after" <<<"$st"; then
    # Swift Testing counts issues, not failed tests: count the tests that failed.
    st_failed=$(grep -cE "Test [^ ]+\\(\\) failed after|Test \"[^\"]*\" failed after|Test [^ ]+ failed after" "$file" || true)
    [ "$st_failed" -gt 0 ] || st_failed=1
fi
if [ -z "$xc_run" ] || [ -z "$xc_failed" ]; then
    echo "no XCTest summary in $file: the test run did not finish" >&2
    exit 1
fi
st_run=${st_run:-0}
# Which tests failed, each with its first error (shortened), just above the closing line: CI
# shows the end of the output, and a count alone does not say where to look.
if [ "$xc_failed" -gt 0 ] || [ "$st_failed" -gt 0 ]; then
    echo "Failed tests (first error of each):"
    grep -Eo "^Test Case '[^']+' failed|^✘ Test [^ ]+ failed" "$file" | sed -E "s/^Test Case '([^']+)' failed/\1/; s/^✘ Test ([^ ]+) failed/\1/" |
        awk '!seen[$0]++' | head -80 | while IFS= read -r name; do
            first=$(grep -F "error: $name :" "$file" | head -1 | sed -E 's/^.*error: [^:]+ : //' | cut -c1-160 || true)
            # Swift Testing: "✘ Test name() recorded an issue at File.swift:57:25: Expectation failed: …"
            [ -n "$first" ] || first=$(grep -F "✘ Test $name recorded an issue at " "$file" | head -1 |
                sed -E 's/^.* recorded an issue at //' | cut -c1-200 || true)
            echo "  $name: ${first:-see the log}"
        done
fi
passed=$(( xc_run - xc_skipped - xc_failed + st_run - st_failed ))
failed=$(( xc_failed + st_failed ))
echo "$passed passed, $failed failed (XCTest: $xc_run run, $xc_skipped skipped, $xc_failed failed; Swift Testing: $st_run run, $st_failed failed)"
[ "$failed" -eq 0 ]
