#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""A property-based client of CeRangeSlider from Python (PyGObject), as an app sees the widget:
random operations over every GObject property and every C setter, with NaN, infinities,
+-DBL_MAX, subnormals, values around 1e11, inverted ranges and ordinary values, on sliders in
a shown window. After each operation it reads every property back and checks:

- every property whose value changed got exactly one notify, and none got one without a change;
- nothing reads NaN or infinite;
- hard-minimum <= minimum <= maximum <= hard-maximum and hard-minimum <= lower <= upper <=
  hard-maximum (the hard limits in force are the visible range while none is set), and upper - lower (one rounded subtraction) is at least
  the separation in force and at most the span limit in force (where no pair of doubles fits
  both, one thumb cannot move an ulp closer without breaking the separation);
- every accessor the header declares answers what the property says.

CLibraryClientTests runs it (scripts/test.sh):

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/property_client.py [--operations N] [--seed S]

Seeded and reproducible: a failure prints the seed, the sequence number and the whole
sequence of operations on that slider (each sequence starts from a new slider), so
`--seed S --only-sequence K` replays it alone. Exits 0 only when every check held.
"""
import argparse
import math
import random
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
gi.require_version("Ce", "1.0")
from gi.repository import Ce, Gdk, GLib, GObject, Gtk  # noqa: E402

DBL_MAX = sys.float_info.max
OPERATIONS_PER_SLIDER = 100


def tricky_double(rng):
    """A double from the edges: kinds ordered roughly from the plainest."""
    kind = rng.randrange(15)
    m = rng.uniform(-1, 1)
    if kind == 0:
        return float(round(m * 10))
    if kind == 1:
        return m
    if kind == 2:
        return m * 100
    if kind == 3:
        return 1e11 + m * 1000
    if kind == 4:
        return -1e11 + round(m * 1e4) / 10
    if kind == 5:
        return m * 10.0 ** rng.randint(-30, 307)
    if kind == 6:
        return DBL_MAX if m > 0 else -DBL_MAX
    if kind == 7:
        return 1e308 if m > 0 else -1e308
    if kind == 8:
        return m * sys.float_info.min  # subnormal
    if kind == 9:
        return 0.0 if m > 0 else -0.0
    if kind == 10:
        return 0.3 if m > 0 else 0.6
    if kind == 11:
        return math.inf if m > 0 else -math.inf
    if kind == 12:
        return math.nan
    if kind == 13:
        return float(rng.randint(-5, 5)) * 0.1
    return float(int(m * 1e6))


LABELS = ["Minimum", "Minimum price", "", "\u00e9t\u00e9", "e\u0301te\u0301", "Prix \u20ac", None]


def rgba(rng):
    c = Gdk.RGBA()
    c.red, c.green, c.blue = rng.random(), rng.choice([0.0, 0.3, 1.0, rng.random()]), rng.random()
    c.alpha = rng.choice([1.0, 0.5, rng.random()])
    return c


# Operations: (description, function(slider)). Each generator returns one.
def op_set_property(rng, names, kinds):
    name = rng.choice(names)
    kind = kinds[name]
    if kind == "double":
        value = tricky_double(rng)
    elif kind == "bool":
        value = rng.random() < 0.5
    elif kind == "int":
        value = rng.choice([0, 12, 40, -5, 300, rng.randint(-1000, 1000)])
    elif kind == "uint":
        value = rng.choice([1, 2, 2, 3, 5, 8])
    elif kind == "string":
        value = rng.choice(LABELS)
    elif kind == "rgba":
        value = None if rng.random() < 0.2 else rgba(rng)
    elif kind == "orientation":
        value = rng.choice([Gtk.Orientation.HORIZONTAL, Gtk.Orientation.VERTICAL])
    elif kind == "mode":
        value = rng.choice([Ce.SliderMode.RANGE, Ce.SliderMode.RANGE, Ce.SliderMode.SINGLE, Ce.SliderMode.PROGRESS])
    elif kind == "track-click":
        value = rng.choice([Ce.TrackClickBehavior.JUMP_TO_POINTER, Ce.TrackClickBehavior.PAGE])
    elif kind == "popover":
        value = rng.choice(list(Ce.ValuePopoverVisibility.__enum_values__.values()))
    elif kind == "scale":
        value = rng.choice(list(Ce.RangeSliderScale.__enum_values__.values()))
    elif kind == "tick-mode":
        value = rng.choice(list(Ce.RangeSliderTickMode.__enum_values__.values()))
    elif kind == "crossing-policy":
        value = rng.choice(list(Ce.CrossingPolicy.__enum_values__.values()))
    elif kind == "highlight-pattern":
        value = rng.choice(list(Ce.HighlightPattern.__enum_values__.values()))
    else:
        raise AssertionError(kind)
    return ("set_property(%r, %s)" % (name, show(value)), lambda s: s.set_property(name, value))


def refusable(call):
    """Runs a setter that reports a refused scale as a GLib.Error (the scale is then unchanged,
    which the checks after the operation see)."""
    def run(slider):
        try:
            call(slider)
        except GLib.Error as error:
            if error.domain != "ce-range-slider-scale-error" or not error.message:
                raise
    return run


def breakpoints(rng):
    """Breakpoints for set_scale_breakpoints: usually ordered and inside 0...1 fractions of a
    plain range, sometimes tricky doubles; sometimes no steps (None)."""
    n = rng.choice([0, 1, 2, 3])
    if rng.random() < 0.7:
        fractions = sorted(rng.random() for _ in range(n))
        values = sorted(rng.uniform(-1, 1) * 10.0 ** rng.randint(0, 4) for _ in range(n))
    else:
        fractions = [tricky_double(rng) for _ in range(n)]
        values = [tricky_double(rng) for _ in range(n)]
    steps = None if rng.random() < 0.4 else [rng.choice([0.0, -1.0, 0.5, 10.0, tricky_double(rng)]) for _ in range(n)]
    return fractions, values, steps, rng.choice([0.0, 1.0, tricky_double(rng)])


def op_c_setter(rng):
    choice = rng.randrange(24)
    a, b = tricky_double(rng), tricky_double(rng)
    if choice == 21:
        values = [tricky_double(rng) if rng.random() < 0.3 else rng.uniform(-1, 1) * 10.0 ** rng.randint(0, 3)
                  for _ in range(rng.choice([0, 1, 2, 3, 5]))]
        return ("set_thumb_values(%r)" % values, lambda s: s.set_thumb_values(values))
    if choice == 22:
        index = rng.choice([0, 1, 2, 4, 9])
        return ("set_value_at(%d, %r)" % (index, a), lambda s: s.set_value_at(index, a))
    if choice == 23:
        count = rng.choice([0, 1, 2, 3, 5, 2000])
        return ("set_thumb_count(%d)" % count, lambda s: s.set_thumb_count(count))
    if choice == 0:
        return ("set_values(%r, %r)" % (a, b), lambda s: s.set_values(a, b))
    if choice == 1:
        return ("set_range(%r, %r)" % (a, b), lambda s: s.set_range(a, b))
    if choice == 2:
        return ("set_lower_value(%r)" % a, lambda s: s.set_lower_value(a))
    if choice == 3:
        return ("set_upper_value(%r)" % a, lambda s: s.set_upper_value(a))
    if choice == 4:
        return ("set_minimum_value(%r)" % a, lambda s: s.set_minimum_value(a))
    if choice == 5:
        return ("set_maximum_value(%r)" % a, lambda s: s.set_maximum_value(a))
    if choice == 6:
        return ("set_value(%r)" % a, lambda s: s.set_value(a))
    if choice == 7:
        name = rng.choice(["step_size", "minimum_separation", "maximum_span", "step_increment",
                           "page_increment", "curvaceousness", "fine_tune_factor"])
        return ("set_%s(%r)" % (name, a), lambda s: getattr(s, "set_" + name)(a))
    if choice == 8:
        color = None if rng.random() < 0.3 else rgba(rng)
        which = rng.choice(["track_tint_color", "track_highlight_tint_color", "thumb_tint_color"])
        return ("set_%s(%s)" % (which, show(color)), lambda s: getattr(s, "set_" + which)(color))
    if choice == 9:
        mode = rng.choice([Ce.SliderMode.RANGE, Ce.SliderMode.RANGE, Ce.SliderMode.SINGLE, Ce.SliderMode.PROGRESS])
        return ("set_mode(%s)" % mode.value_nick, lambda s: s.set_mode(mode))
    if choice == 10:
        label = rng.choice(LABELS)
        which = rng.choice(["lower_thumb_label", "upper_thumb_label", "value_label"])
        return ("set_%s(%r)" % (which, label), lambda s: getattr(s, "set_" + which)(label))
    if choice == 11:
        inverted = rng.random() < 0.5
        return ("set_inverted(%r)" % inverted, lambda s: s.set_inverted(inverted))
    if choice == 12:
        allows = rng.random() < 0.5
        return ("set_allows_span_drag(%r)" % allows, lambda s: s.set_allows_span_drag(allows))
    if choice == 13:
        height = rng.choice([0, 40, -3, 12, 200])
        return ("set_histogram_height(%d)" % height, lambda s: s.set_histogram_height(height))
    if choice == 14:
        o = rng.choice([Gtk.Orientation.HORIZONTAL, Gtk.Orientation.VERTICAL])
        return ("gtk_orientable_set_orientation(%s)" % o.value_nick, lambda s: s.set_orientation(o))
    if choice == 15:
        scale = rng.choice(list(Ce.RangeSliderScale.__enum_values__.values()))
        return ("set_scale(%s)" % scale.value_nick, refusable(lambda s: s.set_scale(scale)))
    if choice == 16:
        f, v, st, first = breakpoints(rng)
        return ("set_scale_breakpoints(%r, %r, %r, %r)" % (f, v, st, first),
                refusable(lambda s: s.set_scale_breakpoints(f, v, st, first)))
    if choice == 17:
        data = [tricky_double(rng) if rng.random() < 0.2 else rng.gauss(0, 10.0 ** rng.randint(0, 6))
                for _ in range(rng.choice([0, 1, 2, 50, 500]))]
        return ("set_quantile_data(<%d values>)" % len(data), refusable(lambda s: s.set_quantile_data(data)))
    if choice == 18:
        values = [tricky_double(rng) if rng.random() < 0.3 else rng.uniform(-1, 1) * 10.0 ** rng.randint(0, 4)
                  for _ in range(rng.choice([0, 1, 3, 20]))]
        return ("set_tick_values(%r)" % values, lambda s: s.set_tick_values(values))
    if choice == 19:
        which = rng.choice(["tick_step", "tick_spacing", "tick_count", "minor_ticks", "tick_mode", "snap_to_ticks"])
        if which in ("tick_step", "tick_spacing"):
            value = a
        elif which in ("tick_count", "minor_ticks"):
            value = rng.choice([0, 1, 5, -1, 300, rng.randint(-10, 100)])
        elif which == "tick_mode":
            value = rng.choice(list(Ce.RangeSliderTickMode.__enum_values__.values()))
        else:
            value = rng.random() < 0.5
        return ("set_%s(%s)" % (which, show(value)), lambda s: getattr(s, "set_" + which)(value))
    visibility = rng.choice(list(Ce.ValuePopoverVisibility.__enum_values__.values()))
    return ("set_value_popover_visibility(%s)" % visibility.value_nick,
            lambda s: s.set_value_popover_visibility(visibility))


def show(value):
    if isinstance(value, Gdk.RGBA):
        return "rgba(%r, %r, %r, %r)" % (value.red, value.green, value.blue, value.alpha)
    if isinstance(value, GObject.GEnum):
        return value.value_nick
    return repr(value)


def comparable(value):
    if isinstance(value, Gdk.RGBA):
        return ("rgba", value.red, value.green, value.blue, value.alpha)
    if isinstance(value, float):
        return ("double", 0.0 if value == 0 else value)  # -0.0 == 0.0 for every client
    if isinstance(value, GObject.GEnum):
        return ("enum", int(value))
    return (type(value).__name__, value)


class Client:
    def __init__(self, seed):
        self.seed = seed
        self.failures = 0
        self.operations = 0
        self.warnings = 0
        pspecs = [p for p in Ce.RangeSlider.list_properties() if p.owner_type == Ce.RangeSlider.__gtype__]
        self.names = sorted({p.name for p in pspecs} | {"orientation"})
        self.readable = self.names
        self.writable = []
        self.kinds = {}
        for p in Ce.RangeSlider.list_properties():
            if p.name not in self.names:
                continue
            t = p.value_type
            if t == GObject.TYPE_DOUBLE:
                kind = "double"
            elif t == GObject.TYPE_BOOLEAN:
                kind = "bool"
            elif t == GObject.TYPE_INT:
                kind = "int"
            elif t == GObject.TYPE_UINT:
                kind = "uint"
            elif t == GObject.TYPE_STRING:
                kind = "string"
            elif t == Gdk.RGBA.__gtype__:
                kind = "rgba"
            elif t == Gtk.Orientation.__gtype__:
                kind = "orientation"
            elif t == Ce.SliderMode.__gtype__:
                kind = "mode"
            elif t == Ce.TrackClickBehavior.__gtype__:
                kind = "track-click"
            elif t == Ce.ValuePopoverVisibility.__gtype__:
                kind = "popover"
            elif t == Ce.RangeSliderScale.__gtype__:
                kind = "scale"
            elif t == Ce.RangeSliderTickMode.__gtype__:
                kind = "tick-mode"
            elif t == Ce.CrossingPolicy.__gtype__:
                kind = "crossing-policy"
            elif t == Ce.HighlightPattern.__gtype__:
                kind = "highlight-pattern"
            else:
                raise AssertionError("property %s has an unexpected type %s" % (p.name, t))
            self.kinds[p.name] = kind
            if p.flags & GObject.ParamFlags.WRITABLE:
                self.writable.append(p.name)
        self.writable.sort()
        for domain in ["RangeSlider", "GLib-GObject", "Gtk"]:
            GLib.log_set_handler(domain, GLib.LogLevelFlags.LEVEL_WARNING | GLib.LogLevelFlags.LEVEL_CRITICAL,
                                 self.on_log, None)
        self.window = Gtk.Window(default_width=320, default_height=80, title="property client")
        self.window.present()

    def on_log(self, domain, level, message, _data):
        self.warnings += 1
        if "Ce" in message and "critical" in str(level).lower():
            print("unexpected critical: %s: %s" % (domain, message))

    def snapshot(self, slider):
        return {name: comparable(slider.get_property(name)) for name in self.readable}

    def accessors_agree(self, slider, state):
        """The C getters answer what the properties say."""
        problems = []
        for name in self.readable:
            if name == "orientation":
                getter = slider.get_orientation
            else:
                getter = getattr(slider, "get_" + name.replace("-", "_"), None)
            if getter is None:
                problems.append("no getter for %s" % name)
                continue
            value = getter()
            if self.kinds[name] == "rgba" and isinstance(value, tuple):
                # A colour that may be NULL (histogram-color): (set, the colour drawn); the
                # property reads NULL while it is not set.
                is_set, color = value
                value = color if is_set else None
            if comparable(value) != state[name]:
                problems.append("get_%s() = %r but the property reads %r" % (name, value, state[name]))
        return problems

    def check(self, slider, before, after, notified):
        problems = []
        changed = {name for name in self.names if after[name] != before[name]}
        for name in sorted(changed):
            if notified.get(name, 0) != 1:
                problems.append("%s changed %r -> %r with %d notify" % (name, before[name], after[name],
                                                                        notified.get(name, 0)))
        for name, count in sorted(notified.items()):
            if name in self.names and name not in changed:
                problems.append("%s notified %dx without a change (%r)" % (name, count, after[name]))
        for name, value in after.items():
            if value[0] == "double" and not math.isfinite(value[1]):
                problems.append("%s reads %r" % (name, value[1]))
        if problems:
            return problems
        minimum, maximum = after["minimum-value"][1], after["maximum-value"][1]
        lower, upper = after["lower-value"][1], after["upper-value"][1]
        ranged = after["mode"][1] == int(Ce.SliderMode.RANGE)
        requested = after["minimum-separation"][1] if ranged else 0.0
        span = after["maximum-span"][1] if ranged else -1.0
        # The values lie within the hard limits in force (the visible range while none is set).
        hard_minimum, hard_maximum = after["hard-minimum"][1], after["hard-maximum"][1]
        if not hard_minimum <= minimum <= maximum <= hard_maximum:
            problems.append("not hard-minimum <= minimum <= maximum <= hard-maximum: %r %r %r %r"
                            % (hard_minimum, minimum, maximum, hard_maximum))
        if not hard_minimum <= lower <= upper <= hard_maximum:
            problems.append("not hard-minimum <= lower <= upper <= hard-maximum: %r %r %r %r"
                            % (hard_minimum, lower, upper, hard_maximum))
        separation = min(requested, max(0.0, hard_maximum - hard_minimum))
        limit = max(math.inf if span < 0 else span, separation)
        width = upper - lower
        # Between two thumbs; with one there is no pair, with more see thumb_problems.
        if after["thumb-count"][1] == 2 and width < separation:
            problems.append("upper - lower = %r < separation %r" % (width, separation))
        if after["thumb-count"][1] == 2 and width > limit and not (
                math.nextafter(upper, -math.inf) - lower < separation or upper - math.nextafter(lower, math.inf) < separation):
            problems.append("upper - lower = %r > span limit %r, and a closer pair keeps the separation" % (width, limit))
        if after["value"] != after["upper-value"]:
            problems.append("value %r is not the upper value %r" % (after["value"], after["upper-value"]))
        problems += self.thumb_problems(slider, after, requested, span)
        return problems

    @staticmethod
    def thumb_problems(slider, after, requested, span):
        """Every thumb's value: as many as thumb-count, ordered, the first and last the lower and
        upper values (single and progress modes: one thumb, the upper value, the lower value the
        minimum); neighbours keep the separation when all of them clearly fit in the range (else
        the slider keeps a smaller one) and the span."""
        values = list(slider.get_thumb_values())
        n = after["thumb-count"][1]
        problems = []
        if len(values) != n or values != sorted(values):
            return ["thumb values %r, thumb-count %r" % (values, n)]
        if after["mode"][1] != int(Ce.SliderMode.RANGE):
            if n != 1 or after["lower-value"][1] != after["minimum-value"][1]:
                problems.append("%s mode: thumb values %r, lower %r, minimum %r"
                                % (after["mode"][1], values, after["lower-value"][1], after["minimum-value"][1]))
            first = values[0]
        else:
            first = after["lower-value"][1]
        if values[0] != first or values[-1] != after["upper-value"][1]:
            problems.append("thumb values %r but lower %r, upper %r" % (values, after["lower-value"][1], after["upper-value"][1]))
        if n <= 2:
            return problems
        # In halves: the full width of the widest ranges overflows.
        half_width = after["hard-maximum"][1] / 2 - after["hard-minimum"][1] / 2
        fits = (n - 1) * (requested / 2) * (1 + 1e-6) <= half_width * (1 - 1e-9)
        separation = requested if fits else 0.0
        limit = max(math.inf if span < 0 else span, requested)
        for a, b in zip(values, values[1:]):
            if b - a < separation:
                problems.append("neighbours %r, %r closer than the separation %r" % (a, b, separation))
            if b - a > limit and not (math.nextafter(b, -math.inf) - a < requested or b - math.nextafter(a, math.inf) < requested):
                problems.append("neighbours %r, %r further apart than the span %r" % (a, b, limit))
        return problems

    def sequence(self, index, count):
        rng = random.Random("%d/%d" % (self.seed, index))
        slider = Ce.RangeSlider()
        self.window.set_child(slider)
        notified = {}
        handler = slider.connect("notify", lambda _s, pspec: notified.__setitem__(pspec.name, notified.get(pspec.name, 0) + 1))
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass
        before = self.snapshot(slider)
        notified.clear()
        history = []
        for step in range(count):
            if rng.random() < 0.5:
                description, action = op_set_property(rng, self.writable, self.kinds)
            else:
                description, action = op_c_setter(rng)
            history.append(description)
            try:
                action(slider)
                raised = []
            except Exception as error:  # a missing accessor, a refused argument type
                raised = ["%s raised %s: %s" % (description, type(error).__name__, error)]
            self.operations += 1
            after = self.snapshot(slider)
            problems = raised + self.check(slider, before, after, notified)
            if not problems and step % 10 == 9:
                problems = self.accessors_agree(slider, after)
            if not problems and step % 25 == 24:
                # Let GTK lay out and draw: anything that changes then must be notified too.
                notified.clear()
                while context.iteration(False):
                    pass
                later = self.snapshot(slider)
                problems = ["after drawing: " + p for p in self.check(slider, after, later, notified)]
                after = later
            if problems:
                self.failures += 1
                print("FAILED: seed %d, sequence %d, operation %d:" % (self.seed, index, step + 1))
                for p in problems:
                    print("    " + p)
                print("  the operations on this slider (replay: --seed %d --only-sequence %d):" % (self.seed, index))
                for n, d in enumerate(history, 1):
                    print("    %3d. %s" % (n, d))
                break
            notified.clear()
            before = after
        slider.disconnect(handler)
        self.window.set_child(None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--operations", type=int, default=100000)
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--only-sequence", type=int, default=None)
    args = parser.parse_args()
    Gtk.init()
    client = Client(args.seed)
    sequences = max(1, args.operations // OPERATIONS_PER_SLIDER)
    indices = [args.only_sequence] if args.only_sequence is not None else range(sequences)
    for index in indices:
        client.sequence(index, OPERATIONS_PER_SLIDER)
        if client.failures >= 3:
            break
    print("property client: %d operations on %d sliders, %d properties, %d warnings for refused values"
          % (client.operations, len(indices), len(client.names), client.warnings))
    print("property client: %d passed, %d failed" % (client.operations - client.failures, client.failures))
    return 1 if client.failures else 0


if __name__ == "__main__":
    sys.exit(main())
