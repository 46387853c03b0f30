// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The state a thumb is drawn in, as UIControlState for UISlider's thumb images.
public enum ThumbState: String, Sendable, CaseIterable {
    /// At rest.
    case normal
    /// Being dragged (UIKit's "highlighted").
    case highlighted
    /// The slider is insensitive (UIKit's "disabled").
    case insensitive

    /// The state of a thumb: an insensitive slider draws every thumb insensitive; otherwise the
    /// dragged thumb is highlighted.
    public static func of(sensitive: Bool, highlighted: Bool) -> ThumbState {
        if !sensitive { return .insensitive }
        return highlighted ? .highlighted : .normal
    }
}

/// One image (or any skin value) per ``ThumbState``, with UIKit's fallback: a state without
/// its own image uses the normal one.
public struct StateImages<Image> {
    /// The image at rest, and for any state that has none of its own.
    public var normal: Image?
    /// The image while dragged.
    public var highlighted: Image?
    /// The image while insensitive.
    public var insensitive: Image?

    /// No images.
    public init(normal: Image? = nil, highlighted: Image? = nil, insensitive: Image? = nil) {
        self.normal = normal
        self.highlighted = highlighted
        self.insensitive = insensitive
    }

    /// True when no state has an image.
    public var isEmpty: Bool { normal == nil && highlighted == nil && insensitive == nil }

    /// The image set for exactly `state` (no fallback).
    public subscript(state: ThumbState) -> Image? {
        get {
            switch state {
            case .normal: return normal
            case .highlighted: return highlighted
            case .insensitive: return insensitive
            }
        }
        set {
            switch state {
            case .normal: normal = newValue
            case .highlighted: highlighted = newValue
            case .insensitive: insensitive = newValue
            }
        }
    }

    /// The image to draw in `state`: its own, else the normal one.
    public func image(for state: ThumbState) -> Image? {
        self[state] ?? normal
    }

    /// Every image that is set.
    public var all: [Image] { [normal, highlighted, insensitive].compactMap { $0 } }
}
