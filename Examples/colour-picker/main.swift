// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import RangeSlider

/// `colour-picker`: red, green and blue skinned sliders and the colour they pick.
struct ColourPickerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colour-picker",
        abstract: "Picks a colour with three skinned single-value sliders (\"Skinning UIKit Sliders\").",
        discussion: """
            Each committed change is printed as `colour #RRGGBB`. A skin image that cannot be loaded \
            is reported on standard error (naming the file) and that slider keeps its drawn look. \
            Run with GDK_SCALE=2 to see the @2x images.
            """)

    @Option(help: ArgumentHelp("The folder of skin images (default: the project's data/skins).", valueName: "DIR"))
    var skinDirectory: String?

    @Option(help: ArgumentHelp("The colour to start with, as R,G,B from 0 to 255.", valueName: "R,G,B"))
    var colour = "224,96,32"

    @Option(
        help: ArgumentHelp("Render the window (at its scale factor) to this PNG file and exit.", valueName: "FILE.png"))
    var screenshot: String?

    mutating func validate() throws {
        let parts = colour.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, parts.allSatisfy({ (0...255).contains($0) }) else {
            throw ValidationError("--colour takes three numbers from 0 to 255, such as 224,96,32")
        }
    }

    mutating func run() throws {
        setvbuf(stdout, nil, _IOLBF, 0)
        let parts = colour.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let skins = skinDirectory ?? Self.defaultSkinDirectory
        let screenshot = self.screenshot
        var picker: ColourPickerWindow?
        let status = Application.run(id: "io.github.cerangeslider.ColourPicker") { app in
            let window = ColourPickerWindow(app: app, skins: skins, initial: (parts[0], parts[1], parts[2]))
            picker = window
            for message in window.skinErrors {
                FileHandle.standardError.write(Data("colour-picker: \(message)\n".utf8))
            }
            gtk_window_present(window.window.asWindow)
            if let screenshot {
                MainLoop.after(seconds: 0.7) {
                    let scale = Double(gtk_widget_get_scale_factor(window.window))
                    let error =
                        WidgetSnapshot.render(window.window, scale: scale).map {
                            WidgetSnapshot.writePNG($0, to: screenshot)
                        }
                        ?? "the window could not be rendered"
                    if let error { FileHandle.standardError.write(Data("colour-picker: \(error)\n".utf8)) }
                    Application.quit(app)
                }
            }
        }
        withExtendedLifetime(picker) {}
        if status != 0 { throw ExitCode(status) }
    }

    /// `data/skins` in the checkout this was built from.
    static var defaultSkinDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("data/skins").path
    }
}

ColourPickerCommand.main()
