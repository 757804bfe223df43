/// What a traced `DesignTokenSet` records of its tokens and their resolutions, for the next set of the
/// same paths to reuse (`DesignTokenSet.init(merging:tracing:reusing:)`): where each source's tokens went,
/// and of each token, the tokens its aliases name and whether it resolved without reporting anything.
/// Each per-token array has one entry per token, at its position in the set.
struct TokenSetTrace: Sendable {
    /// The tokens each token's aliases name.
    var targets: [[Int]]
    /// Whether each token resolved without reporting anything, its aliases' resolutions included.
    var resolvedQuietly: [Bool]
    /// Whether each token's resolution was taken from the earlier set.
    var reused: [Bool]
    /// Whether the earlier set had the same paths in the same order (only then is anything reused).
    var followsEarlier = false
    /// Where each source's tokens went, by source and then token; `nil` for a set with group
    /// extensions, whose tokens are not all its sources'.
    let sourceSlots: [[Int]]?

    /// The trace of a set of `count` tokens, nothing resolved yet.
    init(count: Int, sourceSlots: [[Int]]?) {
        targets = Array(repeating: [], count: count)
        resolvedQuietly = Array(repeating: false, count: count)
        reused = Array(repeating: false, count: count)
        self.sourceSlots = sourceSlots
    }

    /// Whether `sources` have, source by source and token by token, the paths of the tokens at their
    /// places in `slots` among `tokens` (the set those slots were recorded for), and no group extensions.
    static func canPlace(_ sources: [DesignTokenSource], at slots: [[Int]], among tokens: [DesignToken]) -> Bool {
        guard sources.count == slots.count else { return false }
        for (source, places) in zip(sources, slots) {
            guard source.extensions.isEmpty, source.tokens.count == places.count else { return false }
            for (token, place) in zip(source.tokens, places) where !token.hasSamePath(as: tokens[place]) { return false }
        }
        return true
    }

    /// For each of `tokens` (a set of the same paths as the traced one, whose tokens were
    /// `earlierTokens`), whether it resolves as it did there: it is the same token, resolved quietly there,
    /// and so is every token its aliases name (a resolution depends on nothing else when the paths are the
    /// same).
    func reusable(_ tokens: [DesignToken], earlierTokens: [DesignToken]) -> [Bool] {
        var known: [Bool?] = Array(repeating: nil, count: tokens.count)
        func check(_ index: Int) -> Bool {
            if let answer = known[index] { return answer }
            // Not reusable while it is being checked: a cycle (never quiet) ends here.
            known[index] = false
            let answer = resolvedQuietly[index] && tokens[index].isSame(as: earlierTokens[index]) && targets[index].allSatisfy(check)
            known[index] = answer
            return answer
        }
        return tokens.indices.map(check)
    }
}
