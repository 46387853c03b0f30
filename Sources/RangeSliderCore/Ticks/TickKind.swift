// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// How prominent a tick is: a major tick is drawn longer and (by default) labelled; a minor
/// tick subdivides the space between majors.
public enum TickKind: Equatable, Sendable {
    /// A short, unlabelled (by default) tick between majors.
    case minor
    /// A long tick, labelled by default.
    case major
}
