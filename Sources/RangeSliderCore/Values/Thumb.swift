// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One of the two thumbs of a range slider.
public enum Thumb: String, CaseIterable, Sendable {
    /// The thumb that sets `lowerValue`.
    case lower
    /// The thumb that sets `upperValue`.
    case upper
}
