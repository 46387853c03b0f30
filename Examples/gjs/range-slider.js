#!/usr/bin/env -S gjs -m
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// A GJS app with a CeRangeSlider: a price filter whose slider sets every kind of property
// (numbers, enumerations, colours, strings, booleans), marks, a histogram, a value format
// function and a skin (images from files), and reacts to the thumb signals and notify.
//
//   GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \
//       gjs -m Examples/gjs/range-slider.js [--self-test]
//
// (PREFIX is where scripts/install-c-library.sh installed libCeRangeSlider.) Needs Debian's
// gjs. --self-test drags the upper thumb with real pointer input (xdotool, X11 only), checks
// the values, the signals and the label afterwards, gives a second slider 1, 2 and 5 thumbs
// (values, notify, value-changed, thumb-changed, a skin on one thumb by its index, the
// histogram's bins and the ticks GTK shows, a real drag of one thumb with its thumb-start and
// thumb-end, a value typed into its popover through a GJS parse function), prints PASS/FAIL
// lines and "gjs client: N passed, M failed", and exits 0 only if every check passed.
import Gdk from 'gi://Gdk?version=4.0';
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import Ce from 'gi://Ce?version=1.0';
import System from 'system';

const selfTest = ARGV.includes('--self-test');
// GdkX11, for the window's X id that xdotool needs (absent on a Wayland-only system).
let GdkX11 = null;
try {
    GdkX11 = (await import('gi://GdkX11?version=4.0')).default;
} catch (e) {
    GdkX11 = null;
}
Gtk.init();

function rgba(spec) {
    const color = new Gdk.RGBA();
    color.parse(spec);
    return color;
}

// The window: a label above the slider.
const window = new Gtk.Window({title: 'Range slider (GJS)', default_width: 460, default_height: 160});
const box = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL, spacing: 12,
    margin_top: 16, margin_bottom: 16, margin_start: 16, margin_end: 16});
const label = new Gtk.Label({label: ''});
// Every kind of property: the range before the values (each value is clamped as it is set).
const slider = new Ce.RangeSlider({
    minimum_value: 0, maximum_value: 1000,                        // doubles
    lower_value: 200, upper_value: 600,
    step_size: 10,
    mode: Ce.SliderMode.RANGE,                                    // enumerations
    value_popover_visibility: Ce.ValuePopoverVisibility.WHILE_DRAGGING,
    track_click_behavior: Ce.TrackClickBehavior.JUMP_TO_POINTER,
    track_highlight_tint_color: rgba('#26a269'),                  // colours (GdkRGBA)
    histogram_color: rgba('rgba(94, 92, 100, 0.5)'),
    lower_thumb_label: 'Minimum price',                           // strings
    upper_thumb_label: 'Maximum price',
    snap_to_marks: true,                                          // booleans
    open_upper_bound: false,
    histogram_height: 32,                                         // integers
    curvaceousness: 0.6,
    hexpand: true,
});
// Lists through methods: marks and a histogram (plain arrays).
slider.set_marks([0, 500, 1000], ['$0', '$500', '$1k'], null);   // below the track
slider.add_mark(250, Gtk.PositionType.TOP, 'popular');             // above it, beyond the histogram
slider.set_histogram_counts([2, 6, 9, 7, 4, 3, 2, 1, 1, 0], 0, 1000);
// The value formatter: popovers, accessible text and tick labels use it.
slider.set_format_value_func((s, value) => `$${value.toFixed(0)}`);
// A skin: thumb images from files (data/skins beside this example's repository), the
// selected span from a stretchable track image; a missing file is a GLib.Error.
const skins = GLib.build_filenamev([GLib.path_get_dirname(GLib.filename_from_uri(import.meta.url)[0]), '..', '..', 'data', 'skins']);
const skinFile = name => Gio.File.new_for_path(GLib.build_filenamev([skins, name]));
let skinError = null;
try {
    slider.set_thumb_image_from_file(-1, Ce.RangeSliderThumbState.NORMAL, skinFile('no-such-thumb.png'));
} catch (e) {
    skinError = e;
}
slider.set_thumb_image_from_file(-1, Ce.RangeSliderThumbState.NORMAL, skinFile('thumb-green.png'));
slider.set_thumb_image_from_file(-1, Ce.RangeSliderThumbState.HIGHLIGHTED, skinFile('thumb-green-pressed.png'));
const caps = new Gtk.Border({left: 10, right: 10, top: 0, bottom: 0});
slider.set_track_image_from_file(Ce.RangeSliderTrackPart.MINIMUM, skinFile('track-green.png'), caps);
slider.set_track_image_from_file(Ce.RangeSliderTrackPart.MAXIMUM, skinFile('track-empty.png'), caps);

