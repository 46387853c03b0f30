// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import Testing

/// Examples of the tick engine (``TickEngine``): each mode, minor ticks, the filter, label
/// collisions and bounds, and every kind of bad input.
@Suite struct TickEngineTests {
    /// A label 7 px per character (a ~12 px font).
    static func width(_ text: String) -> Double { Double(text.count) * 7 }
    static func plain(_ v: Double) -> String { ValueFormatting.text(v, digits: 0) }

    /// The ticks on a track 10…510 px (500 px long), labels anywhere.
    static func ticks(
        _ settings: TickSettings, _ scale: TickScaleInfo = .linear(minimum: 0, maximum: 100),
        start: Double = 10, length: Double = 500, bounds: ClosedRange<Double>? = nil,
        format: (Double) -> String = plain, measure: (String) -> Double = width
    ) -> [Tick] {
        TickEngine.ticks(
            settings: settings, scale: scale, trackStart: start, trackLength: length,
            bounds: bounds, format: format, measure: measure)
    }

    static func values(_ ticks: [Tick], _ kind: TickKind? = nil) -> [Double] {
        ticks.filter { kind == nil || $0.kind == kind }.map(\.value)
    }

    static func close(_ a: [Double], _ b: [Double], relative: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= relative * Swift.max(1, abs($0), abs($1)) }
    }

    // MARK: Modes

    @Test func noneGivesNoTicks() {
        #expect(Self.ticks(TickSettings(mode: .none)).isEmpty)
        #expect(Self.ticks(TickSettings(mode: .none, minorTicksPerMajor: 4)).isEmpty)
    }

    @Test func everyStepMarksEachStepFromTheMinimum() {
        let ticks = Self.ticks(TickSettings(mode: .everyStep(10)))
        #expect(Self.values(ticks) == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
        #expect(ticks.allSatisfy { $0.kind == .major })
        #expect(ticks.map(\.position) == ticks.map { 10 + 5 * $0.value })
        // Each a product, not a sum: 0.1 steps over 0…1 end exactly at 1.
        let tenths = Self.ticks(TickSettings(mode: .everyStep(0.1)), .linear(minimum: 0, maximum: 1))
        #expect(tenths.count == 11 && tenths.last?.value == 1 && tenths[3].value == 3 * 0.1)
        // From the minimum, with the maximum marked as an end (or not).
        #expect(
            Self.values(Self.ticks(TickSettings(mode: .everyStep(3)), .linear(minimum: 1, maximum: 11)))
                == [1, 4, 7, 10, 11])
        #expect(
            Self.values(
                Self.ticks(TickSettings(mode: .everyStep(3), includesEnds: false), .linear(minimum: 1, maximum: 11)))
                == [1, 4, 7, 10])
    }

    @Test func tooManyStepsAreThinnedToEveryNthStep() {
        // 100 000 steps of 0.001 on 500 px: at most 501 ticks, every 500th step (0.5).
        let ticks = Self.ticks(TickSettings(mode: .everyStep(0.001)))
        #expect(ticks.count <= TickEngine.tickLimit(trackLength: 500))
        #expect(ticks.count == 201)
        #expect(Self.close(Self.values(ticks), (0...200).map { Double($0) * 0.5 }))
        // A step so small the range has more steps than doubles can count: only the ends.
        #expect(
            Self.values(Self.ticks(TickSettings(mode: .everyStep(5e-324)), .linear(minimum: 0, maximum: 1e300)))
                == [0, 1e300])
    }

    @Test func invalidStepsGiveNoTicks() {
        for step in [0, -1, Double.nan, .infinity, -Double.infinity] {
            #expect(Self.ticks(TickSettings(mode: .everyStep(step))).isEmpty, "step \(step)")
        }
    }

    @Test func evenlySpreadTicksAreEvenAlongTheTrack() {
        let ticks = Self.ticks(TickSettings(mode: .evenlySpread(count: 5)))
        #expect(Self.values(ticks) == [0, 25, 50, 75, 100])
        #expect(ticks.map(\.position) == [10, 135, 260, 385, 510])
        // On a logarithmic scale the values come from its inverse map.
        let log = Self.ticks(TickSettings(mode: .evenlySpread(count: 5)), .logarithmic(minimum: 1, maximum: 10_000))
        #expect(Self.close(Self.values(log), [1, 10, 100, 1000, 10_000]))
        #expect(log.map(\.position) == [10, 135, 260, 385, 510])
        // One: the middle (and the ends); none for 0 or less.
        #expect(Self.values(Self.ticks(TickSettings(mode: .evenlySpread(count: 1)))) == [0, 50, 100])
        #expect(Self.values(Self.ticks(TickSettings(mode: .evenlySpread(count: 1), includesEnds: false))) == [50])
        #expect(Self.ticks(TickSettings(mode: .evenlySpread(count: 0))).isEmpty)
        #expect(Self.ticks(TickSettings(mode: .evenlySpread(count: -4))).isEmpty)
    }

    @Test func givenValuesAreCleanedSortedAndMerged() {
        let given: [Double] = [50, 10, 10, .nan, 200, -5, .infinity, -.infinity, 30, 50.0000001]
        #expect(Self.values(Self.ticks(TickSettings(mode: .values(given)))) == [0, 10, 30, 50, 50.0000001, 100])
        #expect(
            Self.values(Self.ticks(TickSettings(mode: .values(given), includesEnds: false))) == [
                10, 30, 50, 50.0000001,
            ])
        #expect(Self.values(Self.ticks(TickSettings(mode: .values([]), includesEnds: false))) == [])
        // A given value at an end is that end, placed exactly there.
        let ends = Self.ticks(TickSettings(mode: .values([0, 100]), includesEnds: false))
        #expect(ends.map(\.position) == [10, 510])
    }

    @Test func breakpointsAreMarkedWithBothEnds() {
        let scale = TickScaleInfo(
            minimum: 0, maximum: 100,
            fraction: { $0 <= 20 ? $0 / 40 : 0.5 + ($0 - 20) / 160 },
            value: { $0 <= 0.5 ? $0 * 40 : 20 + ($0 - 0.5) * 160 },
            breakpoints: [80, 20, .nan, 150, 20])
        let ticks = Self.ticks(TickSettings(mode: .breakpoints, includesEnds: false), scale)
        #expect(Self.values(ticks) == [0, 20, 80, 100])
        #expect(ticks.map(\.position) == [10, 260, 447.5, 510])
    }

    @Test func niceTicksOnTheAmesPriceRangeAreHundredThousands() {
        // Sale prices 12 789 … 755 000 over 600 px, labels like "$100k", at least 60 px apart.
        let scale = TickScaleInfo.linear(minimum: 12_789, maximum: 755_000)
        let ticks = Self.ticks(
            TickSettings(mode: .nice(minimumSpacing: 60)), scale, start: 0, length: 600,
            format: { "$" + ValueFormatting.text($0 / 1000, digits: 0) + "k" })
        #expect(Self.values(ticks) == [12_789, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 755_000])
        // The ends' labels are kept, and every other label is clear of its neighbours.
        #expect(ticks.first?.label == "$13k" && ticks.last?.label == "$755k")
        #expect(
            ticks.compactMap(\.label) == [
                "$13k", "$100k", "$200k", "$300k", "$400k", "$500k", "$600k", "$700k", "$755k",
            ])
        // With 30 px: 50k steps.
        let denser = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 30)), scale, start: 0, length: 600)
        #expect(Self.values(denser).dropFirst().prefix(3) == [50_000, 100_000, 150_000])
    }

    @Test func niceTicksOnALogarithmicRangeAreDecades() {
        let scale = TickScaleInfo.logarithmic(minimum: 1, maximum: 1_000_000)
        // 100 px a decade, 60 px wanted: decades.
        let ticks = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 60)), scale, start: 0, length: 600)
        #expect(Self.values(ticks) == [1, 10, 100, 1000, 10_000, 100_000, 1_000_000])
        #expect(Self.close(ticks.map(\.position), [0, 100, 200, 300, 400, 500, 600]))
        // 30 px: 1, 2 and 5 in each decade.
        let dense = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 30)), scale, start: 0, length: 600)
        #expect(Self.values(dense).prefix(7) == [1, 2, 5, 10, 20, 50, 100])
        #expect(dense.count == 19)
        // 150 px: every second decade (every one would be 100 px apart); 250 px: every fifth.
        let sparse = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 150)), scale, start: 0, length: 600)
        #expect(Self.values(sparse) == [1, 100, 10_000, 1_000_000])
        let sparser = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 250)), scale, start: 0, length: 600)
        #expect(Self.values(sparser) == [1, 100_000, 1_000_000])
        // Under a decade, linear nice numbers.
        let narrow = Self.ticks(
            TickSettings(mode: .nice(minimumSpacing: 60), includesEnds: false),
            .logarithmic(minimum: 20, maximum: 90), start: 0, length: 600)
        #expect(Self.values(narrow) == [20, 30, 40, 50, 60, 70, 80, 90])
    }

    @Test func niceSpacingThatIsNotPositiveCountsAsOnePixel() {
        let onePixel = Self.values(Self.ticks(TickSettings(mode: .nice(minimumSpacing: 1)), start: 0, length: 1000))
        // 1 px: 0.2 apart, the smallest nice step within the limit of one tick per pixel.
        #expect(onePixel.count == 501 && onePixel[1] == 0.2)
        for spacing in [0, -5, Double.nan] {
            let ticks = Self.ticks(TickSettings(mode: .nice(minimumSpacing: spacing)), start: 0, length: 1000)
            #expect(Self.values(ticks) == onePixel, "spacing \(spacing)")
        }
        // An infinite spacing: the ends only.
        #expect(Self.values(Self.ticks(TickSettings(mode: .nice(minimumSpacing: .infinity)))) == [0, 100])
    }

    // MARK: Minor ticks

    @Test func minorTicksSubdivideNiceStepsNaturally() {
        // 0…10 over 500 px, 50 px: a step of 1.
        let scale = TickScaleInfo.linear(minimum: 0, maximum: 10)
        let four = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 50), minorTicksPerMajor: 4), scale)
        #expect(Self.values(four, .major) == (0...10).map(Double.init))
        #expect(Self.values(four, .minor).prefix(5) == [0.2, 0.4, 0.6, 0.8, 1.2])
        #expect(Self.values(four, .minor).count == 40)
        let one = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 50), minorTicksPerMajor: 1), scale)
        #expect(Self.values(one, .minor) == (0..<10).map { Double($0) + 0.5 })
        // 3 requested: the nearest natural choice for a step of 1 (1, 4 or 9 minors): 4.
        let three = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 50), minorTicksPerMajor: 3), scale)
        #expect(Self.values(three, .minor).count == 40)
        // Minors of a log range with decades: 2…9 for a dense request, 5 alone for one.
        let log = TickScaleInfo.logarithmic(minimum: 1, maximum: 1000)
        let all = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 100), minorTicksPerMajor: 8), log)
        #expect(Self.values(all, .major) == [1, 10, 100, 1000])
        #expect(Self.values(all, .minor).prefix(8) == [2, 3, 4, 5, 6, 7, 8, 9])
        let fives = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 100), minorTicksPerMajor: 1), log)
        #expect(Self.values(fives, .minor) == [5, 50, 500])
    }

    @Test func minorTicksSubdivideOtherModesEvenlyInValueSpace() {
        let ticks = Self.ticks(TickSettings(mode: .everyStep(25), minorTicksPerMajor: 4))
        #expect(Self.values(ticks, .major) == [0, 25, 50, 75, 100])
        #expect(
            Self.close(Self.values(ticks, .minor), [5, 10, 15, 20, 30, 35, 40, 45, 55, 60, 65, 70, 80, 85, 90, 95]))
        // Between the given values and the ends.
        let given = Self.ticks(TickSettings(mode: .values([40]), minorTicksPerMajor: 1))
        #expect(Self.values(given, .minor) == [20, 70])
        // More minors than pixels: lowered to fit one tick per pixel.
        let crowded = Self.ticks(TickSettings(mode: .everyStep(10), minorTicksPerMajor: 1000), length: 200)
        #expect(crowded.count <= TickEngine.tickLimit(trackLength: 200))
        #expect(Self.values(crowded, .major).count == 11)
    }

    // MARK: Filter and labels

    @Test func theFilterChoosesEachTicksKindOrDropsIt() {
        let settings = TickSettings(
            mode: .everyStep(10),
            filter: { value, proposed in
                if value == 50 { return nil }
                if value.truncatingRemainder(dividingBy: 20) != 0 { return .minor }
                return proposed
            })
        let ticks = Self.ticks(settings)
        #expect(Self.values(ticks) == [0, 10, 20, 30, 40, 60, 70, 80, 90, 100])
        #expect(Self.values(ticks, .major) == [0, 20, 40, 60, 80, 100])
        #expect(ticks.filter { $0.kind == .minor }.allSatisfy { $0.label == nil })
        // Promoting minors: they become majors, labelled.
        let promoted = Self.ticks(TickSettings(mode: .everyStep(50), minorTicksPerMajor: 1, filter: { _, _ in .major }))
        #expect(promoted.map(\.kind) == Array(repeating: .major, count: 5))
        #expect(promoted.allSatisfy { $0.label != nil })
    }

    @Test func minorsAreLabelledWhenAsked() {
        let ticks = Self.ticks(TickSettings(mode: .everyStep(50), minorTicksPerMajor: 1, labelsMajorOnly: false))
        #expect(ticks.map(\.label) == ["0", "25", "50", "75", "100"])
    }

    @Test func overlappingLabelsAreDroppedKeepingTheEndsAndRoundValues() {
        // 0…100 in steps of 1 on 200 px: 2 px apart, labels up to 21 px wide.
        let ticks = Self.ticks(TickSettings(mode: .everyStep(1)), length: 200)
        #expect(ticks.count == 101)
        let labelled = ticks.filter { $0.label != nil }
        #expect(labelled.first?.value == 0 && labelled.last?.value == 100)
        // Rounder step indices come first: the multiples of 20 (40 px apart) all fit; 90's label
        // ([183, 197]) would come within 2.5 px of the end's ([199.5, 220.5]) and is dropped.
        #expect(Set([0, 20, 40, 50, 60, 80, 100]).isSubset(of: Set(labelled.map(\.value))))
        #expect(!labelled.contains { $0.value == 90 } && ticks.contains { $0.value == 90 })
        let extents = labelled.compactMap(\.labelExtent).sorted { $0.lowerBound < $1.lowerBound }
        for (a, b) in zip(extents, extents.dropFirst()) { #expect(b.lowerBound - a.upperBound >= 4 - 1e-9) }
        // Every tick stays although its label may be gone.
        #expect(ticks.filter { $0.label == nil }.count == 101 - labelled.count)
    }

    @Test func logLabelsPreferDecadesThenFivesThenTwos() {
        // 1, 2, 5 × 10ⁿ over 1…10⁶ (100 px a decade), 20 px wanted: labels up to 49 px wide collide.
        let ticks = Self.ticks(
            TickSettings(mode: .nice(minimumSpacing: 20), labelGap: 4),
            .logarithmic(minimum: 1, maximum: 1_000_000), start: 0, length: 600)
        let kept = ticks.filter { $0.label != nil }.map(\.value)
        #expect([1, 10, 100, 1000, 10_000, 100_000, 1_000_000].allSatisfy(kept.contains))
        let dropped = ticks.filter { $0.label == nil }.map(\.value)
        #expect(!dropped.isEmpty)
        #expect(dropped.allSatisfy { NiceNumbers.niceness(of: $0) % 3 != 0 })  // no decade dropped
    }

    @Test func labelsAreShiftedInsideTheBoundsAndDroppedWhenTooWide() {
        // Labels 28 px wide ("1000") at 10 and 510; bounds 0…520.
        let scale = TickScaleInfo.linear(minimum: 1000, maximum: 9000)
        let ticks = Self.ticks(TickSettings(mode: .values([])), scale, bounds: 0...520)
        #expect(ticks.first?.labelExtent == 0...28)
        #expect(ticks.last?.labelExtent == 492...520)
        // Bounds narrower than a label: every label dropped, the ticks stay.
        let narrow = Self.ticks(TickSettings(mode: .values([])), scale, bounds: 0...20)
        #expect(narrow.count == 2 && narrow.allSatisfy { $0.label == nil && $0.labelExtent == nil })
    }

    @Test func measureAndFormatAreCalledAtMostOncePerLabelledTickAndOnlyWhenItMightFit() {
        var measured: [String] = []
        var formatted = 0
        let ticks = Self.ticks(
            TickSettings(mode: .everyStep(1), minorTicksPerMajor: 1), length: 300,
            format: {
                formatted += 1; return Self.plain($0)
            },
            measure: {
                measured.append($0); return Self.width($0)
            })
        let majors = ticks.filter { $0.kind == .major }.count
        let kept = ticks.filter { $0.label != nil }.count
        #expect(majors == 101)
        #expect(measured.count == formatted && Set(measured).count == measured.count)
        // Every kept label was measured; ticks 3 px apart inside a kept label's zone were not.
        #expect(measured.count >= kept && measured.count < majors / 2, "\(measured.count) measured, \(kept) kept")
        // With room for all, all are measured, once.
        measured = []
        _ = Self.ticks(
            TickSettings(mode: .everyStep(10)),
            measure: {
                measured.append($0); return Self.width($0)
            })
        #expect(measured.count == 11 && Set(measured).count == 11)
    }

    @Test func endsAreKeptWhenTheyFitAndTheFirstWinsWhenTheyCollide() {
        // Two labels 35 px wide on a 20 px track: only the minimum's.
        let ticks = Self.ticks(TickSettings(mode: .values([])), .linear(minimum: 10_000, maximum: 20_000), length: 20)
        #expect(ticks.map(\.label) == ["10000", nil])
    }

    // MARK: Bad input

    @Test func badRangesAndTracksGiveNoTicks() {
        let settings = TickSettings(mode: .nice(minimumSpacing: 50), minorTicksPerMajor: 4)
        let badRanges: [(Double, Double)] = [(.nan, 1), (0, .nan), (-.infinity, 1), (0, .infinity), (5, 5), (6, 5)]
        for (low, high) in badRanges {
            #expect(Self.ticks(settings, .linear(minimum: low, maximum: high)).isEmpty, "\(low)…\(high)")
        }
        for length in [0, -5, Double.nan, .infinity, -Double.infinity] {
            #expect(Self.ticks(settings, length: length).isEmpty, "length \(length)")
        }
        for start in [Double.nan, .infinity] {
            #expect(Self.ticks(settings, start: start).isEmpty, "start \(start)")
        }
        #expect(Self.ticks(settings, start: 1.7e308, length: 1e308).isEmpty)  // the end overflows
        #expect(TickEngine.tickLimit(trackLength: .nan) == 0 && TickEngine.tickLimit(trackLength: 0.3) == 2)
        #expect(TickEngine.tickLimit(trackLength: 1e300) == NiceNumbers.maximumTickCount)
    }

    @Test func badMeasurementsDropTheLabelButKeepTheTick() {
        for bad in [-1, Double.nan, .infinity] {
            let ticks = Self.ticks(TickSettings(mode: .everyStep(25)), measure: { _ in bad })
            #expect(ticks.count == 5 && ticks.allSatisfy { $0.label == nil }, "measure \(bad)")
        }
        // Zero-width labels are fine.
        #expect(Self.ticks(TickSettings(mode: .everyStep(25)), measure: { _ in 0 }).allSatisfy { $0.label != nil })
        // A NaN or negative gap counts as 0.
        for gap in [Double.nan, -10] {
            let ticks = Self.ticks(TickSettings(mode: .everyStep(1), labelGap: gap), length: 200)
            #expect(ticks.contains { $0.label != nil }, "gap \(gap)")
        }
    }

    @Test func closuresReturningNaNDropTheirTicksButNotTheEnds() {
        let nanFraction = TickScaleInfo(minimum: 0, maximum: 100, fraction: { _ in .nan }, value: { $0 * 100 })
        #expect(Self.values(Self.ticks(TickSettings(mode: .everyStep(10)), nanFraction)) == [0, 100])
        let nanValue = TickScaleInfo(minimum: 0, maximum: 100, fraction: { $0 / 100 }, value: { _ in .nan })
        #expect(Self.values(Self.ticks(TickSettings(mode: .evenlySpread(count: 9)), nanValue)) == [0, 100])
        // Fractions outside 0…1 are clamped to the track.
        let wild = TickScaleInfo(minimum: 0, maximum: 100, fraction: { $0 / 10 - 2 }, value: { $0 })
        let ticks = Self.ticks(TickSettings(mode: .everyStep(10)), wild)
        #expect(ticks.allSatisfy { $0.position >= 10 && $0.position <= 510 })
    }

    @Test func hugeCountsAreCappedAtOneTickPerPixel() {
        let limit = TickEngine.tickLimit(trackLength: 500)
        #expect(limit == 501)
        #expect(Self.ticks(TickSettings(mode: .evenlySpread(count: Int.max))).count == limit)
        let many = (0..<100_000).map { Double($0) / 1000 }
        let given = Self.ticks(TickSettings(mode: .values(many), minorTicksPerMajor: 3))
        #expect(given.count <= limit && given.first?.value == 0 && given.last?.value == 100)
        #expect(Self.ticks(TickSettings(mode: .nice(minimumSpacing: 1e-300), minorTicksPerMajor: 9)).count <= limit)
        let scale = TickScaleInfo.linear(minimum: 0, maximum: 1)
        let huge = Self.ticks(TickSettings(mode: .nice(minimumSpacing: 1), minorTicksPerMajor: 9), scale, length: 1e300)
        #expect(huge.count <= NiceNumbers.maximumTickCount && huge.allSatisfy { $0.position.isFinite })
        // A tiny track: the ends at most.
        #expect(Self.ticks(TickSettings(mode: .nice(minimumSpacing: 1), minorTicksPerMajor: 9), length: 0.5).count <= 2)
    }

    @Test func theWidestAndNarrowestRangesGiveFinitePositions() {
        let ranges: [(Double, Double)] = [
            (-.greatestFiniteMagnitude, .greatestFiniteMagnitude), (-1e308, 1e308),
            (1, 1 + 4 * Double.ulpOfOne), (1e300, 1e300 * (1 + 1e-15)), (0, 5e-324),
            (-1e-300, 1e-300),
        ]
        let modes: [TickMode] = [
            .everyStep(1e307), .everyStep(1e-310), .evenlySpread(count: 7), .nice(minimumSpacing: 40),
            .values([0, 1, 1e300, -1e308]),
        ]
        for (low, high) in ranges {
            for mode in modes {
                for scale in [
                    TickScaleInfo.linear(minimum: low, maximum: high), .logarithmic(minimum: low, maximum: high),
                ] {
                    let ticks = Self.ticks(TickSettings(mode: mode, minorTicksPerMajor: 3), scale)
                    #expect(ticks.count >= 2 && ticks.count <= 501, "\(mode) over \(low)…\(high)")
                    #expect(
                        ticks.allSatisfy {
                            $0.position.isFinite && $0.position >= 10 && $0.position <= 510 && $0.value.isFinite
                        })
                    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.value < $1.value })
                }
            }
        }
    }

    /// Ranges a few ulps wide, where a natural minor step would be finer than the doubles
    /// (found by the property tests: its multiples repeated values).
    @Test func minorTicksOfRangesAFewUlpsWideStaySortedAndDistinct() {
        let cases: [(Double, Double, Double, Int)] = [
            (0.0019531249999999206, 0.0019531250000000594, 279, 3),
            (-0.0004882812500000007, -0.0004882812500000001, 8, 1),
            (-3.0517578125000014e-05, -3.0517578124999983e-05, 8, 1000),
            (8.016673440035706e-292, 8.016673440035893e-292, 189, 1000),
        ]
        for (low, high, length, minors) in cases {
            let ticks = Self.ticks(
                TickSettings(mode: .nice(minimumSpacing: 0), minorTicksPerMajor: minors),
                .linear(minimum: low, maximum: high), start: 0, length: length)
            #expect(ticks.first?.value == low && ticks.last?.value == high)
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.value < $1.value }, "\(low)…\(high)")
        }
    }

    @Test func ticksAreFastEnoughForEveryRelayout() {
        // Hundreds of ticks: the engine itself (format and measure are cheap here) stays well
        // under a millisecond a call even unoptimised; the bound is loose for slow machines.
        let settings = TickSettings(mode: .nice(minimumSpacing: 10), minorTicksPerMajor: 4)
        let scale = TickScaleInfo.linear(minimum: 12_789, maximum: 755_000)
        let clock = ContinuousClock()
        var count = 0
        let elapsed = clock.measure {
            for _ in 0..<100 {
                count +=
                    Self.ticks(settings, scale, start: 0, length: 3000, format: { _ in "$100k" }, measure: { _ in 35 })
                    .count
            }
        }
        #expect(count >= 100 * 300)
        #expect(elapsed < .milliseconds(2000), "100 layouts took \(elapsed)")
    }
}
