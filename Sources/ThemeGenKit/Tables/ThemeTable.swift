/// A generated table's values in order: every theme's, theme by theme, keys in key order. A table is
/// text, one entry per line with its key after `//`, read once, when it is first used: swiftc compiles a
/// string literal of any size almost for free, where every element of an array literal costs it time.
public nonisolated struct ThemeTable<Value: Sendable>: Sendable {
    /// The values, one from each entry.
    public let values: [Value]

    /// The table whose text is `table`, one value from each entry.
    public init(_ table: String, value: (TableEntry) -> Value) {
        values = TableEntry.entries(table).map(value)
    }

    /// The table whose text is `table`, one value from the rows of each theme: each theme's rows come
    /// after a `theme` row, in theme order.
    public init(themeRows table: String, value: ([TableEntry]) -> Value) {
        var themes: [[TableEntry]] = []
        for entry in TableEntry.entries(table) {
            if entry.take("theme") {
                themes.append([])
            } else if themes.isEmpty {
                entry.damaged("a row comes before the first theme")
            } else {
                themes[themes.count - 1].append(entry)
            }
        }
        values = themes.map(value)
    }
}
