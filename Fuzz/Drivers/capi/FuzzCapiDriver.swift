import FuzzCAPITarget
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// The libFuzzer driver of the `capi` target (docs/reliability.md): built only by scripts/fuzz.sh.
import FuzzTargets

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzDriver.run(CAPITarget.self, data, size)
}

/// GLib's warnings are expected here (calls on a disposed slider, on a window, on NULL print a
/// critical each): drop them so the fuzzer does not spend its time writing them. g_error and
/// crashes still stop the run.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<Int32>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
    CAPITarget.dropGLibWarnings()
    return 0
}
