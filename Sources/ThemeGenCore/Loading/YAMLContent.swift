/// What the files a `YAMLReader` reads hold, which the errors for a file that is empty or not text name.
public enum YAMLContent: Sendable {
    /// Theme files, and in JSON design token files.
    case themes
    /// A `themegen.yml`.
    case configuration

    /// What a file that is not text was expected to be.
    func expectedFile(in syntax: YAMLSyntax) -> String {
        switch (self, syntax) {
        case (.themes, .yaml): "a YAML theme file"
        case (.themes, .json): "a JSON theme or token file"
        case (.configuration, _): "a themegen.yml configuration"
        }
    }

    /// What an empty file was expected to hold.
    func expectedDocument(in syntax: YAMLSyntax) -> String {
        switch (self, syntax) {
        case (.themes, .yaml): "a YAML mapping with a 'themes' key"
        case (.themes, .json): "a JSON object: themes under a 'themes' key, or design tokens"
        case (.configuration, _): "a YAML mapping of settings such as 'inputs' and 'output' (docs/Config.md)"
        }
    }
}
