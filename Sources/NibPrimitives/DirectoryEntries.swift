internal import Glibc

/// The names in a folder over POSIX, the one implementation every module uses.
public enum DirectoryEntries {
    /// The names in a folder, without `.` and `..`, in the order the file system gives them; nil
    /// when the folder cannot be opened (`errno` then says why).
    /// - Parameter folder: The folder.
    public static func names(in folder: String) -> [String]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            guard let name = name(of: entry), name != ".", name != ".." else { continue }
            names.append(name)
        }
        return names
    }

    /// An entry's name, read up to its NUL inside the entry. Copying the whole `dirent` (its
    /// `d_name` is a 256-byte field) would read past a short entry at the end of `readdir`'s
    /// buffer, which AddressSanitizer reports.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String? {
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return nil }
        return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
    }
}
