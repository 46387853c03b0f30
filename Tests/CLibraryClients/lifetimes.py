#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Lifetimes of CeRangeSlider from Python (PyGObject): many sliders created and destroyed
every way a Python app does it. CLibraryClientTests runs this plainly and under valgrind.

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/lifetimes.py [ROUNDS]      (default 20)

Each round makes five sliders: one never packed, one destroyed with its window, one whose
window closes while Python still holds it (then used and dropped), one from a GtkBuilder
file, and one with a Python closure connected to value-changed that refers to the slider
itself (a cycle through the closure, which GObject and Python's collector must break). At the
end every slider must have been finalized (GObject weak references), and no slider state may
be left (Ce.RangeSlider.get_n_live_states). Prints a summary; exits 0 only when all holds.
"""
import gc
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Ce", "1.0")
from gi.repository import Ce, GLib, GObject, Gtk  # noqa: E402

UI = """
<interface>
  <object class="GtkBox" id="box">
    <child>
      <object class="CeRangeSlider" id="slider">
        <property name="maximum-value">10</property>
        <property name="lower-value">2</property>
        <property name="upper-value">7</property>
        <property name="thumb-tint-color">#336699</property>
      </object>
    </child>
  </object>
</interface>
"""

created = 0
finalized = 0
changes = 0


def on_finalized():
    global finalized
    finalized += 1


def watched(slider):
    global created
    created += 1
    slider.weak_ref(on_finalized)
    return slider


def on_value_changed(slider, lower, upper):
    global changes
    changes += 1
    assert lower <= upper


def iterate():
    context = GLib.MainContext.default()
    while context.iteration(False):
        pass


def show_in_window(child):
    window = Gtk.Window(default_width=240, default_height=40)
    window.set_child(child)
    window.present()
    for _ in range(200):
        if child.get_mapped():
            break
        iterate()
        GLib.usleep(1000)
    iterate()
    return window


def one_round():
    # 1. Never packed.
    loose = watched(Ce.RangeSlider(maximum_value=100, upper_value=90))
    loose.connect("value-changed", on_value_changed)
    loose.set_values(10, 20)
    del loose

    # 2. Destroyed with its window.
    shown = watched(Ce.RangeSlider())
    shown.connect("value-changed", on_value_changed)
    window = show_in_window(shown)
    shown.props.lower_value = 0.1
    window.destroy()
    del window, shown

    # 3. Held after its window closed, then used.
    held = watched(Ce.RangeSlider())
    window = show_in_window(held)
    window.destroy()
    del window
    iterate()
    held.props.lower_value = 0.5
    held.props.orientation = Gtk.Orientation.VERTICAL
    held.props.thumb_tint_color = None
    assert held.props.lower_value == 0.5
    held.props.mode = Ce.SliderMode.SINGLE
    held.props.value_popover_visibility = Ce.ValuePopoverVisibility.WHILE_DRAGGING
    del held

    # 4. From a GtkBuilder file.
    builder = Gtk.Builder.new_from_string(UI, -1)
    built = watched(builder.get_object("slider"))
    built.connect("value-changed", on_value_changed)
    window = show_in_window(builder.get_object("box"))
    del builder
    assert built.props.upper_value == 7
    built.props.upper_value = 8
    window.destroy()
    del window, built

    # 5. A handler that refers to its own slider.
    cyclic = watched(Ce.RangeSlider())
    cyclic.connect("value-changed", lambda s, lower, upper: cyclic.get_values())
    cyclic.set_values(0.3, 0.4)
    del cyclic

    gc.collect()
    iterate()


def main(argv):
    rounds = int(argv[1]) if len(argv) > 1 else 20
    GObject.type_ensure(Ce.RangeSlider.__gtype__)
    for _ in range(rounds):
        one_round()
    gc.collect()
    iterate()
    live = Ce.RangeSlider.get_n_live_states()
    ok = finalized == created and live == 0 and changes >= 3 * rounds
    print(f"python lifetimes: {created} sliders created, {finalized} finalized, {live} slider states left, "
          f"{changes} value-changed calls: {'OK' if ok else 'FAILED'}", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
