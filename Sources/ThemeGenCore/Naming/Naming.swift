/// Turns names from theme files into Swift identifiers, by the rules in docs/ThemeFormat.md:
///
/// 1. Split into words at every character that is not a letter or digit that Swift's identifier grammar
///    allows (`SwiftIdentifierGrammar`), and inside words at case changes (`sectionHeaderTitle`,
///    `URLColor` → `URL` `Color`). Non-ASCII letters are kept.
/// 2. Members and cases: the first word in lower case (a leading acronym entirely), later words capitalised.
///    Types: every word capitalised.
/// 3. A name that cannot begin an identifier (a digit, a combining mark) gets a `_` prefix (`100` →
///    `_100`); a name with no letters or digits at all becomes `_` followed by its characters' code points.
///    A name that begins with `_` keeps it (`_size`), and digits either side of a word break keep an `_`
///    between them (`1_5x`, not `15x`).
/// 4. Keywords are kept and written in backticks; the few words that cannot be members even in backticks
///    (`self`, `Self`, `Type`, `Protocol`, `init`, `deinit`, `subscript`, `_`) get a `_` suffix.
public enum Naming {
    /// The member or case name for `name` (`Solid Blue` → `solidBlue`).
    public static func memberName(_ name: String) -> SwiftName {
        let words = self.words(in: name)
        guard let first = words.first else { return fallback(name) }
        let head = first.allSatisfy(\.isUppercase) || first.count == 1 ? first.lowercased() : lowercasingFirst(first)
        return finish(leadingUnderscore(of: name) + joined([head] + words.dropFirst().map(capitalizingFirst)))
    }

    /// The type name for `name` (`statusBarStyle` → `StatusBarStyle`).
    public static func typeName(_ name: String) -> SwiftName {
        let words = self.words(in: name)
        guard !words.isEmpty else { return fallback(name) }
        return finish(leadingUnderscore(of: name) + joined(words.map(capitalizingFirst)))
    }

    /// `_` for a name that starts with one (`_size`, as token projects mark their internal groups), so it
    /// stays apart from the name without; nothing otherwise.
    private static func leadingUnderscore(of name: String) -> String {
        name.first == "_" && name.dropFirst().first.map { $0 != "_" } == true ? "_" : ""
    }

    /// The words run together, but for an `_` between two that would run digits into digits (`1_5x`, the
    /// token for 1.5×, is `1_5x`, not `15x`).
    private static func joined(_ words: [String]) -> String {
        var result = ""
        for word in words {
            if let last = result.last, last.isNumber, word.first?.isNumber == true { result += "_" }
            result += word
        }
        return result
    }

    /// Whether `memberName` had to change a keyword-like name beyond camel-casing it.
    public static func isRenamedKeyword(_ name: SwiftName) -> Bool {
        name.identifier.hasSuffix("_") && SwiftKeywords.unusable.contains(String(name.identifier.dropLast()))
    }

    /// The words of a name: split at non-alphanumerics and at lower-to-upper or acronym boundaries.
    static func words(in name: String) -> [String] {
        name.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(in: Array(name.utf8)) : characterWords(in: name)
    }

    /// `words(in:)` for any name, by `Character`.
    static func characterWords(in name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard isWordCharacter(character) else {
                if !current.isEmpty { words.append(String(current)) }
                current = []
                continue
            }
            if let previous = current.last, startsWord(character, after: previous, next: characters[safe: index + 1]) {
                words.append(String(current))
                current = []
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `words(in:)` for a name of ASCII characters only (most names), by byte: the same rule, without
    /// the grapheme breaking and Unicode properties of `Character`.
    static func asciiWords(in bytes: [UInt8]) -> [String] {
        var words: [String] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            guard isASCIILetterOrDigit(byte) else {
                if let wordStart = start { words.append(String(decoding: bytes[wordStart..<index], as: UTF8.self)) }
                start = nil
                continue
            }
            guard let wordStart = start else {
                start = index
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if isASCIIUppercase(byte),
                isASCIILowercase(bytes[index - 1]) || isASCIIDigit(bytes[index - 1])
                    || (isASCIIUppercase(bytes[index - 1]) && next.map(isASCIILowercase) == true)
            {
                words.append(String(decoding: bytes[wordStart..<index], as: UTF8.self))
                start = index
            }
        }
        if let wordStart = start { words.append(String(decoding: bytes[wordStart...], as: UTF8.self)) }
        return words
    }

    /// `name` with each symbol it has — a character that is neither part of a word nor a separator (a
    /// space, `-`, `_`, `.`, `/`, `:`) — spelled as its Unicode name (`arrow→left` → `arrow rightwards
    /// arrow left`, `a+b` → `a plus sign b`), or `nil` when it has none.
    static func spellingOutSymbols(_ name: String) -> String? {
        var spelled = ""
        var hasSymbol = false
        for character in name {
            guard !isWordCharacter(character), !character.isWhitespace, !"-_./:".contains(character) else {
                spelled.append(character)
                continue
            }
            hasSymbol = true
            let names = character.unicodeScalars.map { $0.properties.name ?? "u \(String($0.value, radix: 16))" }
            spelled += " " + names.joined(separator: " ").lowercased() + " "
        }
        return hasSymbol ? spelled : nil
    }

    /// A letter, a digit or a lone combining mark, whose every scalar Swift allows in an identifier.
    private static func isWordCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isASCIILetterOrDigit(ascii) }
        guard character.unicodeScalars.allSatisfy(SwiftIdentifierGrammar.isCharacter) else { return false }
        let isMark = character.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
        return character.isLetter || character.isNumber || isMark
    }

    private static func startsWord(_ character: Character, after previous: Character, next: Character?) -> Bool {
        guard isUppercase(character) else { return false }
        if isLowercase(previous) || isNumber(previous) { return true }
        // "URLColor": the C of Color starts a word because a lower-case letter follows it.
        return isUppercase(previous) && next.map(isLowercase) == true
    }

    // Character's Unicode properties cost a table lookup each; names are mostly ASCII, decided by byte.

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        isASCIIUppercase(byte) || isASCIILowercase(byte) || isASCIIDigit(byte)
    }

    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isASCIILowercase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isUppercase(_ character: Character) -> Bool {
        character.asciiValue.map(isASCIIUppercase) ?? character.isUppercase
    }

    private static func isLowercase(_ character: Character) -> Bool {
        character.asciiValue.map(isASCIILowercase) ?? character.isLowercase
    }

    private static func isNumber(_ character: Character) -> Bool {
        character.asciiValue.map(isASCIIDigit) ?? character.isNumber
    }

    private static func finish(_ identifier: String) -> SwiftName {
        var identifier = identifier
        if let head = identifier.unicodeScalars.first, !SwiftIdentifierGrammar.isHead(head) { identifier = "_" + identifier }
        if SwiftKeywords.unusable.contains(identifier) { identifier += "_" }
        return SwiftName(identifier)
    }

    private static func fallback(_ name: String) -> SwiftName {
        let codes = name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        return SwiftName(codes.isEmpty ? "_empty" : "_" + codes.joined(separator: "_"))
    }

    /// `word` with its first character in lower case (`AppTheme` → `appTheme`).
    static func lowercasingFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    /// `word` with its first character in upper case (`bold` → `Bold`): the one place ThemeGen capitalises.
    static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
