/// Reads a Style Dictionary token file in its classic form (v3 and v4 without DTCG): groups of tokens
/// with `value`, and optionally `type`, `comment` and Style Dictionary's own metadata (`attributes`, …),
/// into the same tokens as a DTCG file. A token without `type` takes one from its category — the CTI
/// convention's first name (`color`, `size`, `time`) or `attributes.category` — or from what its alias
/// names; Style Dictionary's `{color.base.red.value}` references name the token, as `{color.base.red}` does.
struct StyleDictionaryDocument {
    /// The CTI categories that say a token's type.
    static let categories: [String: DesignTokenType] = ["color": .color, "size": .dimension, "time": .duration]

    private(set) var tokens: [DesignToken] = []
    /// The tokens left out with a warning, by path (`DesignTokenSource.leftOut`).
    private var leftOut: [TokenPath: LeftOutToken] = [:]
    /// The tokens with neither `type` nor a category, typed by what their values are (`type(byValue:)`).
    private var typedByValue: [(pointer: String, type: DesignTokenType, location: SourceLocation)] = []
    /// The values written as Figma Tokens' aliases (`$fontSize.0`), read as aliases (`{fontSize.0}`).
    private var legacyAliases: [(written: String, alias: String, location: SourceLocation)] = []
    /// The values in groups that are not tokens (`PlainTokenValues`).
    private var plainValues: [DesignToken] = []
    /// Whether a token names a type only Tokens Studio has: then the file is one of its token sets.
    private var namesTokensStudioType = false
    private var log: DiagnosticLog

    static func read(_ root: Node, log: inout DiagnosticLog) -> DesignTokenSource {
        var document = StyleDictionaryDocument(log: log)
        document.readGroup(root, path: [])
        if let first = document.legacyAliases.first {
            let count = document.legacyAliases.count
            document.log.warning(
                "\(count == 1 ? "a value is" : "\(count) values are") written as the first versions of Tokens Studio (Figma Tokens) wrote aliases, \(quoted: first.written); \(count == 1 ? "it is" : "they are") read as the aliases \(count == 1 ? "it is" : "they are"), \(quoted: first.alias)",
                at: first.location)
        }
        if let first = document.typedByValue.first {
            let count = document.typedByValue.count
            let shown = CountText.listing(document.typedByValue.map { "\($0.pointer) (\($0.type.rawValue))" }, shown: DiagnosticFolding.subjectsListed)
            document.log.warning(
                "\(CountText.of(count, "token")) of this file \(count == 1 ? "has" : "have") neither 'type' nor a category that gives one (the first name of the path, or 'attributes.category': 'color', 'size', 'time'); \(count == 1 ? "it is" : "they are") typed by \(count == 1 ? "its value" : "their values"), as Style Dictionary's transforms read values: \(shown)",
                at: first.location)
        }
        PlainTokenValues.warn(document.plainValues, log: &document.log)
        log = document.log
        let source = DesignTokenSource(tokens: document.tokens + document.plainValues, leftOut: document.leftOut)
        return document.namesTokensStudioType ? source.inTokensStudioDialect : source
    }

    private init(log: DiagnosticLog) {
        self.log = log
    }

    /// Whether an object is a Style Dictionary token: it has a `value`.
    static func isToken(_ entries: [Node.Entry]) -> Bool {
        entries.contains { $0.key == "value" }
    }

    private mutating func readGroup(_ node: Node, path: [String]) {
        guard let entries = node.entries else {
            log.error("\(DesignTokenDocument.describe(path)) must be a group or a token (an object with 'value'), not \(node.kindDescription)", at: node.location)
            return
        }
        guard let plain = PlainTokenValues.read(entries, at: path, valueMember: "value", dialect: .styleDictionary, log: &log) else { return }
        plainValues += plain
        for entry in entries {
            guard let childEntries = entry.value.entries else { continue }
            if Self.isToken(childEntries) {
                readToken(childEntries, group: path, name: entry.key, at: entry.keyLocation)
            } else {
                readGroup(entry.value, path: path + [entry.key])
            }
        }
    }

