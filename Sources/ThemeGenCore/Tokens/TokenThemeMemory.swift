/// The token themes one load made, kept for the next load of the same files (`LoadMemory`): a theme
/// whose request is the same (`ThemeRequest.isSame(as:)`: its tokens are the very ones read before) is
/// the same theme, with the same problems, and is not made again.
struct TokenThemeMemory: Sendable {
    /// The last load's themes, by name.
    private var themes: [String: [MadeTheme]] = [:]
    /// The names of the themes the last load made (the others were reused), in the order asked.
    private(set) var made: [String] = []
    /// How many tokens of their default appearances the themes the last load made made (the others
    /// taken from the last making of their themes).
    private(set) var tokensMade = 0

    /// A theme made before from the same request, if one was.
    func theme(for request: DesignTokenLoader.ThemeRequest) -> MadeTheme? {
        themes[request.name]?.first { $0.request.isSame(as: request) }
    }

    /// The work of the last making of the theme `request` asks for (the theme of its name declared at
    /// its place), for making it again from other tokens.
    func work(for request: DesignTokenLoader.ThemeRequest) -> ThemeWork? {
        themes[request.name]?.first { $0.request.location == request.location }?.work
    }

    /// Remembers `themes`, this load's in the order asked, in place of the last load's; `made` are those
    /// it made rather than reused, in the same order.
    mutating func remember(_ themes: [MadeTheme], made: [MadeTheme]) {
        self.themes = Dictionary(grouping: themes, by: \.request.name)
        self.made = made.map(\.request.name)
        tokensMade = made.reduce(0) { $0 + ($1.work?.tokensMade ?? 0) }
    }
}

/// A token theme as made from its request: the declaration (`nil` when none could be made), the
/// problems found making it, and the work for making it again (`nil` when it has no appearances).
struct MadeTheme: Sendable {
    let request: DesignTokenLoader.ThemeRequest
    let theme: ThemeDeclaration?
    let diagnostics: [Diagnostic]
    let work: ThemeWork?
}
