// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import PropertyBased
import Testing

/// The column menu's choice (``ListColumnChoice``) against a naive model: a set of shown
/// columns, started from the rule's and changed by each toggle.
@Suite struct ListColumnChoiceTests {
    static let windsor = try! ListColumnPlanTests.load("Tests/Fixtures/windsor-housing-sample.csv")
    static let ames = try! ListColumnPlanTests.load("data/ames-housing.csv")

    @Test func anySequenceOfTogglesShowsWhatTheNaiveModelShows() async {
        let (dataset, table, plan) = Self.windsor
        let choices = ListColumnPlan.choices(dataset: dataset, table: table, plan: plan)
        let rule = ListColumnPlan.columns(dataset: dataset, table: table, plan: plan)
        #expect(choices.count == 12, "price, bedrooms and the file's ten own columns: \(choices.map(\.reportName))")
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...11).array(of: 0...20), Gen.bool.array(of: 20...20)) {
            picks, shows in
            var choice = ListColumnChoice.none
            var naive = Set(rule.map(\.reportName))
            for (i, pick) in picks.enumerated() {
                let column = choices[pick]
                choice = choice.setting(column, shown: shows[i], defaults: rule)
                if column != .home(.price) {
                    if shows[i] { naive.insert(column.reportName) } else { naive.remove(column.reportName) }
                }
                let shown = ListColumnPlan.columns(dataset: dataset, table: table, plan: plan, choice: choice)
                #expect(shown == choices.filter { naive.contains($0.reportName) }, "after \(picks.prefix(i + 1))")
                #expect(shown.contains(.home(.price)))
                #expect(ListColumnChoice(encoded: choice.encoded) == choice)
            }
        }
    }

    /// A choice means the same in another file: bedrooms hidden in Windsor's list is hidden
    /// in the Ames list; Windsor's own stories added there adds nothing to Ames, which has none.
    @Test func aChoiceCarriesOverToAnotherFileByName() {
        let (wd, wt, wp) = Self.windsor, (ad, at, ap) = Self.ames
        let windsorRule = ListColumnPlan.columns(dataset: wd, table: wt, plan: wp)
        var choice = ListColumnChoice.none.setting(.home(.bedrooms), shown: false, defaults: windsorRule)
        let stories = ListColumnPlan.choices(dataset: wd, table: wt, plan: wp).first { $0.reportName == "stories" }!
        choice = choice.setting(stories, shown: false, defaults: windsorRule)
        #expect(choice.encoded == ["-bedrooms", "-stories"])
        let ames = ListColumnPlan.columns(dataset: ad, table: at, plan: ap, choice: choice)
        #expect(ames.map(\.reportName) == ["neighbourhood", "price", "bathrooms", "living-area", "year-built"])
        // Added columns go beyond the rule's six.
        let buildingType = ListColumnPlan.choices(dataset: ad, table: at, plan: ap).first {
            $0.reportName == "building_type"
        }!
        let wider = ListColumnChoice.none.setting(
            buildingType, shown: true, defaults: ListColumnPlan.columns(dataset: ad, table: at, plan: ap))
        #expect(ListColumnPlan.columns(dataset: ad, table: at, plan: ap, choice: wider).count == 7)
    }

    @Test func malformedSavedEntriesAreIgnoredAndThePriceCannotBeHidden() {
        #expect(
            ListColumnChoice(encoded: ["", "-", "x", "+Lot", "-price"])
                == ListColumnChoice(hidden: ["price"], added: ["lot"]))
        let (dataset, table, plan) = Self.windsor
        let hidden = ListColumnChoice(encoded: ["-price"])
        #expect(
            ListColumnPlan.columns(dataset: dataset, table: table, plan: plan, choice: hidden).first == .home(.price))
        #expect(ListColumnChoice.none.setting(.home(.price), shown: false, defaults: []) == .none)
    }
}
