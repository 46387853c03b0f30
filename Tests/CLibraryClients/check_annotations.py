#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Checks that every function of the C API says who owns what: each pointer parameter (but
the instance, `self`, and `GError **`) and each pointer return value has an explicit
`(transfer none|full|container|floating)` annotation in its gtk-doc comment, and every
parameter and the return value of a function are documented at all.

    check_annotations.py HEADER...

Prints one line per problem and "annotations: N functions, M problems"; exits 1 on any.
"""
import re
import sys

DECLARATION = re.compile(r"/\*\*\n \* (?P<name>[a-z_0-9]+):\n(?P<doc>(?: \*.*\n)*?) \*/\n(?P<decl>[^;{]*?\b(?P=name) \((?P<params>[^)]*)\)[^;]*;)")


def doc_entries(doc):
    """{parameter or "Returns": its text}, continuation lines joined."""
    entries, current = {}, None
    for line in doc.splitlines():
        text = line[2:].strip() if line.startswith(" *") else line.strip()
        m = re.match(r"@([a-z_0-9]+):\s*(.*)", text)
        r = re.match(r"Returns:\s*(.*)", text)
        if m:
            current = m.group(1)
            entries[current] = m.group(2)
        elif r:
            current = "Returns"
            entries[current] = r.group(1)
        elif current and text:
            entries[current] += " " + text
        elif not text:
            current = None
    return entries


def main(paths):
    problems, functions = [], 0
    for path in paths:
        source = open(path, encoding="utf-8").read()
        for m in DECLARATION.finditer(source):
            name, decl = m.group("name"), m.group("decl")
            functions += 1
            entries = doc_entries(m.group("doc"))
            return_type = decl[: decl.index(name)].strip()
            if return_type.startswith("G_"):
                return_type = ""
            if "*" in return_type:
                text = entries.get("Returns")
                if text is None:
                    problems.append(f"{name}: the return value is not documented")
                elif "(transfer " not in text:
                    problems.append(f"{name}: the return value has no (transfer …) annotation")
            params = [p.strip() for p in m.group("params").split(",") if p.strip() not in ("", "void")]
            for param in params:
                pname = re.findall(r"[a-z_0-9]+", param)[-1]
                if pname not in entries:
                    problems.append(f"{name}: @{pname} is not documented")
                    continue
                if pname == "self" or "GError" in param or "*" not in param:
                    continue
                if "(transfer " not in entries[pname]:
                    problems.append(f"{name}: @{pname} ({param}) has no (transfer …) annotation")
    for problem in problems:
        print("ANNOTATION " + problem)
    print(f"annotations: {functions} functions, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
