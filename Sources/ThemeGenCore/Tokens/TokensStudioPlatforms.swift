/// Tokens Studio themes without a group that are named for platforms, beside the appearances: Element's
/// Compound writes `Global`, `Android`, `iOS`, `Web`, `Light`, `Dark`, … and builds each platform from the
/// base, the platform's set and an appearance. ThemeGen generates Swift for Apple's platforms, so it reads
/// them as that build does: the base (`Global`, `Base`, `Core`, `Common`, `Shared`, `Cross-platform`) and the
/// Apple platform (`iOS`, `macOS`, `Apple`, …) are in every theme, and the other platforms are left out.
struct TokensStudioPlatforms {
    /// The themes in every ThemeGen theme: the base and the Apple platform.
    let included: [TokensStudioThemes.Theme]
    /// The note that says what was read so.
    let note: String

    /// The reading of `themes`, or `nil` unless every one is a base or a platform and one is Apple's.
    init?(_ themes: [TokensStudioThemes.Theme]) {
        var bases: [TokensStudioThemes.Theme] = []
        var apple: [TokensStudioThemes.Theme] = []
        var others: [TokensStudioThemes.Theme] = []
        for theme in themes {
            let folded = String(theme.name.lowercased().filter { $0.isLetter })
            if Self.baseNames.contains(folded) {
                bases.append(theme)
            } else if Self.applePlatforms.contains(folded) {
                apple.append(theme)
            } else if Self.otherPlatforms.contains(folded) {
                others.append(theme)
            } else {
                return nil
            }
        }
        guard let platform = apple.first, apple.count == 1 else { return nil }
        included = bases + [platform]
        let left = others.map { "\(quoted: $0.name)" }.joined(separator: ", ")
        note =
            "the Tokens Studio themes without a group are read as a platform build reads them: "
            + (bases.map { "\(quoted: $0.name)" } + ["\(quoted: platform.name)"]).joined(separator: " and ")
            + " in every theme, with the appearances" + (others.isEmpty ? "" : "; \(left), for other platforms, \(others.count == 1 ? "is" : "are") left out")
    }

    private static let baseNames: Set<String> = ["global", "base", "core", "common", "shared", "crossplatform", "foundation"]
    private static let applePlatforms: Set<String> = ["ios", "ipados", "macos", "apple", "tvos", "watchos", "visionos", "swift", "swiftui", "uikit"]
    private static let otherPlatforms: Set<String> = ["android", "web", "windows", "compose", "flutter", "css", "kotlin"]
}
