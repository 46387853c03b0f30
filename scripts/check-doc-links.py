#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Checks that the README, meson-notes.md and docs/*.md lead where they say.

- Every relative link and image (`[text](path)`, `![alt](path#heading)`, `[name]: path`) points
  to a file or folder of the checkout, and a `#heading` to a heading of that Markdown file
  (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, `-1` for a repeat).
- Every repository path quoted in code (`scripts/run.sh`, `docs/widget.md`, `clib/include/`)
  exists; paths with a placeholder (`PREFIX/lib`, `Fuzz/Corpus/TARGET`, `*.po`) and paths git
  ignores (what a build writes) are skipped.
- The README shows, as a command line of its own, the command CI runs (`.ci/run`'s `exec`).

Addresses with a scheme (https:, mailto:) are not fetched. Before the tree it checks made-up
pages with known faults, so the check itself is known to catch each kind. Exits non-zero listing
each fault as file:line.

    scripts/check-doc-links.py
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP_FOLDERS = ("scripts", "docs", "Examples", "Tools", "Sources", "clib", "Tests", "Fuzz", "data",
               "po", ".ci")

FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_LINK = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
REPO_PATH = re.compile(r"(?<![\w./-])((?:%s)/[\w./@+-]*)" % "|".join(re.escape(f) for f in TOP_FOLDERS))
PLACEHOLDER = re.compile(r"(^|/)[A-Z][A-Z0-9_]*(\.|/|$)")


def slug(heading):
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)   # a link: its text
    text = re.sub(r"<[^>]+>", "", text)                          # inline HTML
    text = text.strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def lines_outside_fences(text):
    """(line number, line) of the lines outside fenced code blocks."""
    inside = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, line


def anchors(text):
    seen = {}
    result = set()
    for _, line in lines_outside_fences(text):
        match = re.match(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        base = slug(match.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else "%s-%d" % (base, count))
    return result


class Tree:
    """The checkout as the check sees it: which paths exist, and the text of Markdown files."""

    def __init__(self, root):
        self.root = root

    def exists(self, path):
        return os.path.exists(os.path.join(self.root, path))

    def read(self, path):
        with open(os.path.join(self.root, path), encoding="utf-8") as handle:
            return handle.read()

    def ignored(self, path):
        return subprocess.run(["git", "-C", self.root, "check-ignore", "-q", path]).returncode == 0


class FakeTree:
    def __init__(self, files, ignored=()):
        self.files = files
        self.ignored_paths = set(ignored)

    def ignored(self, path):
        return path in self.ignored_paths

    def exists(self, path):
        path = path.rstrip("/")
        return path in self.files or any(name.startswith(path + "/") for name in self.files)

    def read(self, path):
        return self.files[path]


def check_file(tree, path):
    """The faults of one Markdown file: (line, message)."""
    faults = []
    text = tree.read(path)
    folder = os.path.dirname(path)
    for number, line in lines_outside_fences(text):
        plain = CODE_SPAN.sub("", line)
        targets = INLINE_LINK.findall(plain)
        reference = REFERENCE_LINK.match(plain)
        if reference:
            targets.append(reference.group(1))
        for target in targets:
            if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", target):
                continue
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(folder, file_part)) if file_part else path
            if resolved.startswith(".."):
                faults.append((number, "link %s leaves the repository" % target))
                continue
            if not tree.exists(resolved):
                faults.append((number, "link %s: no such file" % target))
                continue
            if anchor and resolved.endswith(".md") and anchor not in anchors(tree.read(resolved)):
                faults.append((number, "link %s: no heading with that anchor in %s" % (target, resolved)))
    for number, line in enumerate(text.split("\n"), 1):
        for quoted in [m.group(2) for m in CODE_SPAN.finditer(line)] + ([line] if line.startswith("    ") else []):
            for found in REPO_PATH.findall(quoted):
                candidate = found.rstrip(".,:;")
                if (candidate and not tree.exists(candidate) and not PLACEHOLDER.search(candidate)
                        and not tree.ignored(candidate)):
                    faults.append((number, "path %s: no such file or folder" % candidate))
    return faults


def check_ci_command(tree, readme="README.md", ci=".ci/run"):
    """The README shows CI's command on a line of its own."""
    match = re.search(r"^exec\s+(?:\./)?(\S+)", tree.read(ci), re.MULTILINE)
    if not match:
        return [(0, "%s: no exec line to compare with the README" % ci)]
    command = match.group(1)
    shown = [line.strip() for _, line in lines_outside_fences(tree.read(readme)) if line.startswith("    ")]
    if command not in shown:
        return [(0, "%s runs %s, which the README does not show as a command line" % (ci, command))]
    return []


def self_test():
    """Made-up pages, each fault of a known kind, and one without faults."""
    files = {
        "README.md": "# Kit\n\n## Set up\n\n    scripts/test.sh\n\n"
                     "[good](docs/a.md#the-widget) [good too](#set-up) ![pic](docs/p.png)\n"
                     "[missing](docs/gone.md) [bad anchor](docs/a.md#nowhere)\n"
                     "`scripts/test.sh` `scripts/gone.sh` `PREFIX/lib` `Fuzz/Corpus/TARGET` `data/built.db`\n"
                     "```\n[in code](nowhere.md)\n```\n[web](https://example.org/x)\n",
        "docs/a.md": "# The widget\n\n## The widget\n\n[up](../README.md#kit) [repeat](#the-widget-1)"
                     " [out](../../x.md)\n[ref]: ../scripts/gone.sh\n",
        "docs/p.png": "",
        "scripts/test.sh": "",
        ".ci/run": "exec ./scripts/test.sh\n",
    }
    tree = FakeTree(files, ignored=["data/built.db"])
    found = {path: check_file(tree, path) for path in ("README.md", "docs/a.md")}
    expected = {
        "README.md": [(8, "link docs/gone.md: no such file"),
                      (8, "link docs/a.md#nowhere: no heading with that anchor in docs/a.md"),
                      (9, "path scripts/gone.sh: no such file or folder")],
        "docs/a.md": [(5, "link ../../x.md leaves the repository"),
                      (6, "link ../scripts/gone.sh: no such file")],
    }
    problems = []
    if found != expected:
        problems.append("the check found %r, not %r" % (found, expected))
    if check_ci_command(tree):
        problems.append("the CI command shown in the made-up README was not found")
    files["README.md"] = files["README.md"].replace("    scripts/test.sh", "    scripts/run.sh")
    if not check_ci_command(tree):
        problems.append("a README without CI's command passed")
    return problems


def main():
    problems = self_test()
    if problems:
        print("check-doc-links.py does not catch what it should:", file=sys.stderr)
        for problem in problems:
            print("  " + problem, file=sys.stderr)
        return 1
    tree = Tree(ROOT)
    pages = ["README.md", "meson-notes.md"] + sorted("docs/" + name for name in os.listdir(os.path.join(ROOT, "docs"))
                                   if name.endswith(".md"))
    faults = []
    for page in pages:
        faults += ["%s:%d: %s" % (page, line, message) for line, message in check_file(tree, page)]
    faults += ["README.md: %s" % message for _, message in check_ci_command(tree)]
    if faults:
        print("Links and paths in the README and docs/ that lead nowhere:", file=sys.stderr)
        for fault in faults:
            print("  " + fault, file=sys.stderr)
        return 1
    print("Every link and path in the README and docs/ leads somewhere (%d pages)." % len(pages))
    return 0


if __name__ == "__main__":
    sys.exit(main())
