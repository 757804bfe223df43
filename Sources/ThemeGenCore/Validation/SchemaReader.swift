/// Typed reads from a `Node` that report a located error when the node has the wrong type.
/// Shared by the ThemeGen schema, the Apptentive style-sheet decoder and the configuration.
struct SchemaReader {
    var log = DiagnosticLog()
    /// The format of the file being read, so that advice fits its syntax.
    let format: SourceFormat

    init(format: SourceFormat) {
        self.format = format
    }

    /// The entries of a mapping, or an error naming what was expected.
    mutating func mapping(_ node: Node, _ what: @autoclosure () -> String) -> [Node.Entry]? {
        if let entries = node.entries { return entries }
        mismatch(node, what(), expected: "a mapping")
        return nil
    }

    /// A string: a quoted or plain YAML scalar or a plist string; `nil` (with an error) otherwise.
    mutating func string(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        if case .scalar(let text, let kind) = node.content, kind == .string || (kind == .plain && !node.isNull) {
            return text
        }
        mismatch(node, what(), expected: "a string")
        return nil
    }

    /// A string that may be deliberately left empty: YAML null and the empty string mean "none" (the
    /// system font for a family, the family alone for a face).
    enum StringOrNone: Equatable {
        case none
        case string(String)

        /// The string, or `nil` for none.
        var value: String? {
            if case .string(let text) = self { return text }
            return nil
        }
    }

    /// A string or none; `nil` (with an error) when the node is neither.
    mutating func stringOrNone(_ node: Node, _ what: @autoclosure () -> String) -> StringOrNone? {
        if node.isNull, node.commentAfterEmptyValue == nil { return StringOrNone.none }
        guard let text = string(node, what()) else { return nil }
        return text.isEmpty ? StringOrNone.none : .string(text)
    }

    /// A finite number: a plain YAML scalar or a plist `<integer>`/`<real>`; a quoted string is an error
    /// whose advice fits the file's syntax.
    mutating func number(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        if let value = numberIfWrittenAsOne(node), value.isFinite { return value }
        var advice = ""
        if case .scalar(let text, .string) = node.content, Double(text) != nil { advice = quotedNumberAdvice(text) }
        mismatch(node, what(), expected: "a number", advice: advice)
        return nil
    }

    /// The number a node is written as (a plain YAML or JSON number, a plist `<integer>`/`<real>`), or
    /// `nil` for any other node, with nothing reported: for values that may be a number or a name.
    func numberIfWrittenAsOne(_ node: Node) -> Double? {
        if case .number(let value)? = node.plainMeaning { return value }
        if case .scalar(let text, .number) = node.content { return Double(text) }
        return nil
    }

    /// How to turn the string `text` that holds a number into a number in this file's syntax.
    func quotedNumberAdvice(_ text: String) -> String {
        switch format {
        case .yaml, .json: return " (remove the quotes)"
        case .propertyList: return " (write <real>\(text)</real> instead of <string>\(text)</string>)"
        }
    }

    /// A boolean: YAML's `true`/`false`, or a plist `<true/>`/`<false/>`.
    mutating func bool(_ node: Node, _ what: @autoclosure () -> String) -> Bool? {
        if case .boolean(let value)? = node.plainMeaning { return value }
        if case .scalar(let text, .boolean) = node.content { return text == "true" }
        mismatch(node, what(), expected: "true or false")
        return nil
    }

    /// A number within `range` (one of `ValueRanges`).
    mutating func number(_ node: Node, _ what: @autoclosure () -> String, in range: ClosedRange<Double>) -> Double? {
        guard let value = number(node, what()) else { return nil }
        guard range.contains(value) else {
            log.error("\(what()) must be \(ValueRanges.describe(range)), not \(NumberText.plain(value))", at: node.location)
            return nil
        }
        return value
    }

    /// Warns when a name that becomes Swift (a theme name, a key, a value) holds characters that show as
    /// nothing, such as zero-width spaces or bidirectional marks: two names that look the same could differ.
    mutating func checkVisible(_ name: String, _ what: @autoclosure () -> String, at location: SourceLocation) {
        let invisible = VisibleText.invisibleScalars(in: name)
        guard !invisible.isEmpty else { return }
        let names = invisible.map(VisibleText.codePointName)
        let characters = invisible.count == 1 ? "the invisible character \(names[0])" : "the invisible characters \(names.joined(separator: ", "))"
        log.warning(
            "\(what()) holds \(characters)", at: location,
            consequence: "it is kept, so this name can differ from one that looks the same")
    }

    /// Reports that `node` is not what `what` must be, with a hint when YAML took a colour for a comment.
    mutating func mismatch(_ node: Node, _ what: @autoclosure () -> String, expected: String, advice: String = "") {
        var message = "\(what()) must be \(expected), not \(node.kindDescription)\(advice)"
        if let comment = node.commentAfterEmptyValue {
            message += "; YAML reads \(quoted: comment) after a space as a comment, so the value is empty: put it in quotes (\"\(Excerpt.of(comment))\")"
        }
        log.error(message, at: node.location)
    }

    /// Reports `text`, which should be one of `choices`: `unknown weight 'heavy' for font 'f'; did you mean
    /// 'medium'? expected 'light', 'regular', 'medium' or 'bold'` (`what` names the value and its place).
    mutating func unknownChoice(_ text: String, _ what: String, choices: [String], at location: SourceLocation) {
        let hint = Suggestions.didYouMean(text, in: choices)
        log.error("unknown \(what)\(hint.isEmpty ? ";" : hint) expected \(Self.list(choices))", at: location)
    }

    /// Reports keys of `entries` that are not in `allowed`, with a did-you-mean suggestion.
    mutating func rejectUnknownKeys(_ entries: [Node.Entry], allowed: [String], in context: String) {
        for entry in entries where !allowed.contains(entry.key) {
            let suggestion = Suggestions.didYouMean(entry.key, in: allowed)
            let hint = suggestion.isEmpty ? "; expected \(Self.list(allowed))" : suggestion
            log.error("unknown key \(quoted: entry.key) in \(context)\(hint)", at: entry.keyLocation)
        }
    }

    /// `a, b or c` with each word quoted.
    static func list(_ words: [String]) -> String {
        let quoted = words.map { "\(quoted: $0)" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
