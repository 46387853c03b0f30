// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import RangeSlider

/// `--screenshot`: the window's picture, once the histograms under the other filters are drawn.
extension HousePricesWindow {
    /// Writes the window's picture to `path` as PNG once it is drawn with its data (trying again
    /// every 0.2 s, up to 50 times), then quits with `status` (1 when it could not be written).
    func screenshot(to path: String, status: Int32, attempt: Int = 0) {
        var failure: String?
        let coordinationUnpainted = drawsAtCoordination.map { price.slider.drawCount == $0 } ?? false
        if data != nil, coordinateAfterFirstFrame != nil || coordinationUnpainted, attempt < 50 {
            // The side panel is being built: show it.
            MainLoop.after(seconds: 0.2) { [weak self] in
                self?.screenshot(to: path, status: status, attempt: attempt + 1)
            }
            return
        }
        if let pixels = WidgetSnapshot.render(window) {
            failure = WidgetSnapshot.writePNG(pixels, to: path)
        } else if attempt < 50 {
            // Not mapped or not allocated yet (a loaded machine can finish loading before the
            // window's first frame): try again, for up to 10 s more.
            MainLoop.after(seconds: 0.2) { [weak self] in
                self?.screenshot(to: path, status: status, attempt: attempt + 1)
            }
            return
        } else {
            failure = "the window could not be rendered"
        }
        if let failure { report.warn(failure) }
        exitStatus = failure == nil ? status : 1
        if options.debugReport, updateCount > 0 {
            report(
                "Updates: \(updateCount), mean \(String(format: "%.3f", updateSeconds / Double(updateCount) * 1000)) ms"
            )
        }
        Application.quit(app)
    }
}
