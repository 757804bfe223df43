/// How a cycle of references is written in errors, for both dialects: ThemeGen's `{colors.a}` references
/// and design tokens' aliases and `$ref`s. A long cycle is cut short, so a message stays readable
/// however many values the cycle holds.
enum ReferenceCycle {
    /// The most members an error names.
    static let shown = 8

    /// `a → b → c → a` for the cycle of `members` (in the order each refers to the next, the last to the
    /// first); past `shown` members, the first of them, then `… (N in the cycle) → a`.
    static func text(_ members: [String]) -> String {
        guard let first = members.first else { return "" }
        let named = members.count <= shown ? members : Array(members.prefix(shown)) + ["… (\(members.count) in the cycle)"]
        return (named + [first]).joined(separator: " → ")
    }
}
