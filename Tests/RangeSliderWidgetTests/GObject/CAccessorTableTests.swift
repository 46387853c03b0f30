// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAccessorGenerator
import CGtk
import RangeSliderCore
import Testing

@_spi(CLibrary) @testable import RangeSlider

/// The C accessors' table (Tools/CAccessorGenerator) against the GObject type it serves: each
/// entry's property exists with the entry's type, a property the table declares is declared
/// nowhere else, and every enumeration the accessors convert through maps exactly the GEnum's
/// registered values, both ways.
@Suite struct CAccessorTableTests {
    @Test func eachPropertyIsDeclaredOnce() {
        let names = RangeSliderProperties.all.map(\.name)
        #expect(Set(names).count == names.count, "a property declared twice: \(names)")
        let tableDeclared = CAccessorTable.all.compactMap { $0.gobject == nil ? nil : $0.property }
        #expect(RangeSliderProperties.declared.map(\.name) == tableDeclared, "run scripts/generate-c-accessors.sh")
        #expect(Array(names.prefix(tableDeclared.count)) == tableDeclared, "the table's properties come first in `all`")
        for entry in CAccessorTable.all {
            guard let declaration = entry.gobject, let name = entry.property,
                let property = RangeSliderProperties.all.first(where: { $0.name == name })
            else { continue }
            #expect(property.nick == declaration.nick && property.blurb == declaration.blurb, "\(name)")
            #expect(property.changesWithValues == declaration.changesWithValues, "\(name)")
        }
    }

    @Test func everyEntryNamesAGObjectPropertyOfItsType() {
        for entry in CAccessorTable.all {
            guard let name = entry.property else { continue }
            guard let property = RangeSliderProperties.all.first(where: { $0.name == name }) else {
                Issue.record("the table's \(entry.name) names no GObject property \(name)")
                continue
            }
            var readOnly = false
            switch (entry.type, property.kind) {
            case (.double, .double), (.boolean, .bool), (.int, .int), (.string, .string), (.tint, .color):
                break
            case (.double, .readOnlyDouble), (.boolean, .readOnlyBool):
                readOnly = true
            case (.enumeration(let cType, _, _, _), .enumeration(let type, _)),
                (.enumerationValue(let cType, _), .enumeration(let type, _)):
                #expect(String(cString: g_type_name(type())) == cType, "\(name)")
            default:
                Issue.record("\(name): the table says \(entry.type), the GObject property is \(property.kind)")
            }
            #expect(!readOnly || entry.setter == nil, "\(name) is read-only: no C setter")
        }
    }

    @Test func everyEnumerationMapsExactlyItsRegisteredValues() {
        roundTrip(RangeSliderEnums.sliderModeType, RangeSliderEnums.modeValue, RangeSliderEnums.mode)
        roundTrip(
            RangeSliderEnums.trackClickBehaviorType, RangeSliderEnums.trackClickValue,
            RangeSliderEnums.trackClickBehavior)
        roundTrip(
            RangeSliderEnums.valuePopoverVisibilityType, RangeSliderEnums.visibilityValue, RangeSliderEnums.visibility)
        roundTrip(
            RangeSliderEnums.crossingPolicyType, RangeSliderEnums.crossingPolicyValue, RangeSliderEnums.crossingPolicy)
        roundTrip(
            RangeSliderEnums.highlightPatternType, RangeSliderEnums.highlightPatternValue,
            RangeSliderEnums.highlightPattern)
    }

    /// Every registered value of `type` reads as a case that converts back to it; every other
    /// number reads as none.
    private func roundTrip<Value>(
        _ type: GType, _ toC: (Value) -> Int32, _ fromC: (Int32) -> Value?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let typeClass = g_type_class_ref(type)
        defer { g_type_class_unref(typeClass) }
        let enumClass = typeClass!.assumingMemoryBound(to: GEnumClass.self)
        let name = String(cString: g_type_name(type))
        for number in [Int32.min, -2, -1] + Array(0...9) + [Int32.max] {
            let registered = g_enum_get_value(enumClass, number) != nil
            let value = fromC(number)
            #expect((value != nil) == registered, "\(name) \(number)", sourceLocation: sourceLocation)
            if let value { #expect(toC(value) == number, "\(name) \(number)", sourceLocation: sourceLocation) }
        }
    }
}
