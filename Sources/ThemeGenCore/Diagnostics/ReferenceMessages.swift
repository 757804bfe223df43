/// How errors word a reference that goes wrong, for both dialects — ThemeGen's `{colors.a}` references and
/// `extends`, design tokens' aliases (with `$ref`s) and `$extends` — so that the same mistake reads the same in
/// either: a reference that names nothing, and a cycle.
enum ReferenceMessages {
    /// What refers, as each dialect calls it.
    enum Kind {
        /// ThemeGen's `{group.key}`.
        case reference
        /// A design token's `{path.to.token}`.
        case alias
        /// A theme's `extends`.
        case extendedTheme
        /// A token group's `$extends`.
        case extendedGroup

        /// The word for one, after "the".
        var singular: String {
            switch self {
            case .reference: "reference"
            case .alias: "alias"
            case .extendedTheme: "'extends'"
            case .extendedGroup: "'$extends'"
            }
        }

        /// The words for several, after "a cycle of".
        var plural: String {
            switch self {
            case .reference: "references"
            case .alias: "aliases"
            case .extendedTheme: "extended themes"
            case .extendedGroup: "extended groups"
            }
        }
    }

    /// The most members a cycle's error names.
    static let shownCycleMembers = 8

    /// "the alias '{color.bran}' in token #/text names no token; did you mean '{color.brand}'?": `written` as
    /// the file has it, `holder` the value it is written in (`nil` where the location says no less), `target`
    /// what it should have named, and `closest` a written form that would have named one.
    static func namesNothing(_ kind: Kind, written: String, in holder: String?, target: String, closest: String?) -> String {
        let place = holder.map { " in \($0)" } ?? ""
        let hint = closest.map { "; did you mean \(quoted: $0)?" } ?? ""
        return "the \(kind.singular) \(quoted: written)\(place) names no \(target)\(hint)"
    }

    /// "a cycle of references: colors.a → colors.b → colors.a" for the cycle of `members` (in the order each
    /// refers to the next, the last to the first); past `shownCycleMembers`, the first of them, then
    /// `… (N in the cycle) → a`, so a message stays readable however many values the cycle holds.
    static func cycle(of kind: Kind, _ members: [String]) -> String {
        guard let first = members.first else { return "a cycle of \(kind.plural)" }
        let named =
            members.count <= shownCycleMembers
            ? members : Array(members.prefix(shownCycleMembers)) + ["… (\(members.count) in the cycle)"]
        return "a cycle of \(kind.plural): " + (named + [first]).joined(separator: " → ")
    }
}
