/// Text from inputs made safe to print: every character that could hide text or change what is around
/// it — control characters (line breaks and escape sequences included), invisible format characters such
/// as bidirectional overrides, line and paragraph separators, private-use and unassigned code points — is
/// written as an escape, so what is printed is one line that shows what was written. Used for generated
/// comments, string literals and diagnostics alike.
public enum VisibleText {
    /// Characters written another way than `\u{…}`, and the ASCII ones among them as bits (for the fast path).
    public struct Replacements: Sendable {
        let pairs: [(Unicode.Scalar, String)]
        /// Bit `n` is set when the ASCII character `n` is replaced.
        private let asciiBits: (low: UInt64, high: UInt64)

        init(_ pairs: [(Unicode.Scalar, String)]) {
            self.pairs = pairs
            var bits: (low: UInt64, high: UInt64) = (0, 0)
            for (scalar, _) in pairs where scalar.isASCII {
                if scalar.value < 64 { bits.low |= 1 << scalar.value } else { bits.high |= 1 << (scalar.value - 64) }
            }
            asciiBits = bits
        }

        /// Whether the ASCII character `byte` is replaced.
        func replaces(_ byte: UInt8) -> Bool {
            byte < 64 ? asciiBits.low >> byte & 1 == 1 : asciiBits.high >> (byte - 64) & 1 == 1
        }
    }

    /// Line breaks and tabs as Swift writes them in string literals.
    public static let standardReplacements = Replacements([("\n", "\\n"), ("\r", "\\r"), ("\t", "\\t")])

    /// `text` with the listed scalars replaced, and every other invisible or control character written
    /// as `\u{…}`. Text of printable ASCII that needs no replacement is returned as it is.
    public static func escaped(_ text: String, replacing replacements: Replacements = standardReplacements) -> String {
        if isPlain(text, replacements) { return text }
        var bytes: [UInt8] = []
        append(text, replacing: replacements, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped as `escaped` escapes it, to `output`.
    static func append(_ text: String, replacing replacements: Replacements = standardReplacements, to output: inout [UInt8]) {
        if isPlain(text, replacements) {
            output.append(contentsOf: text.utf8)
            return
        }
        for scalar in text.unicodeScalars {
            if let replacement = replacements.pairs.first(where: { $0.0 == scalar }) {
                output.append(contentsOf: replacement.1.utf8)
            } else if needsEscape(scalar) {
                output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8)
            } else {
                output.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// The characters of `text` that `escaped` would write as escapes, each once, in order of appearance.
    static func invisibleScalars(in text: String) -> [Unicode.Scalar] {
        if isPlain(text, standardReplacements) { return [] }
        var found: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where needsEscape(scalar) && !found.contains(scalar) {
            found.append(scalar)
        }
        return found
    }

    /// `U+200B ZERO WIDTH SPACE`: a code point as messages name it.
    static func codePointName(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let name = scalar.properties.name ?? scalar.properties.nameAlias else { return code }
        return "\(code) \(name)"
    }

    /// Whether `text` is printable ASCII that needs no replacement (checked in the string's UTF-8 buffer,
    /// faster than through its byte iterator).
    private static func isPlain(_ text: String, _ replacements: Replacements) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && !replacements.replaces($0) } }
    }

    /// Control characters, line and paragraph separators, and invisible format characters (such as the
    /// bidirectional overrides that can make text read differently from what it is).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return false }
        if value < 0x20 || value == 0x7F { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: return true
        default: return false
        }
    }
}
