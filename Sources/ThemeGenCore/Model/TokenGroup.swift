/// The groups of values a theme defines; every theme of a set defines the same keys in each.
public enum TokenGroup: String, Hashable, Sendable, CaseIterable {
    case colors, fonts, numbers, dimensions, insets, shadows, gradients, durations, booleans, strings, values

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
        case .booleans: "boolean"
        case .strings: "string"
        case .values: "value"
        }
    }
}
