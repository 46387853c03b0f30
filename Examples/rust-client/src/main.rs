// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
//! A gtk4-rs / libadwaita-rs app with CeRangeSlider, the two-thumb range slider of
//! libCeRangeSlider, which has no Rust bindings: the type comes from `ce_range_slider_get_type()`
//! and everything else goes through GObject's dynamic API (properties, `notify`, signals).
//!
//!     cd Examples/rust-client
//!     PKG_CONFIG_PATH=PREFIX/lib/pkgconfig cargo run
//!
//! (PREFIX is where `scripts/install-c-library.sh` installed the library.) The app embeds one
//! slider made in code and one loaded from a GtkBuilder `.ui` string in an `adw::Window`, sets
//! their range and values, follows `notify::lower-value` and `value-changed`, and checks what it
//! reads back: it prints `PASS …`/`FAIL …: what differed` lines and
//! `rust client: N passed, M failed`, and exits non-zero if any check failed.

use std::cell::RefCell;
use std::process::ExitCode;
use std::rc::Rc;
use std::time::{Duration, Instant};

use adw::prelude::*;
use gtk::{gdk, glib};

mod ffi {
    extern "C" {
        pub fn ce_range_slider_get_type() -> gtk::glib::ffi::GType;
        pub fn ce_range_slider_get_n_live_states() -> std::os::raw::c_uint;
    }
}

/// A CeRangeSlider seen from Rust: a `gtk::Widget` whose GType is `CeRangeSlider`, with the
/// tutorial's values as GObject properties (`minimum-value`, `maximum-value`, `lower-value`,
/// `upper-value`).
#[derive(Clone)]
struct RangeSlider(gtk::Widget);

impl RangeSlider {
    /// The registered `CeRangeSlider` type (registering it on first use: GtkBuilder finds
    /// types by name, so call this before a builder reads a `.ui` file with the slider).
    fn static_type() -> glib::Type {
        use glib::translate::FromGlib;
        unsafe { glib::Type::from_glib(ffi::ce_range_slider_get_type()) }
    }

    fn new() -> Self {
        let object = glib::Object::with_type(Self::static_type());
        Self(object.downcast().expect("CeRangeSlider is a GtkWidget"))
    }

    /// The object as a slider, if it is one.
    fn from_object(object: glib::Object) -> Option<Self> {
        if object.type_().is_a(Self::static_type()) {
            object.downcast().ok().map(Self)
        } else {
            None
        }
    }

    fn get(&self, name: &str) -> f64 {
        self.0.property(name)
    }

    fn set(&self, name: &str, value: f64) {
        self.0.set_property(name, value)
    }

    /// `(minimum-value, maximum-value, lower-value, upper-value)`.
    fn read(&self) -> (f64, f64, f64, f64) {
        (self.get("minimum-value"), self.get("maximum-value"), self.get("lower-value"), self.get("upper-value"))
    }

    /// Sets the range, then the values: each value is clamped into the range as it is set.
    fn set_range_and_values(&self, minimum: f64, maximum: f64, lower: f64, upper: f64) {
        self.set("minimum-value", minimum);
        self.set("maximum-value", maximum);
        self.set("lower-value", lower);
        self.set("upper-value", upper);
    }

    /// Calls `f` with the new lower value after each `notify::lower-value`.
    fn connect_lower_value_notify<F: Fn(f64) + 'static>(&self, f: F) -> glib::SignalHandlerId {
        self.0.connect_notify_local(Some("lower-value"), move |object, _| f(object.property("lower-value")))
    }

    /// Calls `f` with `(lower, upper)` on each `value-changed` (a committed change).
    fn connect_value_changed<F: Fn(f64, f64) + 'static>(&self, f: F) -> glib::SignalHandlerId {
        self.0.connect_closure(
            "value-changed",
            false,
            glib::closure_local!(move |_slider: glib::Object, lower: f64, upper: f64| f(lower, upper)),
        )
    }
}

/// What the slider reported: the lower value after each notify, `(lower, upper)` of each
/// value-changed.
#[derive(Clone, Default)]
struct Events {
    notified: Rc<RefCell<Vec<f64>>>,
    changed: Rc<RefCell<Vec<(f64, f64)>>>,
}

impl Events {
    fn follow(slider: &RangeSlider) -> Self {
        let events = Self::default();
        let notified = events.notified.clone();
        slider.connect_lower_value_notify(move |lower| notified.borrow_mut().push(lower));
        let changed = events.changed.clone();
        slider.connect_value_changed(move |lower, upper| {
            println!("value-changed {lower} {upper}");
            changed.borrow_mut().push((lower, upper));
        });
        events
    }

