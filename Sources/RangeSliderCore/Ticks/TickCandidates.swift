// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A tick before placement: what a ``TickMode`` proposes, with what decides its label's
/// priority. Internal to ``TickEngine``.
struct TickCandidate {
    /// The value it marks (finite, inside the range).
    var value: Double
    /// Its track fraction when the mode fixes it (ends, evenly spread ticks); NaN: ask the scale.
    var fraction: Double
    /// The proposed kind.
    var kind: TickKind
    /// Label priority within its kind, lower first (log scales: decades 0, 5s 1, 2s 2, others 3).
    var tier: Int
    /// Label priority within its tier, higher first (``NiceNumbers/niceness(ofIndex:)``).
    var niceness: Int

    /// True when `self`'s label goes before `other`'s: majors, then lower tiers, then rounder.
    func precedes(_ other: TickCandidate) -> Bool {
        if kind != other.kind { return kind == .major }
        if tier != other.tier { return tier < other.tier }
        return niceness > other.niceness
    }
}

/// The candidate ticks of each ``TickMode``, sorted by value and distinct, at most `limit` of
/// them. Internal to ``TickEngine``.
enum TickCandidates {
    /// The candidates for `settings` over `scale` (whose range the caller has checked: finite,
    /// `minimum < maximum`), on a track `trackLength` pixels long (positive, finite).
    static func make(
        _ settings: TickSettings, scale: TickScaleInfo, trackLength: Double,
        limit: Int
    ) -> [TickCandidate] {
        let minimum = scale.minimum, maximum = scale.maximum
        let minors = Swift.max(0, settings.minorTicksPerMajor)
        var majors: [TickCandidate]
        var naturalMinors: [TickCandidate]? = nil  // the nice modes' own subdivisions
        var withEnds = settings.includesEnds
        // Room for the majors, leaving two places for the ends.
        let room = Swift.max(0, limit - 2)

        switch settings.mode {
        case .none:
            return []
        case .everyStep(let step):
            guard step > 0, step.isFinite else { return [] }
            majors = steps(step, minimum: minimum, maximum: maximum, room: room)
        case .evenlySpread(let count):
            guard count > 0 else { return [] }
            majors = evenlySpread(Swift.min(count, limit), scale: scale)
        case .values(let values):
            majors = given(values, minimum: minimum, maximum: maximum, room: room)
        case .breakpoints:
            majors = given(scale.breakpoints, minimum: minimum, maximum: maximum, room: room)
            withEnds = true
        case .nice(let spacing):
            let pixels = spacing > 0 ? spacing : 1  // NaN, 0, negative: one pixel
            // At most room − 3 intervals: every level then makes at most `room` majors.
            let count = Swift.min(trackLength / pixels, Double(Swift.max(1, room - 3)))
            if scale.isLogarithmic, minimum > 0,
                let level = NiceNumbers.logLevel(from: minimum, to: maximum, count: count)
            {
                (majors, naturalMinors) = logarithmic(
                    level, minimum: minimum, maximum: maximum,
                    minors: minors, limit: limit)
            } else {
                (majors, naturalMinors) = linear(
                    minimum: minimum, maximum: maximum, count: count,
                    minors: minors, limit: limit)
            }
        }

        if withEnds {
            let ends = [
                TickCandidate(value: minimum, fraction: 0, kind: .major, tier: 0, niceness: Int.max),
                TickCandidate(value: maximum, fraction: 1, kind: .major, tier: 0, niceness: Int.max),
            ]
            majors = merged(majors, ends)
        }
        let all = naturalMinors.map { merged(majors, $0) } ?? subdivided(majors, minors: minors, limit: limit)
        return thinned(all, to: limit)
    }

    /// `candidates` cut to at most `limit` spread evenly over them, the first and last kept: a
    /// last guard on the tick count (the modes already aim within it; on a track a few pixels
    /// long the nice levels may not).
    static func thinned(_ candidates: [TickCandidate], to limit: Int) -> [TickCandidate] {
        guard candidates.count > limit else { return candidates }
        guard limit >= 2 else { return Array(candidates.prefix(Swift.max(0, limit))) }
        let last = candidates.count - 1
        return (0..<limit).map { candidates[$0 * last / (limit - 1)] }
    }

    // MARK: Modes

