// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The ticks of a slider's track and their labels: where they go (``TickMode``), which are
/// major and minor, and which labels are shown so that none overlaps another. Free of any
/// drawing toolkit: the scale comes as closures (``TickScaleInfo``), the value formatter and
/// the label measurer (Pango, in the widget) as closures too.
///
/// **Steps.** The mode proposes major ticks (and the ends, ``TickSettings/includesEnds``);
/// minors are added (``TickSettings/minorTicksPerMajor``); the filter then keeps, re-kinds or
/// drops each; each remaining tick is placed at `trackStart + trackLength × fraction(value)`;
/// finally labels are formatted, measured and placed.
///
/// **Labels.** Each label is centred on its tick, shifted inwards to stay within `bounds`, and
/// kept only when it stays ``TickSettings/labelGap`` pixels clear of every label kept before it
/// (``TickLabelLayout``); a tick within the gap of a kept label gets no label and is neither
/// formatted nor measured. The priority: majors before minors; within a kind, the minimum end,
/// the maximum end, then the roundest values (decades, then 5s, then 2s on a logarithmic scale;
/// multiples of 10, 5, 2 of the step otherwise), then from the minimum up. A tick whose label
/// is dropped stays.
///
/// **Limits and bad input.** The result never holds more than ``tickLimit(trackLength:)``
/// ticks: one per pixel (at least the two ends) and at most ``NiceNumbers/maximumTickCount``.
/// It is empty when the range is not finite with `minimum < maximum`, when the track's start
/// or length is not finite, when the length is zero or negative, or for ``TickMode/none``.
/// A tick whose fraction (or, evenly spread, whose value) is NaN is dropped — except the ends,
/// whose fractions are 0 and 1 by definition; fractions outside 0…1 are clamped, so every
/// position is finite and within the track. A label measured as NaN, infinite or negative is
/// dropped. The result is sorted by value, one tick per value.
public enum TickEngine {
    /// The most ticks for a track `trackLength` pixels long: one per pixel (`trackLength + 1`,
    /// at least 2, the ends), at most ``NiceNumbers/maximumTickCount``; 0 for a track that is
    /// not positive and finite.
    public static func tickLimit(trackLength: Double) -> Int {
        guard trackLength.isFinite, trackLength > 0 else { return 0 }
        let perPixel = Int(Swift.min(trackLength, Double(NiceNumbers.maximumTickCount)).rounded(.down)) + 1
        return Swift.max(2, Swift.min(NiceNumbers.maximumTickCount, perPixel))
    }

    /// The ticks for `settings` over `scale` on a track from `trackStart` to `trackStart +
    /// trackLength` pixels (where fractions 0…1 map: the thumb-centre travel), sorted by value.
    ///
    /// - Parameters:
    ///   - bounds: the pixels labels must stay within (nil: no limit); a label that would cross
    ///     them (the ends' usually) is shifted inwards, and dropped only when it is wider.
    ///   - format: a value's label text (the slider's value formatter); called at most once
    ///     per labelled tick, only for labels that might fit.
    ///   - measure: a label's extent along the track in pixels (its width on a horizontal
    ///     slider, its height on a vertical one); called at most once per labelled tick, for the
    ///     texts `format` gave.
    public static func ticks(
        settings: TickSettings, scale: TickScaleInfo, trackStart: Double, trackLength: Double,
        bounds: ClosedRange<Double>?,
        format: (Double) -> String, measure: (String) -> Double
    ) -> [Tick] {
        let limit = tickLimit(trackLength: trackLength)
        guard limit > 0, trackStart.isFinite, (trackStart + trackLength).isFinite,
            scale.minimum.isFinite, scale.maximum.isFinite, scale.minimum < scale.maximum
        else { return [] }
        let candidates = TickCandidates.make(settings, scale: scale, trackLength: trackLength, limit: limit)

        // The filter, then the positions (plain values: the ticks, with their strings, are
        // built once at the end).
        var kept: [TickCandidate] = []
        kept.reserveCapacity(candidates.count)
        var positions: [Double] = []
        positions.reserveCapacity(candidates.count)
        for var candidate in candidates {
            if let filter = settings.filter {
                guard let kind = filter(candidate.value, candidate.kind) else { continue }
                candidate.kind = kind
            }
            let fraction: Double
            if candidate.value == scale.minimum {
                fraction = 0
            } else if candidate.value == scale.maximum {
                fraction = 1
            } else if !candidate.fraction.isNaN {
                fraction = candidate.fraction
            } else {
                fraction = scale.fraction(candidate.value)
            }
            guard !fraction.isNaN else { continue }
            positions.append(trackStart + trackLength * Swift.min(Swift.max(fraction, 0), 1))
            kept.append(candidate)
        }

        // The labels, by priority. For each tick, its kept label's place in `texts` and
        // `placed` (−1: none).
        var slot = [Int](repeating: -1, count: kept.count)
        var texts: [String] = []
        var placed: [ClosedRange<Double>] = []
        let labelled = kept.indices.filter { kept[$0].kind == .major || !settings.labelsMajorOnly }
        if let first = labelled.first, let last = labelled.last {
            // One sort key per label, smaller first, packed into an integer: kind (major first),
            // end (the first end, then the last, then the rest), tier, roundness (rounder first),
            // index (from the minimum up; 16 bits hold it: at most 4096 ticks).
            var keys: [UInt64] = []
            keys.reserveCapacity(labelled.count)
            for i in labelled {
                let c = kept[i]
                let kind: UInt64 = c.kind == .major ? 0 : 1
                let end: UInt64 = i == first ? 0 : (i == last ? 1 : 2)
                let tier = UInt64(Swift.min(Swift.max(c.tier, 0), 7))
                let roundness = UInt64(2047 - Swift.min(Swift.max(c.niceness, -2000), 2000))  // 12 bits
                keys.append(kind << 33 | end << 31 | tier << 28 | roundness << 16 | UInt64(i))
            }
            keys.sort()
            // In that order: a label whose tick already lies in a kept label's zone is dropped
            // without being formatted or measured; the others are, once each, and placed.
            var layout = TickLabelLayout(gap: settings.labelGap, bounds: bounds)
            for key in keys {
                let i = Int(key & 0xFFFF)
                guard !layout.excludes(centre: positions[i]) else { continue }
                let text = format(kept[i].value)
                guard let extent = layout.place(centre: positions[i], width: measure(text)) else { continue }
                slot[i] = texts.count
                texts.append(text)
                placed.append(extent)
            }
        }

        var ticks: [Tick] = []
        ticks.reserveCapacity(kept.count)
        for i in kept.indices {
            let n = slot[i]
            ticks.append(
                Tick(
                    value: kept[i].value, position: positions[i], kind: kept[i].kind,
                    label: n >= 0 ? texts[n] : nil, labelExtent: n >= 0 ? placed[n] : nil))
        }
        return ticks
    }
}
