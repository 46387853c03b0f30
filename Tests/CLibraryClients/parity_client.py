#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Parity with Swift from Python: the thumb signals after a real drag (of the upper thumb of two,
the only one of one and the third of five), a Python format function (and its release), marks
and the histogram from plain lists, the new properties with notify.

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/parity_client.py

Needs an X11 display (xdotool). Prints PASS/FAIL lines and "parity client: N passed, M failed".
"""
import gc
import os
import sys
import weakref

from client_support import ShownSlider
from gi.repository import Ce, Gdk, Gio, GLib, Gtk  # noqa: E402

SKINS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "data", "skins")


class Client(ShownSlider):
    def __init__(self):
        super().__init__("parity client", 420, 120)
        self.events = []
        for name in ("thumb-start", "thumb-end"):
            self.slider.connect(name, lambda s, thumb, source, name=name: self.events.append((name, thumb, source.value_nick)))
        for name in ("thumb-changing", "thumb-changed"):
            self.slider.connect(name, lambda s, thumb, source, lower, upper, name=name:
                                self.events.append((name, thumb, source.value_nick, lower, upper)))

    def run(self):
        s, check = self.slider, self.check
        s.set_range(0, 100)
        s.props.step_size = 1
        s.set_values(20, 80)
        self.settle()

        # Marks from lists; snap-to-marks with notify.
        top, bottom = Gtk.PositionType.TOP, Gtk.PositionType.BOTTOM
        s.set_marks([10, 50, float("nan"), 90], ["ten", "", "nan", "ninety"], [top, bottom, bottom, top])
        check("set_marks drops NaN", s.get_n_marks() == 3, s.get_n_marks())
        read = [(s.get_mark_value(i), s.get_mark_label(i), s.get_mark_position(i)) for i in range(3)]
        check("mark values, labels and positions", read == [(10, "ten", top), (50, None, bottom), (90, "ninety", top)], repr(read))
        s.set_marks([10, 50], None, None)
        check("set_marks without labels and positions", s.get_n_marks() == 2 and s.get_mark_position(1) == bottom)
        s.add_mark(75, Gtk.PositionType.TOP, None)
        check("add_mark", s.get_n_marks() == 3 and s.get_mark_value(2) == 75 and s.get_mark_position(2) == top)
        self.notified.clear()
        s.props.snap_to_marks = False
        s.props.snap_to_marks = False
        check("snap-to-marks notified once", (s.get_snap_to_marks(), self.notified.get("snap-to-marks")) == (False, 1),
              repr(self.notified))
        s.props.snap_to_marks = True

        # The histogram from lists, and its colours as properties.
        s.set_histogram_counts([3, 9, 4, 1], 0, 100)
        check("histogram counts", [s.get_histogram_count(i) for i in range(s.get_histogram_n_bins())] == [3, 9, 4, 1])
        s.set_histogram_values([1, 2, 55, 56, 57, 99, float("inf")], 4)
        check("histogram values binned over the range", [s.get_histogram_count(i) for i in range(4)] == [2, 0, 3, 1],
              repr([s.get_histogram_count(i) for i in range(4)]))
        ok, lower, upper = s.get_histogram_bounds()
        check("histogram bounds", (ok, lower, upper) == (True, 0, 100), repr((ok, lower, upper)))
        check("histogram-color defaults to NULL", s.props.histogram_color is None)
        red = Gdk.RGBA()
        red.parse("#ff0000")
        self.notified.clear()
        s.props.histogram_color = red
        check("histogram-color set and notified", s.props.histogram_color.equal(red) and self.notified == {"histogram-color": 1},
              repr(self.notified))
        s.props.histogram_highlight_color = red
        is_set, color = s.get_histogram_highlight_color()
        check("histogram-highlight-color", is_set and color.equal(red))
        s.props.histogram_color = None
        is_set, color = s.get_histogram_color()
        check("histogram-color back to the default", not is_set and 0.2 < color.alpha < 0.4, repr(color.to_string()))

        # A Python format function: used by the popovers, the accessible text and format_value;
        # released when replaced.
        calls = []

        def dollars(slider, value):
            calls.append(value)
            return "$%.0f" % value
        s.set_format_value_func(dollars)
        check("format_value uses it", s.format_value(42) == "$42", s.format_value(42))
        check("the accessible description uses it", s.dup_range_description() == "from $20 to $80", s.dup_range_description())
        probe = weakref.ref(dollars)
        del dollars
        gc.collect()
        check("the slider holds the function", probe() is not None)
        s.set_format_value_func(lambda slider, value: "%.0f €" % value)
        gc.collect()
        check("replacing it releases the first function", probe() is None)
        check("the new one", s.format_value(7) == "7 €", s.format_value(7))
        s.set_format_value_func(None)
        check("None: the default", s.format_value(7) == "7", s.format_value(7))

        # Skins: a GFile, errors as GLib.Error with the image error domain's codes.
        try:
            s.set_thumb_image_from_file(-1, Ce.RangeSliderThumbState.NORMAL, Gio.File.new_for_path("/no/such/thumb.png"))
            check("a missing skin raises", False, "no exception")
        except GLib.Error as error:
            check("a missing skin raises GLib.Error MISSING",
                  error.matches(Ce.RangeSliderImageError.quark(), Ce.RangeSliderImageError.MISSING)
                  and "/no/such/thumb.png" in error.message, error.message)
        check("no image after the failure", not s.has_images())
        ok = s.set_thumb_image_from_file(-1, Ce.RangeSliderThumbState.NORMAL, Gio.File.new_for_path(os.path.join(SKINS, "thumb-green.png")))
        border = Gtk.Border()
        border.left = border.right = 10
        s.set_track_image_from_file(Ce.RangeSliderTrackPart.MINIMUM, Gio.File.new_for_path(os.path.join(SKINS, "track-green.png")), border)
        self.settle()
        ok_bounds, bounds = self.thumb(1).compute_bounds(s)
        check("a skin from a GFile: the thumbs take its 28 px", ok and s.has_images() and bounds.get_width() == 26,
              repr((ok, bounds.get_width())))
        s.remove_all_images()
        self.settle()
        b = self.thumb(1).compute_bounds(s)[1]
        check("remove_all_images: the band's square thumbs again", not s.has_images() and b.get_width() == b.get_height() > 26,
              repr((b.get_width(), b.get_height())))

        # Signals from code: which thumb, and the program as the source.
        self.events.clear()
        s.props.lower_value = 30
        s.set_values(10, 90)
        check("thumb-changed from code", self.events == [("thumb-changed", 0, "program", 30, 80),
                                                         ("thumb-changed", -1, "program", 10, 90)], repr(self.events))

        # A real drag of the upper thumb, 60 px to the right, with the popover shown.
        s.set_format_value_func(lambda slider, value: calls.append(value) or "$%.0f" % value)
        s.props.value_popover_visibility = Ce.ValuePopoverVisibility.WHILE_DRAGGING
        s.set_values(20, 60)
        s.clear_marks()
        self.settle()
        self.events.clear()
        calls.clear()
        dragged = self.drag(self.thumb(1), [(15, 0), (30, 0), (45, 0), (60, 0)])
        check("an X11 window for xdotool", dragged)
        lower, upper = s.get_values()
        check("the drag moved the upper thumb", lower == 20 and 65 < upper <= 100 and upper == round(upper), repr((lower, upper)))
        names = [e[0] for e in self.events]
        check("thumb-start first, by the user", self.events[:1] == [("thumb-start", 1, "user")], repr(self.events[:2]))
        check("thumb-changing during the drag", names.count("thumb-changing") >= 2
              and all(e[1:3] == (1, "user") for e in self.events if e[0] == "thumb-changing"), repr(self.events))
        check("one thumb-changed, then thumb-end", self.events[-2:] == [("thumb-changed", 1, "user", 20, upper), ("thumb-end", 1, "user")],
              repr(self.events[-2:]))
        check("the popover formatted the dragged values", upper in calls, repr(calls[-3:]))

        # One and five thumbs: the dragged thumb's signals carry its index.
        for values in ([40], [10, 30, 50, 70, 90]):
            n, middle = len(values), len(values) // 2
            s.set_thumb_values(values)
            self.settle()
            self.events.clear()
            self.drag(self.thumb(middle), [(-10, 0), (-20, 0), (-30, 0)])
            after = list(s.get_thumb_values())
            check("%d thumbs: the drag moved thumb %d alone" % (n, middle),
                  after[middle] < values[middle] and all(a == v for i, (a, v) in enumerate(zip(after, values)) if i != middle),
                  repr(after))
            names = [e[0] for e in self.events]
            check("%d thumbs: thumb-start, thumb-changing, one thumb-changed and thumb-end, all for thumb %d by the user"
                  % (n, middle), names[:1] == ["thumb-start"] and names[-2:] == ["thumb-changed", "thumb-end"]
                  and names.count("thumb-changed") == 1 and "thumb-changing" in names
                  and all(e[1:3] == (middle, "user") for e in self.events)
                  and self.events[-2][3:] == (after[0], after[-1]), repr(self.events))
        return self.summary("parity client")


if __name__ == "__main__":
    sys.exit(Client().run())
