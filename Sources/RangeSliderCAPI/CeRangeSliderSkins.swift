// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// Skins from C: thumb images per thumb and state, track images with cap insets, images beside
// the ends, from a GdkTexture, a GFile or a GResource path; loading errors as GErrors in the
// `ce-range-slider-image-error` domain. Declared in clib/include/ce-range-slider-skins.h.
@_spi(CLibrary) import RangeSlider

@_cdecl("ce_range_slider_thumb_state_get_type")
public func ce_range_slider_thumb_state_get_type() -> GType { thumbStateType }

@_cdecl("ce_range_slider_track_part_get_type")
public func ce_range_slider_track_part_get_type() -> GType { trackPartType }

@_cdecl("ce_range_slider_image_error_get_type")
public func ce_range_slider_image_error_get_type() -> GType { imageErrorType }

@_cdecl("ce_range_slider_image_error_quark")
public func ce_range_slider_image_error_quark() -> GQuark {
    g_quark_from_string("ce-range-slider-image-error")
}

private let thumbStateType = GObjectEnum.register(
    name: "CeRangeSliderThumbState",
    values: [
        (0, "CE_RANGE_SLIDER_THUMB_STATE_NORMAL", "normal"),
        (1, "CE_RANGE_SLIDER_THUMB_STATE_HIGHLIGHTED", "highlighted"),
        (2, "CE_RANGE_SLIDER_THUMB_STATE_INSENSITIVE", "insensitive"),
    ])

private let trackPartType = GObjectEnum.register(
    name: "CeRangeSliderTrackPart",
    values: [
        (0, "CE_RANGE_SLIDER_TRACK_PART_MINIMUM", "minimum"),
        (1, "CE_RANGE_SLIDER_TRACK_PART_MAXIMUM", "maximum"),
    ])

private let imageErrorType = GObjectEnum.register(
    name: "CeRangeSliderImageError",
    values: [
        (0, "CE_RANGE_SLIDER_IMAGE_ERROR_MISSING", "missing"),
        (1, "CE_RANGE_SLIDER_IMAGE_ERROR_UNREADABLE", "unreadable"),
        (2, "CE_RANGE_SLIDER_IMAGE_ERROR_NOT_AN_IMAGE", "not-an-image"),
        (3, "CE_RANGE_SLIDER_IMAGE_ERROR_INVALID_ARGUMENT", "invalid-argument"),
    ])

private enum ImageErrorCode: Int32 {
    case missing = 0
    case unreadable = 1
    case notAnImage = 2
    case invalidArgument = 3
}

private func fail(_ error: ErrorOut?, _ code: ImageErrorCode, _ message: String) -> gboolean {
    g_set_error_literal(error, ce_range_slider_image_error_quark(), code.rawValue, message)
    return 0
}

/// The thumbs a C thumb index names on `slider`: -1 every thumb, 0…N−1 that thumb (at N = 2,
/// 0 the lower and 1 the upper); nil for anything else.
private enum ThumbTarget {
    case every
    case index(Int)

    init?(_ index: Int32, of slider: RangeSliderWidget) {
        if index == -1 { self = .every; return }
        guard index >= 0, Int(index) < slider.thumbCount else { return nil }
        self = .index(Int(index))
    }
}

extension RangeSliderWidget {
    fileprivate func setThumbImage(_ image: SliderImage?, for state: ThumbState, _ target: ThumbTarget) {
        switch target {
        case .every: setThumbImage(image, for: state, thumb: nil)
        case .index(let i): setThumbImage(image, for: state, at: i)
        }
    }
}

private func state(_ value: Int32) -> ThumbState? {
    switch value {
    case 0: return .normal
    case 1: return .highlighted
    case 2: return .insensitive
    default: return nil
    }
}

/// Loads an image (`load`), then sets it with `apply`; a refused argument or a failed load
/// sets `error`, returns FALSE and changes nothing.
private func setLoaded(_ error: ErrorOut?, _ load: () throws -> SliderImage, _ apply: (SliderImage) -> Void) -> gboolean
{
    do {
        apply(try load())
        return 1
    } catch let e as SliderImageError {
        let code: ImageErrorCode
        switch e.reason {
        case .missing: code = .missing
        case .unreadable: code = .unreadable
        case .notAnImage: code = .notAnImage
        }
        return fail(error, code, e.description)
    } catch let e {
        return fail(error, .unreadable, "\(e)")
    }
}

/// Sets the image a GdkTexture makes through `apply` (a NULL texture removes the image). An
/// empty texture is refused with a warning that names the C `function`, and nothing changes.
/// The image holds its own reference to the texture; the caller keeps theirs.
private func setTexture(
    _ s: RangeSliderWidget, _ texture: OpaquePointer?, _ function: String,
    _ apply: (SliderImage?) -> Void
) {
    guard let texture else { return apply(nil) }
    guard let image = SliderImage(texture: texture) else {
        s.warnRefused("refused \(function): the texture is empty; the image is unchanged")
        return
    }
    apply(image)
}

