// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import XCTest

/// The installed C library seen from outside, by real clients: its files, a C app built by
/// meson, a PyGObject app built from a GtkBuilder file with a real drag, many sliders
/// created and destroyed from C and from Python, plainly and under valgrind, and the scale and
/// the ticks set from C and from Python.
///
/// `scripts/test.sh` installs the library (`scripts/install-c-library.sh`) into
/// `.build/c-library` and sets `CE_RANGE_SLIDER_PREFIX` before running the tests; without it
/// these tests are skipped. The GTK clients need the display the test command starts (Xvfb).
final class CLibraryClientTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let clients = repository.appendingPathComponent("Tests/CLibraryClients")

    var prefix = ""
    var scratch: URL!

    override func setUpWithError() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let prefix = environment["CE_RANGE_SLIDER_PREFIX"], !prefix.isEmpty else {
            throw XCTSkip("CE_RANGE_SLIDER_PREFIX is not set: run scripts/test.sh, which installs the C library first")
        }
        guard environment["DISPLAY"] != nil else {
            XCTFail("no DISPLAY: run the tests with scripts/test.sh (it starts Xvfb)")
            throw XCTSkip("no display")
        }
        self.prefix = prefix
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ce-clients-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    // MARK: - The installed files

    func testTheInstalledLibraryHasItsSonameItsOwnSwiftRuntimeAndEveryHeaderFunction() throws {
        let library = "\(prefix)/lib/libCeRangeSlider.so.0"
        let dynamic = try run(["readelf", "-d", library]).checked()
        XCTAssertTrue(dynamic.contains("Library soname: [libCeRangeSlider.so.0]"), dynamic)
        XCTAssertTrue(dynamic.contains("Library runpath: [$ORIGIN/ce-range-slider-1/swift]"), dynamic)

        // Every library resolves, and the Swift ones from the copy beside it, not the toolchain.
        let ldd = try run(["ldd", library], environment: ["LD_LIBRARY_PATH": ""]).checked()
        XCTAssertFalse(ldd.contains("not found"), ldd)
        let swiftLines = ldd.split(separator: "\n").filter { $0.contains("swift") || $0.contains("Foundation") }
        XCTAssertFalse(swiftLines.isEmpty)
        for line in swiftLines {
            XCTAssertTrue(line.contains("\(prefix)/lib/ce-range-slider-1/swift/"), String(line))
        }

        // The headers' functions are exactly what the library exports under ce_. The class
        // types are declared by G_DECLARE_FINAL_TYPE.
        let header = try installedHeaders()
        let classTypes: Set = ["ce_range_slider_get_type"]
        let declared = Set(matches(of: #"\b(ce_[a-z_]+) \("#, in: header)).subtracting(classTypes)
        let symbols = try run(["nm", "-D", "--defined-only", library]).checked()
        let exported = Set(matches(of: #" T (ce_[a-z_]+)\b"#, in: symbols))
        XCTAssertEqual(declared.subtracting(exported), [], "declared in the header but not exported")
        XCTAssertEqual(
            exported.subtracting(declared).subtracting(classTypes), [],
            "exported but not declared in the header")
        XCTAssertFalse(exported.contains("ce_multi_thumb_slider_get_type"), "the former second slider type is gone")
        XCTAssertTrue(exported.contains("ce_range_slider_get_type"))

        let pc = try run(
            ["pkg-config", "--cflags", "--libs", "ce-range-slider-1"],
            environment: ["PKG_CONFIG_PATH": "\(prefix)/lib/pkgconfig"]
        ).checked()
        XCTAssertTrue(pc.contains("-I\(prefix)/include/ce-range-slider-1"), pc)
        XCTAssertTrue(pc.contains("-lCeRangeSlider") && pc.contains("-lgtk-4"), pc)
    }

    func testTheGIRDescribesTheClassItsPropertiesAndSignals() throws {
        let gir = try String(contentsOfFile: "\(prefix)/share/gir-1.0/Ce-1.0.gir", encoding: .utf8)
        XCTAssertTrue(gir.contains(#"<namespace name="Ce""#))
        XCTAssertTrue(gir.contains(#"shared-library="libCeRangeSlider.so.0""#), "the SONAME, not a build path")
        XCTAssertTrue(gir.contains(#"<class name="RangeSlider""#))
        XCTAssertTrue(gir.contains(#"<implements name="Gtk.Orientable"/>"#))
        for property in [
            "minimum-value", "maximum-value", "lower-value", "upper-value", "step-size",
            "minimum-separation", "maximum-span", "step-increment", "page-increment",
            "track-tint-color", "track-highlight-tint-color", "thumb-tint-color",
            "curvaceousness", "inverted", "track-click-behavior", "allows-span-drag",
            "fine-tune-factor", "lower-thumb-label", "upper-thumb-label", "mode", "value",
            "fraction", "value-label", "value-popover-visibility", "histogram-height", "scale",
            "open-lower-bound", "open-upper-bound", "lower-bound-is-open", "upper-bound-is-open",
            "open-lower-bound-text", "open-upper-bound-text",
            "tick-mode", "tick-step", "tick-count", "tick-spacing", "minor-ticks", "snap-to-ticks",
        ] {
            XCTAssertTrue(gir.contains(#"<property name="\#(property)""#), "no property \(property) in the GIR")
        }
        XCTAssertTrue(gir.contains(#"<glib:signal name="value-changed""#))
        XCTAssertTrue(gir.contains(#"<glib:signal name="value-changing""#))
        for enumeration in [
            "TrackClickBehavior", "SliderMode", "ValuePopoverVisibility", "RangeSliderScale", "RangeSliderScaleError",
            "RangeSliderTickMode",
        ] {
            XCTAssertTrue(gir.contains(#"<enumeration name="\#(enumeration)""#), "no enumeration \(enumeration)")
        }
        XCTAssertTrue(gir.contains(#"glib:error-domain="ce-range-slider-scale-error""#), "no error domain")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(prefix)/lib/girepository-1.0/Ce-1.0.typelib"))
    }

    /// Any number of thumbs in the GIR: `CeRangeSlider`'s thumb properties, the enumerations,
    /// the values as arrays with their lengths (what PyGObject turns into lists), and no second
    /// slider class.
    func testTheGIRDescribesTheThumbCountItsEnumsAndArrayValues() throws {
        let gir = try String(contentsOfFile: "\(prefix)/share/gir-1.0/Ce-1.0.gir", encoding: .utf8)
        XCTAssertFalse(gir.contains("MultiThumbSlider"), "the former second slider class is gone")
        guard let start = gir.range(of: #"<class name="RangeSlider""#),
            let end = gir.range(of: "</class>", range: start.upperBound..<gir.endIndex)
        else {
            return XCTFail("no RangeSlider class in the GIR")
        }
        let klass = String(gir[start.lowerBound..<end.lowerBound])
        for property in ["thumb-count", "crossing-policy", "highlight-pattern", "allows-span-drag", "fixed-span"] {
            XCTAssertTrue(klass.contains(#"<property name="\#(property)""#), "no property \(property)")
        }
        for enumeration in ["CrossingPolicy", "HighlightPattern"] {
            XCTAssertTrue(gir.contains(#"<enumeration name="\#(enumeration)""#), "no enumeration \(enumeration)")
        }
        func method(_ name: String) -> String {
            guard let m = klass.range(of: #"<method name="\#(name)""#),
                let e = klass.range(of: "</method>", range: m.upperBound..<klass.endIndex)
            else { return "" }
            return String(klass[m.lowerBound..<e.lowerBound])
        }
        let getter = method("get_thumb_values"), setter = method("set_thumb_values")
        XCTAssertTrue(getter.contains(#"<array length="0""#) && getter.contains(#"transfer-ownership="full""#), getter)
        XCTAssertTrue(setter.contains(#"<array length="1""#), setter)
        XCTAssertTrue(method("set_crossing_policy").contains(#"<type name="CrossingPolicy""#))
        XCTAssertTrue(method("get_value_at").contains(#"<parameter name="index""#))
        XCTAssertTrue(method("get_values").contains(#"direction="out""#), "the two-thumb get_values stays as it was")
    }

    /// Every GObject property has its C accessors, as GTK's own widgets do: a getter for each
    /// readable property and a setter for each writable one (`orientation` is GtkOrientable's,
    /// with `gtk_orientable_get_orientation`/`set_orientation`).
    func testEveryGObjectPropertyHasACGetterAndSetterInTheHeader() throws {
        let gir = try String(contentsOfFile: "\(prefix)/share/gir-1.0/Ce-1.0.gir", encoding: .utf8)
        let header = try installedHeaders()
        let declared = Set(matches(of: #"\b(ce_range_slider_[a-z_]+) \("#, in: header))
        // The class's property elements: `<property name="…"` with their attributes up to `>`.
        guard let start = gir.range(of: #"<class name="RangeSlider""#),
            let end = gir.range(of: "</class>", range: start.upperBound..<gir.endIndex)
        else {
            return XCTFail("no RangeSlider class in the GIR")
        }
        let properties = matches(
            of: #"(<property name="[a-z-]+"[^>]*>)"#, in: String(gir[start.lowerBound..<end.lowerBound]))
        XCTAssertGreaterThanOrEqual(
            properties.count, 32,
            "the GIR lists fewer properties than the type has (33, orientation being GtkOrientable's)")
        var missing: [String] = []
        for element in properties {
            let name = matches(of: #"name="([a-z-]+)""#, in: element)[0]
            guard name != "orientation" else { continue }
            let snake = name.replacingOccurrences(of: "-", with: "_")
            if !declared.contains("ce_range_slider_get_\(snake)") { missing.append("ce_range_slider_get_\(snake)") }
            if element.contains(#"writable="1""#), !declared.contains("ce_range_slider_set_\(snake)") {
                missing.append("ce_range_slider_set_\(snake)")
            }
        }
        XCTAssertEqual(missing, [], "GObject properties without their C accessors")
    }

    /// The scale's setters take C arrays with their lengths: the GIR must say which length
    /// goes with which array (so that bindings pass lists), that they may be NULL, and that the
    /// functions throw (a GError becomes an exception).
    func testTheGIRAnnotatesTheScaleSettersArraysAndErrors() throws {
        let gir = try String(contentsOfFile: "\(prefix)/share/gir-1.0/Ce-1.0.gir", encoding: .utf8)
        /// Each parameter of the method: (name, the index of its array length or nil, nullable).
        func parameters(of method: String) -> [(name: String, length: Int?, nullable: Bool)]? {
            guard let start = gir.range(of: #"<method name="\#(method)""#),
                let end = gir.range(of: "</method>", range: start.upperBound..<gir.endIndex)
            else { return nil }
            let element = String(gir[start.lowerBound..<end.lowerBound])
            guard element.contains(#"throws="1""#) else { return [] }
            return element.components(separatedBy: "<parameter ").dropFirst().map { parameter in
                let name = matches(of: #"^name="([a-z_]+)""#, in: parameter).first ?? "?"
                let length = matches(of: #"<array length="([0-9]+)""#, in: parameter).first.flatMap { Int($0) }
                return (name, length, parameter.contains(#"nullable="1""#))
            }
        }
        func describe(_ p: [(name: String, length: Int?, nullable: Bool)]?) -> String {
            p.map {
                $0.map { "\($0.name)\($0.length.map { "[length \($0)]" } ?? "")\($0.nullable ? "?" : "")" }.joined(
                    separator: ", ")
            }
                ?? "no such method"
        }
        // Parameter indices count from 0 after the instance parameter.
        XCTAssertEqual(
            describe(parameters(of: "set_scale_breakpoints")),
            "fractions[length 1]?, n_fractions, values[length 3]?, n_values, steps[length 5]?, n_steps, first_step")
        XCTAssertEqual(describe(parameters(of: "set_quantile_data")), "values[length 1]?, n_values")
        XCTAssertEqual(describe(parameters(of: "set_quantile_histogram")), "counts[length 1]?, n_bins, lower, upper")
        XCTAssertEqual(describe(parameters(of: "set_scale")), "scale")
        XCTAssertTrue(gir.contains(#"<type name="guint64" c:type="guint64"/>"#), "the histogram's counts are guint64")
    }

    /// ce_range_slider_set_tick_values takes a C array and its length: the GIR must pair them
    /// (so that Python passes a list) and let the array be NULL; the tick mode is an
    /// enumeration with its nicks.
    func testTheGIRAnnotatesTheTickValuesAndTheTickModeEnumeration() throws {
        let gir = try String(contentsOfFile: "\(prefix)/share/gir-1.0/Ce-1.0.gir", encoding: .utf8)
        guard let start = gir.range(of: #"<method name="set_tick_values""#),
            let end = gir.range(of: "</method>", range: start.upperBound..<gir.endIndex)
        else {
            return XCTFail("no set_tick_values method in the GIR")
        }
        let method = String(gir[start.lowerBound..<end.lowerBound])
        XCTAssertTrue(method.contains(#"c:identifier="ce_range_slider_set_tick_values""#), method)
        XCTAssertFalse(method.contains(#"throws="1""#), "set_tick_values warns, it does not throw")
        let parameters = method.components(separatedBy: "<parameter ").dropFirst()
        XCTAssertEqual(
            parameters.map { matches(of: #"^name="([a-z_]+)""#, in: $0).first ?? "?" }, ["values", "n_values"])
        let values = parameters.first ?? ""
        XCTAssertTrue(values.contains(#"<array length="1""#) && values.contains(#"nullable="1""#), values)
        XCTAssertTrue(values.contains(#"<type name="gdouble""#), values)

        guard let e = gir.range(of: #"<enumeration name="RangeSliderTickMode""#),
            let eEnd = gir.range(of: "</enumeration>", range: e.upperBound..<gir.endIndex)
        else {
            return XCTFail("no RangeSliderTickMode enumeration")
        }
        let enumeration = String(gir[e.lowerBound..<eEnd.lowerBound])
        XCTAssertTrue(enumeration.contains(#"glib:get-type="ce_range_slider_tick_mode_get_type""#), enumeration)
        XCTAssertEqual(
            matches(of: #"glib:nick="([a-z-]+)""#, in: enumeration),
            ["none", "every-step", "evenly-spread", "values", "breakpoints", "nice"])
    }

    // MARK: - The ticks from C and Python

    func testACClientSetsTheTickPropertiesAndValuesAndGetsTheDocumentedRefusals() throws {
        let program = try compileClient("ticks")
        try checkCClient(
            [program, "3"], says: "ticks: 3 rounds, 58 checks, 0 failed, 0 slider states left: OK",
            warningsAllowed: false)
    }

    func testValgrindFindsNothingTheTickSettersLeakOrMisuseFromC() throws {
        let program = try compileClient("ticks")
        try checkUnderValgrind([program, "2"], says: "ticks: 2 rounds, 39 checks, 0 failed")
    }

    /// The tick properties from Python: each set, read back and notified once; tick
    /// values from a list; refusals keep the old values; and the `marks > mark > label` nodes
    /// GTK made say the expected ticks (`Tests/CLibraryClients/tick_client.py`).
    func testAPythonClientSetsTheTickPropertiesAndFindsTheLabelsGTKShows() throws {
        try checkPythonClient("tick_client.py", says: "tick client: 65 passed, 0 failed")
    }

    // MARK: - The scale from C and Python

    func testACClientSetsEachScaleAndGetsTheDocumentedErrors() throws {
        let program = try compileClient("scale")
        try checkCClient([program, "3"], says: "scale: 3 rounds, 104 checks, 0 failed, 0 slider states left: OK")
    }

    func testValgrindFindsNothingTheScaleSettersLeakOrMisuseFromC() throws {
        let program = try compileClient("scale")
        try checkUnderValgrind([program, "2"], says: "scale: 2 rounds, 70 checks, 0 failed")
    }

    /// The scale from Python, through the property and the setters, with plain lists
    /// for the arrays; errors as GLib.Error; a refused scale keeps the old one; the thumbs sit
    /// where each scale puts them (`Tests/CLibraryClients/scale_client.py`).
    func testAPythonClientSetsEachScaleThroughThePropertyAndTheSetters() throws {
        try checkPythonClient("scale_client.py", says: "scale client: 75 passed, 0 failed")
    }

    /// Preset ranges from Python: plain lists (NaN for an open end), a Python count
    /// function whose counts the menu model shows, apply_preset and its signal, refusals
    /// (`Tests/CLibraryClients/preset_client.py`).
    func testAPythonClientSetsPresetsWithLiveCounts() throws {
        try checkPythonClient("preset_client.py", says: "preset client: 12 passed, 0 failed", criticalsAllowed: true)
    }

    /// Open-ended bounds from Python: the properties, their notifications, the
    /// effective bounds (+inf when open) and the description
    /// (`Tests/CLibraryClients/open_bounds_client.py`).
    func testAPythonClientOpensTheUpperBoundAtTheMaximumAndReadsAnInfiniteEffectiveBound() throws {
        try checkPythonClient("open_bounds_client.py", says: "open bounds client: 20 passed, 0 failed")
    }

    /// The slider's own words in German from the installed library (its ce-range-slider.mo
    /// beside it, found without any setup by the app): `Tests/CLibraryClients/words_client.py`.
    func testThePythonClientReadsTheSlidersOwnWordsInGerman() throws {
        guard try run(["locale", "-a"]).stdout.lowercased().contains("de_de.utf8") else {
            return XCTFail("the de_DE.UTF-8 locale is not installed (scripts/install-deps.sh test generates it)")
        }
        var environment = pythonEnvironment
        environment.merge(["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": ""]) { $1 }
        let script = Self.clients.appendingPathComponent("words_client.py").path
        let result = try run(["/usr/bin/python3", script], environment: environment, timeout: 120)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains("words client: 7 passed, 0 failed"), result.all)
        XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr)
    }

    // MARK: - Any number of thumbs from C and Python

    /// `Tests/CLibraryClients/thumbs.c`: 1, 2 and 5 thumbs through the array and index API,
    /// notify for exactly what changed, value-changed, thumb-changed with the index set, a
    /// histogram, ticks and a skin on one thumb by index at each count, skins following the
    /// count, five thumbs shown with a histogram, ticks and the third skinned (pixels and tick
    /// nodes), single and progress modes as one thumb whose index is 0 (1 refused), the
    /// enumerations and the refusals.
    func testACClientSetsOneTwoAndFiveThumbsAndGetsExactNotifyAndTheRefusals() throws {
        let program = try compileClient("thumbs")
        try checkCClient(
            [program, "--show", "3"], says: "thumbs: 3 rounds, 164 checks, 0 failed, 0 slider states left: OK")
    }

    func testValgrindFindsNothingTheThumbValuesLeakOrMisuseFromC() throws {
        let program = try compileClient("thumbs")
        try checkUnderValgrind([program, "2"], says: "thumbs: 2 rounds, 107 checks, 0 failed")
    }

    /// `Tests/CLibraryClients/hard_limits.c`: the hard limits and their `-set` flags through
    /// the accessors and g_object_set/get, values stopping at them, notify for exactly what
    /// changed, NaN and infinities refused, an inverted pair read in order.
    func testACClientSetsHardLimitsAndGetsExactNotifyAndTheRefusals() throws {
        let program = try compileClient("hard_limits")
        try checkCClient([program, "3"], says: "hard_limits: 3 rounds, 33 checks, 0 failed, 0 slider states left: OK")
    }

    /// CeRangeSlider with 1, 2 and 5 thumbs from Python (values through the array and index
    /// API, notify exactly once per changed property, value-changed, thumb-changed, the room a
    /// histogram takes, the tick labels GTK shows, a skin on one thumb by index), then four
    /// thumbs under each crossing policy with real xdotool drags (the values read back
    /// after each), a span drag, padding, the refusals, the properties' notify and a .ui file.
    func testAPythonClientSetsOneTwoAndFiveThumbsAndDragsUnderEachPolicy() throws {
        try checkPythonClient("thumb_count_client.py", says: "thumb count client: 61 passed, 0 failed")
    }

    /// Runs a compiled C client (`command`: the program and its arguments) against the installed
    /// library: it exits 0 and prints its summary line `summary`, and GLib logged no CRITICAL
    /// (nor any WARNING unless `warningsAllowed`).
    func checkCClient(
        _ command: [String], environment: [String: String] = [:], says summary: String,
        warningsAllowed: Bool = true, line: UInt = #line
    ) throws {
        let result = try run(command, environment: environment, timeout: 120)
        XCTAssertEqual(result.status, 0, result.all, line: line)
        XCTAssertTrue(result.stdout.contains(summary), result.all, line: line)
        XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr, line: line)
        if !warningsAllowed { XCTAssertFalse(result.stderr.contains("WARNING"), result.stderr, line: line) }
    }

    /// Runs `command` under memcheck (``valgrind(_:environment:)``): the program prints
    /// `summary`, and valgrind_report.py finds no error or leak in the project's stacks.
    func checkUnderValgrind(
        _ command: [String], environment: [String: String] = [:], says summary: String,
        line: UInt = #line
    ) throws {
        let report = try valgrind(command, environment: environment)
        XCTAssertTrue(report.program.stdout.contains(summary), report.program.all, line: line)
        XCTAssertEqual(report.analysis.status, 0, report.analysis.all, line: line)
        XCTAssertTrue(
            report.analysis.stdout.contains("valgrind: 0 project errors or leaks"), report.analysis.all, line: line)
    }

    /// Runs the PyGObject client `file` of Tests/CLibraryClients against the installed library:
    /// it exits 0, prints its summary line `summary` and no FAIL line, and (unless
    /// `criticalsAllowed`) GLib logged no CRITICAL.
    func checkPythonClient(
        _ file: String, says summary: String, criticalsAllowed: Bool = false,
        line: UInt = #line
    ) throws {
        let script = Self.clients.appendingPathComponent(file).path
        let result = try run(["/usr/bin/python3", script], environment: pythonEnvironment, timeout: 120)
        XCTAssertEqual(result.status, 0, result.all, line: line)
        XCTAssertTrue(result.stdout.contains(summary), result.all, line: line)
        XCTAssertFalse(result.stdout.contains("FAIL"), result.all, line: line)
        if !criticalsAllowed { XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr, line: line) }
    }

    // MARK: - A C app built by meson

    func testAMesonBuiltCAppCreatesTheSliderSetsPropertiesAndReceivesValueChanged() throws {
        let example = Self.repository.appendingPathComponent("Examples/meson-c-app")
        // meson-notes.md shows this meson.build; it must be the one built here.
        let notes = try String(contentsOf: Self.repository.appendingPathComponent("meson-notes.md"), encoding: .utf8)
        let mesonBuild = try String(contentsOf: example.appendingPathComponent("meson.build"), encoding: .utf8)
        XCTAssertEqual(
            quotedBlock("Examples/meson-c-app/meson.build", in: notes), mesonBuild,
            "meson-notes.md quotes a different meson.build")

        let build = scratch.appendingPathComponent("meson-build").path
        let pkgConfig = ["PKG_CONFIG_PATH": "\(prefix)/lib/pkgconfig"]
        try run(["meson", "setup", build, example.path], environment: pkgConfig).checked()
        try run(["ninja", "-C", build], environment: pkgConfig).checked()
        let app = "\(build)/range-slider-c-app"
        let dynamic = try run(["readelf", "-d", app]).checked()
        XCTAssertTrue(dynamic.contains("Shared library: [libCeRangeSlider.so.0]"), "linked by SONAME: \(dynamic)")

        let result = try run([app, "--quit-after-first-frame"], timeout: 60)
        let output = result.stdout
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(
            output.contains("Range slider value changed: (20 80)\n"), "set before the window showed: \(output)")
        XCTAssertTrue(output.contains("first frame drawn"), output)
        XCTAssertTrue(output.contains("notify::lower-value 25\nRange slider value changed: (25 75)\n"), output)
        XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr)
        XCTAssertFalse(result.stderr.contains("WARNING"), result.stderr)
    }

    // MARK: - A PyGObject app from a GtkBuilder file

    func testAPythonAppBuildsTheSliderFromAUIFileReadsWritesNotifiesAndDragsIt() throws {
        let script = Self.repository.appendingPathComponent("Examples/python-builder/range_slider.py").path
        let result = try run(["/usr/bin/python3", script, "--self-test"], environment: pythonEnvironment, timeout: 90)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains("python client: 26 passed, 0 failed"), result.all)
        XCTAssertFalse(result.stdout.contains("FAIL"), result.all)
        XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr)
    }

    // MARK: - Lifetimes

    func testManySlidersFromCAreEachFinalizedOnceWithTheirSwiftState() throws {
        let program = try compileCLifetimes()
        let result = try run([program, "200"], timeout: 120)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains("1000 sliders created, 1000 finalized, 0 slider states left"), result.all)
    }

    func testValgrindFindsNothingTheProjectLeaksOrMisusesFromC() throws {
        let program = try compileCLifetimes()
        try checkUnderValgrind([program, "10"], says: "50 sliders created, 50 finalized, 0 slider states left")
    }

    /// A property-based PyGObject client, 100,000 random operations over
    /// every property and C setter with non-finite and extreme values, checking after each one
    /// that every change was notified exactly once, nothing reads NaN or infinite, and the
    /// invariant holds exactly (`Tests/CLibraryClients/property_client.py`).
    func testAPropertyBasedPythonClientFindsEveryChangeNotifiedAndTheInvariantExactIn100000Operations() throws {
        let script = Self.clients.appendingPathComponent("property_client.py").path
        let result = try run(
            ["/usr/bin/python3", script, "--operations", "100000", "--seed", "20261123"],
            environment: pythonEnvironment, timeout: 900)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains("property client: 100000 passed, 0 failed"), result.all)
        print(result.stdout.split(separator: "\n").filter { $0.hasPrefix("property client:") }.joined(separator: "\n"))
    }

    func testManySlidersFromPythonAreEachFinalizedOnceWithTheirSwiftState() throws {
        let script = Self.clients.appendingPathComponent("lifetimes.py").path
        let result = try run(["/usr/bin/python3", script, "100"], environment: pythonEnvironment, timeout: 120)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains("500 sliders created, 500 finalized, 0 slider states left"), result.all)
    }

    func testValgrindFindsNothingTheProjectLeaksOrMisusesFromPython() throws {
        let script = Self.clients.appendingPathComponent("lifetimes.py").path
        var environment = pythonEnvironment
        environment["PYTHONMALLOC"] = "malloc"  // Python's own allocator hides blocks from valgrind
        try checkUnderValgrind(
            ["/usr/bin/python3", script, "5"], environment: environment,
            says: "25 sliders created, 25 finalized, 0 slider states left")
    }

    // MARK: - Helpers

    /// The installed headers' text: ce-range-slider.h and the ce-range-slider-*.h it includes.
    func installedHeaders() throws -> String {
        let directory = "\(prefix)/include/ce-range-slider-1"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".h") }
            .sorted()
        XCTAssertTrue(names.contains("ce-range-slider.h"), "\(names)")
        return try names.map { try String(contentsOfFile: "\(directory)/\($0)", encoding: .utf8) }.joined(
            separator: "\n")
    }

    var pythonEnvironment: [String: String] {
        ["GI_TYPELIB_PATH": "\(prefix)/lib/girepository-1.0", "LD_LIBRARY_PATH": "\(prefix)/lib"]
    }

    func compileCLifetimes() throws -> String {
        try compileClient("lifetimes")
    }

    /// Builds `Tests/CLibraryClients/NAME.c` against the installed library, with the clients'
    /// shared code (client_support.c) when it includes client_support.h.
    func compileClient(_ name: String) throws -> String {
        let output = scratch.appendingPathComponent(name).path
        let flags = try run(
            ["pkg-config", "--cflags", "--libs", "ce-range-slider-1"],
            environment: ["PKG_CONFIG_PATH": "\(prefix)/lib/pkgconfig"]
        ).checked()
        let source = Self.clients.appendingPathComponent("\(name).c").path
        var sources = [source]
        if try String(contentsOfFile: source, encoding: .utf8).contains("#include \"client_support.h\"") {
            sources.append(Self.clients.appendingPathComponent("client_support.c").path)
        }
        try run(
            ["cc", "-g", "-O1", "-Wall", "-Wextra", "-Werror", "-o", output] + sources
                + flags.split(whereSeparator: \.isWhitespace).map(String.init)
                + ["-Wl,-rpath,\(prefix)/lib"]
        ).checked()
        return output
    }

    /// Runs `command` under valgrind's memcheck with GLib's suppressions and judges the XML
    /// report with valgrind_report.py (see there for what counts as the project's).
    func valgrind(_ command: [String], environment: [String: String] = [:]) throws -> (
        program: Result, analysis: Result
    ) {
        let xml = scratch.appendingPathComponent("memcheck.xml").path
        var arguments = [
            "valgrind", "--tool=memcheck", "--leak-check=full",
            "--show-leak-kinds=definite,indirect,possible", "--num-callers=40",
            "--xml=yes", "--xml-file=\(xml)",
            "--log-file=\(scratch.appendingPathComponent("memcheck.log").path)",
        ]
        let glibSuppressions = "/usr/share/glib-2.0/valgrind/glib.supp"
        if FileManager.default.fileExists(atPath: glibSuppressions) {
            arguments.append("--suppressions=\(glibSuppressions)")
        }
        let started = Date()
        let program = try run(arguments + command, environment: environment, timeout: 600)
        XCTAssertEqual(program.status, 0, program.all)
        let name = URL(fileURLWithPath: command[0]).lastPathComponent
        let analysis = try run([
            "/usr/bin/python3", Self.clients.appendingPathComponent("valgrind_report.py").path, xml, name,
        ])
        print("valgrind \(name) (\(Int(Date().timeIntervalSince(started))) s):\n\(analysis.stdout)")
        return (program, analysis)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var all: String { "exit \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }

        @discardableResult
        func checked(file: StaticString = #filePath, line: UInt = #line) throws -> String {
            guard status == 0 else {
                XCTFail(all, file: file, line: line)
                throw CocoaError(.executableLoad)
            }
            return stdout
        }
    }

    /// Runs a command with the test's environment plus `environment` (and GTK set up for a
    /// headless client), output to files; kills it after `timeout` seconds.
    @discardableResult
    func run(_ command: [String], environment: [String: String] = [:], timeout: Double = 300) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        var env = ProcessInfo.processInfo.environment
        env["GDK_BACKEND"] = "x11"
        env["GSK_RENDERER"] = "cairo"
        env["GTK_A11Y"] = "none"
        env["NO_AT_BRIDGE"] = "1"
        env.merge(environment) { $1 }
        process.environment = env
        let out = scratch.appendingPathComponent("out-\(UUID().uuidString)")
        let err = scratch.appendingPathComponent("err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("timed out after \(Int(timeout)) s: \(command.joined(separator: " "))")
        }
        return Result(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The fenced block between `<!-- BEGIN path -->` and `<!-- END path -->` in `text`.
    func quotedBlock(_ path: String, in text: String) -> String? {
        guard let begin = text.range(of: "<!-- BEGIN \(path) -->\n"),
            let end = text.range(of: "<!-- END \(path) -->", range: begin.upperBound..<text.endIndex)
        else { return nil }
        let lines = text[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        return lines.filter { !$0.hasPrefix("```") }.joined(separator: "\n")
    }
}
