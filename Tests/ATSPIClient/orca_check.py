#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Orca itself at the house window's price thumbs.

Run by scripts/test-orca.sh inside a private D-Bus session under Xvfb, with GTK's AT-SPI
bridge on. It starts at-spi2-core's bus, the house window and Orca (Debian's `orca`, logging
to --debug-file what it speaks), moves focus with real keys (xdotool) to the lower price
thumb, presses Right, then Tab to the upper thumb; then stops Orca and reads its log's
"SPEECH OUTPUT: '…'" lines. It checks that Orca announced the lower thumb by its name (as
the window names it over AT-SPI) and its price, then the thumb's new price after the key
press, then the upper thumb by its name and its value, and that nothing it spoke holds a
toolkit type name ("GtkImage"). On GTK 4.14 and later, where the thumb announces its new
value (gtk_accessible_announce) instead of changing its description, it also checks that
Orca received that announcement (object:announcement) from the lower thumb and spoke the
new price for it. AT-SPI (atspi_client) only tells when focus has arrived and what the
thumbs read.

Exit status 0 when every check passed, 1 otherwise.
"""

import argparse
import os
import re
import signal
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_client as client  # noqa: E402
from atspi_client import Atspi, check, say  # noqa: E402

# One spoken line of Orca 43's debug log: "06:50:34.458850 - SPEECH OUTPUT: 'text'" followed
# by the voice (a dict, "voice=NAME", or nothing).
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)'\s*(?:\{.*\}|voice=\S*)?\s*$", re.M)


def spoken_lines(log):
    return [m.group(1) for m in SPOKEN.finditer(log)]


# The start of Orca's work on one event in its debug log: "EVENT MANAGER: Dequeued TYPE for
# SOURCE in APP (DETAIL1, DETAIL2, DATA) priority…" (Orca 48; Orca 43 writes "Dequeued TYPE
# SOURCE (…) from APP").
DEQUEUED = re.compile(r"EVENT MANAGER: Dequeued (\S+?):? (?:for )?(\[[^\]]*\])(.*)$")


def spoken_by_event(log):
    """What Orca spoke while it handled each event: (event type, source, rest of the line, spoken
    lines) in log order. Orca handles one event at a time, so what it speaks after dequeuing an
    event and before dequeuing the next is that event's."""
    handled = []
    for line in log.splitlines():
        event = DEQUEUED.search(line)
        if event:
            handled.append((event.group(1), event.group(2), event.group(3), []))
            continue
        spoken = SPOKEN.search(line)
        if spoken and handled:
            handled[-1][3].append(spoken.group(1))
    return handled


def first_after(lines, start, predicate):
    """The index of the first line from `start` on that satisfies `predicate`, or None."""
    for i in range(start, len(lines)):
        if predicate(lines[i]):
            return i
    return None


def start_orca(log, prefs, output):
    say(f"Starting orca --replace --debug-file {log} --user-prefs {prefs}")
    process = subprocess.Popen(["orca", "--replace", "--debug-file", log, "--user-prefs", prefs],
                               stdout=output, stderr=subprocess.STDOUT)

    def greeted():
        if process.poll() is not None:
            return True
        try:
            with open(log, errors="replace") as f:
                return "SPEECH OUTPUT" in f.read()
        except FileNotFoundError:
            return False

    client.wait_for(greeted, 30, step=0.2)
    if process.poll() is not None:
        client.fatal(f"orca exited at start with status {process.returncode} (its output: {output.name})")
    return process


