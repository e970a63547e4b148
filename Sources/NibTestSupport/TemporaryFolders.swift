import Foundation

/// Temporary folders made for tests, removed with everything in them by ``removeAll()``; the
/// process's own list (``process``) is emptied when the test process exits, so that a test run
/// leaves nothing behind in the system's temporary folder.
package final class TemporaryFolders: @unchecked Sendable {
    /// The folders of this test process, removed at its exit.
    package static var process: TemporaryFolders {
        _ = removalAtExit
        return shared
    }

    private static let shared = TemporaryFolders()

    /// Registers the removal of ``process``'s folders at exit, once.
    private static let removalAtExit: Void = {
        atexit { TemporaryFolders.shared.removeAll() }
    }()

    private let lock = NSLock()
    /// The folders to remove; read and changed only holding ``lock``.
    private var paths: [String] = []

    /// An empty list.
    package init() {}

    /// Makes a fresh folder named `prefix-<UUID>` in the system's temporary folder and lists it.
    /// - Parameter prefix: The start of the folder's name.
    /// - Returns: The folder's path.
    package func make(_ prefix: String) throws -> String {
        let path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        lock.withLock { paths.append(path) }
        return path
    }

    /// The folders listed and not yet removed.
    package var listed: [String] { lock.withLock { paths } }

    /// Removes every listed folder and empties the list.
    package func removeAll() {
        let removing = lock.withLock {
            defer { paths.removeAll() }
            return paths
        }
        for path in removing { try? FileManager.default.removeItem(atPath: path) }
    }
}
