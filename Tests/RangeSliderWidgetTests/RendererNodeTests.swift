// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import GtkTestSupport
@_spi(Testing) import RangeSlider
import XCTest

/// The render nodes the slider gives each renderer: under GSK's
/// Cairo renderer, Cairo nodes that copy the cached layer images, never a texture node (GTK 4.8
/// converts a texture node's texture to a Cairo image on every frame); for a GPU renderer,
/// texture nodes that draw each pixel of the track once, with no clip unless a span's end cuts
/// a cap. The pixels themselves are checked by `LayerCacheTests` and `GLRendererTests`.
final class RendererNodeTests: WidgetTestCase {
    override func tearDown() {
        RangeSliderWidget.drawsLayersAsTexturesOnly = false
        RangeSliderWidget.drawsLayersAsForCairoRenderer = false
        super.tearDown()
    }

    /// How many nodes of each kind.
    private struct NodeKinds: CustomStringConvertible {
        var counts: [UInt32: Int] = [:]
        subscript(_ kind: GskRenderNodeType) -> Int { counts[kind.rawValue] ?? 0 }
        var description: String { "\(counts.sorted { $0.key < $1.key }.map { "type \($0.key): \($0.value)" })" }
    }

    /// The kinds of node in the slider's own drawing (its snapshot function's nodes, the frame
    /// cache's container included), counted through containers, clips and opacity.
    private func nodeKinds() -> NodeKinds {
        let snapshot = gtk_snapshot_new()!
        slider.snapshot(snapshot)
        guard let root = gtk_snapshot_free_to_node(snapshot) else { return NodeKinds() }
        defer { gsk_render_node_unref(root) }
        var kinds = NodeKinds()
        func visit(_ node: OpaquePointer) {
            let kind = gsk_render_node_get_node_type(node)
            kinds.counts[kind.rawValue, default: 0] += 1
            switch kind {
            case GSK_CONTAINER_NODE:
                for i in 0..<gsk_container_node_get_n_children(node) { visit(gsk_container_node_get_child(node, i)) }
            case GSK_CLIP_NODE: visit(gsk_clip_node_get_child(node))
            case GSK_OPACITY_NODE: visit(gsk_opacity_node_get_child(node))
            default: break
            }
        }
        visit(root)
        return kinds
    }

    /// What the renderer is given: under GSK's Cairo renderer, Cairo nodes that copy the cached
    /// images (no texture node, which GTK 4.8 converts to a Cairo image every frame); as for a
    /// GPU renderer, texture nodes that draw each pixel of the track once: with the span's ends
    /// away from the track's caps, the two caps and one stretched column per part, and no clip.
    func testTheNodesSuitTheRenderer() {
        slider.setValues(lower: 0.3, upper: 0.7)
        settle()
        RangeSliderWidget.drawsLayersAsForCairoRenderer = true   // whatever the window's renderer
        let cairo = nodeKinds()
        XCTAssertEqual(cairo[GSK_TEXTURE_NODE], 0, "Cairo renderer: no texture node, \(cairo)")
        XCTAssertEqual(cairo[GSK_CAIRO_NODE], 3, "the track, and one per thumb: \(cairo)")
        XCTAssertEqual(cairo[GSK_CLIP_NODE], 0, "\(cairo)")
        RangeSliderWidget.drawsLayersAsForCairoRenderer = false
        RangeSliderWidget.drawsLayersAsTexturesOnly = true
        let gpu = nodeKinds()
        XCTAssertEqual(gpu[GSK_TEXTURE_NODE], 5 + 2, "two caps, three columns, two thumbs: \(gpu)")
        XCTAssertEqual(gpu[GSK_CLIP_NODE], 0, "no part is clipped when the span's ends are off the caps: \(gpu)")
        XCTAssertEqual(gpu[GSK_CAIRO_NODE], 0, "\(gpu)")
        // A span reaching into a cap: only that cap is clipped.
        slider.setValues(lower: 0, upper: 0.7)
        settle()
        let cut = nodeKinds()
        XCTAssertLessThanOrEqual(cut[GSK_CLIP_NODE], 2, "\(cut)")
    }
}
