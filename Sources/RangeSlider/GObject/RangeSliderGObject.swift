// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

// `CeRangeSlider`, the GObject type, and `RangeSliderWidget`, its Swift state: one widget.
// Each instance has exactly one Swift object, in the object data `ce-range-slider-state`
// (never retained through the data). docs/widget.md#ownership tells the whole life.
//
// 1. **Created outside Swift** (`g_object_new`, `ce_range_slider_new`, Python, GtkBuilder):
//    the GObject holds the Swift object strongly from `instance_init` to `finalize`. No toggle
//    reference, so PyGObject's and GJS's own toggle references work as usual.
// 2. **Held by Swift** (`RangeSliderWidget()`, `RangeSliderWidget.wrapping(_:)`): the Swift
//    object holds a toggle reference on the GObject; `toggled(isLastRef:)` makes the GObject
//    hold the Swift object strongly while others hold the GObject (count ≥ 2) and weakly when
//    only the toggle reference is left. No cycle.
//
// The GObject's strong reference is `binding.ownership.reference`. The count drops to 1 inside
// somebody's `g_object_unref`: when that reference is the Swift object's last, dropping it
// there would finalize the widget under the caller, so it is dropped from an idle callback
// (cancelled if the widget is referenced again). `deinit` takes an ordinary reference, removes
// the toggle reference, then drops it, so dispose and finalize run outside any toggle callback.
// One binding per widget: a Swift `wrapping` of an instance Python or GJS owns adds a second
// toggle reference, and GLib notifies neither while there are two.

/// How a `RangeSliderWidget` and its `CeRangeSlider` hold each other (see the top of
/// `RangeSliderGObject.swift`).
struct GObjectOwnership {
    /// Whether the Swift object holds a toggle reference on the GObject (case 2).
    var hasToggleReference = false
    /// The GObject's strong reference to the Swift object, when it holds one: set by
    /// `instance_init` (case 1) or when the count rises above 1 (case 2); cleared by `finalize`
    /// (case 1) or when only the toggle reference is left (case 2).
    var reference: RangeSliderWidget?
    /// The idle source that will release the Swift object, or 0.
    var pendingRelease: guint = 0
    /// Whether the event controllers have been removed (dispose or deinit).
    var detached = false
    /// Set first thing in `deinit`: toggle notifications are ignored from then on.
    var deinitializing = false
}

/// The GObject side of one slider (``RangeSliderWidget/binding``): how the Swift object and
/// its `CeRangeSlider` hold each other, the property values last announced with `notify`,
/// and what the thumb signals last reported. Changed only in RangeSliderGObject.swift and
/// RangeSliderThumbSignals.swift.
final class GObjectBinding {
    /// See ``GObjectOwnership``.
    @exclusivity(unchecked) var ownership = GObjectOwnership()
    /// The GObject property values last announced with `notify` (see `publishPropertyChanges`);
    /// empty until the instance is attached.
    @exclusivity(unchecked) var publishedProperties = PublishedPropertyValues()
    /// The values the thumb signals last reported, to tell which thumb moved.
    @exclusivity(unchecked) var thumbSignals = ThumbSignalState()
}

/// The GObject side of `CeRangeSlider`: class and instance initialisation, properties,
/// signals, finalize, and the toggle reference.
enum RangeSliderGObject {
    /// The quark of the object data that points at the Swift state (unretained).
    static let stateQuark = g_quark_from_string("ce-range-slider-state")

    /// True between ``newInstanceForSwift()`` calling `g_object_new` and `instance_init`: the
    /// Swift initializer builds the state itself.
    private static var swiftInitializerPending = false

    /// A new, floating `CeRangeSlider` without Swift state, for `RangeSliderWidget.init()`.
    static func newInstanceForSwift() -> UnsafeMutablePointer<GtkWidget> {
        let type = RangeSliderWidget.gtkType
        swiftInitializerPending = true
        let object = g_object_new_with_properties(type, 0, nil, nil)!
        precondition(!swiftInitializerPending, "CeRangeSlider's instance_init did not run")
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }

    // MARK: Class

