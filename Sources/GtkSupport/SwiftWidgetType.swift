// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim

/// The Swift side of a widget whose GType was registered with ``SwiftWidgetType``: GTK calls
/// these from the type's virtual functions.
public protocol WidgetImplementation: AnyObject {
    /// GtkWidgetClass.measure: the minimum and natural size along `orientation`.
    func measure(orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32)
    /// GtkWidgetClass.size_allocate: place children in a `width` × `height` allocation.
    func sizeAllocate(width: Int32, height: Int32, baseline: Int32)
    /// GtkWidgetClass.snapshot: draw, then snapshot children.
    func snapshot(_ snapshot: OpaquePointer)
    /// GObjectClass.dispose, before the children are unparented and GtkWidget's dispose runs:
    /// drop what refers to the widget (event controllers, timers). May be called more than
    /// once. The default does nothing.
    func dispose()
}

extension WidgetImplementation {
    public func dispose() {}
}

/// A GtkWidget subclass registered with the GObject type system from Swift, whose virtual
/// functions forward to a ``WidgetImplementation``.
///
/// The parent type is GtkWidget unless `register` is given another (e.g. GtkRange, whose
/// accessible object GTK 4.8's AT-SPI bridge exports with a Value interface). Whatever the
/// parent, measure, size_allocate and snapshot are this type's (GtkWidget's own without an
/// implementation); every other virtual function, the properties, signals and instance set-up
/// stay the parent's. Dispose chains to the parent class's dispose.
///
/// **Ownership.** An instance refers to its implementation weakly (a box in its object data,
/// released when the instance is finalized); without one it behaves as a plain GtkWidget. A
/// caller that needs the implementation to live as long as the instance keeps it alive itself.
/// On dispose the instance calls ``WidgetImplementation/dispose()``, then, when the parent is
/// GtkWidget, unparents its children. Under another parent class the children are that class's
/// (GtkRange unparents its parts in finalize): the implementation unparents any child it added,
/// in ``WidgetImplementation/dispose()``.
public struct SwiftWidgetType {
    /// The registered type.
    public let gtype: GType

    /// Registers (once per process) a GtkWidget subclass named `name` with CSS node name
    /// `cssName` and accessible role `role`. Registering the same name again returns the type.
    ///
    /// For a type that C, Python or GtkBuilder create themselves: `classInit` runs at the end of
    /// the class initialisation (install properties and signals, override more virtual
    /// functions there), `instanceInit` for every new instance (after GtkWidget's), and the type
    /// implements each of `interfaces` (interfaces without methods, such as GtkOrientable).
    /// `flags` are the GTypeFlags (G_TYPE_FLAG_FINAL for a type nobody may derive from).
    /// `parent` is the parent type: GtkWidget (the default) or a GtkWidget subclass; the class
    /// and instance sizes are the parent's.
    public static func register(
        name: String, cssName: String, role: GtkAccessibleRole,
        parent: GType = gtk_widget_get_type(),
        flags: GTypeFlags = GTypeFlags(rawValue: 0),
        classInit: GClassInitFunc? = nil,
        instanceInit: GInstanceInitFunc? = nil,
        interfaces: [GType] = []
    ) -> SwiftWidgetType {
        let existing = g_type_from_name(name)
        if existing != 0 { return SwiftWidgetType(gtype: existing) }
        var parentInfo = GTypeQuery()
        g_type_query(parent, &parentInfo)
        // Lives as long as the type.
        let config = Unmanaged.passRetained(ClassConfig(cssName: cssName, role: role, classInit: classInit)).toOpaque()
        var info = GTypeInfo(
            class_size: guint16(parentInfo.class_size),
            base_init: nil, base_finalize: nil,
            class_init: { klass, data in
                guard let klass, let data else { return }
                let config = Unmanaged<ClassConfig>.fromOpaque(data).takeUnretainedValue()
                let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
                widgetClass.pointee.measure = swiftMeasure
                widgetClass.pointee.size_allocate = swiftSizeAllocate
                widgetClass.pointee.snapshot = swiftSnapshot
                klass.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = swiftDispose
                gtk_widget_class_set_css_name(widgetClass, config.cssName)
                gtk_widget_class_set_accessible_role(widgetClass, config.role)
                config.classInit?(klass, nil)
            },
            class_finalize: nil, class_data: UnsafeRawPointer(config),
            instance_size: guint16(parentInfo.instance_size),
            n_preallocs: 0, instance_init: instanceInit, value_table: nil)
        let gtype = g_type_register_static(parent, name, &info, flags)
        var noMethods = GInterfaceInfo(interface_init: nil, interface_finalize: nil, interface_data: nil)
        for interface in interfaces {
            g_type_add_interface_static(gtype, interface, &noMethods)
        }
        return SwiftWidgetType(gtype: gtype)
    }

