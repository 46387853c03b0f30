// swift-tools-version:5.9
//
// RangeSlider: a two-thumb range slider for GTK 4 apps, written in Swift.
//
// Targets, from the bottom up:
//   CGtk             system library: GTK 4 through pkg-config (Debian: libgtk-4-dev)
//   CGtkShim         thin C: what Swift cannot import (G_CALLBACK casts, variadic calls, macros)
//   RangeSliderCore  pure Swift, no GTK: values and their invariant, geometry, drag tracking
//   RangeSlider      the GTK widget (RangeSliderWidget), drawn with Cairo
//   range-slider-playground  the tutorial's visual test harness
import PackageDescription

let package = Package(
    name: "RangeSlider",
    products: [
        .library(name: "RangeSlider", targets: ["RangeSlider"]),
        .library(name: "RangeSliderCore", targets: ["RangeSliderCore"]),
        .executable(name: "range-slider-playground", targets: ["range-slider-playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(
            name: "CGtkShim",
            dependencies: ["CGtk"]
        ),
        .target(name: "RangeSliderCore"),
        .target(
            name: "RangeSlider",
            dependencies: ["CGtk", "CGtkShim", "RangeSliderCore"]
        ),
        .executableTarget(
            name: "range-slider-playground",
            dependencies: [
                "RangeSlider",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "GtkTestSupport",
            dependencies: ["CGtk", "CGtkShim", "RangeSlider"],
            path: "Tests/GtkTestSupport"
        ),
        .testTarget(
            name: "RangeSliderCoreTests",
            dependencies: ["RangeSliderCore"]
        ),
        .testTarget(
            name: "RangeSliderWidgetTests",
            dependencies: ["RangeSlider", "RangeSliderCore", "GtkTestSupport", "CGtk", "CGtkShim"]
        ),
    ]
)
