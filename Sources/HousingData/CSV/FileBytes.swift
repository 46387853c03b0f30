// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a whole file into memory, for the loaders.
public enum FileBytes {
    /// The whole content of the file at `path`, with `progress` called with the fraction read
    /// (when the size is known: a pipe or FIFO is read to its end without fractions). The
    /// table's loader reads files through it (``DataTableLoader/load(path:progress:)``); a pipe
    /// or FIFO gives its content only once.
    public static func contents(of path: String, progress: (Double) -> Void) throws(LoadError) -> [UInt8] {
        func failure(_ code: Int32 = errno) -> LoadError {
            .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure() }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure() }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw failure(EISDIR) }

        let expected = max(0, Int(info.st_size))
        // Read straight into buffers left uninitialised (the read fills them): the size the
        // file has, + 1 so that its end needs no growth; then larger blocks while more comes.
        var bytes: [UInt8] = []
        var capacity = max(expected + 1, 64 * 1024)
        let chunk = 4 * 1024 * 1024
        while true {
            var error: Int32 = 0
            var ended = false
            let before = bytes.count
            let block = [UInt8](unsafeUninitializedCapacity: capacity - before) { buffer, count in
                count = 0
                while count < buffer.count {
                    let got = read(fd, buffer.baseAddress! + count, min(chunk, buffer.count - count))
                    if got < 0 {
                        if errno == EINTR { continue }
                        error = errno
                        return
                    }
                    if got == 0 {
                        ended = true
                        return
                    }
                    count += got
                    if expected > 0 { progress(min(1, Double(before + count) / Double(expected))) }
                }
            }
            if error != 0 { throw failure(error) }
            if bytes.isEmpty { bytes = block } else { bytes.append(contentsOf: block) }
            if ended { break }
            capacity *= 2
        }
        progress(1)
        return bytes
    }
}
