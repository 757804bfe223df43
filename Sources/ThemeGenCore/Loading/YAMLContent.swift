/// What the files a `YAMLReader` reads hold, which the errors for a file that is empty or not text name.
public enum YAMLContent: Sendable {
    /// Theme files.
    case themes
    /// A `themegen.yml`.
    case configuration

    /// What a file that is not text was expected to be.
    var expectedFile: String {
        switch self {
        case .themes: "a YAML theme file"
        case .configuration: "a themegen.yml configuration"
        }
    }

    /// What an empty file was expected to hold.
    var expectedDocument: String {
        switch self {
        case .themes: "a YAML mapping with a 'themes' key"
        case .configuration: "a YAML mapping of settings such as 'inputs' and 'output' (docs/Config.md)"
        }
    }
}
