/// A group's keys as written in the theme files, in table order, and each one's column: read from the
/// text of its names (one a line, percent-encoded) at first use.
public nonisolated struct KeyNames: Sendable {
    /// The keys, in table order.
    public let names: [String]
    /// Each key's column.
    public let columns: [String: Int]

    /// The names of the table `table`.
    public init(_ table: String) {
        names = TableEntry.entries(table).map { $0.text() }
        var columns: [String: Int] = [:]
        for (column, name) in names.enumerated() {
            columns[name] = column
        }
        self.columns = columns
    }
}
