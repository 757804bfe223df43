/// Values the preview's script reads from the page, written as JSON by JSON's grammar (RFC 8259).
enum PreviewScriptData {
    /// `["Avenir Heavy","Avenir"]`: every character outside printable ASCII, and `"` and `\`, as a `\uXXXX`
    /// escape of its UTF-16 code units, so the text survives HTML escaping unchanged and `JSON.parse`
    /// reads back the names exactly.
    static func stringArray(_ strings: [String]) -> String {
        "[" + strings.map(string).joined(separator: ",") + "]"
    }

    private static func string(_ text: String) -> String {
        var result = "\""
        for unit in text.utf16 {
            if unit >= 0x20, unit < 0x7F, unit != 0x22, unit != 0x5C {
                result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            } else {
                let hex = String(unit, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result + "\""
    }
}