/// The checked arguments of a thumb setter, or nil with `error` set.
private func thumbTarget(_ s: RangeSliderWidget, _ thumb: Int32, _ stateValue: Int32, _ error: ErrorOut?) -> (
    ThumbTarget, ThumbState
)? {
    guard let t = ThumbTarget(thumb, of: s) else {
        _ = fail(
            error, .invalidArgument, "thumb \(thumb) is not -1 (every thumb) or a thumb index 0…\(s.thumbCount - 1)")
        return nil
    }
    guard let st = state(stateValue) else {
        _ = fail(error, .invalidArgument, "state \(stateValue) is not a CeRangeSliderThumbState")
        return nil
    }
    return (t, st)
}

@_cdecl("ce_range_slider_set_thumb_image_from_file")
public func ce_range_slider_set_thumb_image_from_file(
    _ self_: UnsafeMutableRawPointer?, _ thumb: Int32, _ state: Int32,
    _ file: OpaquePointer?, _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_thumb_image_from_file") else { return 0 }
    guard let target = thumbTarget(s, thumb, state, error) else { return 0 }
    guard let file else { return fail(error, .invalidArgument, "file is NULL") }
    return setLoaded(error, { try SliderImage(file: file) }) { s.setThumbImage($0, for: target.1, target.0) }
}

@_cdecl("ce_range_slider_set_thumb_image_from_resource")
public func ce_range_slider_set_thumb_image_from_resource(
    _ self_: UnsafeMutableRawPointer?, _ thumb: Int32, _ state: Int32,
    _ path: UnsafePointer<CChar>?, _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_thumb_image_from_resource") else { return 0 }
    guard let target = thumbTarget(s, thumb, state, error) else { return 0 }
    guard let path else { return fail(error, .invalidArgument, "resource_path is NULL") }
    return setLoaded(error, { try SliderImage(resource: String(cString: path)) }) {
        s.setThumbImage($0, for: target.1, target.0)
    }
}

@_cdecl("ce_range_slider_set_thumb_texture")
public func ce_range_slider_set_thumb_texture(
    _ self_: UnsafeMutableRawPointer?, _ thumb: Int32, _ state: Int32,
    _ texture: OpaquePointer?
) {
    guard let s = slider(self_, "ce_range_slider_set_thumb_texture") else { return }
    guard let t = ThumbTarget(thumb, of: s), let st = stateValue(state) else {
        g_return_if_fail_warning(
            RangeSliderWidget.logDomain, "ce_range_slider_set_thumb_texture",
            "thumb is -1 or below the thumb count and state is a CeRangeSliderThumbState")
        return
    }
    setTexture(s, texture, "ce_range_slider_set_thumb_texture") { s.setThumbImage($0, for: st, t) }
}

@_cdecl("ce_range_slider_has_thumb_image")
public func ce_range_slider_has_thumb_image(_ self_: UnsafeMutableRawPointer?, _ thumb: Int32, _ state: Int32)
    -> gboolean
{
    guard let s = slider(self_, "ce_range_slider_has_thumb_image") else { return 0 }
    guard let t = ThumbTarget(thumb, of: s), let st = stateValue(state) else {
        g_return_if_fail_warning(
            RangeSliderWidget.logDomain, "ce_range_slider_has_thumb_image",
            "thumb is -1 or below the thumb count and state is a CeRangeSliderThumbState")
        return 0
    }
    switch t {
    case .every: return (0..<s.thumbCount).allSatisfy { s.thumbImage(for: st, at: $0) != nil } ? 1 : 0
    case .index(let i): return s.thumbImage(for: st, at: i) != nil ? 1 : 0
    }
}

private func stateValue(_ value: Int32) -> ThumbState? { state(value) }

/// A track image with `caps` (NULL: the whole image stretches).
private func withCaps(_ image: SliderImage, _ caps: UnsafePointer<GtkBorder>?) -> SliderImage {
    guard let caps = caps?.pointee else { return image }
    return image.resizable(
        capInsets: CapInsets(
            top: Double(caps.top), left: Double(caps.left),
            bottom: Double(caps.bottom), right: Double(caps.right)))
}

private func setTrack(_ s: RangeSliderWidget, _ part: Int32, _ image: SliderImage?) {
    if part == 0 { s.minimumTrackImage = image } else { s.maximumTrackImage = image }
}

@_cdecl("ce_range_slider_set_track_image_from_file")
public func ce_range_slider_set_track_image_from_file(
    _ self_: UnsafeMutableRawPointer?, _ part: Int32, _ file: OpaquePointer?,
    _ caps: UnsafePointer<GtkBorder>?, _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_track_image_from_file") else { return 0 }
    guard part == 0 || part == 1 else {
        return fail(error, .invalidArgument, "part \(part) is not a CeRangeSliderTrackPart")
    }
    guard let file else { return fail(error, .invalidArgument, "file is NULL") }
    return setLoaded(error, { withCaps(try SliderImage(file: file), caps) }) { setTrack(s, part, $0) }
}

