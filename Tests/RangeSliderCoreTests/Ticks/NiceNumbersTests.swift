// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import Testing

/// Examples of the 1-2-5 × 10ⁿ steps and of nice tick values (``NiceNumbers``, ``NiceStep``).
@Suite struct NiceNumbersTests {
    @Test func theSmallestNiceStepAtLeastAValue() {
        let cases: [(Double, String)] = [
            (1, "1e0"), (1.01, "2e0"), (2, "2e0"), (3, "5e0"), (7, "1e1"), (0.3, "5e-1"), (0.1, "1e-1"),
            (74_221.1, "1e5"), (250, "5e2"), (1e-307, "1e-307"), (1e308, "1e308"),
            // Rounding just below a nice step still gives that step.
            (0.6 / 3, "2e-1"), (0.30000000000000004 / 3, "1e-1"),
        ]
        for (x, expected) in cases {
            #expect(NiceNumbers.step(atLeast: x)?.description == expected, "step(atLeast: \(x))")
        }
        // Below the smallest step: the smallest.
        #expect(NiceNumbers.step(atLeast: 1e-320)?.description == "1e-307")
        for bad in [0, -1, Double.nan, .infinity, -Double.infinity, 1.5e308] {
            #expect(NiceNumbers.step(atLeast: bad) == nil, "step(atLeast: \(bad))")
        }
    }

    @Test func theStepForASpanAndACount() {
        #expect(NiceNumbers.step(forSpan: 742_211, count: 10)?.description == "1e5")
        #expect(NiceNumbers.step(forSpan: 100, count: 10)?.description == "1e1")
        #expect(NiceNumbers.step(forSpan: 100, count: 7)?.description == "2e1")
        #expect(NiceNumbers.step(forSpan: 1, count: 3)?.description == "5e-1")
        #expect(NiceNumbers.step(forSpan: 0, count: 3) == nil)
        #expect(NiceNumbers.step(forSpan: 1, count: 0) == nil)
        #expect(NiceNumbers.step(forSpan: .nan, count: 3) == nil)
        #expect(NiceNumbers.step(forSpan: .infinity, count: 3) == nil)
    }

    @Test func multiplesAreTheDecimalsTheirLiteralsWrite() {
        let tenth = NiceStep(mantissa: 1, exponent: -1)!
        #expect(tenth.multiple(3) == 0.3)  // 3 * 0.1 is 0.30000000000000004
        #expect(tenth.multiple(7) == 0.7)
        #expect(NiceStep(mantissa: 2, exponent: -2)!.multiple(3) == 0.06)
        #expect(NiceStep(mantissa: 5, exponent: 3)!.multiple(-7) == -35_000)
        #expect(
            NiceNumbers.linearTicks(from: 0, to: 1, count: 10)
                == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(NiceNumbers.linearTicks(from: -0.3, to: 0.3, step: tenth) == [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3])
        // An end that is itself a multiple is included although its quotient rounds (0.3 / 0.1 < 3).
        #expect(NiceNumbers.linearTicks(from: 0.3, to: 0.5, step: tenth) == [0.3, 0.4, 0.5])
        // The thousandth tick is as clean as the first.
        let thousandths = NiceNumbers.linearTicks(from: 0, to: 1, step: NiceStep(mantissa: 1, exponent: -3)!)!
        #expect(thousandths.count == 1001)
        #expect(thousandths[123] == 0.123 && thousandths[999] == 0.999 && thousandths[1000] == 1)
    }

    @Test func stepsHaveTheirDecimalsAndNeighbours() {
        let step = NiceStep(mantissa: 2, exponent: -2)!
        #expect(step.size == 0.02)
        #expect(step.fractionDigits == 2)
        #expect(NiceStep(mantissa: 5, exponent: 4)!.fractionDigits == 0)
        #expect(step.next?.description == "5e-2" && step.next?.next?.description == "1e-1")
        #expect(step.previous?.description == "1e-2" && step.previous?.previous?.description == "5e-3")
        #expect(NiceStep(mantissa: 1, exponent: 308)!.next == nil)
        #expect(NiceStep(mantissa: 1, exponent: -307)!.previous == nil)
        for (m, e) in [(3, 0), (10, 0), (0, 0), (2, 308), (5, 308), (1, 309), (1, -308)] {
            #expect(NiceStep(mantissa: m, exponent: e) == nil, "\(m)e\(e)")
        }
        #expect(NiceStep(mantissa: 1, exponent: 0)! < NiceStep(mantissa: 2, exponent: 0)!)
        #expect(NiceStep(mantissa: 5, exponent: -1)! < NiceStep(mantissa: 1, exponent: 0)!)
    }

    @Test func naturalSubdivisionsAreNiceStepsThatDivideTheStep() {
        func describe(_ s: NiceStep) -> [String] { s.naturalSubdivisions.map { "\($0.intervals):\($0.step)" } }
        #expect(describe(NiceStep(mantissa: 1, exponent: 0)!) == ["2:5e-1", "5:2e-1", "10:1e-1"])
        #expect(describe(NiceStep(mantissa: 2, exponent: 3)!) == ["2:1e3", "4:5e2", "10:2e2"])
        #expect(describe(NiceStep(mantissa: 5, exponent: 0)!) == ["5:1e0", "10:5e-1"])
        for m in [1, 2, 5] {
            let step = NiceStep(mantissa: m, exponent: 2)!
            for part in step.naturalSubdivisions {
                #expect(part.step.size * Double(part.intervals) == step.size)
            }
        }
    }

