/// What the preview's sample screen draws each part with, taken from one theme by one rule: the theme's
/// `appearance` setting for the part when it has one, else the key of the first of the part's names the
/// theme has (the whole key, case aside: `text.primary`, not any key ending in `primary`), else the
/// platform's default. Each role says where its value came from, for the legend under the screen.
/// The names are a convention ThemeGen reads, not a schema the themes declare: docs/Preview.md lists them.
struct PreviewScreenRoles {
    /// Where a role's value came from: `appearance tint`, `colors.accent`, or the default.
    enum Source: Equatable {
        case appearance(AppearanceSetting)
        case key(KeyReference)
        case platformDefault

        var description: String {
            switch self {
            case .appearance(let setting): "appearance \(setting.rawValue)"
            case .key(let key): key.description
            case .platformDefault: "default"
            }
        }
    }

    struct Role<Value> {
        let name: String
        let value: Value
        let source: Source
    }

    /// The colour parts of the screen, in the legend's order.
    enum ColorPart: String, CaseIterable {
        case background, text
        case secondaryText = "secondary text"
        case accent
        case onAccent = "text on accent"
        case separator, card
        case navigationBar = "navigation bar"
        case navigationTitle = "navigation title"
        case button = "primary button"
        case buttonTitle = "primary button title"

        /// The `appearance` setting that styles the part, if any.
        var setting: AppearanceSetting? {
            switch self {
            case .background: .tableViewBackground
            case .accent: .tint
            case .separator: .tableViewSeparator
            case .card: .cellBackground
            case .navigationBar: .navigationBarBackground
            case .navigationTitle: .navigationBarTitle
            default: nil
            }
        }

        /// The keys that give the part, most telling first.
        var names: [String] {
            switch self {
            case .background: ["background", "backgroundColor", "surface.background", "background.primary", "background.default", "bg"]
            case .text: ["text", "text.primary", "label", "foreground", "primary", "textPrimary", "text.default", "onBackground", "onSurface"]
            case .secondaryText: ["secondary", "text.secondary", "textSecondary", "secondaryText", "secondaryLabel", "text.muted", "muted", "subtle"]
            case .accent: ["accent", "brand.accent", "brand.primary", "tint", "brand", "interactive", "link"]
            case .onAccent: ["onAccent", "brand.onPrimary", "onPrimary", "onBrand", "accent.foreground"]
            case .separator: ["separator", "divider", "border", "separator.default", "border.default"]
            case .card: ["card", "card.background", "surface.raised", "surface", "cardBackground", "cell.background", "cellBackground", "collectionBackground"]
            case .navigationBar: ["navigationBar", "navigationBar.background", "navigationBarBackground", "header", "header.background", "headerBackground", "sectionHeaderBackground"]
            case .navigationTitle: ["navigationBar.title", "navigationBarTitle", "navigationTitle", "header.title", "headerTitle", "sectionHeaderTitle"]
            case .button: ["button.primary.background", "button.background", "buttonBackground", "primaryButton"]
            case .buttonTitle: ["button.primary.title", "button.primary.text", "button.title", "buttonTitle", "buttonText"]
            }
        }
    }

    /// The font parts of the screen.
    enum FontPart: String, CaseIterable {
        case title, body, caption

        var setting: AppearanceSetting? { self == .title ? .navigationBarTitleFont : nil }

        var names: [String] {
            switch self {
            case .title: ["title", "headline", "heading", "largeTitle", "sectionHeaderTitle", "h1", "display"]
            case .body: ["body", "bodyText", "body.regular", "text", "regular"]
            case .caption: ["caption", "footnote", "small", "caption1"]
            }
        }

        /// The system font the platform would use.
        var platformDefault: ThemeFont {
            switch self {
            case .title: ThemeFont(typeface: .system, weight: .semibold, size: 17)
            case .body: ThemeFont(typeface: .system, weight: .regular, size: 17)
            case .caption: ThemeFont(typeface: .system, weight: .regular, size: 12)
            }
        }
    }

    let theme: Theme

    /// The card's corner radius when the theme names none.
    static let defaultCornerRadius = 12.0

    init(_ theme: Theme) {
        self.theme = theme
    }

