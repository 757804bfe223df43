/// The version of ThemeGen, printed by `themegen --version` and named in generated files' headers.
public enum ThemeGenVersion {
    /// The current version.
    public static let current = "0.1.0"
}
