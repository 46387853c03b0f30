#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Preset ranges from Python (PyGObject): ce_range_slider_set_presets with plain lists (NaN
for an open end), a Python count function with live counts, the menu model's labels, applying
a preset, and the data's destroy notify when the function is replaced.

CLibraryClientTests runs it (scripts/test.sh):

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/preset_client.py

Prints "PASS ..." / "FAIL ..." lines and "preset client: N passed, M failed"; exits 0 only if
every check passed.
"""
import gc
import math
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Ce", "1.0")
from gi.repository import Ce, GLib, Gtk  # noqa: E402

from client_support import Checks  # noqa: E402


class Client(Checks):
    def labels(self, slider):
        model = slider.get_preset_menu_model()
        return [model.get_item_attribute_value(i, "label", GLib.VariantType.new("s")).get_string()
                for i in range(model.get_n_items())]

    def run(self):
        Gtk.init()
        slider = Ce.RangeSlider()
        slider.set_property("minimum-value", 0.0)
        slider.set_property("maximum-value", 100.0)
        slider.set_property("lower-value", 0.0)
        slider.set_property("upper-value", 100.0)
        data = [i / 10 for i in range(1000)]        # 0 … 99.9
        cutoff = [100.0]

        slider.set_presets(["Low", "Middle", "High"], [math.nan, 25.0, 75.0], [25.0, 75.0, math.nan])
        self.check("three presets", slider.get_n_presets() == 3, slider.get_n_presets())
        self.check("names alone without a count function", self.labels(slider) == ["Low", "Middle", "High"],
                   self.labels(slider))

        calls = []

        def count(s, index, lower, upper, user_data):
            calls.append((index, lower, upper))
            return sum(1 for v in data if lower <= v <= upper and v < cutoff[0])

        slider.set_preset_count_func(count, None)
        slider.refresh_preset_counts()
        self.check("live counts in the menu", self.labels(slider) == ["Low (251)", "Middle (501)", "High (250)"],
                   self.labels(slider))
        self.check("an open end is the range's end", (0, 0.0, 25.0) in calls and (2, 75.0, 100.0) in calls, calls)
        cutoff[0] = 50.0
        slider.refresh_preset_counts()
        self.check("counts follow the app's filters", self.labels(slider) == ["Low (251)", "Middle (250)", "High (0)"],
                   self.labels(slider))

        changes = []
        slider.connect("value-changed", lambda s, lower, upper, *rest: changes.append((lower, upper)))
        slider.apply_preset(1)
        self.check("apply_preset moves both thumbs",
                   (slider.get_property("lower-value"), slider.get_property("upper-value")) == (25.0, 75.0),
                   (slider.get_property("lower-value"), slider.get_property("upper-value")))
        self.check("value-changed once", changes == [(25.0, 75.0)], changes)
        slider.apply_preset(9)
        self.check("an index out of range does nothing", slider.get_property("lower-value") == 25.0)

        # A negative count shows the name alone.
        slider.set_preset_count_func(lambda s, i, lo, hi, d: -1, None)
        slider.refresh_preset_counts()
        self.check("a negative count shows no count", self.labels(slider) == ["Low", "Middle", "High"], self.labels(slider))
        slider.set_preset_count_func(None, None)
        slider.refresh_preset_counts()
        self.check("no function: names alone", self.labels(slider) == ["Low", "Middle", "High"])

        # Lists of different lengths are refused, nothing changes.
        self.warnings.clear()
        slider.set_presets(["A", "B"], [1.0], [2.0, 3.0])
        self.check("lengths that disagree are refused", slider.get_n_presets() == 3 and self.warnings, self.warnings)
        slider.set_presets([], [], [])
        self.check("zero presets", slider.get_n_presets() == 0 and self.labels(slider) == [])

        del slider
        gc.collect()
        return self.summary("preset client")


sys.exit(Client().run())
