/// The `nibload` command line: turns arguments into a command, runs it and returns the exit status.
/// Only `main.swift` exits; everything here writes through a ``Console``.
public enum NibLoadTool {
    /// Runs `nibload` with the arguments after the program name.
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - console: Where output goes.
    /// - Returns: The exit status.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        var files: [String] = []
        var format = DumpCommand.Format.text
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--format", index + 1 < arguments.count {
                format = DumpCommand.Format(rawValue: arguments[index + 1]) ?? .text
                index += 2
                continue
            }
            files.append(argument)
            index += 1
        }
        let options = DumpCommand.Options(files: files, format: format, color: false)
        return DumpCommand(options: options, console: console).run().rawValue
    }
}
