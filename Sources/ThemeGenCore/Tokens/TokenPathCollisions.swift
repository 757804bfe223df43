/// Token files that no resolver or themes file orders, merged in path order as Style Dictionary merges
/// its sources: where two define the same token, the later file's value is used, and — as Style
/// Dictionary's "Token collisions detected" — never silently. One warning for each token a later file
/// defines again, folded by the file pair: the first printed with the earlier definition, the others
/// counted under it.
enum TokenPathCollisions {
    /// A warning for each token of `sources` (in merge order) that an earlier one defines too.
    static func diagnostics(_ sources: [DesignTokenSource]) -> [Diagnostic] {
        var first: [TokenPath: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        for source in sources {
            var here: [TokenPath: SourceLocation] = [:]
            // Plain values are not tokens: Style Dictionary resolves aliases to them but merges only tokens.
            for token in source.tokens where !token.isPlainValue {
                let path = token.tokenPath
                if let earlier = first[path] {
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "token \(token.pointer) is also defined in \(earlier.file); the files are merged in path order, as Style Dictionary merges them, so this later value is used",
                            at: token.location, notes: [.init("the earlier definition", at: earlier)],
                            fold: Diagnostic.Fold(kind: "also defined in \(earlier.file)", subject: token.pointer, printedAlone: 1)))
                }
                here[path] = token.location
            }
            first.merge(here) { earlier, _ in earlier }
        }
        return diagnostics
    }
}
