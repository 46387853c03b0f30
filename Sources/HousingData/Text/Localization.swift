// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Where the example app's words are translated.
///
/// This module is pure Swift and does not call gettext itself: the app installs gettext as
/// ``translate`` and ``translatePlural`` at start-up (`house-prices` binds its text domain, see
/// `po/`). Until then, and in tests, messages are the English ones, unchanged. Strings marked
/// with ``L(_:)`` and ``Lp(_:_:_:)`` are what `xgettext --keyword=L --keyword=Lp:1,2` extracts.
public enum Localization {
    /// The translation of a message (identity until the app installs gettext).
    nonisolated(unsafe) public static var translate: (String) -> String = { $0 }
    /// The translation of a message with a plural form for `n` (English rule until the app
    /// installs ngettext).
    nonisolated(unsafe) public static var translatePlural: (String, String, Int) -> String = { one, many, n in
        n == 1 ? one : many
    }
}

/// A translated message: mark every user-visible string with it.
public func L(_ message: String) -> String { Localization.translate(message) }

/// Marks a message for translation without translating it now (gettext's `N_`): for tables
/// of message ids translated where they are shown.
public func N(_ message: String) -> String { message }

/// A translated message with a plural form, chosen for `n`.
public func Lp(_ singular: String, _ plural: String, _ n: Int) -> String {
    Localization.translatePlural(singular, plural, n)
}

extension String {
    /// The message with `{0}`, `{1}`, … replaced by `arguments` (translations may reorder them).
    public func filling(_ arguments: String...) -> String {
        var out = self
        for (i, argument) in arguments.enumerated() {
            out = out.replacingAll("{\(i)}", with: argument)
        }
        return out
    }

    /// Every occurrence of `target` replaced (no Foundation in this module).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = "", rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    /// The first range of `target` (no Foundation in this module).
    func range(of target: String) -> Range<Index>? {
        let t = Array(target)
        var i = startIndex
        while i < endIndex {
            var j = i, k = 0
            while k < t.count, j < endIndex, self[j] == t[k] { j = index(after: j); k += 1 }
            if k == t.count { return i..<j }
            i = index(after: i)
        }
        return nil
    }
}
