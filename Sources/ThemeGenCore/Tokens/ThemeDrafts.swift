/// A theme's token drafts while its appearances are added, in the order of their tokens in the default
/// appearance: each one made, or taken whole from the last making of the theme (`ThemeWork`), and
/// whether making it has reported anything.
struct ThemeDrafts {
    /// How a draft came to be.
    private enum Making {
        /// Taken from the last making's outcome, which the next making can take in turn.
        case reused(ThemeWork.Outcome)
        case madeQuietly
        case madeWithReports
    }

    var drafts: [ThemeTokenDraft] = []
    /// For each draft, its token's position in the default appearance's set.
    private var origins: [Int] = []
    private var makings: [Making] = []
    /// The positions of the default appearance's tokens that give no draft and reported nothing.
    private var quietlyLeftOut: [Int] = []
    /// The outcomes to take rather than make, by position in the default appearance's set.
    private let reusable: [ThemeWork.Outcome?]?
    /// How many of the default appearance's tokens were made rather than reused, drafts or not.
    private(set) var madeCount = 0

    /// No drafts yet; `reusable` (by position in the default appearance's set) says which to take.
    init(reusing reusable: [ThemeWork.Outcome?]?) {
        self.reusable = reusable
    }

    mutating func reserveCapacity(_ count: Int) {
        drafts.reserveCapacity(count)
        origins.reserveCapacity(count)
        makings.reserveCapacity(count)
    }

    /// Takes the outcome of the token at `index` of the default appearance from the last making, when
    /// it can be reused; whether it was.
    mutating func reuse(_ index: Int) -> Bool {
        guard let outcome = reusable?[index] else { return false }
        switch outcome {
        case .draft(let draft): append(draft, from: index, .reused(outcome))
        case .leftOut: quietlyLeftOut.append(index)
        }
        return true
    }

    /// Adds the draft made of the token at `index` of the default appearance (`nil`: it gives none), and
    /// whether making it reported nothing.
    mutating func add(_ draft: ThemeTokenDraft?, from index: Int, quietly: Bool) {
        madeCount += 1
        guard let draft else {
            if quietly { quietlyLeftOut.append(index) }
            return
        }
        append(draft, from: index, quietly ? .madeQuietly : .madeWithReports)
    }

    private mutating func append(_ draft: ThemeTokenDraft, from index: Int, _ making: Making) {
        drafts.append(draft)
        origins.append(index)
        makings.append(making)
    }

    /// The positions of the drafts made rather than reused: those another appearance adds to.
    var madePositions: [Int] {
        makings.indices.filter { position in
            guard case .reused = makings[position] else { return true }
            return false
        }
    }

    /// Notes that adding an appearance to the draft at `position` reported something.
    mutating func reported(at position: Int) {
        makings[position] = .madeWithReports
    }

    /// The outcomes a next making can reuse, by position in the default appearance's set of `count`
    /// tokens: every draft's and left-out token's that reported nothing.
    func outcomes(count: Int) -> [ThemeWork.Outcome?] {
        var outcomes: [ThemeWork.Outcome?] = Array(repeating: nil, count: count)
        for position in drafts.indices {
            switch makings[position] {
            case .reused(let outcome): outcomes[origins[position]] = outcome
            case .madeQuietly: outcomes[origins[position]] = .draft(drafts[position])
            case .madeWithReports: continue
            }
        }
        for index in quietlyLeftOut { outcomes[index] = .leftOut }
        return outcomes
    }
}
