// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The state of a discrete gesture recognizer, as UIKit's `UIGestureRecognizer.State` has it
/// for discrete gestures.
public enum CircleGestureState: String, Equatable, Sendable {
    /// No verdict yet: before the first stroke, after ``CircleStrokeTracker/reset()``, and while
    /// a stroke is under way.
    case possible
    /// The last stroke was a circle.
    case recognized
    /// The last stroke was not a circle (or was cancelled).
    case failed
}
