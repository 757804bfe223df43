extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingBlanks: String {
        let isBlank = { (character: Character) in character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n" }
        // Found from both ends, then cut once: most texts have nothing to trim, and are returned as they are.
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        if first == startIndex, index(after: last) == endIndex { return self }
        return String(self[first...last])
    }
}
