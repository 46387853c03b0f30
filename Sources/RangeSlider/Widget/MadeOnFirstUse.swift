// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// A class component of a slider that most sliders never change (ticks, skins, value popovers,
/// value editing, touch continuity), held in a ``MadeOnFirstUse``.
protocol PartMadeOnFirstUse: AnyObject {
    /// A part in its initial state.
    init()
    /// The part every slider reads until it makes its own: one instance in the initial state,
    /// shared, and never changed.
    static var unset: Self { get }
}

/// Holds one of a slider's class components, made the first time it is changed: until then the
/// slider holds no object of its own (8 bytes inline), and reads see the type's shared
/// ``PartMadeOnFirstUse/unset`` instance, which is in the initial state.
///
/// Contract: read through ``current``; change only through ``forChange()`` (a change through
/// ``current`` would change every slider that has not made its own). Only the component's own
/// files call ``forChange()``.
struct MadeOnFirstUse<Part: PartMadeOnFirstUse> {
    /// The slider's own part, once made.
    private(set) var made: Part?

    /// The part to read: the slider's own once made, else the shared initial one.
    var current: Part {
        @inline(__always) get { made ?? Part.unset }
    }

    /// The part to change: the slider's own, made now if it is not yet.
    mutating func forChange() -> Part {
        forChange(preparing: { _ in })
    }

    /// The part to change, made now if it is not yet and then given to `prepare` (to follow the
    /// slider's state of the moment, as the thumb count) before it is kept.
    mutating func forChange(preparing prepare: (Part) -> Void) -> Part {
        if let made { return made }
        let part = Part()
        prepare(part)
        made = part
        return part
    }
}
