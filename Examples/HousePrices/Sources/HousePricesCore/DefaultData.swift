// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Where the house-price window finds its embedded default data, `ames-housing.csv`.
///
/// The file is kept once, in the repository's `data/` folder, and found at run time rather
/// than compiled in. Candidates, in order:
/// 1. beside the executable, or in `../share/house-prices/` from it (an installed copy);
/// 2. `data/ames-housing.csv` in the executable's folder or any folder above it (a SwiftPM
///    build: `.build/debug/house-prices` lies two levels below the package root);
/// 3. `data/ames-housing.csv` in the package the executable was compiled from (its source
///    file's path, for a binary copied elsewhere on the machine that built it).
public enum DefaultData {
    /// The file's name.
    public static let fileName = "ames-housing.csv"

    /// The candidate paths for an executable at `executablePath` compiled from `sourceFile`,
    /// in the order they are tried.
    public static func candidates(executablePath: String, sourceFile: String) -> [String] {
        var result: [String] = []
        let exeDir = parent(executablePath)
        result.append(join(exeDir, fileName))
        result.append(join(parent(exeDir), "share/house-prices/" + fileName))
        var dir = exeDir
        while !dir.isEmpty {
            result.append(join(dir, "data/" + fileName))
            let up = parent(dir)
            if up == dir { break }
            dir = up
        }
        // <root>/Examples/HousePrices/Sources/house-prices/File.swift → <root>/data/ames-housing.csv
        let root = parent(parent(parent(parent(parent(sourceFile)))))
        if !root.isEmpty { result.append(join(root, "data/" + fileName)) }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// The first candidate for which `exists` is true, or nil.
    public static func locate(executablePath: String, sourceFile: String, exists: (String) -> Bool) -> String? {
        candidates(executablePath: executablePath, sourceFile: sourceFile).first(where: exists)
    }

    /// The folder of `path` ("/" for a file at the root, "" for a bare name).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }

    static func join(_ dir: String, _ name: String) -> String {
        dir.isEmpty ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
    }
}
