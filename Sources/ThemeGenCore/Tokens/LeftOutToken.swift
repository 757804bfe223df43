/// A token, or a group of tokens, left out of every theme with a warning (an unknown type, no type, a
/// value or arithmetic ThemeGen cannot read), and that warning: a token that takes its value from it
/// through an alias, directly or through other tokens, is left out too, under the same warning.
struct LeftOutToken: Hashable, Sendable {
    /// The warning that left it out.
    let cause: Diagnostic
    /// The token's (or group's) JSON Pointer.
    let pointer: String

    /// The warning of `token`, left out because its alias `written` (at `location`) names this token or a
    /// token that takes its value from it: of the cause's severity and kind, so that it folds under the
    /// cause, with a note that lists every such token (`DiagnosticFolding`).
    func following(_ token: DesignToken, alias written: String, at location: SourceLocation) -> Diagnostic {
        let kind = cause.fold?.kind ?? cause.message
        return Diagnostic(
            cause.severity, "token \(token.pointer) takes its value from \(pointer) through its alias \(quoted: written), and \(pointer) is left out",
            at: location, consequence: "the token is left out of every theme",
            fold: Diagnostic.Fold(kind: kind, subject: token.pointer, printedAlone: 1, cause: cause.location))
    }
}
