#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Open-ended bounds from Python (PyGObject), as an app uses them: the
`open-upper-bound` / `open-lower-bound` properties, the read-only `upper-bound-is-open` /
`lower-bound-is-open`, ce_range_slider_get_effective_upper_bound / _lower_bound, the open texts
and the whole-range description.

On a slider in a shown window it enables an open upper bound, moves the value to the maximum
and checks that upper-bound-is-open reads True (notified once), that the effective bound is
+inf while upper-value stays the finite maximum, then moves it back and checks that it closes
(notified once more). GtkBuilder sets the new properties by name.

CLibraryClientTests runs it (scripts/test.sh):

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/open_bounds_client.py

Prints "PASS ..." / "FAIL ..." lines and "open bounds client: N passed, M failed"; exits 0 only
if every check passed.
"""
import math
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Ce", "1.0")
from gi.repository import Ce, GLib, Gtk  # noqa: E402

from client_support import ShownSlider  # noqa: E402

WATCHED = ["open-upper-bound", "upper-bound-is-open", "open-lower-bound", "lower-bound-is-open",
           "upper-value", "lower-value", "open-upper-bound-text", "open-lower-bound-text"]


class Client(ShownSlider):
    def __init__(self):
        super().__init__("open bounds client", 340, 60)

    def take(self):
        counts = {name: n for name, n in self.notified.items() if name in WATCHED}
        self.notified = {}
        return counts

    def run(self):
        s, p = self.slider, self.slider.props
        s.set_range(0, 1000)
        s.set_values(200, 800)
        self.settle()
        self.take()

        # Defaults: closed, finite.
        self.check("open bounds are off by default",
                   not p.open_upper_bound and not p.open_lower_bound and not s.get_open_upper_bound()
                   and not s.get_open_lower_bound(), repr((p.open_upper_bound, p.open_lower_bound)))
        self.check("the texts default to NULL", p.open_upper_bound_text is None and s.get_open_lower_bound_text() is None,
                   repr((p.open_upper_bound_text, s.get_open_lower_bound_text())))
        self.check("closed: the effective bounds are the values",
                   s.get_effective_lower_bound() == 200 and s.get_effective_upper_bound() == 800,
                   repr((s.get_effective_lower_bound(), s.get_effective_upper_bound())))
        self.check("the description reads the range", s.dup_range_description() == "from 200 to 800",
                   repr(s.dup_range_description()))

        # Enable the open upper bound: nothing opens while the value is inside.
        p.open_upper_bound = True
        counts = self.take()
        self.check("open-upper-bound set: notified once, still closed",
                   s.get_open_upper_bound() and not p.upper_bound_is_open
                   and counts == {"open-upper-bound": 1}, repr(counts))

        # The value to the maximum: open.
        s.set_upper_value(1000)
        counts = self.take()
        self.check("upper value at the maximum: upper-bound-is-open reads True",
                   p.upper_bound_is_open is True and s.get_upper_bound_is_open() is True, repr(p.upper_bound_is_open))
        self.check("  notified once with the value",
                   counts.get("upper-bound-is-open") == 1 and counts.get("upper-value") == 1
                   and "lower-bound-is-open" not in counts, repr(counts))
        effective = s.get_effective_upper_bound()
        self.check("  the effective upper bound is +inf", math.isinf(effective) and effective > 0, repr(effective))
        self.check("  upper-value stays the finite maximum", p.upper_value == 1000.0, repr(p.upper_value))
        self.check("  the description says no maximum", s.dup_range_description() == "from 200, no maximum",
                   repr(s.dup_range_description()))

        # A text of the app's own: notified, NULL goes back to the default.
        p.open_upper_bound_text = "1000 or more"
        self.check("open-upper-bound-text set", s.get_open_upper_bound_text() == "1000 or more"
                   and self.take() == {"open-upper-bound-text": 1}, repr(s.get_open_upper_bound_text()))
        s.set_open_upper_bound_text(None)
        self.check("open-upper-bound-text back to NULL", p.open_upper_bound_text is None
                   and self.take() == {"open-upper-bound-text": 1}, repr(p.open_upper_bound_text))

        # Read-only: a write is refused by GObject, nothing changes.
        try:
            p.upper_bound_is_open = False
            refused = False
        except TypeError:
            refused = True
        self.check("upper-bound-is-open cannot be written", refused and p.upper_bound_is_open is True,
                   repr((refused, p.upper_bound_is_open)))
        self.take()

        # Back inside: closed again.
        s.set_upper_value(900)
        counts = self.take()
        self.check("upper value moved back: closed, notified once",
                   p.upper_bound_is_open is False and counts.get("upper-bound-is-open") == 1, repr(counts))
        self.check("  the effective upper bound is the value again", s.get_effective_upper_bound() == 900,
                   repr(s.get_effective_upper_bound()))

        # The lower end, through the C setter.
        s.set_open_lower_bound(True)
        s.set_lower_value(0)
        counts = self.take()
        self.check("lower value at the minimum with open-lower-bound: open, notified once",
                   p.lower_bound_is_open is True and counts.get("lower-bound-is-open") == 1
                   and s.get_effective_lower_bound() == -math.inf, repr((p.lower_bound_is_open, counts)))
        self.check("  the description says no minimum", s.dup_range_description() == "up to 900, no minimum",
                   repr(s.dup_range_description()))
        s.set_open_lower_bound(False)
        counts = self.take()
        self.check("open-lower-bound off at the minimum: closes, both notified once",
                   p.lower_bound_is_open is False and counts == {"open-lower-bound": 1, "lower-bound-is-open": 1},
                   repr(counts))

        # GtkBuilder.
        builder = Gtk.Builder.new_from_string(
            "<interface><object class='CeRangeSlider' id='s'>"
            "<property name='maximum-value'>100</property><property name='upper-value'>100</property>"
            "<property name='open-upper-bound'>true</property>"
            "<property name='open-upper-bound-text'>Any</property></object></interface>", -1)
        built = builder.get_object("s")
        self.check("GtkBuilder sets open-upper-bound and its text",
                   built.get_upper_bound_is_open() and built.get_open_upper_bound_text() == "Any",
                   repr((built.get_upper_bound_is_open(), built.get_open_upper_bound_text())))

        self.check("no warnings", self.warnings == [], repr(self.warnings))
        return self.close("open bounds client")


if __name__ == "__main__":
    Gtk.init()
    sys.exit(Client().run())
