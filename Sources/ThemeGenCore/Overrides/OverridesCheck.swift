/// Checks an overrides document (`OverridesFormat`) against a theme set as the generated
/// `ThemeOverrides` reads it, for `themegen overrides --check` on the server side: the same problems,
/// key paths and reasons, in the same order, each at the place in the file it concerns. Stricter in one
/// way the app cannot be: what the JSON reader warns of is an error. Its one warning is a key written
/// twice in an object, which Foundation's `JSONDecoder` reads as the first and most other JSON parsers
/// (ThemeGen's reader too) as the last, so the two sides would disagree about the document.
public struct OverridesCheck {
    /// One problem: where in the document (the app's key path) and in the file, and why.
    public struct Problem: Equatable, Sendable {
        /// The fields from the document down to the value; empty for the document itself.
        public let keyPath: [String]
        /// The reason, as the app's `ThemeOverrides.Problem` gives it.
        public let reason: String
        /// Where in the file.
        public let location: SourceLocation

        /// A diagnostic of the problem: `colors.primary: must be a colour: …`.
        public var diagnostic: Diagnostic {
            let message = keyPath.isEmpty ? reason : keyPath.joined(separator: ".") + ": " + reason
            return Diagnostic(.error, message, at: location)
        }
    }

    private let set: ThemeSet
    private let messages: OverridesFormat.Messages
    private var problems: [Problem] = []

    private init(set: ThemeSet) {
        self.set = set
        messages = OverridesFormat.Messages()
    }

    /// The problems of `file`'s document for `set`, in the app's order; none when the app would apply it.
    /// What the JSON reader warns of is appended to `log` as errors, and why a document is not JSON.
    public static func problems(in file: SourceFile, for set: ThemeSet, log: inout DiagnosticLog) -> [Problem] {
        var check = OverridesCheck(set: set)
        let start = SourceLocation.startOf(file.path)
        guard file.bytes.count <= OverridesFormat.maximumBytes else {
            return [Problem(keyPath: [], reason: check.messages.tooLarge, location: start)]
        }
        var readLog = DiagnosticLog()
        guard let document = JSONReader().read(file, log: &readLog) else {
            // The reader's error says what JSON's grammar expected there.
            log.append(contentsOf: readLog.diagnostics)
            let location = readLog.diagnostics.first { $0.severity == .error }?.location ?? start
            return [Problem(keyPath: [], reason: check.messages.notJSON, location: location)]
        }
        for var diagnostic in readLog.diagnostics {
            diagnostic.severity = .error
            diagnostic.message += "; the app's JSONDecoder would read the first value, most other JSON parsers the last, so write it once"
            log.append(diagnostic)
        }
        // JSON's grammar allows a number beyond a Double's range; JSONDecoder does not read one.
        if let location = check.firstInfiniteNumber(document) {
            return [Problem(keyPath: [], reason: check.messages.notJSON, location: location)]
        }
        check.document(document)
        return check.problems
    }

    private func firstInfiniteNumber(_ node: Node) -> SourceLocation? {
        switch node.content {
        case .mapping(let entries): return entries.lazy.compactMap { firstInfiniteNumber($0.value) }.first
        case .sequence(let nodes): return nodes.lazy.compactMap(firstInfiniteNumber).first
        case .scalar:
            guard case .number(let number)? = node.plainMeaning, !number.isFinite else { return nil }
            return node.location
        }
    }

    private mutating func problem(_ keyPath: [String], _ reason: String, at location: SourceLocation) {
        problems.append(Problem(keyPath: keyPath, reason: reason, location: location))
    }

    /// A JSON value as the app's `JSONDecoder` reads it.
    private enum Value {
        case object([String: (key: SourceLocation, value: Node)])
        case string(String)
        case number(Double)
        case boolean(Bool)
        case other
    }

    private func value(_ node: Node) -> Value {
        switch node.content {
        case .mapping(let entries):
            var fields: [String: (key: SourceLocation, value: Node)] = [:]
            for entry in entries where fields[entry.key] == nil {
                fields[entry.key] = (entry.keyLocation, entry.value)
            }
            return .object(fields)
        case .sequence: return .other
        case .scalar(let text, .string): return .string(text)
        case .scalar:
            switch node.plainMeaning {
            case .number(let number)?: return .number(number)
            case .boolean(let boolean)?: return .boolean(boolean)
            default: return .other
            }
        }
    }

