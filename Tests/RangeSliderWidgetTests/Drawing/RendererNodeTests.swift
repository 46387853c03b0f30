// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import GtkTestSupport
@_spi(Testing) import RangeSlider
import XCTest

/// The render nodes the slider gives each renderer: under GSK's Cairo renderer, Cairo nodes
/// that copy the cached layer images, one per layer shared by every slider of the same look,
/// never a texture node (GTK 4.8 converts a texture node's texture to a Cairo image on every
/// frame); for a GPU renderer, texture copies (nearest-filtered texture scale nodes from GTK
/// 4.10) that draw each pixel of the track once, with no clip unless a span's end cuts a cap.
/// The pixels themselves are checked by `LayerCacheTests` and `GLRendererTests`.
final class RendererNodeTests: WidgetTestCase {
    override func tearDown() {
        RangeSliderWidget.drawsLayersAsTexturesOnly = false
        RangeSliderWidget.drawsLayersAsForCairoRenderer = false
        super.tearDown()
    }

    /// How many nodes of each kind.
    private struct NodeKinds: CustomStringConvertible {
        var counts: [UInt32: Int] = [:]
        /// The same counts by type name (node types GTK 4.8's headers do not have).
        var named: [String: Int] = [:]
        subscript(_ kind: GskRenderNodeType) -> Int { counts[kind.rawValue] ?? 0 }
        subscript(_ typeName: String) -> Int { named[typeName] ?? 0 }
        /// The nodes that copy a texture's pixels: from GTK 4.10 texture scale nodes (filtered
        /// by nearest texel), before it texture nodes.
        var textureCopies: Int {
            gtk_get_minor_version() >= 10
                ? self["GskTextureScaleNode"] + self[GSK_TEXTURE_NODE] : self[GSK_TEXTURE_NODE]
        }
        var description: String { "\(named.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })" }
    }

