// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* A Vala app with a CeRangeSlider, through the bindings vapigen made from the GIR.
 *
 *   range-slider-vala-app [--self-test]
 *
 * The window shows a label and the slider (marks, a histogram, a format function); the label
 * follows the thumb signals. --self-test drags the lower thumb with real pointer input
 * (xdotool, X11 only), checks the values, the signals and the label afterwards, gives a
 * second slider 1, 2 and 5 thumbs (values, notify, value-changed, thumb-changed, a skin on one
 * thumb by its index, the histogram's bins and the ticks GTK shows, a real drag of one thumb
 * with its thumb-start and thumb-end, a value typed into its popover through a Vala parse
 * function), prints PASS/FAIL lines and "vala client: N passed, M failed", and exits 0 only if
 * all passed.
 */
int passes = 0;
int failures = 0;

void check (string name, bool ok, string detail = "") {
    if (ok) {
        passes++;
        print ("PASS %s\n", name);
    } else {
        failures++;
        print ("FAIL %s: %s\n", name, detail);
    }
}

void xdotool (string[] arguments) {
    string[] argv = { "xdotool" };
    foreach (var a in arguments) {
        argv += a;
    }
    try {
        int status;
        Process.spawn_sync (null, argv, null, SpawnFlags.SEARCH_PATH, null, null, null, out status);
    } catch (SpawnError e) {
        check ("xdotool runs", false, e.message);
    }
}

/* Runs the main loop for `ms` milliseconds. */
void spin (int ms) {
    var end = get_monotonic_time () + ms * 1000;
    while (get_monotonic_time () < end) {
        while (MainContext.default ().iteration (false)) {
        }
        Thread.usleep (5000);
    }
}

