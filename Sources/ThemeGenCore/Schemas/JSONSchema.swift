/// The JSON Schemas (draft 2020-12) of the files ThemeGen reads, for editors that complete and check
/// YAML and JSON as you type: the files of the repository's `schemas/` folder (stable paths for `$schema`
/// URLs), built in byte for byte through the recorded `JSONSchemaText.swift`. `themegen schema` prints
/// them. `JSONSchemaTests` holds each to its decoder: the same keys and choices at every level, and the
/// same verdict on every sample, documented example and known-bad file.
public enum JSONSchema: String, CaseIterable, Sendable {
    /// A theme file, YAML or JSON (docs/ThemeFormat.md).
    case theme
    /// `themegen.yml` (docs/Config.md).
    case config
    /// A DTCG token file as ThemeGen reads it (docs/Tokens.md).
    case tokens

    /// The schema's file name in `schemas/`.
    public var fileName: String { "\(rawValue).schema.json" }

    /// The schema, as JSON text ending in a newline.
    public var text: String {
        switch self {
        case .theme: JSONSchemaText.theme
        case .config: JSONSchemaText.config
        case .tokens: JSONSchemaText.tokens
        }
    }
}