    func color(_ part: ColorPart) -> Role<ThemeColor> {
        if let setting = part.setting, let color = theme.appearance.colors[setting] {
            return Role(name: part.rawValue, value: color, source: .appearance(setting))
        }
        if let token = Self.first(theme.tokens.colors, named: part.names) {
            return Role(name: part.rawValue, value: token.value, source: .key(KeyReference(group: .colors, key: token.key)))
        }
        return Role(name: part.rawValue, value: platformDefault(part), source: .platformDefault)
    }

    func font(_ part: FontPart) -> Role<ThemeFont> {
        let name = "\(part.rawValue) font"
        if let setting = part.setting, let font = theme.appearance.fonts[setting] {
            return Role(name: name, value: font, source: .appearance(setting))
        }
        if let token = Self.first(theme.tokens.fonts, named: part.names) {
            return Role(name: name, value: token.value, source: .key(KeyReference(group: .fonts, key: token.key)))
        }
        return Role(name: name, value: part.platformDefault, source: .platformDefault)
    }

    /// The card's shadow: one named for cards or elevation, else the theme's first; `nil` when it has none.
    var shadow: Role<Shadow>? {
        (Self.first(theme.tokens.shadows, named: ["card", "card.shadow", "cardShadow", "elevation", "elevation.low", "raised", "shadow"])
            ?? theme.tokens.shadows.first)
            .map { Role(name: "card shadow", value: $0.value, source: .key(KeyReference(group: .shadows, key: $0.key))) }
    }

    var cornerRadius: Role<Double> {
        guard let radius = Self.first(theme.tokens.dimensions, named: ["cornerRadius", "card.radius", "cardRadius", "radius", "radius.m", "radius.medium", "corner"]) else {
            return Role(name: "corner radius", value: Self.defaultCornerRadius, source: .platformDefault)
        }
        return Role(name: "corner radius", value: radius.value, source: .key(KeyReference(group: .dimensions, key: radius.key)))
    }

    /// The theme's first gradient, drawn as the screen's banner; `nil` when it has none.
    var gradient: Role<Gradient>? {
        theme.tokens.gradients.first.map { Role(name: "gradient", value: $0.value, source: .key(KeyReference(group: .gradients, key: $0.key))) }
    }

    /// Every role, for the legend: colours, fonts, then the card and the gradient.
    var legend: [(name: String, source: Source)] {
        var entries = ColorPart.allCases.map { part in color(part) }.map { ($0.name, $0.source) }
        entries += FontPart.allCases.map { part in font(part) }.map { ($0.name, $0.source) }
        entries.append(("card shadow", shadow?.source ?? .platformDefault))
        entries.append((cornerRadius.name, cornerRadius.source))
        if let gradient { entries.append((gradient.name, gradient.source)) }
        return entries
    }

    /// The token whose key is the first of `names` the theme has, case aside.
    private static func first<Value>(_ tokens: [Token<Value>], named names: [String]) -> Token<Value>? {
        var byKey: [String: Token<Value>] = [:]
        for token in tokens where byKey[token.key.lowercased()] == nil {
            byKey[token.key.lowercased()] = token
        }
        return names.lazy.compactMap { byKey[$0.lowercased()] }.first
    }

    /// What the platform draws a part with when the theme says nothing: its system colour for the part
    /// (`SystemColorName.fallback`, iOS's documented values), and for the rest the part it sits on.
    private func platformDefault(_ part: ColorPart) -> ThemeColor {
        switch part {
        case .background: SystemColorName.systemBackground.fallback
        case .text: SystemColorName.label.fallback
        case .secondaryText: SystemColorName.secondaryLabel.fallback
        case .separator: SystemColorName.separator.fallback
        case .accent: SystemColorName.systemBlue.fallback
        case .onAccent: Self.readable(on: color(.accent).value)
        case .card, .navigationBar: color(.background).value
        case .navigationTitle: color(.text).value
        case .button: color(.accent).value
        case .buttonTitle: color(.onAccent).value
        }
    }

    /// Black or white, whichever contrasts more with `color`, appearance by appearance.
    private static func readable(on color: ThemeColor) -> ThemeColor {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let black = RGBA(red: 0, green: 0, blue: 0)
        func best(_ background: RGBA) -> RGBA {
            Contrast.ratio(of: white, on: background, over: white) >= Contrast.ratio(of: black, on: background, over: white) ? white : black
        }
        return ThemeColor(light: best(color.light), dark: color.dark.map(best))
    }
}