    /// `minimum + k · step`, thinned to every n-th step (n nice) to fit `room`.
    static func steps(_ step: Double, minimum: Double, maximum: Double, room: Int) -> [TickCandidate] {
        // Steps across the range, without overflow for the widest ranges.
        // (Saturated at the largest double: more steps than can be counted, none marked.)
        let intervals = FiniteArithmetic.width(from: minimum, to: maximum, dividedBy: step)
        guard intervals < .greatestFiniteMagnitude, room >= 1 else { return [] }
        var stride = 1.0
        if intervals + 1 > Double(room) {
            guard let nice = NiceNumbers.step(atLeast: intervals / Double(Swift.max(1, room - 1))) else { return [] }
            stride = Swift.max(1, nice.size.rounded(.up))
        }
        let effective = step * stride
        guard effective.isFinite else { return [] }
        let count = Int(Swift.min((intervals / stride + 1e-9).rounded(.down), Double(room - 1))) + 1
        var result: [TickCandidate] = []
        result.reserveCapacity(count)
        // The index in original steps, for the label priority, when it fits an Int64.
        let strideIndex = stride < 1e15 ? Int64(stride) : 1
        for i in 0..<count {
            var v = offset(minimum, Double(i), effective)
            if v > maximum { v = maximum }
            guard v.isFinite, result.last.map({ v > $0.value }) ?? true else { continue }
            let index = Int64(i).multipliedReportingOverflow(by: strideIndex).partialValue
            result.append(
                TickCandidate(
                    value: v, fraction: .nan, kind: .major, tier: 0,
                    niceness: NiceNumbers.niceness(ofIndex: index)))
        }
        return result
    }

    /// `base + i · step`, computed in halves when the product overflows (ranges near the
    /// largest doubles), saturating.
    static func offset(_ base: Double, _ i: Double, _ step: Double) -> Double {
        let d = i * step
        if d.isFinite { return FiniteArithmetic.sum(base, d) }
        return FiniteArithmetic.saturated(2 * (base / 2 + i * (step / 2)))
    }

