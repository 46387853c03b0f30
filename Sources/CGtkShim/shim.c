// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/* dladdr() and Dl_info (cgtk_image_path) need _GNU_SOURCE, which Swift's import of <dlfcn.h>
 * does not set; it must come before the first system header. (One C file: valgrind 3.19
 * cannot read a library with two DWARF 5 C units beside Swift's DWARF 4.) */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include "CGtkShim.h"
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

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
    if (description == NULL) {
        gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
        gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
        return;
    }
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

void cgtk_accessible_update_labelled_by(GtkAccessible *accessible, GtkAccessible *label) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
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
    /* GTK 4.18 deprecates the X11 backend's whole API, with no replacement: the X11 id is only
     * for X11 input injection (xdotool), which exists nowhere else. */
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return (unsigned long)gdk_x11_surface_get_xid(surface);
    G_GNUC_END_IGNORE_DEPRECATIONS
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

void cgtk_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

void cgtk_snapshot_append_texture_exact(GtkSnapshot *snapshot, GdkTexture *texture,
                                        const graphene_rect_t *bounds) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_snapshot_append_scaled_texture(snapshot, texture, GSK_SCALING_FILTER_NEAREST, bounds);
#else
    gtk_snapshot_append_texture(snapshot, texture, bounds);
#endif
}

void cgtk_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, color);
#else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

gboolean cgtk_widget_point_in(GtkWidget *widget, GtkWidget *target, double x, double y,
                              double *out_x, double *out_y) {
#if GTK_CHECK_VERSION(4, 10, 0)
    graphene_point_t point;
    if (!gtk_widget_compute_point(widget, target, &GRAPHENE_POINT_INIT((float)x, (float)y), &point))
        return FALSE;
    *out_x = point.x;
    *out_y = point.y;
    return TRUE;
#else
    double tx, ty;
    if (!gtk_widget_translate_coordinates(widget, target, x, y, &tx, &ty)) return FALSE;
    *out_x = tx;
    *out_y = ty;
    return TRUE;
#endif
}

GtkWidget *cgtk_color_button_new(const GdkRGBA *rgba) {
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkColorDialog *dialog = gtk_color_dialog_new();
    gtk_color_dialog_set_with_alpha(dialog, TRUE);
    GtkWidget *button = gtk_color_dialog_button_new(dialog);   /* takes the dialog */
    gtk_color_dialog_button_set_rgba(GTK_COLOR_DIALOG_BUTTON(button), rgba);
    return button;
#else
    GtkWidget *button = gtk_color_button_new_with_rgba(rgba);
    gtk_color_chooser_set_use_alpha(GTK_COLOR_CHOOSER(button), TRUE);
    return button;
#endif
}

void cgtk_color_button_get_rgba(GtkWidget *button, GdkRGBA *rgba) {
#if GTK_CHECK_VERSION(4, 10, 0)
    *rgba = *gtk_color_dialog_button_get_rgba(GTK_COLOR_DIALOG_BUTTON(button));
#else
    gtk_color_chooser_get_rgba(GTK_COLOR_CHOOSER(button), rgba);
#endif
}

#if GTK_CHECK_VERSION(4, 10, 0)
/* GtkColorDialogButton has no "colour chosen" signal, only notify::rgba, which set_rgba also
 * emits: set_rgba blocks this key's handlers around its own change. */
static const char *color_button_setting_key = "cgtk-color-button-setting";
#endif

void cgtk_color_button_set_rgba(GtkWidget *button, const GdkRGBA *rgba) {
#if GTK_CHECK_VERSION(4, 10, 0)
    g_object_set_data(G_OBJECT(button), color_button_setting_key, GINT_TO_POINTER(1));
    gtk_color_dialog_button_set_rgba(GTK_COLOR_DIALOG_BUTTON(button), rgba);
    g_object_set_data(G_OBJECT(button), color_button_setting_key, NULL);
#else
    gtk_color_chooser_set_rgba(GTK_COLOR_CHOOSER(button), rgba);
#endif
}

