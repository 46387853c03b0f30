// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/*
 * ce-range-slider-skins.h: images for the thumbs and the track of CeRangeSlider ("skins"),
 * from a GdkTexture, a GFile or a GResource path. Included by ce-range-slider.h; do not
 * include it directly.
 */
#ifndef CE_RANGE_SLIDER_SKINS_H
#define CE_RANGE_SLIDER_SKINS_H

#if !defined (CE_RANGE_SLIDER_H)
#error "Only <ce-range-slider.h> can be included directly."
#endif

G_BEGIN_DECLS

/**
 * CeRangeSliderThumbState:
 * @CE_RANGE_SLIDER_THUMB_STATE_NORMAL: at rest, and for any state without an image of its own
 * @CE_RANGE_SLIDER_THUMB_STATE_HIGHLIGHTED: while dragged
 * @CE_RANGE_SLIDER_THUMB_STATE_INSENSITIVE: while the slider is insensitive
 *
 * The state a thumb image is drawn in (UIKit's UIControlState for UISlider's thumb images).
 */
typedef enum {
  CE_RANGE_SLIDER_THUMB_STATE_NORMAL,
  CE_RANGE_SLIDER_THUMB_STATE_HIGHLIGHTED,
  CE_RANGE_SLIDER_THUMB_STATE_INSENSITIVE
} CeRangeSliderThumbState;

#define CE_TYPE_RANGE_SLIDER_THUMB_STATE (ce_range_slider_thumb_state_get_type ())

/**
 * ce_range_slider_thumb_state_get_type:
 *
 * Returns: the #GType of #CeRangeSliderThumbState
 */
GType ce_range_slider_thumb_state_get_type (void) G_GNUC_CONST;

/**
 * CeRangeSliderTrackPart:
 * @CE_RANGE_SLIDER_TRACK_PART_MINIMUM: the "minimum track": the selected span of a range
 *   slider, the part before the thumb of a single-value slider or progress bar
 * @CE_RANGE_SLIDER_TRACK_PART_MAXIMUM: the "maximum track": the rest of the track
 *
 * Which part of the track an image fills (UISlider's minimum and maximum track images).
 */
typedef enum {
  CE_RANGE_SLIDER_TRACK_PART_MINIMUM,
  CE_RANGE_SLIDER_TRACK_PART_MAXIMUM
} CeRangeSliderTrackPart;

#define CE_TYPE_RANGE_SLIDER_TRACK_PART (ce_range_slider_track_part_get_type ())

/**
 * ce_range_slider_track_part_get_type:
 *
 * Returns: the #GType of #CeRangeSliderTrackPart
 */
GType ce_range_slider_track_part_get_type (void) G_GNUC_CONST;

/**
 * CeRangeSliderImageError:
 * @CE_RANGE_SLIDER_IMAGE_ERROR_MISSING: there is no such file or resource
 * @CE_RANGE_SLIDER_IMAGE_ERROR_UNREADABLE: it exists but cannot be read (a directory,
 *   permissions, an I/O error)
 * @CE_RANGE_SLIDER_IMAGE_ERROR_NOT_AN_IMAGE: it was read but GTK cannot decode it as an image
 * @CE_RANGE_SLIDER_IMAGE_ERROR_INVALID_ARGUMENT: a thumb index (at or beyond the thumb
 *   count), state or track part that does not exist, or a %NULL file or path
 *
 * Why a skin image was refused. The message names the file: "cannot load slider image
 * /x/thumb.png: no such file or resource".
 */
typedef enum {
  CE_RANGE_SLIDER_IMAGE_ERROR_MISSING,
  CE_RANGE_SLIDER_IMAGE_ERROR_UNREADABLE,
  CE_RANGE_SLIDER_IMAGE_ERROR_NOT_AN_IMAGE,
  CE_RANGE_SLIDER_IMAGE_ERROR_INVALID_ARGUMENT
} CeRangeSliderImageError;

#define CE_TYPE_RANGE_SLIDER_IMAGE_ERROR (ce_range_slider_image_error_get_type ())

/**
 * ce_range_slider_image_error_get_type:
 *
 * Returns: the #GType of #CeRangeSliderImageError
 */
GType ce_range_slider_image_error_get_type (void) G_GNUC_CONST;

/**
 * CE_RANGE_SLIDER_IMAGE_ERROR:
 *
 * The error domain of the skin setters, "ce-range-slider-image-error"; the codes are
 * #CeRangeSliderImageError.
 */
#define CE_RANGE_SLIDER_IMAGE_ERROR (ce_range_slider_image_error_quark ())

/**
 * ce_range_slider_image_error_quark:
 *
 * The error domain of the skin setters (#CeRangeSliderImageError).
 *
 * Returns: the quark of "ce-range-slider-image-error"
 */
GQuark ce_range_slider_image_error_quark (void);

