internal import Glibc

/// Whole-file reads and writes and folder listings over Glibc (the library avoids Foundation).
enum BinaryFiles {
    /// The file's bytes, or nil when it cannot be read (or is a folder).
    static func read(_ path: String) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR, let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        let size = Int(info.st_size)
        if info.st_mode & S_IFMT == S_IFREG, size > 0 {
            // One read of the size stat reports, plus whatever the file grew by meanwhile.
            var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                count = fread(buffer.baseAddress, 1, size, file)
            }
            if bytes.count == size {
                var extra = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = fread(&extra, 1, extra.count, file)
                    if count > 0 { bytes += extra[0..<count] }
                    if count < extra.count { break }
                }
            }
            return ferror(file) != 0 ? nil : bytes
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes += buffer[0..<count] }
            if count < buffer.count { break }
        }
        return ferror(file) != 0 ? nil : bytes
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
