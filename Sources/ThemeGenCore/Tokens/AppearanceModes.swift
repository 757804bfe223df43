/// A set of modes (a resolver modifier's contexts, a Tokens Studio group's themes) read as appearances:
/// which mode is each theme's light, dark and high-contrast appearance. A mode that is only an appearance
/// (`light`, `Dark HC`) is one of every theme's; one that is a theme's (`brand-a-light`, `dark-dimmed`)
/// is that theme's, and a theme that lacks an appearance takes the plain one (`dimmed`, with only
/// `dark-dimmed`, is light in `light`).
struct AppearanceModes {
    /// A mode and what its name says.
    struct Mode {
        let name: String
        let location: SourceLocation
        let reading: AppearanceName
    }

    /// The modes read as appearances.
    let modes: [Mode]
    /// The modes that name no appearance, left out (reported by the caller).
    let unread: [(name: String, location: SourceLocation)]
    /// The modes that name an appearance an earlier mode names (`Dark` after `dark`), each with that
    /// earlier one, which is used: left out (reported by the caller, `repeatedMessage`).
    let repeated: [(mode: Mode, earlier: Mode)]

    /// The themes the modes are appearances of, in the order their names first come: `nil` (every
    /// theme's plain appearances) first when there are plain ones.
    var themes: [String?] {
        var themes: [String?] = modes.contains { $0.reading.theme == nil } ? [nil] : []
        for mode in modes {
            if let theme = mode.reading.theme, !themes.contains(theme) { themes.append(theme) }
        }
        return themes
    }

    /// Reads `modes` by `reading` (the configuration's mapping, else `AppearanceName`): `nil` when they
    /// are not appearances — fewer than a light and a dark, or, unless every mode is read, no plain light
    /// and dark that the unread ones could be beside.
    init?(_ candidates: [(name: String, location: SourceLocation)], reading: (String) -> AppearanceName?) {
        var modes: [Mode] = []
        var unread: [(String, SourceLocation)] = []
        var repeated: [(Mode, Mode)] = []
        for candidate in candidates {
            guard let name = reading(candidate.name) else {
                unread.append(candidate)
                continue
            }
            let mode = Mode(name: candidate.name, location: candidate.location, reading: name)
            if let earlier = modes.first(where: { $0.reading == name }) { repeated.append((mode, earlier)) } else { modes.append(mode) }
        }
        let appearances = Set(modes.filter { unread.isEmpty || $0.reading.theme == nil }.map(\.reading.appearance))
        guard appearances.contains("light"), appearances.contains("dark") else { return nil }
        self.modes = modes
        self.unread = unread
        self.repeated = repeated
    }

    /// The mode that is `theme`'s `appearance`: its own, else the plain one; `nil` when there is neither.
    func mode(theme: String?, appearance: String) -> Mode? {
        modes.first { $0.reading.theme == theme && $0.reading.appearance == appearance }
            ?? modes.first { $0.reading.theme == nil && $0.reading.appearance == appearance }
    }

    /// The warning for a mode left out because an earlier one names the same appearance, with the mapping
    /// that chooses it instead.
    static func repeatedMessage(_ mode: Mode, earlier: Mode, in what: String) -> String {
        let appearance = mode.reading.theme.map { "the \(mode.reading.appearance) appearance of \(quoted: $0)" } ?? "the \(mode.reading.appearance) appearance"
        return "\(what) \(quoted: mode.name) names \(appearance), as \(quoted: earlier.name) before it does; it is left out and \(quoted: earlier.name) is used. To use it instead, map the appearances in themegen.yml: tokens: { appearances: { \(mode.reading.appearance): \"\(Excerpt.of(mode.name))\" } }"
    }

    /// The warning for a mode that names no appearance beside others that do, with the mapping to write.
    static func unreadMessage(_ name: String, in what: String) -> String {
        "\(what) \(quoted: name) names no appearance ThemeGen knows (light, dark, their high-contrast forms, or a theme's, such as 'brand-light'), so it is left out; to read it as one, map it in themegen.yml: tokens: { appearances: { dark: \"\(Excerpt.of(name))\" } }"
    }
}

extension TokenModifierRoles {
    /// What a mode's name says: as `themegen.yml`'s `tokens.appearances` maps it, else by `AppearanceName`.
    func appearance(ofMode name: String) -> AppearanceName? {
        if let mapped = appearances.first(where: { $0.value.value == name }) { return AppearanceName(appearance: mapped.key, theme: nil) }
        // Once the configuration maps appearances, they are what it says: other names are no appearance.
        guard appearances.isEmpty else { return nil }
        return AppearanceName(name)
    }
}
