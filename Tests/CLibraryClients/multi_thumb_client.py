# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""A PyGObject client of CeMultiThumbSlider: four values through the array API, the crossing
policy and highlight pattern enumerations, padding, hard (soft-limit) values, thumb labels,
the documented refusals, the GObject properties (notify, a .ui file), and real pointer drags with xdotool (X11) under each policy, reading
the N values back after each drag.

Run by CLibraryClientTests against the installed library, under Xvfb. Prints PASS/FAIL lines
and "multi-thumb client: N passed, M failed"; exits 0 only if every check passed.
"""
import subprocess
import sys

import gi

gi.require_version("GdkX11", "4.0")
from client_support import Checks  # noqa: E402
from gi.repository import Ce, GdkX11, GLib, Gtk  # noqa: E402

WIDTH, HEIGHT = 430, 30   # usable track 400 px: 0…100 at 4 px per unit, value v at x = 15 + 4v


def x(value):
    return 15 + 4 * value


class Client(Checks):
    def __init__(self):
        super().__init__()
        self.window = Gtk.Window(title="multi-thumb client", decorated=False, resizable=False)
        self.slider = Ce.MultiThumbSlider.new(4)
        self.slider.set_size_request(WIDTH, HEIGHT)
        self.slider.set_halign(Gtk.Align.START)
        self.slider.set_valign(Gtk.Align.START)
        self.window.set_child(self.slider)
        self.changed = 0
        self.changing = 0
        self.slider.connect("value-changed", lambda s: setattr(self, "changed", self.changed + 1))
        self.slider.connect("value-changing", lambda s: setattr(self, "changing", self.changing + 1))
        self.window.present()
        for _ in range(100):
            self.settle(0.02)
            if self.slider.get_mapped() and self.slider.get_width() == WIDTH:
                break

    def settle(self, seconds=0.05):
        context = GLib.MainContext.default()
        end = GLib.get_monotonic_time() + int(seconds * 1e6)
        while GLib.get_monotonic_time() < end:
            while context.iteration(False):
                pass
            GLib.usleep(5000)

    def xdotool(self, *args):
        subprocess.run(["xdotool", *args], check=True)

    def drag(self, start, *path):
        """A real drag along the slider's middle, from value `start` through `path` (values)."""
        surface = self.window.get_surface()
        xid = surface.get_xid() if isinstance(surface, GdkX11.X11Surface) else None
        if xid is None:
            self.check("X11 window for xdotool", False, "not on X11 (set GDK_BACKEND=x11)")
            return
        ok, point = self.slider.compute_point(self.window, self.graphene_point(0, 0))
        ox, oy = (point.x, point.y) if ok else (0, 0)
        self.xdotool("mousemove", "--window", str(xid), str(round(ox + x(start))), str(round(oy + HEIGHT / 2)))
        self.settle()
        self.xdotool("mousedown", "1")
        self.settle()
        for value in path:
            self.xdotool("mousemove", "--window", str(xid), str(round(ox + x(value))), str(round(oy + HEIGHT / 2)))
            self.settle()
        self.xdotool("mouseup", "1")
        self.settle(0.1)

    @staticmethod
    def graphene_point(px, py):
        gi.require_version("Graphene", "1.0")
        from gi.repository import Graphene
        p = Graphene.Point()
        p.x, p.y = px, py
        return p

    def values(self):
        return list(self.slider.get_values())

    def run(self):
        s = self.slider
        self.check("four thumbs", s.get_thumb_count() == 4, s.get_thumb_count())
        s.set_range(0, 100)
        s.set_values([90, 10, 60, 30])
        self.check("values are read in order", self.values() == [10, 30, 60, 90], self.values())
        self.check("one value-changed for set_values", self.changed >= 1, self.changed)
        self.check("get_value", s.get_value(2) == 60, s.get_value(2))
        self.check("the default policy is block", s.get_crossing_policy() == Ce.CrossingPolicy.BLOCK)
        self.check("the default pattern is between each pair",
                   s.get_highlight_pattern() == Ce.HighlightPattern.BETWEEN_EACH_PAIR)

        # Block: thumb 1 stops at thumb 2.
        self.drag(30, 50, 80)
        self.check("block: the dragged thumb stops at its neighbour", self.values() == [10, 60, 60, 90], self.values())
        self.check("value-changing during the drag", self.changing > 0, self.changing)

        # Push with a separation of 5.
        s.set_values([10, 30, 60, 90])
        s.set_crossing_policy(Ce.CrossingPolicy.PUSH)
        s.set_minimum_separation(5)
        self.drag(30, 50, 75)
        self.check("push: the neighbour moves along", self.values() == [10, 75, 80, 90], self.values())

        # Swap: thumb 1 passes thumb 2.
        s.set_minimum_separation(0)
        s.set_values([10, 30, 60, 90])
        s.set_crossing_policy(Ce.CrossingPolicy.SWAP)
        self.check("the policy reads back", s.get_crossing_policy() == Ce.CrossingPolicy.SWAP)
        self.drag(30, 50, 75)
        self.check("swap: the thumb passes and the values stay ordered", self.values() == [10, 60, 75, 90], self.values())

        # A span drag on an alternate pattern.
        s.set_crossing_policy(Ce.CrossingPolicy.BLOCK)
        s.set_values([10, 30, 60, 90])
        s.set_highlight_pattern(Ce.HighlightPattern.ALTERNATE)
        s.set_allows_span_drag(True)
        self.drag(20, 30, 40)
        self.check("span drag moves the highlighted pair", self.values() == [30, 50, 60, 90], self.values())

        # Padding, hard limits.
        s.set_padding(5, 5)
        self.check("padding reads back", s.get_padding() == (5, 5), s.get_padding())
        s.set_value(0, 0)
        self.check("padding keeps a value off the end", s.get_value(0) == 5, s.get_value(0))
        s.set_padding(0, 0)
        s.set_hard_limits(-50, 150)
        s.set_value(3, 130)
        self.check("a value beyond the visible range, within the hard limits",
                   s.get_value(3) == 130 and s.get_maximum_value() == 100 and s.get_hard_maximum() == 150,
                   (s.get_value(3), s.get_maximum_value(), s.get_hard_maximum()))
        s.clear_hard_limits()
        self.check("clearing the hard limits clamps it", s.get_value(3) == 100, s.get_value(3))

        # Labels.
        s.set_thumb_label(2, "Start of shift 2")
        self.check("a thumb label", s.get_thumb_label(2) == "Start of shift 2", s.get_thumb_label(2))
        self.check("the default label", s.get_thumb_label(0) == "Thumb 1", s.get_thumb_label(0))

        # Refusals: a warning each, nothing changes.
        before = self.values()
        warnings = len(self.warnings)
        s.set_values([1, float("nan")])
        s.set_values([])
        s.set_padding(-1, 0)
        s.set_thumb_count(0)
        s.get_value(9)
        self.check("bad input changes nothing", self.values() == before, self.values())
        self.check("and warns once per call", len(self.warnings) - warnings == 5, self.warnings[warnings:])

        # GObject properties: read, written, notified exactly when they change.
        notified = []
        s.connect("notify", lambda obj, pspec: notified.append(pspec.name))
        s.set_crossing_policy(Ce.CrossingPolicy.PUSH)
        self.check("a property follows its setter", s.props.crossing_policy == Ce.CrossingPolicy.PUSH, s.props.crossing_policy)
        s.props.crossing_policy = Ce.CrossingPolicy.PUSH
        s.props.highlight_pattern = Ce.HighlightPattern.OUTER
        self.check("notify exactly for what changed", notified == ["crossing-policy", "highlight-pattern"], notified)
        notified.clear()
        s.props.thumb_count = 3
        s.set_values([1.0, 2.0, 3.0, 4.0, 5.0])
        self.check("thumb-count notified by the property and by set_values",
                   notified.count("thumb-count") == 2 and s.props.thumb_count == 5, (notified, s.props.thumb_count))
        builder = Gtk.Builder.new_from_string(
            '<interface><object class="CeMultiThumbSlider" id="hours">'
            '<property name="thumb-count">4</property><property name="highlight-pattern">alternate</property>'
            '<property name="fixed-span">1</property></object></interface>', -1)
        built = builder.get_object("hours")
        self.check("a .ui file makes one", built is not None and built.get_thumb_count() == 4
                   and built.get_highlight_pattern() == Ce.HighlightPattern.ALTERNATE and built.get_fixed_span(),
                   built and (built.get_thumb_count(), built.get_highlight_pattern(), built.get_fixed_span()))

        # N values: eight thumbs.
        s.set_values([float(v) for v in range(0, 80, 10)])
        self.check("eight values", s.get_thumb_count() == 8 and self.values() == [float(v) for v in range(0, 80, 10)],
                   self.values())
        self.window.destroy()
        self.settle()
        return self.summary("multi-thumb client")


if __name__ == "__main__":
    sys.exit(Client().run())
