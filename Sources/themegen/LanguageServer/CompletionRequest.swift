import ThemeGenCore

/// Completion: every key of the set inside `{…}` of a theme file (with its value in the default theme); theme names after
/// `extends:`; the weights after `weight:`, the text styles after `textStyle:`; the system colour names
/// where a colour key's value or a variant (`light:`, `dark:`, …) is being written. In a token document:
/// every token's path inside an alias's `{…}`, the types after `"$type":`, the units after `"unit":` and
/// DTCG's weight names after `"fontWeight":`.
enum CompletionRequest {
    /// The completion list at `place` of the file at `path`.
    static func items(at place: (line: Int, column: Int), in text: DocumentText, path: String, index: EditorIndex) -> JSONValue {
        let before = Array(text.lines[place.line - 1].prefix(place.column - 1))
        if let open = before.lastIndex(of: "{"), !before[open...].contains(where: { "}\"' ".unicodeScalars.contains($0) }) {
            let typed = place.column - 1 - (open + 1)
            let range = text.range(line: place.line, column: open + 2, length: typed)
            guard index.isThemeFile(path) else {
                return list(index.tokenSites.tokenPaths.map { item($0, kind: 6, detail: "token", edit: range) })
            }
            return list(
                index.references.map { reference in
                    item(reference.description, kind: 6, detail: index.value(of: reference, inTheme: index.set.defaultThemeIndex), edit: range)
                })
        }
        guard let field = field(before) else { return list([]) }
        let typed = typedValue(before)
        let range = text.range(line: place.line, column: place.column - typed, length: typed)
        if !index.isThemeFile(path) { return tokenValues(field, range) }
        switch field {
        case "extends": return list(index.set.themes.map { item($0.displayName, kind: 12, detail: "theme", edit: range) })
        case "weight": return list(FontWeight.allCases.map { item($0.rawValue, kind: 20, detail: "font weight", edit: range) })
        case "textStyle": return list(TextStyle.allCases.map { item($0.rawValue, kind: 20, detail: "text style", edit: range) })
        case "light", "dark", "lightHighContrast", "darkHighContrast":
            return systemColors(range)
        default:
            let definesColor = index.sites(inFile: path, line: place.line).contains { $0.reference.group == .colors }
            return definesColor ? systemColors(range) : list([])
        }
    }

    /// The values a token document's `field` takes, as the token reader reads them.
    private static func tokenValues(_ field: String, _ range: JSONValue) -> JSONValue {
        switch field {
        case "$type": return list(DesignTokenFormat.typeNames.map { item($0, kind: 20, detail: "token type", edit: range) })
        case "unit":
            return list(
                DesignTokenFormat.dimensionUnits.map { item($0, kind: 11, detail: "dimension unit", edit: range) }
                    + DesignTokenFormat.durationUnits.map { item($0, kind: 11, detail: "duration unit", edit: range) })
        case "fontWeight": return list(DesignTokenFormat.weightNames.map { item($0, kind: 20, detail: "font weight", edit: range) })
        default: return list([])
        }
    }

    private static func systemColors(_ range: JSONValue) -> JSONValue {
        list(SystemColorName.allCases.map { item($0.rawValue, kind: 16, detail: "system color", edit: range) })
    }

    /// The field whose value is being written: the word before the last `:` before the cursor, its quotes
    /// removed, when only a value's letters follow that `:`.
    static func field(_ before: [Unicode.Scalar]) -> String? {
        guard let colon = before.lastIndex(of: ":") else { return nil }
        let after = before[(colon + 1)...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
        guard after.allSatisfy(isValueLetter) else { return nil }
        var end = colon
        while end > 0, before[end - 1] == " " || before[end - 1] == "\"" || before[end - 1] == "'" { end -= 1 }
        var start = end
        while start > 0, isValueLetter(before[start - 1]) || before[start - 1] == "$" { start -= 1 }
        guard start < end else { return nil }
        return String(String.UnicodeScalarView(before[start..<end]))
    }

    /// How many scalars of a value are already typed before the cursor.
    static func typedValue(_ before: [Unicode.Scalar]) -> Int {
        before.reversed().prefix(while: isValueLetter).count
    }

    private static func isValueLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }

    private static func item(_ label: String, kind: Int, detail: String?, edit range: JSONValue) -> JSONValue {
        var members: [String: JSONValue] = ["label": .string(label), "kind": .number(Double(kind)), "textEdit": .object(["range": range, "newText": .string(label)])]
        if let detail { members["detail"] = .string(detail) }
        return .object(members)
    }

    private static func list(_ items: [JSONValue]) -> JSONValue {
        .object(["isIncomplete": .bool(false), "items": .array(items)])
    }
}