    /// GtkWidget's class: the parent to chain up to.
    private static var parentWidgetClass: UnsafeMutablePointer<GtkWidgetClass> {
        g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
    }

    /// The property specs, by property id − 1 (filled by `classInit`).
    private(set) static var paramSpecs: [UnsafeMutablePointer<GParamSpec>] = []
    private static var valueChangedSignal: guint = 0
    private static var valueChangingSignal: guint = 0

    /// The `direction_changed` that ``directionChanged`` chains up to (ThumbTabOrder.swift's).
    private static var tabOrderDirectionChanged:
        (@convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkTextDirection) -> Void)?

    /// A new text direction flips the axis: a drag in progress forgets the axis it kept.
    private static let directionChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkTextDirection) -> Void = {
        widget, previous in
        tabOrderDirectionChanged?(widget, previous)
        (SwiftWidgetType.implementation(of: widget) as? RangeSliderWidget)?.forgetDragFrame()
    }

    static let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = setProperty
        objectClass.pointee.get_property = getProperty
        objectClass.pointee.finalize = finalize
        klass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.css_changed = cssChanged
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        ThumbTabOrder.followTextDirection(in: widgetClass, parent: { parentWidgetClass })
        tabOrderDirectionChanged = widgetClass.pointee.direction_changed
        widgetClass.pointee.direction_changed = directionChanged

        var specs: [UnsafeMutablePointer<GParamSpec>] = []
        for (index, property) in RangeSliderProperties.all.enumerated() {
            let id = RangeSliderProperties.id(ofIndex: index)
            if property.name == "orientation" {
                g_object_class_override_property(objectClass, id, "orientation")
                specs.append(g_object_class_find_property(objectClass, "orientation"))
            } else {
                let spec = property.makeParamSpec()
                g_object_class_install_property(objectClass, id, spec)
                specs.append(spec)
            }
        }
        paramSpecs = specs

        let type = klass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type
        var doublePair = [gdoubleType, gdoubleType]
        valueChangedSignal = g_signal_newv(
            "value-changed", type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil,
            g_type_from_name("void"), 2, &doublePair)
        valueChangingSignal = g_signal_newv(
            "value-changing", type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil,
            g_type_from_name("void"), 2, &doublePair)
        RangeSliderThumbSignals.register(on: type)  // thumb-start, -changing, -changed, -end
    }

    /// The class of the trough, highlight and thumb nodes: their colours are the slider's
    /// colour properties, so a style change there may change a property.
    static let partClassInit: GClassInitFunc = { klass, _ in
        klass?.assumingMemoryBound(to: GtkWidgetClass.self).pointee.css_changed = cssChanged
    }

    private static let gdoubleType = g_type_from_name("gdouble")

    /// `instance_init`: every instance gets its Swift state here, unless the Swift initializer
    /// is the one creating it. An instance created outside Swift owns its state (case 1).
    static let instanceInit: GInstanceInitFunc = { instance, _ in
        guard let instance else { return }
        if swiftInitializerPending {
            swiftInitializerPending = false
            return
        }
        let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
        let slider = RangeSliderWidget(instance: widget)
        slider.binding.ownership.reference = slider  // the GObject's reference, dropped by finalize
    }

    private static let finalize: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        guard let object else { return }
        if let data = g_object_get_qdata(object, stateQuark) {
            // Case 1: the Swift state dies with the widget. (In case 2 the state has already
            // gone: its deinit cleared this pointer before letting the widget go.)
            g_object_set_qdata(object, stateQuark, nil)
            let reference = Unmanaged<RangeSliderWidget>.fromOpaque(data)._withUnsafeGuaranteedRef { slider in
                slider.binding.ownership.reference.take()
            }
            _ = reference  // the last reference goes here: deinit, which touches nothing of the widget
        }
        let parent = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GObjectClass.self)
        parent.pointee.finalize?(object)
    }

    private static let cssChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
        widget, change in
        parentWidgetClass.pointee.css_changed?(widget, change)
        guard let widget else { return }
        let slider =
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                RangeSliderWidget.gtkType) != 0
            ? widget : gtk_widget_get_ancestor(widget, RangeSliderWidget.gtkType)
        RangeSliderWidget.state(of: slider)?.styleChanged()
    }

    // MARK: Properties

    /// The slider `object` is and its property `id`, for the class's property handlers; nil for
    /// an object that is no slider or an id that names no property.
    private static func propertyOf(
        _ object: UnsafeMutablePointer<GObject>?, _ id: guint
    ) -> (RangeSliderWidget, RangeSliderProperty)? {
        guard let slider = RangeSliderWidget.state(of: object), let property = RangeSliderProperties.property(id: id)
        else { return nil }
        return (slider, property)
    }

    private static let setProperty: GObjectSetPropertyFunc = { object, id, value, _ in
        guard let value, case (let slider, let property)? = propertyOf(object, id) else { return }
        property.set(slider, property.kind.read(value))
        slider.publishPropertyChanges()
    }

    private static let getProperty: GObjectGetPropertyFunc = { object, id, value, _ in
        guard let value, case (let slider, let property)? = propertyOf(object, id) else { return }
        property.kind.write(property.get(slider), to: value)
    }

    // MARK: Signals

    /// Emits `value-changed` or `value-changing` (lower, upper) on `instance`.
    static func emit(changing: Bool, lower: Double, upper: Double, on instance: UnsafeMutablePointer<GtkWidget>) {
        let signal = changing ? valueChangingSignal : valueChangedSignal
        // Nobody connected (the usual case on a drag step): the signals have no class handler,
        // so skipping the emission changes nothing.
        guard signal != 0, g_signal_has_handler_pending(instance, signal, 0, 0) != 0 else { return }
        var values = [GValue](repeating: GValue(), count: 3)
        g_value_init(&values[0], RangeSliderWidget.gtkType)
        g_value_set_object(&values[0], instance)
        g_value_init(&values[1], gdoubleType)
        g_value_set_double(&values[1], lower)
        g_value_init(&values[2], gdoubleType)
        g_value_set_double(&values[2], upper)
        g_signal_emitv(&values, signal, 0, nil)
        for i in values.indices { g_value_unset(&values[i]) }
    }

    // MARK: The toggle reference

    static let toggleNotify: GToggleNotify = { data, _, isLastRef in
        guard let data else { return }
        let dropped = Unmanaged<RangeSliderWidget>.fromOpaque(data)._withUnsafeGuaranteedRef { slider in
            slider.toggled(isLastRef: isLastRef != 0)
        }
        _ = dropped  // never the last reference (toggled checked)
    }

    /// The idle callback scheduled when only the toggle reference is left and it held the
    /// last reference to the Swift object: drops it, outside any `g_object_unref`.
    static let releaseWhenUnreferenced: GSourceFunc = { data in
        guard let data else { return gboolean(G_SOURCE_REMOVE) }
        let reference = Unmanaged<RangeSliderWidget>.fromOpaque(data)._withUnsafeGuaranteedRef {
            slider -> RangeSliderWidget? in
            slider.binding.ownership.pendingRelease = 0
            guard slider.gobjectReferenceCount == 1 else { return nil }
            return slider.binding.ownership.reference.take()
        }
        // The GObject now holds the Swift object weakly; if Swift code does not hold it
        // either, deinit runs here and finalizes the widget.
        _ = reference
        return gboolean(G_SOURCE_REMOVE)
    }
}

