@preconcurrency import Glibc
import NibLoadCLI

/// The environment as `NAME=value` pairs split at the first `=`.
func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
        let text = String(cString: pointer)
        if let equals = text.firstIndex(of: "=") {
            result[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        entry += 1
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
