// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// Counts texture uploads made by GTK's GL renderer in this process.
///
/// GTK calls OpenGL through libepoxy, whose entry points are exported function pointers
/// (`epoxy_glTexSubImage2D` is a variable holding the function GTK calls). GSK's GL renderer
/// uploads every texture's pixels with `glTexSubImage2D` (after a `glTexImage2D` without
/// data that allocates the texture), so replacing that pointer with a counting wrapper that
/// calls the real function sees every upload: the sizes and how many. Pixels read back, render
/// targets and shaders are not uploads and are not counted.
///
/// Main thread only (GTK renders there). Installed once; counting runs while ``isCounting``.
public enum GLUploadCounter {
    /// One upload: a rectangle of pixels sent to a texture.
    public struct Upload: Equatable, CustomStringConvertible {
        /// Width in pixels.
        public let width: Int
        /// Height in pixels.
        public let height: Int
        /// An upload of `width` × `height` pixels.
        public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
        public var description: String { "\(width)×\(height)" }
    }

    typealias TexSubImage2D =
        @convention(c) (UInt32, Int32, Int32, Int32, Int32, Int32, UInt32, UInt32, UnsafeRawPointer?) -> Void

    nonisolated(unsafe) private static var slot: UnsafeMutablePointer<TexSubImage2D?>?
    nonisolated(unsafe) private static var original: TexSubImage2D?
    nonisolated(unsafe) private static var recorded: [Upload] = []
    /// Whether uploads are being recorded.
    nonisolated(unsafe) public private(set) static var isCounting = false

    /// Installs the wrapper; false (with nothing changed) when libepoxy's pointer is not in
    /// the process (GTK not loaded, or built without epoxy).
    @discardableResult
    public static func install() -> Bool {
        if slot != nil { return true }
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "epoxy_glTexSubImage2D") else {
            return false
        }
        let pointer = symbol.assumingMemoryBound(to: TexSubImage2D?.self)
        slot = pointer
        original = pointer.pointee
        pointer.pointee = counting
        return true
    }

    /// Starts recording (clearing what was recorded).
    public static func start() {
        recorded = []
        isCounting = true
    }

    /// Stops recording and returns the uploads since ``start()``.
    @discardableResult
    public static func stop() -> [Upload] {
        isCounting = false
        return recorded
    }

    /// The uploads recorded since ``start()`` so far.
    public static var uploads: [Upload] { recorded }

    /// The wrapper: records, calls the function epoxy gave, and puts itself back if epoxy's
    /// first-call resolver replaced the pointer with the real function meanwhile.
    private static let counting: TexSubImage2D = { target, level, x, y, width, height, format, type, pixels in
        if GLUploadCounter.isCounting, pixels != nil {
            GLUploadCounter.recorded.append(Upload(width: Int(width), height: Int(height)))
        }
        guard let slot = GLUploadCounter.slot, let call = GLUploadCounter.original else { return }
        call(target, level, x, y, width, height, format, type, pixels)
        // epoxy's initial pointer is a resolver that stores the real function in the slot and
        // calls it: keep that function and reinstall the wrapper.
        if let now = slot.pointee,
            unsafeBitCast(now, to: UnsafeRawPointer.self)
                != unsafeBitCast(GLUploadCounter.counting, to: UnsafeRawPointer.self)
        {
            GLUploadCounter.original = now
            slot.pointee = GLUploadCounter.counting
        }
    }
}
