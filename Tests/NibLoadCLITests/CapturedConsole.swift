import Synchronization

@testable import NibLoadCLI

/// A console that records what a command writes, for in-process command tests.
final class CapturedConsole: Sendable {
    private let buffers = Mutex<(out: String, err: String)>(("", ""))

    /// Creates an empty capture.
    init() {}

    /// The console to hand to the command.
    func console(
        outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = [:]
    ) -> Console {
        Console(
            out: { [self] text in self.buffers.withLock { $0.out += text } },
            err: { [self] text in self.buffers.withLock { $0.err += text } },
            outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal, environment: environment)
    }

    /// Everything written to standard output.
    var out: String { buffers.withLock { $0.out } }
    /// Everything written to standard error.
    var err: String { buffers.withLock { $0.err } }

    /// Runs `nibload` in-process with the arguments and returns the status with the output.
    @MainActor static func run(
        _ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]
    ) -> (status: Int32, out: String, err: String) {
        let capture = CapturedConsole()
        let console = capture.console(outputIsTerminal: terminal, errorIsTerminal: terminal, environment: environment)
        let status = NibLoadTool.run(arguments, console: console)
        return (status, capture.out, capture.err)
    }
}
