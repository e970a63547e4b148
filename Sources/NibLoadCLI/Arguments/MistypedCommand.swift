internal import Glibc
internal import NibPrimitives

/// Tells a mistyped subcommand (`nibload lnt`) from a document to dump (`nibload Main.xib`).
enum MistypedCommand {
    /// The subcommand a first argument was probably meant to be, or nil when it should be taken as a
    /// file: only a bare word (no `/`, no `.`, not an option) that names no existing file and is
    /// close to a subcommand (an edit or two away, or a prefix of only one) is a mistyped command.
    /// - Parameters:
    ///   - word: The first argument.
    ///   - exists: Whether a file of that name exists (the file system by default).
    static func suggestion(for word: String, exists: (String) -> Bool = { access($0, F_OK) == 0 }) -> String? {
        guard !word.isEmpty, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."), !exists(word) else {
            return nil
        }
        let names = NibLoadTool.subcommands
        let prefixed = names.filter { $0.hasPrefix(word) }
        if word.count >= 2, prefixed.count == 1 { return prefixed[0] }
        return SpellingSuggestion.nearest(to: word, in: names)
    }
}
