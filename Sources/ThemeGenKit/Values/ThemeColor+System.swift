extension ThemeColor {
    /// A platform colour a value stands for, with the alpha to give it.
    public nonisolated struct System: Hashable, Sendable {
        /// The platform colours ThemeGen refers to; the raw value is the name on `UIColor`.
        public enum Name: String, Hashable, Sendable, CaseIterable {
            case label
            case secondaryLabel
            case tertiaryLabel
            case quaternaryLabel
            case link
            case placeholderText
            case separator
            case opaqueSeparator
            case systemBackground
            case secondarySystemBackground
            case tertiarySystemBackground
            case systemGroupedBackground
            case secondarySystemGroupedBackground
            case tertiarySystemGroupedBackground
            case systemFill
            case secondarySystemFill
            case tertiarySystemFill
            case quaternarySystemFill
            case systemRed
            case systemOrange
            case systemYellow
            case systemGreen
            case systemMint
            case systemTeal
            case systemCyan
            case systemBlue
            case systemIndigo
            case systemPurple
            case systemPink
            case systemBrown
            case systemGray
            case systemGray2
            case systemGray3
            case systemGray4
            case systemGray5
            case systemGray6
        }

        public let name: Name
        public let alpha: Double

        /// The platform colour `name` at `alpha`.
        public init(name: Name, alpha: Double = 1) {
            self.name = name
            self.alpha = alpha
        }
    }
}