int main (string[] args) {
    bool self_test = "--self-test" in args;
    Gtk.init ();

    var window = new Gtk.Window ();
    window.title = "Range slider (Vala)";
    window.set_default_size (460, 160);
    var box = new Gtk.Box (Gtk.Orientation.VERTICAL, 12);
    box.margin_top = box.margin_bottom = box.margin_start = box.margin_end = 16;
    var label = new Gtk.Label ("");
    var slider = new Ce.RangeSlider ();
    slider.hexpand = true;
    slider.set_range (0, 100);
    slider.set_values (20, 80);
    slider.step_size = 1;
    slider.value_popover_visibility = Ce.ValuePopoverVisibility.WHILE_DRAGGING;
    Gdk.RGBA green = {};
    green.parse ("#26a269");
    slider.track_highlight_tint_color = green;
    slider.histogram_highlight_color = green;
    slider.lower_thumb_label = "Minimum speed";
    slider.set_marks ({ 0, 50, 100 }, { "slow", "", "fast" }, null);
    slider.add_mark (30, Gtk.PositionType.TOP, "city");
    slider.set_histogram_values ({ 5, 12, 18, 33, 35, 41, 47, 52, 68, 90 }, 10);
    slider.set_format_value_func ((s, value) => "%.0f km/h".printf (value));

    var events = new GenericArray<string> ();
    slider.thumb_start.connect ((thumb, source) => events.add ("start %d %s".printf (thumb, source.to_string ())));
    slider.thumb_changing.connect ((thumb, source, lower, upper) => {
        events.add ("changing %d %s".printf (thumb, source.to_string ()));
        label.label = "%s – %s".printf (slider.format_value (lower), slider.format_value (upper));
    });
    slider.thumb_changed.connect ((thumb, source, lower, upper) => {
        events.add ("changed %d %s %g %g".printf (thumb, source.to_string (), lower, upper));
        label.label = "%s – %s".printf (slider.format_value (lower), slider.format_value (upper));
    });
    slider.thumb_end.connect ((thumb, source) => events.add ("end %d %s".printf (thumb, source.to_string ())));

    box.append (label);
    box.append (slider);
    window.child = box;
    window.present ();

    if (!self_test) {
        var loop = new MainLoop ();
        window.close_request.connect (() => { loop.quit (); return false; });
        loop.run ();
        return 0;
    }

    for (int i = 0; i < 400 && !(slider.get_mapped () && slider.get_width () > 0); i++) {
        spin (10);
    }
    spin (200);
    check ("properties", slider.lower_value == 20 && slider.upper_value == 80 && slider.step_size == 1
           && slider.lower_thumb_label == "Minimum speed" && slider.track_highlight_tint_color.equal (green));
    check ("marks", slider.get_n_marks () == 4 && slider.get_mark_label (2) == "fast" && slider.get_mark_label (1) == null
           && slider.get_mark_position (3) == Gtk.PositionType.TOP);
    check ("histogram", slider.get_histogram_n_bins () == 10 && slider.get_histogram_count (3) == 2);
    check ("format function", slider.format_value (42) == "42 km/h", slider.format_value (42));

    var surface = window.get_surface () as Gdk.X11.Surface;
    check ("an X11 window for xdotool", surface != null, "set GDK_BACKEND=x11");
    if (surface != null) {
        var xid = "%lu".printf ((ulong) surface.get_xid ());
        var lower_thumb = slider.get_first_child ().get_first_child ().get_next_sibling ();   // trough > highlight, slider.lower
        check ("the lower thumb node", lower_thumb.has_css_class ("lower"));
        Graphene.Rect bounds;
        lower_thumb.compute_bounds (window, out bounds);
        int x = (int) (bounds.origin.x + bounds.size.width / 2), y = (int) (bounds.origin.y + bounds.size.height / 2);
        xdotool ({ "mousemove", "--window", xid, x.to_string (), y.to_string () });
        spin (120);
        xdotool ({ "mousedown", "1" });
        spin (120);
        foreach (int dx in new int[] { 15, 30, 45, 60 }) {
            xdotool ({ "mousemove", "--window", xid, (x + dx).to_string (), y.to_string () });
            spin (120);
        }
        xdotool ({ "mouseup", "1" });
        spin (250);
        double lower, upper;
        slider.get_values (out lower, out upper);
        check ("the drag moved the lower thumb", lower > 25 && lower < 60 && lower == Math.round (lower) && upper == 80,
               "%g %g".printf (lower, upper));
        var user = Ce.RangeSliderChangeSource.USER.to_string ();
        check ("thumb-start first", events.length > 0 && events[0] == "start 0 " + user, events.length > 0 ? events[0] : "none");
        int changing = 0;
        events.foreach ((e) => { if (e.has_prefix ("changing 0 ")) changing++; });
        check ("thumb-changing during the drag", changing >= 2, changing.to_string ());
        check ("thumb-changed, then thumb-end", events.length >= 2
               && events[events.length - 2] == "changed 0 %s %g 80".printf (user, lower)
               && events[events.length - 1] == "end 0 " + user,
               events.length >= 2 ? events[events.length - 2] + " / " + events[events.length - 1] : "");
        check ("the label follows", label.label == "%.0f km/h – 80 km/h".printf (lower), label.label);
    }
    thumb_counts (box);
    window.destroy ();
    spin (50);
    print ("vala client: %d passed, %d failed\n", passes, failures);
    return failures == 0 ? 0 : 1;
}

/* Any number of thumbs on the one slider type: 1, 2 and 5 thumbs through the array API, each
 * changed property notified exactly once, value-changed with the first and last values, a
 * histogram and ticks, thumb-changed with the index set, and a skin on the middle thumb by its
 * index (the index beyond the last is an error). */