function showValues() {
    label.set_text(`Price: ${slider.format_value(slider.lower_value)} – ${slider.format_value(slider.upper_value)}`);
}
showValues();

// Reacting to signals.
const events = [];
const sourceName = source => (source === Ce.RangeSliderChangeSource.USER ? 'user' : 'program');
slider.connect('thumb-start', (s, thumb, source) => events.push(['start', thumb, sourceName(source)]));
slider.connect('thumb-changing', (s, thumb, source, lower, upper) => {
    events.push(['changing', thumb, sourceName(source), lower, upper]);
    showValues();
});
slider.connect('thumb-changed', (s, thumb, source, lower, upper) => {
    events.push(['changed', thumb, sourceName(source), lower, upper]);
    showValues();
    print(`thumb-changed ${thumb} ${sourceName(source)} ${lower} ${upper}`);
});
slider.connect('thumb-end', (s, thumb, source) => events.push(['end', thumb, sourceName(source)]));
const notified = [];
slider.connect('notify::upper-value', () => notified.push(slider.upper_value));

box.append(label);
box.append(slider);
window.set_child(box);

const loop = new GLib.MainLoop(null, false);
window.connect('close-request', () => {
    loop.quit();
    return false;
});
window.present();

let passes = 0, failures = 0;
function check(name, ok, detail = '') {
    if (ok) {
        passes++;
        print(`PASS ${name}`);
    } else {
        failures++;
        print(`FAIL ${name}: ${detail}`);
    }
}

function xdotool(...args) {
    const [ok, , , status] = GLib.spawn_sync(null, ['xdotool', ...args], null, GLib.SpawnFlags.SEARCH_PATH, null);
    return ok && status === 0;
}