#if GTK_CHECK_VERSION(4, 10, 0)
typedef struct {
    CGtkVoidHandler handler;
    gpointer user_data;
    GClosureNotify destroy;
} ColorChanged;

static void color_button_notified(GObject *button, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    ColorChanged *changed = data;
    if (g_object_get_data(button, color_button_setting_key) == NULL)
        changed->handler(button, changed->user_data);
}

static void color_changed_free(gpointer data, GClosure *closure) {
    ColorChanged *changed = data;
    if (changed->destroy != NULL) changed->destroy(changed->user_data, closure);
    g_free(changed);
}
#endif

gulong cgtk_color_button_connect_changed(GtkWidget *button, CGtkVoidHandler handler,
                                         gpointer user_data, GClosureNotify destroy) {
#if GTK_CHECK_VERSION(4, 10, 0)
    ColorChanged *changed = g_new(ColorChanged, 1);
    changed->handler = handler;
    changed->user_data = user_data;
    changed->destroy = destroy;
    return g_signal_connect_data(button, "notify::rgba", G_CALLBACK(color_button_notified), changed,
                                 color_changed_free, 0);
#else
    return g_signal_connect_data(button, "color-set", G_CALLBACK(handler), user_data, destroy, 0);
#endif
}

void cgtk_color_button_emit_chosen(GtkWidget *button) {
#if GTK_CHECK_VERSION(4, 10, 0)
    g_object_notify(G_OBJECT(button), "rgba");
#else
    g_signal_emit_by_name(button, "color-set");
#endif
}

typedef struct {
    CGtkFileChosen chosen;
    gpointer user_data;
    GDestroyNotify destroy;
} FileAnswer;

static void file_answer(FileAnswer *answer, GFile *file) {
    answer->chosen(file, answer->user_data);
    if (answer->destroy != NULL) answer->destroy(answer->user_data);
    g_free(answer);
}

#if GTK_CHECK_VERSION(4, 10, 0)
static void file_dialog_finished(GObject *source, GAsyncResult *result, gpointer data) {
    GtkFileDialog *dialog = GTK_FILE_DIALOG(source);
    FileAnswer *answer = data;
    gboolean save = GPOINTER_TO_INT(g_object_get_data(source, "cgtk-save"));
    GError *error = NULL;
    GFile *file = save ? gtk_file_dialog_save_finish(dialog, result, &error)
                       : gtk_file_dialog_open_finish(dialog, result, &error);
    g_clear_error(&error);   /* cancelled or dismissed: no file */
    file_answer(answer, file);
    g_clear_object(&file);
    g_object_unref(dialog);   /* the reference cgtk_file_dialog_run kept */
}
#else
static void file_chooser_responded(GtkNativeDialog *chooser, int response, gpointer data) {
    GFile *file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file(GTK_FILE_CHOOSER(chooser)) : NULL;
    file_answer(data, file);
    g_clear_object(&file);
    gtk_native_dialog_destroy(chooser);
    g_object_unref(chooser);   /* the reference gtk_file_chooser_native_new returned */
}
#endif