def stop_orca(process):
    """SIGTERM: Orca shuts down and its log is complete (it is written through a buffer)."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True, help="the folder with house-prices")
    parser.add_argument("--data", required=True, help="the CSV file for house-prices")
    parser.add_argument("--work", required=True, help="a folder for Orca's log, settings and output")
    parser.add_argument("--launcher", default="/usr/libexec/at-spi-bus-launcher")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    log = os.path.join(args.work, "orca-debug.log")
    if os.path.exists(log):
        os.remove(log)

    launcher = client.start_bus(args.launcher)
    app_process, status = client.start_house_prices(args)
    orca = None
    try:
        say(f"App says: {status}")
        app = client.find_app("house-prices")
        xid = client.window_id("House Prices")
        _, sliders = client.read_sliders(app, 4)
        if len(sliders) < 2:
            client.fatal(f"the house window shows {len(sliders)} sliders over AT-SPI")
        low, high = sliders[0], sliders[1]
        low_name, high_name = low.get_name(), high.get_name()
        before = client.value_of(low)
        # What each thumb reads as its value: the value text (GTK 4.14 and later), else the
        # description.
        low_text, high_text = client.reads(low), client.reads(high)
        with open(os.path.join(args.work, "orca-output.txt"), "w") as output:
            orca = start_orca(log, os.path.join(args.work, "orca-prefs"), output)
            client.xdotool("windowactivate", "--sync", xid)
            say(f"Keyboard: Tab to '{low_name}', Right, Tab to '{high_name}'")
            check(client.focus_by_tab(app, xid, low), f"Tab reaches '{low_name}'")
            client.pump(1.5)
            client.press(xid, "Right")
            moved = client.wait_for(lambda: client.value_of(low) != before, 3)
            moved_text = client.wait_for(lambda: client.reads(low) != low_text, 3)
            after, after_text = client.value_of(low), client.reads(low)
            check(bool(moved_text), f"'{low_name}' reads its new price: '{low_text}' -> '{after_text}'")
            check(bool(moved), f"Right moved '{low_name}': {before:g} -> {after:g} ('{after_text}')")
            client.pump(1.5)
            check(client.focus_by_tab(app, xid, high, limit=3), f"Tab reaches '{high_name}'")
            client.pump(1.5)
            stop_orca(orca)
    finally:
        if orca is not None:
            stop_orca(orca)
        app_process.stop()
        launcher.terminate()

    with open(log, errors="replace") as f:
        text = f.read()
    lines = spoken_lines(text)
    say(f"Orca spoke {len(lines)} lines (from {log}):")
    for line in lines:
        say(f"  | {line}")

    def names(name):
        return lambda line: line.startswith(name + " ") and "slider" in line

    def reads_with(at, value_text):
        """Whether the thumb's line `at`, or the line after it (Orca 43 speaks the description
        after the slider), holds the thumb's value text."""
        return at is not None and any(value_text in l for l in lines[at:at + 2])

    # The new price, as the thumb reads it ("$136,245") or as its value (136245).
    new_price = (after_text, f"{after:.0f}")
    low_at = first_after(lines, 0, names(low_name))
    check(low_at is not None, f"Orca announced the lower thumb: a line '{low_name} … slider …'")
    check(reads_with(low_at, low_text), f"with its price '{low_text}'")
    price_at = first_after(lines, low_at + 1, lambda l: any(p and p in l for p in new_price)) if low_at is not None else None
    check(price_at is not None, f"then, after Right, the new price {new_price[0]} ({new_price[1]})")
    high_at = first_after(lines, (price_at or low_at or 0) + 1, names(high_name))
    check(high_at is not None, f"then, after Tab, the upper thumb: a line '{high_name} … slider …'")
    check(reads_with(high_at, high_text), f"with its value '{high_text}'")
    typed = [l for l in lines if client.TYPE_NAME.search(l)]
    check(not typed, f"Orca spoke no toolkit type name: {typed}")

    # GTK 4.14 and later: the new price reaches Orca as an announcement, which Orca speaks.
    if client.toolkit >= (4, 14):
        handled = [e for e in spoken_by_event(text) if low_name in e[1] and any(after_text in l for l in e[3])]
        say(f"Orca spoke '{after_text}' while handling:")
        for event_type, source, rest, spoken in handled:
            say(f"  {event_type} from {source}{rest.split(' priority:')[0]}: {spoken}")
        check(any(e[0] == "object:announcement" and after_text in e[2] for e in handled),
              f"GTK {client.toolkit[0]}.{client.toolkit[1]}: Orca spoke '{after_text}' for the announcement "
              f"(object:announcement) of '{low_name}'")

    client.finish("Orca checks")


if __name__ == "__main__":
    main()
