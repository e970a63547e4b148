/// Finds the declarations Interface Builder cares about in Objective-C headers and implementation
/// files (`.h`, `.m`, `.mm`), producing the same ``SwiftSourceFile`` as ``SwiftSourceScanner`` so that
/// one ``SwiftSourceIndex`` answers for both languages and superclass walks cross between them.
///
/// Our own tolerant scanner rather than libclang: on Linux there are no iOS SDK headers, so clang
/// would stop at the first `#import <UIKit/UIKit.h>` or unknown macro, while Interface Builder only
/// needs the names in `@interface`/`@implementation` blocks, which a token scanner reads without
/// preprocessing, in linear time, with no system dependency. The price is that macros are not
/// expanded: a superclass or member spelled through a macro is left unknown (never guessed), and
/// the rules skip classes they cannot see completely. See ``ObjCDeclarationParser`` for what is read.
package enum ObjCSourceScanner {
    /// The file extensions scanned as Objective-C.
    package static let fileExtensions: Set<String> = ["h", "m", "mm"]

    /// Scans one file.
    /// - Parameters:
    ///   - text: The source text.
    ///   - file: The path to put in positions, as the user gave it.
    ///   - module: The module the file belongs to, if known.
    /// - Returns: The declarations found, each marked `.objectiveC`.
    package static func scan(text: String, file: String, module: String?) -> SwiftSourceFile {
        let (tokens, directives) = ObjCLexer.lex(text)
        var parser = ObjCDeclarationParser(tokens: tokens, file: file, module: module, directives: directives)
        parser.run()
        return SwiftSourceFile(
            file: file, module: module, types: parser.declarations, directives: parser.directives,
            selectorReferences: parser.selectorReferences.sorted())
    }
}
