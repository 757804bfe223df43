import ThemeGenCore

/// What every command that reads themes says alike about its inputs and `--config`: one help text, one
/// usage error, the extensions from the one list ThemeGen reads.
enum InputArguments {
    /// The `--config` option of the commands that read themes but write no Swift.
    static let configOption = OptionSpec.value(
        "--config", "file", help: "A themegen.yml whose inputs and options to use, as generate reads it (inputs given here replace its inputs).")

    /// The positional inputs' help: the extensions ThemeGen reads, and the config's inputs as the default.
    static let help = "Theme and design token files (\(SourceFormat.extensionList)) or folders to read (default: the config's inputs)."

    /// The usage error when neither the command line nor the config names an input.
    static let missing = "Missing expected argument '<inputs> ...' (give inputs, or --config with 'inputs', or run where a themegen.yml is)."
}