    @Test func powersOfTenAreTheLiterals() {
        #expect(NiceNumbers.powerOfTen(0) == 1)
        #expect(NiceNumbers.powerOfTen(-5) == 1e-5)
        #expect(NiceNumbers.powerOfTen(-23) == 1e-23)
        #expect(NiceNumbers.powerOfTen(300) == 1e300)
        #expect(NiceNumbers.powerOfTen(-323) == 1e-323)
        #expect(NiceNumbers.powerOfTen(309) == .infinity)
        #expect(NiceNumbers.powerOfTen(-400) == 0)
    }

    @Test func logLevelsFollowTheRoomThereIs() {
        // 1…10⁶: six decades.
        #expect(NiceNumbers.logLevel(from: 1, to: 1e6, count: 18) == .oneTwoFive)
        #expect(NiceNumbers.logLevel(from: 1, to: 1e6, count: 17.9) == .decades(every: 1))
        #expect(NiceNumbers.logLevel(from: 1, to: 1e6, count: 6) == .decades(every: 1))
        #expect(NiceNumbers.logLevel(from: 1, to: 1e6, count: 3) == .decades(every: 2))
        #expect(NiceNumbers.logLevel(from: 1, to: 1e6, count: 2) == .decades(every: 5))
        #expect(NiceNumbers.logLevel(from: 1e-300, to: 1e300, count: 10) == .decades(every: 100))
        // Under a decade, or not a positive range: nil (use linear ticks).
        #expect(NiceNumbers.logLevel(from: 2, to: 19, count: 10) == nil)
        #expect(NiceNumbers.logLevel(from: 0, to: 100, count: 10) == nil)
        #expect(NiceNumbers.logLevel(from: -10, to: 100, count: 10) == nil)
        #expect(NiceNumbers.logLevel(from: 1, to: 100, count: 0) == nil)
        #expect(NiceNumbers.logLevel(from: 1, to: .infinity, count: 10) == nil)
    }

    @Test func logTicksAreDecadesAndTheirTwosAndFives() {
        #expect(NiceNumbers.logTicks(from: 1, to: 1e6, level: .decades(every: 1)) == [1, 10, 100, 1000, 1e4, 1e5, 1e6])
        #expect(NiceNumbers.logTicks(from: 1, to: 1e6, level: .decades(every: 2)) == [1, 100, 1e4, 1e6])
        #expect(
            NiceNumbers.logTicks(from: 0.003, to: 0.6, level: .oneTwoFive) == [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5])
        #expect(NiceNumbers.logTicks(from: 0, to: 10, level: .oneTwoFive) == [])
        #expect(NiceNumbers.logTicks(from: 1e-310, to: 1e-306, level: .decades(every: 1)) == [1e-307, 1e-306])
    }

    @Test func nicenessOrdersRoundNumbersFirst() {
        #expect(NiceNumbers.niceness(ofIndex: 0) == Int.max)
        #expect(NiceNumbers.niceness(ofIndex: 1) == 0)
        #expect(NiceNumbers.niceness(ofIndex: 2) == 1)
        #expect(NiceNumbers.niceness(ofIndex: 5) == 2)
        #expect(NiceNumbers.niceness(ofIndex: -10) == 3)
        #expect(NiceNumbers.niceness(ofIndex: 300) == 6)
        #expect(NiceNumbers.niceness(ofIndex: Int64.min) > 0)
        #expect(NiceNumbers.niceness(of: 1000) == 9)
        #expect(NiceNumbers.niceness(of: 500) == 8)
        #expect(NiceNumbers.niceness(of: 7) == 0)
        #expect(NiceNumbers.niceness(of: 0.3) == -3)
        #expect(NiceNumbers.niceness(of: 0.25) == -4)
        #expect(NiceNumbers.niceness(of: -200) == 7)
        #expect(NiceNumbers.niceness(of: 0) == Int.max)
        #expect(NiceNumbers.niceness(of: .nan) == Int.min)
        #expect(NiceNumbers.niceness(of: 1e300) > NiceNumbers.niceness(of: 2e299))
        #expect(NiceNumbers.niceness(of: Double.leastNonzeroMagnitude) < 0)
    }

    @Test func badRangesGiveNoTicks() {
        #expect(NiceNumbers.linearTicks(from: 1, to: 0, count: 10) == [])
        #expect(NiceNumbers.linearTicks(from: .nan, to: 1, count: 10) == [])
        #expect(NiceNumbers.linearTicks(from: 0, to: .infinity, count: 10) == [])
        #expect(NiceNumbers.linearTicks(from: 5, to: 5, count: 10) == [])
        #expect(NiceNumbers.linearTicks(from: 0, to: 1, count: Int.max).count <= NiceNumbers.maximumTickCount)
        #expect(NiceNumbers.linearTicks(from: 0, to: 1, count: -3) == [0, 1])
        // A step below the doubles' resolution, or too many multiples: nil.
        #expect(NiceNumbers.linearTicks(from: 1e17, to: 1e17 + 1e3, step: NiceStep(mantissa: 1, exponent: -2)!) == nil)
        #expect(NiceNumbers.linearTicks(from: 0, to: 1, step: NiceStep(mantissa: 1, exponent: -5)!) == nil)
        // The widest range: finite ticks, in order.
        let widest = NiceNumbers.linearTicks(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, count: 4)
        #expect(widest == [-1e308, 0, 1e308])
        // Just a few ulps wide: no ticks finer than the doubles there.
        let narrow = NiceNumbers.linearTicks(from: 1, to: 1 + 8 * Double.ulpOfOne, count: 100)
        #expect(zip(narrow, narrow.dropFirst()).allSatisfy { $0 < $1 })
    }
}