/**
 * ce_range_slider_set_thumb_image_from_file:
 * @self: a #CeRangeSlider
 * @thumb: the thumb's index, 0 to #CeRangeSlider:thumb-count - 1 (with two thumbs 0 is the
 *   lower and 1 the upper; with five, 1 is the second thumb; in single-value and progress
 *   mode the one thumb is 0 and 1 is refused), or -1 for every thumb
 * @state: the state the image is for
 * @file: (transfer none): a PNG, JPEG or TIFF file; a local file's `name@2x.ext` beside it is
 *   loaded too and drawn at scale factor 2
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_IMAGE_ERROR domain
 *
 * Sets the image of @thumb in @state, drawn at its own size, centred on the thumb; the
 * thumbs take the largest thumb image's size. A state without an image uses the normal one;
 * a thumb without any is drawn as usual. A file that is missing, unreadable or not an image,
 * or a @thumb with no thumb, sets @error, and the slider keeps the look it had. In
 * single-value and progress mode (#CeRangeSlider:mode) the slider has one thumb, index 0:
 * index 1 names no thumb and sets %CE_RANGE_SLIDER_IMAGE_ERROR_INVALID_ARGUMENT.
 *
 * When #CeRangeSlider:thumb-count changes, the images stay with their thumbs: the last
 * thumb's stay the last's, the others keep their indices, and a new thumb takes the first
 * thumb's (those an image for every thumb gave it).
 *
 * Returns: %TRUE when the image was loaded and set
 */
gboolean ce_range_slider_set_thumb_image_from_file (CeRangeSlider *self, int thumb, CeRangeSliderThumbState state,
                                                    GFile *file, GError **error);

/**
 * ce_range_slider_set_thumb_image_from_resource:
 * @self: a #CeRangeSlider
 * @thumb: the thumb's index, 0 to #CeRangeSlider:thumb-count - 1 (only 0 in single-value and
 *   progress mode), or -1 for every thumb
 * @state: the state the image is for
 * @resource_path: (transfer none): a GResource path, e.g. "/org/example/app/thumb.png"
 *   (and its `@2x` sibling, when registered)
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_IMAGE_ERROR domain
 *
 * Sets the image of @thumb in @state from a registered resource, as
 * ce_range_slider_set_thumb_image_from_file() does from a file.
 *
 * Returns: %TRUE when the image was loaded and set
 */
gboolean ce_range_slider_set_thumb_image_from_resource (CeRangeSlider *self, int thumb, CeRangeSliderThumbState state,
                                                        const char *resource_path, GError **error);

/**
 * ce_range_slider_set_thumb_texture:
 * @self: a #CeRangeSlider
 * @thumb: the thumb's index, 0 to #CeRangeSlider:thumb-count - 1 (only 0 in single-value and
 *   progress mode), or -1 for every thumb
 * @state: the state the image is for
 * @texture: (nullable) (transfer none): the image (its pixels are copied; the caller keeps
 *   its reference), or %NULL to remove the image of that state
 *
 * Sets the image of @thumb in @state from a #GdkTexture (one texture pixel per logical
 * pixel), as ce_range_slider_set_thumb_image_from_file() does from a file. An empty texture,
 * or a @thumb with no thumb, is refused with a warning.
 */
void ce_range_slider_set_thumb_texture (CeRangeSlider *self, int thumb, CeRangeSliderThumbState state,
                                        GdkTexture *texture);

/**
 * ce_range_slider_has_thumb_image:
 * @self: a #CeRangeSlider
 * @thumb: the thumb's index, 0 to #CeRangeSlider:thumb-count - 1 (only 0 in single-value and
 *   progress mode), or -1 for every thumb
 * @state: the state
 *
 * Tells whether @thumb has an image of its own in exactly @state (the normal image a state
 * falls back to does not count). A @thumb with no thumb is refused with a warning.
 *
 * Returns: %TRUE when @thumb (with -1: every thumb) has an image in @state
 */
gboolean ce_range_slider_has_thumb_image (CeRangeSlider *self, int thumb, CeRangeSliderThumbState state);

/**
 * ce_range_slider_set_track_image_from_file:
 * @self: a #CeRangeSlider
 * @part: the part of the track the image fills
 * @file: (transfer none): a PNG, JPEG or TIFF file (and a local file's `@2x` sibling)
 * @cap_insets: (nullable) (transfer none): the caps, in logical pixels, that keep their size
 *   while the middle stretches (9-slice); %NULL stretches the whole image
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_IMAGE_ERROR domain
 *
 * Sets the image of one part of the track: it replaces the drawn track there, stretched
 * (by its caps) along the part, at its own height, centred across the band. A file that is
 * missing, unreadable or not an image sets @error and changes nothing.
 *
 * Returns: %TRUE when the image was loaded and set
 */
gboolean ce_range_slider_set_track_image_from_file (CeRangeSlider *self, CeRangeSliderTrackPart part, GFile *file,
                                                    const GtkBorder *cap_insets, GError **error);

