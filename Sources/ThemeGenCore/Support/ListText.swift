/// Lists in words, for messages and reports.
enum ListText {
    /// `a`, `a and b`, `a, b and c`.
    static func and(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
