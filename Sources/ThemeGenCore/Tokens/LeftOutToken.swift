/// A token, or a group of tokens, left out of every theme with a warning (an unknown type, no type, a
/// value or arithmetic ThemeGen cannot read), and that warning: a token that takes its value from it
/// through an alias, directly or through other tokens, is left out too, under the same warning.
///
/// A class, so that a set's record of a token's failure holds a reference, not the whole warning: that
/// record is copied at every link of an alias chain, and a debug build gives each copy stack room.
final class LeftOutToken: Equatable, Sendable {
    /// The warning that left it out.
    let cause: Diagnostic
    /// The token's (or group's) JSON Pointer.
    let pointer: String

    init(cause: Diagnostic, pointer: String) {
        self.cause = cause
        self.pointer = pointer
    }

    static func == (left: LeftOutToken, right: LeftOutToken) -> Bool {
        left.cause == right.cause && left.pointer == right.pointer
    }

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