    /// The kinds of node in the slider's own drawing (its snapshot function's nodes, the frame
    /// cache's container included), counted through containers, clips, transforms and opacity.
    private func nodeKinds(of slider: RangeSliderWidget? = nil) -> NodeKinds {
        var kinds = NodeKinds()
        visitNodes(of: slider ?? self.slider) {
            kinds.counts[gsk_render_node_get_node_type($0).rawValue, default: 0] += 1
            let name = String(
                cString: g_type_name_from_instance(
                    UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self)))
            kinds.named[name, default: 0] += 1
        }
        return kinds
    }

    /// Calls `visit` with every node of the slider's own drawing, through containers, clips,
    /// transforms and opacity.
    private func visitNodes(of slider: RangeSliderWidget, _ visit: (OpaquePointer) -> Void) {
        let snapshot = gtk_snapshot_new()!
        slider.snapshot(snapshot)
        guard let root = gtk_snapshot_free_to_node(snapshot) else { return }
        defer { gsk_render_node_unref(root) }
        func walk(_ node: OpaquePointer) {
            visit(node)
            switch gsk_render_node_get_node_type(node) {
            case GSK_CONTAINER_NODE:
                for i in 0..<gsk_container_node_get_n_children(node) { walk(gsk_container_node_get_child(node, i)) }
            case GSK_CLIP_NODE: walk(gsk_clip_node_get_child(node))
            case GSK_TRANSFORM_NODE: walk(gsk_transform_node_get_child(node))
            case GSK_OPACITY_NODE: walk(gsk_opacity_node_get_child(node))
            default: break
            }
        }
        walk(root)
    }

    /// The Cairo nodes in the slider's own drawing, as addresses.
    private func cairoNodes(of slider: RangeSliderWidget) -> [OpaquePointer] {
        var nodes: [OpaquePointer] = []
        visitNodes(of: slider) { if gsk_render_node_get_node_type($0) == GSK_CAIRO_NODE { nodes.append($0) } }
        return nodes
    }

    /// What the renderer is given: under GSK's Cairo renderer, Cairo nodes that copy the cached
    /// images (no texture node, which GTK 4.8 converts to a Cairo image every frame); as for a
    /// GPU renderer, texture copies that draw each pixel of the track once: with the span's ends
    /// away from the track's caps, the two caps and one stretched column per part, and no clip.
    func testTheNodesSuitTheRenderer() {
        slider.setValues(lower: 0.3, upper: 0.7)
        settle()
        RangeSliderWidget.drawsLayersAsForCairoRenderer = true  // whatever the window's renderer
        let cairo = nodeKinds()
        XCTAssertEqual(cairo.textureCopies, 0, "Cairo renderer: no texture node, \(cairo)")
        XCTAssertEqual(cairo[GSK_CAIRO_NODE], 5, "the track's three parts, and one per thumb: \(cairo)")
        XCTAssertEqual(cairo[GSK_CLIP_NODE], 3, "each track part clipped to its stretch: \(cairo)")
        RangeSliderWidget.drawsLayersAsForCairoRenderer = false
        RangeSliderWidget.drawsLayersAsTexturesOnly = true
        let gpu = nodeKinds()
        XCTAssertEqual(gpu.textureCopies, 5 + 2, "two caps, three columns, two thumbs: \(gpu)")
        if gtk_get_minor_version() >= 10 {
            // Nearest-filtered: a GPU renderer samples one texel per pixel.
            XCTAssertEqual(gpu[GSK_TEXTURE_NODE], 0, "no filtered texture node from GTK 4.10: \(gpu)")
        }
        // At scale factor 1 logical pixels are device pixels: no transform is pushed.
        XCTAssertEqual(gpu[GSK_TRANSFORM_NODE], 0, "\(gpu)")
        XCTAssertEqual(gpu[GSK_CLIP_NODE], 0, "no part is clipped when the span's ends are off the caps: \(gpu)")
        XCTAssertEqual(gpu[GSK_CAIRO_NODE], 0, "\(gpu)")
        // A span reaching into a cap: only that cap is clipped.
        slider.setValues(lower: 0, upper: 0.7)
        settle()
        let cut = nodeKinds()
        XCTAssertLessThanOrEqual(cut[GSK_CLIP_NODE], 2, "\(cut)")
    }

    /// Under GSK's Cairo renderer two sliders of the same look, at other values, draw the same
    /// Cairo nodes (each layer's one image): a slider's frame keeps no Cairo recording of its
    /// own. The track's two outer parts show the same layer, and the track's parts are the same
    /// placed nodes in both (each layer's node under one kept translation), so a frame holds only
    /// its clips for the track; redrawn at other values, still the same.
    func testSlidersOfTheSameLookShareTheirCairoNodes() {
        RangeSliderWidget.drawsLayersAsForCairoRenderer = true
        slider.setValues(lower: 0.3, upper: 0.7)
        let other = RangeSliderWidget()
        other.setValues(lower: 0.4, upper: 0.6)
        let otherWindow = TestWindow(child: other.gtkWidget, width: width, height: height)
        defer { otherWindow.close() }
        settle()
        func clipped(_ slider: RangeSliderWidget) -> Set<UInt> {
            var children: Set<UInt> = []
            visitNodes(of: slider) {
                if gsk_render_node_get_node_type($0) == GSK_CLIP_NODE {
                    children.insert(UInt(bitPattern: gsk_clip_node_get_child($0)))
                }
            }
            return children
        }
        let mine = cairoNodes(of: slider), theirs = cairoNodes(of: other)
        XCTAssertEqual(mine.count, 5, "track parts and thumbs")
        XCTAssertEqual(
            Set(mine.map { UInt(bitPattern: $0) }), Set(theirs.map { UInt(bitPattern: $0) }),
            "the same nodes, whatever the values")
        XCTAssertEqual(Set(mine.map { UInt(bitPattern: $0) }).count, 3, "track, highlighted track, thumb")
        let placed = clipped(slider)
        XCTAssertEqual(placed.count, 2, "the outer parts show one placed layer, the span the other")
        XCTAssertEqual(clipped(other), placed, "the same placed nodes in both sliders")
        // Drawn again after a change of values: still the same nodes.
        other.setValues(lower: 0.1, upper: 0.9)
        settle()
        XCTAssertEqual(Set(cairoNodes(of: other).map { UInt(bitPattern: $0) }), Set(mine.map { UInt(bitPattern: $0) }))
        XCTAssertEqual(clipped(other), placed)
    }
}
