internal import Glibc

/// Tells a mistyped subcommand (`nibload lnt`) from a document to dump (`nibload Main.xib`).
enum MistypedCommand {
    /// The subcommand a first argument was probably meant to be, or nil when it should be taken as a
    /// file: only a bare word (no `/`, no `.`, not an option) that names no existing file and is
    /// close to a subcommand (an edit or two away, or a prefix of one) is a mistyped command.
    /// - Parameter word: The first argument.
    static func suggestion(for word: String) -> String? {
        guard !word.isEmpty, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."),
            access(word, F_OK) != 0
        else { return nil }
        let names = NibLoadTool.subcommands
        if word.count >= 2, let prefixed = names.first(where: { $0.hasPrefix(word) }) { return prefixed }
        return EditDistance.nearest(to: word, in: names)
    }
}
