// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

extension SliderImage {
    /// Loads the image of a `GFile` (PNG, JPEG or TIFF): through its path when it has one
    /// (so a `name@2x.ext` beside it is loaded too, as ``init(contentsOfFile:)``), else through
    /// GIO (any URI GIO reads, for example `resource:///…`). Throws a ``SliderImageError``
    /// naming the file: missing, unreadable, or not an image. The caller keeps its reference
    /// to `file`.
    public convenience init(file: OpaquePointer) throws {
        if let path = g_file_get_path(file) {
            defer { g_free(path) }
            try self.init(contentsOfFile: String(cString: path))
            return
        }
        let uri =
            g_file_get_uri(file).map { text -> String in
                defer { g_free(text) }
                return String(cString: text)
            } ?? "?"
        var contents: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_load_contents(file, nil, &contents, &length, nil, &error) != 0, let contents else {
            let missing =
                error.map {
                    $0.pointee.domain == g_io_error_quark() && $0.pointee.code == Int32(G_IO_ERROR_NOT_FOUND.rawValue)
                } ?? false
            let detail = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? ""
            if let error { g_error_free(error) }
            throw SliderImageError(missing ? .missing : .unreadable, source: uri, detail: detail)
        }
        let bytes = g_bytes_new_take(contents, length)!
        defer { g_bytes_unref(bytes) }
        self.init(bitmaps: [try Self.decode(bytes, source: uri, scale: 1)], capInsets: .zero, source: uri)
    }
}
