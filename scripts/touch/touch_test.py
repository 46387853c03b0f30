#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Real touch input for the range slider, through GNOME's compositor.

Starts PipeWire, WirePlumber and a headless mutter (Wayland only, one virtual 1280x800
monitor) in the current D-Bus session (run it under `dbus-run-session`), opens a mutter
RemoteDesktop session linked to a ScreenCast of the monitor, and injects touch points with
NotifyTouchDown / NotifyTouchMotion / NotifyTouchUp. mutter turns them into wl_touch events for
the app, which runs with GDK_BACKEND=wayland: the app receives wl_touch down/motion/up events
(checked from WAYLAND_DEBUG=client), which GTK turns into GDK_TOUCH_* events, not pointer
emulation. Frames of the screen cast (the
compositor's own picture, popovers included) are read with GStreamer's pipewiresrc.

Checks, with the playground (`Range slider value changed: (L U)` lines) and its screen:
  - one-finger drags of the lower and of the upper thumb end with that thumb under the finger;
  - taps on the track move the nearest thumb there (track click: jump to the pointer);
  - a second finger, put down on the other thumb and moved and lifted while the first drags,
    drags that thumb and neither breaks nor hijacks the first drag, and both held thumbs are
    drawn highlighted (shaded); on a five-thumb slider a
    second finger drags a middle thumb while the first drags the first thumb;
  - the value popover (switched on with a tap on the playground's "Value popover" switch) shows
    above the thumb while a finger drags it, and with two fingers on the two thumbs each
    popover follows its own finger's thumb;
and with the house-price window (popovers `.whileDragging`): its price popover shows while a
finger drags and is hidden once the finger is lifted.

Fails (exit 1) when the compositor, the screen cast or the touch injection does not work.
Usage: touch_test.py --bin-dir .build/debug --screenshots .build/screenshots
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time

import gi

gi.require_version("Gst", "1.0")
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, Gio, GLib, Gst  # noqa: E402

RD = "org.gnome.Mutter.RemoteDesktop"
SC = "org.gnome.Mutter.ScreenCast"
DISPLAY_NAME = "wayland-touch-test"
WIDTH, HEIGHT = 1280, 800


class Failure(Exception):
    pass


def log(*args):
    print("touch-test:", *args, flush=True)


# ---------------------------------------------------------------- compositor and injection

class Compositor:
    """PipeWire + WirePlumber + headless mutter, in the current session bus."""

    def __init__(self, workdir):
        self.workdir = workdir
        self.procs = []
        self.runtime = os.path.join(workdir, "runtime")
        shutil.rmtree(self.runtime, ignore_errors=True)
        os.makedirs(self.runtime, mode=0o700)
        os.environ["XDG_RUNTIME_DIR"] = self.runtime
        if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
            raise Failure("no session bus: run under dbus-run-session")
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION)
        self._spawn("pipewire", ["pipewire"])
        self._wait(lambda: os.path.exists(os.path.join(self.runtime, "pipewire-0")), 10, "PipeWire's socket")
        self._spawn("wireplumber", ["wireplumber"])
        self._spawn("mutter", ["mutter", "--headless", "--wayland", "--no-x11",
                               "--virtual-monitor", f"{WIDTH}x{HEIGHT}", "--wayland-display", DISPLAY_NAME])
        self._wait(lambda: os.path.exists(os.path.join(self.runtime, DISPLAY_NAME)), 30, "mutter's Wayland socket")
        self._wait(lambda: self._has_name(RD) and self._has_name(SC), 30, "mutter's RemoteDesktop and ScreenCast on D-Bus")

    def _spawn(self, name, argv):
        out = open(os.path.join(self.workdir, name + ".log"), "w")
        self.procs.append((name, subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)))

    def _has_name(self, name):
        reply = self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                   "NameHasOwner", GLib.Variant("(s)", (name,)), None, 0, 5000, None)
        return reply.unpack()[0]

    def _wait(self, condition, timeout, what):
        end = time.time() + timeout
        while time.time() < end:
            for name, p in self.procs:
                if p.poll() is not None:
                    raise Failure(f"{name} exited ({p.returncode}) while waiting for {what}; "
                                  f"its log: {self.tail(name)}")
            if condition():
                return
            time.sleep(0.1)
        raise Failure(f"no {what} after {timeout} s; mutter's log: {self.tail('mutter')}")

    def tail(self, name, n=1500):
        try:
            with open(os.path.join(self.workdir, name + ".log")) as f:
                return f.read()[-n:]
        except OSError:
            return "(none)"

    def stop(self):
        for _, p in reversed(self.procs):
            if p.poll() is None:
                p.terminate()
        for _, p in reversed(self.procs):
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()


