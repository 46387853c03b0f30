// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// A GListModel, implemented in Swift, whose items are the homes the list shows, in display
/// order, without copying them: the source's matching homes in its list order, read a page at a
/// time (``show(_:)``).
///
/// The GObject (`CeHomeListModel`, a GObject implementing the GListModel interface) answers
/// `get_n_items` and `get_item` from the current list. Its items are *slots*: item i is a small
/// `CeHomeSlot` object standing for "the i-th home shown", made when GTK asks for it (GTK asks
/// only for the rows it instantiates), and the list view reads the home for a slot's position
/// when it binds the row.
///
/// Why slots: GTK 4.8's list views keep about 200 rows instantiated and, when `items-changed`
/// removes the items they show, destroy and rebuild every one of them. So ``show(_:)`` only
/// ever adds or removes slots at the end, when the number of homes changes, and then tells the
/// view (``onContentChanged``) to refill the rows it has bound, in place. Rows keep their
/// widgets, the list keeps its scroll position, and the row at the top is always the first
/// match.
///
/// **First screenful first.** While ``slotLimit`` is set, the model offers GTK at most that
/// many slots: for the first frame with data the list view then builds the rows of one screen
/// rather than the 200 GTK 4.8 instantiates (each cell costs a widget, its CSS and its Pango
/// context). ``removeSlotLimit()`` adds the other slots after that frame. ``count`` is always
/// the number of homes shown.
///
/// Ownership: this Swift object holds the one reference it creates to the GObject; GTK widgets
/// using the model add their own. The GObject refers back to this object weakly (object data
/// released with the GObject): once this object is gone, the model is empty.
final class HomeListModel {
    /// The GListModel.
    let object: UnsafeMutablePointer<GObject>
    /// `object` as the opaque GListModel pointer GTK's list functions take.
    var listModel: OpaquePointer { OpaquePointer(object) }

    /// The source's matching homes shown, in its list order (read a page at a time).
    private var resultRows: ResultRows?

    /// Called after the homes behind the slots changed: the view refills its bound rows.
    var onContentChanged: (() -> Void)?

    init() {
        object = g_object_new_with_properties(HomeListModel.modelType, 0, nil, nil)!
        let box = Unmanaged.passRetained(WeakModel(self)).toOpaque()
        g_object_set_qdata_full(object, HomeListModel.quark, box) { data in
            if let data { Unmanaged<WeakModel>.fromOpaque(data).release() }
        }
    }

    deinit {
        g_object_set_qdata(object, HomeListModel.quark, nil)
        g_object_unref(object)
    }

    /// The list order of the homes shown, nil before any are shown.
    var listOrder: ListOrder? { resultRows?.order }

    /// The number of homes shown.
    var count: Int { resultRows?.count ?? 0 }

    /// At most this many slots are offered to GTK (nil: one per home). See the type's
    /// documentation.
    private(set) var slotLimit: Int?

    /// The number of slots GTK sees: ``count``, or fewer under ``slotLimit``.
    var slotCount: Int { slotLimit.map { min($0, count) } ?? count }

    /// Offers GTK at most `limit` slots from now on (at least one).
    func limitSlots(to limit: Int) {
        let old = slotCount
        slotLimit = max(1, limit)
        if slotCount < old { emit(position: slotCount, removed: old - slotCount, added: 0) }
    }

    /// Offers GTK every slot again; the rows GTK adds for them are filled when bound.
    func removeSlotLimit() {
        guard slotLimit != nil else { return }
        let old = slotCount
        slotLimit = nil
        if slotCount > old { emit(position: old, removed: 0, added: slotCount - old) }
    }

    /// The dataset row shown at `i`, or nil when there is none: a row of ``listed`` when the
    /// source gives its rows, else of the table the window read.
    func row(at i: Int) -> Int? { resultRows?.row(at: i) }

    /// The rows the source read for the list (a database server's pages), as a table and its
    /// homes; nil when the rows are those of the table the window read.
    private(set) var listed: (homes: HomeColumns, table: DataTable)?

    /// The dataset row of every home shown, in the order shown (what export and copy write).
    func shownRows() -> [Int] {
        guard let resultRows else { return [] }
        return resultRows.result.rows(offset: 0, count: resultRows.count)
    }

