public import NibDiagnostics

/// Which problems make a runner's checked calls (``Runner/settleChecked(maxTimers:)``,
/// ``Runner/checkFailures()``) throw.
public enum RunnerFailurePolicy: Sendable, Hashable {
    /// Only record them as diagnostics (the default, as UIKit only logs).
    case record
    /// Throw when a view nib failed to load.
    case throwOnViewNibFailure
    /// Throw on any error diagnostic, view nib failures included.
    case throwOnAnyError
}

/// The problems a checked call found since the previous check.
public struct RunnerFailure: Error, CustomStringConvertible {
    /// The error diagnostics that caused the throw, in order.
    public var diagnostics: [Diagnostic]
    /// The view nibs among them that failed, with their typed errors.
    public var viewNibFailures: [ViewNibFailure]

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Runner {
    /// Every view nib that failed to load while objects reported to this runner, in order.
    public var viewNibFailures: [ViewNibFailure] { failureLog.viewNibFailures }

    func recordViewNibFailure(_ failure: ViewNibFailure) {
        failureLog.viewNibFailures.append(failure)
        failureLog.viewNibDiagnosticIndices.insert(diagnostics.count)
        report(failure.diagnostic)
    }

    /// Throws a ``RunnerFailure`` for what ``failurePolicy`` counts as a failure among the
    /// diagnostics since the previous check; each problem is thrown once.
    public func checkFailures() throws {
        let start = failureLog.checkedDiagnostics
        failureLog.checkedDiagnostics = diagnostics.count
        let failures = failureLog.viewNibFailures.dropFirst(failureLog.checkedViewNibFailures)
        failureLog.checkedViewNibFailures = failureLog.viewNibFailures.count
        let fresh = (start..<diagnostics.count)
        let failing: [Diagnostic]
        switch failurePolicy {
        case .record: return
        case .throwOnViewNibFailure:
            failing = fresh.filter { failureLog.viewNibDiagnosticIndices.contains($0) }.map { diagnostics[$0] }
        case .throwOnAnyError:
            failing = fresh.map { diagnostics[$0] }.filter { $0.severity == .error }
        }
        guard !failing.isEmpty else { return }
        throw RunnerFailure(diagnostics: failing, viewNibFailures: Array(failures))
    }

    /// ``settle(maxTimers:)``, then ``checkFailures()``: a test's strict way to run the app.
    public func settleChecked(maxTimers: Int = 100_000) throws {
        settle(maxTimers: maxTimers)
        try checkFailures()
    }

    /// ``runUntilIdle(maxTurns:)``, then ``checkFailures()``.
    public func runUntilIdleChecked(maxTurns: Int = 10_000) throws {
        runUntilIdle(maxTurns: maxTurns)
        try checkFailures()
    }
}

/// What a runner remembers of failures for its checked calls.
struct RunnerFailureLog {
    var viewNibFailures: [ViewNibFailure] = []
    var viewNibDiagnosticIndices: Set<Int> = []
    var checkedDiagnostics = 0
    var checkedViewNibFailures = 0
}
