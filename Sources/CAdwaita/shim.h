/* Umbrella header for the system libadwaita 1 (pkg-config: libadwaita-1, Debian 12:
 * libadwaita-1-dev 1.2). Only the house-prices app uses it: the widget library does not. */
#include <adwaita.h>
#include <locale.h>
#include <libintl.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

/* Helpers for what Swift cannot call directly (variadic functions, macros). Each is a
 * one-line wrapper; no app logic lives here. */

/* GtkDropTarget::drop emitted as GTK does for a dropped file (g_signal_emit_by_name is
 * variadic): the in-process drop test's entry point. */
static inline gboolean hp_emit_drop_file(GtkDropTarget *target, GFile *file, double x, double y) {
    GValue value = G_VALUE_INIT;
    gboolean handled = FALSE;
    g_value_init(&value, G_TYPE_FILE);
    g_value_set_object(&value, file);
    g_signal_emit_by_name(target, "drop", &value, x, y, &handled);
    g_value_unset(&value);
    return handled;
}

/* The GFile a GtkDropTarget::drop value holds, or NULL. */
static inline GFile *hp_value_get_file(const GValue *value) {
    return G_VALUE_HOLDS(value, G_TYPE_FILE) ? G_FILE(g_value_get_object(value)) : NULL;
}

/* gtk_drop_target_new for files (G_TYPE_FILE is a function-call macro). */
static inline GtkDropTarget *hp_drop_target_new_for_files(void) {
    return gtk_drop_target_new(G_TYPE_FILE, GDK_ACTION_COPY);
}

/* gtk_application_set_accels_for_action with one accelerator. */
static inline void hp_set_accel(GtkApplication *app, const char *action, const char *accel) {
    const char *accels[] = { accel, NULL };
    gtk_application_set_accels_for_action(app, action, accels);
}

/* The GType name of an object (G_OBJECT_TYPE_NAME is a macro). */
static inline const char *hp_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}

/* GVariant "s" and "as" parameters. */
static inline const GVariantType *hp_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }
