// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkSupport
import GtkTestSupport
import PropertyBased
import PropertyTestSupport
@_spi(Testing) @_spi(CLibrary) import RangeSlider
import XCTest

/// The GObject contract, property-based, from Swift: random sequences of every setter of
/// `RangeSliderWidget` (and GObject property sets, keys, scrolling and drags), with NaN,
/// infinities, the largest doubles and coarse-ulp values, on a slider in a shown window. After
/// each operation every `CeRangeSlider` property is read back through `g_object_get_property`:
/// each property whose value changed got exactly one `notify`, none got one without a change,
/// no double reads NaN or infinite, and the values keep the invariant
/// (``RangeInvariantOracle``).
///
/// Generated with swift-property-based's generators from a fixed seed (set
/// `RANGE_SLIDER_PBT_SEED` to another number to explore); a failure prints the seed and the
/// operations that led to it.
final class NotifyPropertyBasedTests: WidgetTestCase {
    enum Operation: CustomStringConvertible {
        case double(String, Double)  // a Swift double property by name
        case values(Double, Double)
        case range(Double, Double)
        case maximumSpan(Double?)
        case mode(SliderMode)
        case color(RangeSliderWidget.TintColor, RGBA?)
        case inverted(Bool)
        case vertical(Bool)
        case spanDrag(Bool)
        case pageClicks(Bool)
        case label(Int, String?)
        case histogramHeight(Int32)
        case popovers(ValuePopoverVisibility)
        case useDefaultIncrements
        case key(Thumb, guint, control: Bool)
        case scroll(Double)
        case drag(Thumb?, Double)  // the first or last thumb, or nil: the middle one
        case dragBegin(Thumb?)
        case dragMotion(Double)
        case dragEnd
        case gobjectDouble(String, Double)  // g_object_set_property, as C and Python do
        case scale(Int32, Double, Double)  // setScale(kind, built from two doubles)
        case gobjectScale(Int32)  // g_object_set_property("scale", kind)
        case openBound(Thumb, Bool, gobject: Bool)  // allowsOpen…Bound, or "open-…-bound" through GObject
        case openText(Thumb, String?)  // open…BoundText
        case tickSettings(Int, Double, Int)  // tickSettings = TickSettings(mode: tickMode(kind, a, n), minors n − 3)
        case tickMode(Int, Double)  // tickSettings.mode = tickMode(kind, a, 5)
        case gobjectTickMode(Int32)  // g_object_set_property("tick-mode", kind)
        case gobjectInt(String, Int32)  // g_object_set_property of an int property
        case snapsToTicks(Bool)
        case tickValues(Double, Double)  // setTickValues, as ce_range_slider_set_tick_values
        case tickParameter(String, Double)  // tickStep, tickSpacing, tickCount, minorTicks: the C setters
        case thumbValues([Double])  // setValues(_:): any number of thumbs
        case valueAt(Double, Int)  // setValue(_:at:)
        case thumbCount(Int, gobject: Bool)  // thumbCount, or g_object_set("thumb-count") (a guint)
        case gobjectEnum(String, Int32)  // crossing-policy, highlight-pattern
        case fixedSpan(Bool)
        case hardLimits(Double?, Double?)  // setHardLimits(minimum:maximum:)
        case hardLimitSet(Thumb, Bool)  // g_object_set("hard-minimum-set" / "hard-maximum-set")

        var description: String {
            switch self {
            case .double(let name, let v): return "\(name) = \(v)"
            case .values(let a, let b): return "setValues(lower: \(a), upper: \(b))"
            case .range(let a, let b): return "setRange(minimum: \(a), maximum: \(b))"
            case .maximumSpan(let v): return "maximumSpan = \(v.map { "\($0)" } ?? "nil")"
            case .mode(let m): return "mode = .\(m)"
            case .color(let tint, let c): return "\(tint) colour = \(c.map { "\($0)" } ?? "theme")"
            case .inverted(let b): return "inverted = \(b)"
            case .vertical(let b): return "orientation = \(b ? "vertical" : "horizontal")"
            case .spanDrag(let b): return "allowsSpanDrag = \(b)"
            case .pageClicks(let b): return "trackClickBehavior = \(b ? ".page" : ".jumpToPointer")"
            case .label(let which, let text): return "label \(which) = \(text.map { "\"\($0)\"" } ?? "nil")"
            case .histogramHeight(let h): return "histogramHeight = \(h)"
            case .popovers(let v): return "valuePopoverVisibility = .\(v)"
            case .useDefaultIncrements: return "useDefaultIncrements()"
            case .key(let thumb, let key, let control):
                return "key \(key)\(control ? "+Ctrl" : "") on the \(thumb) thumb"
            case .scroll(let d): return "scroll \(d)"
            case .drag(let thumb, let dx): return "drag the \(thumb.map { "\($0)" } ?? "middle") thumb by \(dx) px"
            case .dragBegin(let thumb): return "press on the \(thumb.map { "\($0)" } ?? "middle") thumb"
            case .dragMotion(let dx): return "move the pointer \(dx) px along the track"
            case .dragEnd: return "release"
            case .gobjectDouble(let name, let v): return "g_object_set(\"\(name)\", \(v))"
            case .scale(let kind, let a, let b): return "setScale(\(NotifyPropertyBasedTests.scale(kind, a, b)))"
            case .gobjectScale(let kind): return "g_object_set(\"scale\", \(kind))"
            case .openBound(let thumb, let b, let gobject):
                return gobject ? "g_object_set(\"open-\(thumb)-bound\", \(b))" : "allowsOpen\(thumb)Bound = \(b)"
            case .openText(let thumb, let text): return "open\(thumb)BoundText = \(text.map { "\"\($0)\"" } ?? "nil")"
            case .tickSettings(let kind, let a, let n):
                return """
                    tickSettings = TickSettings(mode: \(NotifyPropertyBasedTests.tickMode(kind, a, n)), \
                    minorTicksPerMajor: \(n - 3))
                    """
            case .tickMode(let kind, let a):
                return "tickSettings.mode = \(NotifyPropertyBasedTests.tickMode(kind, a, 5))"
            case .gobjectTickMode(let kind): return "g_object_set(\"tick-mode\", \(kind))"
            case .gobjectInt(let name, let v): return "g_object_set(\"\(name)\", \(v))"
            case .snapsToTicks(let b): return "snapsToTicks = \(b)"
            case .tickValues(let a, let b): return "setTickValues(\(NotifyPropertyBasedTests.tickValues(a, b)))"
            case .tickParameter(let name, let v): return "\(name) = \(v)"
            case .thumbValues(let list): return "setValues(\(list))"
            case .valueAt(let v, let i): return "setValue(\(v), at: \(i))"
            case .thumbCount(let n, let gobject):
                return gobject ? "g_object_set(\"thumb-count\", \(n))" : "thumbCount = \(n)"
            case .gobjectEnum(let name, let v): return "g_object_set(\"\(name)\", \(v))"
            case .fixedSpan(let b): return "fixedSpan = \(b)"
            case .hardLimits(let a, let b):
                return "setHardLimits(minimum: \(a.map { "\($0)" } ?? "nil"), maximum: \(b.map { "\($0)" } ?? "nil"))"
            case .hardLimitSet(let thumb, let b):
                return "g_object_set(\"hard-\(thumb == .lower ? "minimum" : "maximum")-set\", \(b))"
            }
        }

        /// The steps checked one by one: a drag is a press, a motion and a release, each of
        /// which may change the values (a press on the track jumps a thumb).
        var steps: [Operation] {
            if case .drag(let thumb, let dx) = self { return [.dragBegin(thumb), .dragMotion(dx), .dragEnd] }
            return [self]
        }
    }

    static let doubleNames = [
        "minimumValue", "maximumValue", "lowerValue", "upperValue", "value", "stepSize",
        "minimumSeparation", "stepIncrement", "pageIncrement", "curvaceousness", "fineTuneFactor",
    ]
    static let gobjectDoubleNames = [
        "minimum-value", "maximum-value", "lower-value", "upper-value", "value",
        "step-size", "minimum-separation", "maximum-span", "step-increment",
        "page-increment", "curvaceousness", "fine-tune-factor", "hard-minimum", "hard-maximum",
    ]
    static let keys: [guint] = [
        GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_Page_Up,
        GDK_KEY_Page_Down, GDK_KEY_Home, GDK_KEY_End, GDK_KEY_plus, GDK_KEY_minus,
    ].map { guint($0) }
    /// "é" precomposed and decomposed: equal to Swift's `==`, different bytes for C.
    static let labels: [String?] = [
        "Minimum", "Minimum price", "", "\u{E9}t\u{E9}", "e\u{301}te\u{301}", nil, "Prix €",
    ]

    /// A scale of `kind` (0 linear … 3 quantile), a piecewise or quantile one built from `a`
    /// and `b`, which may well not fit the range (setScale then refuses it).
    static func scale(_ kind: Int32, _ a: Double, _ b: Double) -> SliderScale {
        switch kind {
        case 0: return .linear
        case 1: return .logarithmic
        case 2:
            return .piecewise(
                PiecewiseScale(
                    firstStep: nil,
                    breakpoints: [
                        ScaleBreakpoint(fraction: 0.3, value: min(a, b), step: nil),
                        ScaleBreakpoint(fraction: 0.6, value: max(a, b), step: abs(a - b) / 4),
                    ]))
        default: return .quantile(QuantileScale(values: [a, b, a / 2, b * 3, 0, 1]))
        }
    }

    /// A tick mode of `kind` (0 none … 5 nice, as `CeRangeSliderTickMode`) whose parameter comes
    /// from `a` (a step or a spacing, NaN and infinities included) or `n` (a count, maybe negative).
    static func tickMode(_ kind: Int, _ a: Double, _ n: Int) -> TickMode {
        switch kind {
        case 0: return .none
        case 1: return .everyStep(a)
        case 2: return .evenlySpread(count: n - 3)
        case 3: return .values(tickValues(a, 0.5))
        case 4: return .breakpoints
        default: return .nice(minimumSpacing: a)
        }
    }

    static func tickValues(_ a: Double, _ b: Double) -> [Double] { [a, b, a / 2, .nan, 0.25] }

    /// A small int from a tricky double: counts, some negative.
    static func smallInt(_ a: Double) -> Int32 { a.isFinite ? Int32(max(-5, min(50, a.rounded()))) : 3 }

    static let operation = zip(Gen.int(in: 0...37), TrickyDoubles.any, TrickyDoubles.any, Gen.int(in: 0...11))
        .map { kind, a, b, n -> Operation in
            switch kind {
            case 0...6: return .double(doubleNames[(kind + n) % doubleNames.count], a)
            case 7: return .values(a, b)
            case 8: return .range(a, b)
            case 9: return .maximumSpan(n % 4 == 0 ? nil : a)
            case 10: return .mode([SliderMode.range, .single, .progress][n % 3])
            case 11:
                let tint = RangeSliderWidget.TintColor.allCases[n % 3]
                let color =
                    n >= 9
                    ? nil
                    : RGBA(
                        red: abs(a).truncatingRemainder(dividingBy: 1.5), green: 0.3,
                        blue: b.isFinite ? b : 0.5, alpha: n % 2 == 0 ? 1 : 0.6)
                return .color(tint, color)
            case 12:
                return [.inverted(n % 2 == 0), .vertical(n % 3 == 0), .spanDrag(n % 2 == 1), .pageClicks(n % 4 == 0)][
                    n % 4]
            case 13: return .label(n % 3, labels[n % labels.count])
            case 14: return .histogramHeight(Int32(clamping: Int(a.isFinite ? max(-100, min(100, a)) : 40)))
            case 15: return .popovers([ValuePopoverVisibility.never, .whileDragging, .whileDraggingOrFocused][n % 3])
            case 16: return .useDefaultIncrements
            case 17, 18: return .key(n % 2 == 0 ? .lower : .upper, keys[n % keys.count], control: n > 8)
            case 19: return .scroll(a.isFinite ? max(-5, min(5, a)) : 1)
            case 20, 21: return .drag([.lower, .upper, nil][n % 3], a.isFinite ? max(-400, min(400, a)) : 50)
            case 22: return n < 6 ? .scale(Int32(n % 4), a, b) : .gobjectScale(Int32(n % 4))
            case 26, 27: return .openBound(n % 3 == 0 ? .lower : .upper, n % 2 == 0, gobject: n > 7)
            case 28: return .openText(n % 2 == 0 ? .lower : .upper, labels[n % labels.count])
            case 23: return .tickSettings(n % 6, a, n)
            case 24: return n < 6 ? .tickMode(n, a) : .gobjectTickMode(Int32(n - 6))
            case 25:
                return [
                    .snapsToTicks(true), .snapsToTicks(false), .tickValues(a, b),
                    .gobjectInt("tick-count", smallInt(a)), .gobjectInt("minor-ticks", smallInt(a)),
                    .tickParameter("tickStep", a), .tickParameter("tickSpacing", a),
                    .tickParameter("tickCount", a), .tickParameter("minorTicks", a),
                    .gobjectDouble("tick-step", a), .gobjectDouble("tick-spacing", a), .tickValues(b, a),
                ][n]
            case 32: return .thumbValues(Array([a, b, a / 2, b * 2, 0.5, a - b][...(n % 6)]))
            case 33: return .valueAt(a, n % 6)
            case 34: return .thumbCount(n % 7, gobject: n % 2 == 0)
            case 35:
                return n < 6
                    ? .gobjectEnum(n < 3 ? "crossing-policy" : "highlight-pattern", Int32(n % 3))
                    : .fixedSpan(n % 2 == 0)
            case 37:
                return n < 8
                    ? .hardLimits(n % 4 == 0 ? nil : a, n % 3 == 0 ? nil : b)
                    : .hardLimitSet(n % 2 == 0 ? .lower : .upper, n == 9 || n == 10)
            default: return .gobjectDouble(gobjectDoubleNames[(kind + n) % gobjectDoubleNames.count], a)
            }
        }

    /// Piecewise and quantile scales setScale accepted (most random ones do not fit the range).
    var adoptedScales = 0
    /// Operations after which an end was open (the open-bound read-only properties were exercised).
    var openBoundSteps = 0
    /// Sequences after which the slider showed ticks.
    var tickLayouts = 0
    /// Operations after which the slider had more than two thumbs.
    var manyThumbSteps = 0

    func apply(_ operation: Operation) {
        let s = slider!
        switch operation {
        case .double(let name, let v):
            switch name {
            case "minimumValue": s.minimumValue = v
            case "maximumValue": s.maximumValue = v
            case "lowerValue": s.lowerValue = v
            case "upperValue": s.upperValue = v
            case "value": s.value = v
            case "stepSize": s.stepSize = v
            case "minimumSeparation": s.minimumSeparation = v
            case "stepIncrement": s.stepIncrement = v
            case "pageIncrement": s.pageIncrement = v
            case "curvaceousness": s.curvaceousness = v
            default: s.fineTuneFactor = v
            }
        case .values(let a, let b): s.setValues(lower: a, upper: b)
        case .range(let a, let b): s.setRange(minimum: a, maximum: b)
        case .maximumSpan(let v): s.maximumSpan = v
        case .mode(let m): s.mode = m
        case .color(let tint, let color):
            if let color {
                switch tint {
                case .track: s.trackTintColor = color
                case .trackHighlight: s.trackHighlightTintColor = color
                case .thumb: s.thumbTintColor = color
                }
            } else {
                s.useThemeColor(tint)
            }
        case .inverted(let b): s.inverted = b
        case .vertical(let b): s.orientation = b ? .vertical : .horizontal
        case .spanDrag(let b): s.allowsSpanDrag = b
        case .pageClicks(let b): s.trackClickBehavior = b ? .page : .jumpToPointer
        case .label(let which, let text):
            switch which {
            case 0: s.lowerThumbLabel = text ?? "Minimum"
            case 1: s.upperThumbLabel = text ?? "Maximum"
            default: s.valueLabel = text
            }
        case .histogramHeight(let h): s.histogramHeight = h
        case .popovers(let v): s.valuePopoverVisibility = v
        case .useDefaultIncrements: s.useDefaultIncrements()
        case .key(let thumb, let key, let control):
            s.focus(thumb)
            s.simulateKeyPress(key, control: control)
        case .scroll(let d): s.simulateScroll(dx: 0, dy: d)
        case .drag: XCTFail("a drag is applied step by step")
        case .dragBegin(let thumb):
            let along = s.positionForValue(thumb.map { s.rangeValues.value(of: $0) } ?? s.thumbValues[s.thumbCount / 2])
            let across =
                Double(
                    s.orientation == .horizontal
                        ? gtk_widget_get_height(s.gtkWidget) : gtk_widget_get_width(s.gtkWidget)) / 2
            let (x, y) = s.orientation == .horizontal ? (along, across) : (across, along)
            s.simulateDragBegin(x: x, y: y)
        case .dragMotion(let dx):
            s.simulateDragUpdate(dx: s.orientation == .horizontal ? dx : 0, dy: s.orientation == .horizontal ? 0 : dx)
        case .dragEnd:
            s.simulateDragEnd()
        case .gobjectDouble(let name, let v):
            GObjectAccess.setDouble(s.gtkWidget, name, v)
        case .scale(let kind, let a, let b):
            if (try? s.setScale(Self.scale(kind, a, b))) != nil, kind >= 2 { adoptedScales += 1 }
        case .gobjectScale(let kind):
            GObjectAccess.setEnum(s.gtkWidget, "scale", type: RangeSliderWidget.scaleGType, kind)
        case .openBound(let thumb, let b, let gobject):
            if gobject {
                GObjectAccess.setBool(s.gtkWidget, thumb == .lower ? "open-lower-bound" : "open-upper-bound", b)
            } else if thumb == .lower {
                s.allowsOpenLowerBound = b
            } else {
                s.allowsOpenUpperBound = b
            }
        case .openText(let thumb, let text):
            if thumb == .lower { s.openLowerBoundText = text } else { s.openUpperBoundText = text }
        case .tickSettings(let kind, let a, let n):
            s.tickSettings = TickSettings(mode: Self.tickMode(kind, a, n), minorTicksPerMajor: n - 3)
        case .tickMode(let kind, let a):
            s.tickSettings.mode = Self.tickMode(kind, a, 5)
        case .gobjectTickMode(let kind):
            GObjectAccess.setEnum(s.gtkWidget, "tick-mode", type: RangeSliderWidget.tickModeGType, kind)
        case .gobjectInt(let name, let v):
            var value = GValue()
            g_value_init(&value, g_type_from_name("gint"))
            g_value_set_int(&value, v)
            g_object_set_property(GObjectAccess.object(s.gtkWidget), name, &value)
            g_value_unset(&value)
        case .snapsToTicks(let b): s.snapsToTicks = b
        case .tickValues(let a, let b): s.setTickValues(Self.tickValues(a, b))
        case .tickParameter(let name, let v):
            switch name {
            case "tickStep": s.tickStep = v
            case "tickSpacing": s.tickSpacing = v
            case "tickCount": s.tickCount = Self.smallInt(v)
            default: s.minorTicks = Self.smallInt(v)
            }
        case .thumbValues(let list): s.setValues(list)
        case .valueAt(let v, let i): s.setValue(v, at: i)
        case .thumbCount(let n, let gobject):
            if gobject {
                var value = GValue()
                g_value_init(&value, g_type_from_name("guint"))
                g_value_set_uint(&value, guint(max(1, n)))  // 0 is outside the spec: GLib would refuse it itself
                g_object_set_property(GObjectAccess.object(s.gtkWidget), "thumb-count", &value)
                g_value_unset(&value)
            } else {
                s.thumbCount = n
            }
        case .gobjectEnum(let name, let v):
            let type =
                name == "crossing-policy"
                ? RangeSliderWidget.crossingPolicyGType : RangeSliderWidget.highlightPatternGType
            GObjectAccess.setEnum(s.gtkWidget, name, type: type, v)
        case .fixedSpan(let b): s.fixedSpan = b
        case .hardLimits(let a, let b): s.setHardLimits(minimum: a, maximum: b)
        case .hardLimitSet(let thumb, let b):
            GObjectAccess.setBool(s.gtkWidget, "hard-\(thumb == .lower ? "minimum" : "maximum")-set", b)
        }
    }

    func testRandomOperationsNotifyExactlyWhatChangedAndKeepTheInvariant() throws {
        let seedText = ProcessInfo.processInfo.environment["RANGE_SLIDER_PBT_SEED"] ?? "20261123"
        let seed = UInt64(seedText) ?? 20_261_123
        var rng = Xoshiro(seed: (seed, seed &* 0x9E37_79B9_7F4A_7C15, 0x2545_F491_4F6C_DD1D, seed ^ 0xDEAD_BEEF))
        let properties = ObjectProperties(slider.gtkWidget)
        let notifications = NotifyCounter(slider.gtkWidget)
        settle(0.1)
        var before = properties.read()
        _ = notifications.take()
        var history: [String] = []
        var operationCount = 0
        for _ in 0..<120 {
            let operations = Self.operation.array(of: 1...30).run(using: &rng)
            for operation in operations.flatMap(\.steps) {
                events = []
                apply(operation)
                operationCount += 1
                if slider.isLowerBoundOpen || slider.isUpperBoundOpen { openBoundSteps += 1 }
                history.append(operation.description)
                if history.count > 40 { history.removeFirst() }
                let after = properties.read()
                let notified = notifications.take().filter { after[$0.key] != nil }  // GtkWidget's own aside
                let changed = Set(after.keys.filter { after[$0] != before[$0] })
                var problems: [String] = []
                for name in changed where notified[name] != 1 {
                    problems.append(
                        """
                        \(name) changed (\(before[name] ?? "?") → \(after[name] ?? "?")) with \
                        \(notified[name] ?? 0) notify
                        """)
                }
                for (name, count) in notified where !changed.contains(name) {
                    problems.append("\(name) notified \(count)× without a change (\(after[name] ?? "?"))")
                }
                for (name, value) in after where value.hasPrefix("double:") {
                    let number = Double(value.dropFirst("double:".count))
                    if number == nil || !number!.isFinite { problems.append("\(name) reads \(value)") }
                }
                let v = slider.rangeValues
                let ranged = slider.mode == .range
                // Up to two thumbs, the two-thumb invariant. With more, each pair of neighbours
                // keeps it with the separation in force (less than the one asked for when the
                // thumbs cannot all keep that within the range; RangeValues.separation). The
                // bounds are the hard limits in force (the visible range while none is set).
                let all = slider.thumbValues
                if all.count <= 2 {
                    problems += RangeInvariantOracle.violations(
                        minimum: v.hardMinimum, maximum: v.hardMaximum, lower: v.lowerValue, upper: v.upperValue,
                        separation: ranged && all.count == 2 ? slider.minimumSeparation : 0,
                        maximumSpan: ranged && all.count == 2 ? slider.maximumSpan : nil)
                } else {
                    let separation = v.separation
                    if !(separation >= 0 && separation <= slider.minimumSeparation) {
                        problems.append("separation in force \(separation), asked \(slider.minimumSeparation)")
                    }
                    for (lower, upper) in zip(all, all.dropFirst()) {
                        problems += RangeInvariantOracle.violations(
                            minimum: v.hardMinimum, maximum: v.hardMaximum, lower: lower, upper: upper,
                            separation: separation, maximumSpan: slider.maximumSpan.map { max($0, separation) })
                    }
                }
                if all.count != slider.thumbCount || all.count != slider.thumbWidgets.count || all != all.sorted()
                    || all.first != v.lowerValue || all.last != v.upperValue
                {
                    problems.append(
                        "thumb values \(all), count \(slider.thumbCount), \(slider.thumbWidgets.count) nodes")
                }
                if all.count > 2 { manyThumbSteps += 1 }
                if !problems.isEmpty {
                    XCTFail(
                        "seed \(seed), operation \(operationCount): \(problems)\nevents: \(events)\n"
                            + "the last operations:\n  "
                            + history.joined(separator: "\n  "))
                    return
                }
                before = after
            }
            settle(0.01)  // let GTK draw and run its idle work between sequences
            if !slider.ticks.isEmpty { tickLayouts += 1 }
            let after = properties.read()
            let late = notifications.take().filter { after[$0.key] != nil }
            let changedLate = Set(after.keys.filter { after[$0] != before[$0] })
            XCTAssertEqual(Set(late.keys), changedLate, "seed \(seed): notifications outside an operation: \(late)")
            before = after
        }
        XCTAssertGreaterThan(operationCount, 1000)
        XCTAssertTrue(LogCapture.shared.messages.contains { $0.contains("refused") }, "no refusal was exercised")
        XCTAssertGreaterThan(adoptedScales, 0, "no piecewise or quantile scale was ever adopted")
        XCTAssertGreaterThan(openBoundSteps, 0, "no end was ever open")
        XCTAssertGreaterThan(tickLayouts, 10, "ticks were rarely laid out")
        XCTAssertGreaterThan(manyThumbSteps, 100, "more than two thumbs were rarely exercised")
    }

    /// A drag step compares only the properties of the ends that moved: with eight thumbs and
    /// both ends allowed open, every step of a middle thumb notifies nothing, the first
    /// thumb's steps notify what reads the first thumb and the last thumb's what reads the last
    /// (down to the minimum and up to the maximum, where the ends open), each changed property
    /// once per step.
    func testDragStepsOfTheFirstMiddleAndLastOfEightThumbsNotifyExactlyWhatChanged() {
        let s = slider!
        s.thumbCount = 8
        s.setValues([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
        s.allowsOpenLowerBound = true
        s.allowsOpenUpperBound = true
        settle(0.05)
        let properties = ObjectProperties(s.gtkWidget)
        let notifications = NotifyCounter(s.gtkWidget)
        let across = Double(gtk_widget_get_height(s.gtkWidget)) / 2
        let cases: [(index: Int, dx: Double, expected: Set<String>)] = [
            (4, 1, []),
            (0, -4, ["lower-value", "lower-bound-is-open"]),
            (7, 4, ["upper-value", "value", "fraction", "upper-bound-is-open"]),
        ]
        for (index, dx, expected) in cases {
            var before = properties.read()
            _ = notifications.take()
            let start = s.thumbValues
            XCTAssertTrue(s.simulateDragBegin(x: s.positionForValue(start[index]), y: across), "thumb \(index)")
            var changedInDrag = Set<String>()
            for step in 1...60 {
                s.simulateDragUpdate(dx: dx * Double(step), dy: 0)
                let after = properties.read()
                let notified = notifications.take().filter { after[$0.key] != nil }
                let changed = Set(after.keys.filter { after[$0] != before[$0] })
                XCTAssertEqual(Set(notified.keys), changed, "thumb \(index), step \(step)")
                XCTAssertTrue(notified.values.allSatisfy { $0 == 1 }, "thumb \(index), step \(step): \(notified)")
                changedInDrag.formUnion(changed)
                before = after
            }
            s.simulateDragEnd()
            XCTAssertNotEqual(s.thumbValues[index], start[index], "thumb \(index) moved")
            XCTAssertEqual(changedInDrag, expected, "thumb \(index)")
        }
        XCTAssertTrue(s.isLowerBoundOpen && s.isUpperBoundOpen)
    }
}

/// Every property `CeRangeSlider` itself declares (its own and the overridden `orientation`),
/// read back through `g_object_get_property` as text: `double:` followed by the shortest text
/// that reads back to the same double (both zeros as 0), colours as their four floats, strings
/// byte for byte.
final class ObjectProperties {
    let object: UnsafeMutablePointer<GObject>
    let specs: [UnsafeMutablePointer<GParamSpec>]

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        var count: guint = 0
        let klass = UnsafeMutableRawPointer(object.pointee.g_type_instance.g_class!).assumingMemoryBound(
            to: GObjectClass.self)
        let list = g_object_class_list_properties(klass, &count)!
        specs = (0..<Int(count)).compactMap { i in
            let spec = list[i]!
            return spec.pointee.owner_type == RangeSliderWidget.gtkType ? spec : nil
        }
        g_free(list)
    }

    func read() -> [String: String] {
        var result: [String: String] = [:]
        for spec in specs where spec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue != 0 {
            let name = String(cString: spec.pointee.name)
            var value = GValue()
            g_value_init(&value, spec.pointee.value_type)
            g_object_get_property(object, spec.pointee.name, &value)
            defer { g_value_unset(&value) }
            let fundamental = g_type_fundamental(spec.pointee.value_type)
            switch fundamental {
            case g_type_from_name("gdouble"):
                // -0.0 == 0.0 for every client (C, Python): no change between them.
                let number = g_value_get_double(&value)
                result[name] = "double:\(number == 0 ? 0 : number)"
            case g_type_from_name("gboolean"): result[name] = "bool:\(g_value_get_boolean(&value))"
            case g_type_from_name("gint"): result[name] = "int:\(g_value_get_int(&value))"
            case g_type_from_name("guint"): result[name] = "uint:\(g_value_get_uint(&value))"
            case g_type_from_name("GEnum"): result[name] = "enum:\(g_value_get_enum(&value))"
            case g_type_from_name("gchararray"):
                result[name] =
                    g_value_get_string(&value).map {
                        "string:"
                            + Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { String($0) }.joined(
                                separator: ",")
                    } ?? "null"
            case g_type_from_name("GBoxed"):
                if let boxed = g_value_get_boxed(&value) {
                    let c = boxed.assumingMemoryBound(to: GdkRGBA.self).pointee
                    result[name] = "rgba:\(c.red),\(c.green),\(c.blue),\(c.alpha)"
                } else {
                    result[name] = "null"
                }
            default: result[name] = "type \(fundamental)"
            }
        }
        return result
    }
}

/// Counts `notify` emissions per property name (GtkWidget's own `css-classes` aside).
final class NotifyCounter {
    private var counts: [String: Int] = [:]

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        GtkSignal.connect(UnsafeMutableRawPointer(widget), "notify") { [weak self] (pspec: UnsafeMutableRawPointer?) in
            guard let pspec else { return }
            let name = String(cString: g_param_spec_get_name(pspec.assumingMemoryBound(to: GParamSpec.self)))
            self?.counts[name, default: 0] += 1
        }
    }

    /// The counts since the last call, and forgets them.
    func take() -> [String: Int] {
        defer { counts = [:] }
        return counts
    }
}
