/// Which contrast findings a change introduces and which it resolves. A finding is the same in both sets
/// when its theme (by stored id), its pair of keys and an appearance match, whatever the colours and
/// ratio: a pair that stays below its minimum while its colours change is neither.
enum ContrastFindingComparison {
    /// The findings of `new` in appearances `old` had none for, and those of `old` that `new` no longer
    /// has; a removed theme's findings left with it, and are not counted as resolved.
    static func compare(_ old: [ContrastFinding], _ new: [ContrastFinding], newThemes: Set<String>) -> (introduced: [ContrastFinding], resolved: [ContrastFinding]) {
        let before = Set(old.flatMap(identities))
        let after = Set(new.flatMap(identities))
        let introduced = new.compactMap { finding in finding.narrowed { !before.contains(Identity(finding, $0)) } }
        let resolved = old.filter { newThemes.contains($0.storedID) }.compactMap { finding in
            finding.narrowed { !after.contains(Identity(finding, $0)) }
        }
        return (introduced, resolved)
    }

    /// A finding in one appearance.
    private struct Identity: Hashable {
        let storedID: String
        let foreground: String
        let background: String
        let appearance: ColorAppearance

        init(_ finding: ContrastFinding, _ appearance: ColorAppearance) {
            (storedID, foreground, background, self.appearance) = (finding.storedID, finding.foreground, finding.background, appearance)
        }
    }

    private static func identities(_ finding: ContrastFinding) -> [Identity] {
        finding.appearances.map { Identity(finding, $0) }
    }
}
