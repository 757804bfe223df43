/// A mistake in a template, with where it is.
public struct MustacheError: Error, Equatable, Sendable {
    /// The explanation.
    public let message: String
    /// The template's name (its file, for templates read from files).
    public let template: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column.
    public let column: Int

    /// As a located diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, message, at: SourceLocation(file: template, line: line, column: column))
    }
}
