#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""The slider's ticks from Python (PyGObject), as an app uses them: the properties tick-mode
(the CeRangeSliderTickMode enumeration), tick-step, tick-count, tick-spacing, minor-ticks and
snap-to-ticks, their C accessors, and ce_range_slider_set_tick_values given a plain list.

On a slider in a shown window it checks:
- each property's default, and that each one set reads back through the property and its C
  getter, with exactly one notify for it (and none for the others), none when set to the
  value it has;
- the mode rule: tick-step, tick-count and tick-spacing keep their mode's parameter and
  apply it only while that mode is in force; tick-mode switches with the parameter kept;
- refusals (a negative count, a negative, NaN or infinite step, a spacing not above 0, negative
  minor ticks): a warning, the old value kept, nothing notified;
- the ticks GTK really shows: the slider's `marks` CSS node has a visible `mark` child per
  labelled tick, whose GtkLabel says the expected text (evenly-spread 5 over 0...100: 0, 25,
  50, 75, 100), found by walking get_first_child / get_next_sibling and get_css_name;
- GtkBuilder sets the properties by nick, in any order.

CLibraryClientTests runs it (scripts/test.sh):

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/tick_client.py

Prints "PASS ..." / "FAIL ..." lines and "tick client: N passed, M failed"; exits 0 only if
every check passed.
"""
import math
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Ce", "1.0")
from gi.repository import Ce, GLib, Gtk  # noqa: E402

from client_support import ShownSlider  # noqa: E402

Mode = Ce.RangeSliderTickMode
TICK_PROPERTIES = ["tick-mode", "tick-step", "tick-count", "tick-spacing", "minor-ticks", "snap-to-ticks"]


class Client(ShownSlider):
    def __init__(self):
        super().__init__("tick client", 400, 80, domains=("RangeSlider", "GLib-GObject"), rounds=4, pause_us=20000)

    def take(self):
        """The notify counts (tick properties and the values only) and the warnings since the
        last call."""
        notified = {k: v for k, v in self.notified.items() if k in TICK_PROPERTIES or k.endswith("-value")}
        warnings = list(self.warnings)
        self.notified.clear()
        self.warnings.clear()
        return notified, warnings

    def labels(self):
        """The texts of the visible `mark` nodes' labels under the slider's `marks` node, in
        order, after GTK has laid the slider out; None when there is no `marks` node."""
        self.settle()
        child = self.slider.get_first_child()
        while child is not None and child.get_css_name() != "marks":
            child = child.get_next_sibling()
        if child is None:
            return None
        texts = []
        mark = child.get_first_child()
        while mark is not None:
            if mark.get_css_name() == "mark" and mark.get_visible():
                label = mark.get_first_child()
                texts.append(label.get_text() if isinstance(label, Gtk.Label) else "<%s>" % type(label).__name__)
            mark = mark.get_next_sibling()
        return texts

    def mark_classes(self):
        marks = self.slider.get_first_child()
        while marks.get_css_name() != "marks":
            marks = marks.get_next_sibling()
        result = []
        mark = marks.get_first_child()
        while mark is not None:
            if mark.get_visible():
                result.append(sorted(c for c in mark.get_css_classes() if c in ("major", "minor")))
            mark = mark.get_next_sibling()
        return result

    def set_and_check(self, name, value, read=None):
        """Sets property `name` to `value` through the property: it reads back through the
        property and its C getter, and notifies it once; the same value again notifies nothing."""
        s, p = self.slider, self.slider.props
        attribute = name.replace("-", "_")
        getter = getattr(s, "get_" + attribute)
        self.take()
        s.set_property(name, value)
        expected = value if read is None else read
        got, got_c = s.get_property(name), getter()
        notified, warnings = self.take()
        self.check("%s = %r through the property" % (name, value),
                   got == expected and got_c == expected and notified == {name: 1} and warnings == [],
                   repr((got, got_c, notified, warnings)))
        setattr(p, attribute, value)
        notified, warnings = self.take()
        self.check("  %s = %r again: nothing notified" % (name, value), notified == {} and warnings == [],
                   repr((notified, warnings)))

    def set_c_and_check(self, name, value):
        """The same through the C setter."""
        s = self.slider
        attribute = name.replace("-", "_")
        self.take()
        getattr(s, "set_" + attribute)(value)
        got = getattr(s, "get_" + attribute)()
        notified, warnings = self.take()
        self.check("set_%s(%r)" % (attribute, value),
                   got == value and s.get_property(name) == value and notified == {name: 1} and warnings == [],
                   repr((got, notified, warnings)))

    def expect_refused(self, name, call, detail_in_warning=None):
        """`call` is refused with one warning; no tick property changes or is notified."""
        s = self.slider
        before = {n: s.get_property(n) for n in TICK_PROPERTIES}
        self.take()
        call()
        after = {n: s.get_property(n) for n in TICK_PROPERTIES}
        notified, warnings = self.take()
        ok = after == before and notified == {} and len(warnings) == 1
        if detail_in_warning is not None:
            ok = ok and detail_in_warning in warnings[0]
        self.check(name + ": refused with a warning, unchanged, nothing notified", ok,
                   repr((before, after, notified, warnings)))

    def run(self):
        s, p = self.slider, self.slider.props

        # The enumeration and the defaults.
        self.check("the enumeration's nicks", [Mode(i).value_nick for i in range(6)]
                   == ["none", "every-step", "evenly-spread", "values", "breakpoints", "nice"],
                   repr([Mode(i).value_nick for i in range(6)]))
        defaults = (s.get_tick_mode(), s.get_tick_step(), s.get_tick_count(), s.get_tick_spacing(),
                    s.get_minor_ticks(), s.get_snap_to_ticks())
        self.check("the defaults: none, step 1, count 5, spacing 40, 0 minor ticks, no snapping",
                   defaults == (Mode.NONE, 1.0, 5, 40.0, 0, False), repr(defaults))
        self.check("no tick labels by default", self.labels() in (None, []), repr(self.labels()))

        s.set_range(0, 100)
        self.take()

        # Each property through the property and through its C setter.
        self.set_and_check("tick-mode", Mode.EVENLY_SPREAD)
        self.check("evenly-spread 5 over 0...100: marks > mark > label reads 0, 25, 50, 75, 100",
                   self.labels() == ["0", "25", "50", "75", "100"], repr(self.labels()))
        self.check("  every shown mark is .major", self.mark_classes() == [["major"]] * 5, repr(self.mark_classes()))
        self.set_and_check("tick-count", 3)
        self.check("tick-count 3 applies at once in evenly-spread mode", self.labels() == ["0", "50", "100"],
                   repr(self.labels()))
        self.set_c_and_check("tick-count", 5)
        self.set_and_check("tick-step", 20.0)
        self.check("tick-step is kept, the mode stays evenly-spread",
                   s.get_tick_mode() == Mode.EVENLY_SPREAD and self.labels() == ["0", "25", "50", "75", "100"],
                   repr((s.get_tick_mode(), self.labels())))
        self.set_and_check("tick-mode", Mode.EVERY_STEP)
        self.check("every-step with the step kept (20)", self.labels() == ["0", "20", "40", "60", "80", "100"],
                   repr(self.labels()))
        self.set_c_and_check("tick-step", 25.0)
        self.check("set_tick_step(25) applies at once", self.labels() == ["0", "25", "50", "75", "100"],
                   repr(self.labels()))
        self.set_and_check("tick-spacing", 100.0)
        self.check("tick-spacing is kept, the mode stays every-step", s.get_tick_mode() == Mode.EVERY_STEP,
                   repr(s.get_tick_mode()))
        self.set_c_and_check("tick-mode", Mode.NICE)
        width = s.get_width()
        self.check("nice ticks at least 100 px apart over 0...100 (%d px): 0, 50, 100" % width,
                   self.labels() == ["0", "50", "100"], repr(self.labels()))
        self.set_c_and_check("tick-spacing", 40.0)
        self.check("nice ticks at least 40 px apart: steps of 20",
                   self.labels() == ["0", "20", "40", "60", "80", "100"], repr(self.labels()))
        self.set_and_check("tick-mode", Mode.EVENLY_SPREAD)
        self.check("back to evenly-spread: the count kept (5)", s.get_tick_count() == 5
                   and self.labels() == ["0", "25", "50", "75", "100"], repr(self.labels()))
        self.set_and_check("minor-ticks", 1)
        self.check("minor ticks add no labels", self.labels() == ["0", "25", "50", "75", "100"], repr(self.labels()))
        self.set_c_and_check("minor-ticks", 0)
        self.set_and_check("snap-to-ticks", True)
        self.set_c_and_check("snap-to-ticks", False)

        # Values from a list.
        self.take()
        s.set_tick_values([50, 10.0, 20, math.nan, 500, math.inf])
        notified, warnings = self.take()
        self.check("set_tick_values(list) switches to values mode, one notify",
                   s.get_tick_mode() == Mode.VALUES and notified == {"tick-mode": 1} and warnings == [],
                   repr((s.get_tick_mode(), notified, warnings)))
        self.check("  the values (NaN, inf and 500 left out) and the ends are marked",
                   self.labels() == ["0", "10", "20", "50", "100"], repr(self.labels()))
        p.tick_mode = Mode.NONE
        self.check("mode none: no labels", self.labels() == [], repr(self.labels()))
        p.tick_mode = Mode.VALUES
        self.check("values again: the values kept", self.labels() == ["0", "10", "20", "50", "100"],
                   repr(self.labels()))
        self.take()
        s.set_tick_values([30])
        notified, warnings = self.take()
        self.check("new values in values mode: marked, the mode unchanged so nothing notified",
                   self.labels() == ["0", "30", "100"] and notified == {} and warnings == [],
                   repr((self.labels(), notified, warnings)))
        s.set_tick_values(None)
        self.check("set_tick_values(None): only the ends", self.labels() == ["0", "100"], repr(self.labels()))
        s.set_tick_values([])
        self.check("set_tick_values([]): only the ends", self.labels() == ["0", "100"], repr(self.labels()))
        s.set_tick_values([25, 75])

        # Refusals keep the old values.
        self.expect_refused("tick-count = -1 through the property", lambda: s.set_property("tick-count", -1),
                            "refused tick-count = -1")
        self.expect_refused("set_tick_count(-7)", lambda: s.set_tick_count(-7), "refused tick-count = -7")
        self.expect_refused("tick-step = -5 through the property", lambda: s.set_property("tick-step", -5.0),
                            "refused tick-step = -5.0")
        self.expect_refused("set_tick_step(NaN)", lambda: s.set_tick_step(math.nan), "refused tick-step = nan")
        self.expect_refused("set_tick_step(inf)", lambda: s.set_tick_step(math.inf), "refused tick-step = inf")
        self.expect_refused("tick-spacing = 0 through the property", lambda: s.set_property("tick-spacing", 0.0),
                            "refused tick-spacing = 0.0")
        self.expect_refused("set_tick_spacing(NaN)", lambda: s.set_tick_spacing(math.nan), "refused tick-spacing = nan")
        self.expect_refused("set_tick_spacing(-40)", lambda: s.set_tick_spacing(-40), "refused tick-spacing = -40.0")
        self.expect_refused("minor-ticks = -2 through the property", lambda: s.set_property("minor-ticks", -2),
                            "refused minor-ticks = -2")
        self.expect_refused("set_minor_ticks(-1)", lambda: s.set_minor_ticks(-1), "refused minor-ticks = -1")
        # GObject itself refuses NaN in a double property, before the slider sees it.
        self.expect_refused("tick-step = NaN through the property", lambda: s.set_property("tick-step", math.nan))
        self.check("after the refusals the ticks are the values given last",
                   s.get_tick_mode() == Mode.VALUES and self.labels() == ["0", "25", "75", "100"]
                   and s.get_tick_count() == 5 and s.get_tick_step() == 25 and s.get_tick_spacing() == 40,
                   repr((s.get_tick_mode(), self.labels(), s.get_tick_count(), s.get_tick_step(), s.get_tick_spacing())))

        # 0 is a step and a count: no ticks at all (the engine's rule: not even the ends).
        self.set_and_check("tick-step", 0.0)
        p.tick_mode = Mode.EVERY_STEP
        self.check("every-step with step 0: no ticks", self.labels() == [], repr(self.labels()))
        p.tick_mode = Mode.EVENLY_SPREAD
        self.set_and_check("tick-count", 0)
        self.check("evenly-spread with count 0: no ticks", self.labels() == [], repr(self.labels()))
        self.set_and_check("tick-count", 1)
        self.check("evenly-spread with count 1: the middle and the ends", self.labels() == ["0", "50", "100"],
                   repr(self.labels()))

        # GtkBuilder: by nick, the parameter before or after the mode.
        builder = Gtk.Builder.new_from_string(
            "<interface><object class='CeRangeSlider' id='a'>"
            "<property name='maximum-value'>100</property><property name='tick-count'>3</property>"
            "<property name='tick-mode'>evenly-spread</property><property name='minor-ticks'>2</property>"
            "<property name='snap-to-ticks'>true</property></object>"
            "<object class='CeRangeSlider' id='b'><property name='tick-mode'>nice</property>"
            "<property name='tick-spacing'>64.5</property></object></interface>", -1)
        a, b = builder.get_object("a"), builder.get_object("b")
        got = (a.get_tick_mode(), a.get_tick_count(), a.get_minor_ticks(), a.get_snap_to_ticks(),
               b.get_tick_mode(), b.get_tick_spacing())
        self.check("GtkBuilder sets the tick properties in any order",
                   got == (Mode.EVENLY_SPREAD, 3, 2, True, Mode.NICE, 64.5), repr(got))

        return self.close("tick client")


if __name__ == "__main__":
    Gtk.init()
    sys.exit(Client().run())
