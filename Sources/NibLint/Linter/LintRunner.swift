/// Everything `nibload lint` needs, as one call: find the configuration, find the documents, lint.
public enum LintRunner {
    /// What the command line asks for.
    public struct Request: Sendable {
        /// Files and folders to lint; `["."]` when empty.
        public var paths: [String]
        /// `--config FILE`; nil to look for `.nibload.json` above the paths.
        public var configurationPath: String?
        /// Everything else (`--jobs`, `--strict`, `--sources`, `--module`, `--schema`).
        public var options: LintOptions
        /// The largest configuration file read, in bytes.
        public var maximumConfigurationBytes = ConfigurationLoader.defaultMaximumBytes

        /// Creates a request.
        /// - Parameters:
        ///   - paths: The paths to lint.
        ///   - configurationPath: An explicit configuration file.
        ///   - options: The options.
        public init(paths: [String] = [], configurationPath: String? = nil, options: LintOptions = LintOptions()) {
            self.paths = paths
            self.configurationPath = configurationPath
            self.options = options
        }
    }

    /// Runs a lint.
    /// - Parameter request: What to lint and how.
    /// - Returns: The result.
    /// - Throws: ``LintSetupError`` when the configuration, schema or
    ///   sources are unusable, a path does not exist or no document is found.
    public static func run(_ request: Request) throws(LintSetupError) -> LintResult {
        let paths = request.paths.isEmpty ? ["."] : request.paths
        let configuration: LintConfiguration
        do {
            if let path = request.configurationPath {
                configuration = try ConfigurationLoader.load(
                    path: path, maximumBytes: request.maximumConfigurationBytes)
            } else {
                configuration = try ConfigurationLoader.discover(
                    for: paths, maximumBytes: request.maximumConfigurationBytes)
            }
        } catch {
            throw .configuration(error)
        }
        let found = FileDiscovery.discover(paths: paths, configuration: configuration)
        guard found.missing.isEmpty else { throw .missingPaths(found.missing) }
        guard !found.files.isEmpty else { throw .noDocuments(paths: paths) }
        var options = request.options
        if options.resourcePaths.isEmpty { options.resourcePaths = paths }
        let linter = try Linter(configuration: configuration, options: options)
        return linter.lint(files: found.files)
    }

    /// Parses a `--module NAME=DIR` value.
    /// - Parameter text: `NAME=DIR`.
    /// - Returns: The name and folder, or nil when the text has no `=` or an empty side.
    public static func parseModule(_ text: String) -> (name: String, directory: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals])
        let directory = String(text[text.index(after: equals)...])
        guard !name.isEmpty, !directory.isEmpty else { return nil }
        return (name, directory)
    }
}
