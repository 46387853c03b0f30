// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
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

/* One call for both platforms where libadwaita 1.5 replaced a window with a dialog
 * (ADW_CHECK_VERSION inside): AdwAboutDialog and AdwAlertDialog from 1.5, AdwAboutWindow and
 * AdwMessageDialog before. A dialog presented over an AdwApplicationWindow is drawn inside it,
 * not as a toplevel window. */
#if ADW_CHECK_VERSION(1, 5, 0)
#define HP_ABOUT(call) adw_about_dialog_##call
#define HP_ABOUT_CAST(object) ADW_ABOUT_DIALOG(object)
#define HP_ALERT(call) adw_alert_dialog_##call
#define HP_ALERT_CAST(object) ADW_ALERT_DIALOG(object)
#else
#define HP_ABOUT(call) adw_about_window_##call
#define HP_ABOUT_CAST(object) ADW_ABOUT_WINDOW(object)
#define HP_ALERT(call) adw_message_dialog_##call
#define HP_ALERT_CAST(object) ADW_MESSAGE_DIALOG(object)
#endif

/* A new about dialog (floating when a dialog, owned by GTK's toplevels when a window). */
static inline GtkWidget *hp_about_new(void) { return HP_ABOUT(new)(); }
static inline void hp_about_set_application_name(GtkWidget *about, const char *value) { HP_ABOUT(set_application_name)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_set_application_icon(GtkWidget *about, const char *value) { HP_ABOUT(set_application_icon)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_set_version(GtkWidget *about, const char *value) { HP_ABOUT(set_version)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_set_developer_name(GtkWidget *about, const char *value) { HP_ABOUT(set_developer_name)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_set_comments(GtkWidget *about, const char *value) { HP_ABOUT(set_comments)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_set_website(GtkWidget *about, const char *value) { HP_ABOUT(set_website)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_set_license_type(GtkWidget *about, GtkLicense value) { HP_ABOUT(set_license_type)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_set_copyright(GtkWidget *about, const char *value) { HP_ABOUT(set_copyright)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_set_translator_credits(GtkWidget *about, const char *value) { HP_ABOUT(set_translator_credits)(HP_ABOUT_CAST(about), value); }
static inline void hp_about_add_legal_section(GtkWidget *about, const char *title, const char *copyright, GtkLicense license_type, const char *license) {
    HP_ABOUT(add_legal_section)(HP_ABOUT_CAST(about), title, copyright, license_type, license);
}
static inline void hp_about_add_link(GtkWidget *about, const char *title, const char *url) { HP_ABOUT(add_link)(HP_ABOUT_CAST(about), title, url); }

/* A new alert dialog with a heading and a body; on libadwaita < 1.5 a window transient for
 * `parent` (the dialog form takes its parent when presented). */
static inline GtkWidget *hp_alert_new(GtkWidget *parent, const char *heading, const char *body) {
#if ADW_CHECK_VERSION(1, 5, 0)
    (void)parent;
    return adw_alert_dialog_new(heading, body);
#else
    return adw_message_dialog_new(GTK_WINDOW(parent), heading, body);
#endif
}
static inline void hp_alert_set_extra_child(GtkWidget *alert, GtkWidget *child) { HP_ALERT(set_extra_child)(HP_ALERT_CAST(alert), child); }
static inline void hp_alert_add_response(GtkWidget *alert, const char *id, const char *label) { HP_ALERT(add_response)(HP_ALERT_CAST(alert), id, label); }

/* Shows an about or alert dialog from above, modal over `parent` (a window or any widget in
 * one; may be NULL). */
static inline void hp_dialog_present(GtkWidget *dialog, GtkWidget *parent) {
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_dialog_present(ADW_DIALOG(dialog), parent);
#else
    if (parent != NULL && GTK_IS_WINDOW(gtk_widget_get_root(parent))) {
        gtk_window_set_transient_for(GTK_WINDOW(dialog), GTK_WINDOW(gtk_widget_get_root(parent)));
        gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
    }
    gtk_window_present(GTK_WINDOW(dialog));
#endif
}

/* The title of `widget` when it is a dialog drawn inside a window (libadwaita 1.5+; an alert's
 * heading when it has no title), otherwise NULL: what a list of the open toplevels adds for
 * such dialogs, as their window titles before. */
static inline const char *hp_dialog_title(GtkWidget *widget) {
#if ADW_CHECK_VERSION(1, 5, 0)
    if (!ADW_IS_DIALOG(widget)) return NULL;
    const char *title = adw_dialog_get_title(ADW_DIALOG(widget));
    if ((title == NULL || *title == '\0') && ADW_IS_ALERT_DIALOG(widget))
        title = adw_alert_dialog_get_heading(ADW_ALERT_DIALOG(widget));
    return title != NULL ? title : "";
#else
    (void)widget;
    return NULL;
#endif
}
