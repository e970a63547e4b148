/// One part of a lint split across several runs (`--shard i/n`), for a CI matrix.
///
/// A file belongs to shard `i` when the 64-bit FNV-1a hash of its path (without a leading `./`)
/// modulo `n` is `i - 1`. The assignment depends only on the path, so every run of the matrix agrees,
/// every file is in exactly one shard, and adding a file moves no other file.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based shard number.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// Creates a shard, or nil unless `1 <= index <= count`.
    /// - Parameters:
    ///   - index: The 1-based shard number.
    ///   - count: The number of shards.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `i/n` (`2/4`), or returns nil when the text is not two whole numbers with `1 <= i <= n`.
    /// - Parameter text: The option's value.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }

    /// Whether a file belongs to this shard.
    /// - Parameter path: The path as discovered (as findings show it).
    public func contains(_ path: String) -> Bool {
        Self.number(of: path, count: count) == index
    }

    /// Whether a shard's lint must read a document: its own documents, and those of other shards
    /// that checks across documents look at, so that a shard reports exactly what an unsharded run
    /// reports for its files. Storyboards are always read (storyboard references name them);
    /// with Swift sources every document is (an outlet or action counts as used when any document
    /// connects it). A xib of another shard is skipped without sources.
    /// - Parameters:
    ///   - path: The document's path.
    ///   - withSources: Whether the lint has Swift sources (`--sources`).
    public func needsReading(_ path: String, withSources: Bool) -> Bool {
        contains(path) || withSources || !path.hasSuffix(".xib")
    }

    /// The 1-based shard a path belongs to among `count` shards.
    /// - Parameters:
    ///   - path: The path.
    ///   - count: The number of shards (at least 1).
    public static func number(of path: String, count: Int) -> Int {
        var key = Substring(path)
        while key.hasPrefix("./") { key = key.dropFirst(2) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(max(count, 1))) + 1
    }
}
