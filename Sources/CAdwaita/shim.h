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

/* The adaptive layout's libadwaita 1.4 widgets (AdwBreakpoint, AdwOverlaySplitView), decided
 * when the app is compiled: with an older libadwaita (Debian 12: 1.2) these return FALSE or
 * NULL and do nothing, and the window keeps its one wide layout. */

/* Whether this build has AdwBreakpoint and AdwOverlaySplitView (libadwaita >= 1.4). */
static inline gboolean hp_has_breakpoints(void) {
#if ADW_CHECK_VERSION(1, 4, 0)
    return TRUE;
#else
    return FALSE;
#endif
}

/* An AdwOverlaySplitView showing CONTENT with SIDEBAR at its end, or NULL before 1.4. */
static inline GtkWidget *hp_overlay_split_view_new(GtkWidget *content, GtkWidget *sidebar) {
#if ADW_CHECK_VERSION(1, 4, 0)
    GtkWidget *view = adw_overlay_split_view_new();
    adw_overlay_split_view_set_content(ADW_OVERLAY_SPLIT_VIEW(view), content);
    adw_overlay_split_view_set_sidebar(ADW_OVERLAY_SPLIT_VIEW(view), sidebar);
    adw_overlay_split_view_set_sidebar_position(ADW_OVERLAY_SPLIT_VIEW(view), GTK_PACK_END);
    return view;
#else
    (void)content; (void)sidebar;
    return NULL;
#endif
}

/* Whether VIEW (an AdwOverlaySplitView) is collapsed: its sidebar over the content. */
static inline gboolean hp_overlay_split_view_get_collapsed(GtkWidget *view) {
#if ADW_CHECK_VERSION(1, 4, 0)
    return adw_overlay_split_view_get_collapsed(ADW_OVERLAY_SPLIT_VIEW(view));
#else
    (void)view;
    return FALSE;
#endif
}

/* An AdwBreakpoint for CONDITION (as adw_breakpoint_condition_parse reads it, e.g.
 * "max-width: 600sp") added to WINDOW, an AdwApplicationWindow, which owns it; NULL before 1.4
 * or when CONDITION does not parse. */
static inline GObject *hp_application_window_add_breakpoint(GtkWidget *window, const char *condition) {
#if ADW_CHECK_VERSION(1, 4, 0)
    AdwBreakpointCondition *parsed = adw_breakpoint_condition_parse(condition);
    if (parsed == NULL) return NULL;
    AdwBreakpoint *breakpoint = adw_breakpoint_new(parsed);
    adw_application_window_add_breakpoint(ADW_APPLICATION_WINDOW(window), breakpoint);
    return G_OBJECT(breakpoint);
#else
    (void)window; (void)condition;
    return NULL;
#endif
}

/* While BREAKPOINT applies, OBJECT's boolean, int or double PROPERTY is VALUE
 * (adw_breakpoint_add_setter; GValues, which Swift cannot make from a type macro). */
static inline void hp_breakpoint_set_boolean(GObject *breakpoint, gpointer object, const char *property, gboolean value) {
#if ADW_CHECK_VERSION(1, 4, 0)
    GValue v = G_VALUE_INIT;
    g_value_init(&v, G_TYPE_BOOLEAN);
    g_value_set_boolean(&v, value);
    adw_breakpoint_add_setter(ADW_BREAKPOINT(breakpoint), G_OBJECT(object), property, &v);
    g_value_unset(&v);
#else
    (void)breakpoint; (void)object; (void)property; (void)value;
#endif
}

static inline void hp_breakpoint_set_int(GObject *breakpoint, gpointer object, const char *property, int value) {
#if ADW_CHECK_VERSION(1, 4, 0)
    GValue v = G_VALUE_INIT;
    g_value_init(&v, G_TYPE_INT);
    g_value_set_int(&v, value);
    adw_breakpoint_add_setter(ADW_BREAKPOINT(breakpoint), G_OBJECT(object), property, &v);
    g_value_unset(&v);
#else
    (void)breakpoint; (void)object; (void)property; (void)value;
#endif
}

static inline void hp_breakpoint_set_double(GObject *breakpoint, gpointer object, const char *property, double value) {
#if ADW_CHECK_VERSION(1, 4, 0)
    GValue v = G_VALUE_INIT;
    g_value_init(&v, G_TYPE_DOUBLE);
    g_value_set_double(&v, value);
    adw_breakpoint_add_setter(ADW_BREAKPOINT(breakpoint), G_OBJECT(object), property, &v);
    g_value_unset(&v);
#else
    (void)breakpoint; (void)object; (void)property; (void)value;
#endif
}
