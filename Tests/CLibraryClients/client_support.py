# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""What the PyGObject clients of the C library share: PASS/FAIL checks that count, GLib
warnings collected per domain, and a slider shown in a real window whose notify signals are
counted, with a way to let GTK catch up.

Each client (scale_client.py, tick_client.py, open_bounds_client.py, preset_client.py) imports
it from its own folder (Python puts a script's folder first on the import path).
"""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Ce", "1.0")
from gi.repository import Ce, GLib, Gtk  # noqa: E402


class Checks:
    """Counts checks and collects the GLib warnings (and criticals) of `domains`."""

    def __init__(self, domains=("RangeSlider",)):
        self.passes = 0
        self.failures = 0
        self.warnings = []
        for domain in domains:
            GLib.log_set_handler(domain, GLib.LogLevelFlags.LEVEL_WARNING | GLib.LogLevelFlags.LEVEL_CRITICAL,
                                 lambda d, level, message, data: self.warnings.append(message), None)

    def check(self, name, ok, detail=""):
        if ok:
            self.passes += 1
            print("PASS %s" % name, flush=True)
        else:
            self.failures += 1
            print("FAIL %s: %s" % (name, detail), flush=True)

    def summary(self, client):
        """Prints "CLIENT: N passed, M failed" and returns the exit status."""
        print("%s: %d passed, %d failed" % (client, self.passes, self.failures), flush=True)
        return 0 if self.failures == 0 else 1


class ShownSlider(Checks):
    """A CeRangeSlider alone in a presented window, mapped and allocated once constructed;
    `notified` counts its notify signals by property name."""

    def __init__(self, title, width, height, domains=("RangeSlider",), rounds=3, pause_us=10000):
        super().__init__(domains)
        self.rounds, self.pause_us = rounds, pause_us
        self.width, self.height, self.title = width, height, title
        self.window, self.slider = self.make_window()
        self.window.present()
        self.notified = {}
        self.slider.connect("notify", self._count)
        self.settle()
        while not (self.slider.get_mapped() and self.slider.get_width() > 0):
            self.settle()

    def make_window(self):
        """The window and its slider (a subclass may take them from a GtkBuilder file)."""
        window = Gtk.Window(default_width=self.width, default_height=self.height, title=self.title)
        slider = Ce.RangeSlider()
        window.set_child(slider)
        return window, slider

    def _count(self, slider, pspec):
        self.notified[pspec.name] = self.notified.get(pspec.name, 0) + 1

    def settle(self):
        """Lets GTK run what is pending (layout, drawing, idle work) a few times over."""
        context = GLib.MainContext.default()
        for _ in range(self.rounds):
            while context.iteration(False):
                pass
            GLib.usleep(self.pause_us)

    def close(self, client):
        """Destroys the window, lets GTK finish, and prints and returns the summary."""
        self.window.destroy()
        self.settle()
        return self.summary(client)

    def thumb(self, index):
        """The thumb node `index` (0 the first thumb): the trough's `slider` child with the
        class `thumb-INDEX` (with two thumbs, 0 is `.lower` and 1 `.upper`)."""
        child = self.slider.get_first_child().get_first_child()
        while child is not None and not child.has_css_class("thumb-%d" % index):
            child = child.get_next_sibling()
        return child

    def drag(self, thumb, offsets, pause_ms=120):
        """Drags thumb node `thumb` with real pointer input (xdotool, X11): presses on its centre,
        moves by each (dx, dy) of `offsets` from there, releases. Returns False when the window
        is not an X11 window."""
        import subprocess
        gi.require_version("GdkX11", "4.0")
        from gi.repository import GdkX11
        surface = self.window.get_surface()
        if not isinstance(surface, GdkX11.X11Surface):
            return False
        xid = str(surface.get_xid())
        ok, bounds = thumb.compute_bounds(self.window)
        x, y = bounds.get_x() + bounds.get_width() / 2, bounds.get_y() + bounds.get_height() / 2

        def pause():
            deadline = GLib.get_monotonic_time() + pause_ms * 1000
            while GLib.get_monotonic_time() < deadline:
                self.settle()

        subprocess.run(["xdotool", "mousemove", "--window", xid, str(round(x)), str(round(y))], check=True)
        pause()
        subprocess.run(["xdotool", "mousedown", "1"], check=True)
        pause()
        for dx, dy in offsets:
            subprocess.run(["xdotool", "mousemove", "--window", xid, str(round(x + dx)), str(round(y + dy))], check=True)
            pause()
        subprocess.run(["xdotool", "mouseup", "1"], check=True)
        pause()
        pause()
        return True
