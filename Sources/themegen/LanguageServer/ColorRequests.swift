import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Swatches and pickers: `textDocument/documentColor` lists the colours the file writes
/// (`ColorLiterals`); `textDocument/colorPresentation` writes a picked colour as a theme file does.
enum ColorRequests {
    /// The file's colours with their ranges, in sRGB components from 0 to 1.
    static func documentColors(path: String, text: String) -> JSONValue {
        let document = DocumentText(text)
        let literals = ColorLiterals.find(in: SourceFile(path: path, contents: Data(text.utf8)))
        return .array(
            literals.map { literal in
                .object([
                    "range": document.range(line: literal.location.line, column: literal.location.column, length: literal.length),
                    "color": .object([
                        "red": .number(literal.color.red), "green": .number(literal.color.green), "blue": .number(literal.color.blue),
                        "alpha": .number(literal.color.alpha),
                    ]),
                ])
            })
    }

    /// The picked colour as `"#RRGGBB"` (or `#RRGGBBAA`), replacing the range in the quotes it had (double
    /// quotes when it had none: YAML reads an unquoted `#` as a comment); `nil` for a colour or range that
    /// is not one.
    static func presentations(_ params: JSONValue?, in text: DocumentText) -> JSONValue? {
        let color = params?["color"]
        guard let red = color?["red"]?.number, let green = color?["green"]?.number, let blue = color?["blue"]?.number,
            let alpha = color?["alpha"]?.number, let range = params?["range"], let start = text.place(of: range["start"]),
            text.place(of: range["end"]) != nil, [red, green, blue, alpha].allSatisfy(\.isFinite)
        else { return nil }
        let hex = ColorLiterals.text(of: RGBA(red: red, green: green, blue: blue, alpha: alpha))
        let first = text.lines[start.line - 1].dropFirst(start.column - 1).first
        let quote = first == "'" ? "'" : "\""
        return .array([.object(["label": .string(hex), "textEdit": .object(["range": range, "newText": .string(quote + hex + quote)])])])
    }
}
