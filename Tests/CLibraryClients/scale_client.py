#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""The slider's scale from Python (PyGObject), as an app uses it: the `scale` property (the
CeRangeSliderScale enumeration), ce_range_slider_set_scale and the setters for breakpoints,
quantile data and a quantile histogram, given plain Python lists.

On a slider in a shown window it checks, for each scale:
- get_scale() and the property read it, and notify::scale is emitted once per change, never
  for a scale the slider already has or refuses;
- the scale is really used: the lower thumb's node sits where the scale places the value
  (measured from the thumb's allocation, so within a pixel);
- refusals: through the property, a GLib warning in the RangeSlider domain; through the
  setters, a GLib.Error in the "ce-range-slider-scale-error" domain with the code and the
  message; either way the old scale stays;
- arrays: lists of different lengths, None with a length, NaN and infinities are errors, not
  crashes; NaN in quantile data is left out as missing data.

CLibraryClientTests runs it (scripts/test.sh):

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/scale_client.py

Prints "PASS ..." / "FAIL ..." lines and "scale client: N passed, M failed"; exits 0 only if
every check passed.
"""
import math
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Ce", "1.0")
from gi.repository import Ce, GLib, Gtk  # noqa: E402

from client_support import ShownSlider  # noqa: E402

Scale = Ce.RangeSliderScale
Error = Ce.RangeSliderScaleError
DOMAIN = "ce-range-slider-scale-error"


class Client(ShownSlider):
    def __init__(self):
        super().__init__("scale client", 340, 60)

    def take(self):
        """The notify::scale count and the warnings since the last call."""
        counts = (self.notified.get("scale", 0), list(self.warnings))
        self.notified.clear()
        self.warnings.clear()
        return counts

    def lower_thumb_x(self):
        thumb = self.slider.get_first_child().get_first_child().get_next_sibling()   # trough > highlight, slider.lower
        assert thumb.has_css_class("lower"), thumb.get_css_classes()
        ok, bounds = thumb.compute_bounds(self.slider)
        return bounds.get_x() + bounds.get_width() / 2

    def fraction_of(self, value):
        """Where the lower thumb sits for `value`, as a fraction of the track (from the thumb
        centres at the minimum and the maximum)."""
        s = self.slider
        upper = s.props.maximum_value
        positions = []
        for v in (s.props.minimum_value, upper, value):
            s.set_values(v, upper)
            self.settle()
            positions.append(self.lower_thumb_x())
        start, end, at = positions
        return (at - start) / (end - start)

    def expect_error(self, name, call, code, message=None):
        """`call` raises a GLib.Error of the scale domain with `code` (and `message`), and
        changes neither the scale nor anything notify would report."""
        before = self.slider.get_scale()
        try:
            call()
        except GLib.Error as error:
            ok = error.domain == DOMAIN and error.code == int(code) and (message is None or error.message == message)
            ok = ok and error.matches(Error.quark(), code)
            self.check(name, ok, "%s %d %r" % (error.domain, error.code, error.message))
        except Exception as error:  # a TypeError would mean the binding refused the call itself
            self.check(name, False, "raised %s: %s" % (type(error).__name__, error))
        else:
            self.check(name, False, "no error")
        notified, warnings = self.take()
        self.check(name + ": the scale is unchanged, nothing notified",
                   self.slider.get_scale() == before and notified == 0 and warnings == [],
                   repr((self.slider.get_scale(), notified, warnings)))

    def run(self):
        s, p = self.slider, self.slider.props
        tolerance = 2.0 / max(1, s.get_width())   # a pixel of allocation rounding, either end

        # The default: linear.
        self.check("the default scale is linear", s.get_scale() == Scale.LINEAR and p.scale == Scale.LINEAR,
                   repr((s.get_scale(), p.scale)))
        self.check("the enumeration's nicks", [Scale(i).value_nick for i in range(4)]
                   == ["linear", "logarithmic", "piecewise", "quantile"], repr([Scale(i).value_nick for i in range(4)]))
        s.set_range(0, 1000)
        self.take()
        f = self.fraction_of(250)
        self.check("linear: 250 of 0…1000 at a quarter of the track", abs(f - 0.25) <= tolerance, repr(f))

        # Logarithmic: refused while the minimum is 0, through the property and the setter.
        p.scale = Scale.LOGARITHMIC
        notified, warnings = self.take()
        self.check("logarithmic over 0…1000 through the property: refused with a warning, unchanged",
                   s.get_scale() == Scale.LINEAR and notified == 0 and len(warnings) == 1
                   and "refused scale = logarithmic: a logarithmic scale needs a minimum above 0" in warnings[0],
                   repr((s.get_scale(), notified, warnings)))
        self.expect_error("logarithmic over 0…1000 through set_scale", lambda: s.set_scale(Scale.LOGARITHMIC),
                          Error.LOGARITHMIC_NEEDS_POSITIVE_MINIMUM,
                          "a logarithmic scale needs a minimum above 0 (the minimum is 0.0)")
        s.set_range(1, 1000000)
        self.take()
        p.scale = Scale.LOGARITHMIC
        notified, warnings = self.take()
        self.check("logarithmic over 1…1e6 through the property", s.get_scale() == Scale.LOGARITHMIC
                   and p.scale == Scale.LOGARITHMIC and notified == 1 and warnings == [],
                   repr((s.get_scale(), notified, warnings)))
        f = self.fraction_of(1000)
        self.check("logarithmic: 1000 of 1…1e6 half way along the track", abs(f - 0.5) <= tolerance, repr(f))
        p.scale = Scale.LOGARITHMIC
        self.check("the same scale again: no notify", self.take() == (0, []))
        self.check("set_scale(LINEAR) returns True", s.set_scale(Scale.LINEAR) is True and s.get_scale() == Scale.LINEAR)
        self.check("and notifies once", self.take() == (1, []))
        f = self.fraction_of(1000)
        self.check("linear again: 1000 of 1…1e6 near the start", abs(f - 999 / 999999) <= tolerance, repr(f))

        # Piecewise: nothing to go back to yet.
        p.scale = Scale.PIECEWISE
        notified, warnings = self.take()
        self.check("piecewise before any breakpoints, through the property: refused with a warning",
                   s.get_scale() == Scale.LINEAR and notified == 0 and len(warnings) == 1
                   and "no breakpoints for a piecewise scale have been given yet" in warnings[0],
                   repr((s.get_scale(), notified, warnings)))
        self.expect_error("piecewise before any breakpoints, through set_scale", lambda: s.set_scale(Scale.PIECEWISE),
                          Error.NOT_GIVEN, "no breakpoints for a piecewise scale have been given yet")
        self.expect_error("quantile before any data, through set_scale", lambda: s.set_scale(Scale.QUANTILE),
                          Error.NOT_GIVEN, "no data for a quantile scale have been given yet")

        # noUiSlider's reference: range: {min: 0, '10%': [500, 500], '50%': [4000, 1000], max: 10000}.
        s.set_range(0, 10000)
        self.take()
        self.check("set_scale_breakpoints with lists", s.set_scale_breakpoints([0.1, 0.5], [500, 4000], [500, 1000], 0) is True
                   and s.get_scale() == Scale.PIECEWISE, repr(s.get_scale()))
        self.check("notifies once", self.take() == (1, []))
        for value, expected in [(500, 0.1), (2250, 0.3), (4000, 0.5), (7000, 0.75)]:
            f = self.fraction_of(value)
            self.check("piecewise: %g at %g of the track" % (value, expected), abs(f - expected) <= tolerance, repr(f))
        self.check("new breakpoints, the same scale kind: no notify",
                   s.set_scale_breakpoints([0.5], [1000], None, 0) and self.take() == (0, []))
        f = self.fraction_of(1000)
        self.check("the new breakpoints are used (steps None)", abs(f - 0.5) <= tolerance, repr(f))

        # Breakpoint errors: the scale and the kept breakpoints stay.
        self.expect_error("a value outside the range", lambda: s.set_scale_breakpoints([0.5], [20000], None, 0),
                          Error.INVALID_BREAKPOINT, "breakpoint 0: value 20000.0 must be above 0.0 and below the maximum 10000.0")
        self.expect_error("fractions out of order", lambda: s.set_scale_breakpoints([0.6, 0.4], [100, 200], None, 0),
                          Error.INVALID_BREAKPOINT, "breakpoint 1: fraction 0.4 must be above 0.6 and below 1")
        self.expect_error("a NaN value", lambda: s.set_scale_breakpoints([0.5], [math.nan], None, 0),
                          Error.INVALID_BREAKPOINT, "breakpoint 0: fraction 0.5 and value nan must be finite")
        self.expect_error("an infinite fraction", lambda: s.set_scale_breakpoints([math.inf], [5], None, 0),
                          Error.INVALID_BREAKPOINT)
        self.expect_error("a NaN step", lambda: s.set_scale_breakpoints([0.5], [1000], [math.nan], 0),
                          Error.INVALID_BREAKPOINT, "breakpoint 0: step nan is not a positive finite number")
        self.expect_error("an infinite first step", lambda: s.set_scale_breakpoints([0.5], [1000], None, math.inf),
                          Error.INVALID_BREAKPOINT, "breakpoint -1: step inf is not a positive finite number")
        self.expect_error("more values than fractions", lambda: s.set_scale_breakpoints([0.1, 0.5], [500, 4000, 6000], None, 0),
                          Error.INVALID_ARGUMENT, "2 fractions but 3 values: give one value per fraction")
        self.expect_error("fewer values than fractions", lambda: s.set_scale_breakpoints([0.1, 0.5], [500], None, 0),
                          Error.INVALID_ARGUMENT, "2 fractions but 1 values: give one value per fraction")
        self.expect_error("one step for two breakpoints", lambda: s.set_scale_breakpoints([0.1, 0.5], [500, 4000], [500], 0),
                          Error.INVALID_ARGUMENT, "2 breakpoints but 1 steps: give one step per breakpoint, or none")
        f = self.fraction_of(1000)
        self.check("after the errors the last good breakpoints are still used", abs(f - 0.5) <= tolerance, repr(f))
        self.check("no breakpoints at all is a piecewise scale that maps linearly",
                   s.set_scale_breakpoints([], [], None, 0) and s.get_scale() == Scale.PIECEWISE)
        f = self.fraction_of(2500)
        self.check("  (2500 at a quarter)", abs(f - 0.25) <= tolerance, repr(f))
        self.check("steps of 0 and below are continuous segments",
                   s.set_scale_breakpoints([0.1, 0.5], [500, 4000], [0, -1], -5) and s.get_scale() == Scale.PIECEWISE)
        s.set_scale_breakpoints([0.1, 0.5], [500, 4000], [500, 1000], 0)
        self.take()

        # Quantile data: 9 of 10 values below 100 on 0…1000, so 100 sits near 0.9 of the track.
        data = [float(i % 100) for i in range(900)] + [100.0 + i for i in range(100)] + [math.nan, math.inf]
        self.check("set_quantile_data with a list (NaN and inf left out)",
                   s.set_quantile_data(data) is True and s.get_scale() == Scale.QUANTILE, repr(s.get_scale()))
        self.check("notifies once", self.take() == (1, []))
        s.set_range(0, 200)
        self.take()
        f = self.fraction_of(100)
        expected = 0.98 * 0.9 + 0.02 * 0.5   # 2 % of the map is linear
        self.check("quantile: 100 at about 0.89 of the track", abs(f - expected) <= tolerance + 0.01, repr(f))
        self.expect_error("no data", lambda: s.set_quantile_data([]), Error.NO_DATA,
                          "a quantile scale needs at least one finite data value")
        self.expect_error("only NaN", lambda: s.set_quantile_data([math.nan, math.nan]), Error.NO_DATA)
        self.expect_error("a single distinct value", lambda: s.set_quantile_data([5.0, 5.0, 5.0]), Error.NO_DATA)
        self.check("quantile: the data is kept after the errors", abs(self.fraction_of(100) - f) <= tolerance)

        # Switching by the property goes back to the last breakpoints and data.
        p.scale = Scale.PIECEWISE
        notified, warnings = self.take()
        self.check("piecewise through the property over 0…200: the breakpoints given before do not fit, refused",
                   s.get_scale() == Scale.QUANTILE and notified == 0 and warnings == [
                       "refused scale = piecewise: breakpoint 0: value 500.0 must be above 0.0 and below the maximum"
                       " 200.0; the scale is unchanged"], repr((s.get_scale(), notified, warnings)))
        s.set_range(0, 10000)
        self.take()
        p.scale = Scale.PIECEWISE
        notified, warnings = self.take()
        self.check("piecewise through the property over 0…10000", s.get_scale() == Scale.PIECEWISE and warnings == [],
                   repr((s.get_scale(), notified, warnings)))
        f = self.fraction_of(4000)
        self.check("  with noUiSlider's breakpoints (4000 half way)", abs(f - 0.5) <= tolerance, repr(f))
        p.scale = Scale.QUANTILE
        self.check("quantile through the property: the data given before",
                   s.get_scale() == Scale.QUANTILE and self.take() == (1, []))
        p.scale = Scale.LINEAR
        self.check("linear through the property", s.get_scale() == Scale.LINEAR and self.take() == (1, []))

        # A histogram: 90 of 100 counts in the first of ten bins over 0…1000.
        s.set_range(0, 1000)
        self.take()
        self.check("set_quantile_histogram with a list", s.set_quantile_histogram([90] + [1] * 9 + [1], 0, 1100) is True
                   and s.get_scale() == Scale.QUANTILE and self.take() == (1, []))
        f = self.fraction_of(100)
        expected = 0.98 * 90 / 99 + 0.02 * 0.1   # 90 of the 99 counts inside 0…1000 lie below 100
        self.check("quantile from a histogram: 100 at about 0.88 of the track", abs(f - expected) <= tolerance + 0.01,
                   repr((f, expected)))
        self.expect_error("histogram bounds reversed", lambda: s.set_quantile_histogram([1, 2], 10, 0), Error.INVALID_ARGUMENT)
        self.expect_error("histogram bound NaN", lambda: s.set_quantile_histogram([1, 2], math.nan, 1), Error.INVALID_ARGUMENT)
        self.expect_error("histogram of zeros", lambda: s.set_quantile_histogram([0, 0, 0], 0, 1), Error.NO_DATA)
        self.expect_error("histogram counts that overflow", lambda: s.set_quantile_histogram([2 ** 62, 2 ** 62], 0, 1),
                          Error.INVALID_ARGUMENT)

        # A range change that the scale no longer fits: it maps linearly, the property stays.
        s.set_range(1, 1000)
        s.set_scale(Scale.LOGARITHMIC)
        self.take()
        s.set_range(0, 1000)
        notified, warnings = self.take()
        self.check("a range the logarithmic scale cannot map: the property stays, with a warning",
                   s.get_scale() == Scale.LOGARITHMIC and notified == 0 and len(warnings) == 1
                   and "maps linearly" in warnings[0], repr((s.get_scale(), notified, warnings)))
        f = self.fraction_of(250)
        self.check("  and maps linearly", abs(f - 0.25) <= tolerance, repr(f))

        # GtkBuilder: the scale as a property of the .ui file.
        builder = Gtk.Builder.new_from_string(
            "<interface><object class='CeRangeSlider' id='s'>"
            "<property name='minimum-value'>1</property><property name='maximum-value'>100</property>"
            "<property name='scale'>logarithmic</property></object></interface>", -1)
        built = builder.get_object("s")
        self.check("GtkBuilder sets the scale by its nick", built.get_scale() == Scale.LOGARITHMIC, repr(built.get_scale()))

        return self.close("scale client")


if __name__ == "__main__":
    Gtk.init()
    sys.exit(Client().run())
