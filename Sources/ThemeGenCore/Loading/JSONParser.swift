/// One pass of JSON's grammar (RFC 8259) over a file's bytes, for `JSONReader`: recursive descent, as
/// deep as `ReadLimits.maximumDepth` allows, locating each value as it goes (columns in Unicode scalars,
/// as every reader counts them).
struct JSONParser {
    private let bytes: [UInt8]
    private let origin: SourceLocation.Origin
    private let limits: ReadLimits
    private var index = 0
    /// How many values have been read.
    private var size = 0
    private var depth = 0
    /// What was read the way other JSON parsers read it, with a warning.
    private(set) var warnings: [Diagnostic] = []
    /// The line of `index`'s position as last counted, where that line starts, and a position on it
    /// whose column is known: locations are found from there, so a long line is counted once.
    private var line = 1
    private var lineStart = 0
    private var counted = (offset: 0, column: 1)

    init(bytes: [UInt8], origin: SourceLocation.Origin, limits: ReadLimits) {
        self.bytes = bytes
        self.origin = origin
        self.limits = limits
    }

    /// The document's one value.
    mutating func document() throws(ReadFailure) -> Node {
        // A byte order mark may begin a JSON text, and is ignored (RFC 8259, section 8.1).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            counted = (3, 1)
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw ReadFailure("the file is empty; expected a JSON object: themes under a 'themes' key, or design tokens", at: .startOf(origin.file))
        }
        let root = try value()
        skipWhitespace()
        if index < bytes.count {
            if let problem = foreignSyntax(at: index) { throw failure(problem, at: index) }
            throw failure("a JSON document is one value; found \(found()) after it", at: index)
        }
        return root
    }

    // MARK: Values

    private mutating func value() throws(ReadFailure) -> Node {
        size += 1
        if size > limits.maximumNodes { throw ReadFailure(limits.sizeMessage, at: location(index)) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return Node(.scalar(try string(), .string), at: location(start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Node(.scalar(try number(), .plain), at: location(start))
        default:
            let word = self.word()
            guard let literal = ["true", "false", "null"].first(where: { $0 == word }) else { throw notAValue(at: start) }
            index += literal.utf8.count
            return Node(.scalar(literal, .plain), at: location(start))
        }
    }

    private mutating func object() throws(ReadFailure) -> Node {
        let start = index
        let opening = location(start)
        try enter(at: start)
        index += 1
        var entries: [Node.Entry] = []
        var keys = DuplicateKeys()
        skipWhitespace()
        if closes(UInt8(ascii: "}")) { return Node(.mapping(entries), at: opening) }
        while true {
            guard index < bytes.count else { throw unclosed("object", "}", opening: start) }
            let keyStart = index
            guard bytes[keyStart] == UInt8(ascii: "\"") else { throw notAKey(at: keyStart) }
            let key = try string()
            let keyLocation = location(keyStart)
            let earlier = keys.earlier(key, in: entries)
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("object", "}", opening: start) }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key \(quoted: key), found \(found())", at: index)
            }
            index += 1
            skipWhitespace()
            guard index < bytes.count else { throw unclosed("object", "}", opening: start) }
            let entry = Node.Entry(key: key, keyLocation: keyLocation, value: try value())
            if let earlier {
                // As JSON parsers read it (JavaScript's, Python's): the last value, where the key first was.
                warnings.append(
                    Diagnostic(
                        .warning, "duplicate key \(quoted: key) in this object", at: keyLocation,
                        consequence: "this value is used, as JSON parsers use the last one",
                        notes: [.init("\(quoted: key) is first defined here", at: entries[earlier].keyLocation)]))
                entries[earlier] = entry
            } else {
                entries.append(entry)
            }
            skipWhitespace()
            if closes(UInt8(ascii: "}")) { return Node(.mapping(entries), at: opening) }
            try comma(closing: "}", in: "object", opening: start)
        }
    }

    private mutating func array() throws(ReadFailure) -> Node {
        let start = index
        let opening = location(start)
        try enter(at: start)
        index += 1
        var items: [Node] = []
        skipWhitespace()
        if closes(UInt8(ascii: "]")) { return Node(.sequence(items), at: opening) }
        while true {
            guard index < bytes.count else { throw unclosed("array", "]", opening: start) }
            items.append(try value())
            skipWhitespace()
            if closes(UInt8(ascii: "]")) { return Node(.sequence(items), at: opening) }
            try comma(closing: "]", in: "array", opening: start)
        }
    }

    /// One level deeper, within the limit.
    private mutating func enter(at start: Int) throws(ReadFailure) {
        depth += 1
        if depth > limits.maximumDepth { throw ReadFailure(limits.depthMessage, at: location(start)) }
    }

    /// Whether the collection ends here (its closing bracket is read); the end of the file is not.
    private mutating func closes(_ closing: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// The `,` between members, and what follows it: a trailing comma, or a separator missing, is an error.
    private mutating func comma(closing: Character, in what: String, opening: Int) throws(ReadFailure) {
        guard index < bytes.count else { throw unclosed(what, closing, opening: opening) }
        guard bytes[index] == UInt8(ascii: ",") else {
            if let problem = foreignSyntax(at: index) { throw failure(problem, at: index) }
            throw ReadFailure(
                "malformed JSON: did not find expected ',' or '\(closing)'", at: location(index),
                notes: [.init("while parsing \(what == "object" ? "an object" : "an array") that starts here", at: location(opening))])
        }
        let commaOffset = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") || bytes[index] == UInt8(ascii: "]") {
            throw failure("a trailing comma: JSON has none after the last \(what == "object" ? "member" : "item"); remove it", at: commaOffset)
        }
    }

    // MARK: Strings and numbers

    /// The string whose opening quote is at `index`, its escapes decoded.
    private mutating func string() throws(ReadFailure) -> String {
        let start = index
        index += 1
        let contentStart = index
        // Most strings have no escape: their bytes are the text.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[contentStart..<(index - 1)], as: UTF8.self)
        }
        var scalars = Array(bytes[contentStart..<index])
        while true {
            guard index < bytes.count else { throw unclosed("string", "\"", opening: start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &scalars)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw ReadFailure(
                    "malformed JSON: the string that starts here is not closed on its line; a JSON string cannot hold a line break (write it as \\n)",
                    at: location(start), notes: [.init("the line ends here", at: location(index))])
            case 0..<0x20:
                let written = byte == UInt8(ascii: "\t") ? "\\t" : "\\u" + Self.hex(UInt32(byte))
                throw failure("a string cannot hold the control character U+\(Self.hex(UInt32(byte))) as it is; JSON writes it as \(written)", at: index)
            default:
                scalars.append(byte)
                index += 1
            }
        }
    }

    /// Decodes the escape at `index` (a backslash) into `output`'s UTF-8.
    private mutating func escape(into output: inout [UInt8]) throws(ReadFailure) {
        let start = index
        guard index + 1 < bytes.count else { throw failure("the string ends inside an escape", at: start) }
        let letter = bytes[index + 1]
        index += 2
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            output.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw failure("'\\\(character(at: start + 1))' is not an escape JSON has; it has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: start)
        }
        let unit = try hexUnit(escapeAt: start)
        var scalar = unit
        if (0xD800...0xDBFF).contains(unit) {
            // A high surrogate: with the low one that must follow, one scalar (UTF-16, as JSON's \u escapes are).
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw loneSurrogate(unit, at: start)
            }
            let lowStart = index
            index += 2
            let low = try hexUnit(escapeAt: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: start) }
            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw loneSurrogate(unit, at: start)
        }
        guard let decoded = Unicode.Scalar(scalar) else { throw loneSurrogate(unit, at: start) }
        output.append(contentsOf: String(Character(decoded)).utf8)
    }

    /// The four hex digits after `\u` (at `index`).
    private mutating func hexUnit(escapeAt start: Int) throws(ReadFailure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw failure("'\\u' is followed by four hex digits in JSON", at: start)
            }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }

    private mutating func loneSurrogate(_ unit: UInt32, at start: Int) -> ReadFailure {
        failure("'\\u\(Self.hex(unit))' is half of a UTF-16 surrogate pair without its other half, which no text can hold; write the pair, or the character itself", at: start)
    }

    /// The number at `index`, as written, by JSON's grammar: `-`, then `0` or digits not starting with
    /// `0`, an optional fraction and an optional exponent.
    private mutating func number() throws(ReadFailure) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        skipDigits()
        let integerDigits = index - integerStart
        var valid = integerDigits > 0 && (integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0"))
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            skipDigits()
            valid = valid && index > fraction
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponent = index
            skipDigits()
            valid = valid && index > exponent
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // A number runs into a word (`12px`) only when it is not one.
        guard valid, index >= bytes.count || !Self.isWordByte(bytes[index]) else {
            let word = String(decoding: bytes[start..<wordEnd(from: start)], as: UTF8.self)
            throw failure("\(quoted: word) is not a JSON number: JSON writes an optional '-', digits without a leading zero, an optional '.' and digits, and an optional exponent; a string is in double quotes", at: start)
        }
        return text
    }

    private mutating func skipDigits() {
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
    }

    // MARK: Errors for what JSON does not have

    /// The error for something at `start` that is not a value, told as what it is in YAML or JSONC.
    private mutating func notAValue(at start: Int) -> ReadFailure {
        if let problem = foreignSyntax(at: start) { return failure(problem, at: start) }
        let word = self.word()
        if !word.isEmpty {
            if ["true", "false", "null"].contains(word.lowercased()) {
                return failure("\(quoted: word) is not a JSON value; JSON writes '\(word.lowercased())' in lower case", at: start)
            }
            return failure("\(quoted: word) is not a JSON value; a string is written in double quotes: \"\(Excerpt.of(word))\"", at: start)
        }
        return failure("expected a value (an object, an array, a string in double quotes, a number, true, false or null), found \(found())", at: start)
    }

    /// The error for something at `start` where an object's key should be.
    private mutating func notAKey(at start: Int) -> ReadFailure {
        if let problem = foreignSyntax(at: start) { return failure(problem, at: start) }
        let word = self.word()
        if !word.isEmpty {
            return failure("the key \(quoted: word) is not in double quotes; JSON keys are strings: \"\(Excerpt.of(word))\"", at: start)
        }
        return failure("expected a key (a string in double quotes), found \(found())", at: start)
    }

    /// What YAML or JSONC construct starts at `start`, when one does.
    private func foreignSyntax(at start: Int) -> String? {
        let next = start + 1 < bytes.count ? bytes[start + 1] : 0
        switch bytes[start] {
        case UInt8(ascii: "'"): return "JSON strings are in double quotes; single quotes are YAML's"
        case UInt8(ascii: "#"): return "JSON has no comments ('#' begins one in YAML); remove this one"
        case UInt8(ascii: "/") where next == UInt8(ascii: "/") || next == UInt8(ascii: "*"): return "JSON has no comments; remove this one"
        case UInt8(ascii: "&"): return "'&' begins a YAML anchor; JSON has no anchors or aliases"
        case UInt8(ascii: "*"): return "'*' begins a YAML alias; JSON has no anchors or aliases"
        case UInt8(ascii: "!"): return "'!' begins a YAML tag; JSON has no tags"
        default: return nil
        }
    }

    private mutating func unclosed(_ what: String, _ closing: Character, opening: Int) -> ReadFailure {
        ReadFailure(
            "malformed JSON: the \(what) that starts here is never closed (the file ends before its '\(closing)')", at: location(opening),
            notes: [.init("the file ends here", at: location(bytes.count))])
    }

    private mutating func failure(_ problem: String, at offset: Int) -> ReadFailure {
        ReadFailure("malformed JSON: \(problem)", at: location(offset))
    }

    /// What is at `index`, for a message: a character, or the end of the file.
    private func found() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let character = Self.character(at: index, in: bytes)
        return character.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 }
            ? "U+" + Self.hex(character.unicodeScalars.first?.value ?? 0) : "'\(character)'"
    }

    /// The run of letters, digits and `_`, `-`, `.`, `$` from `index` (a bare word, as YAML would read one).
    private func word() -> String {
        String(decoding: bytes[index..<wordEnd(from: index)], as: UTF8.self)
    }

    private func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        return end
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: "+"), 0x80...:
            true
        default:
            false
        }
    }

    // MARK: Positions

    /// Skips JSON's whitespace (space, tab, line feed, carriage return), counting lines.
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                newLine()
            case UInt8(ascii: "\r"):
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                newLine()
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
        counted = (index, 1)
    }

    /// The location of byte `offset`, which is on the current line (or, where an error points back at
    /// what it is in, on an earlier one).
    private mutating func location(_ offset: Int) -> SourceLocation {
        guard offset >= lineStart else {
            let position = LineIndex(bytes).location(ofOffset: offset, in: bytes)
            return SourceLocation(in: origin, line: position.line, column: position.column)
        }
        if offset < counted.offset { counted = (lineStart, 1) }
        var column = counted.column
        for position in counted.offset..<min(offset, bytes.count) where bytes[position] & 0xC0 != 0x80 { column += 1 }
        counted = (offset, column)
        return SourceLocation(in: origin, line: line, column: column)
    }

    // MARK: Characters

    private static func character(at offset: Int, in bytes: [UInt8]) -> Character {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self).first ?? " "
    }

    private func character(at offset: Int) -> Character {
        Self.character(at: offset, in: bytes)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `value` in four (or more) upper-case hex digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// The keys of one object so far, to find one written twice: by a scan while there are few (most objects
/// are a token's value, of a few keys), by their hash values once there are more.
private struct DuplicateKeys {
    private var hashes = Set<Int>()
    private static let foundByScan = 8

    /// Where an entry already has `key`, if one does; records `key` otherwise.
    mutating func earlier(_ key: String, in entries: [Node.Entry]) -> Int? {
        if entries.count < Self.foundByScan { return entries.firstIndex { $0.key == key } }
        if hashes.isEmpty {
            for entry in entries { hashes.insert(entry.key.hashValue) }
        }
        guard !hashes.insert(key.hashValue).inserted else { return nil }
        return entries.firstIndex { $0.key == key }
    }
}