    /// A new instance (floating, as GTK widgets are), optionally with its own CSS node name.
    public func new(cssName: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        if let cssName { return cgtk_widget_new_with_css_name(gtype, cssName) }
        return cgtk_widget_new_with_css_name(gtype, nil)
    }

    /// Connects `widget` to `implementation` (weakly), or disconnects it with nil.
    public static func setImplementation(
        _ implementation: WidgetImplementation?,
        for widget: UnsafeMutablePointer<GtkWidget>
    ) {
        let object = UnsafeMutableRawPointer(widget)
        if let implementation {
            let box = Unmanaged.passRetained(WeakImplementation(implementation)).toOpaque()
            g_object_set_qdata_full(object.assumingMemoryBound(to: GObject.self), implementationQuark, box) { data in
                if let data { Unmanaged<WeakImplementation>.fromOpaque(data).release() }
            }
        } else {
            g_object_set_qdata(object.assumingMemoryBound(to: GObject.self), implementationQuark, nil)
        }
    }

    /// The implementation connected to `widget`, if it is still alive.
    public static func implementation(of widget: UnsafeMutablePointer<GtkWidget>?) -> WidgetImplementation? {
        guard let widget else { return nil }
        guard
            let data = g_object_get_qdata(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                implementationQuark)
        else { return nil }
        return Unmanaged<WeakImplementation>.fromOpaque(data).takeUnretainedValue().implementation
    }
}

private final class ClassConfig {
    let cssName: String
    let role: GtkAccessibleRole
    let classInit: GClassInitFunc?
    init(cssName: String, role: GtkAccessibleRole, classInit: GClassInitFunc?) {
        self.cssName = cssName
        self.role = role
        self.classInit = classInit
    }
}

private final class WeakImplementation {
    weak var implementation: WidgetImplementation?
    init(_ implementation: WidgetImplementation) { self.implementation = implementation }
}

private let implementationQuark = g_quark_from_string("swift-widget-implementation")

/// GtkWidget's own class, to chain up to.
private var widgetParentClass: UnsafeMutablePointer<GtkWidgetClass> {
    g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
}

private let swiftMeasure:
    @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void = {
        widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        if let implementation = SwiftWidgetType.implementation(of: widget) {
            let size = implementation.measure(orientation: orientation, forSize: forSize)
            minimum?.pointee = size.minimum
            natural?.pointee = max(size.minimum, size.natural)
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        } else {
            widgetParentClass.pointee.measure?(
                widget, orientation, forSize, minimum, natural,
                minimumBaseline, naturalBaseline)
        }
    }

private let swiftSizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    widget, width, height, baseline in
    if let implementation = SwiftWidgetType.implementation(of: widget) {
        implementation.sizeAllocate(width: width, height: height, baseline: baseline)
    } else {
        widgetParentClass.pointee.size_allocate?(widget, width, height, baseline)
    }
}

private let swiftSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    widget, snapshot in
    if let implementation = SwiftWidgetType.implementation(of: widget), let snapshot {
        implementation.snapshot(snapshot)
    } else {
        widgetParentClass.pointee.snapshot?(widget, snapshot)
    }
}

private let swiftDispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    SwiftWidgetType.implementation(of: widget)?.dispose()
    let (type, parentClass) = nonSwiftAncestorClass(of: object)
    if type == gtk_widget_get_type() {
        while let child = gtk_widget_get_first_child(widget) {
            gtk_widget_unparent(child)
        }
    }
    parentClass.pointee.dispose?(object)
}

/// The nearest ancestor of `object`'s type whose class is not a Swift widget type's (its
/// dispose is not ``swiftDispose``): the class to chain up to.
private func nonSwiftAncestorClass(of object: UnsafeMutablePointer<GObject>)
    -> (GType, UnsafeMutablePointer<GObjectClass>)
{
    let swift = unsafeBitCast(swiftDispose, to: UnsafeRawPointer.self)
    var type = g_type_parent(object.pointee.g_type_instance.g_class.pointee.g_type)
    while true {
        let objectClass = g_type_class_peek(type)!.assumingMemoryBound(to: GObjectClass.self)
        guard let dispose = objectClass.pointee.dispose,
            unsafeBitCast(dispose, to: UnsafeRawPointer.self) == swift
        else {
            return (type, objectClass)
        }
        type = g_type_parent(type)
    }
}
