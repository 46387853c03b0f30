// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// Writes what the table in Tools/CAccessorGenerator/CAccessorTable.swift declares: the GObject
// properties' entries, the @_cdecl forwarders, the header prototypes and clib/ce-range-slider.symbols.
//
//   generate-c-accessors [ROOT]            write the files (ROOT: the repository, default .)
//   generate-c-accessors --check [ROOT]    list the files that differ; exit 1 if any does
import CAccessorGenerator
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.first == "--check"
if check { arguments.removeFirst() }
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
let generator = CAccessorGenerator(root: root)
do {
    if check {
        let stale = try generator.stale()
        for path in stale { print("\(path) differs from what the accessor table makes") }
        exit(stale.isEmpty ? 0 : 1)
    }
    for path in try generator.write() { print("wrote \(path)") }
} catch {
    FileHandle.standardError.write(Data("generate-c-accessors: \(error)\n".utf8))
    exit(2)
}
