/// What making a token theme found, kept (by a load with a memory) for the next making of the same
/// theme to reuse (`DesignTokenLoader.theme(_:tracing:reusing:)`): each appearance's set, traced, and
/// the outcome of each token of the default appearance whose making reported nothing.
struct ThemeWork: Sendable {
    /// What making one token of the default appearance gave.
    enum Outcome: Sendable {
        /// Its draft, with every appearance added: boxed, so that the outcome a next making takes (and
        /// keeps for the one after) is a reference, not a copy of the draft.
        indirect case draft(ThemeTokenDraft)
        /// No draft: its type is one ThemeGen does not place.
        case leftOut
    }

    /// The appearances, the default one first.
    let appearanceNames: [String]
    /// Each appearance's set, resolved as far as the theme needed.
    let sets: [DesignTokenSet]
    /// By the position of its token in the default appearance's set: `nil` for a token whose making
    /// reported something (made again each time) or that is not generated.
    let outcomes: [Outcome?]
    /// How many generated tokens of the default appearance this making made rather than took from the
    /// last one.
    let tokensMade: Int

    /// The outcomes that hold for a making whose appearances' sets are `sets` (traced from this work's):
    /// a token's, where it resolves as it did here in the default appearance, and in every other one
    /// where its draft's making resolved it.
    func reusableOutcomes(in sets: [DesignTokenSet]) -> [Outcome?] {
        let base = sets[0]
        guard sets.count == self.sets.count, sets.allSatisfy(\.followsEarlier) else { return Array(repeating: nil, count: base.tokens.count) }
        let remade = remadeElsewhere(in: sets)
        return base.tokens.indices.map { index in
            guard let outcome = outcomes[index], base.isReused(index) else { return nil }
            if case .draft = outcome, remade[index] { return nil }
            return outcome
        }
    }

    /// By position in the default appearance's set, whether another appearance resolves its token anew
    /// where this making resolved it (so a draft that added that appearance must be made again). Found
    /// from those few tokens, rather than by looking each draft up in every appearance.
    private func remadeElsewhere(in sets: [DesignTokenSet]) -> [Bool] {
        let base = sets[0]
        var remade = Array(repeating: false, count: base.tokens.count)
        for position in sets.indices.dropFirst() {
            let set = sets[position]
            for other in set.tokens.indices where self.sets[position].hasStartedResolving(other) && !set.isReused(other) {
                guard let index = base.index(of: set.tokens[other].tokenPath) else { continue }
                remade[index] = true
            }
        }
        return remade
    }
}
