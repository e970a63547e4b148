package import NibDiagnostics

/// Where a declaration is in a Swift file: the project's one location type (path as given, 1-based
/// line, 1-based column in UTF-8 bytes), so scanner positions go into diagnostics unchanged.
package typealias SwiftSourcePosition = SourceLocation
