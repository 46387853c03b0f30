// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
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
/* gettext's binding functions, for the slider's own text domain (SliderLocalization.swift). */
#include <libintl.h>

G_BEGIN_DECLS

/* Handler shapes for the signals the Swift code connects to (GtkSignal in GtkSupport connects
 * them with g_signal_connect_data, one path for every shape). */
typedef void (*CGtkVoidHandler)(gpointer instance, gpointer user_data);
typedef void (*CGtkDoublePairHandler)(gpointer instance, double a, double b, gpointer user_data);
typedef void (*CGtkPointerHandler)(gpointer instance, gpointer arg, gpointer user_data);
typedef gboolean (*CGtkKeyHandler)(gpointer instance, guint keyval, guint keycode,
                                   GdkModifierType state, gpointer user_data);
/* For signals with two doubles that return a gboolean (GtkEventControllerScroll::scroll). */
typedef gboolean (*CGtkDoublePairBoolHandler)(gpointer instance, double a, double b, gpointer user_data);

/* g_object_new (type, "css-name", css_name, NULL): a widget with its own CSS node name. */
GtkWidget *cgtk_widget_new_with_css_name(GType type, const char *css_name);

/* g_object_set (object, name, value, NULL) for one boolean property. */
void cgtk_object_set_bool(gpointer object, const char *name, gboolean value);

/* g_object_get (object, name, &value, NULL) for one boolean property. */
gboolean cgtk_object_get_bool(gpointer object, const char *name);

/* gtk_accessible_update_property (variadic) for a slider's value-min/max/now/text. */
void cgtk_accessible_update_range(GtkAccessible *accessible, double minimum, double maximum,
                                  double now, const char *text);

/* Sets only the given accessible value fields, in one update: minimum, maximum and now when
   their flag is set; the value text, and the same text as the description, when text is not
   NULL. Nothing when no field is given. */
void cgtk_accessible_update_value_fields(GtkAccessible *accessible, gboolean set_minimum, double minimum,
                                        gboolean set_maximum, double maximum, gboolean set_now, double now,
                                        const char *text);

/* gtk_accessible_update_property (variadic) for a value's text and the description: GTK 4.8's
 * AT-SPI bridge exports no value text, but screen readers read the description. A NULL
 * description removes the description (no value is kept for an empty one). */
void cgtk_accessible_update_value_text(GtkAccessible *accessible, const char *text, const char *description);
/* gtk_accessible_update_property (variadic) for the description alone. */
void cgtk_accessible_update_description(GtkAccessible *accessible, const char *description);
/* gtk_accessible_update_state (variadic) for GTK_ACCESSIBLE_STATE_HIDDEN. */
void cgtk_accessible_update_hidden(GtkAccessible *accessible, gboolean hidden);
/* gtk_accessible_update_property (variadic) for the label. */
void cgtk_accessible_update_label(GtkAccessible *accessible, const char *label);
/* gtk_accessible_update_relation (variadic) for the labelled-by relation: `accessible` is
 * labelled by `label` alone (it replaces any relation of that kind, such as a GtkDropDown's
 * own, to its current item). */
void cgtk_accessible_update_labelled_by(GtkAccessible *accessible, GtkAccessible *label);
/* gtk_accessible_update_property (variadic) for the orientation. */
void cgtk_accessible_update_orientation(GtkAccessible *accessible, GtkOrientation orientation);

/* gtk_test_accessible_check_property (variadic), for tests: NULL when the property has the
 * value, otherwise a newly allocated description of the difference (free with g_free). */
char *cgtk_test_accessible_check_double(GtkAccessible *accessible, GtkAccessibleProperty property, double value);
char *cgtk_test_accessible_check_string(GtkAccessible *accessible, GtkAccessibleProperty property, const char *value);

/* g_log() with a plain message (g_log is variadic). */
void cgtk_log_warning(const char *domain, const char *message);
void cgtk_log_message(const char *domain, const char *message);

/* G_TYPE_CHECK_INSTANCE_TYPE (GTK_IS_WIDGET is a macro). */
gboolean cgtk_is_widget(gpointer instance);

/*
 * One call for both platforms where GTK 4.10+ replaced an API (GTK_CHECK_VERSION inside;
 * Debian 12's GTK 4.8 takes the older path, newer GTK the replacement, never a deprecated call).
 */

/* Loads `css` (NUL-terminated) into `provider`: gtk_css_provider_load_from_string (4.12+) or
 * gtk_css_provider_load_from_data. */
void cgtk_css_provider_load(GtkCssProvider *provider, const char *css);

/* The CSS `color` of a widget's node: gtk_widget_get_color (4.10+) or its style context's. */
void cgtk_widget_get_color(GtkWidget *widget, GdkRGBA *color);

/* The point (`x`, `y`) of `widget` in `target`'s coordinates: gtk_widget_compute_point (4.10+)
 * or gtk_widget_translate_coordinates. FALSE (and the outputs untouched) when the widgets have
 * no common ancestor. */
