// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// make-skins: draws the PNG skins the examples use (data/skins), at 1× and @2x, with Cairo.
//
//     swift run make-skins [DIRECTORY]        (default: data/skins)
//
// The images are the project's own: coloured thumbs and tracks with rounded, shadowed caps in
// the style of "Skinning UIKit Sliders", end images for the colour picker, and the progress
// bar's fill, track and end cap. Each track is 21 points wide with its caps 10 points each side
// and one stretchable column in the middle: load it with stretchable(leftCapWidth: 10,
// topCapHeight: 0). Run it again after changing a design; the output is deterministic.
import Foundation
import RangeSlider

struct Colour {
    var r, g, b: Double
    func mixed(with other: Colour, _ t: Double) -> Colour {
        Colour(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t)
    }
    static let white = Colour(r: 1, g: 1, b: 1)
    static let black = Colour(r: 0, g: 0, b: 0)
}

/// A drawing of `width` × `height` points, written at 1× as `name.png` and at 2× as `name@2x.png`.
func draw(_ name: String, width: Double, height: Double, into directory: String, _ body: (OpaquePointer) -> Void) {
    for scale in [1.0, 2.0] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width * scale), Int32(height * scale))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        body(cr)
        cairo_destroy(cr)
        let path = directory + "/" + name + (scale == 2 ? "@2x" : "") + ".png"
        let status = cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            FileHandle.standardError.write(Data("make-skins: cannot write \(path)\n".utf8))
            exit(1)
        }
        print(path)
    }
}

/// A rounded rectangle path: the widget's own `CairoPath.roundedRect`.
func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
    CairoPath.roundedRect(cr, SliderRect(x: x, y: y, width: w, height: h), radius: r)
}

