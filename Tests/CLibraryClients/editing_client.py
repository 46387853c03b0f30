#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Typing a value from Python (parity with Swift for typed values): the value-editable
property with notify, a Python parse function (and its release when replaced), and real key
input (xdotool) into the focused thumb's popover, with two thumbs, then the third of five and
the only one of one.

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/editing_client.py

Needs an X11 display (xdotool). Prints PASS/FAIL lines and "editing client: N passed, M failed".
"""
import gc
import subprocess
import sys
import weakref

from client_support import ShownSlider
from gi.repository import Ce, GLib  # noqa: E402


class Client(ShownSlider):
    def __init__(self):
        super().__init__("editing client", 420, 120)

    def keys(self, *args):
        """xdotool key/type commands, with GTK run after each."""
        for command in args:
            subprocess.run(["xdotool"] + command, check=True)
            deadline = GLib.get_monotonic_time() + 150 * 1000
            while GLib.get_monotonic_time() < deadline:
                self.settle()

    def run(self):
        s, check = self.slider, self.check
        s.set_range(0, 100)
        s.props.step_size = 1
        s.set_values(20, 60)
        check("value-editable is off by default", s.get_value_editable() is False and s.props.value_editable is False)
        self.notified.clear()
        s.props.value_editable = True
        s.set_value_editable(True)
        check("value-editable set and notified once", s.get_value_editable() and self.notified == {"value-editable": 1},
              repr(self.notified))

        texts = []

        def words(slider, text):
            texts.append(text)
            return {"half": (True, 50.0), "nan": (True, float("nan"))}.get(text.strip(), (False, 0.0))
        s.set_parse_value_func(words)
        probe = weakref.ref(words)
        del words
        gc.collect()
        check("the slider holds the parse function", probe() is not None)

        # Focus the upper thumb with a real click, then Enter, type, Enter.
        self.drag(self.thumb(1), [])
        check("the click focused the upper thumb", self.thumb(1).has_focus())
        self.keys(["key", "Return"], ["key", "ctrl+a"], ["type", "half"], ["key", "Return"])
        check("typed 'half' through the Python parser: the upper value is 50", s.get_values() == (20, 50), repr(s.get_values()))
        check("the parser saw the typed text", "half" in texts, repr(texts))

        # Text the parser refuses, and NaN from it: the value stays; Escape cancels.
        self.keys(["key", "Return"], ["key", "ctrl+a"], ["type", "lots"], ["key", "Return"])
        check("refused text leaves the value", s.get_values() == (20, 50), repr(s.get_values()))
        self.keys(["key", "ctrl+a"], ["type", "nan"], ["key", "Return"])
        check("a NaN from the parser counts as no value", s.get_values() == (20, 50), repr(s.get_values()))
        self.keys(["key", "Escape"])

        # Replacing the function releases the first; None restores the default parser.
        s.set_parse_value_func(lambda slider, text: (True, 10.0))
        gc.collect()
        check("replacing it releases the first function", probe() is None)
        s.set_parse_value_func(None)
        self.keys(["key", "Return"], ["key", "ctrl+a"], ["type", "70"], ["key", "Return"])
        check("None: the default parser reads 70", s.get_values() == (20, 70), repr(s.get_values()))

        # Off: Enter no longer opens an entry, so typing changes nothing.
        s.props.value_editable = False
        self.keys(["key", "Return"], ["type", "half"], ["key", "Return"])
        check("not editable: the value stays", s.get_values() == (20, 70), repr(s.get_values()))

        # Any number of thumbs: the value typed into the third thumb of five is that thumb's
        # alone; with one thumb, it is the only value.
        s.props.value_editable = True
        s.set_thumb_values([10, 30, 50, 70, 90])
        self.settle()
        self.drag(self.thumb(2), [])
        check("the click focused the third thumb of five", self.thumb(2).has_focus())
        self.keys(["key", "Return"], ["key", "ctrl+a"], ["type", "44"], ["key", "Return"])
        check("typed 44 into the third thumb of five: only its value changed",
              list(s.get_thumb_values()) == [10, 30, 44, 70, 90], repr(list(s.get_thumb_values())))
        self.keys(["key", "Escape"])
        s.set_thumb_values([40])
        self.settle()
        self.drag(self.thumb(0), [])
        check("the click focused the only thumb", self.thumb(0).has_focus())
        self.keys(["key", "Return"], ["key", "ctrl+a"], ["type", "25"], ["key", "Return"])
        check("typed 25 into the only thumb", list(s.get_thumb_values()) == [25], repr(list(s.get_thumb_values())))
        return self.summary("editing client")


if __name__ == "__main__":
    sys.exit(Client().run())