gboolean cgtk_widget_point_in(GtkWidget *widget, GtkWidget *target, double x, double y,
                              double *out_x, double *out_y);

/* A colour button: GtkColorDialogButton (4.10+) or GtkColorButton, with alpha, showing `rgba`.
 * cgtk_color_button_connect_changed calls `handler` when the user picks a colour (not for
 * cgtk_color_button_set_rgba). */
GtkWidget *cgtk_color_button_new(const GdkRGBA *rgba);
void cgtk_color_button_get_rgba(GtkWidget *button, GdkRGBA *rgba);
void cgtk_color_button_set_rgba(GtkWidget *button, const GdkRGBA *rgba);
gulong cgtk_color_button_connect_changed(GtkWidget *button, CGtkVoidHandler handler,
                                         gpointer user_data, GClosureNotify destroy);
/* For tests: what the button emits when the user has picked a colour (notify::rgba on 4.10+,
 * color-set before). */
void cgtk_color_button_emit_chosen(GtkWidget *button);

/* The answer of a file dialog: the chosen file (NULL when cancelled or failed, owned by the
 * caller's callee only for the call). Called exactly once. */
typedef void (*CGtkFileChosen)(GFile *file, gpointer user_data);
/* A modal open (`save` FALSE) or save dialog over `parent`: GtkFileDialog (4.10+; GTK's own
 * dialog where there is no portal) or GtkFileChooserNative. `filter` (may be NULL) is the only
 * and default filter; `initial_name` (may be NULL) the suggested name when saving. `chosen`
 * gets the answer, then `destroy` (may be NULL) `user_data`. */
void cgtk_file_dialog_run(GtkWindow *parent, gboolean save, const char *title, const char *accept_label,
                          GtkFileFilter *filter, const char *initial_name,
                          CGtkFileChosen chosen, gpointer user_data, GDestroyNotify destroy);

/*
 * The slider's thumbs as accessible value objects. GTK 4.8's AT-SPI bridge exports the Value
 * interface only for GTK's own value widgets, so there a thumb is a GtkRange; GTK 4.10+ exports
 * it for any GtkAccessibleRange, so there a thumb is a plain widget implementing that interface.
 */

/* TRUE when thumbs are GtkRanges (GTK < 4.10), FALSE when they implement GtkAccessibleRange. */
gboolean cgtk_thumbs_are_ranges(void);
/* The thumbs' parent type: GtkRange before GTK 4.10, GtkWidget from 4.10 on. */
GType cgtk_thumb_parent_type(void);

/* Called with a thumb and the value an assistive technology asked for (finite; AT-SPI's
 * Value.CurrentValue). Returns whether the request was taken. */
typedef gboolean (*CGtkAccessibleValueRequest)(GtkWidget *thumb, double value);
/* GTK 4.10+: makes `type` (not yet instantiated) implement GtkAccessibleRange, whose
 * set_current_value calls `request` (and refuses NaN and infinities without calling it).
 * Nothing when `type` already implements it, or before GTK 4.10. */
void cgtk_add_accessible_range(GType type, CGtkAccessibleValueRequest request);
/* What AT-SPI's Value.SetCurrentValue does to a thumb: gtk_range_set_value before GTK 4.10,
 * GtkAccessibleRange's set_current_value from 4.10 on. Returns whether it was taken (always
 * TRUE before 4.10). For tests. */
gboolean cgtk_accessible_set_current_value(GtkWidget *thumb, double value);

/* gtk_accessible_announce (GTK 4.14+, medium priority): assistive technologies speak `message`
 * at once. Returns FALSE (and does nothing) before GTK 4.14, and where no assistive technology
 * can listen (GTK's in-process test context, GTK_A11Y=test or none, which cannot announce). */
gboolean cgtk_accessible_announce(GtkAccessible *accessible, const char *message);
/* TRUE when cgtk_accessible_announce announces (GTK 4.14+). */
gboolean cgtk_can_announce(void);

/* Appends `texture` over `bounds`, its texels copied to pixels without filtering: from GTK
 * 4.10 a nearest-filtered texture scale node, else a texture node. For textures drawn one to
 * one on the device grid (stretched along one axis at most), in a snapshot whose scale is the
 * device's: GTK's GPU renderers then sample one texel per pixel, and draw a scale node through
 * an offscreen image under any other scale. */
void cgtk_snapshot_append_texture_exact(GtkSnapshot *snapshot, GdkTexture *texture,
                                        const graphene_rect_t *bounds);

/* X11 window id of a realized native widget, 0 when not on X11. */
unsigned long cgtk_x11_xid(GtkWidget *native_widget);

/*
 * The path of the executable or shared library this shim is linked into (dladdr on one of its
 * own functions), owned by the dynamic linker; NULL when unknown. SliderLocalization.swift
 * finds the slider's translations beside it.
 */
const char *cgtk_image_path(void);

G_END_DECLS

#endif