void thumb_counts (Gtk.Box box) {
    var many = new Ce.RangeSlider ();
    many.set_range (0, 100);
    many.highlight_pattern = Ce.HighlightPattern.ALTERNATE;
    many.crossing_policy = Ce.CrossingPolicy.SWAP;
    box.append (many);
    spin (100);
    var names = new GenericArray<string> ();
    var changed = new GenericArray<string> ();
    many.notify.connect ((pspec) => { if (pspec.name != "css-classes") names.add (pspec.name); });
    many.value_changed.connect ((lower, upper) => changed.add ("%g %g".printf (lower, upper)));
    var thumb_changed = new GenericArray<string> ();
    many.thumb_changed.connect ((thumb, source) => thumb_changed.add ("%d %s".printf (thumb, source.to_string ())));
    var pixels = new uint8[20 * 20 * 4];
    for (int i = 0; i < pixels.length; i += 4) { pixels[i] = 255; pixels[i + 3] = 255; }
    var red = new Gdk.MemoryTexture (20, 20, Gdk.MemoryFormat.R8G8B8A8, new Bytes (pixels), 20 * 4);
    foreach (int n in new int[] { 1, 2, 5 }) {
        double[] values = new double[n];
        for (int i = 0; i < n; i++) values[i] = n == 1 ? 40 : 10 + 80.0 * i / (n - 1);
        bool count_changes = many.thumb_count != n, lower_changes = many.lower_value != values[0];
        bool upper_changes = many.upper_value != values[n - 1];
        names = new GenericArray<string> ();
        changed = new GenericArray<string> ();
        many.set_thumb_values (values);
        string[] expected = {};
        if (count_changes) expected += "thumb-count";
        if (lower_changes) expected += "lower-value";
        if (upper_changes) { expected += "upper-value"; expected += "value"; expected += "fraction"; }
        bool once = names.length == expected.length;
        foreach (string name in expected) {
            int seen = 0;
            foreach (string other in names.data) if (other == name) seen++;
            once = once && seen == 1;
        }
        double[] read = many.get_thumb_values ();
        bool same = read.length == n && many.thumb_count == n;
        for (int i = 0; same && i < n; i++) same = read[i] == values[i] && many.get_value_at (i) == values[i];
        check ("%d thumbs: the values read back".printf (n), same);
        check ("%d thumbs: each changed property notified once".printf (n), once, string.joinv (",", names.data));
        check ("%d thumbs: one value-changed".printf (n), changed.length == 1
               && changed[0] == "%g %g".printf (values[0], values[n - 1]), changed.length > 0 ? changed[0] : "none");
        many.set_histogram_values ({ 5, 15, 25, 35, 55, 75 }, 4);
        many.tick_mode = Ce.RangeSliderTickMode.EVERY_STEP;
        many.tick_step = 25;
        spin (50);
        check ("%d thumbs: a histogram and ticks".printf (n), many.get_histogram_n_bins () == 4 && many.tick_step == 25
               && many.crossing_policy == Ce.CrossingPolicy.SWAP);
        int middle = n / 2;
        thumb_changed = new GenericArray<string> ();
        many.set_value_at (middle, values[middle] + 1);
        check ("%d thumbs: thumb-changed once for thumb %d, by the program".printf (n, middle), thumb_changed.length == 1
               && thumb_changed[0] == "%d %s".printf (middle, Ce.RangeSliderChangeSource.PROGRAM.to_string ()),
               thumb_changed.length > 0 ? thumb_changed[0] : "none");
        many.set_thumb_texture (middle, Ce.RangeSliderThumbState.NORMAL, red);
        string skinned = "";
        for (int i = 0; i < n; i++) {
            if (many.has_thumb_image (i, Ce.RangeSliderThumbState.NORMAL)) skinned += "%d ".printf (i);
        }
        bool refused = false;
        try {
            many.set_thumb_image_from_resource (n, Ce.RangeSliderThumbState.NORMAL, "/x.png");
        } catch (Error e) {
            refused = e is Ce.RangeSliderImageError.INVALID_ARGUMENT;
        }
        check ("%d thumbs: a skin on thumb %d by its index, thumb %d refused".printf (n, middle, n),
               skinned == "%d ".printf (middle) && refused, skinned);
        many.remove_all_images ();
        histogram_and_ticks (many, n);
        drag_and_type (many, n, middle);
    }
}

/* The texts of the ticks GTK shows: the labels of the visible `mark` children of the slider's
 * `marks` node. */
string shown_ticks (Ce.RangeSlider slider) {
    string[] texts = {};
    for (var marks = slider.get_first_child (); marks != null; marks = marks.get_next_sibling ()) {
        if (marks.css_name != "marks") continue;   /* the node's name (get_css_name () is the class's) */
        for (var mark = marks.get_first_child (); mark != null; mark = mark.get_next_sibling ()) {
            var label = mark.get_first_child () as Gtk.Label;
            if (mark.css_name == "mark" && mark.get_visible ()) texts += label != null ? label.label : "";
        }
    }
    return string.joinv (" ", texts);
}

