@preconcurrency import Glibc
import NibLoadCLI

/// The environment variables the tool reads (``Console/variablesRead``), those that are set.
func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    for name in Console.variablesRead {
        if let value = getenv(name) { result[name] = String(cString: value) }
    }
    return result
}

// The process entry point: the only place that writes to the file descriptors directly and exits.
let console = Console(
    out: { text in fputs(text, stdout) },
    err: { text in fputs(text, stderr) },
    outBytes: { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stdout) },
    outputIsTerminal: isatty(STDOUT_FILENO) != 0,
    errorIsTerminal: isatty(STDERR_FILENO) != 0,
    environment: processEnvironment())
let status = NibLoadTool.run(Array(CommandLine.arguments.dropFirst()), console: console)
fflush(stdout)
exit(status)
