// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Skins, as in "Skinning UIKit Sliders": images for the thumbs (per state, per thumb), for the
/// two parts of the track, and beside the two ends.
///
///     slider.setThumbImage(try SliderImage(contentsOfFile: "skins/red-thumb.png"))  // every state and thumb
///     slider.minimumTrackImage = try SliderImage(contentsOfFile: "skins/red-track.png")
///         .stretchable(leftCapWidth: 6, topCapHeight: 0)
///     slider.minimumValueImage = try SliderImage(contentsOfFile: "skins/quiet.png")
///
/// Loading may fail (``SliderImageError``, naming the file); an assignment never does. Assigning
/// the image already set (the same object) does nothing; any other image queues a resize.
///
/// A track image fills its part of the track (``SliderGeometry/trackSegments(values:mode:)``),
/// stretched along it at its own height, centred across it, transposed on a vertical slider; a
/// part without one is a flat bar of its tint colour. Thumb images replace the drawn thumbs, at
/// their own size, upright, centred on the thumb's centre rounded to whole pixels; the largest
/// image of the visible thumbs sets the thumb length, so a centre travels `length − thumbLength`,
/// as UISlider's. End images sit upright `endImageSpacing` beyond the ends of the track. The
/// widget asks for room for all of them. In progress mode a thumb is drawn only when the upper
/// thumb has an image: the filled track's end cap. An insensitive slider is dimmed, skins
/// included.
extension RangeSliderWidget {
    /// The gap between an end image and the track, in points.
    public static let endImageSpacing = 6.0

    /// Sets the image of `thumb` (nil: every thumb) in `state`. Without an image of its own a
    /// state uses the normal image; without any image a thumb is drawn as the tutorial's.
    /// Assigning nil removes the image.
    public func setThumbImage(_ image: SliderImage?, for state: ThumbState = .normal, thumb: Thumb? = nil) {
        guard image != nil || madeSkins.made != nil else { return }  // no images to remove
        let skins = changingSkins
        var changed = false
        // By thumb, so that a one-thumb mode's lower thumb image goes to the thumb it sets aside.
        for t in thumb.map({ [$0] }) ?? [.lower, .upper] where skins.thumbImages[t][state] !== image {
            skins.thumbImages[t][state] = image
            changed = true
        }
        if thumb == nil {
            for t in skins.thumbImages.indices where skins.thumbImages[t][state] !== image {
                skins.thumbImages[t][state] = image
                changed = true
            }
        }
        if changed { skinChanged() }
    }

    /// Sets the image of the thumb at `index` (0 the first thumb, ``thumbCount`` − 1 the last)
    /// in `state`, as ``setThumbImage(_:for:thumb:)`` does for the first and last thumb. An index
    /// with no thumb is refused with a warning. The image stays the thumb's while the count
    /// changes, as long as the thumb does (the last thumb's images stay the last thumb's).
    public func setThumbImage(_ image: SliderImage?, for state: ThumbState = .normal, at index: Int) {
        let skins = changingSkins
        guard skins.thumbImages.indices.contains(index) else {
            warn(
                "refused a thumb image for index \(index): the slider has \(skins.thumbImages.count) thumbs; unchanged")
            return
        }
        guard skins.thumbImages[index][state] !== image else { return }
        skins.thumbImages[index][state] = image
        skinChanged()
    }

    /// Gives every thumb its skin images after the thumb count changed.
    func skinsFollowThumbCount() {
        madeSkins.made?.resizeThumbs(to: thumbWidgets.count, firstAside: mode.thumbCount == 1)
        skinChanged()
    }

    /// The skins to change: made now if not yet (``MadeOnFirstUse``), with an entry per thumb.
    /// Until then every read sees no image (the shared ``SliderSkins/unset``).
    var changingSkins: SliderSkins {
        if let made = madeSkins.made { return made }
        let made = madeSkins.forChange()
        made.resizeThumbs(to: thumbWidgets.count, firstAside: mode.thumbCount == 1)
        return made
    }

    /// The image set for `thumb` in exactly `state` (no fallback), if any.
    public func thumbImage(for state: ThumbState, thumb: Thumb = .upper) -> SliderImage? {
        skins.thumbImages[thumb][state]
    }

    /// The image set for the thumb at `index` in exactly `state` (no fallback); nil also for
    /// an index with no thumb.
    public func thumbImage(for state: ThumbState, at index: Int) -> SliderImage? {
        skins.thumbImages.indices.contains(index) ? skins.thumbImages[index][state] : nil
    }

    /// True when any skin image is set: the slider is then drawn by ``SliderPainter`` (images
    /// and stretched caps), otherwise from cached textures of the drawn look.
    var hasSkin: Bool { !skins.isEmpty }

    /// The image drawn for `thumb` in `state`: its own, else the normal one.
    public func effectiveThumbImage(for state: ThumbState, thumb: Thumb) -> SliderImage? {
        skins.thumbImages[thumb].image(for: state)
    }

    /// The image drawn for the thumb at `index` in `state`: its own, else the normal one; nil
    /// for an index with no thumb.
    public func effectiveThumbImage(for state: ThumbState, at index: Int) -> SliderImage? {
        skins.thumbImages.indices.contains(index) ? skins.thumbImages[index].image(for: state) : nil
    }

    /// The image of the "minimum track": before the thumb of a single-value slider or progress
    /// bar, inside the selected span of a range slider. Stretched (by its caps) to fill its part.
    public var minimumTrackImage: SliderImage? {
        get { skins.trackImages[.minimumTrack] }
        set {
            if skins.trackImages[.minimumTrack] !== newValue {
                changingSkins.trackImages[.minimumTrack] = newValue; skinChanged()
            }
        }
    }

