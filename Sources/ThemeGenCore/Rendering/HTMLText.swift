/// Text from inputs made safe in HTML, as element content and as a double-quoted attribute value alike:
/// `&`, `<`, `>`, `"` and `'` become character references, and invisible or control characters are
/// shown escaped (`\u{202E}`) as everywhere else ThemeGen prints input text.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in VisibleText.escaped(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
