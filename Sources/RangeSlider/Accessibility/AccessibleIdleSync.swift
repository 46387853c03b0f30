// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim

/// Brings a slider's accessible state up to date at the next idle, once however many changes
/// come first: the steps of a drag (every motion event) and the thumbs' adjustments, whose
/// `gtk_adjustment_configure` emits signals GtkRange answers. Used by ``RangeSliderWidget``.
///
/// Two kinds of work wait here: the accessible *values* (value, bounds, text of every thumb,
/// when ``schedule(values:)`` is asked for them: the steps of a drag) and the adjustments (always,
/// when anything is scheduled). Committed changes (keys, assignments, a drag's release) write
/// the values at once and call ``valuesWritten()``; an idle that finds nothing pending in the
/// values then only syncs the adjustments. ``flush()`` runs what is pending now (a drag's end).
///
/// **Lifetime.** The idle source refers to this object unretained; the owning slider holds
/// this object strongly and calls ``detach()`` when its widget is disposed, and `deinit`
/// removes a source still pending, so the source never outlives the object. The work itself is
/// a closure that the owner gives once, holding the owner weakly (no cycle).
final class AccessibleIdleSync {
    /// What the idle runs: `values` is true when the accessible values are pending too.
    typealias Work = (_ values: Bool) -> Void

    /// The idle source, or 0.
    private(set) var source: guint = 0
    /// Whether the accessible values (not only the adjustments) wait for the idle.
    private(set) var valuesPending = false
    /// True once the owner's widget is gone: nothing is scheduled any more.
    private(set) var isDetached = false
    private var work: Work?

    init() {}

    /// Sets the work (once the owner is fully initialised; hold the owner weakly in it).
    func setWork(_ work: @escaping Work) { self.work = work }

    /// Schedules the adjustments, and the values when `values`, for the next idle (one source
    /// whatever the number of calls). Not once detached.
    func schedule(values: Bool) {
        if values { valuesPending = true }
        guard source == 0, !isDetached else { return }
        source = g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                guard let data else { return gboolean(G_SOURCE_REMOVE) }
                let sync = Unmanaged<AccessibleIdleSync>.fromOpaque(data).takeUnretainedValue()
                sync.source = 0
                sync.run()
                return gboolean(G_SOURCE_REMOVE)
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// The values were just written by the owner: the idle need not write them again.
    func valuesWritten() { valuesPending = false }

    /// Runs what is pending now, if anything, and removes the idle source.
    func flush() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
        run()
    }

    /// Stops for good (the owner's widget is disposed): removes a pending source.
    func detach() {
        isDetached = true
        if source != 0 { g_source_remove(source) }
        source = 0
        valuesPending = false
    }

    private func run() {
        let values = valuesPending
        valuesPending = false
        work?(values)
    }

    deinit {
        if source != 0 { g_source_remove(source) }
    }
}
