// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import HousingData

/// How to read a CSV file, as a command line says it: `--delimiter`, `--decimal-mark` and
/// `--price-column`, declared once for every program that reads one (`house-prices`,
/// `data-table`) through `@OptionGroup`.
///
/// Contract: a program accepts exactly the spellings ``CSVDelimiter/init(optionValue:)`` and
/// ``DecimalMark/init(optionValue:)`` accept (names in any case, the characters themselves, a
/// real tab); any other value, and a price column name of blanks only, is a usage error that
/// names the option. Each option left out is nil: the loader detects it.
public struct CSVReadingOptions: ParsableArguments {
    /// The field separator given (nil: detected).
    @Option(help: ArgumentHelp("The file's delimiter (default: detected).", valueName: "NAME"))
    public var delimiter: CSVDelimiter?

    /// The decimal mark given (nil: detected).
    @Option(help: ArgumentHelp("The file's decimal mark (default: detected).", valueName: "NAME"))
    public var decimalMark: DecimalMark?

    /// The price column's name given (nil: the column named price, else one whose name contains it).
    @Option(
        help: ArgumentHelp(
            """
            The price column's name, compared without regard to case (default: the column named price, else one \
            whose name contains price).
            """, valueName: "NAME"))
    public var priceColumn: String?

    /// No option given: everything detected.
    public init() {}

    /// Rejects a price column name of blanks only.
    public func validate() throws {
        if let priceColumn, priceColumn.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--price-column: the column name is empty")
        }
    }
}

extension CSVDelimiter: ExpressibleByArgument {
    /// The spellings of ``init(optionValue:)``.
    public init?(argument: String) { self.init(optionValue: argument) }
}

extension DecimalMark: ExpressibleByArgument {
    /// The spellings of ``init(optionValue:)``.
    public init?(argument: String) { self.init(optionValue: argument) }
}
