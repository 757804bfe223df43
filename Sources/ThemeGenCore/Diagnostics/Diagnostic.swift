/// One problem found in the inputs, with the place it refers to.
///
/// Printed in the form swiftc uses, which Xcode and `swift build` attach to the file inline:
/// `path:line:column: error: message`. Text from the inputs inside a message or a path is printed with
/// its control and invisible characters escaped, so one diagnostic is always one line per message that
/// begins with its real location.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    /// A secondary message pointing at a related place, such as the first definition of a duplicate.
    public struct Note: Hashable, Sendable {
        /// The explanation.
        public var message: String
        /// Where the related thing is.
        public var location: SourceLocation

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Whether this stops generation (`error`) or only informs.
    public var severity: Severity
    /// The message, starting in lower case, without a trailing period.
    public var message: String
    /// What ThemeGen does because this is only a warning (`it is ignored, as the SDK ignores it`); left
    /// out once the warning counts as an error (`--warnings-as-errors`), when it would no longer be true.
    public var consequence: String?
    /// A name close to a misspelt one, printed last as `; did you mean '…'?`.
    public var suggestion: String?
    /// Where the problem is.
    public var location: SourceLocation
    /// Related places.
    public var notes: [Note]
    /// How the diagnostic folds with others like it (`DiagnosticFolding`), or `nil` when it stands alone.
    public var fold: Fold?
    /// The rule of the DTCG specification it is about (`lint --strict`), or `nil` for ThemeGen's own.
    public var rule: SpecRule?

    /// What makes diagnostics alike: the same `kind` of problem (for different `subject`s, such as the
    /// tokens it is about) in the same file.
    public struct Fold: Hashable, Sendable {
        /// The problem, the same for every diagnostic that folds with this one.
        public var kind: String
        /// What this one is about, as the folded note lists it (`#/font/line-height/sm`).
        public var subject: String
        /// How many alike ones are printed before they fold: a few of a harmless kind, or just one of
        /// those that follow from one cause (every token that takes one bad value through its alias).
        public var printedAlone: Int
        /// Where the diagnostic this one follows from is (a token's warning, for a token left out because
        /// its alias names that one): it folds under that one, from whatever file, listed as a consequence.
        /// `nil` for one alike to the others of its kind in its file.
        public var cause: SourceLocation?

        /// Creates a fold.
        public init(kind: String, subject: String, printedAlone: Int = DiagnosticFolding.printedAlone, cause: SourceLocation? = nil) {
            self.kind = kind
            self.subject = subject
            self.printedAlone = printedAlone
            self.cause = cause
        }
    }

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation, consequence: String? = nil,
        suggestion: String? = nil, notes: [Note] = [], fold: Fold? = nil, rule: SpecRule? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.consequence = consequence
        self.suggestion = suggestion
        self.location = location
        self.notes = notes
        self.fold = fold
    }

    /// The message as it reads at the diagnostic's severity: the problem, what ThemeGen does about it
    /// while it is a warning, and the suggestion.
    public var fullMessage: String {
        var text = message
        if severity == .warning, let consequence { text += "; " + consequence }
        if let suggestion { text += "; did you mean \(quoted: suggestion)?" }
        return text
    }

    /// The diagnostic and its notes, one per line, in compiler form.
    public var formatted: String {
        var lines = [Self.line(severity, fullMessage, location)]
        for note in notes {
            lines.append(Self.line(.note, note.message, note.location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, _ location: SourceLocation) -> String {
        var text = "\(location.prefix): \(severity.rawValue): \(message)"
        if location.line == nil, !location.keyPath.isEmpty {
            text += " (at \(location.keyPath.joined(separator: " › ")))"
        }
        return VisibleText.escaped(text)
    }
}

extension Sequence<Diagnostic> {
    /// The diagnostics ordered by file, line and column (diagnostics without a line after those with
    /// one in the same file), keeping the reported order among those at the same place.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.location, rhs.element.location)
            if a.file != b.file { return a.file < b.file }
            let lineA = a.line ?? Int.max
            let lineB = b.line ?? Int.max
            if lineA != lineB { return lineA < lineB }
            let columnA = a.column ?? 0
            let columnB = b.column ?? 0
            if columnA != columnB { return columnA < columnB }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