    /// `count` ticks at evenly spread track fractions, valued by the scale's inverse map.
    static func evenlySpread(_ count: Int, scale: TickScaleInfo) -> [TickCandidate] {
        var result: [TickCandidate] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let f = count == 1 ? 0.5 : Double(i) / Double(count - 1)
            var v: Double
            if f == 0 { v = scale.minimum } else if f == 1 { v = scale.maximum } else { v = scale.value(f) }
            guard !v.isNaN else { continue }
            v = Swift.min(Swift.max(v, scale.minimum), scale.maximum)
            guard result.last.map({ v > $0.value }) ?? true else { continue }
            result.append(
                TickCandidate(
                    value: v, fraction: f, kind: .major, tier: 0,
                    niceness: NiceNumbers.niceness(ofIndex: Int64(i))))
        }
        return result
    }

    /// The finite `values` within the range, sorted, distinct, thinned to every n-th to fit
    /// `room`; rounder values first for labels.
    static func given(_ values: [Double], minimum: Double, maximum: Double, room: Int) -> [TickCandidate] {
        guard room > 0 else { return [] }
        var inside = values.filter { $0 >= minimum && $0 <= maximum }  // also drops NaN
        inside.sort()
        var distinct: [Double] = []
        distinct.reserveCapacity(Swift.min(inside.count, room))
        let unique = inside.count - zip(inside, inside.dropFirst()).lazy.filter { $0 == $1 }.count
        let stride = unique > room ? Swift.max(1, (unique + room - 1) / room) : 1
        var index = 0
        for (i, v) in inside.enumerated() where i == 0 || v != inside[i - 1] {
            if index % stride == 0 { distinct.append(v) }
            index += 1
        }
        return distinct.map {
            TickCandidate(value: $0, fraction: .nan, kind: .major, tier: 0, niceness: NiceNumbers.niceness(of: $0))
        }
    }

    /// Nice multiples for a linear scale, and their natural minors.
    static func linear(minimum: Double, maximum: Double, count: Double, minors: Int, limit: Int)
        -> ([TickCandidate], [TickCandidate])
    {
        guard let step = NiceNumbers.linearStep(from: minimum, to: maximum, count: count),
            let indices = NiceNumbers.multiples(of: step, from: minimum, to: maximum),
            indices.count <= limit - 2
        else { return ([], []) }
        var majors: [TickCandidate] = []
        majors.reserveCapacity(indices.count)
        for k in indices {
            let v = step.multiple(k)
            guard v >= minimum, v <= maximum, majors.last.map({ v > $0.value }) ?? true else { continue }
            majors.append(
                TickCandidate(
                    value: v, fraction: .nan, kind: .major, tier: 0,
                    niceness: NiceNumbers.niceness(ofIndex: k * Int64(step.mantissa))))
        }
        guard minors > 0 else { return (majors, []) }
        // The subdivision whose minor count is nearest the request (fewer on a tie) among those
        // that keep every tick within the limit and are no finer than the doubles there.
        let resolution = NiceNumbers.resolution(minimum, maximum)
        let options = step.naturalSubdivisions.filter { option in
            guard option.step.size >= resolution,
                let fine = NiceNumbers.multiples(of: option.step, from: minimum, to: maximum)
            else { return false }
            return fine.count + 2 <= limit
        }
        guard let choice = options.min(by: { abs($0.intervals - 1 - minors) < abs($1.intervals - 1 - minors) }),
            let fine = NiceNumbers.multiples(of: choice.step, from: minimum, to: maximum)
        else { return (majors, []) }
        var result: [TickCandidate] = []
        result.reserveCapacity(fine.count)
        let parts = Int64(choice.intervals)
        for j in fine where j % parts != 0 {
            let v = choice.step.multiple(j)
            guard v >= minimum, v <= maximum, result.last.map({ v > $0.value }) ?? true else { continue }
            result.append(
                TickCandidate(
                    value: v, fraction: .nan, kind: .minor, tier: 0,
                    niceness: NiceNumbers.niceness(ofIndex: j * Int64(choice.step.mantissa))))
        }
        return (majors, result)
    }

    /// Decades (with 2s and 5s, or every k-th) for a logarithmic scale, and their natural minors.
    static func logarithmic(_ level: LogTickLevel, minimum: Double, maximum: Double, minors: Int, limit: Int)
        -> ([TickCandidate], [TickCandidate])
    {
        func tier(_ digit: Int) -> Int { digit == 1 ? 0 : (digit == 5 ? 1 : (digit == 2 ? 2 : 3)) }
        func candidates(_ digits: [Int], every stride: Int, kind: TickKind, skipping skip: Int = 0) -> [TickCandidate] {
            NiceNumbers.logValues(from: minimum, to: maximum, digits: digits, decadeStride: stride)
                .filter { skip <= 1 || $0.digit != 1 || $0.exponent % skip != 0 }
                .map {
                    TickCandidate(
                        value: $0.value, fraction: .nan, kind: kind, tier: tier($0.digit),
                        niceness: NiceNumbers.niceness(ofIndex: Int64($0.exponent)))
                }
        }
        let majors = candidates(level.digits, every: level.decadeStride, kind: .major)
        guard minors > 0 else { return (majors, []) }
        // The natural subdivisions, as (minors per major, digits, decade stride).
        var options: [(count: Int, digits: [Int], stride: Int)]
        switch level {
        case .oneTwoFive:
            options = [(6, [3, 4, 6, 7, 8, 9], 1)]
        case .decades(let every) where every <= 1:
            options = [(1, [5], 1), (2, [2, 5], 1), (8, [2, 3, 4, 5, 6, 7, 8, 9], 1)]
        case .decades(let every):
            options = (NiceNumbers.step(atLeast: Double(every))?.naturalSubdivisions ?? [])
                .filter { $0.step.exponent >= 0 }
                .map { ($0.intervals - 1, [1], Int($0.step.size.rounded())) }
        }
        // Estimated counts: decades spanned × ticks per decade.
        let decades = NiceNumbers.decadeSpan(from: minimum, to: maximum) + 2
        options = options.filter { option in
            let perDecade = Double(option.digits.count) / Double(option.stride)
            return Double(majors.count) + decades * perDecade + 2 <= Double(limit)
        }
        guard let choice = options.min(by: { abs($0.count - minors) < abs($1.count - minors) }) else {
            return (majors, [])
        }
        let skip = level.decadeStride
        let fine = candidates(choice.digits, every: choice.stride, kind: .minor, skipping: skip)
        return (majors, Array(fine.prefix(Swift.max(0, limit - majors.count - 2))))
    }

    // MARK: Combining

    /// `a` and `b` (each sorted by value, and distinct) merged in one pass, sorted, one
    /// candidate per value: the one whose label goes first (`a`'s on a tie), taking a fixed
    /// fraction (an end's) from either. (Should an input repeat a value after all, the repeat
    /// is skipped: the result stays strictly increasing.)
    static func merged(_ a: [TickCandidate], _ b: [TickCandidate]) -> [TickCandidate] {
        var result: [TickCandidate] = []
        result.reserveCapacity(a.count + b.count)
        func append(_ c: TickCandidate) {
            if let last = result.last, c.value <= last.value { return }
            result.append(c)
        }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].value < b[j].value) {
                append(a[i]); i += 1
            } else if i == a.count || b[j].value < a[i].value {
                append(b[j]); j += 1
            } else {
                var kept = b[j].precedes(a[i]) ? b[j] : a[i]
                if kept.fraction.isNaN { kept.fraction = a[i].fraction.isNaN ? b[j].fraction : a[i].fraction }
                append(kept); i += 1; j += 1
            }
        }
        return result
    }

    /// `majors` with `minors` minor ticks evenly between each two, lowered to stay within `limit`.
    static func subdivided(_ majors: [TickCandidate], minors: Int, limit: Int) -> [TickCandidate] {
        guard minors > 0, majors.count >= 2 else { return majors }
        let intervals = majors.count - 1
        let perInterval = Swift.min(minors, Swift.max(0, limit - majors.count) / intervals)
        guard perInterval > 0 else { return majors }
        var result: [TickCandidate] = []
        result.reserveCapacity(majors.count + intervals * perInterval)
        for (a, b) in zip(majors, majors.dropFirst()) {
            result.append(a)
            for j in 1...perInterval {
                let v = FiniteArithmetic.value(
                    atFraction: Double(j) / Double(perInterval + 1),
                    from: a.value, to: b.value)
                guard v > result[result.count - 1].value, v < b.value else { continue }
                result.append(
                    TickCandidate(
                        value: v, fraction: .nan, kind: .minor, tier: 0,
                        niceness: NiceNumbers.niceness(ofIndex: Int64(j))))
            }
        }
        result.append(majors[majors.count - 1])
        return result
    }
}
