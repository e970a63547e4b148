@preconcurrency import Glibc
import NibLoadCLI

// The process entry point: the only place that writes to the file descriptors directly and exits.
let console = Console(
    out: { text in fputs(text, stdout) },
    err: { text in fputs(text, stderr) },
    outputIsTerminal: isatty(STDOUT_FILENO) != 0,
    errorIsTerminal: isatty(STDERR_FILENO) != 0)
let status = NibLoadTool.run(Array(CommandLine.arguments.dropFirst()), console: console)
fflush(stdout)
exit(status)