// MARK: - RangeSliderWidget's side

extension RangeSliderWidget {
    /// The Swift object of an existing `CeRangeSlider` (created from C, Python, a `.ui` file
    /// or Swift), or nil when `widget` is not one. Always the same object for the same widget.
    ///
    /// From now on Swift keeps the widget alive through this object: it takes a toggle
    /// reference (docs/widget.md, Ownership), so the widget lives at least as long
    /// as the returned object, and as long as anything else holds the widget.
    public static func wrapping(_ widget: UnsafeMutablePointer<GtkWidget>?) -> RangeSliderWidget? {
        guard let slider = state(of: widget) else { return nil }
        slider.takeToggleReference()
        return slider
    }

    /// The Swift state of a `CeRangeSlider`, without taking any reference: for the C library,
    /// whose callers hold the widget themselves. Nil when `instance` is not a `CeRangeSlider`.
    @_spi(CLibrary)
    public static func state(of instance: UnsafeMutableRawPointer?) -> RangeSliderWidget? {
        guard let data = stateData(of: instance) else { return nil }
        return Unmanaged<RangeSliderWidget>.fromOpaque(data).takeUnretainedValue()
    }

    /// The Swift state of a `CeRangeSlider` as an unretained pointer (nil when `instance` is not
    /// one), for code that must not retain it (see ``inputTarget(_:)``).
    static func stateData(of instance: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let instance,
            g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), gtkType) != 0
        else { return nil }
        return g_object_get_qdata(instance.assumingMemoryBound(to: GObject.self), RangeSliderGObject.stateQuark)
    }

    static func state(of widget: UnsafeMutablePointer<GtkWidget>?) -> RangeSliderWidget? {
        state(of: UnsafeMutableRawPointer(widget))
    }

    static func state(of object: UnsafeMutablePointer<GObject>?) -> RangeSliderWidget? {
        state(of: UnsafeMutableRawPointer(object))
    }

    /// How many `RangeSliderWidget` objects are alive in the process: a diagnostic for
    /// lifetime tests (each widget's state is released exactly once).
    public static var liveCount: Int { liveStates }

    nonisolated(unsafe) static var liveStates = 0

    var gobject: UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(gtkWidget).assumingMemoryBound(to: GObject.self)
    }

    /// The GObject's reference count (a diagnostic; GLib updates it atomically).
    var gobjectReferenceCount: guint { gobject.pointee.ref_count }

    /// Called at the end of `init(instance:)`: points the instance at this object.
    func attachToInstance() {
        RangeSliderWidget.liveStates += 1
        g_object_set_qdata(gobject, RangeSliderGObject.stateQuark, Unmanaged.passUnretained(self).toOpaque())
        binding.publishedProperties = PublishedPropertyValues(
            slots: RangeSliderProperties.publishedSlots,
            values: RangeSliderProperties.all.map { $0.get(self) })
    }

    /// `RangeSliderWidget()`: the new instance is floating; Swift becomes its only holder,
    /// through the toggle reference (case 2), and the GObject holds this object weakly.
    func takeOwnershipOfNewInstance() {
        g_object_ref_sink(gobject)  // the floating reference becomes ours...
        takeToggleReference()
        g_object_unref(gobject)  // ...and goes: only the toggle reference is left
    }

    /// Adds the toggle reference, once. Its notifications keep `binding.ownership.reference` in line
    /// with the reference count from then on (for an instance created outside Swift, the GObject
    /// already holds this object strongly, which matches the count of 2 or more it has now).
    func takeToggleReference() {
        guard !binding.ownership.hasToggleReference, !binding.ownership.deinitializing else { return }
        g_object_add_toggle_ref(gobject, RangeSliderGObject.toggleNotify, Unmanaged.passUnretained(self).toOpaque())
        binding.ownership.hasToggleReference = true
    }

    /// GLib's toggle notification (see the top of this file). Returns the GObject's reference
    /// when it is to be dropped: the caller drops it after it stops using `self`.
    func toggled(isLastRef: Bool) -> RangeSliderWidget? {
        guard !binding.ownership.deinitializing else { return nil }
        if isLastRef {
            guard binding.ownership.reference != nil, binding.ownership.pendingRelease == 0 else { return nil }
            if !isKnownUniquelyReferenced(&binding.ownership.reference) {
                return binding.ownership.reference.take()  // Swift holds us too: no deinit now
            }
            // Ours is the last reference: dropping it here would run deinit inside g_object_unref.
            binding.ownership.pendingRelease = g_idle_add_full(
                G_PRIORITY_DEFAULT_IDLE, RangeSliderGObject.releaseWhenUnreferenced,
                Unmanaged.passUnretained(self).toOpaque(), nil)
        } else {
            if binding.ownership.pendingRelease != 0 {
                g_source_remove(binding.ownership.pendingRelease)
                binding.ownership.pendingRelease = 0
            }
            if binding.ownership.reference == nil { binding.ownership.reference = self }
        }
        return nil
    }

    /// `deinit`. Case 1 (no toggle reference): the GObject's finalize released us; the widget
    /// was disposed before (which detached us) and is being finalized, so nothing here may
    /// touch it. Case 2: nothing holds us, so the GObject's count is 1 (the toggle
    /// reference); detach, then let the widget go.
    func releaseInstance() {
        binding.ownership.deinitializing = true
        RangeSliderWidget.liveStates -= 1
        if binding.ownership.pendingRelease != 0 {
            g_source_remove(binding.ownership.pendingRelease)
            binding.ownership.pendingRelease = 0
        }
        guard binding.ownership.hasToggleReference else { return }
        let object = gobject
        g_object_ref(object)  // ours, so the widget outlives the next lines (notification ignored)
        g_object_set_qdata(object, RangeSliderGObject.stateQuark, nil)
        detachFromWidget()
        SwiftWidgetType.setImplementation(nil, for: gtkWidget)
        SwiftWidgetType.setImplementation(nil, for: trough)
        g_object_remove_toggle_ref(object, RangeSliderGObject.toggleNotify, Unmanaged.passUnretained(self).toOpaque())
        g_object_unref(object)  // usually the last reference: dispose and finalize run now
    }

    // MARK: Notifications and signals

    /// Emits `notify` for every GObject property whose value differs from the one last
    /// announced: values the policy changed indirectly (an upper value pushed by the lower
    /// one, a default increment that follows the range, a theme colour) included, and nothing
    /// for an assignment that changed nothing. Called after every change.
    ///
    /// `onlyValues` (a change of the thumbs' values, not of the range or the thumb count) reads
    /// just the properties such a change can change (those declared `changesWithValues`: the
    /// lower and upper values, `value`, `fraction`, and whether the ends are open): what every
    /// drag step runs, so it does not ask CSS for the colours or read the other properties.
    /// `endsMoved` narrows that further when the caller knows whether the first and the last
    /// thumb moved (a drag step): only the properties that read a moved end are compared
    /// (``RangeSliderProperties/firstThumbIndices``, ``RangeSliderProperties/lastThumbIndices``),
    /// none when only thumbs between them moved. Debug builds then check that no other property
    /// changed unannounced.
    ///
    /// Every property is declared `G_PARAM_EXPLICIT_NOTIFY`, so GObject itself never notifies:
    /// a property gets exactly one `notify` per change, from here, and none without a change.
    func publishPropertyChanges(onlyValues: Bool = false, endsMoved: (first: Bool, last: Bool)? = nil) {
        guard !binding.publishedProperties.isEmpty, !binding.ownership.deinitializing, gobjectReferenceCount > 0 else {
            return
        }
        // A bit per property (there are fewer than 64): no allocation on the drag path.
        var changed: UInt64 = 0
        let indices = onlyValues ? RangeSliderProperties.valueIndices : RangeSliderProperties.allIndices
        if onlyValues {
            // The value getters read the values only (no CSS, nothing that publishes in turn):
            // the published values are compared in place (the binding's field is unchecked
            // for exclusivity), with no copy of them.
            if let ends = endsMoved {
                if ends.first {
                    comparePublished(
                        RangeSliderProperties.firstThumbIndices, with: &binding.publishedProperties, changed: &changed)
                }
                if ends.last {
                    comparePublished(
                        RangeSliderProperties.lastThumbIndices, with: &binding.publishedProperties, changed: &changed)
                }
            } else {
                comparePublished(
                    RangeSliderProperties.valueIndices, with: &binding.publishedProperties, changed: &changed)
            }
        } else {
            for index in indices {
                if binding.publishedProperties.update(RangeSliderProperties.all[index].get(self), at: index) {
                    changed |= 1 << UInt64(index)
                }
            }
        }
        #if DEBUG
            if onlyValues {
                let unannounced = unpublishedPropertyChanges()
                assert(
                    unannounced.isEmpty,
                    "a value change changed \(unannounced), which are not declared changesWithValues")
            }
        #endif
        guard changed != 0 else { return }
        let specs = RangeSliderGObject.paramSpecs
        guard specs.count == RangeSliderProperties.all.count else { return }
        // One property (a drag step's lower or upper value): notify it; freezing and thawing
        // cost more than the notify itself. Several: frozen, so handlers run once every
        // notify is queued, each property once.
        if changed & (changed - 1) == 0 {
            g_object_notify_by_pspec(gobject, specs[changed.trailingZeroBitCount])
            return
        }
        g_object_freeze_notify(gobject)
        for index in indices where changed & (1 << UInt64(index)) != 0 {
            g_object_notify_by_pspec(gobject, specs[index])
        }
        g_object_thaw_notify(gobject)
    }

    /// Compares the properties at `indices` with `published`, taking each changed value and
    /// setting its bit in `changed`. Each getter is called from the table in place: a copy of
    /// it (an array of the getters alone) holds a context that every call retains and releases.
    private func comparePublished(
        _ indices: [Int], with published: inout PublishedPropertyValues, changed: inout UInt64
    ) {
        for index in indices where published.update(RangeSliderProperties.all[index].get(self), at: index) {
            changed |= 1 << UInt64(index)
        }
    }

    /// Publishes a change of the one property at `index` in ``RangeSliderProperties/all``: for
    /// setters that change nothing else (a colour, the curvaceousness), so that a burst of
    /// assignments compares one property each rather than all of them. Debug builds check that
    /// nothing else changed.
    func publishPropertyChange(at index: Int) {
        guard !binding.publishedProperties.isEmpty, !binding.ownership.deinitializing, gobjectReferenceCount > 0 else {
            return
        }
        let value = RangeSliderProperties.all[index].get(self)
        #if DEBUG
            defer {
                let unannounced = unpublishedPropertyChanges()
                assert(
                    unannounced.isEmpty,
                    "a change of \(RangeSliderProperties.all[index].name) also changed \(unannounced)")
            }
        #endif
        guard binding.publishedProperties.update(value, at: index) else { return }
        let specs = RangeSliderGObject.paramSpecs
        guard index < specs.count else { return }
        g_object_notify_by_pspec(gobject, specs[index])
    }

    /// The names of the properties (colours aside, which follow the CSS and are published when
    /// it changes) whose value differs from the one last announced: empty whenever every change
    /// has been notified. A diagnostic for debug builds and tests.
    @_spi(Testing)
    public func unpublishedPropertyChanges() -> [String] {
        guard !binding.publishedProperties.isEmpty else { return [] }
        let style = Set(RangeSliderProperties.styleIndices)
        return RangeSliderProperties.all.indices.filter { index in
            !style.contains(index) && RangeSliderProperties.all[index].get(self) != binding.publishedProperties[index]
        }.map { RangeSliderProperties.all[$0].name }
    }

    /// The GObject signal for an observer event, if there is one.
    func emitGObjectSignal(for event: RangeSliderEvent) {
        guard !binding.ownership.deinitializing, gobjectReferenceCount > 0 else { return }
        switch event {
        case .valueChanged(let lower, let upper, _):
            RangeSliderGObject.emit(changing: false, lower: lower, upper: upper, on: gtkWidget)
        case .valueChanging(let lower, let upper):
            RangeSliderGObject.emit(changing: true, lower: lower, upper: upper, on: gtkWidget)
        case .rangeChanged, .dragBegan, .dragEnded, .thumbDragBegan, .thumbDragEnded:
            break
        }
        RangeSliderThumbSignals.emit(for: event, on: self)
    }

    /// The GType of `CeTrackClickBehavior`, the enumeration of the `track-click-behavior`
    /// property.
    public static var trackClickBehaviorGType: GType { RangeSliderEnums.trackClickBehaviorType }

    /// The GType of `CeSliderMode`, the enumeration of the `mode` property.
    public static var sliderModeGType: GType { RangeSliderEnums.sliderModeType }

    /// The GType of `CeValuePopoverVisibility`, the enumeration of the
    /// `value-popover-visibility` property.
    public static var valuePopoverVisibilityGType: GType { RangeSliderEnums.valuePopoverVisibilityType }
}