@_cdecl("ce_range_slider_set_track_image_from_resource")
public func ce_range_slider_set_track_image_from_resource(
    _ self_: UnsafeMutableRawPointer?, _ part: Int32,
    _ path: UnsafePointer<CChar>?, _ caps: UnsafePointer<GtkBorder>?,
    _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_track_image_from_resource") else { return 0 }
    guard part == 0 || part == 1 else {
        return fail(error, .invalidArgument, "part \(part) is not a CeRangeSliderTrackPart")
    }
    guard let path else { return fail(error, .invalidArgument, "resource_path is NULL") }
    return setLoaded(error, { withCaps(try SliderImage(resource: String(cString: path)), caps) }) {
        setTrack(s, part, $0)
    }
}

@_cdecl("ce_range_slider_set_track_texture")
public func ce_range_slider_set_track_texture(
    _ self_: UnsafeMutableRawPointer?, _ part: Int32, _ texture: OpaquePointer?,
    _ caps: UnsafePointer<GtkBorder>?
) {
    guard let s = slider(self_, "ce_range_slider_set_track_texture") else { return }
    guard part == 0 || part == 1 else {
        g_return_if_fail_warning(
            RangeSliderWidget.logDomain, "ce_range_slider_set_track_texture", "part is a CeRangeSliderTrackPart")
        return
    }
    setTexture(s, texture, "ce_range_slider_set_track_texture") { setTrack(s, part, $0.map { withCaps($0, caps) }) }
}

// MARK: End images (UISlider's minimum and maximum value images)

@_cdecl("ce_range_slider_value_end_get_type")
public func ce_range_slider_value_end_get_type() -> GType { valueEndType }

private let valueEndType = GObjectEnum.register(
    name: "CeRangeSliderValueEnd",
    values: [
        (0, "CE_RANGE_SLIDER_VALUE_END_MINIMUM", "minimum"),
        (1, "CE_RANGE_SLIDER_VALUE_END_MAXIMUM", "maximum"),
    ])

private func setEnd(_ s: RangeSliderWidget, _ end: Int32, _ image: SliderImage?) {
    if end == 0 { s.minimumValueImage = image } else { s.maximumValueImage = image }
}

@_cdecl("ce_range_slider_set_value_image_from_file")
public func ce_range_slider_set_value_image_from_file(
    _ self_: UnsafeMutableRawPointer?, _ end: Int32, _ file: OpaquePointer?,
    _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_value_image_from_file") else { return 0 }
    guard end == 0 || end == 1 else {
        return fail(error, .invalidArgument, "end \(end) is not a CeRangeSliderValueEnd")
    }
    guard let file else { return fail(error, .invalidArgument, "file is NULL") }
    return setLoaded(error, { try SliderImage(file: file) }) { setEnd(s, end, $0) }
}

@_cdecl("ce_range_slider_set_value_image_from_resource")
public func ce_range_slider_set_value_image_from_resource(
    _ self_: UnsafeMutableRawPointer?, _ end: Int32,
    _ path: UnsafePointer<CChar>?, _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_value_image_from_resource") else { return 0 }
    guard end == 0 || end == 1 else {
        return fail(error, .invalidArgument, "end \(end) is not a CeRangeSliderValueEnd")
    }
    guard let path else { return fail(error, .invalidArgument, "resource_path is NULL") }
    return setLoaded(error, { try SliderImage(resource: String(cString: path)) }) { setEnd(s, end, $0) }
}

@_cdecl("ce_range_slider_set_value_texture")
public func ce_range_slider_set_value_texture(
    _ self_: UnsafeMutableRawPointer?, _ end: Int32, _ texture: OpaquePointer?
) {
    guard let s = slider(self_, "ce_range_slider_set_value_texture") else { return }
    guard end == 0 || end == 1 else {
        g_return_if_fail_warning(
            RangeSliderWidget.logDomain, "ce_range_slider_set_value_texture", "end is a CeRangeSliderValueEnd")
        return
    }
    setTexture(s, texture, "ce_range_slider_set_value_texture") { setEnd(s, end, $0) }
}

@_cdecl("ce_range_slider_remove_all_images")
public func ce_range_slider_remove_all_images(_ self_: UnsafeMutableRawPointer?) {
    slider(self_, "ce_range_slider_remove_all_images")?.removeAllImages()
}

@_cdecl("ce_range_slider_has_images")
public func ce_range_slider_has_images(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    (slider(self_, "ce_range_slider_has_images")?.hasImages ?? false) ? 1 : 0
}
