import ThemeGenFormats

/// Checks an overrides document (ThemeGenKit's `ThemeOverridesFormat`) against a theme set as an app's
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

        /// A diagnostic of the problem: `colors.primary: must be a colour: …`, each of the document's names
        /// quoted as an excerpt.
        public var diagnostic: Diagnostic {
            let path = keyPath.map { Excerpt.of($0) }.joined(separator: ".")
            let message = keyPath.isEmpty ? reason : path + ": " + reason
            return Diagnostic(.error, message, at: location)
        }
    }

    private let set: ThemeSet
    private var problems: [Problem] = []
    private typealias Messages = ThemeOverridesFormat.Messages

    private init(set: ThemeSet) {
        self.set = set
    }

    /// The problems of `file`'s document for `set`, in the app's order; none when the app would apply it.
    /// What the JSON reader warns of is appended to `log` as errors, and why a document is not JSON.
    public static func problems(in file: SourceFile, for set: ThemeSet, log: inout DiagnosticLog) -> [Problem] {
        var check = OverridesCheck(set: set)
        let start = SourceLocation.startOf(file.path)
        guard file.bytes.count <= ThemeOverridesFormat.maximumBytes else {
            return [Problem(keyPath: [], reason: Messages.tooLarge, location: start)]
        }
        var readLog = DiagnosticLog()
        guard let document = JSONReader().read(file, log: &readLog) else {
            // The reader's error says what JSON's grammar expected there.
            log.append(contentsOf: readLog.diagnostics)
            let location = readLog.diagnostics.first { $0.severity == .error }?.location ?? start
            return [Problem(keyPath: [], reason: Messages.notJSON, location: location)]
        }
        for var diagnostic in readLog.diagnostics {
            diagnostic.severity = .error
            diagnostic.message += "; the app's JSONDecoder would read the first value, most other JSON parsers the last, so write it once"
            log.append(diagnostic)
        }
        // JSON's grammar allows a number beyond a Double's range; JSONDecoder does not read one.
        if let location = check.firstInfiniteNumber(document) {
            return [Problem(keyPath: [], reason: Messages.notJSON, location: location)]
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
            problem([], Messages.notObject, at: node.location)
            return
        }
        guard let format = fields["format"] else {
            problem(["format"], Messages.missingFormat, at: node.location)
            return
        }
        guard case .number(let version) = value(format.value), version == Double(ThemeOverridesFormat.version) else {
            problem(["format"], Messages.wrongFormat, at: format.value.location)
            return
        }
        switch fields["theme"].map({ ($0.value, value($0.value)) }) {
        case nil: problem(["theme"], Messages.missingTheme, at: node.location)
        case (let theme, .string(let storedID))?:
            if !set.themes.contains(where: { $0.storedID == storedID }) { problem(["theme"], Messages.unknownTheme, at: theme.location) }
        case (let theme, _)?: problem(["theme"], Messages.themeNotString, at: theme.location)
        }
        for group in ThemeOverridesFormat.Group.allCases {
            guard let field = fields[group.rawValue] else { continue }
            self.group(group, field.value)
        }
        for name in fields.keys.sorted() where !ThemeOverridesFormat.fields.contains(name) {
            problem([name], Messages.unknownField, at: fields[name]?.key ?? node.location)
        }
    }

    private mutating func group(_ group: ThemeOverridesFormat.Group, _ node: Node) {
        guard case .object(let entries) = value(node) else {
            problem([group.rawValue], Messages.groupNotObject, at: node.location)
            return
        }
        let keys = Set(set.keys(of: OverridesFormat.tokenGroup(group)).map(\.key))
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let keyPath = [group.rawValue, key]
            guard keys.contains(key) else {
                problem(keyPath, Messages.unknownKey(group), at: entry.key)
                continue
            }
            switch group.form {
            case .color: color(entry.value, keyPath)
            case .fontSize: fontSize(entry.value, keyPath)
            case .number(let range, let what, let unit): number(entry.value, keyPath, range.map { ($0, Messages.outOfRange($0, what: what, unit: unit)) })
            case .boolean: if case .boolean = value(entry.value) {} else { problem(keyPath, Messages.notBoolean, at: entry.value.location) }
            case .string: if case .string = value(entry.value) {} else { problem(keyPath, Messages.notString, at: entry.value.location) }
            }
        }
    }

    private mutating func color(_ node: Node, _ keyPath: [String]) {
        switch value(node) {
        case .string(let text):
            if !Self.isColor(text) { problem(keyPath, Messages.notColor, at: node.location) }
        case .object(let fields):
            for name in fields.keys.sorted() where name != "light" && name != "dark" {
                problem(keyPath + [name], Messages.unknownColorField, at: fields[name]?.key ?? node.location)
            }
            if let light = fields["light"] {
                colorText(light.value, keyPath + ["light"])
            } else {
                problem(keyPath, Messages.missingLight, at: node.location)
            }
            if let dark = fields["dark"] { colorText(dark.value, keyPath + ["dark"]) }
        default: problem(keyPath, Messages.notColor, at: node.location)
        }
    }

    private mutating func colorText(_ node: Node, _ keyPath: [String]) {
        guard case .string(let text) = value(node), Self.isColor(text) else {
            problem(keyPath, Messages.notColorText, at: node.location)
            return
        }
    }

    private mutating func fontSize(_ node: Node, _ keyPath: [String]) {
        guard case .object(let fields) = value(node) else {
            problem(keyPath, Messages.notFontSize, at: node.location)
            return
        }
        for name in fields.keys.sorted() where name != "size" {
            problem(keyPath + [name], Messages.unknownFontField, at: fields[name]?.key ?? node.location)
        }
        guard let size = fields["size"] else {
            problem(keyPath, Messages.missingSize, at: node.location)
            return
        }
        guard case .number(let points) = value(size.value) else {
            problem(keyPath + ["size"], Messages.sizeNotNumber, at: size.value.location)
            return
        }
        if !ValueRanges.fontSize.contains(points) { problem(keyPath + ["size"], Messages.sizeOutOfRange, at: size.value.location) }
    }

    private mutating func number(_ node: Node, _ keyPath: [String], _ range: (ClosedRange<Double>, message: String)?) {
        guard case .number(let number) = value(node) else {
            problem(keyPath, Messages.notNumber, at: node.location)
            return
        }
        if let range, !range.0.contains(number) { problem(keyPath, range.message, at: node.location) }
    }

    /// Whether an app reads `text` as a colour (`ThemeColorHex`, as `ThemeColor.Components(hex:)` does).
    static func isColor(_ text: String) -> Bool {
        ThemeColorHex(Substring(text)) != nil
    }
}
