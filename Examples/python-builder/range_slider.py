#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""A PyGObject app whose window comes from a GtkBuilder file holding a CeRangeSlider.

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Examples/python-builder/range_slider.py [--self-test]

(PREFIX is where scripts/install-c-library.sh installed libCeRangeSlider; neither variable
is needed for a prefix the system searches already, such as /usr.) Needs Debian's python3-gi
and gir1.2-gtk-4.0.

The window shows a label and the slider from range_slider.ui; every committed change is
printed as "value-changed LOWER UPPER" and shown in the label.

--self-test  reads and writes the slider's properties, checks notify::lower-value and the
             value-changed / value-changing signals, drags the lower thumb with real pointer
             input (xdotool, X11 only), closes the window and checks that the slider, still
             held here, is safe to use. Prints "PASS ..." / "FAIL ..." lines and a summary,
             and exits 0 only if every check passed.
"""
import gc
import os
import subprocess
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
gi.require_version("Ce", "1.0")
from gi.repository import Ce, Gdk, GLib, GObject, Gtk  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


class App:
    def __init__(self, self_test):
        self.self_test = self_test
        self.failures = 0
        self.passes = 0
        self.notified = []    # lower-value after each notify::lower-value
        self.changed = []     # (lower, upper) of each value-changed
        self.changing = []    # (lower, upper) of each value-changing
        self.loop = GLib.MainLoop()

        # GtkBuilder looks types up by name: make sure CeRangeSlider is registered.
        GObject.type_ensure(Ce.RangeSlider.__gtype__)
        builder = Gtk.Builder.new_from_file(os.path.join(HERE, "range_slider.ui"))
        self.window = builder.get_object("window")
        self.slider = builder.get_object("slider")
        self.label = builder.get_object("label")

        self.slider.connect("value-changed", self.on_value_changed)
        self.slider.connect("value-changing", lambda s, lower, upper: self.changing.append((lower, upper)))
        self.slider.connect("notify::lower-value", self.on_lower_value)
        self.window.connect("close-request", lambda w: self.loop.quit() or False)

    def on_value_changed(self, slider, lower, upper):
        self.changed.append((lower, upper))
        self.label.set_text(f"Price: {lower:.0f} – {upper:.0f}")
        print(f"value-changed {lower:g} {upper:g}", flush=True)

    def on_lower_value(self, slider, pspec):
        self.notified.append(slider.props.lower_value)

    def check(self, name, ok, detail=""):
        if ok:
            self.passes += 1
            print(f"PASS {name}", flush=True)
        else:
            self.failures += 1
            print(f"FAIL {name}: {detail}", flush=True)

    def run(self):
        self.window.present()
        if self.self_test:
            self.steps = self.test_steps()
            GLib.timeout_add(50, self.next_step)
        self.loop.run()
        if self.self_test:
            self.after_close()
            print(f"python client: {self.passes} passed, {self.failures} failed", flush=True)
            return 1 if self.failures else 0
        return 0

    def next_step(self):
        try:
            delay = next(self.steps)
        except StopIteration:
            return GLib.SOURCE_REMOVE
        GLib.timeout_add(delay, self.next_step)
        return GLib.SOURCE_REMOVE

    # The self-test, one step per main-loop turn (each yields the delay before the next).

    def test_steps(self):
        s = self.slider
        while not (s.get_mapped() and s.get_width() > 0):
            yield 50
        yield 200

        # Reading: the values and settings from the .ui file.
        self.check("a Ce.RangeSlider from the .ui file", isinstance(s, Ce.RangeSlider) and isinstance(s, Gtk.Orientable))
        p = s.props
        read = (p.minimum_value, p.maximum_value, p.lower_value, p.upper_value, p.step_size)
        self.check("properties from the .ui file", read == (0, 100, 20, 80, 1), repr(read))
        green = Gdk.RGBA()
        green.parse("#26a269")
        self.check("GdkRGBA property from the .ui file", p.track_highlight_tint_color.equal(green),
                   p.track_highlight_tint_color.to_string())
        self.check("string property", p.lower_thumb_label == "Minimum price", p.lower_thumb_label)
        self.check("no signal before any change", self.changed == [] and self.notified == [], repr(self.changed))

        # Writing: the Swift value policy, notify and value-changed.
        p.upper_value = 90
        self.check("write upper-value", (p.upper_value, self.changed[-1:]) == (90, [(20, 90)]), repr(self.changed))
        p.lower_value = 95   # above the upper value: pushes it up
        self.check("lower-value pushes upper-value", (p.lower_value, p.upper_value) == (95, 95),
                   repr((p.lower_value, p.upper_value)))
        self.check("notify::lower-value with the new value", self.notified == [95], repr(self.notified))
        p.lower_value = 95
        self.check("the same value again: no notify", self.notified == [95], repr(self.notified))
        p.upper_value = 500
        self.check("clamped to the maximum", p.upper_value == 100, repr(p.upper_value))
        p.curvaceousness = 7
        self.check("curvaceousness clamped to 1", p.curvaceousness == 1, repr(p.curvaceousness))
        s.set_values(20, 80)
        self.check("set_values method", s.get_values() == (20, 80) and self.changed[-1] == (20, 80), repr(s.get_values()))
        s.set_orientation(Gtk.Orientation.HORIZONTAL)
        self.check("GtkOrientable", s.props.orientation == Gtk.Orientation.HORIZONTAL)
        p.mode = Ce.SliderMode.SINGLE
        self.check("single mode pins the lower value", (p.lower_value, p.value, p.fraction) == (0, 80, 0.8),
                   repr((p.lower_value, p.value, p.fraction)))
        p.mode = Ce.SliderMode.RANGE
        s.set_values(20, 80)
        self.check("back to a range", s.get_mode() == Ce.SliderMode.RANGE and s.get_values() == (20, 80), repr(s.get_values()))
        p.value_popover_visibility = Ce.ValuePopoverVisibility.WHILE_DRAGGING
        yield 200

        # A real drag of the lower thumb, 40 px to the right.
        self.notified.clear()
        self.changed.clear()
        xid = self.x11_window_id()
        lower_thumb = s.get_first_child().get_first_child().get_next_sibling()   # trough > highlight, slider.lower
        self.check("the lower thumb node", lower_thumb.has_css_class("lower"), repr(lower_thumb.get_css_classes()))
        ok, bounds = lower_thumb.compute_bounds(self.window)
        x = bounds.get_x() + bounds.get_width() / 2
        y = bounds.get_y() + bounds.get_height() / 2
        if xid is None:
            self.check("X11 window for xdotool", False, "not on X11 (set GDK_BACKEND=x11)")
        else:
            self.xdotool("mousemove", "--window", str(xid), str(round(x)), str(round(y)))
            yield 100
            self.xdotool("mousedown", "1")
            yield 100
            for dx in (10, 25, 40):
                self.xdotool("mousemove", "--window", str(xid), str(round(x + dx)), str(round(y)))
                yield 100
            self.check("a value popover shows during the drag", any(pop.get_visible() for pop in self.popovers()),
                       repr([pop.get_visible() for pop in self.popovers()]))
            self.xdotool("mouseup", "1")
            yield 200
            self.check("and hides when it ends", not any(pop.get_visible() for pop in self.popovers()),
                       repr([pop.get_visible() for pop in self.popovers()]))
            moved = p.lower_value
            self.check("the drag moved the lower thumb", 25 <= moved <= 40 and p.upper_value == 80,
                       repr((moved, p.upper_value)))
            self.check("notify::lower-value during the drag", len(self.notified) >= 2 and self.notified[-1] == moved,
                       repr(self.notified))
            self.check("value-changing during the drag", len(self.changing) >= 2 and self.changing[-1] == (moved, 80),
                       repr(self.changing))
            self.check("one value-changed when the drag ended", self.changed == [(moved, 80)], repr(self.changed))
            self.check("the label follows", self.label.get_text() == f"Price: {moved:.0f} – 80", self.label.get_text())
        self.window.close()
        self.loop.quit()

    def after_close(self):
        """The window is gone; this script still holds the slider."""
        s = self.slider
        self.window.destroy()
        while GLib.MainContext.default().iteration(False):
            pass
        s.props.lower_value = 10
        self.check("a slider held after its window closed is usable", (s.props.lower_value, s.get_values()[0]) == (10, 10))
        finalized = []
        s.weak_ref(lambda: finalized.append(True))
        self.slider = self.window = self.label = None
        del s
        gc.collect()
        while GLib.MainContext.default().iteration(False):
            pass
        self.check("released with the last Python reference", finalized == [True], repr(finalized))
        self.check("no slider state left", Ce.RangeSlider.get_n_live_states() == 0, str(Ce.RangeSlider.get_n_live_states()))

    def popovers(self):
        """The value popovers: children of the slider while they exist."""
        found, child = [], self.slider.get_first_child()
        while child is not None:
            if isinstance(child, Gtk.Popover):
                found.append(child)
            child = child.get_next_sibling()
        return found

    def x11_window_id(self):
        try:
            gi.require_version("GdkX11", "4.0")
            from gi.repository import GdkX11
        except (ImportError, ValueError):
            return None
        surface = self.window.get_surface()
        return surface.get_xid() if isinstance(surface, GdkX11.X11Surface) else None

    @staticmethod
    def xdotool(*args):
        subprocess.run(["xdotool", *args], check=True)


def main(argv):
    return App("--self-test" in argv).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
