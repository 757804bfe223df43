/// Whether a mapping inside a group is a value or a nested group: the one rule, decided by the mapping's
/// keys and never guessed (docs/ThemeFormat.md, "Nested groups").
///
/// A colour mapping is a value when it has a variant (`light`, `dark`) or component (`red`, `green`,
/// `blue`, `alpha`) key; a font mapping when it has a font field (`weight`, `size`, `textStyle`, `name`).
/// Those names are reserved in their group: they never name a member. A mapping with none of them is a
/// nested group; one with a field and a member that is itself a mapping is ambiguous, an error. Numbers and values are never mappings,
/// so a mapping there is always a group.
enum TokenMapping {
    enum Role {
        case value
        case group
        /// A field of the value and a member of a group side by side.
        case ambiguous(field: Node.Entry, member: Node.Entry)
    }

    /// The keys that make a mapping a value of `group`.
    static func fields(of group: TokenGroup) -> [String] {
        switch group {
        case .colors: ThemeFileDecoder.variantKeys + ThemeFileDecoder.componentKeys + ThemeFileDecoder.modifierKeys + ["weight"]
        case .fonts: ThemeFileDecoder.fontKeys
        case .insets: ThemeFileDecoder.insetKeys
        case .shadows: ThemeFileDecoder.shadowKeys
        case .gradients: ThemeFileDecoder.gradientKeys
        case .numbers, .dimensions, .durations, .booleans, .strings, .values: []
        }
    }

    /// What a value mapping of `group` looks like, for messages.
    static func valueForms(of group: TokenGroup) -> String {
        switch group {
        case .colors: "a color ({ light, dark }, { red, green, blue, alpha }, { ref, alpha } or { mix, weight })"
        case .fonts: "a font ({ weight, size, textStyle } or { name, size })"
        case .numbers: "a number"
        case .dimensions: "a dimension"
        case .insets: "insets ({ top, leading, bottom, trailing })"
        case .shadows: "a shadow ({ color, x, y, blur, spread })"
        case .gradients: "a gradient ({ type, angle, stops, … })"
        case .durations: "a duration"
        case .booleans: "a boolean"
        case .strings: "a string"
        case .values: "a value"
        }
    }

    static func role(of entries: [Node.Entry], in group: TokenGroup) -> Role {
        let fields = fields(of: group)
        guard let field = entries.first(where: { fields.contains($0.key) }) else { return .group }
        // Another key next to a field is a misspelt field (`drak`, `wieght`), reported as an unknown key
        // by the value's decoder, unless it holds a mapping: that shows a nested group was meant.
        guard let member = entries.first(where: { !fields.contains($0.key) && $0.value.entries != nil }) else { return .value }
        return .ambiguous(field: field, member: member)
    }
}