// The self-test, one step per main-loop turn (each yields the delay before the next).
function* steps() {
    while (!(slider.get_mapped() && slider.get_width() > 0))
        yield 50;
    yield 200;
    check('properties as set', slider.lower_value === 200 && slider.upper_value === 600 && slider.step_size === 10 &&
        slider.mode === Ce.SliderMode.RANGE && slider.lower_thumb_label === 'Minimum price' && slider.histogram_height === 32,
    JSON.stringify([slider.lower_value, slider.upper_value, slider.step_size]));
    check('colour property', slider.track_highlight_tint_color.equal(rgba('#26a269')));
    check('marks from an array, one above the track', slider.get_n_marks() === 4 && slider.get_mark_label(2) === '$1k' &&
        slider.get_mark_position(3) === Gtk.PositionType.TOP);
    check('histogram from an array', slider.get_histogram_n_bins() === 10 && slider.get_histogram_count(2) === 9);
    check('the format function', slider.format_value(250) === '$250' && label.get_text() === 'Price: $200 – $600',
        label.get_text());
    check('a missing skin is a GLib.Error in the image error domain',
        skinError !== null && skinError.matches(Ce.RangeSliderImageError, Ce.RangeSliderImageError.MISSING),
        `${skinError}`);
    const [, thumbBounds] = slider.get_first_child().get_last_child().compute_bounds(slider);
    check('the skin: thumbs of the 28 px image', slider.has_images() && thumbBounds.get_width() === 26, `${thumbBounds.get_width()}`);

    // From code: thumb-changed with the program as the source.
    slider.upper_value = 640;
    check('thumb-changed from code', JSON.stringify(events) === JSON.stringify([['changed', 1, 'program', 200, 640]]),
        JSON.stringify(events));
    events.length = 0;
    notified.length = 0;

    // A real drag of the upper thumb, 80 px to the right.
    const surface = window.get_native().get_surface();
    const xid = GdkX11 && surface instanceof GdkX11.X11Surface ? surface.get_xid() : null;
    check('an X11 window for xdotool', xid !== null, 'set GDK_BACKEND=x11');
    if (xid !== null) {
        const upperThumb = slider.get_first_child().get_last_child();   // trough > …, slider.upper
        check('the upper thumb node', upperThumb.has_css_class('upper'));
        const [, bounds] = upperThumb.compute_bounds(window);
        const x = Math.round(bounds.get_x() + bounds.get_width() / 2);
        const y = Math.round(bounds.get_y() + bounds.get_height() / 2);
        xdotool('mousemove', '--window', `${xid}`, `${x}`, `${y}`);
        yield 120;
        xdotool('mousedown', '1');
        yield 120;
        for (const dx of [20, 40, 60, 80]) {
            xdotool('mousemove', '--window', `${xid}`, `${x + dx}`, `${y}`);
            yield 120;
        }
        xdotool('mouseup', '1');
        yield 250;
        const upper = slider.upper_value;
        check('the drag moved the upper thumb', slider.lower_value === 200 && upper > 700 && upper <= 1000 && upper % 10 === 0,
            `${slider.lower_value} ${upper}`);
        const kinds = events.map(e => e[0]);
        check('thumb-start by the user first', JSON.stringify(events[0]) === JSON.stringify(['start', 1, 'user']),
            JSON.stringify(events[0]));
        check('thumb-changing during the drag', kinds.filter(k => k === 'changing').length >= 2, JSON.stringify(kinds));
        check('thumb-changed once, then thumb-end',
            JSON.stringify(events.slice(-2)) === JSON.stringify([['changed', 1, 'user', 200, upper], ['end', 1, 'user']]),
            JSON.stringify(events.slice(-2)));
        check('notify::upper-value followed the drag', notified.length >= 2 && notified[notified.length - 1] === upper,
            JSON.stringify(notified));
        check('the label shows the formatted values', label.get_text() === `Price: $200 – $${upper}`, label.get_text());
    }
    yield* thumbCounts();
    window.close();
}

