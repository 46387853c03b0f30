// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// A GTK 4 app built by meson that shows RangeSliderWidget from this repository's Swift package.
//
//   meson-range-slider-app [--quit-after-first-frame]
//
// With --quit-after-first-frame the app exits with status 0 as soon as the slider has drawn
// once, or 1 if it has not drawn within 10 seconds (scripts/check-meson-example.sh uses this).
//
// Only RangeSliderWidget's public API and plain GTK calls are used here.
import RangeSlider

let quitAfterFirstFrame = CommandLine.arguments.dropFirst().contains("--quit-after-first-frame")
var slider: RangeSliderWidget?
var startTime: gint64 = 0
var exitStatus: Int32 = 0

/// GTK's C casts (GTK_WINDOW(), GTK_BOX(), ...) are macros Swift cannot import.
func cast<T>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<T> {
    pointer.assumingMemoryBound(to: T.self)
}

let app = gtk_application_new("org.example.MesonRangeSlider", G_APPLICATION_NON_UNIQUE)!

let checkFirstFrame: @convention(c) (gpointer?) -> gboolean = { _ in
    if let slider, slider.drawCount > 0 {
        print("first frame drawn (slider draws: \(slider.drawCount))")
    } else if g_get_monotonic_time() - startTime > 10_000_000 {
        print("error: the slider did not draw within 10 s")
        exitStatus = 1
    } else {
        return 1  // G_SOURCE_CONTINUE (a macro Swift cannot import)
    }
    g_application_quit(cast(app))
    return gboolean(G_SOURCE_REMOVE)
}

let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { app, _ in
    let window = gtk_application_window_new(app)!
    gtk_window_set_title(cast(window), "Range slider (meson)")
    gtk_window_set_default_size(cast(window), 420, 120)

    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    gtk_widget_set_margin_top(box, 16)
    gtk_widget_set_margin_bottom(box, 16)
    gtk_widget_set_margin_start(box, 16)
    gtk_widget_set_margin_end(box, 16)
    gtk_box_append(cast(box), gtk_label_new("A Swift GTK app built with meson"))

    let rangeSlider = RangeSliderWidget()
    rangeSlider.setRange(minimum: 0, maximum: 100)
    rangeSlider.setValues(lower: 20, upper: 80)
    _ = rangeSlider.addObserver { event in
        if case .valueChanged(let lower, let upper, _) = event {
            print("Range slider value changed: (\(lower) \(upper))")
        }
    }
    gtk_widget_set_size_request(rangeSlider.gtkWidget, 360, 36)
    gtk_box_append(cast(box), rangeSlider.gtkWidget)
    slider = rangeSlider  // the Swift object must outlive the widget's use

    gtk_window_set_child(cast(window), box)
    gtk_window_present(cast(window))

    if quitAfterFirstFrame {
        startTime = g_get_monotonic_time()
        g_timeout_add(50, checkFirstFrame, nil)
    }
}

g_signal_connect_data(
    app, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil,
    GConnectFlags(rawValue: 0))
// Our own flag is not a GApplication option: pass GTK only the program name.
let status = g_application_run(cast(app), 1, CommandLine.unsafeArgv)
g_object_unref(app)
exit(status != 0 ? status : exitStatus)
