internal import Glibc

/// Large entity arrays backed by huge pages. Memory the process has not touched before costs a
/// page fault per 4 KiB page on first use, and on a virtual machine (this project's) a fault
/// costs several microseconds: the arrays a large storyboard's archive reserves (tens of
/// megabytes) fault thousands of times on every load, because the heap gives the memory back
/// when the archive is freed. Asking for transparent huge pages (`MADV_HUGEPAGE`, honoured when
/// the system's setting is `madvise` or `always`) makes that one fault per 2 MiB.
enum HugePages {
    /// Arrays smaller than this are left alone.
    static let minimumBytes = 4 << 20
    private static let size = 2 << 20

    /// Advises huge pages for the reserved storage of `items` (empty, with its capacity
    /// reserved), on the whole 2 MiB pages inside it; a failure is ignored (the pages stay small).
    static func advise<Element>(_ items: inout [Element]) {
        let bytes = items.capacity * MemoryLayout<Element>.stride
        guard items.isEmpty, bytes >= minimumBytes else { return }
        items.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let first = (Int(bitPattern: base) + size - 1) & ~(size - 1)
            let end = (Int(bitPattern: base) + bytes) & ~(size - 1)
            guard end > first, let start = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(start, end - first, MADV_HUGEPAGE)
        }
    }
}