// Any number of thumbs on the one slider type: 1, 2 and 5 thumbs through the array API, each
// changed property notified exactly once, value-changed with the first and last values, a
// histogram and ticks, thumb-changed with the index set, and a skin on the middle thumb by its
// index (the index beyond the last is a GLib.Error).
function* thumbCounts() {
    const many = new Ce.RangeSlider({minimum_value: 0, maximum_value: 100, hexpand: true,
        highlight_pattern: Ce.HighlightPattern.ALTERNATE, crossing_policy: Ce.CrossingPolicy.PUSH});
    box.append(many);
    yield 100;
    const red = Gdk.MemoryTexture.new(20, 20, Gdk.MemoryFormat.R8G8B8A8,
        new GLib.Bytes(new Uint8Array(20 * 20 * 4).map((_, i) => i % 4 === 1 || i % 4 === 2 ? 0 : 255)), 20 * 4);
    let names = [], changed = [];
    many.connect('notify', (s, pspec) => names.push(pspec.get_name()));
    many.connect('value-changed', (s, lower, upper) => changed.push([lower, upper]));
    let thumbChanged = [];
    many.connect('thumb-changed', (s, thumb, source) => thumbChanged.push([thumb, source]));
    for (const n of [1, 2, 5]) {
        const values = n === 1 ? [40] : Array.from({length: n}, (_, i) => 10 + 80 * i / (n - 1));
        const before = [many.thumb_count, many.lower_value, many.upper_value];
        names = [];
        changed = [];
        many.set_thumb_values(values);
        const expected = [...(before[0] !== n ? ['thumb-count'] : []), ...(before[1] !== values[0] ? ['lower-value'] : []),
            ...(before[2] !== values[n - 1] ? ['fraction', 'upper-value', 'value'] : [])].sort();
        const seen = names.filter(name => name !== 'css-classes').sort();
        check(`${n} thumbs: the values read back`, JSON.stringify(many.get_thumb_values()) === JSON.stringify(values) &&
            many.get_thumb_count() === n && many.get_value_at(n - 1) === values[n - 1], JSON.stringify(many.get_thumb_values()));
        check(`${n} thumbs: each changed property notified once`, JSON.stringify(seen) === JSON.stringify(expected),
            `${JSON.stringify(seen)} for ${JSON.stringify(expected)}`);
        check(`${n} thumbs: one value-changed`, JSON.stringify(changed) === JSON.stringify([[values[0], values[n - 1]]]),
            JSON.stringify(changed));
        many.set_histogram_counts([1, 3, 5, 3, 1], 0, 100);
        many.tick_mode = Ce.RangeSliderTickMode.EVERY_STEP;
        many.tick_step = 25;
        yield 50;
        check(`${n} thumbs: a histogram and ticks`, many.get_histogram_n_bins() === 5 && many.tick_step === 25 &&
            many.highlight_pattern === Ce.HighlightPattern.ALTERNATE, `${many.get_histogram_n_bins()} ${many.tick_step}`);
        const middle = Math.floor(n / 2);
        thumbChanged = [];
        many.set_value_at(middle, values[middle] + 1);
        check(`${n} thumbs: thumb-changed once for thumb ${middle}, by the program`,
            JSON.stringify(thumbChanged) === JSON.stringify([[middle, Ce.RangeSliderChangeSource.PROGRAM]]),
            JSON.stringify(thumbChanged));
        many.set_thumb_texture(middle, Ce.RangeSliderThumbState.NORMAL, red);
        const skinned = Array.from({length: n}, (_, i) => i).filter(i => many.has_thumb_image(i, Ce.RangeSliderThumbState.NORMAL));
        let refused = null;
        try {
            many.set_thumb_image_from_resource(n, Ce.RangeSliderThumbState.NORMAL, '/x.png');
        } catch (e) {
            refused = e;
        }
        check(`${n} thumbs: a skin on thumb ${middle} by its index, thumb ${n} refused`,
            JSON.stringify(skinned) === JSON.stringify([middle]) && refused !== null &&
            refused.matches(Ce.RangeSliderImageError, Ce.RangeSliderImageError.INVALID_ARGUMENT),
        `${JSON.stringify(skinned)} ${refused}`);
        many.remove_all_images();
        yield* histogramAndTicks(many, n);
        yield* dragAndType(many, n, middle);
    }
}

// The histogram's bins and the ticks GTK shows (the `marks` node's visible `mark` children and
// their labels) as set, at `n` thumbs.
function* histogramAndTicks(many, n) {
    many.set_histogram_values([5, 15, 20, 30, 55, 60, 65, 99], 4);
    const bins = Array.from({length: many.get_histogram_n_bins()}, (_, i) => many.get_histogram_count(i));
    check(`${n} thumbs: the histogram's bins count the values`, JSON.stringify(bins) === JSON.stringify([3, 1, 3, 1]),
        JSON.stringify(bins));
    many.tick_mode = Ce.RangeSliderTickMode.EVENLY_SPREAD;
    many.tick_count = 3;
    yield 100;
    const shown = () => {
        let marks = many.get_first_child();
        while (marks !== null && marks.get_css_name() !== 'marks')
            marks = marks.get_next_sibling();
        const texts = [];
        for (let mark = marks?.get_first_child() ?? null; mark !== null; mark = mark.get_next_sibling()) {
            if (mark.get_css_name() === 'mark' && mark.get_visible())
                texts.push(mark.get_first_child()?.get_label?.() ?? '');
        }
        return texts;
    };
    check(`${n} thumbs: evenly-spread 3: GTK shows ticks 0, 50, 100`, JSON.stringify(shown()) === JSON.stringify(['0', '50', '100']),
        JSON.stringify(shown()));
    many.tick_mode = Ce.RangeSliderTickMode.NONE;
    yield 100;
    check(`${n} thumbs: tick mode none: no tick shown`, shown().length === 0, JSON.stringify(shown()));
}

