/// One generated token of a theme while its appearances are resolved one after another: what the default
/// appearance gave it, and what each other appearance has added. It holds no token of the files (only
/// the strings and paths it shares with them), so that an appearance's files and resolution can be freed
/// as soon as that appearance is done.
struct ThemeTokenDraft {
    /// What the other appearances still change about the token's value.
    enum Variants {
        /// A colour, with the variants of the appearances added so far.
        case color(AppearanceColor)
        /// A shadow's or gradient's colours in each appearance context.
        case composite(CompositeVariants)
        /// A value without variants, and the default appearance's resolved value: another appearance's
        /// value read from the same place is the same value, and is not decoded again.
        case single(Node)
        /// Nothing: a shadow or gradient without colours, or one another appearance changes in more than
        /// its colours (reported; the default appearance's value is used).
        case settled
        /// Left out: its value in another appearance does not decode (reported).
        case dropped
    }

    /// Its group's path and its name, the token's identity in every appearance's set.
    let path: TokenPath
    /// Where its name is written in the default appearance.
    let location: SourceLocation
    /// The format it was written in: its values in every appearance are read so.
    let dialect: DesignToken.Dialect
    let type: DesignTokenType
    let placement: DesignTokenKeys.Placement
    let documentation: KeyDocumentation?
    /// Its value in the default appearance (for a colour: the light one; `variants` has the others).
    let value: DeclaredValue
    var variants: Variants

    /// The draft of `token`, whose value in the default appearance is `value`, of the resolved type `type`.
    init(_ token: DesignToken, type: DesignTokenType, placement: DesignTokenKeys.Placement, value: DeclaredValue, variants: Variants) {
        path = token.tokenPath
        location = token.location
        dialect = token.dialect
        self.type = type
        self.placement = placement
        documentation =
            token.description == nil && token.deprecated == nil
            ? nil : KeyDocumentation(summary: token.description, deprecationMessage: token.deprecated)
        self.value = value
        self.variants = variants
    }

    /// `#/color/brand/primary`, for messages.
    var pointer: String { path.pointer }

    /// The value the theme declares: a colour with its variants, a shadow or gradient whose colours have
    /// theirs, any other value as the default appearance has it; `nil` when the token is left out.
    var declaredValue: DeclaredValue? {
        switch variants {
        case .color(let color): return .color(.concrete(color.color))
        case .composite(let composite): return composite.merged
        case .single, .settled: return value
        case .dropped: return nil
        }
    }
}
