/// The exit statuses of every `nibload` command (sysexits.h values where one fits).
package enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Success: no error diagnostics.
    case ok = 0
    /// The input loaded but has error diagnostics (or lint found errors, or a script step failed).
    case errors = 1
    /// The command line or a configuration file is wrong (`EX_USAGE`).
    case usage = 64
    /// The input is not well-formed XML, not an IB document, or in a format not supported (`EX_DATAERR`).
    case dataError = 65
    /// An input file cannot be opened, or no input was found (`EX_NOINPUT`).
    case noInput = 66
    /// An output file (`lint --output`) cannot be written (`EX_CANTCREAT`).
    case cannotCreate = 73
    /// An internal error (`EX_SOFTWARE`).
    case software = 70

    /// How bad a status is, so that several files combine to the worst.
    var rank: Int {
        switch self {
        case .ok: 0
        case .errors: 1
        case .dataError: 2
        case .noInput: 3
        case .cannotCreate: 4
        case .usage: 5
        case .software: 6
        }
    }

    /// The worse of two statuses.
    func combined(with other: ExitStatus) -> ExitStatus { other.rank > rank ? other : self }
}
