// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import Testing

@testable import HousingData

/// The parser's span buffer: records wider than its first allocation, and copies of a parser
/// that each read on (the buffer is shared until one of them writes).
@Suite struct FieldSpansTests {
    /// A random CSV text whose records have 1 to `maxWidth` fields of the oracle's pieces.
    static func wideCSV(seed: Int, rows: Int, maxWidth: Int) -> String {
        var rng = SeededGenerator(seed: UInt64(seed))
        let pieces = CSVReadingOracleTests.pieces
        var text = ""
        for _ in 0..<rows {
            let width = 1 + rng.nextIndex(below: maxWidth)
            text += (0..<width).map { _ in pieces[rng.nextIndex(below: pieces.count)] }.joined(separator: ",")
            text += ["\n", "\r\n", "\r"][rng.nextIndex(below: 3)]
        }
        return text
    }

    @Test func wideRecordsReadWhatTheNaiveOracleReads() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...30), Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 1...200)
        ) { rows, seed, maxWidth in
            let bytes = Array(Self.wideCSV(seed: seed, rows: rows, maxWidth: maxWidth).utf8)
            #expect(
                CSVParser.records(in: bytes) == CSVReadingOracleTests.naiveRecords(bytes, delimiter: UInt8(ascii: ",")))
        }
    }

    @Test func aCopiedParserKeepsItsRecordAndBothReadOnAsTheOracle() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 1...30), Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 1...60),
            Gen.int(in: 0...29)
        ) { rows, seed, maxWidth, cut in
            let bytes = Array(Self.wideCSV(seed: seed, rows: rows, maxWidth: maxWidth).utf8)
            let expected = CSVReadingOracleTests.naiveRecords(bytes, delimiter: UInt8(ascii: ","))
            guard !expected.isEmpty else { return }
            let k = cut % expected.count
            var original = CSVParser(bytes: bytes)
            for _ in 0...k { _ = original.nextRecord() }
            var copy = original
            #expect(copy.record == expected[k])
            // The original reads on first: the copy's record must not change under it.
            var fromOriginal: [CSVRecord] = []
            while original.nextRecord() { fromOriginal.append(original.record) }
            #expect(copy.record == expected[k])
            var fromCopy: [CSVRecord] = []
            while copy.nextRecord() { fromCopy.append(copy.record) }
            #expect(fromOriginal == Array(expected[(k + 1)...]))
            #expect(fromCopy == Array(expected[(k + 1)...]))
        }
    }
}