void cgtk_file_dialog_run(GtkWindow *parent, gboolean save, const char *title, const char *accept_label,
                          GtkFileFilter *filter, const char *initial_name,
                          CGtkFileChosen chosen, gpointer user_data, GDestroyNotify destroy) {
    FileAnswer *answer = g_new(FileAnswer, 1);
    answer->chosen = chosen;
    answer->user_data = user_data;
    answer->destroy = destroy;
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(dialog, title);
    gtk_file_dialog_set_accept_label(dialog, accept_label);
    gtk_file_dialog_set_modal(dialog, TRUE);
    if (filter != NULL) {
        GListStore *filters = g_list_store_new(GTK_TYPE_FILE_FILTER);
        g_list_store_append(filters, filter);
        gtk_file_dialog_set_filters(dialog, G_LIST_MODEL(filters));
        gtk_file_dialog_set_default_filter(dialog, filter);
        g_object_unref(filters);
    }
    if (save && initial_name != NULL) gtk_file_dialog_set_initial_name(dialog, initial_name);
    g_object_set_data(G_OBJECT(dialog), "cgtk-save", GINT_TO_POINTER(save));
    if (save)
        gtk_file_dialog_save(dialog, parent, NULL, file_dialog_finished, answer);
    else
        gtk_file_dialog_open(dialog, parent, NULL, file_dialog_finished, answer);
#else
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new(
        title, parent, save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN, accept_label, NULL);
    if (save && initial_name != NULL) gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), initial_name);
    if (filter != NULL) gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), filter);
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(chooser), TRUE);
    g_signal_connect(chooser, "response", G_CALLBACK(file_chooser_responded), answer);
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
#endif
}

gboolean cgtk_thumbs_are_ranges(void) {
    return !GTK_CHECK_VERSION(4, 10, 0);
}

GType cgtk_thumb_parent_type(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return GTK_TYPE_WIDGET;
#else
    return GTK_TYPE_RANGE;
#endif
}

#if GTK_CHECK_VERSION(4, 10, 0)
static GQuark accessible_value_request_quark(void) {
    return g_quark_from_static_string("cgtk-accessible-value-request");
}

static gboolean accessible_range_set_current_value(GtkAccessibleRange *range, double value) {
    CGtkAccessibleValueRequest request =
        (CGtkAccessibleValueRequest)g_type_get_qdata(G_OBJECT_TYPE(range), accessible_value_request_quark());
    if (request == NULL || !isfinite(value)) return FALSE;
    return request(GTK_WIDGET(range), value);
}

static void accessible_range_init(gpointer g_iface, gpointer data) {
    (void)data;
    ((GtkAccessibleRangeInterface *)g_iface)->set_current_value = accessible_range_set_current_value;
}
#endif

void cgtk_add_accessible_range(GType type, CGtkAccessibleValueRequest request) {
#if GTK_CHECK_VERSION(4, 10, 0)
    static const GInterfaceInfo info = { accessible_range_init, NULL, NULL };
    if (g_type_is_a(type, GTK_TYPE_ACCESSIBLE_RANGE)) return;
    g_type_set_qdata(type, accessible_value_request_quark(), (gpointer)request);
    g_type_add_interface_static(type, GTK_TYPE_ACCESSIBLE_RANGE, &info);
#else
    (void)type;
    (void)request;
#endif
}

gboolean cgtk_accessible_set_current_value(GtkWidget *thumb, double value) {
#if GTK_CHECK_VERSION(4, 10, 0)
    if (!GTK_IS_ACCESSIBLE_RANGE(thumb)) return FALSE;
    return GTK_ACCESSIBLE_RANGE_GET_IFACE(thumb)->set_current_value(GTK_ACCESSIBLE_RANGE(thumb), value);
#else
    gtk_range_set_value(GTK_RANGE(thumb), value);
    return TRUE;
#endif
}

gboolean cgtk_accessible_announce(GtkAccessible *accessible, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
    /* GTK's in-process test context (GTK_A11Y=test or none) has no announce implementation, and
     * GTK 4.18 calls it unchecked (a NULL call): announce only to a real assistive technology. */
    GtkATContext *context = gtk_accessible_get_at_context(accessible);
    gboolean announced = context != NULL && g_strcmp0(G_OBJECT_TYPE_NAME(context), "GtkTestATContext") != 0;
    if (announced)
        gtk_accessible_announce(accessible, message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
    g_clear_object(&context);
    return announced;
#else
    (void)accessible;
    (void)message;
    return FALSE;
#endif
}

gboolean cgtk_can_announce(void) {
    return GTK_CHECK_VERSION(4, 14, 0);
}
