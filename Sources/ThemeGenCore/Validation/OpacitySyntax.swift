/// An opacity as theme files and design tokens write it — a number from 0 to 1, or a percentage in a
/// string (`"50%"`, as Tokens Studio writes one) — with the messages for one that is not: the one rule
/// `ThemeFileDecoder` and `DesignTokenValueDecoder` share.
enum OpacitySyntax {
    /// The opacity `text` stands for (`"50%"`, `"0.5"`), not yet checked against the range; `nil` when
    /// it is neither a percentage nor a number.
    static func parse(_ text: String) -> Double? {
        CSSNumber.percentage(text) ?? CSSNumber.parse(text)
    }

    /// Why `text` is not an opacity, `what` naming the value.
    static func notAnOpacity(_ text: String, _ what: String) -> String {
        "\(what) must be a number from 0 to 1 or a percentage, not \(quoted: Excerpt.of(text))"
    }

    /// Why `value` is not an opacity, or `nil` when it is one.
    static func problem(with value: Double, _ what: @autoclosure () -> String) -> String? {
        guard !ValueRanges.opacity.contains(value) else { return nil }
        return "\(what()) must be from 0 to 1 (0% to 100%), not \(NumberText.plain(value))"
    }
}
