// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
import RangeSliderCore

/// Why an image for a slider skin could not be loaded. The message names the file (or
/// resource) and says what was wrong with it.
public struct SliderImageError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: String, Equatable, Sendable {
        /// There is no such file or resource.
        case missing
        /// It exists but could not be read (permissions, a directory, an I/O error).
        case unreadable
        /// It was read but is not an image GTK can decode (PNG, JPEG, TIFF).
        case notAnImage
    }

    /// What went wrong.
    public let reason: Reason
    /// The file path or resource path that was asked for.
    public let source: String
    /// The underlying message (GLib's or GDK's), if any.
    public let detail: String

    /// An error for `source`.
    public init(_ reason: Reason, source: String, detail: String = "") {
        self.reason = reason
        self.source = source
        self.detail = detail
    }

    /// A sentence for a person: "cannot load slider image /x/thumb.png: no such file".
    public var description: String {
        let what: String
        switch reason {
        case .missing: what = "no such file or resource"
        case .unreadable: what = "it cannot be read"
        case .notAnImage: what = "it is not an image GTK can decode"
        }
        return "cannot load slider image \(source): \(what)" + (detail.isEmpty ? "" : " (\(detail))")
    }
}

/// An image for a slider skin: a thumb, a track, or an end image. Like a `UIImage`, it has a
/// size in points (logical pixels) and may carry cap insets that say how it stretches
/// (``stretchable(leftCapWidth:topCapHeight:)``, ``resizable(capInsets:)``).
///
/// **Sources.** A file path, a GResource path, or a `GdkTexture`. For a file or a resource
/// named `name.ext`, a `name@2x.ext` beside it is loaded too and drawn when the widget's scale
/// factor is 2 or more (its size in points is half its size in pixels); either may exist alone.
///
/// **Errors.** Loading throws a ``SliderImageError`` naming the file: missing, unreadable or
/// not an image. Nothing is half-loaded, so a slider given an image that failed keeps the look
/// it had. Nothing crashes: resources are looked up with `g_resources_lookup_data` (not
/// `gdk_texture_new_from_resource`, which aborts on a missing resource).
///
/// **Representation.** Each scale is decoded once into a Cairo image surface (ARGB32,
/// premultiplied, what `gdk_texture_download` writes) that the image owns and destroys when the
/// last image sharing it goes; images made with different caps share the surfaces. Images are
/// immutable; use them from the main thread, as the rest of GTK.
public final class SliderImage {
    /// One decoded bitmap at one scale.
    final class Bitmap {
        let surface: OpaquePointer
        let pixelWidth: Int
        let pixelHeight: Int
        let scale: Int

