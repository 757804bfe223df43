/// Each group's keys and values read the same way, whatever the values' type: the one table of which
/// `ThemeSet` and `Theme` member holds which group, how its values are described (for `themegen diff`)
/// and drawn (for `themegen preview`).
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

    static var all: [GroupValues] {
        [
            make(.colors, \.colorKeys, \.colors, ValueDescription.color, PreviewCells.color),
            make(.fonts, \.fontKeys, \.fonts, { font, _ in ValueDescription.font(font) }, PreviewCells.font),
            make(.numbers, \.numberKeys, \.numbers, { number, _ in ValueDescription.number(number) }, { number, _ in PreviewCells.text(ValueDescription.number(number)) }),
            make(.dimensions, \.dimensionKeys, \.dimensions, { points, _ in ValueDescription.dimension(points) }, PreviewCells.dimension),
            make(.insets, \.insetKeys, \.insets, { insets, _ in ValueDescription.insets(insets) }, PreviewCells.insets),
            make(.shadows, \.shadowKeys, \.shadows, ValueDescription.shadow, PreviewCells.shadow),
            make(.gradients, \.gradientKeys, \.gradients, ValueDescription.gradient, PreviewCells.gradient),
            make(.durations, \.durationKeys, \.durations, { seconds, _ in ValueDescription.duration(seconds) }, { seconds, _ in PreviewCells.text(ValueDescription.duration(seconds)) }),
            make(.booleans, \.booleanKeys, \.booleans, { value, _ in ValueDescription.boolean(value) }, { value, _ in PreviewCells.text(ValueDescription.boolean(value)) }),
            make(.strings, \.stringKeys, \.strings, { text, _ in ValueDescription.string(text) }, { text, _ in PreviewCells.text(text) }),
            make(.values, { $0.valueTypes.map(\.key) }, \.values, { text, _ in ValueDescription.string(text) }, { text, _ in PreviewCells.text(text) }),
        ]
    }

    private static func make<Value>(
        _ group: TokenGroup, _ keys: @escaping (ThemeSet) -> [TokenKey], _ tokens: KeyPath<Theme, [Token<Value>]>,
        _ describe: @escaping (Value, _ precise: Bool) -> String,
        _ preview: @escaping (Value, _ label: String) -> String
    ) -> GroupValues {
        GroupValues(
            group: group,
            keys: { keys($0).map(\.key) },
            entries: { theme in
                theme[keyPath: tokens].map { Entry(key: $0.key, location: $0.location, inheritedFrom: $0.inheritedFrom, references: $0.references) }
            },
            changedValue: { old, oldIndex, new, newIndex in
                let before = old[keyPath: tokens][oldIndex].value
                let after = new[keyPath: tokens][newIndex].value
                guard before != after else { return nil }
                let texts = (describe(before, false), describe(after, false))
                return texts.0 == texts.1 ? (describe(before, true), describe(after, true)) : texts
            },
            preview: { theme, index, label in preview(theme[keyPath: tokens][index].value, label) })
    }

    private static func make<Value>(
        _ group: TokenGroup, _ keys: KeyPath<ThemeSet, [TokenKey]>, _ tokens: KeyPath<Theme, [Token<Value>]>,
        _ describe: @escaping (Value, _ precise: Bool) -> String,
        _ preview: @escaping (Value, _ label: String) -> String
    ) -> GroupValues {
        make(group, { $0[keyPath: keys] }, tokens, describe, preview)
    }
}