/// A soft shadow under a shape: the shape drawn several times, growing, in faint black.
func shadow(_ cr: OpaquePointer, dy: Double, _ shape: (Double) -> Void) {
    for (grow, alpha) in [(2.0, 0.05), (1.4, 0.07), (0.8, 0.1), (0.3, 0.14)] {
        cairo_save(cr)
        cairo_translate(cr, 0, dy)
        shape(grow)
        cairo_set_source_rgba(cr, 0, 0, 0, alpha)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

func verticalGradient(_ cr: OpaquePointer, y0: Double, y1: Double, top: Colour, bottom: Colour) {
    let g = cairo_pattern_create_linear(0, y0, 0, y1)!
    cairo_pattern_add_color_stop_rgb(g, 0, top.r, top.g, top.b)
    cairo_pattern_add_color_stop_rgb(g, 1, bottom.r, bottom.g, bottom.b)
    cairo_set_source(cr, g)
    cairo_pattern_destroy(g)
}

/// A round thumb, 28 × 28 points: shadow, white rim, glossy coloured body.
func thumb(_ cr: OpaquePointer, _ colour: Colour) {
    let (cx, cy, r) = (14.0, 13.0, 11.0)
    shadow(cr, dy: 1.5) { grow in cairo_arc(cr, cx, cy, r + grow, 0, 2 * Double.pi) }
    cairo_arc(cr, cx, cy, r, 0, 2 * Double.pi)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_fill(cr)
    cairo_arc(cr, cx, cy, r - 2.5, 0, 2 * Double.pi)
    verticalGradient(
        cr, y0: cy - r, y1: cy + r, top: colour.mixed(with: .white, 0.45), bottom: colour.mixed(with: .black, 0.15))
    cairo_fill(cr)
    // A highlight on the upper part.
    cairo_save(cr)
    cairo_translate(cr, cx, cy - 3.5)
    cairo_scale(cr, 1, 0.55)
    cairo_arc(cr, 0, 0, r - 5, 0, 2 * Double.pi)
    cairo_restore(cr)
    cairo_set_source_rgba(cr, 1, 1, 1, 0.35)
    cairo_fill(cr)
    cairo_arc(cr, cx, cy, r - 0.25, 0, 2 * Double.pi)
    cairo_set_line_width(cr, 0.5)
    cairo_set_source_rgba(cr, 0, 0, 0, 0.25)
    cairo_stroke(cr)
}

/// A track, 21 × 12 points: a pill 8 points thick with rounded, shadowed caps.
func track(_ cr: OpaquePointer, _ top: Colour, _ bottom: Colour) {
    let (x, y, w, h) = (0.5, 2.0, 20.0, 8.0)
    shadow(cr, dy: 1) { grow in roundedRect(cr, x - grow / 2, y - grow / 2, w + grow, h + grow, h / 2 + grow / 2) }
    roundedRect(cr, x, y, w, h, h / 2)
    verticalGradient(cr, y0: y, y1: y + h, top: top, bottom: bottom)
    cairo_fill(cr)
    roundedRect(cr, x + 0.25, y + 0.25, w - 0.5, h - 0.5, h / 2)
    cairo_set_line_width(cr, 0.5)
    cairo_set_source_rgba(cr, 0, 0, 0, 0.3)
    cairo_stroke(cr)
    // Gloss on the upper half.
    roundedRect(cr, x + 2, y + 1, w - 4, h / 2 - 1, h / 4)
    cairo_set_source_rgba(cr, 1, 1, 1, 0.3)
    cairo_fill(cr)
}

/// A small round swatch, 16 × 16 points, for the ends of a slider.
func endSwatch(_ cr: OpaquePointer, _ colour: Colour) {
    shadow(cr, dy: 1) { grow in cairo_arc(cr, 8, 7.5, 6 + grow, 0, 2 * Double.pi) }
    cairo_arc(cr, 8, 7.5, 6, 0, 2 * Double.pi)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_fill(cr)
    cairo_arc(cr, 8, 7.5, 4.5, 0, 2 * Double.pi)
    cairo_set_source_rgb(cr, colour.r, colour.g, colour.b)
    cairo_fill(cr)
}

let directory = CommandLine.arguments.dropFirst().first ?? "data/skins"
try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)

let colours: [(String, Colour)] = [
    ("red", Colour(r: 0.88, g: 0.11, b: 0.14)),
    ("green", Colour(r: 0.18, g: 0.76, b: 0.49)),
    ("blue", Colour(r: 0.21, g: 0.52, b: 0.89)),
]
let grey = Colour(r: 0.6, g: 0.6, b: 0.62)
for (name, colour) in colours {
    draw("thumb-\(name)", width: 28, height: 28, into: directory) { thumb($0, colour) }
    draw("thumb-\(name)-pressed", width: 28, height: 28, into: directory) {
        thumb($0, colour.mixed(with: .black, 0.35))
    }
    draw("track-\(name)", width: 21, height: 12, into: directory) {
        track($0, colour.mixed(with: .white, 0.25), colour.mixed(with: .black, 0.1))
    }
    draw("end-\(name)", width: 16, height: 16, into: directory) { endSwatch($0, colour) }
}
draw("thumb-disabled", width: 28, height: 28, into: directory) { thumb($0, grey) }
draw("track-empty", width: 21, height: 12, into: directory) {
    track($0, Colour(r: 0.78, g: 0.78, b: 0.8), Colour(r: 0.9, g: 0.9, b: 0.92))
}
draw("end-black", width: 16, height: 16, into: directory) { endSwatch($0, .black) }

// The progress bar: an orange fill, a dark groove, and a small white end cap (8 × 16 points).
draw("progress-fill", width: 21, height: 12, into: directory) {
    track($0, Colour(r: 1, g: 0.72, b: 0.3), Colour(r: 0.93, g: 0.45, b: 0.05))
}
draw("progress-track", width: 21, height: 12, into: directory) {
    track($0, Colour(r: 0.3, g: 0.31, b: 0.34), Colour(r: 0.45, g: 0.46, b: 0.5))
}
draw("progress-cap", width: 8, height: 16, into: directory) { cr in
    shadow(cr, dy: 1) { grow in roundedRect(cr, 1 - grow / 2, 1 - grow / 2, 6 + grow, 13 + grow, 3 + grow / 2) }
    roundedRect(cr, 1, 1, 6, 13, 3)
    verticalGradient(cr, y0: 1, y1: 14, top: .white, bottom: Colour(r: 0.85, g: 0.85, b: 0.87))
    cairo_fill(cr)
}
