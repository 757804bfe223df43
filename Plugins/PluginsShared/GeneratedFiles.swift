/// The names of the files ThemeGen generates, shared by the `themegen` tool and both plugins (this one
/// file is linked into each), so the outputs the plugins declare never drift from what the tool writes.
enum GeneratedFiles {
    /// What the build-tool plugin writes into its work directory, and compiles into the target.
    static let buildPluginOutput = "Themes.swift"
    /// Where the command plugin and `themegen generate --config` write when the config names no
    /// `output`: relative to the folder of the config (or of the target).
    static let defaultOutput = "Generated/Themes.swift"
}