    fn clear(&self) {
        self.notified.borrow_mut().clear();
        self.changed.borrow_mut().clear();
    }

    fn notified(&self) -> Vec<f64> {
        self.notified.borrow().clone()
    }

    fn changed(&self) -> Vec<(f64, f64)> {
        self.changed.borrow().clone()
    }
}

#[derive(Default)]
struct Checks {
    passed: usize,
    failed: usize,
}

impl Checks {
    fn check(&mut self, name: &str, ok: bool, detail: impl std::fmt::Debug) {
        if ok {
            self.passed += 1;
            println!("PASS {name}");
        } else {
            self.failed += 1;
            println!("FAIL {name}: {detail:?}");
        }
    }
}

/// Runs the main loop until `done` holds or `timeout` passes; whether it held.
fn run_until(timeout: Duration, done: impl Fn() -> bool) -> bool {
    let context = glib::MainContext::default();
    let end = Instant::now() + timeout;
    while Instant::now() < end {
        while context.iteration(false) {}
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    done()
}

fn spin(duration: Duration) {
    run_until(duration, || false);
}

/// A window as a GNOME app has one: a header bar above the content.
fn window_with(title: &str, content: &impl IsA<gtk::Widget>) -> adw::Window {
    let view = gtk::Box::new(gtk::Orientation::Vertical, 0);
    view.append(&adw::HeaderBar::new());
    view.append(content);
    adw::Window::builder().title(title).default_width(420).default_height(160).content(&view).build()
}

fn is_shown(widget: &gtk::Widget) -> bool {
    widget.is_mapped() && widget.width() > 0
}

const UI: &str = r##"
<interface>
  <object class="GtkBox" id="box">
    <property name="orientation">vertical</property>
    <property name="margin-top">16</property>
    <property name="margin-bottom">16</property>
    <property name="margin-start">16</property>
    <property name="margin-end">16</property>
    <child>
      <object class="CeRangeSlider" id="slider">
        <property name="minimum-value">100</property>
        <property name="maximum-value">900</property>
        <property name="lower-value">250</property>
        <property name="upper-value">750</property>
        <property name="step-size">5</property>
        <property name="track-highlight-tint-color">#26a269</property>
        <property name="lower-thumb-label">Minimum price</property>
      </object>
    </child>
  </object>
</interface>
"##;

fn main() -> ExitCode {
    if let Err(error) = adw::init() {
        eprintln!("error: libadwaita does not initialise (no display?): {error}");
        return ExitCode::FAILURE;
    }
    let mut checks = Checks::default();
    let slider_type = RangeSlider::static_type();
    checks.check(
        "CeRangeSlider is a registered GtkWidget and GtkOrientable",
        slider_type.name() == "CeRangeSlider"
            && slider_type.is_a(gtk::Widget::static_type())
            && slider_type.is_a(gtk::Orientable::static_type()),
        slider_type.name(),
    );

    // A slider made in code, embedded in a window; connected before the values are set.
    let slider = RangeSlider::new();
    let events = Events::follow(&slider);
    slider.set_range_and_values(0.0, 100.0, 20.0, 80.0);
    slider.set("step-size", 1.0);
    slider.0.set_property("lower-thumb-label", "Minimum price");
    slider.0.set_hexpand(true);
    checks.check("range and values read back", slider.read() == (0.0, 100.0, 20.0, 80.0), slider.read());
    checks.check(
        "value-changed with the values set",
        events.changed().last() == Some(&(20.0, 80.0)),
        events.changed(),
    );
    checks.check(
        "notify::lower-value with the lower value set",
        events.notified().last() == Some(&20.0),
        events.notified(),
    );
    let label: String = slider.0.property("lower-thumb-label");
    checks.check("a string property reads back", label == "Minimum price", &label);

    let window = window_with("Range slider (Rust)", &slider.0);
    window.present();
    let shown = run_until(Duration::from_secs(10), || is_shown(&slider.0));
    checks.check("the slider is shown in an adw::Window", shown, (slider.0.is_mapped(), slider.0.width()));

    // Writes follow the slider's value policy, and notify exactly what changed.
    events.clear();
    slider.set("upper-value", 90.0);
    checks.check(
        "write upper-value: value-changed, no notify::lower-value",
        slider.get("upper-value") == 90.0 && events.changed() == [(20.0, 90.0)] && events.notified().is_empty(),
        (slider.get("upper-value"), events.changed(), events.notified()),
    );
    slider.set("lower-value", 95.0);
    checks.check(
        "a lower value above the upper one pushes it up",
        (slider.get("lower-value"), slider.get("upper-value")) == (95.0, 95.0),
        (slider.get("lower-value"), slider.get("upper-value")),
    );
    checks.check("notify::lower-value with the new value", events.notified() == [95.0], events.notified());
    let changed_before = events.changed().len();
    slider.set("lower-value", 95.0);
    checks.check(
        "the same value again: no notify, no value-changed",
        events.notified() == [95.0] && events.changed().len() == changed_before,
        (events.notified(), events.changed()),
    );
    slider.set("upper-value", 500.0);
    checks.check("clamped to the maximum", slider.get("upper-value") == 100.0, slider.get("upper-value"));
    slider.set("curvaceousness", 7.0);
    checks.check("curvaceousness clamped to 1", slider.get("curvaceousness") == 1.0, slider.get("curvaceousness"));
    slider.set_range_and_values(0.0, 100.0, 20.0, 80.0);
    checks.check("set again", slider.read() == (0.0, 100.0, 20.0, 80.0), slider.read());

    // A slider from a .ui file: the type is registered above, before the builder runs.
    let builder = gtk::Builder::from_string(UI);
    let built = builder.object::<glib::Object>("slider").and_then(RangeSlider::from_object);
    checks.check("a CeRangeSlider from the .ui file", built.is_some(), builder.objects().len());
    let Some(built) = built else {
        println!("rust client: {} passed, {} failed", checks.passed, checks.failed);
        return ExitCode::FAILURE;
    };
    checks.check(
        "range and values from the .ui file",
        built.read() == (100.0, 900.0, 250.0, 750.0) && built.get("step-size") == 5.0,
        (built.read(), built.get("step-size")),
    );
    let green = gdk::RGBA::parse("#26a269").expect("a colour");
    let tint: gdk::RGBA = built.0.property("track-highlight-tint-color");
    checks.check("a GdkRGBA property from the .ui file", tint == green, tint.to_str());
    let built_events = Events::follow(&built);
    let built_window = window_with("Range slider (Rust, GtkBuilder)", &builder.object::<gtk::Box>("box").expect("the box"));
    built_window.present();
    let shown = run_until(Duration::from_secs(10), || is_shown(&built.0));
    checks.check("the .ui file's slider is shown", shown, (built.0.is_mapped(), built.0.width()));
    checks.check(
        "no signal before a change",
        built_events.notified().is_empty() && built_events.changed().is_empty(),
        (built_events.notified(), built_events.changed()),
    );
    built.set("lower-value", 300.0);
    checks.check(
        "write lower-value: notify and value-changed",
        built_events.notified() == [300.0] && built_events.changed() == [(300.0, 750.0)],
        (built_events.notified(), built_events.changed()),
    );
    built.set("lower-value", 1.0);
    checks.check("clamped to the minimum", built.get("lower-value") == 100.0, built.get("lower-value"));


    // Lifetimes: a slider held after its window is destroyed stays usable, and each slider is
    // finalized with its last reference.
    window.destroy();
    built_window.destroy();
    spin(Duration::from_millis(200));
    slider.set("lower-value", 10.0);
    checks.check("a slider held after its window closed is usable", slider.get("lower-value") == 10.0, slider.get("lower-value"));
    let weak = (slider.0.downgrade(), built.0.downgrade());
    drop((slider, built, builder, window, built_window));
    spin(Duration::from_millis(200));
    checks.check(
        "released with the last Rust reference",
        weak.0.upgrade().is_none() && weak.1.upgrade().is_none(),
        (weak.0.upgrade().is_some(), weak.1.upgrade().is_some()),
    );
    let live = unsafe { ffi::ce_range_slider_get_n_live_states() };
    checks.check("no slider state left", live == 0, live);

    // The slider's own `<marks>` element: a mark without a value fails the builder, saying why.
    // (Last: GtkBuilder documents that a failed load may leak what it made.)
    let malformed = gtk::Builder::new();
    let refused = malformed.add_from_string(
        r#"<interface><object class="CeRangeSlider"><marks><mark>no value</mark></marks></object></interface>"#,
    );
    checks.check(
        "a mark without a value in a .ui file fails with an error",
        refused.as_ref().is_err_and(|error| error.message().contains("needs a value attribute")),
        refused.err().map(|error| error.message().to_string()),
    );
    drop(malformed);

    println!("rust client: {} passed, {} failed", checks.passed, checks.failed);
    if checks.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