/**
 * ce_range_slider_set_track_image_from_resource:
 * @self: a #CeRangeSlider
 * @part: the part of the track the image fills
 * @resource_path: (transfer none): a GResource path
 * @cap_insets: (nullable) (transfer none): the caps that keep their size; %NULL stretches
 *   the whole image
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_IMAGE_ERROR domain
 *
 * Sets the image of one part of the track from a registered resource, as
 * ce_range_slider_set_track_image_from_file() does from a file.
 *
 * Returns: %TRUE when the image was loaded and set
 */
gboolean ce_range_slider_set_track_image_from_resource (CeRangeSlider *self, CeRangeSliderTrackPart part,
                                                        const char *resource_path, const GtkBorder *cap_insets,
                                                        GError **error);

/**
 * ce_range_slider_set_track_texture:
 * @self: a #CeRangeSlider
 * @part: the part of the track the image fills
 * @texture: (nullable) (transfer none): the image (its pixels are copied), or %NULL to
 *   remove the part's image
 * @cap_insets: (nullable) (transfer none): the caps that keep their size; %NULL stretches
 *   the whole image
 *
 * Sets the image of one part of the track from a #GdkTexture. An empty texture is refused
 * with a warning.
 */
void ce_range_slider_set_track_texture (CeRangeSlider *self, CeRangeSliderTrackPart part, GdkTexture *texture,
                                        const GtkBorder *cap_insets);

/**
 * CeRangeSliderValueEnd:
 * @CE_RANGE_SLIDER_VALUE_END_MINIMUM: beside the minimum end of the track (a quiet speaker
 *   beside a volume slider)
 * @CE_RANGE_SLIDER_VALUE_END_MAXIMUM: beside the maximum end (a loud speaker)
 *
 * Which end an image beside the track goes to (UISlider's minimum and maximum value images).
 */
typedef enum {
  CE_RANGE_SLIDER_VALUE_END_MINIMUM,
  CE_RANGE_SLIDER_VALUE_END_MAXIMUM
} CeRangeSliderValueEnd;

#define CE_TYPE_RANGE_SLIDER_VALUE_END (ce_range_slider_value_end_get_type ())

/**
 * ce_range_slider_value_end_get_type:
 *
 * Returns: the #GType of #CeRangeSliderValueEnd
 */
GType ce_range_slider_value_end_get_type (void) G_GNUC_CONST;

/**
 * ce_range_slider_set_value_image_from_file:
 * @self: a #CeRangeSlider
 * @end: the end of the track the image goes beside
 * @file: (transfer none): a PNG, JPEG or TIFF file (and a local file's `@2x` sibling)
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_IMAGE_ERROR domain
 *
 * Sets the image beside one end of the track, drawn upright at its own size, 6 pixels from
 * the track, which shortens by the image's width. A file that is missing, unreadable or not an
 * image sets @error and changes nothing.
 *
 * Returns: %TRUE when the image was loaded and set
 */
gboolean ce_range_slider_set_value_image_from_file (CeRangeSlider *self, CeRangeSliderValueEnd end, GFile *file,
                                                    GError **error);

/**
 * ce_range_slider_set_value_image_from_resource:
 * @self: a #CeRangeSlider
 * @end: the end of the track the image goes beside
 * @resource_path: (transfer none): a GResource path
 * @error: return location for a #GError in the %CE_RANGE_SLIDER_IMAGE_ERROR domain
 *
 * Sets the image beside one end of the track from a registered resource, as
 * ce_range_slider_set_value_image_from_file() does from a file.
 *
 * Returns: %TRUE when the image was loaded and set
 */
gboolean ce_range_slider_set_value_image_from_resource (CeRangeSlider *self, CeRangeSliderValueEnd end,
                                                        const char *resource_path, GError **error);

/**
 * ce_range_slider_set_value_texture:
 * @self: a #CeRangeSlider
 * @end: the end of the track the image goes beside
 * @texture: (nullable) (transfer none): the image (its pixels are copied), or %NULL to
 *   remove it
 *
 * Sets the image beside one end of the track from a #GdkTexture. An empty texture is refused
 * with a warning.
 */
void ce_range_slider_set_value_texture (CeRangeSlider *self, CeRangeSliderValueEnd end, GdkTexture *texture);

/**
 * ce_range_slider_remove_all_images:
 * @self: a #CeRangeSlider
 *
 * Removes every skin image (thumbs, track, ends): the slider is drawn as usual again.
 */
void ce_range_slider_remove_all_images (CeRangeSlider *self);

/**
 * ce_range_slider_has_images:
 * @self: a #CeRangeSlider
 *
 * Tells whether any thumb, track or end image is set.
 *
 * Returns: %TRUE when the slider has a skin image
 */
gboolean ce_range_slider_has_images (CeRangeSlider *self);

G_END_DECLS

#endif /* CE_RANGE_SLIDER_SKINS_H */