/* The histogram's bins and the ticks GTK shows, as set, at `n` thumbs. */
void histogram_and_ticks (Ce.RangeSlider many, int n) {
    many.set_histogram_counts ({ 2, 7, 1 }, 0, 100);
    double lower, upper;
    bool bounded = many.get_histogram_bounds (out lower, out upper);
    string bins = "";
    for (uint i = 0; i < many.get_histogram_n_bins (); i++) bins += "%llu ".printf (many.get_histogram_count (i));
    check ("%d thumbs: the histogram's bins and bounds as set".printf (n), bins == "2 7 1 " && bounded && lower == 0 && upper == 100,
           "%s[%g, %g]".printf (bins, lower, upper));
    many.tick_mode = Ce.RangeSliderTickMode.EVENLY_SPREAD;
    many.tick_count = 5;
    spin (100);
    check ("%d thumbs: evenly-spread 5: GTK shows ticks 0, 25, 50, 75, 100".printf (n),
           shown_ticks (many) == "0 25 50 75 100", shown_ticks (many));
    many.tick_mode = Ce.RangeSliderTickMode.NONE;
    many.clear_histogram ();
    spin (100);
    check ("%d thumbs: no ticks, no histogram".printf (n), shown_ticks (many) == "" && !many.has_histogram (), shown_ticks (many));
}

/* A real drag of thumb `middle` of `n` (its thumb-start, thumb-changed and thumb-end with its
 * index, by the user), then a value typed into its popover with real keys through a Vala parse
 * function (only that thumb's value changes). */
void drag_and_type (Ce.RangeSlider many, int n, int middle) {
    var window = many.get_root () as Gtk.Window;
    var surface = window.get_surface () as Gdk.X11.Surface;
    if (surface == null) return;
    var xid = "%lu".printf ((ulong) surface.get_xid ());
    Gtk.Widget? thumb = many.get_first_child ().get_first_child ();
    while (thumb != null && !thumb.has_css_class ("thumb-%d".printf (middle))) thumb = thumb.get_next_sibling ();
    var user = Ce.RangeSliderChangeSource.USER.to_string ();
    string seen = "";
    var start = many.thumb_start.connect ((t, source) => seen += "start %d %s;".printf (t, source.to_string ()));
    var changed = many.thumb_changed.connect ((t, source) => seen += "changed %d %s;".printf (t, source.to_string ()));
    var end = many.thumb_end.connect ((t, source) => seen += "end %d %s;".printf (t, source.to_string ()));
    double[] before = many.get_thumb_values ();
    Graphene.Rect bounds;
    thumb.compute_bounds (window, out bounds);
    int x = (int) (bounds.origin.x + bounds.size.width / 2), y = (int) (bounds.origin.y + bounds.size.height / 2);
    xdotool ({ "mousemove", "--window", xid, x.to_string (), y.to_string () });
    spin (120);
    xdotool ({ "mousedown", "1" });
    spin (120);
    foreach (int dx in new int[] { -6, -12, -18 }) {
        xdotool ({ "mousemove", "--window", xid, (x + dx).to_string (), y.to_string () });
        spin (120);
    }
    xdotool ({ "mouseup", "1" });
    spin (250);
    double[] after = many.get_thumb_values ();
    bool others = after.length == before.length;
    for (int i = 0; others && i < n; i++) others = i == middle || after[i] == before[i];
    check ("%d thumbs: a real drag moved thumb %d down, the others stayed".printf (n, middle),
           others && after[middle] < before[middle], "%g → %g".printf (before[middle], after[middle]));
    check ("%d thumbs: thumb-start, thumb-changed and thumb-end for thumb %d, by the user".printf (n, middle),
           seen == "start %d %s;changed %d %s;end %d %s;".printf (middle, user, middle, user, middle, user), seen);
    many.disconnect (start);
    many.disconnect (changed);
    many.disconnect (end);

    /* The drag left the keyboard focus on the thumb: Enter opens its entry. */
    string texts = "";
    many.value_editable = true;
    many.set_parse_value_func ((s, text, out value) => {
        texts += text + ";";
        value = 50;
        return text.strip () == "half";
    });
    foreach (var keys in new string[] { "key Return", "key ctrl+a", "type half", "key Return" }) {
        xdotool (keys.split (" "));
        spin (150);
    }
    double[] typed = many.get_thumb_values ();
    others = typed.length == n;
    for (int i = 0; others && i < n; i++) others = i == middle || typed[i] == after[i];
    check ("%d thumbs: 'half' typed into thumb %d through the Vala parser: 50, the others unchanged".printf (n, middle),
           others && typed[middle] == 50 && "half;" in texts, "%g %s".printf (typed[middle], texts));
    xdotool ({ "key", "Escape" });
    spin (100);
    many.value_editable = false;
    many.set_parse_value_func (null);
}
