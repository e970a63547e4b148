public import NibDiagnostics

/// Why a segue could not run.
nonisolated public enum SegueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No template (and no ``SegueHandling`` hook) knows the identifier.
    case unknownIdentifier(String, source: String)
    /// The destination could not be instantiated (for example a creator that did not call
    /// `super.init(coder:)`).
    case destinationFailed(identifier: String?, message: String, location: SourceLocation?)
    /// A `push` segue whose source is in no navigation controller.
    case noNavigationController(identifier: String?, source: String)
    /// No controller on the way back implements the unwind action.
    case unwindDestinationNotFound(action: String, source: String)
    /// The template lost its source controller.
    case noSource(identifier: String?)
    /// A custom segue whose class no registry knows: UIKit raises "Could not create a segue of
    /// class", so nothing is performed.
    case unknownSegueClass(identifier: String?, className: String, location: SourceLocation?)

    /// A lower-case message.
    public var description: String {
        switch self {
        case .unknownIdentifier(let identifier, let source):
            "'\(source)' has no segue with identifier '\(identifier)'"
        case .destinationFailed(let identifier, let message, _):
            "the destination of segue '\(identifier ?? "(unnamed)")' could not be created: \(message)"
        case .noNavigationController(let identifier, let source):
            "push segue '\(identifier ?? "(unnamed)")' from '\(source)' needs a navigation controller"
        case .unwindDestinationNotFound(let action, let source):
            "no controller on the way back from '\(source)' implements unwind action '\(action)'"
        case .noSource(let identifier):
            "segue '\(identifier ?? "(unnamed)")' has no source controller"
        case .unknownSegueClass(let identifier, let className, _):
            "could not create a segue of class '\(className.isEmpty ? "(none)" : className)' for custom segue '\(identifier ?? "(unnamed)")': no segue class is registered under that name (NibClassRegistry.registerSegue), so the segue is not performed"
        }
    }

    /// Where the segue is written, when known.
    public var location: SourceLocation? {
        switch self {
        case .destinationFailed(_, _, let location), .unknownSegueClass(_, _, let location): location
        default: nil
        }
    }
}

extension Diagnostic {
    /// `segue-failed`: a segue that cannot be performed, at the error's place or else `location`.
    nonisolated static func segueFailed(_ error: SegueError, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(id: .segueFailed, severity: .error, message: error.description, location: error.location ?? location)
    }
}
