/// The token themes one load made, kept for the next load of the same files (`LoadMemory`): a theme
/// whose request is the same (`ThemeRequest.isSame(as:)`: its tokens are the very ones read before) is
/// the same theme, with the same problems, and is not made again.
struct TokenThemeMemory: Sendable {
    /// The last load's themes, by name.
    private var themes: [String: [MadeTheme]] = [:]
    /// The names of the themes the last load made (the others were reused), in the order asked.
    private(set) var made: [String] = []

    /// A theme made before from the same request, if one was.
    func theme(for request: DesignTokenLoader.ThemeRequest) -> MadeTheme? {
        themes[request.name]?.first { $0.request.isSame(as: request) }
    }

    /// Remembers `themes`, this load's in the order asked, in place of the last load's; `made` names those
    /// it made rather than reused.
    mutating func remember(_ themes: [MadeTheme], made: [String]) {
        self.themes = Dictionary(grouping: themes, by: \.request.name)
        self.made = made
    }
}

/// A token theme as made from its request: the declaration (`nil` when none could be made) and the
/// problems found making it.
struct MadeTheme: Sendable {
    let request: DesignTokenLoader.ThemeRequest
    let theme: ThemeDeclaration?
    let diagnostics: [Diagnostic]
}