    /// Reads the token `name` of the group at `group` (whose path array every token of the group shares).
    private mutating func readToken(_ entries: [Node.Entry], group: [String], name: String, at location: SourceLocation) {
        // The token's path, for messages only: most tokens need none.
        func path() -> [String] { group + [name] }
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let value = fields["value"] else { return }
        var type: DesignTokenType?
        if case .scalar("string", _)? = fields["type"]?.content {
            // Style Dictionary has no list of types: 'string' is its content tokens' (and Tokens Studio's), text.
            type = .text
        } else if let typeNode = fields["type"] {
            guard case .scalar(let typeName, _) = typeNode.content, let named = DesignTokenType.named(typeName) else {
                let names = DesignTokenType.allNames
                let warning = log.warning(
                    "unknown type \(quoted: Self.text(typeNode)) of token \(JSONPointer.text(path()))\(Suggestions.didYouMean(Self.text(typeNode), in: names)); use one of \(SchemaReader.list(names))", at: typeNode.location,
                    consequence: "the token is left out", fold: Diagnostic.Fold(kind: "unknown type \(Self.text(typeNode))", subject: JSONPointer.text(path())))
                leftOut[TokenPath(group: group, name: name)] = LeftOutToken(cause: warning, pointer: JSONPointer.text(path()))
                return
            }
            type = named
            namesTokensStudioType = namesTokensStudioType || DesignTokenType.tokensStudioNames.contains(typeName)
        } else if case .scalar(let category, _)? = fields["attributes"]?.entries?.first(where: { $0.key == "category" })?.value.content {
            type = Self.categories[category]
        } else {
            type = Self.categories[group.first ?? name]
        }
        if type == nil, let byValue = Self.type(byValue: value) {
            type = byValue
            typedByValue.append((JSONPointer.text(path()), byValue, location))
        }
        var description: String?
        if case .scalar(let text, _)? = (fields["comment"] ?? fields["description"])?.content { description = text }
        if let extensions = fields["$extensions"], let modifier = TokensStudioColorModifier.check(extensions, token: path(), log: &log) {
            leftOut[TokenPath(group: group, name: name)] = LeftOutToken(cause: modifier, pointer: JSONPointer.text(path()))
            return
        }
        warnOfBuildStep(fields, token: path())
        var token = DesignToken(group: group, name: name, type: type, value: readingLegacyAliases(value), description: description, location: location)
        token.dialect = .styleDictionary
        tokens.append(token)
    }

    /// The members by which a project's own Style Dictionary build changes a token's value (a transform
    /// it registered, `"transform": "color-shade"` with `params`; a modification, `"modify": [{ "type":
    /// "alpha", … }]`): code ThemeGen does not have.
    static let buildStepMembers = ["transform", "transforms", "modify"]

    /// Warns, once a file with the rest in its note, of a token whose value the project's build changes by
    /// a member of `buildStepMembers`: its value is used as written, which may not be what the build makes.
    private mutating func warnOfBuildStep(_ fields: [String: Node], token path: [String]) {
        guard let member = Self.buildStepMembers.first(where: { fields[$0] != nil }), let node = fields[member] else { return }
        let step = if case .scalar(let text, _) = node.content { "\(quoted: member): \(quoted: text)" } else { "\(quoted: member)" }
        log.warning(
            "token \(JSONPointer.text(path)) has \(step), a step of the project's own Style Dictionary build, code ThemeGen does not run", at: node.location,
            consequence: "its value is used as written, which may not be what that build makes of it",
            fold: Diagnostic.Fold(kind: "build step", subject: JSONPointer.text(path), printedAlone: 1))
    }

    /// The type a classic token's value shows, for a token with no `type` and no category: a colour
    /// (`#ff0000`, `rgb()`, `hsl()`), a dimension (`16px`, `1.5rem`), a duration (`200ms`), a number; `nil`
    /// for an alias (it takes what it names) and for anything else.
    static func type(byValue value: Node) -> DesignTokenType? {
        if case .number? = value.plainMeaning { return .number }
        guard case .scalar(let text, .string) = value.content, DesignTokenSet.aliasPath(text) == nil else { return nil }
        if case .color = ColorSyntax.read(text, for: "") { return .color }
        guard let (_, unit) = Measure.split(text) else { return nil }
        if DesignTokenValueDecoder.dimensionUnits.contains(String(unit)) { return .dimension }
        if DesignTokenValueDecoder.durationUnits.contains(String(unit)) { return .duration }
        return nil
    }

    /// `value` with every string written as a Figma Tokens alias — `$` and a dotted path, such as
    /// `$fontSize.0` — read as the alias it is (`{fontSize.0}`), in a composite's members too.
    private mutating func readingLegacyAliases(_ value: Node) -> Node {
        switch value.content {
        case .scalar(let text, .string) where Self.isLegacyAlias(text):
            let alias = "{" + text.dropFirst() + "}"
            legacyAliases.append((text, alias, value.location))
            return Node(.scalar(alias, .string), at: value.location)
        case .mapping(let entries):
            guard entries.contains(where: { entry in if case .scalar(let text, .string) = entry.value.content { Self.isLegacyAlias(text) } else { false } }) else { return value }
            return Node(.mapping(entries.map { Node.Entry(key: $0.key, keyLocation: $0.keyLocation, value: readingLegacyAliases($0.value)) }), at: value.location)
        default:
            return value
        }
    }

    /// `$` and a path of at least two names (`$fontSize.0`, `$colors.brand-500`).
    private static func isLegacyAlias(_ text: String) -> Bool {
        guard text.first == "$", text.count > 3, text.contains(".") else { return false }
        return text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" } && !text.hasSuffix(".")
    }

    /// A scalar's text, or how the node reads in a message.
    private static func text(_ node: Node) -> String {
        if case .scalar(let text, _) = node.content { return text }
        return node.kindDescription
    }
}
