/// Counted nouns in messages and summaries: `1 file`, `2 files`.
public enum CountText {
    /// `number` and `noun`, with an `s` unless `number` is 1.
    public static func of(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The first `shown` of `items`, and how many more there are: `a, b, c and 4 more`.
    public static func listing(_ items: [String], shown: Int) -> String {
        items.prefix(shown).joined(separator: ", ") + (items.count > shown ? " and \(items.count - shown) more" : "")
    }
}