class Frame:
    def __init__(self, data, width, height, stride):
        self.data, self.width, self.height, self.stride = data, width, height, stride

    def pixel(self, x, y):
        i = y * self.stride + 3 * x
        return self.data[i], self.data[i + 1], self.data[i + 2]

    def save(self, path):
        pb = GdkPixbuf.Pixbuf.new_from_bytes(GLib.Bytes.new(self.data), GdkPixbuf.Colorspace.RGB, False, 8,
                                             self.width, self.height, self.stride)
        pb.savev(path, "png", [], [])


class Touchscreen:
    """A mutter RemoteDesktop session (touch injection) linked to a ScreenCast of the monitor."""

    def __init__(self, bus):
        self.bus = bus
        state = self._call("org.gnome.Mutter.DisplayConfig", "/org/gnome/Mutter/DisplayConfig",
                           "org.gnome.Mutter.DisplayConfig", "GetCurrentState")
        monitors = state.unpack()[1]
        if not monitors:
            raise Failure("mutter reports no monitor")
        connector = monitors[0][0][0]
        types = self._call(RD, "/org/gnome/Mutter/RemoteDesktop", "org.freedesktop.DBus.Properties", "Get",
                           GLib.Variant("(ss)", (RD, "SupportedDeviceTypes"))).unpack()[0]
        if not types & 4:
            raise Failure(f"mutter's RemoteDesktop offers no touchscreen (device types {types})")
        self.session = self._call(RD, "/org/gnome/Mutter/RemoteDesktop", RD, "CreateSession").unpack()[0]
        session_id = self._call(RD, self.session, "org.freedesktop.DBus.Properties", "Get",
                                GLib.Variant("(ss)", (RD + ".Session", "SessionId"))).unpack()[0]
        cast = self._call(SC, "/org/gnome/Mutter/ScreenCast", SC, "CreateSession",
                          GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", session_id)},))
                          ).unpack()[0]
        # cursor-mode 0: the cursor is not drawn into the frames.
        self.stream = self._call(SC, cast, SC + ".Session", "RecordMonitor",
                                 GLib.Variant("(sa{sv})", (connector, {"cursor-mode": GLib.Variant("u", 0)}))
                                 ).unpack()[0]
        nodes = []
        bus.signal_subscribe(SC, SC + ".Stream", "PipeWireStreamAdded", self.stream, None, 0,
                             lambda *a: nodes.append(a[5].unpack()[0]))
        self._call(RD, self.session, RD + ".Session", "Start")
        context = GLib.MainContext.default()
        end = time.time() + 15
        while not nodes and time.time() < end:
            context.iteration(False)
            time.sleep(0.01)
        if not nodes:
            raise Failure("the screen cast never announced its PipeWire stream")
        Gst.init(None)
        self.pipeline = Gst.parse_launch(
            f"pipewiresrc path={nodes[0]} always-copy=true ! videoconvert ! video/x-raw,format=RGB "
            "! appsink name=sink max-buffers=1 drop=true sync=false")
        self.sink = self.pipeline.get_by_name("sink")
        self.pipeline.set_state(Gst.State.PLAYING)
        self.last = None
        if self.frame(wait=10) is None:
            raise Failure("no frame from the screen cast")
        # mutter creates its virtual touchscreen at the first NotifyTouchDown, and only then
        # gives the seat the touch capability: an app started before would bind wl_touch only
        # then and miss that first touch. So touch the empty desktop once before any app starts.
        self.down(0, WIDTH - 2, HEIGHT - 2)
        self.up(0)
        time.sleep(0.3)
        log(f"mutter touch injection ready: monitor {connector}, stream {self.stream}, PipeWire node {nodes[0]}")

    def _call(self, dest, path, iface, method, args=None):
        try:
            return self.bus.call_sync(dest, path, iface, method, args, None, 0, 10000, None)
        except GLib.Error as e:
            raise Failure(f"{iface}.{method} failed: {e.message}")

    def down(self, slot, x, y):
        self._call(RD, self.session, RD + ".Session", "NotifyTouchDown",
                   GLib.Variant("(sudd)", (self.stream, slot, float(x), float(y))))

    def move(self, slot, x, y):
        self._call(RD, self.session, RD + ".Session", "NotifyTouchMotion",
                   GLib.Variant("(sudd)", (self.stream, slot, float(x), float(y))))

    def up(self, slot):
        self._call(RD, self.session, RD + ".Session", "NotifyTouchUp", GLib.Variant("(u)", (slot,)))

    def frame(self, wait=1.0):
        """The newest frame: mutter sends one per repaint, so the last one pulled is current.
        Waits `wait` seconds for frames to settle (the app's redraw, the compositor's repaint)."""
        end = time.time() + wait
        while True:
            sample = self.sink.emit("try-pull-sample", 100 * Gst.MSECOND)
            if sample is not None:
                buf = sample.get_buffer()
                ok, info = buf.map(Gst.MapFlags.READ)
                data = bytes(info.data)
                buf.unmap(info)
                s = sample.get_caps().get_structure(0)
                w, h = s.get_value("width"), s.get_value("height")
                self.last = Frame(data, w, h, len(data) // h)
            elif time.time() >= end:
                return self.last

    def stop(self):
        self.pipeline.set_state(Gst.State.NULL)
        try:
            self._call(RD, self.session, RD + ".Session", "Stop")
        except Failure:
            pass


# ---------------------------------------------------------------- the app

class App:
    def __init__(self, argv, workdir, name):
        env = dict(os.environ, GDK_BACKEND="wayland", WAYLAND_DISPLAY=DISPLAY_NAME, GSK_RENDERER="cairo",
                   GTK_A11Y="none", WAYLAND_DEBUG="client")
        env.pop("DISPLAY", None)
        self.lines = []
        self.events = {}
        self.stderr_path = os.path.join(workdir, name + ".stderr")
        self.stderr = open(self.stderr_path, "w")
        self.proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        threading.Thread(target=self._read_out, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _read_out(self):
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def _read_err(self):
        # WAYLAND_DEBUG=client: count the wl_touch and wl_pointer events the app received (the
        # wire protocol, before GTK), keep them in a log; keep other stderr lines.
        touch_log = open(self.stderr_path.replace(".stderr", ".wl-input"), "w")
        for line in self.proc.stderr:
            m = re.search(r"\] +(wl_touch|wl_pointer|wl_seat)@\d+\.(\w+)\(", line)
            if m:
                key = m.group(1) + "." + m.group(2)
                self.events[key] = self.events.get(key, 0) + 1
                touch_log.write(line)
                touch_log.flush()
            elif not re.search(r"\] +(-> )?\w+@\d+\.", line):
                self.stderr.write(line)
                self.stderr.flush()

    def values(self):
        for line in reversed(self.lines):
            m = re.match(r"Range slider value changed: \(([-0-9.e+]+) ([-0-9.e+]+)\)$", line)
            if m:
                return float(m.group(1)), float(m.group(2))
        return None

    def wait_line(self, predicate, timeout=5):
        end = time.time() + timeout
        while time.time() < end:
            if any(predicate(l) for l in self.lines):
                return True
            time.sleep(0.05)
        return False

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.stderr.close()


# ---------------------------------------------------------------- looking at frames

def is_highlight(p):
    r, g, b = p
    return b > 170 and r < 120 and 90 < g < 175 and b - r > 100


def longest_run(frame, y, x0=0, x1=None, test=is_highlight):
    """(start, end) of the longest run of pixels passing `test` on row y (end exclusive)."""
    x1 = frame.width if x1 is None else x1
    best, start = (0, 0), None
    for x in range(x0, x1 + 1):
        inside = x < x1 and test(frame.pixel(x, y))
        if inside and start is None:
            start = x
        elif not inside and start is not None:
            if x - start > best[1] - best[0]:
                best = (start, x)
            start = None
    return best


def find_slider_row(frame, y_range, min_length):
    """The first band of rows (top down) whose longest highlight run is at least `min_length`
    (a slider's highlighted track): (its centre row, the run on that row)."""
    band = []
    for y in y_range:
        a, b = longest_run(frame, y)
        if b - a >= min_length:
            band.append((y, (a, b)))
        elif band:
            break
    if not band:
        return None
    # Within the band, the rows of the longest run (the track; not antialiased edges).
    length = max(b - a for _, (a, b) in band)
    band = [(y, r) for y, r in band if r[1] - r[0] >= length - 2]
    return band[len(band) // 2]


def changed_pixels(a, b, x0, x1, y0, y1):
    n = 0
    for y in range(max(0, y0), min(a.height, y1)):
        for x in range(max(0, x0), min(a.width, x1)):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if abs(pa[0] - pb[0]) + abs(pa[1] - pb[1]) + abs(pa[2] - pb[2]) > 60:
                n += 1
    return n


def dark_pixels(frame, x0, x1, y0, y1):
    """Dark pixels (text, outlines) in a box: a popover's text above a histogram, whose bars
    (highlight blue or muted grey) are never dark."""
    n = 0
    for y in range(max(0, y0), min(frame.height, y1)):
        for x in range(max(0, x0), min(frame.width, x1)):
            r, g, b = frame.pixel(x, y)
            if r + g + b < 300:
                n += 1
    return n


# ---------------------------------------------------------------- the checks

class Checks:
    def __init__(self, screen, shots):
        self.screen, self.shots = screen, shots
        self.failures = []
        self.passes = 0

    def check(self, ok, what):
        if ok:
            self.passes += 1
            log("ok  ", what)
        else:
            self.failures.append(what)
            log("FAIL", what)

    def shot(self, name, wait=1.0):
        frame = self.screen.frame(wait)
        path = os.path.join(self.shots, f"touch-{name}.png")
        frame.save(path)
        return frame

    def drag(self, slot, start, end, steps=10, pause=0.03, down=True, up=True):
        (x0, y0), (x1, y1) = start, end
        if down:
            self.screen.down(slot, x0, y0)
            time.sleep(pause)
        for i in range(1, steps + 1):
            self.screen.move(slot, x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps)
            time.sleep(pause)
        if up:
            self.screen.up(slot)

    def tap(self, x, y):
        self.screen.down(0, x, y)
        time.sleep(0.05)
        self.screen.up(0)


class PlaygroundGeometry:
    """The playground's slider on screen: 860 px wide (900-wide window, 20 px margins), thumbs
    30 px wide, so a value v sits at left + 15 + 830 v. Found from the highlight between the
    default thumbs (0.2 and 0.8), centred on the slider."""
    USABLE = 830.0

    def __init__(self, frame):
        found = find_slider_row(frame, range(0, frame.height // 2), 300)
        if found is None:
            raise Failure("the playground's slider (its highlighted track) is not on the screen")
        self.y, (a, b) = found
        centre = (a + b) / 2.0
        self.left = centre - 430.0   # the slider's left edge
        # Where the highlight's visible ends sit relative to the thumbs' centres.
        self.lower_edge = a - self.x(0.2)
        self.upper_edge = self.x(0.8) - b
        log(f"slider found: row {self.y}, highlight {a}..{b}, left edge {self.left}")

    def x(self, value):
        return self.left + 15.0 + self.USABLE * value

    def value(self, x):
        return (x - self.left - 15.0) / self.USABLE

    def thumbs_in(self, frame):
        """Thumb centres read from the highlight's ends in `frame`."""
        a, b = longest_run(frame, self.y, int(self.left), int(self.left + 860))
        return self.value(a - self.lower_edge), self.value(b + self.upper_edge)


def wait_for(predicate, timeout, step=0.1):
    end = time.time() + timeout
    while time.time() < end:
        if predicate():
            return True
        time.sleep(step)
    return False


def close(a, b, tol):
    return a is not None and b is not None and abs(a - b) <= tol


def check_thumbs_on_screen(checks, geo, frame, lower, upper, when, why=""):
    """Checks that the screen `frame` shows the thumbs at `lower` and `upper` (as fractions of
    the track, read from the highlight's ends)."""
    seen = geo.thumbs_in(frame)
    checks.check(close(seen[0], lower, PIXEL_TOL) and close(seen[1], upper, PIXEL_TOL),
                 f"screen {when}: thumbs at {seen[0]:.4f} {seen[1]:.4f} (want {lower} {upper}{why})")


TOL = 0.003     # 2.5 px of 830
PIXEL_TOL = 0.006


def run_playground(screen, bin_dir, shots, workdir, checks):
    app = App([os.path.join(bin_dir, "range-slider-playground")], workdir, "playground")
    try:
        frame = None
        def slider_shown():
            nonlocal frame
            frame = screen.frame(0.3)
            return frame is not None and find_slider_row(frame, range(0, frame.height // 2), 300) is not None
        if not wait_for(slider_shown, 30, 0.2):
            raise Failure(f"the playground's window never showed (stderr: {open(app.stderr_path).read()[-800:]})")
        frame = checks.shot("playground-start", 1.0)
        geo = PlaygroundGeometry(frame)
        y = geo.y

        def settle(expected_count, timeout=5):
            wait_for(lambda: len([l for l in app.lines if l.startswith("Range slider value changed")]) >= expected_count,
                     timeout)
            time.sleep(0.3)

        def changes():
            return len([l for l in app.lines if l.startswith("Range slider value changed")])

        # 1. One finger drags the lower thumb from 0.2 to 0.3 (+83 px).
        n = changes()
        checks.drag(0, (geo.x(0.2), y), (geo.x(0.3), y))
        settle(n + 1)
        v = app.values()
        checks.check(app.events.get("wl_touch.down", 0) >= 1 and not app.events.get("wl_pointer.button"),
                     f"the playground received wl_touch events, not pointer events (WAYLAND_DEBUG counts: {app.events})")
        checks.check(close(v and v[0], 0.3, TOL) and close(v and v[1], 0.8, 1e-9),
                     f"one-finger drag of the lower thumb 0.2 -> 0.3: printed {v}")
        f = checks.shot("lower-dragged")
        check_thumbs_on_screen(checks, geo, f, 0.3, 0.8, "after the lower drag")

        # 2. One finger drags the upper thumb from 0.8 to 0.65 (-124.5 px).
        n = changes()
        checks.drag(0, (geo.x(0.8), y), (geo.x(0.65), y + 6))   # a little off the track's line
        settle(n + 1)
        v = app.values()
        checks.check(close(v and v[0], 0.3, 1e-9) and close(v and v[1], 0.65, TOL),
                     f"one-finger drag of the upper thumb 0.8 -> 0.65: printed {v}")
        f = checks.shot("upper-dragged")
        check_thumbs_on_screen(checks, geo, f, 0.3, 0.65, "after the upper drag")

        # 3. Taps on the track: the nearest thumb jumps there.
        for target, want in [(0.1, (0.1, 0.65)), (0.9, (0.1, 0.9)), (0.4, (0.4, 0.9))]:
            n = changes()
            checks.tap(geo.x(target), y)
            settle(n + 1)
            v = app.values()
            checks.check(close(v and v[0], want[0], TOL) and close(v and v[1], want[1], TOL),
                         f"tap on the track at {target}: printed {v}, want {want}")
        f = checks.shot("after-taps")
        check_thumbs_on_screen(checks, geo, f, 0.4, 0.9, "after the taps")
        resting = f   # no thumb held: neither is shaded

        # 4. Finger 0 drags the lower thumb 0.4 -> 0.5 -> 0.6; meanwhile finger 1 goes down on
        #    the upper thumb, moves it 60 px and lifts. Finger 0's drag must go on; the upper
        #    thumb follows finger 1 (each finger drags the thumb it lands on).
        lines_before = len(app.lines)
        checks.drag(0, (geo.x(0.4), y), (geo.x(0.5), y), up=False)
        checks.screen.down(1, geo.x(0.9), y)
        time.sleep(0.05)
        checks.drag(1, (geo.x(0.9), y), (geo.x(0.9) - 60, y), down=False, up=False, steps=6)
        checks.drag(0, (geo.x(0.5), y), (geo.x(0.55), y), down=False, up=False, steps=5)
        mid = checks.shot("two-fingers-both-down", 0.5)
        checks.screen.up(1)
        time.sleep(0.1)
        checks.drag(0, (geo.x(0.55), y), (geo.x(0.6), y), down=False, up=False, steps=5)
        v_before_lift = app.values()
        checks.screen.up(0)
        time.sleep(0.5)
        v = app.values()
        during = app.lines[lines_before:]
        uppers = sorted({l for l in during if l.startswith("Range slider value changed")})
        upper_after = geo.value(geo.x(0.9) - 60)
        checks.check(close(v and v[0], 0.6, TOL) and close(v and v[1], upper_after, TOL),
                     f"second finger down on the upper thumb, moved and lifted during a drag: ends at "
                     f"{v} (want 0.6 {upper_after:.4f}; before the lift {v_before_lift})")
        uppers_seen = [float(l.rstrip(")").split()[-1]) for l in uppers]
        checks.check(all(b <= 0.9 + 1e-9 and b >= upper_after - TOL for b in uppers_seen),
                     f"the upper thumb only moved with the second finger ({len(uppers)} distinct lines)")
        check_thumbs_on_screen(checks, geo, mid, 0.55, upper_after, "with both fingers down",
                               why=": each thumb follows its finger")
        # Each held thumb is drawn highlighted (shaded), the second finger's too: its face is
        # darker than a resting thumb's at the same row.
        def face(frame, value):
            return sum(frame.pixel(int(round(geo.x(value))), y))
        rest_face = min(face(resting, 0.4), face(resting, 0.9))
        for which, value in (("first", 0.55), ("second", upper_after)):
            held = face(mid, value)
            checks.check(held < rest_face - 15,
                         f"the {which} finger's thumb is shaded while held: face {held} (resting {rest_face})")
        lowers = [float(l.split("(")[1].split()[0]) for l in during if l.startswith("Range slider value changed")]
        checks.check(all(b >= a for a, b in zip(lowers, lowers[1:])),
                     f"the lower thumb only moved with the first finger, never back: {lowers}")
        f = checks.shot("two-fingers-after")
        check_thumbs_on_screen(checks, geo, f, 0.6, upper_after, "after the two-finger drag")
        # Back to 0.9 for the next steps.
        n = changes()
        checks.drag(0, (geo.x(upper_after), y), (geo.x(0.9), y))
        settle(n + 1)

        # 4b. Finger 0 drags the upper thumb 0.9 -> 0.8 -> 0.65 -> 0.7; finger 1 touches the empty
        #     track at 0.2 while finger 0 goes from 0.8 to 0.65, near the lower thumb (0.6). The
        #     upper thumb must stay the one dragged, and end under finger 0 at 0.7.
        lines_before = len(app.lines)
        checks.drag(0, (geo.x(0.9), y), (geo.x(0.8), y), up=False)
        checks.screen.down(1, geo.x(0.2), y)
        time.sleep(0.05)
        checks.drag(0, (geo.x(0.8), y), (geo.x(0.65), y), down=False, up=False, steps=8)
        mid = checks.shot("two-fingers-upper-both-down", 0.5)
        checks.screen.up(1)
        time.sleep(0.1)
        checks.drag(0, (geo.x(0.65), y), (geo.x(0.7), y), down=False, up=False, steps=4)
        checks.screen.up(0)
        time.sleep(0.5)
        v = app.values()
        during = [l for l in app.lines[lines_before:] if l.startswith("Range slider value changed")]
        checks.check(close(v and v[0], 0.6, 1e-9) and close(v and v[1], 0.7, TOL),
                     f"second finger on the track while the first drags the upper thumb near the lower one: "
                     f"ends at {v} (want 0.6 0.7)")
        checks.check(all(l.startswith("Range slider value changed: (0.6000000000000001 ") or
                          l.startswith("Range slider value changed: (0.6 ") for l in during),
                     f"the lower thumb was never moved: {during[-3:]}")
        check_thumbs_on_screen(checks, geo, mid, 0.6, 0.65, "with both fingers down")
        f = checks.shot("two-fingers-upper-after")
        check_thumbs_on_screen(checks, geo, f, 0.6, 0.7, "after")

        # 5. Value popovers: a tap on the playground's "Value popover" switch (the last row of the
        #    right-hand column: window x 730, y 460 from the slider's row), then a drag.
        switch_x, switch_y = geo.left - 20 + 730, y + 460
        checks.tap(switch_x, switch_y)
        ok = app.wait_line(lambda l: l == "Set Value popover: on")
        checks.check(ok, "a tap on the 'Value popover' switch turned it on")
        time.sleep(0.5)
        base = checks.shot("popover-before")
        n = changes()
        checks.drag(0, (geo.x(0.6), y), (geo.x(0.5), y), up=False)
        touching = checks.shot("popover-while-touching")
        lower_box = (int(geo.x(0.5)) - 30, int(geo.x(0.5)) + 30, y - 70, y - 18)
        shown = changed_pixels(base, touching, *lower_box)
        checks.check(shown > 200, f"a value popover shows above the lower thumb while the finger is down "
                                  f"({shown} pixels changed above it)")
        checks.screen.up(0)
        time.sleep(0.5)
        after = checks.shot("popover-after-lift")
        left_on = changed_pixels(base, after, *(int(geo.x(0.5)) - 30, int(geo.x(0.5)) + 30, y - 70, y - 18))
        log(f"info: after the lift, {left_on} pixels above the lower thumb differ from before the drag "
            "(the playground shows popovers while dragging or while a thumb has focus; the dragged thumb "
            "keeps focus)")
        v = app.values()
        checks.check(close(v and v[0], 0.5, TOL), f"the drag with popovers on ends at {v} (want 0.5 ...)")

        # 6. Two fingers, one on each thumb, with popovers on: each popover follows its own
        #    finger's thumb. Finger 0 takes the lower thumb 0.5 -> 0.3, finger 1 the upper one
        #    -> 0.95: a popover shows above each (the screen before step 5 had none there). Then
        #    0.3 -> 0.2 and 0.95 -> 0.75: each popover leaves where its finger was and shows
        #    where it is (the screen changes above all four places).
        upper = v[1] if v else 0.7
        def above(value):
            return (int(geo.x(value)) - 25, int(geo.x(value)) + 25, y - 70, y - 18)
        checks.screen.down(0, geo.x(0.5), y)
        time.sleep(0.05)
        checks.screen.down(1, geo.x(upper), y)
        time.sleep(0.05)
        previous = base
        for (lo_from, lo_to), (up_from, up_to), name in [((0.5, 0.3), (upper, 0.95), "apart"),
                                                          ((0.3, 0.2), (0.95, 0.75), "moved-again")]:
            checks.drag(0, (geo.x(lo_from), y), (geo.x(lo_to), y), down=False, up=False, steps=6)
            checks.drag(1, (geo.x(up_from), y), (geo.x(up_to), y), down=False, up=False, steps=6)
            frame = checks.shot(f"two-finger-popovers-{name}", 0.5)
            shown = [changed_pixels(previous, frame, *above(x)) for x in (lo_to, up_to)]
            checks.check(all(n > 200 for n in shown),
                         f"two fingers ({name}): a popover above each finger's thumb at {lo_to} and {up_to} "
                         f"({shown} pixels changed)")
            if previous is not base:
                left = [changed_pixels(previous, frame, *above(x)) for x in (lo_from, up_from)]
                checks.check(all(n > 200 for n in left),
                             f"two fingers ({name}): each popover left where its finger was at {lo_from} and "
                             f"{up_from} ({left} pixels changed)")
            previous = frame
        checks.screen.up(1)
        time.sleep(0.05)
        checks.screen.up(0)
        time.sleep(0.5)
        v = app.values()
        checks.check(close(v and v[0], 0.2, TOL) and close(v and v[1], 0.75, TOL),
                     f"the two fingers' drags with popovers on end at {v} (want 0.2 0.75)")
    finally:
        app.stop()
        log(f"playground output: {len(app.lines)} lines; Wayland input events: {app.events}")
        with open(os.path.join(workdir, "playground.stdout"), "w") as f:
            f.write("\n".join(app.lines) + "\n")


def run_playground_thumbs(screen, bin_dir, shots, workdir, checks):
    """Five thumbs: while one finger drags the first thumb, a second finger drags a middle one."""
    start = [0.1, 0.3, 0.5, 0.7, 0.9]
    app = App([os.path.join(bin_dir, "range-slider-playground"), "--values", ",".join(map(str, start))],
              workdir, "playground-thumbs")
    try:
        frame = None
        def slider_shown():
            nonlocal frame
            frame = screen.frame(0.3)
            # The middle thumbs cut the highlight into stretches of about 136 px.
            return frame is not None and find_slider_row(frame, range(0, frame.height // 2), 100) is not None
        if not wait_for(slider_shown, 30, 0.2):
            raise Failure(f"the five-thumb playground never showed (stderr: {open(app.stderr_path).read()[-800:]})")
        frame = checks.shot("thumbs-start", 1.0)
        y, _ = find_slider_row(frame, range(0, frame.height // 2), 100)
        # The highlight's outer ends (0.1 and 0.9) are centred on the slider, as 0.2…0.8 are.
        lit = [x for x in range(frame.width) if is_highlight(frame.pixel(x, y))]
        centre = (lit[0] + lit[-1]) / 2.0
        geo = PlaygroundGeometry.__new__(PlaygroundGeometry)
        geo.y, geo.left = y, centre - 430.0
        log(f"five-thumb slider found: row {y}, highlight {lit[0]}..{lit[-1]}, left edge {geo.left}")

        def all_values():
            for line in reversed(app.lines):
                if line.startswith("Range slider values: ("):
                    return [float(v) for v in line[len("Range slider values: ("):-1].split()]
            return None

        # Finger 0 drags thumb 0 from 0.1 to 0.2; finger 1 lands on the middle thumb (0.5),
        # drags it to 0.6 and lifts; finger 0 goes on to 0.25 and lifts.
        checks.drag(0, (geo.x(0.1), y), (geo.x(0.15), y), up=False, steps=5)
        checks.screen.down(1, geo.x(0.5), y)
        time.sleep(0.05)
        checks.drag(1, (geo.x(0.5), y), (geo.x(0.6), y), down=False, up=False, steps=8)
        checks.drag(0, (geo.x(0.15), y), (geo.x(0.2), y), down=False, up=False, steps=5)
        checks.shot("thumbs-two-fingers-both-down", 0.5)
        during = all_values()
        checks.screen.up(1)
        time.sleep(0.1)
        checks.drag(0, (geo.x(0.2), y), (geo.x(0.25), y), down=False, up=False, steps=4)
        checks.screen.up(0)
        time.sleep(0.5)
        v = all_values()
        checks.check(during is not None and close(during[0], 0.2, TOL) and close(during[2], 0.6, TOL),
                     f"five thumbs, both fingers down: the first thumb under finger 0 (0.2), the middle "
                     f"under finger 1 (0.6): printed {during}")
        want = [0.25, 0.3, 0.6, 0.7, 0.9]
        checks.check(v is not None and len(v) == 5 and all(close(a, b, TOL) for a, b in zip(v, want)),
                     f"five thumbs after both fingers lifted: printed {v}, want {want}")
        checks.shot("thumbs-two-fingers-after")
    finally:
        app.stop()
        with open(os.path.join(workdir, "playground-thumbs.stdout"), "w") as f:
            f.write("\n".join(app.lines) + "\n")


def run_house_prices(screen, bin_dir, shots, workdir, checks):
    """The house-price window: its price slider shows popovers only while dragged."""
    app = App([os.path.join(bin_dir, "house-prices")], workdir, "house-prices")
    try:
        if not wait_for(lambda: app.lines, 60, 0.2):
            raise Failure(f"house-prices printed nothing (stderr: {open(app.stderr_path).read()[-800:]})")
        time.sleep(1.5)
        base = checks.shot("house-prices-start")
        # The price slider: the longest highlight run in the top half (its selected span, 0…1:
        # the whole track between the two thumbs at the ends).
        found = find_slider_row(base, range(0, base.height // 2), 200)
        if found is None:
            raise Failure("the house-price window's price slider is not on the screen")
        y, (a, b) = found
        lower_x = a - 5  # the lower thumb's centre is at the highlight's left end, under the thumb
        log(f"house-prices price slider: row {y}, highlight {a}..{b}")
        events = dict(app.events)
        n_lines = len(app.lines)

        def popover_above(frame, x):
            # The popover's text sits 25…60 px above the track's centre row.
            return dark_pixels(frame, int(x) - 60, int(x) + 60, y - 75, y - 20)

        checks.check(popover_above(base, a + 152) < 10,
                     f"house-prices: no popover before touching ({popover_above(base, a + 152)} dark pixels)")
        checks.drag(0, (a + 2, y), (a + 2 + 150, y), up=False, steps=12)
        touching = checks.shot("house-prices-popover-while-touching")
        shown = popover_above(touching, a + 152)
        checks.check(shown > 40, f"house-prices: a price popover shows while the finger drags "
                                 f"({shown} dark pixels of its text above the thumb)")
        checks.screen.up(0)
        time.sleep(0.8)
        after = checks.shot("house-prices-popover-after-lift")
        still = popover_above(after, a + 152)
        checks.check(still < 10, f"house-prices: the popover is hidden after the finger lifts "
                                 f"({still} dark pixels above the thumb)")
        checks.check(len(app.lines) > n_lines, f"house-prices: the drag changed the filter: {app.lines[n_lines:][-1:]}")
        checks.check(app.events.get("wl_touch.down", 0) > events.get("wl_touch.down", 0),
                     f"house-prices received touch events ({app.events})")

        # A second finger on the same slider's track while the first drags the lower thumb
        # (now at a + 152) on to a + 252: the popover stays with the first finger's thumb
        # throughout, and hides when it lifts.
        x0 = a + 152
        a1, _ = longest_run(after, y, a - 40, b + 40)
        checks.drag(0, (x0, y), (x0 + 50, y), up=False, steps=5)
        checks.screen.down(1, b - 60, y)
        time.sleep(0.05)
        checks.drag(0, (x0 + 50, y), (x0 + 100, y), down=False, up=False, steps=5)
        both = checks.shot("house-prices-two-fingers-popover", 0.8)
        shown = popover_above(both, x0 + 100)
        checks.check(shown > 40, f"house-prices: with a second finger down the popover still shows above "
                                 f"the first finger's thumb ({shown} dark pixels)")
        checks.screen.up(1)
        time.sleep(0.1)
        checks.drag(0, (x0 + 100, y), (x0 + 100, y + 3), down=False, up=False, steps=2)
        checks.screen.up(0)
        time.sleep(0.8)
        final = checks.shot("house-prices-two-fingers-after")
        still = popover_above(final, x0 + 100)
        checks.check(still < 10, f"house-prices: the popover is hidden after both fingers lifted ({still} dark pixels)")
        a2, b2 = longest_run(final, y, a - 40, b + 40)
        checks.check(abs(a2 - (a1 + 100)) <= 3 and abs(b2 - b) <= 2,
                     f"house-prices: the lower thumb ended under the first finger, 100 px on (highlight "
                     f"{a1}.. before, {a2}..{b2} after)")
    finally:
        app.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin-dir", required=True)
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--workdir", default=None)
    args = parser.parse_args()
    bin_dir = os.path.abspath(args.bin_dir)
    shots = os.path.abspath(args.screenshots)
    os.makedirs(shots, exist_ok=True)
    workdir = os.path.abspath(args.workdir or os.path.join(os.path.dirname(shots), "touch-test"))
    os.makedirs(workdir, exist_ok=True)
    for product in ["range-slider-playground", "house-prices"]:
        if not os.access(os.path.join(bin_dir, product), os.X_OK):
            raise Failure(f"{product} is not built in {bin_dir}")

    compositor = Compositor(workdir)
    screen = None
    try:
        try:
            screen = Touchscreen(compositor.bus)
        except Failure as e:
            raise Failure(f"{e}; mutter's log: {compositor.tail('mutter')}")
        checks = Checks(screen, shots)
        run_playground(screen, bin_dir, shots, workdir, checks)
        run_playground_thumbs(screen, bin_dir, shots, workdir, checks)
        run_house_prices(screen, bin_dir, shots, workdir, checks)
    finally:
        if screen:
            screen.stop()
        compositor.stop()
    log(f"{checks.passes} checks passed, {len(checks.failures)} failed; screenshots in {shots}/touch-*.png, "
        f"logs in {workdir}")
    if checks.failures:
        for f in checks.failures:
            log("FAILED:", f)
        return 1
    return 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *a: sys.exit(1))
    try:
        sys.exit(main())
    except Failure as e:
        log("FAILED:", e)
        sys.exit(1)
