/// A theme's `appearance` settings with concrete values: colours and fonts written out are evaluated as
/// the theme's own are (fonts with its typography), references follow the theme's colours and fonts, and
/// problems are reported at the setting through those groups' resolvers.
enum AppearanceResolution {
    static func resolve(
        _ declaration: ThemeDeclaration, colors: ReferenceResolver<ThemeColor>, fonts: ReferenceResolver<ThemeFont>,
        font evaluate: ReferenceResolver<ThemeFont>.Evaluate
    ) -> ThemeAppearance {
        var appearance = ThemeAppearance()
        for (setting, written) in declaration.appearance {
            let place = TokenDeclaration(key: "appearance.\(setting.rawValue)", location: written.location, value: .invalid)
            switch written.value {
            case .color(let source):
                appearance.colors[setting] = TokenEvaluation.resolve(source, colors: colors, in: place)
            case .font(.reference(let reference)):
                appearance.fonts[setting] = fonts.follow(reference)
            case .font(.declared(let font)):
                appearance.fonts[setting] = evaluate(TokenDeclaration(key: place.key, location: place.location, value: .font(font)), fonts)
            case .statusBar(let style):
                appearance.statusBar = style
            }
        }
        return appearance
    }
}
