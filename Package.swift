// swift-tools-version:5.9
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
//
// RangeSlider: a two-thumb range slider for GTK 4 apps, written in Swift, with the family of
// classic iOS slider techniques around it.
//
// Layout: Sources/ holds the libraries; Examples/ the house-price app (Examples/HousePrices, with
// its own core, data, meson build and translations), the demos, the playground and the clients in
// other languages; Tools/ the benchmark and the tools. Examples and tools are wired in with `path:`.
//
// Targets, from the bottom up:
//   CGtk               system library: GTK 4 through pkg-config (Debian: libgtk-4-dev)
//   CAdwaita           system library: libadwaita 1 (libadwaita-1-dev), for house-prices (and
//                      the benchmark's libadwaita start-up probe)
//   CGtkShim           thin C: what Swift cannot import (G_CALLBACK casts, variadic calls, macros)
//   GtkSupport         Swift conveniences over GLib: signal connections that own their closures,
//                      main-loop helpers
//   ObserverSupport    pure Swift: the observer list both controls use
//   RangeSliderCore    pure Swift, no GTK: values and their invariant, geometry, drag tracking
//   RangeSlider        the GTK widget (RangeSliderWidget), drawn with Cairo; also the GObject type
//                      CeRangeSlider that C, Python and GtkBuilder create
//   RangeSliderCAPI    the C API's Swift side: the @_cdecl functions of libCeRangeSlider.so (the
//                      product CeRangeSlider); header, .pc file, GIR: clib/
//   CircleGestureCore  pure Swift: circle recognition from stroke points
//   CircleGesture      the GTK gesture recognizer (CircleGestureRecognizer)
//   HousingData        pure Swift: CSV files read into a column table, and synthetic tables
//   HousePricesCore    pure Swift: the house-price window's list order, filters and bound text
//   Crossfilter        pure Swift: coordinated filters and histograms over millions of homes
//   CLibpq             system library: PostgreSQL's libpq through pkg-config (Debian: libpq-dev)
//   HousingDatabase    a table in a PostgreSQL server: the connection (libpq on a worker thread),
//                      brushing by data tiles (prefix sums, no query per drag step), the tile and
//                      list queries
//   FuzzTargets        the fuzz targets' entry functions and invariants (Fuzz/), pure Swift;
//   FuzzCAPITarget     the C API one (GTK); their libFuzzer drivers exist only when
//                      scripts/fuzz.sh builds with RANGE_SLIDER_FUZZ=1 (see the end of this file)
//   executables        house-prices (the main window), range-slider-playground, circle-gesture-demo,
//                      colour-picker (skins), progress-demo (progress mode),
//                      opening-hours-demo (several thumbs), make-skins (draws data/skins),
//                      range-slider-bench (benchmarks), data-table (any CSV as a table:
//                      detection, synthetic tables, load time and memory)
import PackageDescription

