/// `lint --strict`: token documents held to DTCG 2025.10. A diagnostic about a rule of the specification
/// (`Diagnostic.rule`) names the rule's section; one the document breaks, or departs from as another tool
/// writes it, is an error, even where ThemeGen reads the document anyway; a type ThemeGen does not generate
/// is a note, since the document is valid. ThemeGen's own diagnostics are as they are.
public enum SpecConformance {
    /// `diagnostics` as `lint --strict` reports them.
    public static func strict(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map(strict)
    }

    /// `diagnostic` as `lint --strict` reports it.
    public static func strict(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let rule = diagnostic.rule else { return diagnostic }
        var strict = diagnostic
        switch rule.kind {
        case .invalid, .otherTool: strict.severity = .error
        case .notGenerated: strict.severity = diagnostic.severity == .error ? .error : .note
        }
        strict.message += " (DTCG 2025.10: \(rule.section.rawValue))"
        return strict
    }
}