// A real drag of thumb `middle` of `n` (its thumb-start, thumb-changed and thumb-end with its
// index, by the user), then a value typed into its popover with real keys through a GJS parse
// function (only that thumb's value changes).
function* dragAndType(many, n, middle) {
    const surface = window.get_native().get_surface();
    const xid = GdkX11 && surface instanceof GdkX11.X11Surface ? surface.get_xid() : null;
    if (xid === null)
        return;
    const thumbNode = index => {
        let child = many.get_first_child().get_first_child();
        while (child !== null && !child.has_css_class(`thumb-${index}`))
            child = child.get_next_sibling();
        return child;
    };
    const seen = [];
    const ids = ['thumb-start', 'thumb-end'].map(name =>
        many.connect(name, (s, thumb, source) => seen.push([name, thumb, sourceName(source)])));
    ids.push(many.connect('thumb-changed', (s, thumb, source) => seen.push(['thumb-changed', thumb, sourceName(source)])));
    const before = many.get_thumb_values();
    const [, bounds] = thumbNode(middle).compute_bounds(window);
    const x = Math.round(bounds.get_x() + bounds.get_width() / 2), y = Math.round(bounds.get_y() + bounds.get_height() / 2);
    xdotool('mousemove', '--window', `${xid}`, `${x}`, `${y}`);
    yield 120;
    xdotool('mousedown', '1');
    yield 120;
    for (const dx of [-6, -12, -18]) {
        xdotool('mousemove', '--window', `${xid}`, `${x + dx}`, `${y}`);
        yield 120;
    }
    xdotool('mouseup', '1');
    yield 250;
    const after = many.get_thumb_values();
    check(`${n} thumbs: a real drag moved thumb ${middle} down, the others stayed`,
        after[middle] < before[middle] && after.every((v, i) => i === middle || v === before[i]),
        `${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    const expected = [['thumb-start', middle, 'user'], ['thumb-changed', middle, 'user'], ['thumb-end', middle, 'user']];
    check(`${n} thumbs: thumb-start, thumb-changed and thumb-end for thumb ${middle}, by the user`,
        JSON.stringify(seen) === JSON.stringify(expected), JSON.stringify(seen));
    ids.forEach(id => many.disconnect(id));

    // The drag left the keyboard focus on the thumb: Enter opens its entry.
    const texts = [];
    many.value_editable = true;
    many.set_parse_value_func((s, text) => {
        texts.push(text);
        return text.trim() === 'half' ? [true, 50] : [false, 0];
    });
    for (const keys of [['key', 'Return'], ['key', 'ctrl+a'], ['type', 'half'], ['key', 'Return']]) {
        xdotool(...keys);
        yield 150;
    }
    const typed = many.get_thumb_values();
    check(`${n} thumbs: 'half' typed into thumb ${middle} through the GJS parser: 50, the others unchanged`,
        typed[middle] === 50 && typed.every((v, i) => i === middle || v === after[i]) && texts.includes('half'),
        `${JSON.stringify(typed)} ${JSON.stringify(texts)}`);
    xdotool('key', 'Escape');
    yield 100;
    many.value_editable = false;
    many.set_parse_value_func(null);
}

if (selfTest) {
    const it = steps();
    const next = () => {
        const {value, done} = it.next();
        if (done)
            loop.quit();
        else
            GLib.timeout_add(GLib.PRIORITY_DEFAULT, value, () => {
                next();
                return GLib.SOURCE_REMOVE;
            });
    };
    GLib.timeout_add(GLib.PRIORITY_DEFAULT, 50, () => {
        next();
        return GLib.SOURCE_REMOVE;
    });
}
loop.run();
if (selfTest) {
    print(`gjs client: ${passes} passed, ${failures} failed`);
    System.exit(failures === 0 ? 0 : 1);
}
