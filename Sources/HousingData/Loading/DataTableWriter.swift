// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Writes a ``DataTable`` as CSV in any ``CSVDialect``, so that ``DataTableLoader`` reads it
/// back with the same columns and values (the round-trip the property tests check), and so
/// that a synthetic table can be saved as a file (`data-table --generate N --write FILE`).
///
/// The header is the columns' names. Numbers are written in plain form (`215000`, `2.5`,
/// `-93.619754`; Swift's shortest form that reads back exactly) with the dialect's decimal
/// mark and no grouping; categories and yes/no as their text (`yes`, `no`); an unknown value
/// as an empty field (`""` in a one-column table, where an empty line would be no record). A text field is quoted when
/// it holds a comma, semicolon, tab, quote or line break, or leading or trailing blanks (quotes inside are doubled); a
/// number only when it holds a decimal comma and the delimiter is the comma. Lines end with LF, the last one too.
public enum DataTableWriter {
    /// The CSV text of `table` in `dialect`.
    public static func csv(_ table: DataTable, dialect: CSVDialect) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(table.rowCount * (table.columns.count * 8 + 1) + 256)
        let delimiter = dialect.delimiter.byte
        func field(_ text: String) {
            let bytes = Array(text.utf8)
            // Any of the three delimiters is quoted, so that detection is never misled.
            let needsQuotes =
                bytes.contains {
                    $0 == delimiter || $0 == .quote || $0 == .lf || $0 == .cr || $0 == .comma
                        || $0 == UInt8(ascii: ";") || $0 == 0x09
                }
                || bytes.first == 0x20 || bytes.first == 0x09 || bytes.last == 0x20 || bytes.last == 0x09
            guard needsQuotes else {
                out.append(contentsOf: bytes)
                return
            }
            out.append(.quote)
            for b in bytes {
                if b == .quote { out.append(.quote) }
                out.append(b)
            }
            out.append(.quote)
        }
        for (c, column) in table.columns.enumerated() {
            if c > 0 { out.append(delimiter) }
            field(column.name)
        }
        out.append(.lf)
        for row in 0..<table.rowCount {
            for (c, column) in table.columns.enumerated() {
                if c > 0 { out.append(delimiter) }
                guard let text = column.text(at: row) else {
                    // A one-column table's unknown value: `""`, since an empty line is no record.
                    if table.columns.count == 1 { out += [.quote, .quote] }
                    continue
                }
                if column.kind.isNumeric {
                    // Plain digits: no quoting needed except for a decimal comma with a comma delimiter.
                    let written = dialect.decimalMark == .comma ? text.replacingAll(".", with: ",") : text
                    if dialect.decimalMark == .comma && delimiter == .comma && written.utf8.contains(.comma) {
                        field(written)
                    } else {
                        out.append(contentsOf: written.utf8)
                    }
                } else {
                    field(text)
                }
            }
            out.append(.lf)
        }
        return out
    }
}
