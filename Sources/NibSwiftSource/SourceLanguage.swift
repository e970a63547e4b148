/// The language a declaration was scanned from, so findings can say "Objective-C class" where the
/// difference matters (an Objective-C class has no `@IBOutlet` attribute, and every method of it is
/// callable by selector).
package enum SourceLanguage: String, Hashable, Sendable {
    /// A `.swift` file.
    case swift
    /// An Objective-C header or implementation file (`.h`, `.m`, `.mm`).
    case objectiveC
}
