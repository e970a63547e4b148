/// The version of nibload, defined once: `nibload --version`, `--help` and the tool entry of the
/// lint reports (SARIF's `tool.driver.version`) all print it.
public enum NibLoadVersion {
    /// The version, `major.minor.patch`.
    public static let current = "0.1.0"
}