    /// The image of the "maximum track": after the thumb, or outside the selected span.
    public var maximumTrackImage: SliderImage? {
        get { skins.trackImages[.maximumTrack] }
        set {
            if skins.trackImages[.maximumTrack] !== newValue {
                changingSkins.trackImages[.maximumTrack] = newValue; skinChanged()
            }
        }
    }

    /// An image beside the minimum end of the track (a quiet speaker beside a volume slider).
    public var minimumValueImage: SliderImage? {
        get { skins.endImages.minimum }
        set { if skins.endImages.minimum !== newValue { changingSkins.endImages.minimum = newValue; skinChanged() } }
    }

    /// An image beside the maximum end of the track (a loud speaker).
    public var maximumValueImage: SliderImage? {
        get { skins.endImages.maximum }
        set { if skins.endImages.maximum !== newValue { changingSkins.endImages.maximum = newValue; skinChanged() } }
    }

    /// Removes every image: the slider is drawn as the tutorial's again.
    public func removeAllImages() {
        madeSkins.made?.removeAll()
        skinChanged()
    }

    /// True when any thumb, track or end image is set.
    public var hasImages: Bool { !skins.isEmpty }

    func skinChanged() {
        setNeedsResize()
        // A slider whose size does not change (its container fixes it) keeps its allocation,
        // and GTK then skips the trough's: queue it, so the thumb nodes (focus rings, the
        // extents assistive technologies read) take the skin's thumb size too.
        gtk_widget_queue_allocate(trough)
    }

    // MARK: Sizes

    /// An image's extent along and across the track (thumb and end images are upright).
    func extent(of image: SliderImage) -> (along: Double, across: Double) {
        orientation == .horizontal ? (image.width, image.height) : (image.height, image.width)
    }

    /// The room the end images take at the start and the end of the axis (image + spacing).
    var endInsets: (start: Double, end: Double) {
        (
            skins.endImages.minimum.map { extent(of: $0).along + Self.endImageSpacing } ?? 0,
            skins.endImages.maximum.map { extent(of: $0).along + Self.endImageSpacing } ?? 0
        )
    }

    /// The thumbs' size when thumb images set it: the largest image of the thumbs that are
    /// drawn (in any state); nil for the tutorial's square. In progress mode a missing image
    /// means no thumb at all (size 0), so the filled track is exactly the fraction.
    var thumbImageExtent: (along: Double, across: Double)? {
        // Every geometry query (each drag event among them) asks: without thumb images, answer
        // before collecting them into arrays.
        guard skins.hasThumbImages else { return mode == .progress ? (0, 0) : nil }
        let images = skins.thumbImages.indices.flatMap { skins.thumbImages[$0].all }
        guard !images.isEmpty else { return mode == .progress ? (0, 0) : nil }
        let extents = images.map(extent(of:))
        return (extents.map(\.along).max() ?? 0, extents.map(\.across).max() ?? 0)
    }

    /// The band's natural thickness: the tutorial's 30 px without thumb images, else the
    /// thumb images' (a skinned progress bar without an end cap: its track's); at least the
    /// track images' height and the end images' extent across.
    var skinnedBandThickness: Double {
        var thickness = Double(Self.naturalThickness)
        if let thumb = thumbImageExtent, thumb.across > 0 {
            thickness = thumb.across
        } else if mode == .progress, !skins.trackImages.isEmpty {
            thickness = 0  // a skinned progress bar without an end cap is as thick as its track
        }
        for image in skins.trackImages.values { thickness = max(thickness, image.height) }
        for image in [skins.endImages.minimum, skins.endImages.maximum].compactMap({ $0 }) {
            thickness = max(thickness, extent(of: image).across)
        }
        return thickness
    }
}

/// The slider's images (``RangeSliderWidget/skins``): each thumb's per state, the two parts of
/// the track's, and the two ends'. Made with the first image (``MadeOnFirstUse``: most sliders
/// have none). Only this file changes them, through ``RangeSliderWidget/changingSkins``; the
/// painters read them.
final class SliderSkins: PartMadeOnFirstUse {
    static let unset = SliderSkins()

    /// Each thumb's images, per state.
    fileprivate(set) var thumbImages = PerThumb(repeating: StateImages<SliderImage>())
    /// The images of the track's parts.
    fileprivate(set) var trackImages: [TrackPart: SliderImage] = [:]
    /// The images beside the track's two ends.
    fileprivate(set) var endImages: (minimum: SliderImage?, maximum: SliderImage?) = (nil, nil)

    /// True when any thumb has an image in any state.
    var hasThumbImages: Bool { thumbImages.contains { !$0.isEmpty } }

    /// True when no image at all is set.
    var isEmpty: Bool {
        trackImages.isEmpty && endImages.minimum == nil && endImages.maximum == nil && !hasThumbImages
    }

    /// One entry per thumb: the last thumb's images stay the last's; a new thumb takes the
    /// first thumb's (those an image set for every thumb gave it).
    fileprivate func resizeThumbs(to count: Int, firstAside: Bool) {
        thumbImages.setFirstAside(firstAside)
        thumbImages.resize(to: count, filling: thumbImages[0])
    }

    fileprivate func removeAll() {
        thumbImages = PerThumb(repeating: StateImages(), count: thumbImages.count)
        trackImages = [:]
        endImages = (nil, nil)
    }
}
