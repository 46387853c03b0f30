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
/// file's new end would raise `SIGBUS`, so a handler puts zero-filled pages there instead and
/// marks the mapping; ``isCutShort`` then tells (it also compares the file's size now with the
/// mapped size, for a cut inside the last page, which reads as zeros without a signal).
///
/// The handler chains: it is installed while a file is mapped, over the process's `SIGBUS`
/// action, and passes every signal that is not a mapping's fault to that action (its handler
/// called, or the default action taken). When the last mapping goes, the earlier action is put
/// back, unless another was installed meanwhile: that one stays, and the next mapping after
/// none installs the guard over it.
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
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0, info.st_size < Int.max / 2
        else {
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
    /// Serialises taking and freeing slots, and installing and removing the handler; holds the
    /// number of slots taken.
    private static let slotLock = Mutex<Int>(0)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// The `SIGBUS` action this type's replaced, to which faults outside every mapping go.
    /// Written before the handler is installed, read by the handler.
    fileprivate static let previousAction: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
        p.initialize(to: sigaction())
        return p
    }()

    /// Takes a slot for a mapping, installing the handler when it is the only one; nil when
    /// every slot is taken or the handler cannot be installed.
    private static func register(start: Int, end: Int) -> Int? {
        _ = registry
        _ = pageSize
        return slotLock.withLock { live -> Int? in
            guard let s = (0..<slotCount).first(where: { registry[3 * $0 + 1] == 0 }) else { return nil }
            if live == 0, !installHandler() { return nil }
            registry[3 * s + 2] = 0
            registry[3 * s] = start
            registry[3 * s + 1] = end
            live += 1
            return s
        }
    }

    /// Frees a slot; with the last one the action that was there before is put back, unless
    /// another has replaced this type's meanwhile (that one stays).
    private static func unregister(_ slot: Int) {
        slotLock.withLock { live in
            registry[3 * slot + 1] = 0
            registry[3 * slot] = 0
            live -= 1
            if live == 0, isHandlerInstalled { sigaction(SIGBUS, previousAction, nil) }
        }
    }

    /// Installs the handler over the current action, kept as ``previousAction``.
    private static func installHandler() -> Bool {
        var current = sigaction()
        guard sigaction(SIGBUS, nil, &current) == 0 else { return false }
        if handler(of: current) == handlerAddress { return true }  // put back by someone else: still chained
        previousAction.pointee = current
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = busHandler
        #else
            action.__sigaction_u.__sa_sigaction = busHandler
        #endif
        action.sa_flags = SA_SIGINFO | SA_NODEFER
        sigemptyset(&action.sa_mask)
        return sigaction(SIGBUS, &action, nil) == 0
    }

    /// Whether this type's handler is the process's `SIGBUS` action now.
    static var isHandlerInstalled: Bool {
        var current = sigaction()
        return sigaction(SIGBUS, nil, &current) == 0 && handler(of: current) == handlerAddress
    }

    /// The number of files mapped now (the handler is installed while there is one).
    static var mappedCount: Int { slotLock.withLock { $0 } }

    private static let handlerAddress = unsafeBitCast(busHandler, to: Int.self)

    /// An action's handler as an address (0: the default action, 1: ignored).
    fileprivate static func handler(of action: sigaction) -> Int {
        #if canImport(Glibc)
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
            unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// When `address` lies in a mapping: its page and the rest of the mapping replaced by
    /// zero-filled pages, the mapping marked; true then.
    fileprivate static func replaceWithZeros(at address: Int) -> Bool {
        for s in 0..<slotCount {
            let start = registry[3 * s], end = registry[3 * s + 1]
            guard end != 0 && address >= start && address < end else { continue }
            let from = address & ~(pageSize - 1)
            let zeros = mmap(
                UnsafeMutableRawPointer(bitPattern: from), end - from, PROT_READ,
                MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            guard zeros != MAP_FAILED else { return false }
            registry[3 * s + 2] = 1
            return true
        }
        return false
    }

    /// Hands a signal that is not a mapping's fault to ``previousAction``: its handler is
    /// called; for the default action (or an ignored fault, which the kernel would not
    /// ignore) that action is put back and the signal takes it (a fault by re-running the
    /// faulting access on return, a sent signal raised again); an ignored sent signal is
    /// dropped.
    fileprivate static func passOn(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?,
        isFault: Bool
    ) {
        let previous = previousAction.pointee
        let target = handler(of: previous)
        if target == 1 && !isFault { return }
        if target == 0 || target == 1 {
            var byDefault = sigaction()
            sigaction(SIGBUS, &byDefault, nil)
            if !isFault { raise(signal) }
            return
        }
        #if canImport(Glibc)
            if previous.sa_flags & SA_SIGINFO != 0 {
                previous.__sigaction_handler.sa_sigaction?(signal, info, context)
            } else {
                previous.__sigaction_handler.sa_handler?(signal)
            }
        #else
            if previous.sa_flags & SA_SIGINFO != 0 {
                previous.__sigaction_u.__sa_sigaction?(signal, info, context)
            } else {
                previous.__sigaction_u.__sa_handler?(signal)
            }
        #endif
    }
}

/// The `SIGBUS` handler: a fault in a mapping reads zeros from then on; anything else goes to
/// the action that was there before (``MappedFile/passOn(_:_:_:isFault:)``).
private let busHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    signal, info, context in
    // A positive code: the kernel's, for a fault at an address (a sent signal has none).
    let isFault = (info?.pointee.si_code ?? 0) > 0
    #if canImport(Glibc)
        let address = isFault ? Int(bitPattern: info?.pointee._sifields._sigfault.si_addr) : 0
    #else
        let address = isFault ? Int(bitPattern: info?.pointee.si_addr) : 0
    #endif
    if isFault, MappedFile.replaceWithZeros(at: address) { return }
    MappedFile.passOn(signal, info, context, isFault: isFault)
}
