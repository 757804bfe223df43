/// Counted nouns in messages and summaries: `1 file`, `2 files`.
public enum CountText {
    /// `number` and `noun`, with an `s` unless `number` is 1.
    public static func of(_ number: Int, _ noun: String) -> String {
        of(number, noun, plural: noun + "s")
    }

    /// `number` and `noun`, or `plural` unless `number` is 1 (`opacity`, `opacities`).
    public static func of(_ number: Int, _ noun: String, plural: String) -> String {
        "\(number) \(number == 1 ? noun : plural)"
    }

    /// The first `shown` of `items`, and how many more there are: `a, b, c and 4 more`.
    public static func listing(_ items: [String], shown: Int) -> String {
        items.prefix(shown).joined(separator: ", ") + (items.count > shown ? " and \(items.count - shown) more" : "")
    }
}
