#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Drives the house-price window and the playground through a real AT-SPI client.

Run by scripts/test-atspi.sh inside a private D-Bus session (dbus-run-session) under Xvfb,
with GTK's AT-SPI bridge on. It starts at-spi2-core's bus launcher, starts each app, finds
it on the accessibility bus and asserts what a screen reader (Orca) would read: each thumb a
slider named after its bound, with value, minimum, maximum and the formatted value; a key
press on a focused thumb and a value set through AT-SPI's Value interface both move it and
emit the value event; a walk of each window's whole tree finds no control (a focusable object
or one with a control's role) whose name is empty or a toolkit type's name; the playground
with one thumb (single-value mode) and with five reads as that many named sliders with their
values, in reading order. It prints
everything it reads, so a failure says what was there. Randomness (the values set) is seeded.

Exit status 0 when every check passed, 1 otherwise (the failures are listed at the end).
"""

import argparse
import ctypes
import os
import random
import re
import struct
import subprocess
import sys
import threading
import time
import zlib

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

SEED = 13
failures = []


def say(line=""):
    print(line, flush=True)


def finish(title):
    """Prints the failed checks (or that all passed) and exits 1 when any failed."""
    say("")
    if failures:
        say(f"{title} FAILED ({len(failures)}):")
        for f in failures:
            say("  - " + f)
        sys.exit(1)
    say(f"{title} passed")


def check(condition, message):
    """Records a failed check (and goes on, so that one run shows every failure)."""
    say(("  ok    " if condition else "  FAIL  ") + message)
    if not condition:
        failures.append(message)
    return condition


def fatal(message):
    say("FATAL: " + message)
    sys.exit(1)


def pump(seconds):
    """Runs the GLib main loop (AT-SPI events arrive through it) for `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.01)


def wait_for(predicate, seconds, step=0.05):
    end = time.monotonic() + seconds
    while True:
        result = predicate()
        if result or time.monotonic() > end:
            return result
        pump(step)


# --- The accessibility bus ------------------------------------------------------------------

def start_bus(launcher):
    """Starts at-spi-bus-launcher, waits for org.a11y.Bus on the session bus, turns
    accessibility on as Orca does (org.a11y.Status.IsEnabled), and returns the launcher."""
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        fatal("no D-Bus session bus (run inside dbus-run-session)")
    if not os.path.exists(launcher):
        fatal(f"{launcher} not found (package at-spi2-core)")
    process = subprocess.Popen([launcher, "--launch-immediately"])
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    def owned():
        reply = session.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "NameHasOwner", GLib.Variant("(s)", ("org.a11y.Bus",)),
                                  GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, 1000, None)
        return reply.unpack()[0]

    if not wait_for(owned, 10):
        fatal("the accessibility bus launcher (org.a11y.Bus) did not appear on the session bus")
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    if not address:
        fatal("org.a11y.Bus.GetAddress returned no address")
    session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                      GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", True))),
                      None, Gio.DBusCallFlags.NONE, 5000, None)
    say(f"Accessibility bus: {address}")
    if Atspi.init() not in (0, 1):
        fatal("Atspi.init() failed")
    # libatspi waits 800 ms for an app's answer by default; a debug build filtering thousands
    # of homes on a busy machine can take longer, and libatspi 2.46 aborts on a timed-out
    # property set (dbus_message_unref(NULL)). Wait up to 10 s.
    Atspi.set_timeout(10000, 15000)
    return process


# --- Reading the tree ------------------------------------------------------------------------

def fresh(obj):
    try:
        obj.clear_cache()
    except Exception:
        pass
    return obj


# Roles that newer at-spi2-core names differently, read here by the names used below (Debian
# 12's at-spi2-core 2.46): the push button role (Atspi.Role.PUSH_BUTTON) is named "button" by
# Debian 13's at-spi2-core 2.56.
RENAMED_ROLES = {"button": "push button"}


def role_name(obj):
    """`obj`'s AT-SPI role name, a renamed role by its older name (RENAMED_ROLES)."""
    name = obj.get_role_name()
    return RENAMED_ROLES.get(name, name)


def walk(obj, path=()):
    """Yields (object, path of roles) for `obj` and every descendant."""
    yield obj, path
    for i in range(obj.get_child_count()):
        child = obj.get_child_at_index(i)
        if child is not None:
            yield from walk(child, path + (role_name(obj),))


def states(obj):
    return fresh(obj).get_state_set()


def find_app(name, seconds=30):
    def look():
        desktop = fresh(Atspi.get_desktop(0))
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_name() == name:
                return app
        return None

    app = wait_for(look, seconds, step=0.2)
    if app is None:
        desktop = Atspi.get_desktop(0)
        names = [desktop.get_child_at_index(i).get_name() for i in range(desktop.get_child_count())]
        fatal(f"the application '{name}' was not found on the accessibility bus (found: {names})")
    global toolkit
    version_text, toolkit = toolkit_version(app)
    say(f"Found application '{name}' on the accessibility bus (toolkit {version_text})")
    return app


def value_of(obj):
    return Atspi.Value.get_current_value(fresh(obj))


# The toolkit version of the application under test (find_app sets it): GTK 4.14 and later
# announce a thumb's new value and export its value text; before, the description carries it.
toolkit = (0, 0)


def reads(obj):
    """What a screen reader reads as a thumb's value: its value text (AT-SPI Value.Text) on
    GTK 4.14 and later, its description before (GTK 4.8 exports no value text)."""
    fresh(obj)
    if toolkit >= (4, 14):
        return Atspi.Value.get_text(obj)
    return obj.get_description()


def describe(obj):
    """role 'name' value min max increment description: what the client reads of a slider."""
    fresh(obj)
    parts = [f"{role_name(obj)} '{obj.get_name()}'"]
    if "Value" in obj.get_interfaces():
        parts.append(f"value={Atspi.Value.get_current_value(obj):g} min={Atspi.Value.get_minimum_value(obj):g} "
                     f"max={Atspi.Value.get_maximum_value(obj):g} increment={Atspi.Value.get_minimum_increment(obj):g} "
                     f"value-text='{Atspi.Value.get_text(obj)}'")
    if "Text" in obj.get_interfaces():
        parts.append(f"text='{text_of(obj)}'")
    parts.append(f"description='{obj.get_description()}'")
    return " ".join(parts)


def text_of(obj):
    fresh(obj)
    return Atspi.Text.get_text(obj, 0, Atspi.Text.get_character_count(obj))


# What a screen reader presents as a control: any object with the focusable state, and any
# object whose role is one a user operates (an unfocusable button is still clicked with a screen
# reader's pointer commands). GTK 4.8 reads an entry as "text" (editable) and a menu button as a
# push button; the editable state tells an entry's text from a static one. Scroll bars are left
# out: GTK 4 never focuses them, they belong to a scrolled window whose pane is named, and GTK
# names them after their type. Objects inside a control (GTK 4.8 names every unnamed one after
# its type: a list row's cells, a check box's indicator) are not read with it, with one
# exception checked here: an object the control is labelled by (its labelled-by relation),
# whose name a screen reader reads as the control's ("GtkImage Reset Price").
CONTROL_ROLES = {"push button", "toggle button", "check box", "radio button", "slider", "spin button",
                 "entry", "password text", "combo box", "menu item", "check menu item", "radio menu item",
                 "link", "page tab", "switch"}
# A toolkit type's name where a word should be: GTK names an unnamed object after its type
# (GTK 4.8: "GtkImage"). Any CamelCase identifier of GTK, GDK, GSK, libadwaita or this kit (Ce)
# counts, anywhere in the name.
TYPE_NAME = re.compile(r"\b(?:Gtk|Gdk|Gsk|Adw|Ce)[A-Z][A-Za-z0-9]*\b")


def is_control(role, state_set):
    if state_set.contains(Atspi.StateType.FOCUSABLE) or role in CONTROL_ROLES:
        return True
    return role == "text" and state_set.contains(Atspi.StateType.EDITABLE)


def labelled_by(obj):
    """The names of the objects `obj` is labelled by (AT-SPI's labelled-by relation)."""
    names = []
    try:
        relations = obj.get_relation_set()
    except Exception:
        return names
    for relation in relations:
        if relation.get_relation_type() == Atspi.RelationType.LABELLED_BY:
            for i in range(relation.get_n_targets()):
                target = relation.get_target(i)
                names.append((target.get_name() or "") if target is not None else "")
    return names


class Tree:
    """One walk of an application's whole tree. GTK 4.8 has no AT-SPI cache, so every read is a
    D-Bus round trip: the checks filter this list instead of walking the tree again. Each record
    is (object, path, role, name, states, inside), where path is the ancestors' roles and
    `inside` names the nearest control that holds the object (None outside controls)."""

    def __init__(self, app):
        self.records = []
        self._walk(fresh(app), (), (), None)

    def _walk(self, obj, path, steps, inside):
        role, name, state_set = role_name(obj), obj.get_name() or "", obj.get_state_set()
        step = f"{role} '{name}'" if name else role
        self.records.append((obj, path, role, name, state_set, inside, " > ".join(steps + (step,))))
        holder = step if is_control(role, state_set) else inside
        for i in range(obj.get_child_count()):
            child = obj.get_child_at_index(i)
            if child is not None:
                self._walk(child, path + (role,), steps + (f"{step}[{i}]",), holder)

    def by_role(self, role, name=None):
        return [r[0] for r in self.records if r[2] == role and (name is None or r[3] == name)]

    def one(self, role, name):
        found = self.by_role(role, name)
        check(len(found) == 1, f"one {role} named '{name}' (found {len(found)})")
        return found[0] if found else None

    def unnamed_controls(self):
        """Every control (``is_control``) whose name is empty or holds a toolkit type's name, or
        that is labelled by an object so named: one line each, with its role and its path from
        the application."""
        bad = []
        for obj, path, role, name, s, inside, where in self.records:
            if not is_control(role, s):
                continue
            labels = labelled_by(obj)
            if not name.strip() or TYPE_NAME.search(name):
                bad.append(f"{role} '{name}' at {where}")
            elif any(not label.strip() or TYPE_NAME.search(label) for label in labels):
                bad.append(f"{role} '{name}' labelled by {labels} at {where}")
        return bad

    def check_every_control_named(self, window):
        """The whole-tree walk's check: no control a screen reader reaches is unnamed or named
        after a toolkit type. Prints each offender."""
        controls = sum(1 for r in self.records if is_control(r[2], r[4]))
        bad = self.unnamed_controls()
        say(f"  walked {len(self.records)} objects of {window}, {controls} controls; unnamed or type-named: {len(bad)}")
        for line in bad:
            say(f"    unnamed: {line}")
        check(not bad, f"every control of {window} is named in words ({len(bad)} not)")


def toolkit_version(app):
    try:
        text = fresh(app).get_toolkit_version() or ""
    except Exception:
        text = ""
    numbers = [int(n) for n in re.findall(r"\d+", text)[:2]]
    return text, tuple(numbers) if len(numbers) == 2 else (0, 0)


def check_value_event(app, events, thumb, text, focused):
    """The events a screen reader gets when a thumb's value changes. GTK 4.10 and later emit
    object:property-change:accessible-value; GTK 4.8's bridge has no value event at all, so
    there the thumb's description, which carries the formatted value, changes: Orca presents a
    description change of the focused object. GTK 4.14 and later announce the new value text
    of the thumb that has the keyboard focus (`focused`), and of no other thumb, and leave
    its description empty."""
    name = thumb.get_name()
    version_text, version = toolkit_version(app)
    if version >= (4, 10):
        check(events.wait("object:property-change:accessible-value", name),
              f"the value event (object:property-change:accessible-value) came from '{name}' (GTK {version_text})")
    if version >= (4, 14):
        said = events.wait("object:announcement", name, seconds=3 if focused else 0.5)
        if focused:
            check(bool(said) and said[-1][2] == text,
                  f"GTK {version_text}: the focused thumb '{name}' announces '{text}' (object:announcement): {said}")
        else:
            check(not said, f"GTK {version_text}: '{name}', not focused, announces nothing: {said}")
        description = fresh(thumb).get_description()
        check(not description, f"GTK {version_text}: '{name}' has no description (the value is announced instead): '{description}'")
    elif version < (4, 10):
        described = events.wait("object:property-change:accessible-description", name)
        check(bool(described) and described[-1][2] == text,
              f"GTK {version_text}: the description-change event from '{name}' carries '{text}'")
        others = [e for e in events.seen if e[0] != "object:property-change:accessible-description"]
        say(f"  note: value events (accessible-value, value-changed) from GTK {version_text}: {others or 'none'}")
    events.dump()


# --- Events ---------------------------------------------------------------------------------

class Events:
    """Records the value events screen readers listen to (Orca: object:property-change:
    accessible-value, and object:value-changed from other toolkits)."""

    TYPES = ["object:property-change:accessible-value", "object:value-changed",
             "object:property-change:accessible-description", "object:announcement"]

    def __init__(self):
        self.seen = []
        self.listener = Atspi.EventListener.new(self._on_event)
        for t in self.TYPES:
            self.listener.register(t)

    def _on_event(self, event):
        try:
            name = event.source.get_name()
        except Exception:
            name = "?"
        data = event.any_data
        if isinstance(data, GLib.Variant):
            data = data.unpack()
        self.seen.append((event.type, name, data))

    def clear(self):
        self.seen = []

    def wait(self, event_type, name, seconds=3):
        return wait_for(lambda: [e for e in self.seen if e[0] == event_type and e[1] == name], seconds)

    def dump(self):
        for e in self.seen:
            say(f"    event {e[0]} from '{e[1]}': {e[2]!r}")


# --- Apps, keys, screenshots -----------------------------------------------------------------

class App:
    """A child process whose standard output is read line by line on a thread."""

    def __init__(self, argv, env=None):
        say("Starting " + " ".join(argv))
        self.lines = []
        self.process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=None, text=True, bufsize=1, env=env)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_line(self, pattern, seconds=60, after=0):
        regex = re.compile(pattern)
        found = wait_for(lambda: [l for l in self.lines[after:] if regex.search(l)], seconds, step=0.1)
        return found[-1] if found else None

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()


def xdotool(*args):
    result = subprocess.run(["xdotool", *args], capture_output=True, text=True)
    return result.stdout.strip()


def window_id(title):
    xid = wait_for(lambda: xdotool("search", "--onlyvisible", "--name", f"^{title}$").split("\n")[0], 15, step=0.2)
    if not xid:
        fatal(f"no X window named '{title}'")
    return xid


def press(xid, key):
    xdotool("key", "--window", xid, "--clearmodifiers", key)


def focus_by_tab(app, xid, target, limit=40):
    """Presses Tab until `target` reports the focused state, as a keyboard user would reach it."""
    xdotool("windowfocus", "--sync", xid)
    for _ in range(limit):
        if wait_for(lambda: states(target).contains(Atspi.StateType.FOCUSED), 0.3):
            return True
        press(xid, "Tab")
    return states(target).contains(Atspi.StateType.FOCUSED)


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


def screenshot(xid, path):
    """Writes what the X server shows of window `xid` to a PNG (XGetImage, 24-bit TrueColor)."""
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XGetImage.restype = ctypes.POINTER(XImage)
    x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                              ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    geometry = xdotool("getwindowgeometry", xid)
    size = re.search(r"Geometry: (\d+)x(\d+)", geometry)
    if not size:
        return check(False, f"screenshot: no geometry for window {xid}: {geometry}")
    width, height = int(size.group(1)), int(size.group(2))
    display = x11.XOpenDisplay(None)
    image = x11.XGetImage(display, int(xid), 0, 0, width, height, 0xFFFFFFFF, 2).contents
    if image.bits_per_pixel != 32:
        return check(False, f"screenshot: {image.bits_per_pixel} bits per pixel not handled")
    raw = ctypes.string_at(image.data, image.bytes_per_line * height)
    rows = bytearray()
    for y in range(height):
        row = raw[y * image.bytes_per_line:y * image.bytes_per_line + 4 * width]
        rows.append(0)
        rgb = bytearray(3 * width)
        rgb[0::3], rgb[1::3], rgb[2::3] = row[2::4], row[1::4], row[0::4]
        rows += rgb

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 6)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)
    say(f"Screenshot: {path} ({width}x{height})")
    return True


def price_text(value):
    return f"${value:,.0f}"


# --- The house-price window -------------------------------------------------------------------

COUNT = re.compile(r"^([\d,]+) of ([\d,]+) homes$")


def start_house_prices(args, env=None):
    """house-prices on the Ames data from $129,500 on the linear price scale (a key step is a
    hundredth of the range; on the default quantile scale it is a hundredth of the track:
    HousePricesAppTests checks that one), once it has printed its count line: (process, line)."""
    app_process = App([os.path.join(args.bin, "house-prices"), "--data", args.data, "--min-price", "129500",
                       "--price-scale", "linear"], env=env)
    status = app_process.wait_line(r"^Showing [\d,]+ of [\d,]+ homes$", 60)
    if status is None:
        app_process.stop()
        fatal("house-prices never printed 'Showing N of M homes'")
    return app_process, status


def read_sliders(app, count):
    """The app's tree once it shows `count` sliders (or after 10 s), with its sliders printed as
    a screen reader reads them: (tree, sliders)."""
    tree = wait_for(lambda: (lambda t: t if len(t.by_role("slider")) == count else None)(Tree(app)), 10, step=0.5) or Tree(app)
    sliders = tree.by_role("slider")
    say("Sliders read over AT-SPI:")
    for slider in sliders:
        say("  " + describe(slider))
    return tree, sliders


def check_house_prices(args, events, rng):
    say("\n== house-prices ==")
    app_process, status = start_house_prices(args)
    try:
        say(f"App says: {status}")
        app = find_app("house-prices")
        say(f"Toolkit: {toolkit_version(app)[0]}")
        xid = window_id("House Prices")
        tree, sliders = read_sliders(app, 4)
        names = [slider.get_name() for slider in sliders]
        check(names == ["Minimum price", "Maximum price", "Minimum living area", "Maximum living area"],
              f"four sliders named after their bounds: {names}")
        if len(sliders) != 4:
            return
        low, high = sliders[0], sliders[1]
        for slider in sliders:
            check("Value" in slider.get_interfaces(), f"'{slider.get_name()}' has the Value interface")
            check(slider.get_state_set().contains(Atspi.StateType.FOCUSABLE), f"'{slider.get_name()}' is focusable")
        check(value_of(low) == 129500, f"Minimum price value is 129500 (--min-price): {value_of(low):g}")
        check(reads(low) == "$129,500", f"Minimum price reads '$129,500': '{reads(low)}'")
        check(Atspi.Value.get_maximum_value(low) == value_of(high), "the lower thumb's maximum is the upper value (ARIA)")
        check(Atspi.Value.get_minimum_value(high) == value_of(low), "the upper thumb's minimum is the lower value (ARIA)")
        minimum, maximum = Atspi.Value.get_minimum_value(low), Atspi.Value.get_maximum_value(high)
        # The price's upper end is open: at the maximum it means "no limit".
        check(reads(high) == "no maximum", f"Maximum price, at the open end, reads 'no maximum': '{reads(high)}'")
        for slider in sliders[2:]:
            check(re.match(r"^[\d,]+ sq ft$", reads(slider) or "") is not None,
                  f"'{slider.get_name()}' reads its formatted area: '{reads(slider)}'")
        say(f"  note: MinimumIncrement reads {Atspi.Value.get_minimum_increment(low):g}: "
            "GTK 4.8's bridge answers 0 for every widget; the step shows in what a key press does")

        say("Other objects:")
        entries = {n: tree.one("text", n) for n in names}
        for entry in entries.values():
            if entry is not None:
                say("  " + describe(entry))
        check(entries["Minimum price"] is not None and text_of(entries["Minimum price"]) == "$129,500",
              "the Minimum price entry shows $129,500")
        counts = [o for o in tree.by_role("label") if COUNT.match(o.get_name() or "")]
        check(len(counts) == 1, f"the count is a label: {[o.get_name() for o in counts]}")
        for role in ["scroll pane", "tree table", "list"]:
            check(len(tree.by_role(role, "Matching homes")) == 1, f"a {role} named 'Matching homes'")
        rows = [o for o in tree.by_role("table row") if (o.get_name() or "").startswith("Neighbourhood: ")]
        check(len(rows) > 5, f"the list's rows are named after their homes ({len(rows)} rows); first: "
                             f"'{rows[0].get_name() if rows else None}'")
        buttons = [o.get_name() for o in tree.by_role("push button")]
        # The preset and primary menu buttons are GTK 4.8's GtkMenuButton: a button (named
        # after what it offers) holding the toggle button that shows its label or icon. The
        # header bar (libadwaita's) comes first: open, reset, the side panel's toggle, the
        # scale toggle, the primary menu, the window's controls; then each filter's own reset
        # button beside its heading.
        # From GTK 4.10 a toggle button has the toggle button role (GTK 4.8 reads it as a push
        # button), and a menu button is one button (its inner toggle button is not in the tree).
        if toolkit_version(app)[1] >= (4, 10):
            toggles = [o.get_name() for o in tree.by_role("toggle button")]
            check({"More Filters", "Spread prices by homes"} <= set(toggles),
                  f"the side panel's and the scale's toggle buttons are named: {toggles}")
            expected = ["Open", "Reset", "Main menu", "Minimize", "Maximize", "Close",
                        "Reset Price", "Preset ranges", "Reset Living area"]
        else:
            expected = ["Open", "Reset", "More Filters", "Spread prices by homes", "Main menu", "Main menu", "Minimize",
                        "Maximize", "Close", "Reset Price", "Preset ranges", "Presets", "Reset Living area"]
        check(buttons == expected, f"the buttons are named: {buttons}")
        check(len(tree.by_role("table row", "Column headers")) == 1, "the header row is 'Column headers'")
        groups = [o for o in tree.by_role("panel") + tree.by_role("grouping") if o.get_name() in ("Price", "Living area")]
        check(sorted(g.get_name() for g in groups) == ["Living area", "Price"], "each slider is a group named after its filter")
        for group in groups:
            inside = [(role_name(o), o.get_name()) for o, _ in list(walk(group))[1:]]
            say(f"  group '{group.get_name()}' holds {inside}")
            # Unnamed containers (GTK 4.8: panel; GTK 4.18 also reads one as a grouping) hold nothing
            # to read.
            check([role for role, name in inside if role != "panel" and (role, name) != ("grouping", "")] == ["slider", "slider"],
                  f"group '{group.get_name()}' holds its two thumbs and no image: the histogram is drawn by "
                  "the slider and left out of the tree (the count and the list say it in words)")
        bars = tree.by_role("progress bar")
        check(not bars, f"the hidden loading page's progress bar is not in the tree: {[b.get_name() for b in bars]}")
        loading = [r[3] for r in tree.records if r[3].startswith(("Reading", "Indexing", "Loading"))]
        check(not loading, f"nothing of the loading page is in the tree: {loading}")
        tree.check_every_control_named("the house window")

        say("Keyboard: Tab to 'Minimum price', then Right")
        check(focus_by_tab(app, xid, low), "Tab reaches the Minimum price thumb (its focused state over AT-SPI)")
        before = value_of(low)
        step = round((maximum - minimum) / 100)
        events.clear()
        press(xid, "Right")
        moved = wait_for(lambda: value_of(low) != before, 3)
        after = value_of(low)
        say(f"  {before:g} -> {after:g}; read: {describe(low)}")
        check(moved and after == before + step, f"one step ({step:g}, a hundredth of the range) up: {before:g} -> {after:g}")
        check(reads(low) == price_text(after), f"it reads '{price_text(after)}': '{reads(low)}'")
        check_value_event(app, events, low, price_text(after), focused=True)
        check(wait_for(lambda: text_of(entries["Minimum price"]) == price_text(after), 2),
              f"the app saw the change: its entry shows {text_of(entries['Minimum price'])}")

        say("AT-SPI Value.SetCurrentValue on 'Maximum price'")
        lo, hi = int(Atspi.Value.get_minimum_value(high)), int(Atspi.Value.get_maximum_value(high))
        target = rng.randrange(lo + 1, hi)
        lines_before = len(app_process.lines)
        events.clear()
        accepted = Atspi.Value.set_current_value(fresh(high), float(target))
        moved = wait_for(lambda: value_of(high) == target, 3)
        say(f"  set {target} (seed {SEED}), accepted={accepted}; read: {describe(high)}")
        check(moved, f"the thumb moved to {target}: {value_of(high):g}")
        check(reads(high) == price_text(target), f"it reads '{price_text(target)}': '{reads(high)}'")
        check_value_event(app, events, high, price_text(target), focused=False)
        check(wait_for(lambda: text_of(entries["Maximum price"]) == price_text(target), 2),
              f"as a user's change: the entry shows {text_of(entries['Maximum price'])}")
        line = app_process.wait_line(r"^Showing [\d,]+ of [\d,]+ homes$", 3, after=lines_before)
        count = fresh(counts[0]).get_name() if counts else ""
        say(f"  count label '{count}'; the app printed '{line}'")
        shown = COUNT.match(count)
        check(line is not None and shown is not None
              and line == f"Showing {shown.group(1).replace(',', '')} of {shown.group(2).replace(',', '')} homes",
              "the homes were filtered again: the app's status line and the count label agree")

        if args.screenshots:
            pump(0.5)
            screenshot(xid, os.path.join(args.screenshots, "atspi-house-prices-set.png"))

        say("AT-SPI sets 'Minimum price' beyond the upper thumb")
        Atspi.Value.set_current_value(fresh(low), float(maximum + 1000))
        wait_for(lambda: value_of(low) == value_of(high), 3)
        say(f"  read: {describe(low)}")
        check(value_of(low) == value_of(high) == target, f"kept within its interval: at the upper value {target}")

        if args.screenshots:
            pump(0.5)
            screenshot(xid, os.path.join(args.screenshots, "atspi-house-prices.png"))

        say("Keyboard: F2 on 'Minimum price', type 5 (below the range), Enter")
        check_typed_value_note(app, events, xid, low, "5", f"Set to the minimum, {price_text(minimum)}")
        say("Keyboard: Right on 'Minimum price' while the note shows")
        before = value_of(low)
        events.clear()
        press(xid, "Right")
        check(wait_for(lambda: value_of(low) != before, 3), f"the thumb moved from {before:g}: {value_of(low):g}")
        say(f"  read: {describe(low)}")
        check_value_event(app, events, low, price_text(value_of(low)), focused=True)
    finally:
        app_process.stop()


def check_typed_value_note(app, events, xid, thumb, typed, note):
    """What a screen reader gets when a value typed into a thumb's popover (F2, the text, Enter)
    is changed by the slider: the note the popover shows (`note`). GTK 4.14 and later announce
    it (object:announcement), once, in place of the new value's text, and it is the thumb's
    description; GTK 4.8 has no announcements, and the thumb's description changes to it. The
    next change of the value goes back to announcing the value (the caller checks that)."""
    name = thumb.get_name()
    version_text, version = toolkit_version(app)
    check(focus_by_tab(app, xid, thumb), f"'{name}' has the keyboard focus")
    press(xid, "F2")
    check(wait_for(lambda: not states(thumb).contains(Atspi.StateType.FOCUSED), 3),
          f"F2 opens the value entry (the focus leaves '{name}')")
    events.clear()
    for key in typed:
        press(xid, key)
    press(xid, "Return")
    check(wait_for(lambda: states(thumb).contains(Atspi.StateType.FOCUSED), 3), f"Enter gives the focus back to '{name}'")
    if version >= (4, 14):
        events.wait("object:announcement", name)
        pump(1)   # and any announcement after it
        said = [e for e in events.seen if e[0] == "object:announcement" and e[1] == name]
        check([e[2] for e in said] == [note],
              f"GTK {version_text}: '{name}' announces the note '{note}', once and alone: {said}")
        description = fresh(thumb).get_description()
        check(description == note, f"GTK {version_text}: '{name}' is described by the note: '{description}'")
    elif version < (4, 10):
        described = events.wait("object:property-change:accessible-description", name)
        check(bool(described) and described[-1][2] == note,
              f"GTK {version_text}: the description-change event from '{name}' carries the note '{note}': {described}")
    events.dump()


def check_house_prices_panel(args, events, rng):
    """The side panel as a screen reader meets it: every value of the categorical
    columns a check box named as the window shows it (the Ames codes as words), with its count
    under the other filters as its description, counted here from the CSV; each numeric column a
    slider per bound; reset buttons, search entries and the lists' scroll panes named; a box
    reached with Tab and unchecked with Space filters the homes as a click does."""
    say("\n== house-prices: the side panel ==")
    import csv
    with open(args.data, newline="") as f:
        homes = list(csv.DictReader(f))
    inside = [h for h in homes if 1500 <= float(h["living_area_sqft"]) <= 2600]
    app_process = App([os.path.join(args.bin, "house-prices"), "--data", args.data, "--min-area", "1500", "--max-area", "2600",
                       "--debug-show-panel", "--debug-report"])
    try:
        if app_process.wait_line(r"^Side panel: shown$", 60) is None:
            fatal("house-prices never showed its side panel")
        app = find_app("house-prices")
        tree = wait_for(lambda: (lambda t: t if len(t.by_role("check box")) >= 30 else None)(Tree(app)), 10, step=0.5) or Tree(app)
        boxes = {o.get_name(): o for o in tree.by_role("check box")}
        words = {"OneFam": "Single-family detached", "TwoFmCon": "Two-family conversion", "Duplex": "Duplex",
                 "Twnhs": "Townhouse, inside unit", "TwnhsE": "Townhouse, end unit"}
        say(f"  {len(boxes)} check boxes; building types: {sorted(n for n in boxes if n in words.values())}")
        hoods = sorted({h["neighborhood"] for h in homes})
        check(all(n in boxes for n in hoods), f"a check box per neighbourhood: missing {[n for n in hoods if n not in boxes]}")
        check(all(w in boxes for w in words.values()) and not any(c in boxes for c in words if c != "Duplex"),
              "the building types read as words, not codes")

        def homes_text(n):
            return f"{n:,} home" if n == 1 else f"{n:,} homes"

        wrong = []
        for column, names in (("neighborhood", {n: n for n in hoods}), ("building_type", words)):
            for code, name in names.items():
                box = boxes.get(name)
                expected = homes_text(sum(1 for h in inside if h[column] == code))
                if box is None or box.get_description() != expected:
                    wrong.append(f"{name}: '{box.get_description() if box else None}' (expected '{expected}')")
        check(not wrong, f"each check box's description is its count in the area range, counted here: {wrong[:5]}")
        say("  " + describe(boxes["North Ames"]) + "; checked=" + str(states(boxes["North Ames"]).contains(Atspi.StateType.CHECKED)))
        check(all(states(b).contains(Atspi.StateType.CHECKED) for b in [boxes["North Ames"], boxes["Single-family detached"]]),
              "every value is checked at first")

        sliders = [o.get_name() for o in tree.by_role("slider")]
        check({"Minimum Bedrooms", "Maximum Bedrooms", "Minimum Lot area", "Maximum Year built"} <= set(sliders),
              f"the panel's sliders are named after their bounds: {sliders}")
        buttons = [o.get_name() for o in tree.by_role("push button")]
        check({"Reset Neighbourhood", "Reset Building type", "Reset Bedrooms", "Reset Year built"} <= set(buttons),
              f"each panel filter's reset button is named: {buttons}")
        searches = [(r[2], r[3]) for r in tree.records if r[3].startswith("Search ")]
        check(("entry", "Search Neighbourhood") in searches, f"the neighbourhood list's search entry is named: {searches}")
        panes = [r[3] for r in tree.records if r[2] == "scroll pane" and r[3].endswith(" values")]
        check(panes == ["Neighbourhood values", "Building type values", "House style values"], f"the lists' scroll panes are named: {panes}")
        tree.check_every_control_named("the house window with its side panel")

        # GTK 4.8's bridge exports no Action interface for check buttons: a screen reader user
        # reaches the box from the keyboard and toggles it with Space, as here. Tab alone walks
        # every row of the list first (GTK 4.8's list views); F6 moves from pane to pane.
        say("Keyboard: F6 to the side panel (filters, list, panel), Tab to 'North Ames', then Space")
        box = boxes["North Ames"]
        xid = window_id("House Prices")
        xdotool("windowfocus", "--sync", xid)
        for _ in range(3):
            press(xid, "F6")
        check(app_process.wait_line(r"^Pane: panel$", 3) is not None, f"the third F6 is in the side panel: {[l for l in app_process.lines if l.startswith('Pane')]}")
        check(focus_by_tab(app, xid, box, limit=6), "a few Tabs from there reach the North Ames check box (its focused state over AT-SPI)")
        lines_before = len(app_process.lines)
        press(xid, "space")
        expected = sum(1 for h in inside if h["neighborhood"] != "North Ames")
        line = app_process.wait_line(rf"^Showing {expected} of {len(homes)} homes$", 5, after=lines_before)
        check(line is not None, f"unchecked with Space, North Ames leaves the count: {expected} homes "
                                f"(the app printed {app_process.lines[lines_before:][-3:]})")
        check(wait_for(lambda: not states(box).contains(Atspi.StateType.CHECKED), 3), "and its box reads unchecked")
        if args.screenshots:
            pump(0.5)
            screenshot(xid, os.path.join(args.screenshots, "atspi-house-prices-panel.png"))
    finally:
        app_process.stop()


# --- The playground ---------------------------------------------------------------------------

def check_playground(args, events, rng):
    say("\n== range-slider-playground ==")
    app_process = App([os.path.join(args.bin, "range-slider-playground")])
    try:
        app = find_app("range-slider-playground")
        xid = window_id("Range Slider Playground")
        tree = wait_for(lambda: (lambda t: t if len(t.by_role("slider")) >= 2 else None)(Tree(app)), 10, step=0.5) or Tree(app)
        sliders = [o for o in tree.by_role("slider") if o.get_name() in ("Minimum", "Maximum")]
        say("Sliders read over AT-SPI:")
        for slider in tree.by_role("slider"):
            say("  " + describe(slider))
        check([o.get_name() for o in sliders] == ["Minimum", "Maximum"], "two thumbs, 'Minimum' and 'Maximum'")
        if len(sliders) != 2:
            return
        low, high = sliders
        check((value_of(low), Atspi.Value.get_minimum_value(low), Atspi.Value.get_maximum_value(low),
               reads(low)) == (0.2, 0.0, 0.8, "0.20"), "Minimum: 0.2 in 0…0.8, reads '0.20'")
        check((value_of(high), Atspi.Value.get_minimum_value(high), Atspi.Value.get_maximum_value(high),
               reads(high)) == (0.8, 0.2, 1.0, "0.80"), "Maximum: 0.8 in 0.2…1, reads '0.80'")
        # The slider's group role: AT-SPI's "panel" on GTK 4.8, "grouping" on GTK 4.18.
        groups = [r[2] for r in tree.records if r[3] == "Range slider"]
        check(groups in (["panel"], ["grouping"]), f"the slider is a group named 'Range slider': {groups}")
        tree.check_every_control_named("the playground")

        say("Keyboard: Tab to 'Minimum', then Right")
        check(focus_by_tab(app, xid, low), "Tab reaches the Minimum thumb")
        events.clear()
        lines_before = len(app_process.lines)
        press(xid, "Right")
        moved = wait_for(lambda: value_of(low) != 0.2, 3)
        say(f"  read: {describe(low)}")
        check(moved and abs(value_of(low) - 0.21) < 1e-9 and reads(low) == "0.21", "one step (0.01) up: 0.21")
        check_value_event(app, events, low, "0.21", focused=True)
        line = app_process.wait_line(r"^Range slider value changed: \(0\.21", 2, after=lines_before)
        say(f"  the playground printed '{line}'")
        check(line is not None, "the playground's observer saw the change")

        say("AT-SPI Value.SetCurrentValue on 'Maximum'")
        target = round(rng.uniform(0.3, 0.95), 2)
        events.clear()
        lines_before = len(app_process.lines)
        Atspi.Value.set_current_value(fresh(high), target)
        moved = wait_for(lambda: abs(value_of(high) - target) < 1e-9, 3)
        say(f"  set {target} (seed {SEED}); read: {describe(high)}")
        check(moved and reads(high) == f"{target:.2f}", f"moved to {target}, reads '{target:.2f}'")
        check_value_event(app, events, high, f"{target:.2f}", focused=False)
        line = app_process.wait_line(r"^Range slider value changed: ", 2, after=lines_before)
        say(f"  the playground printed '{line}'")
        check(line is not None and line.endswith(f" {target})"), "the playground's observer saw the change")

        if args.screenshots:
            pump(0.5)
            screenshot(xid, os.path.join(args.screenshots, "atspi-playground.png"))
    finally:
        app_process.stop()


def check_playground_thumbs(args, rng):
    """One thumb (single-value mode) and five: each thumb a slider inside the 'Range slider'
    group, named, with its value, value text and range (the one thumb's the whole slider's), in
    reading order; a value set through AT-SPI on one of five moves that thumb alone."""
    cases = [(["--mode", "single", "--values", "0.4"], [0.4], ["Value"]),
             (["--values", "0.1,0.3,0.5,0.7,0.9"], [0.1, 0.3, 0.5, 0.7, 0.9], ["Minimum", "Thumb 2", "Thumb 3", "Thumb 4", "Maximum"])]
    for options, values, expected_names in cases:
        n = len(values)
        say(f"\n== range-slider-playground {' '.join(options)} ==")
        app_process = App([os.path.join(args.bin, "range-slider-playground")] + options)
        try:
            app = find_app("range-slider-playground")

            def thumbs():
                tree = Tree(app)
                return [r[0] for r in tree.records if r[2] == "slider" and " 'Range slider'[" in r[6]]
            sliders = wait_for(lambda: (lambda found: found if len(found) == n else None)(thumbs()), 10, step=0.5) or thumbs()
            say("Thumbs of the 'Range slider' group read over AT-SPI:")
            for slider in sliders:
                say("  " + describe(slider))
            check(len(sliders) == n, f"{n} thumb(s): {n} slider(s) in the group (found {len(sliders)})")
            if len(sliders) != n:
                continue
            names = [o.get_name() or "" for o in sliders]
            check(names == expected_names, f"{n} thumb(s): named {expected_names}: {names}")
            ranges = [(Atspi.Value.get_minimum_value(o), Atspi.Value.get_maximum_value(o)) for o in sliders]
            check(ranges == list(zip([0.0] + values[:-1], values[1:] + [1.0])),
                  f"{n} thumb(s): each ranges from its neighbour before to its neighbour after (ARIA): {ranges}")
            read = [(value_of(o), reads(o)) for o in sliders]
            check(read == [(v, f"{v:.2f}") for v in values], f"{n} thumb(s): the values and their texts in reading order: {read}")
            if n == 1:
                # Single-value mode, not a one-thumb range: the lower value reads the minimum.
                target = round(rng.uniform(0.35, 0.65), 2)
                lines_before = len(app_process.lines)
                Atspi.Value.set_current_value(fresh(sliders[0]), target)
                moved = wait_for(lambda: abs(value_of(sliders[0]) - target) < 1e-9, 3)
                line = app_process.wait_line(r"^Range slider value changed: ", 2, after=lines_before)
                say(f"  set {target} on the one thumb (seed {SEED}); the playground printed '{line}'")
                check(moved and line == f"Range slider value changed: (0.0 {target})",
                      f"Value.SetCurrentValue on the one thumb moves it to {target}; the lower value stays the minimum")
            else:
                target = round(rng.uniform(0.35, 0.65), 2)
                lines_before = len(app_process.lines)
                Atspi.Value.set_current_value(fresh(sliders[2]), target)
                moved = wait_for(lambda: abs(value_of(sliders[2]) - target) < 1e-9, 3)
                after = [value_of(o) for o in sliders]
                say(f"  set {target} on the third thumb (seed {SEED}); read: {after}")
                check(moved and after == values[:2] + [target] + values[3:] and reads(sliders[2]) == f"{target:.2f}",
                      f"Value.SetCurrentValue on the third of five moves it alone to {target}")
                line = app_process.wait_line(r"^Range slider values: ", 2, after=lines_before)
                say(f"  the playground printed '{line}'")
                check(line is not None, "the playground's observer saw the change")
        finally:
            app_process.stop()


def check_house_prices_in_german(args):
    """What Orca reads in a German session: the slider's own words (text domain
    ce-range-slider, found beside the executable) in German, beside the app's: the open upper
    thumb's "kein Maximum" and the price slider's whole range as a German sentence."""
    say("\n== house-prices in German ==")
    if "de_de.utf8" not in subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower():
        check(False, "the de_DE.UTF-8 locale is installed (scripts/install-deps.sh test generates it)")
        return
    env = dict(os.environ, LANG="de_DE.UTF-8", LC_ALL="de_DE.UTF-8", LANGUAGE="")
    app_process, _ = start_house_prices(args, env=env)
    try:
        tree, sliders = read_sliders(find_app("house-prices"), 4)
        if len(sliders) != 4:
            check(False, f"four sliders (found {len(sliders)})")
            return
        high = sliders[1]
        check(reads(high) == "kein Maximum",
              f"the open upper price thumb reads 'kein Maximum': '{reads(high)}'")
        described = [r[0].get_description() for r in tree.records if r[3] == "Preis" and r[2] != "slider"]
        say(f"  objects named 'Preis' describe themselves as: {described}")
        check("ab 129.500 $, kein Maximum" in described,
              f"the price slider reads its range as 'ab 129.500 $, kein Maximum': {described}")
    finally:
        app_process.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True, help="the folder with house-prices and range-slider-playground")
    parser.add_argument("--data", required=True, help="the CSV file for house-prices")
    parser.add_argument("--screenshots", help="write PNGs of the windows here")
    parser.add_argument("--launcher", default="/usr/libexec/at-spi-bus-launcher")
    parts = ["house-prices", "panel", "german", "playground", "thumbs"]
    parser.add_argument("--only", action="append", choices=parts,
                        help="run only these parts (repeatable; default all, in this order: " + ", ".join(parts) + ")")
    args = parser.parse_args()
    only = set(args.only or parts)
    for name in ("GTK_A11Y", "NO_AT_BRIDGE"):
        if name in os.environ:
            fatal(f"{name} is set: GTK's AT-SPI bridge would be off")

    launcher = start_bus(args.launcher)
    rng = random.Random(SEED)
    events = Events()
    try:
        if "house-prices" in only:
            check_house_prices(args, events, rng)
        if "panel" in only:
            check_house_prices_panel(args, events, rng)
        if "german" in only:
            check_house_prices_in_german(args)
        if "playground" in only:
            check_playground(args, events, rng)
        if "thumbs" in only:
            check_playground_thumbs(args, rng)
    finally:
        launcher.terminate()
    finish("AT-SPI checks")


if __name__ == "__main__":
    main()
