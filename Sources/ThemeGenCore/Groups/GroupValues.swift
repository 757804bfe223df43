/// Each group's keys and values read the same way, whatever the values' type, as the comparison
/// (`themegen diff`) and the preview (`themegen preview`) read them: made from the groups' descriptors.
struct GroupValues {
    /// What the comparison needs of a theme's token besides its value.
    struct Entry {
        let key: String
        let location: SourceLocation
        let inheritedFrom: String?
        let references: [KeyReference]
    }

    let group: TokenGroup
    /// The set's keys of the group, in order.
    let keys: (ThemeSet) -> [String]
    /// The theme's tokens of the group, in the set's key order.
    let entries: (Theme) -> [Entry]
    /// The described values of the tokens at the indices of each theme, when the two values differ: in
    /// 8-bit colours as people read them, or precisely when those would read the same.
    let changedValue: (_ old: Theme, _ oldIndex: Int, _ new: Theme, _ newIndex: Int) -> (old: String, new: String)?
    /// The HTML that shows the token at an index of a theme, its swatches labelled with `label`.
    let preview: (_ theme: Theme, _ index: Int, _ label: String) -> String
    /// The token at an index of a theme as `themegen diff` describes it, in 8-bit colours.
    let described: (_ theme: Theme, _ index: Int) -> String

    static var all: [GroupValues] {
        ValueGroups.all.map { make($0) }
    }

    private static func make(_ group: some AnyValueGroup) -> GroupValues {
        let descriptor = group.descriptor
        let tokens = descriptor.tokens
        let describe = descriptor.describe
        return GroupValues(
            group: descriptor.group,
            keys: { $0.keys(of: descriptor.group).map(\.key) },
            entries: { theme in
                theme.tokens[keyPath: tokens].map { Entry(key: $0.key, location: $0.location, inheritedFrom: $0.inheritedFrom, references: $0.references) }
            },
            changedValue: { old, oldIndex, new, newIndex in
                let before = old.tokens[keyPath: tokens][oldIndex].value
                let after = new.tokens[keyPath: tokens][newIndex].value
                guard before != after else { return nil }
                let texts = (describe(before, false), describe(after, false))
                return texts.0 == texts.1 ? (describe(before, true), describe(after, true)) : texts
            },
            preview: { theme, index, label in descriptor.preview(theme.tokens[keyPath: tokens][index].value, label) },
            described: { theme, index in describe(theme.tokens[keyPath: tokens][index].value, false) })
    }
}