        /// Copies `texture`'s pixels into a new Cairo image surface.
        init?(texture: OpaquePointer, scale: Int) {
            let w = Int(gdk_texture_get_width(texture)), h = Int(gdk_texture_get_height(texture))
            guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
                cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
            else { return nil }
            cairo_surface_flush(surface)
            gdk_texture_download(
                texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
            cairo_surface_mark_dirty(surface)
            self.surface = surface
            pixelWidth = w
            pixelHeight = h
            self.scale = max(1, scale)
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// The bitmaps, lowest scale first.
    let bitmaps: [Bitmap]
    /// The width in points.
    public let width: Double
    /// The height in points.
    public let height: Double
    /// How the image stretches (``CapInsets/zero``: it scales as a whole).
    public let capInsets: CapInsets
    /// Where the image came from: a path, a resource path, or "texture".
    public let source: String

    init(bitmaps: [Bitmap], capInsets: CapInsets, source: String) {
        let sorted = bitmaps.sorted { $0.scale < $1.scale }
        self.bitmaps = sorted
        let base = sorted[0]
        width = Double(base.pixelWidth) / Double(base.scale)
        height = Double(base.pixelHeight) / Double(base.scale)
        self.capInsets = capInsets.normalized(width: width, height: height)
        self.source = source
    }

    /// Loads the image file at `path` (PNG, JPEG or TIFF), and `name@2x.ext` beside it when
    /// present.
    public convenience init(contentsOfFile path: String) throws {
        self.init(bitmaps: try Self.loadPair(path, with: Self.loadFile), capInsets: .zero, source: path)
    }

    /// Loads the image at GResource path `path` (for example `/org/example/app/thumb.png`),
    /// and `name@2x.ext` beside it when present.
    public convenience init(resource path: String) throws {
        self.init(bitmaps: try Self.loadPair(path, with: Self.loadResource), capInsets: .zero, source: path)
    }

    /// An image of a `GdkTexture` (the texture is copied; the caller keeps its reference).
    /// `scale` 2 makes a texture of 2 × 2 pixels per point. Returns nil for an empty texture.
    public convenience init?(texture: OpaquePointer, scale: Int = 1) {
        guard let bitmap = Bitmap(texture: texture, scale: scale) else { return nil }
        self.init(bitmaps: [bitmap], capInsets: .zero, source: "texture")
    }

    /// An image of `texture` (1×) with `retina` (2×) for scale factor 2.
    public convenience init?(texture: OpaquePointer, retina: OpaquePointer) {
        guard let one = Bitmap(texture: texture, scale: 1), let two = Bitmap(texture: retina, scale: 2) else {
            return nil
        }
        self.init(bitmaps: [one, two], capInsets: .zero, source: "texture")
    }

    /// The same image, stretching as UIKit's `stretchableImageWithLeftCapWidth:topCapHeight:`:
    /// the left cap is kept, one column after it stretches, the rest is the right cap; the same
    /// vertically. 0 stretches the whole axis.
    public func stretchable(leftCapWidth: Int, topCapHeight: Int) -> SliderImage {
        resizable(
            capInsets: CapInsets(
                leftCapWidth: leftCapWidth, topCapHeight: topCapHeight,
                imageWidth: width, imageHeight: height))
    }

    /// The same image with 9-slice cap insets (points).
    public func resizable(capInsets: CapInsets) -> SliderImage {
        SliderImage(bitmaps: bitmaps, capInsets: capInsets, source: source)
    }

    /// The stretching maths for this image.
    public var stretchableImage: StretchableImage {
        StretchableImage(width: width, height: height, insets: capInsets)
    }

    /// The scales this image has bitmaps for (1, 2 or both).
    public var scales: [Int] { bitmaps.map(\.scale) }

    /// The bitmap to draw at `scaleFactor`: the smallest scale at least as fine, else the
    /// finest there is.
    func bitmap(forScale scaleFactor: Int) -> Bitmap {
        bitmaps.first { $0.scale >= scaleFactor } ?? bitmaps[bitmaps.count - 1]
    }

    /// The bitmaps at `path` (scale 1) and at its `name@2x.ext` (scale 2), each read by `load`:
    /// those that load, at least one. A missing @2x file is normal; any other problem with
    /// either file is thrown (the first one), and so is a missing file at `path` unless the
    /// @2x one loads.
    private static func loadPair(_ path: String, with load: (String, Int) throws -> Bitmap) throws -> [Bitmap] {
        var bitmaps: [Bitmap] = []
        var firstError: SliderImageError?
        for (candidate, scale) in [(path, 1), (retinaName(path), 2)] {
            do { bitmaps.append(try load(candidate, scale)) } catch let error as SliderImageError {
                if scale == 1 || error.reason != .missing { firstError = firstError ?? error }
            }
        }
        if bitmaps.count == 1, bitmaps[0].scale == 2, firstError?.reason == .missing { firstError = nil }
        if let firstError { throw firstError }
        guard !bitmaps.isEmpty else { throw SliderImageError(.missing, source: path) }
        return bitmaps
    }

    /// `dir/name@2x.ext` for `dir/name.ext` (`name@2x` without an extension).
    static func retinaName(_ path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return String(path[..<dot]) + "@2x" + String(path[dot...])
        }
        return path + "@2x"
    }

    private static func loadFile(_ path: String, scale: Int) throws -> Bitmap {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SliderImageError(.missing, source: path)
        }
        if isDirectory.boolValue { throw SliderImageError(.unreadable, source: path, detail: "it is a directory") }
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            throw SliderImageError(.unreadable, source: path, detail: consume(&error))
        }
        let bytes = g_bytes_new_take(contents, length)!
        defer { g_bytes_unref(bytes) }
        return try decode(bytes, source: path, scale: scale)
    }

    private static func loadResource(_ path: String, scale: Int) throws -> Bitmap {
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
            let missing =
                error.map {
                    $0.pointee.domain == g_resource_error_quark()
                        && $0.pointee.code == Int32(G_RESOURCE_ERROR_NOT_FOUND.rawValue)
                } ?? true
            throw SliderImageError(missing ? .missing : .unreadable, source: path, detail: consume(&error))
        }
        defer { g_bytes_unref(bytes) }
        return try decode(bytes, source: path, scale: scale)
    }

    static func decode(_ bytes: OpaquePointer, source: String, scale: Int) throws -> Bitmap {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            throw SliderImageError(.notAnImage, source: source, detail: consume(&error))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let bitmap = Bitmap(texture: texture, scale: scale) else {
            throw SliderImageError(.notAnImage, source: source, detail: "the image is empty")
        }
        return bitmap
    }

    /// The message of a GError, which is freed.
    private static func consume(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        guard let e = error else { return "" }
        defer { g_error_free(e); error = nil }
        return e.pointee.message.map { String(cString: $0) } ?? ""
    }
}