    /// Shows the source's matching homes in `result`'s list order: slots are added or removed
    /// at the end, then the view refills its rows.
    func show(_ result: FilterResult) {
        let oldCount = slotCount
        resultRows = ResultRows(result: result)
        listed = result.listTable.flatMap { table in HomeColumns(table: table).map { ($0, table) } }
        let newCount = slotCount
        if newCount < oldCount {
            emit(position: newCount, removed: oldCount - newCount, added: 0)
        } else if newCount > oldCount {
            emit(position: oldCount, removed: 0, added: newCount - oldCount)
        }
        onContentChanged?()
    }

    private func emit(position: Int, removed: Int, added: Int) {
        g_list_model_items_changed(listModel, guint(position), guint(removed), guint(added))
    }

    /// A result's matching homes, read from the source a page at a time (it skips
    /// whole blocks to a page).
    private final class ResultRows {
        let result: FilterResult
        let count: Int
        let order: ListOrder
        private var pageStart = -1
        private var page: [Int] = []
        static let pageSize = 256

        init(result: FilterResult) {
            self.result = result
            count = result.matchingCount
            order = result.listOrder
        }

        func row(at i: Int) -> Int? {
            guard i >= 0, i < count else { return nil }
            let start = i / Self.pageSize * Self.pageSize
            if start != pageStart {
                page = result.rows(offset: start, count: Self.pageSize)
                pageStart = start
            }
            let k = i - start
            return k < page.count ? page[k] : nil
        }
    }

    // MARK: - The GObject types

    private final class WeakModel {
        weak var model: HomeListModel?
        init(_ model: HomeListModel) { self.model = model }
    }

    private static let quark = g_quark_from_string("house-prices-list-model")

    fileprivate static func from(_ list: OpaquePointer?) -> HomeListModel? {
        guard let list,
            let data = g_object_get_qdata(UnsafeMutableRawPointer(list).assumingMemoryBound(to: GObject.self), quark)
        else { return nil }
        return Unmanaged<WeakModel>.fromOpaque(data).takeUnretainedValue().model
    }

    /// `CeHomeListModel`: a GObject implementing GListModel.
    static let modelType: GType = {
        var info = GTypeInfo(
            class_size: guint16(MemoryLayout<GObjectClass>.size), base_init: nil, base_finalize: nil,
            class_init: nil, class_finalize: nil, class_data: nil,
            instance_size: guint16(MemoryLayout<GObject>.size), n_preallocs: 0, instance_init: nil, value_table: nil)
        let type = g_type_register_static(g_object_get_type(), "CeHomeListModel", &info, GTypeFlags(rawValue: 0))
        var interface = GInterfaceInfo(
            interface_init: { iface, _ in
                guard let iface else { return }
                let list = iface.assumingMemoryBound(to: GListModelInterface.self)
                list.pointee.get_item_type = { _ in HomeSlotItem.type }
                list.pointee.get_n_items = { model in guint(HomeListModel.from(model)?.slotCount ?? 0) }
                list.pointee.get_item = { model, position in
                    guard let model = HomeListModel.from(model), Int(position) < model.slotCount else { return nil }
                    return HomeSlotItem.make(position: Int(position))
                }
            }, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, g_list_model_get_type(), &interface)
        return type
    }()
}

/// `CeHomeSlot`: the item type of ``HomeListModel``, a GObject holding one number, the slot's
/// position (the home shown there is read from the model when the row is bound).
enum HomeSlotItem {
    private static let positionOffset = (MemoryLayout<GObject>.size + 7) / 8 * 8

    static let type: GType = {
        var info = GTypeInfo(
            class_size: guint16(MemoryLayout<GObjectClass>.size), base_init: nil, base_finalize: nil,
            class_init: nil, class_finalize: nil, class_data: nil,
            instance_size: guint16(positionOffset + MemoryLayout<Int>.size), n_preallocs: 0, instance_init: nil,
            value_table: nil)
        return g_type_register_static(g_object_get_type(), "CeHomeSlot", &info, GTypeFlags(rawValue: 0))
    }()

    /// A new item (one reference, owned by the caller) for slot `position`.
    static func make(position: Int) -> UnsafeMutableRawPointer {
        let item = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
        (item + positionOffset).storeBytes(of: position, as: Int.self)
        return item
    }
}
