/*
 * CGtkShim: the few things Swift cannot call in GTK 4 directly.
 *
 * Swift cannot import G_CALLBACK casts or variadic functions such as
 * g_signal_connect() and g_log(). Each function here is a one-line,
 * type-checked wrapper around one of them. No widget logic lives in C.
 */
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Handler shapes for the signals the Swift code connects to. */
typedef void (*CGtkVoidHandler)(gpointer instance, gpointer user_data);
typedef void (*CGtkDoublePairHandler)(gpointer instance, double a, double b, gpointer user_data);
typedef void (*CGtkPointerHandler)(gpointer instance, gpointer arg, gpointer user_data);
typedef gboolean (*CGtkKeyHandler)(gpointer instance, guint keyval, guint keycode,
                                   GdkModifierType state, gpointer user_data);

/*
 * Connect `handler` to `signal` on `instance`. `user_data` is owned by the
 * connection: `destroy` is called exactly once, when the handler is
 * disconnected or the instance is finalized. Returns the handler id.
 */
gulong cgtk_connect_void(gpointer instance, const char *signal, CGtkVoidHandler handler,
                         gpointer user_data, GClosureNotify destroy);
/* For signals such as GtkGestureDrag::drag-update (double, double). */
gulong cgtk_connect_double_pair(gpointer instance, const char *signal, CGtkDoublePairHandler handler,
                                gpointer user_data, GClosureNotify destroy);
/* For signals with one pointer argument (GtkGesture::cancel, GObject::notify, ...). */
gulong cgtk_connect_pointer(gpointer instance, const char *signal, CGtkPointerHandler handler,
                            gpointer user_data, GClosureNotify destroy);
/* For GtkEventControllerKey::key-pressed. */
gulong cgtk_connect_key(gpointer instance, const char *signal, CGtkKeyHandler handler,
                        gpointer user_data, GClosureNotify destroy);

/* g_log() with a plain message (g_log is variadic). */
void cgtk_log_warning(const char *domain, const char *message);
void cgtk_log_message(const char *domain, const char *message);

/* G_TYPE_CHECK_INSTANCE_TYPE (GTK_IS_WIDGET is a macro). */
gboolean cgtk_is_widget(gpointer instance);

/* X11 window id of a realized native widget, 0 when not on X11. */
unsigned long cgtk_x11_xid(GtkWidget *native_widget);

G_END_DECLS

#endif
