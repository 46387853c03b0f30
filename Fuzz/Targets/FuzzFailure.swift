// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A broken invariant found by a fuzz target: what was expected and what happened.
///
/// The libFuzzer drivers turn it into a crash (so libFuzzer saves the input); the corpus replay
/// tests report it as a test failure naming the corpus file.
public struct FuzzFailure: Error, CustomStringConvertible {
    /// What went wrong, with the values involved.
    public var description: String

    /// A failure saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Throws a ``FuzzFailure`` with `message` unless `condition` holds.
@inline(__always)
public func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
    if !condition { throw FuzzFailure(message()) }
}

/// A fuzz target: one entry function from bytes to either success or a broken invariant.
///
/// The five targets (``CSVLoaderTarget``, ``NumberTextTarget``, ``ValueModelTarget``,
/// ``StretchableImageTarget`` and the C API's `CAPITarget`) are listed in docs/reliability.md.
public protocol FuzzTarget {
    /// The target's name: its driver is `fuzz-NAME` and its corpus `Fuzz/Corpus/NAME`.
    static var name: String { get }
    /// Runs one input; throws when an invariant breaks. A crash or a hang is a finding too.
    static func run(_ bytes: [UInt8]) throws(FuzzFailure)
}

/// What the libFuzzer drivers call from `LLVMFuzzerTestOneInput`.
public enum FuzzDriver {
    /// Runs `target` on the `count` bytes at `data`; a broken invariant stops the process with
    /// its description, so libFuzzer records the input as a crash.
    public static func run<T: FuzzTarget>(_ target: T.Type, _ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        do {
            try target.run(bytes)
        } catch {
            fatalError("fuzz-\(target.name): \(error)")
        }
        return 0
    }
}
