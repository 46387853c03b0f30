// swift-tools-version:5.9
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
//
// A wrapper package for meson: it turns the RangeSlider library of the repository's package
// (an automatic library product, which SwiftPM does not archive on its own) into one static
// archive, libRangeSliderForMeson.a, that meson can link. Its target only re-exports RangeSlider.
//
// `name:` is given because a path dependency's identity is otherwise its directory name
// (e.g. "main" for a checkout in ~/src/main), which `.product(package:)` would have to repeat.
import PackageDescription

let package = Package(
    name: "RangeSliderForMeson",
    products: [
        .library(name: "RangeSliderForMeson", type: .static, targets: ["RangeSliderForMeson"]),
    ],
    dependencies: [
        .package(name: "RangeSlider", path: "../../.."),
    ],
    targets: [
        .target(
            name: "RangeSliderForMeson",
            dependencies: [.product(name: "RangeSlider", package: "RangeSlider")]
        ),
    ]
)
