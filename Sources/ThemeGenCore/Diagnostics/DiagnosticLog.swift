/// Collects the diagnostics of every stage, so that one run reports every problem, not just the first.
public struct DiagnosticLog: Sendable {
    /// Everything reported so far, in the order it was reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty log.
    public init() {}

    /// Whether any error has been reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports an error.
    public mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [], fold: Diagnostic.Fold? = nil, rule: SpecRule? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: location, notes: notes, fold: fold, rule: rule))
    }

    /// Reports a warning, and returns it; `consequence` says what ThemeGen does about it while it is only
    /// a warning.
    @discardableResult
    public mutating func warning(
        _ message: String, at location: SourceLocation, consequence: String? = nil,
        suggestion: String? = nil, notes: [Diagnostic.Note] = [], fold: Diagnostic.Fold? = nil, rule: SpecRule? = nil
    ) -> Diagnostic {
        let warning = Diagnostic(.warning, message, at: location, consequence: consequence, suggestion: suggestion, notes: notes, fold: fold, rule: rule)
        diagnostics.append(warning)
        return warning
    }

    /// Appends a diagnostic made elsewhere.
    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Replaces each diagnostic reported since the log held `count` by `transform`'s version of it.
    public mutating func transform(since count: Int, _ transform: (Diagnostic) -> Diagnostic) {
        for index in diagnostics.indices.dropFirst(count) { diagnostics[index] = transform(diagnostics[index]) }
    }

    /// Appends diagnostics reported elsewhere.
    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }
}
