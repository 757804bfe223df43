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
                            "token \(token.pointer) is also defined in \(earlier.file); the files are merged in path order, as Style Dictionary merges them, so this later value is used"
                                + appearanceHint(earlier.file, token.location.file),
                            at: token.location, notes: [.init("the earlier definition", at: earlier)],
                            fold: Diagnostic.Fold(kind: "also defined in \(earlier.file)", subject: token.pointer, printedAlone: 1)))
                }
                here[path] = token.location
            }
            first.merge(here) { earlier, _ in earlier }
        }
        return diagnostics
    }

    /// What to do when the two files are named as two appearances where their paths part (`light/` and
    /// `dark/`, `light.json` and `dark.json`): merged, the later appearance replaces the earlier one.
    private static func appearanceHint(_ earlier: String, _ later: String) -> String {
        let (first, second) = (earlier.split(separator: "/"), later.split(separator: "/"))
        guard let parting = zip(first, second).first(where: { $0 != $1 }),
            let one = AppearanceName(DesignTokenFiles.themeName(path: String(parting.0))),
            let other = AppearanceName(DesignTokenFiles.themeName(path: String(parting.1))),
            one.appearance != other.appearance
        else { return "" }
        return " (\(quoted: String(parting.0)) and \(quoted: String(parting.1)) are named as appearances: a resolver whose modifier has them as contexts makes them the \(one.appearance) and \(other.appearance) appearances of one theme; docs/Tokens.md, \"Resolvers: themes and appearances\")"
    }
}
