/// The groups of values a theme defines, by name; every theme of a set defines the same keys in each.
/// What each group is — how its values are read, resolved and generated — is its descriptor
/// (`ValueGroups`, in Groups/, which the stages use; the model does not).
public enum TokenGroup: String, Hashable, Sendable, CaseIterable {
    case colors, fonts, numbers, dimensions, insets, shadows, gradients, durations, opacities, booleans, strings, values

    /// "a color", "an inset".
    public var nounWithArticle: String {
        (noun.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + noun
    }

    /// The singular noun for messages ("a color").
    public var noun: String {
        switch self {
        case .colors: "color"
        case .fonts: "font"
        case .numbers: "number"
        case .dimensions: "dimension"
        case .insets: "inset"
        case .shadows: "shadow"
        case .gradients: "gradient"
        case .durations: "duration"
        case .opacities: "opacity"
        case .booleans: "boolean"
        case .strings: "string"
        case .values: "value"
        }
    }

    /// `{colors.key}`: how a theme file refers to `key` of this group.
    func reference(to key: String) -> String {
        "{\(rawValue).\(key)}"
    }
}
