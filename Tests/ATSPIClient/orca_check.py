#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Orca itself at the house window's price thumbs.

Run by scripts/test-orca.sh inside a private D-Bus session under Xvfb, with GTK's AT-SPI
bridge on. It starts at-spi2-core's bus, the house window and Orca (Debian's `orca`, logging
to --debug-file what it speaks), moves focus with real keys (xdotool) to the lower price
thumb, presses Right, then Tab to the upper thumb; then stops Orca and reads its log's
"SPEECH OUTPUT: '…'" lines. It checks that Orca announced the lower thumb by its name (as
the window names it over AT-SPI), then the thumb's new price after the key press, then the
upper thumb by its name, and that nothing it spoke holds a toolkit type name ("GtkImage").
AT-SPI (atspi_client) only tells when focus has arrived and what the new value is.

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
        with open(os.path.join(args.work, "orca-output.txt"), "w") as output:
            orca = start_orca(log, os.path.join(args.work, "orca-prefs"), output)
            client.xdotool("windowactivate", "--sync", xid)
            say(f"Keyboard: Tab to '{low_name}', Right, Tab to '{high_name}'")
            check(client.focus_by_tab(app, xid, low), f"Tab reaches '{low_name}'")
            client.pump(1.5)
            client.press(xid, "Right")
            moved = client.wait_for(lambda: client.value_of(low) != before, 3)
            after, after_text = client.value_of(low), client.fresh(low).get_description()
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
        lines = spoken_lines(f.read())
    say(f"Orca spoke {len(lines)} lines (from {log}):")
    for line in lines:
        say(f"  | {line}")

    def names(name):
        return lambda line: line.startswith(name + " ") and "slider" in line

    # The new price, as the thumb reads it ("$136,245") or as its value (136245).
    new_price = (after_text, f"{after:.0f}")
    low_at = first_after(lines, 0, names(low_name))
    check(low_at is not None, f"Orca announced the lower thumb: a line '{low_name} … slider …'")
    price_at = first_after(lines, low_at + 1, lambda l: any(p in l for p in new_price)) if low_at is not None else None
    check(price_at is not None, f"then, after Right, the new price {new_price[0]} ({new_price[1]})")
    high_at = first_after(lines, (price_at or low_at or 0) + 1, names(high_name))
    check(high_at is not None, f"then, after Tab, the upper thumb: a line '{high_name} … slider …'")
    typed = [l for l in lines if client.TYPE_NAME.search(l)]
    check(not typed, f"Orca spoke no toolkit type name: {typed}")

    client.finish("Orca checks")


if __name__ == "__main__":
    main()
