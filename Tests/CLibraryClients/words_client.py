#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""The slider's own words in the user's language, from the installed C library: run under
LANG=de_DE.UTF-8, the whole-range description (what screen readers read) and the value
popover's open-end text come from ce-range-slider.mo, which scripts/install-c-library.sh
installs in PREFIX/share/locale and the library finds beside itself (PREFIX/lib/../share).

CLibraryClientTests runs it (scripts/test.sh):

    LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 \\
        LD_LIBRARY_PATH=PREFIX/lib /usr/bin/python3 Tests/CLibraryClients/words_client.py

Prints "PASS ..." / "FAIL ..." lines and "words client: N passed, M failed"; exits 0 only if
every check passed.
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402

from client_support import ShownSlider  # noqa: E402


class Client(ShownSlider):
    def __init__(self):
        super().__init__("words client", 340, 60)

    def run(self):
        s = self.slider
        s.set_range(0, 1000)
        s.set_values(200, 800)
        self.settle()
        self.check("the range reads as a German sentence", s.dup_range_description() == "von 200 bis 800",
                   repr(s.dup_range_description()))
        s.set_open_upper_bound(True)
        s.set_upper_value(1000)
        self.settle()
        self.check("an open upper end: kein Maximum", s.dup_range_description() == "ab 200, kein Maximum",
                   repr(s.dup_range_description()))
        s.set_open_lower_bound(True)
        s.set_lower_value(0)
        self.settle()
        self.check("both ends open: beliebiger Wert", s.dup_range_description() == "beliebiger Wert",
                   repr(s.dup_range_description()))
        # The thumbs' default labels are the slider's own words too (German keeps "Minimum" and
        # "Maximum"); an app's label, then NULL, returns to them with one notify each way.
        self.check("default thumb labels", (s.props.lower_thumb_label, s.props.upper_thumb_label) == ("Minimum", "Maximum"),
                   repr((s.props.lower_thumb_label, s.props.upper_thumb_label)))
        self.notified.clear()
        s.props.lower_thumb_label = "Mindestpreis"
        s.props.lower_thumb_label = None
        self.check("NULL returns the property to the default, one notify each way",
                   s.props.lower_thumb_label == "Minimum" and self.notified.get("lower-thumb-label") == 2,
                   repr((s.props.lower_thumb_label, self.notified)))
        s.set_upper_thumb_label("Höchstpreis")
        s.set_upper_thumb_label(None)
        s.set_upper_thumb_label(None)
        self.check("the C setter's NULL returns to the default; a second NULL notifies nothing",
                   s.get_upper_thumb_label() == "Maximum" and self.notified.get("upper-thumb-label") == 2,
                   repr((s.get_upper_thumb_label(), self.notified)))
        self.check("no warnings", self.warnings == [], repr(self.warnings))
        return self.close("words client")


if __name__ == "__main__":
    Gtk.init()
    sys.exit(Client().run())
