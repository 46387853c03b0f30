/* dladdr() and Dl_info (cgtk_image_path) need _GNU_SOURCE, which Swift's import of <dlfcn.h>
 * does not set; it must come before the first system header. (One C file: valgrind 3.19
 * cannot read a library with two DWARF 5 C units beside Swift's DWARF 4.) */
#define _GNU_SOURCE
#include <dlfcn.h>
#include "CGtkShim.h"
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

gulong cgtk_connect_void(gpointer instance, const char *signal, CGtkVoidHandler handler,
                         gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

gulong cgtk_connect_double_pair(gpointer instance, const char *signal, CGtkDoublePairHandler handler,
                                gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

gulong cgtk_connect_pointer(gpointer instance, const char *signal, CGtkPointerHandler handler,
                            gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

gulong cgtk_connect_key(gpointer instance, const char *signal, CGtkKeyHandler handler,
                        gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

gulong cgtk_connect_double_pair_bool(gpointer instance, const char *signal, CGtkDoublePairBoolHandler handler,
                                     gpointer user_data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), user_data, destroy, 0);
}

GtkWidget *cgtk_widget_new_with_css_name(GType type, const char *css_name) {
    return GTK_WIDGET(g_object_new(type, "css-name", css_name, NULL));
}

void cgtk_object_set_bool(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

gboolean cgtk_object_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

void cgtk_accessible_update_range(GtkAccessible *accessible, double minimum, double maximum,
                                  double now, const char *text) {
    gtk_accessible_update_property(accessible,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                   -1);
}

void cgtk_accessible_update_value_fields(GtkAccessible *accessible, gboolean set_minimum, double minimum,
                                        gboolean set_maximum, double maximum, gboolean set_now, double now,
                                        const char *text) {
    GtkAccessibleProperty properties[5];
    GValue values[5] = { G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT };
    int n = 0;
    if (set_minimum) { properties[n] = GTK_ACCESSIBLE_PROPERTY_VALUE_MIN; g_value_init (&values[n], G_TYPE_DOUBLE); g_value_set_double (&values[n++], minimum); }
    if (set_maximum) { properties[n] = GTK_ACCESSIBLE_PROPERTY_VALUE_MAX; g_value_init (&values[n], G_TYPE_DOUBLE); g_value_set_double (&values[n++], maximum); }
    if (set_now) { properties[n] = GTK_ACCESSIBLE_PROPERTY_VALUE_NOW; g_value_init (&values[n], G_TYPE_DOUBLE); g_value_set_double (&values[n++], now); }
    if (text != NULL) {
        properties[n] = GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT; g_value_init (&values[n], G_TYPE_STRING); g_value_set_static_string (&values[n++], text);
        properties[n] = GTK_ACCESSIBLE_PROPERTY_DESCRIPTION; g_value_init (&values[n], G_TYPE_STRING); g_value_set_static_string (&values[n++], text);
    }
    if (n == 0) return;
    gtk_accessible_update_property_value (accessible, n, properties, values);
    for (int i = 0; i < n; i++) g_value_unset (&values[i]);
}

void cgtk_accessible_update_value_text(GtkAccessible *accessible, const char *text, const char *description) {
    gtk_accessible_update_property(accessible,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                   -1);
}

void cgtk_accessible_update_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void cgtk_accessible_update_hidden(GtkAccessible *accessible, gboolean hidden) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

void cgtk_accessible_update_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void cgtk_accessible_update_orientation(GtkAccessible *accessible, GtkOrientation orientation) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_ORIENTATION, orientation, -1);
}

char *cgtk_test_accessible_check_double(GtkAccessible *accessible, GtkAccessibleProperty property, double value) {
    return gtk_test_accessible_check_property(accessible, property, value);
}

char *cgtk_test_accessible_check_string(GtkAccessible *accessible, GtkAccessibleProperty property, const char *value) {
    return gtk_test_accessible_check_property(accessible, property, value);
}

void cgtk_log_warning(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_WARNING, "%s", message);
}

void cgtk_log_message(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_MESSAGE, "%s", message);
}

gboolean cgtk_is_widget(gpointer instance) {
    return instance != NULL && GTK_IS_WIDGET(instance);
}

unsigned long cgtk_x11_xid(GtkWidget *native_widget) {
#ifdef GDK_WINDOWING_X11
    GtkNative *native = gtk_widget_get_native(native_widget);
    if (native == NULL) return 0;
    GdkSurface *surface = gtk_native_get_surface(native);
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) return 0;
    return (unsigned long)gdk_x11_surface_get_xid(surface);
#else
    (void)native_widget;
    return 0;
#endif
}

const char *cgtk_image_path(void) {
    Dl_info info;
    if (dladdr((void *)cgtk_image_path, &info) != 0 && info.dli_fname != NULL)
        return info.dli_fname;
    return NULL;
}
