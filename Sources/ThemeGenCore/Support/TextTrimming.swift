extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingBlanks: String {
        let isBlank = { (character: Character) in character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n" }
        return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
