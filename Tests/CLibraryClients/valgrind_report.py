#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Reads a valgrind memcheck XML report and fails if anything the project allocates leaks or
is used wrongly.

    valgrind_report.py REPORT.xml PROGRAM

A frame is the project's when it is in libCeRangeSlider, in the Swift runtime installed
beside it (…/ce-range-slider-1/swift/), or in PROGRAM's own code other than main(). The
report fails on:
  - any error that is not a leak (invalid read or write, invalid free, uninitialised value…)
    with a project frame in any of its stacks (where it happened, where the block was
    allocated or freed);
  - any definitely or indirectly lost block with a project frame in its allocation stack.
Everything else (GTK, Mesa, fontconfig, the dynamic loader, the Swift runtime's metadata
caches that valgrind calls "possibly lost") is counted and shown, not judged.
"""
import collections
import sys
import xml.etree.ElementTree as ET


def frame_text(frame):
    fn = frame.findtext("fn") or "?"
    obj = (frame.findtext("obj") or "").rsplit("/", 1)[-1]
    return f"{fn} ({obj})"


def main(report, program):
    root = ET.parse(report).getroot()

    def is_project(frame):
        obj = frame.findtext("obj") or ""
        fn = frame.findtext("fn") or ""
        return ("libCeRangeSlider" in obj or "/ce-range-slider-1/swift/" in obj
                or (obj.endswith("/" + program) and fn != "main"))

    totals = collections.Counter()
    project = collections.Counter()
    failures = []
    for error in root.iter("error"):
        kind = error.findtext("kind")
        totals[kind] += 1
        stacks = error.findall("stack")
        frames = [f for stack in stacks for f in stack.findall("frame")]
        if not any(is_project(f) for f in frames):
            continue
        project[kind] += 1
        leak = kind.startswith("Leak_")
        if (not leak) or kind in ("Leak_DefinitelyLost", "Leak_IndirectlyLost"):
            what = error.findtext("xwhat/text") or error.findtext("what") or kind
            trace = "\n      ".join(frame_text(f) for f in stacks[0].findall("frame")[:20])
            failures.append(f"{kind}: {what}\n      {trace}")

    print(f"valgrind: all records {dict(totals)}")
    print(f"valgrind: records with a project frame {dict(project)}")
    for failure in failures:
        print("PROJECT ERROR " + failure)
    print(f"valgrind: {len(failures)} project errors or leaks")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
