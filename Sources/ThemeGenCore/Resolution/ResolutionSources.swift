/// The values of one theme that other groups' values are made from — colours (in shadows and gradients),
/// numbers and dimensions (lengths in fonts, insets, shadows and gradients) and fonts (in the
/// appearance) — resolved first, so that every group reads them resolved (`ValueGroup.resolve`).
struct ResolutionSources {
    let colors: ReferenceResolver<ThemeColor>
    let lengths: TokenEvaluation.LengthSources
    let fonts: ReferenceResolver<ThemeFont>
    /// How the theme's fonts are evaluated, which the appearance's fonts are too.
    let font: ReferenceResolver<ThemeFont>.Evaluate

    /// The sources of `theme`, resolved: numbers and dimensions, then colours, then fonts, whose sizes
    /// may refer to numbers and dimensions.
    init(_ theme: ThemeDeclaration) {
        let tokens = { (group: TokenGroup) in theme.tokens[group] ?? [] }
        let numbers = ReferenceResolver(group: .numbers, declarations: tokens(.numbers), evaluate: TokenEvaluation.number)
        let dimensions = ReferenceResolver(group: .dimensions, declarations: tokens(.dimensions), evaluate: TokenEvaluation.number)
        lengths = TokenEvaluation.LengthSources(numbers: numbers, dimensions: dimensions)
        colors = ReferenceResolver(group: .colors, declarations: tokens(.colors), evaluate: TokenEvaluation.color)
        font = TokenEvaluation.font(theme.typography, lengths: lengths)
        fonts = ReferenceResolver(group: .fonts, declarations: tokens(.fonts), evaluate: font)
        numbers.resolveAll()
        dimensions.resolveAll()
        colors.resolveAll()
        fonts.resolveAll()
    }
}
