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
