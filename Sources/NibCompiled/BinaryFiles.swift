internal import Glibc

/// Whole-file reads and writes and folder listings over Glibc (the library avoids Foundation).
enum BinaryFiles {
    /// The file's bytes, or nil when it cannot be read (or is a folder). A regular file is read
    /// with one `read` into a buffer of the size `fstat` reports plus one byte (a short read means
    /// the end); only a file that grew meanwhile, or a pipe, takes more reads.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        var capacity = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) + 1 : 64 * 1024
        var bytes: [UInt8] = []
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                var total = 0
                while total < capacity {
                    let got = Glibc.read(descriptor, buffer.baseAddress.map { $0 + total }, capacity - total)
                    if got < 0 && errno == EINTR { continue }
                    if got < 0 { failed = true }
                    if got <= 0 { break }
                    total += got
                    if info.st_mode & S_IFMT == S_IFREG && total < capacity { break }
                }
                count = total
            }
            if failed { return nil }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < capacity { return bytes }
            capacity = 64 * 1024
        }
    }

    /// The first `count` bytes of a file (for sniffing), or nil.
    static func prefix(_ path: String, _ count: Int) -> [UInt8]? {
        guard !isDirectory(path), let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = fread(&buffer, 1, count, file)
        return Array(buffer[0..<read])
    }

    /// Writes bytes to a file; false on failure.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        return fclose(file) == 0 && written == bytes.count
    }

    /// Whether a path is a folder.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether a path exists.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Creates a folder (and its parents); true when it exists afterwards.
    static func makeDirectory(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            _ = makeDirectory(String(path[..<slash]))
        }
        return mkdir(path, 0o755) == 0 || isDirectory(path)
    }

    /// The names in a folder, sorted.
    static func entries(of folder: String) -> [String] {
        guard let handle = opendir(folder) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Joins a folder and a name.
    static func join(_ folder: String, _ name: String) -> String { folder.hasSuffix("/") ? folder + name : folder + "/" + name }
}
