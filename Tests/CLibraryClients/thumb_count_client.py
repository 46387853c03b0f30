# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""A PyGObject client of CeRangeSlider with any number of thumbs: for 1, 2 and 5 thumbs the
values through the array and per-index API, notify exactly once per changed property, the
value-changed signal, thumb-changed with the index set, a histogram (the room it takes), the
tick labels GTK shows, and a skin on the middle thumb by index (checked by the getter; thumbs.c
checks the pixels; the index beyond the last is a GLib.Error); then four thumbs dragged for
real with xdotool (X11) under each crossing policy and a span drag on the alternate highlight
pattern, padding, the documented refusals, and a .ui file.

Run by CLibraryClientTests against the installed library, under Xvfb. Prints PASS/FAIL lines
and "thumb count client: N passed, M failed"; exits 0 only if every check passed.
"""
import subprocess
import sys

import gi

gi.require_version("GdkX11", "4.0")
gi.require_version("Graphene", "1.0")
from client_support import Checks  # noqa: E402
from gi.repository import Ce, Gdk, GdkX11, GLib, Graphene, Gtk  # noqa: E402

WIDTH, HEIGHT = 430, 30   # usable track 400 px: 0…100 at 4 px per unit, value v at x = 15 + 4v


def x(value):
    return 15 + 4 * value


class Client(Checks):
    def __init__(self):
        super().__init__()
        self.window = Gtk.Window(title="thumb count client", decorated=False, resizable=False)
        self.slider = Ce.RangeSlider.new()
        self.slider.set_size_request(WIDTH, HEIGHT)
        self.slider.set_halign(Gtk.Align.START)
        self.slider.set_valign(Gtk.Align.START)
        self.window.set_child(self.slider)
        self.changed = []
        self.changing = 0
        self.notified = []
        self.slider.connect("value-changed", lambda s, lower, upper: self.changed.append((lower, upper)))
        self.slider.connect("value-changing", lambda s, lower, upper: setattr(self, "changing", self.changing + 1))
        self.thumb_changed = []
        self.slider.connect("thumb-changed", lambda s, thumb, source, lower, upper: self.thumb_changed.append((thumb, source)))
        self.slider.connect("notify", lambda obj, pspec: self.notified.append(pspec.name))
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
        origin = Graphene.Point()
        ok, point = self.slider.compute_point(self.window, origin)
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

    def values(self):
        return list(self.slider.get_thumb_values())

    def thumb(self, index):
        """The thumb node of class `thumb-INDEX` in the trough."""
        child = self.slider.get_first_child().get_first_child()
        while child is not None and not child.has_css_class("thumb-%d" % index):
            child = child.get_next_sibling()
        return child

    def tick_labels(self):
        """The texts of the visible `marks > mark > label` nodes."""
        child = self.slider.get_first_child()
        while child is not None and child.get_css_name() != "marks":
            child = child.get_next_sibling()
        labels = []
        mark = child.get_first_child() if child is not None else None
        while mark is not None:
            if mark.get_css_name() == "mark" and mark.get_visible() and mark.get_first_child() is not None:
                labels.append(mark.get_first_child().get_label())
            mark = mark.get_next_sibling()
        return labels

    def natural_height(self):
        return self.slider.measure(Gtk.Orientation.VERTICAL, -1)[1]

    def take_notified(self):
        names = sorted(n for n in self.notified if n != "css-classes")
        self.notified.clear()
        return names

    def counts(self, n):
        """1, 2 and 5 thumbs: values, notify, value-changed, histogram and ticks."""
        s = self.slider
        values = [10.0 + 80.0 * i / max(1, n - 1) for i in range(n)] if n > 1 else [40.0]
        before = (s.get_thumb_count(), s.props.lower_value, s.props.upper_value)
        self.take_notified()
        self.changed.clear()
        s.set_thumb_values(values)
        notified = self.take_notified()
        self.check("%d: the values read back" % n, self.values() == values and s.get_thumb_count() == n,
                   (self.values(), s.get_thumb_count()))
        expected = (["thumb-count"] if before[0] != n else []) + (["lower-value"] if before[1] != values[0] else []) \
            + (["fraction", "upper-value", "value"] if before[2] != values[-1] else [])
        self.check("%d: each changed property notified once, no other" % n, notified == sorted(expected),
                   (notified, sorted(expected)))
        self.check("%d: one value-changed with the first and last values" % n,
                   self.changed == [(values[0], values[-1])], self.changed)
        # One value between (or the one value) by index: only the properties it changes.
        self.thumb_changed.clear()
        s.set_value_at(n // 2, values[n // 2] + 1)
        self.check("%d: thumb-changed once for thumb %d, by the program" % (n, n // 2),
                   self.thumb_changed == [(n // 2, Ce.RangeSliderChangeSource.PROGRAM)], self.thumb_changed)
        notified = self.take_notified()
        expected = []
        if n // 2 == 0:
            expected.append("lower-value")
        if n // 2 == n - 1:
            expected += ["fraction", "upper-value", "value"]
        self.check("%d: set_value_at notifies only what it changed" % n,
                   notified == sorted(expected) and s.get_value_at(n // 2) == values[n // 2] + 1, (notified, expected))
        s.set_value_at(n // 2, values[n // 2] + 1)
        self.check("%d: the same value again notifies nothing" % n, self.take_notified() == [], self.notified)
        self.check("%d: thumb-count reads back as a property" % n, s.props.thumb_count == n, s.props.thumb_count)
        # A histogram and ticks.
        s.set_histogram_values([float(v) for v in range(100)] * 3, 20)
        s.props.tick_mode = Ce.RangeSliderTickMode.EVERY_STEP
        s.props.tick_step = 10
        self.settle(0.1)
        self.check("%d: a histogram of 20 bins" % n, s.has_histogram() and s.get_histogram_n_bins() == 20,
                   s.get_histogram_n_bins())
        self.check("%d: ticks every 10" % n, s.props.tick_mode == Ce.RangeSliderTickMode.EVERY_STEP
                   and s.props.tick_step == 10, (s.props.tick_mode, s.props.tick_step))
        labels = self.tick_labels()
        self.check("%d: GTK shows the tick labels 0, 10, ... 100" % n, labels == [str(v) for v in range(0, 101, 10)], labels)
        with_histogram = self.natural_height()
        s.clear_histogram()
        s.props.tick_mode = Ce.RangeSliderTickMode.NONE
        self.settle(0.1)
        self.check("%d: the histogram takes its height above the track" % n,
                   with_histogram >= self.natural_height() + s.props.histogram_height,
                   (with_histogram, self.natural_height(), s.props.histogram_height))
        self.check("%d: no tick labels once the ticks are off" % n, self.tick_labels() == [], self.tick_labels())

        # A skin on the middle thumb by index (the upper of two, the only one of one).
        middle = n // 2
        s.set_thumb_texture(middle, Ce.RangeSliderThumbState.NORMAL, self.red)
        self.settle(0.1)
        skinned = [i for i in range(n) if s.has_thumb_image(i, Ce.RangeSliderThumbState.NORMAL)]
        self.check("%d: the texture is thumb %d's alone" % (n, middle), skinned == [middle], skinned)
        try:
            s.set_thumb_image_from_resource(n, Ce.RangeSliderThumbState.NORMAL, "/x.png")
            error = None
        except GLib.Error as e:
            error = e
        self.check("%d: thumb %d is a GLib.Error, invalid argument" % (n, n),
                   error is not None and error.matches(Ce.RangeSliderImageError.quark(), Ce.RangeSliderImageError.INVALID_ARGUMENT),
                   error)
        s.remove_all_images()
        self.settle(0.1)

    def run(self):
        s = self.slider
        pixels = GLib.Bytes.new(bytes([255, 0, 0, 255]) * (20 * 20))
        self.red = Gdk.MemoryTexture.new(20, 20, Gdk.MemoryFormat.R8G8B8A8, pixels, 20 * 4)
        self.check("two thumbs by default", s.get_thumb_count() == 2 and s.props.thumb_count == 2, s.get_thumb_count())
        s.set_range(0, 100)
        for n in (1, 2, 5):
            self.counts(n)

        s.set_thumb_values([90, 10, 60, 30])
        self.check("values are read in order", self.values() == [10, 30, 60, 90], self.values())
        self.check("the default policy is block", s.get_crossing_policy() == Ce.CrossingPolicy.BLOCK)
        self.check("the default pattern is between each pair",
                   s.get_highlight_pattern() == Ce.HighlightPattern.BETWEEN_EACH_PAIR)

        # Block: thumb 1 stops at thumb 2.
        self.changing = 0
        self.drag(30, 50, 80)
        self.check("block: the dragged thumb stops at its neighbour", self.values() == [10, 60, 60, 90], self.values())

        # Push with a separation of 5.
        s.set_thumb_values([10, 30, 60, 90])
        s.set_crossing_policy(Ce.CrossingPolicy.PUSH)
        s.set_minimum_separation(5)
        self.drag(30, 50, 75)
        self.check("push: the neighbour moves along", self.values() == [10, 75, 80, 90], self.values())

        # Swap: thumb 1 passes thumb 2.
        s.set_minimum_separation(0)
        s.set_thumb_values([10, 30, 60, 90])
        s.set_crossing_policy(Ce.CrossingPolicy.SWAP)
        self.check("the policy reads back", s.get_crossing_policy() == Ce.CrossingPolicy.SWAP)
        self.drag(30, 50, 75)
        self.check("swap: the thumb passes and the values stay ordered", self.values() == [10, 60, 75, 90], self.values())

        # A span drag on an alternate pattern: the first and last values move, so value-changing too.
        s.set_crossing_policy(Ce.CrossingPolicy.BLOCK)
        s.set_thumb_values([10, 30, 60, 90])
        s.set_highlight_pattern(Ce.HighlightPattern.ALTERNATE)
        s.set_allows_span_drag(True)
        self.changing = 0
        self.drag(20, 30, 40)
        self.check("span drag moves the highlighted pair", self.values() == [30, 50, 60, 90], self.values())
        self.check("value-changing during the drag", self.changing > 0, self.changing)
        s.set_fixed_span(True)
        self.check("fixed span reads back", s.get_fixed_span() and s.props.fixed_span)

        # Padding keeps thumbs off the ends, whoever moves them.
        s.set_padding(5, 5)
        self.check("padding reads back", s.get_padding() == (5, 5), s.get_padding())
        s.set_value_at(0, 0)
        self.check("padding keeps a value off the end", s.get_value_at(0) == 5, s.get_value_at(0))
        s.set_padding(0, 0)

        # Refusals: a warning each, nothing changes.
        before = self.values()
        warnings = len(self.warnings)
        s.set_thumb_values([1, float("nan")])
        s.set_thumb_values([])
        s.set_thumb_count(0)
        s.get_value_at(9)
        s.set_value_at(9, 5)
        s.set_padding(-1, 0)
        self.check("bad input changes nothing", self.values() == before and s.get_padding() == (0, 0), self.values())
        self.check("and warns once per call", len(self.warnings) - warnings == 6, self.warnings[warnings:])

        # GObject properties: read, written, notified exactly when they change.
        self.take_notified()
        s.set_crossing_policy(Ce.CrossingPolicy.PUSH)
        self.check("a property follows its setter", s.props.crossing_policy == Ce.CrossingPolicy.PUSH, s.props.crossing_policy)
        s.props.crossing_policy = Ce.CrossingPolicy.PUSH
        s.props.highlight_pattern = Ce.HighlightPattern.OUTER
        self.check("notify exactly for what changed", self.take_notified() == ["crossing-policy", "highlight-pattern"],
                   self.notified)
        s.props.thumb_count = 3
        s.set_thumb_values([1.0, 2.0, 3.0, 4.0, 5.0])
        notified = [n for n in self.notified if n == "thumb-count"]
        self.check("thumb-count notified by the property and by set_thumb_values, once each",
                   len(notified) == 2 and s.props.thumb_count == 5, (self.notified, s.props.thumb_count))
        builder = Gtk.Builder.new_from_string(
            '<interface><object class="CeRangeSlider" id="hours">'
            '<property name="maximum-value">24</property>'
            '<property name="thumb-count">4</property><property name="highlight-pattern">alternate</property>'
            '<property name="crossing-policy">swap</property>'
            '<property name="fixed-span">1</property></object></interface>', -1)
        built = builder.get_object("hours")
        self.check("a .ui file makes one", built is not None and built.get_thumb_count() == 4
                   and built.get_highlight_pattern() == Ce.HighlightPattern.ALTERNATE
                   and built.get_crossing_policy() == Ce.CrossingPolicy.SWAP and built.get_fixed_span(),
                   built and (built.get_thumb_count(), built.get_highlight_pattern(), built.get_fixed_span()))
        self.window.destroy()
        self.settle()
        return self.summary("thumb count client")


if __name__ == "__main__":
    sys.exit(Client().run())
