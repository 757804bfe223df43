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

    /// What a value mapping of `group` looks like, for messages.
    static func valueForms(of group: TokenGroup) -> String {
        group.descriptor.valueForms
    }

    static func role(of entries: [Node.Entry], in group: TokenGroup) -> Role {
        let fields = group.descriptor.mappingFields
        guard let field = entries.first(where: { fields.contains($0.key) }) else { return .group }
        // Another key next to a field is a misspelt field (`drak`, `wieght`), reported as an unknown key
        // by the value's decoder, unless it holds a mapping: that shows a nested group was meant.
        guard let member = entries.first(where: { !fields.contains($0.key) && $0.value.entries != nil }) else { return .value }
        return .ambiguous(field: field, member: member)
    }
}
