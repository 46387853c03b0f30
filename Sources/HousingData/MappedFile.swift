// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped read-only into memory, for the table's loader to parse in place: no
/// read into a buffer, no copy, and the pages are faulted in by the threads that parse them.
///
/// A file cut short while it is mapped cannot crash the process: reading a page past the
/// file's new end would raise `SIGBUS`, so a handler installed with the first mapping puts
/// zero-filled pages there instead and marks the mapping; ``isCutShort`` then tells (it also
/// compares the file's size now with the mapped size, for a cut inside the last page, which
/// reads as zeros without a signal). A `SIGBUS` outside every mapping goes to the handler that
/// was installed before, as if this one were not there.
///
/// At most 64 files are mapped at once; ``init(path:)`` gives nil beyond, and for anything but
/// a non-empty regular file (the caller then reads the file instead).
final class MappedFile: @unchecked Sendable {
    /// The file's bytes, as long as the file was when mapped.
    let bytes: UnsafeBufferPointer<UInt8>
    private let descriptor: Int32
    private let slot: Int

    /// `path` mapped, or nil when it cannot be opened, is not a regular file, is empty, or
    /// cannot be mapped.
    init?(path: String) {
        guard MappedFile.handlerInstalled else { return nil }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0, info.st_size < Int.max / 2 else {
            close(fd)
            return nil
        }
        let count = Int(info.st_size)
        guard let base = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            close(fd)
            return nil
        }
        let start = Int(bitPattern: base)
        guard let slot = MappedFile.register(start: start, end: start + count) else {
            munmap(base, count)
            close(fd)
            return nil
        }
        bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
        descriptor = fd
        self.slot = slot
    }

    deinit {
        MappedFile.unregister(slot)
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        close(descriptor)
    }

    /// Whether the file became shorter than ``bytes`` since it was mapped: some of the bytes
    /// read since may be zeros put in place of the lost ones.
    var isCutShort: Bool {
        if MappedFile.registry[3 * slot + 2] != 0 { return true }
        var info = stat()
        return fstat(descriptor, &info) != 0 || Int(info.st_size) < bytes.count
    }

    // MARK: - The SIGBUS guard

    private static let slotCount = 64
    /// Per slot: the mapping's first address, its end (0: the slot is free), and whether a page
    /// of it was replaced by zeros. Read by the signal handler without a lock.
    private static let registry: UnsafeMutablePointer<Int> = {
        let p = UnsafeMutablePointer<Int>.allocate(capacity: 3 * slotCount)
        p.initialize(repeating: 0, count: 3 * slotCount)
        return p
    }()
    /// Serialises taking and freeing slots.
    private static let slotLock = Mutex<Void>(())
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// The `SIGBUS` action before this type's.
    private static let previousAction = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)

    /// Installs the handler once; false when it could not be installed (nothing is mapped then).
    private static let handlerInstalled: Bool = {
        _ = registry
        _ = pageSize
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = busHandler
        #else
        action.__sigaction_u.__sa_sigaction = busHandler
        #endif
        action.sa_flags = SA_SIGINFO | SA_NODEFER
        sigemptyset(&action.sa_mask)
        previousAction.initialize(to: sigaction())
        return sigaction(SIGBUS, &action, previousAction) == 0
    }()

    private static func register(start: Int, end: Int) -> Int? {
        slotLock.withLock { _ -> Int? in
            for s in 0..<slotCount where registry[3 * s + 1] == 0 {
                registry[3 * s + 2] = 0
                registry[3 * s] = start
                registry[3 * s + 1] = end
                return s
            }
            return nil
        }
    }

    private static func unregister(_ slot: Int) {
        slotLock.withLock { _ in
            registry[3 * slot + 1] = 0
            registry[3 * slot] = 0
        }
    }

    /// When `address` lies in a mapping: its page and the rest of the mapping replaced by
    /// zero-filled pages, the mapping marked; true then.
    fileprivate static func replaceWithZeros(at address: Int) -> Bool {
        for s in 0..<slotCount {
            let start = registry[3 * s], end = registry[3 * s + 1]
            guard end != 0 && address >= start && address < end else { continue }
            let from = address & ~(pageSize - 1)
            let zeros = mmap(UnsafeMutableRawPointer(bitPattern: from), end - from, PROT_READ,
                             MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            guard zeros != MAP_FAILED else { return false }
            registry[3 * s + 2] = 1
            return true
        }
        return false
    }

    /// Puts back the handler that was there before, for a fault that is not a mapping's.
    fileprivate static func restorePreviousHandler() {
        sigaction(SIGBUS, previousAction, nil)
    }
}

/// The `SIGBUS` handler: a fault in a mapping reads zeros from then on; any other fault is
/// raised again under the previous handler (returning re-runs the faulting access).
private let busHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { _, info, _ in
    #if canImport(Glibc)
    let address = Int(bitPattern: info?.pointee._sifields._sigfault.si_addr)
    #else
    let address = Int(bitPattern: info?.pointee.si_addr)
    #endif
    if !MappedFile.replaceWithZeros(at: address) { MappedFile.restorePreviousHandler() }
}