    private mutating func document(_ node: Node) {
        guard case .object(let fields) = value(node) else {
            problem([], messages.notObject, at: node.location)
            return
        }
        guard let format = fields["format"] else {
            problem(["format"], messages.missingFormat, at: node.location)
            return
        }
        guard case .number(let version) = value(format.value), version == Double(OverridesFormat.version) else {
            problem(["format"], messages.wrongFormat, at: format.value.location)
            return
        }
        switch fields["theme"].map({ ($0.value, value($0.value)) }) {
        case nil: problem(["theme"], messages.missingTheme, at: node.location)
        case (let theme, .string(let storedID))?:
            if !set.themes.contains(where: { $0.storedID == storedID }) { problem(["theme"], messages.unknownTheme, at: theme.location) }
        case (let theme, _)?: problem(["theme"], messages.themeNotString, at: theme.location)
        }
        for (group, form) in OverridesFormat.groups {
            guard let field = fields[group.rawValue] else { continue }
            self.group(group, form, field.value)
        }
        for name in fields.keys.sorted() where !OverridesFormat.fields.contains(name) {
            problem([name], messages.unknownField, at: fields[name]?.key ?? node.location)
        }
    }

    private mutating func group(_ group: TokenGroup, _ form: OverridesFormat.Form, _ node: Node) {
        guard case .object(let entries) = value(node) else {
            problem([group.rawValue], messages.groupNotObject, at: node.location)
            return
        }
        let keys = Set(set.keys(of: group).map(\.key))
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let keyPath = [group.rawValue, key]
            guard keys.contains(key) else {
                problem(keyPath, messages.unknownKey(group), at: entry.key)
                continue
            }
            switch form {
            case .color: color(entry.value, keyPath)
            case .fontSize: fontSize(entry.value, keyPath)
            case .number(let range, let what, let unit): number(entry.value, keyPath, range.map { ($0, messages.outOfRange($0, what: what, unit: unit)) })
            case .boolean: if case .boolean = value(entry.value) {} else { problem(keyPath, messages.notBoolean, at: entry.value.location) }
            case .string: if case .string = value(entry.value) {} else { problem(keyPath, messages.notString, at: entry.value.location) }
            }
        }
    }

    private mutating func color(_ node: Node, _ keyPath: [String]) {
        switch value(node) {
        case .string(let text):
            if !Self.isColor(text) { problem(keyPath, messages.notColor, at: node.location) }
        case .object(let fields):
            for name in fields.keys.sorted() where name != "light" && name != "dark" {
                problem(keyPath + [name], messages.unknownColorField, at: fields[name]?.key ?? node.location)
            }
            if let light = fields["light"] {
                colorText(light.value, keyPath + ["light"])
            } else {
                problem(keyPath, messages.missingLight, at: node.location)
            }
            if let dark = fields["dark"] { colorText(dark.value, keyPath + ["dark"]) }
        default: problem(keyPath, messages.notColor, at: node.location)
        }
    }

    private mutating func colorText(_ node: Node, _ keyPath: [String]) {
        guard case .string(let text) = value(node), Self.isColor(text) else {
            problem(keyPath, messages.notColorText, at: node.location)
            return
        }
    }

    private mutating func fontSize(_ node: Node, _ keyPath: [String]) {
        guard case .object(let fields) = value(node) else {
            problem(keyPath, messages.notFontSize, at: node.location)
            return
        }
        for name in fields.keys.sorted() where name != "size" {
            problem(keyPath + [name], messages.unknownFontField, at: fields[name]?.key ?? node.location)
        }
        guard let size = fields["size"] else {
            problem(keyPath, messages.missingSize, at: node.location)
            return
        }
        guard case .number(let points) = value(size.value) else {
            problem(keyPath + ["size"], messages.sizeNotNumber, at: size.value.location)
            return
        }
        if !ValueRanges.fontSize.contains(points) { problem(keyPath + ["size"], messages.sizeOutOfRange, at: size.value.location) }
    }

    private mutating func number(_ node: Node, _ keyPath: [String], _ range: (ClosedRange<Double>, message: String)?) {
        guard case .number(let number) = value(node) else {
            problem(keyPath, messages.notNumber, at: node.location)
            return
        }
        if let range, !range.0.contains(number) { problem(keyPath, range.message, at: node.location) }
    }

    /// Whether the generated `ThemeColor.Components(hex:)` reads `text`: `#` and 6, 8, 12 or 16 digits
    /// that `UInt64(_:radix: 16)` reads, after the Display P3 prefix or not.
    static func isColor(_ text: String) -> Bool {
        let prefix = ColorSpace.displayP3.textPrefix.utf8
        let bytes = text.utf8
        let hex = bytes.starts(with: prefix) ? bytes.dropFirst(prefix.count) : bytes[...]
        guard hex.first == UInt8(ascii: "#") else { return false }
        let digits = hex.dropFirst()
        return [6, 8, 12, 16].contains(digits.count) && UInt64(Substring(digits), radix: 16) != nil
    }
}
