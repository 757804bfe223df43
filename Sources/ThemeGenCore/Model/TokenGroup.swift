/// The groups of values a theme defines; every theme of a set defines the same keys in each. What each
/// group is — how its values are read, resolved and generated — is its descriptor (`ValueGroups`).
public enum TokenGroup: String, Hashable, Sendable, CaseIterable {
    case colors, fonts, numbers, dimensions, insets, shadows, gradients, durations, opacities, booleans, strings, values

    /// "a color", "an inset".
    public var nounWithArticle: String {
        (noun.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + noun
    }

    /// The singular noun for messages ("a color").
    public var noun: String {
        descriptor.noun
    }
}