let package = Package(
    name: "RangeSlider",
    products: [
        .library(name: "RangeSlider", targets: ["RangeSlider"]),
        .library(name: "RangeSliderCore", targets: ["RangeSliderCore"]),
        // The C library for C, Python (PyGObject), GtkBuilder and other GNOME languages:
        // scripts/install-c-library.sh installs it with its header, .pc file and typelib.
        .library(name: "CeRangeSlider", type: .dynamic, targets: ["RangeSliderCAPI"]),
        .library(name: "CircleGesture", targets: ["CircleGesture"]),
        .executable(name: "house-prices", targets: ["house-prices"]),
        .executable(name: "range-slider-playground", targets: ["range-slider-playground"]),
        .executable(name: "circle-gesture-demo", targets: ["circle-gesture-demo"]),
        .executable(name: "colour-picker", targets: ["colour-picker"]),
        .executable(name: "progress-demo", targets: ["progress-demo"]),
        .executable(name: "opening-hours-demo", targets: ["opening-hours-demo"]),
        .executable(name: "make-skins", targets: ["make-skins"]),
        .executable(name: "range-slider-bench", targets: ["range-slider-bench"]),
        .executable(name: "data-table", targets: ["data-table"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Property-based tests (generators with shrinking) for the value policy.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: GTK binding
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "CGtkShim", dependencies: ["CGtk"]),
        // libadwaita 1.2 (Debian 12): the house-price app's GNOME window only. The widget
        // library (RangeSlider, RangeSliderCAPI) does not depend on it.
        .systemLibrary(
            name: "CAdwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(name: "GtkSupport", dependencies: ["CGtk", "CGtkShim"]),

        // MARK: Range slider
        .target(name: "ObserverSupport"),
        .target(name: "RangeSliderCore", dependencies: ["ObserverSupport"]),
        .target(name: "RangeSlider", dependencies: ["CGtk", "CGtkShim", "GtkSupport", "RangeSliderCore"]),
        .target(name: "RangeSliderCAPI", dependencies: ["RangeSlider"]),
        // The C accessors of CeRangeSlider's properties are declared once, in a table:
        // generate-c-accessors (scripts/generate-c-accessors.sh) writes their @_cdecl forwarders
        // (in RangeSliderCAPI), header prototypes and the symbol list from it. Pure Swift.
        .target(name: "CAccessorGenerator", path: "Tools/CAccessorGenerator"),
        .executableTarget(name: "generate-c-accessors", dependencies: ["CAccessorGenerator"],
                          path: "Tools/generate-c-accessors"),
        .executableTarget(
            name: "range-slider-playground",
            dependencies: [
                "RangeSlider",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/range-slider-playground"
        ),

        // Skins, single-value and progress modes: examples, and the tool that draws their images.
        .executableTarget(
            name: "colour-picker",
            dependencies: ["RangeSlider", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/colour-picker"
        ),
        .executableTarget(
            name: "progress-demo",
            dependencies: ["RangeSlider", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/progress-demo"
        ),
        .executableTarget(name: "make-skins", dependencies: ["RangeSlider"], path: "Tools/make-skins"),
        // Several thumbs: two opening-hour shifts picked with a four-thumb slider.
        .executableTarget(
            name: "opening-hours-demo",
            dependencies: ["RangeSlider", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/opening-hours-demo"
        ),

        // MARK: Circle gesture recognizer
        .target(name: "CircleGestureCore", dependencies: ["ObserverSupport"]),
        .target(name: "CircleGesture", dependencies: ["CGtk", "CGtkShim", "GtkSupport", "CircleGestureCore"]),
        .executableTarget(name: "circle-gesture-demo", dependencies: ["CircleGesture"],
                          path: "Examples/circle-gesture-demo"),

        // MARK: House-price example data
        // SplitMix64: reproducible numbers for synthetic data and for the randomised tests.
        .target(name: "SeededRandom"),
        .target(name: "HousingData", dependencies: ["RangeSliderCore", "SeededRandom"]),
        // The options of every program that reads a CSV file (--delimiter, --decimal-mark,
        // --price-column), declared once as an ArgumentParser option group.
        .target(
            name: "CommandLineOptions",
            dependencies: ["HousingData", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "HousePricesCore", dependencies: ["HousingData", "RangeSliderCore", "Crossfilter"],
                path: "Examples/HousePrices/Sources/HousePricesCore"),
        // Coordinated filters over millions of homes: per-dimension sorted indexes, a
        // per-home filter bitmask and every histogram under the other filters, updated from the
        // homes a thumb crosses. Pure Swift, no dependencies.
        .target(name: "Crossfilter"),
        // A table in a PostgreSQL server as a source of the same filters: libpq (Debian's
        // libpq-dev) behind a connection that runs on its own worker thread, brushing by data
        // tiles, and the SQL of the tiles and of the list's pages.
        .systemLibrary(
            name: "CLibpq",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .target(name: "HousingDatabase", dependencies: ["CLibpq", "Crossfilter", "HousingData", "HousePricesCore"]),
        .executableTarget(
            name: "house-prices",
            dependencies: [
                "RangeSlider",
                "RangeSliderCore",
                "CAdwaita",
                "HousingData",
                "HousePricesCore",
                "Crossfilter",
                "HousingDatabase",
                "CommandLineOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/HousePrices/Sources/house-prices"
        ),

        // Any CSV file as a columnar table: prints what the loader detects (dialect,
        // column kinds, labels, filter styles), generates synthetic tables, and measures load
        // time and memory (docs/performance.md). Pure Swift, no GTK.
        .executableTarget(
            name: "data-table",
            dependencies: [
                "HousingData", "CommandLineOptions", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/data-table"
        ),

        // MARK: Benchmarks
        .executableTarget(
            name: "range-slider-bench",
            dependencies: [
                "RangeSlider", "HousingData", "CAdwaita", "Crossfilter", "SeededRandom", "HousingDatabase",
                "HousingOracles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/range-slider-bench"
        ),

        // MARK: Fuzzing: the entry functions of the fuzz targets, with their input
        // decoders and invariants. The normal suite replays the committed corpora through them
        // (FuzzCorpusTests); scripts/fuzz.sh links them into libFuzzer drivers.
        .target(
            name: "FuzzTargets",
            dependencies: ["HousingData", "HousePricesCore", "RangeSliderCore"],
            path: "Fuzz/Targets"
        ),
        .target(
            name: "FuzzCAPITarget",
            dependencies: ["RangeSliderCAPI", "RangeSlider", "CGtk", "GtkSupport", "FuzzTargets"],
            path: "Fuzz/CAPITarget"
        ),

        // MARK: Tests
        .target(
            name: "GtkTestSupport",
            dependencies: ["CGtk", "CGtkShim", "GtkSupport"],
            path: "Tests/GtkTestSupport"
        ),
        // Generators of edge-case doubles and the value policy's invariant as an oracle, for the
        // property-based tests of the core and of the widget.
        .target(
            name: "PropertyTestSupport",
            dependencies: ["RangeSliderCore", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/PropertyTestSupport"
        ),
        .testTarget(
            name: "RangeSliderCoreTests",
            dependencies: ["RangeSliderCore", "SeededRandom", "PropertyTestSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "RangeSliderWidgetTests",
            dependencies: ["RangeSlider", "RangeSliderCore", "GtkTestSupport", "CGtk", "CGtkShim",
                           "PropertyTestSupport", "CAccessorGenerator",
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // The playground and the demos run as a person would: child processes in the display,
        // checked through their screenshots and output.
        .testTarget(name: "ExampleTests", dependencies: ["GtkTestSupport"]),
        // The benchmark's quick runs write every figure the report needs.
        .testTarget(name: "ToolTests", dependencies: ["GtkTestSupport"]),
        // The committed forwarders, prototypes and symbol list against what the accessor table makes.
        .testTarget(name: "CAccessorGeneratorTests", dependencies: ["CAccessorGenerator"]),
        .testTarget(name: "CircleGestureCoreTests", dependencies: ["CircleGestureCore", "SeededRandom"]),
        .testTarget(
            name: "CircleGestureWidgetTests",
            dependencies: ["CircleGesture", "GtkTestSupport", "CGtk", "CGtkShim"]
        ),
        // The old fixed-schema model (price index, naive filter, homes generator, sorter): oracles
        // for the tests and named references for the benchmark, not used by the window.
        .target(
            name: "HousingOracles", dependencies: ["HousingData", "HousePricesCore", "RangeSliderCore"],
            path: "Tests/HousingOracles"
        ),
        .testTarget(
            name: "HousingDataTests",
            dependencies: ["HousingData", "HousingOracles",
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "HousePricesCoreTests",
            dependencies: ["HousePricesCore", "HousingData", "HousingOracles", "RangeSliderCore", "Crossfilter",
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "CrossfilterTests",
            dependencies: ["Crossfilter", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // A throwaway PostgreSQL server for a test (initdb into the build folder, a Unix socket).
        .target(name: "PostgresTestSupport", dependencies: ["HousingDatabase"], path: "Tests/PostgresTestSupport"),
        // HousingDatabase's pure core against naive counting, and its queries against a PostgreSQL
        // server each test starts itself (skipped when Debian's postgresql package is missing).
        .testTarget(
            name: "HousingDatabaseTests",
            dependencies: ["HousingDatabase", "Crossfilter", "SeededRandom", "HousingData", "HousePricesCore",
                           "PostgresTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "HousePricesAppTests",
            dependencies: ["HousePricesCore", "HousingData", "HousingOracles", "RangeSliderCore", "GtkTestSupport",
                           "HousingDatabase", "PostgresTestSupport"]
        ),
        // Black-box: the installed C library (scripts/test.sh installs it first) and its
        // C and Python clients in Tests/CLibraryClients and Examples/.
        .testTarget(name: "CLibraryClientTests"),
        // Replays Fuzz/Corpus (seeds and crash reproducers) through the fuzz targets' entry
        // functions, so that a bug the fuzzer found stays fixed.
        .testTarget(
            name: "FuzzCorpusTests",
            dependencies: ["FuzzTargets", "FuzzCAPITarget", "GtkTestSupport", "HousingData"]
        ),
        .testTarget(name: "ScriptTests"),  // the checks scripts/test.sh runs, in scratch repositories
    ]
)

// The libFuzzer drivers (Fuzz/Drivers/NAME: only `LLVMFuzzerTestOneInput`, no `main`), declared
// only for scripts/fuzz.sh, which builds them with RANGE_SLIDER_FUZZ=1, `-sanitize=fuzzer,address`
// and `-parse-as-library` in .build-fuzz/. A normal build never sees them: without libFuzzer they
// would have no `main`.
if Context.environment["RANGE_SLIDER_FUZZ"] == "1" {
    let drivers: [(name: String, target: Target.Dependency)] = [
        ("csv", "FuzzTargets"), ("price", "FuzzTargets"), ("values", "FuzzTargets"),
        ("image", "FuzzTargets"), ("capi", "FuzzCAPITarget"),
    ]
    for driver in drivers {
        package.targets.append(.executableTarget(name: "fuzz-\(driver.name)", dependencies: [driver.target],
                                                 path: "Fuzz/Drivers/\(driver.name)"))
        package.products.append(.executable(name: "fuzz-\(driver.name)", targets: ["fuzz-\(driver.name)"]))
    }
}
