/// Reads a DTCG token document — groups of tokens with `$value`, `$type` inherited from groups,
/// `$description`, `$deprecated`, `$extensions` — into its tokens in document order.
struct DesignTokenDocument {
    /// The properties a token may have.
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]
    /// The properties a group may have (besides `$root`, a token named after its group).
    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$ref", "$schema"]

    private var source = DesignTokenSource()
    /// The values in groups that are not tokens (`PlainTokenValues`).
    private var plainValues: [DesignToken] = []
    /// Where tokens give values for several modes in their `$extensions`, and the modes' names.
    private var extensionModes: [SourceLocation] = []
    private var extensionModeNames: [String] = []
    /// The `$type`s that name a type only Tokens Studio has, where each is first written: then the file
    /// is its DTCG export.
    private var tokensStudioTypes: [Located<String>] = []
    private var log: DiagnosticLog

    /// The tokens of `root` and its groups' extensions, problems reported to `log`.
    static func read(_ root: Node, log: inout DiagnosticLog) -> DesignTokenSource {
        var document = DesignTokenDocument(log: log)
        document.readGroup(root, path: [], inheritedType: nil, inheritedDeprecation: nil)
        document.source.figmaMode = FigmaVariablesExport.modeName(ofRoot: root)
        if let first = document.extensionModes.first {
            let modes = document.extensionModeNames.prefix(4).map { "\(quoted: $0)" }.joined(separator: ", ") + (document.extensionModeNames.count > 4 ? ", …" : "")
            document.log.warning(
                "\(CountText.of(document.extensionModes.count, "token")) \(document.extensionModes.count == 1 ? "gives" : "give") values for several modes in '$extensions' (\(modes)), as Figma's exports write them; ThemeGen reads each token's '$value', its default mode, and not the others (a resolver with a context per mode reads them all)",
                at: first)
        }
        PlainTokenValues.warn(document.plainValues, log: &document.log)
        document.source.tokens += document.plainValues
        log = document.log
        guard !document.tokensStudioTypes.isEmpty else { return document.source }
        var source = document.source.inTokensStudioDialect
        source.tokensStudioTypes = document.tokensStudioTypes
        return source
    }

    /// The warning for a file that names Tokens Studio's `types`, read as a DTCG file (not as a set of a
    /// Tokens Studio project, whose types they are).
    static func tokensStudioTypesWarning(_ types: [Located<String>]) -> Diagnostic? {
        guard let first = types.first else { return nil }
        let names = types.map { "\(quoted: $0.value)" }
        return Diagnostic(
            .warning,
            "\(names.count == 1 ? "the type" : "the types") \(ListText.and(names)) \(names.count == 1 ? "is" : "are") not DTCG 2025.10's but Tokens Studio's (which Style Dictionary reads too); the file's values are read as Tokens Studio writes them",
            at: first.location, rule: .otherTool(.types))
    }

    /// Whether an object is a token: it has `$value`, or it is `{ "$ref": … }` with no members of its own
    /// (a `$ref` beside members extends a group, as `$extends` does).
    static func isToken(_ entries: [Node.Entry]) -> Bool {
        entries.contains { $0.key == "$value" }
            || (entries.contains { $0.key == "$ref" } && !entries.contains { !$0.key.hasPrefix("$") })
    }

    private init(log: DiagnosticLog) {
        self.log = log
    }

    private mutating func readGroup(_ node: Node, path: [String], inheritedType: DesignTokenType?, inheritedDeprecation: String?) {
        guard let entries = node.entries else {
            log.error("\(Self.describe(path)) must be a group or a token (a JSON object), not \(node.kindDescription)", at: node.location, rule: .invalid(.groupStructure))
            return
        }
        var type = inheritedType
        if let typeEntry = entries.first(where: { $0.key == "$type" }) {
            type = decodeType(typeEntry.value, path: path, isGroup: true)
            // A group of a type no format has is left out whole (the warning said so).
            guard let type else { return }
            source.groupTypes[path] = type
        }
        var deprecation = inheritedDeprecation
        if let deprecatedEntry = entries.first(where: { $0.key == "$deprecated" }) {
            deprecation = decodeDeprecation(deprecatedEntry.value, path: path)
        }
        guard let plain = PlainTokenValues.read(entries, at: path, valueMember: "$value", dialect: .standard, log: &log) else { return }
        plainValues += plain
        for entry in entries {
            if entry.key == "$extends" || entry.key == "$ref" {
                readExtension(entry, of: path)
                continue
            }
            if entry.key.hasPrefix("$"), entry.key != "$root" {
                checkForm(of: entry, in: Self.describe(path))
                if !Self.groupProperties.contains(entry.key) {
                    log.warning("unknown property \(quoted: entry.key) in \(Self.describe(path)) is ignored; a group has \(SchemaReader.list(Self.groupProperties.sorted()))", at: entry.keyLocation, rule: .invalid(.characterRestrictions))
                }
                continue
            }
            guard entry.value.entries != nil, checkName(entry.key, at: entry.keyLocation, in: path) else { continue }
            if let childEntries = entry.value.entries, Self.isToken(childEntries) {
                readToken(entry.value, childEntries, group: path, name: entry.key, at: entry.keyLocation, inheritedType: type, inheritedDeprecation: deprecation)
            } else {
                source.groups.append(DesignTokenSource.GroupSite(path: path + [entry.key], location: entry.keyLocation))
                readGroup(entry.value, path: path + [entry.key], inheritedType: type, inheritedDeprecation: deprecation)
            }
        }
    }

    /// Reads the token `name` of the group at `group` (whose path array every token of the group shares).
    private mutating func readToken(
        _ node: Node, _ entries: [Node.Entry], group: [String], name: String, at location: SourceLocation,
        inheritedType: DesignTokenType?, inheritedDeprecation: String?
    ) {
        // The token's path, for messages only: most tokens need none.
        func path() -> [String] { group + [name] }
        var type = inheritedType
        var deprecation = inheritedDeprecation
        var description: String?
        var value: Node?
        /// Whether the token is left out: a type no format has, or a modifier ThemeGen does not apply
        /// (reported each where it is read, in whichever order the members come).
        var hasInvalidType = false
        var modifier: Diagnostic?
        var extensions: Node?
        for entry in entries {
            switch entry.key {
            case "$value": value = entry.value
            case "$type":
                type = decodeType(entry.value, path: path(), isGroup: false)
                hasInvalidType = type == nil
            case "$description":
                checkForm(of: entry, in: "token \(JSONPointer.text(path()))")
                if case .scalar(let text, .string) = entry.value.content { description = text }
            case "$ref":
                // The token is an alias by pointer: its value is the reference alone, whatever else it
                // declares beside it (`$type`, `$description`).
                if !entries.contains(where: { $0.key == "$value" }) { value = Node(.mapping([entry]), at: node.location) }
            case "$deprecated":
                deprecation = decodeDeprecation(entry.value, path: path())
            case "$extensions":
                checkForm(of: entry, in: "token \(JSONPointer.text(path()))")
                // A token with a colour modifier ThemeGen does not apply is left out (the warning said so).
                modifier = TokensStudioColorModifier.check(entry.value, token: path(), log: &log) ?? modifier
                noteModes(in: entry.value, at: location)
                extensions = entry.value
            default:
                if entry.key.hasPrefix("$") {
                    log.warning("unknown property \(quoted: entry.key) in token \(JSONPointer.text(path())) is ignored; a token has \(SchemaReader.list(Self.tokenProperties.sorted()))", at: entry.keyLocation, rule: .invalid(.characterRestrictions))
                } else {
                    // Style Dictionary (v4, DTCG form) keeps a token's other members as metadata (a project's
                    // documentation object in every token): one warning a file, the rest in its note.
                    log.warning(
                        "token \(JSONPointer.text(path())) holds \(quoted: entry.key), a member without '$', which a DTCG token does not have (a token cannot contain tokens or groups)", at: entry.keyLocation,
                        consequence: "it is ignored, as Style Dictionary keeps such members as metadata",
                        fold: Diagnostic.Fold(kind: "token member without $", subject: "\(JSONPointer.text(path())) \(quoted: entry.key)", printedAlone: 1), rule: .invalid(.groupStructure))
                }
            }
        }
        if let modifier, let leftOut = TokenPath(segments: path()[...]) {
            source.leftOut[leftOut] = LeftOutToken(cause: modifier, pointer: JSONPointer.text(path()))
        }
        guard var value, !hasInvalidType, modifier == nil else { return }
        if let extensions {
            if let boolean = FigmaVariablesExport.booleanValue(value, type: type, extensions: extensions) {
                type = .boolean
                value = boolean
            }
            if let target = FigmaVariablesExport.aliasTarget(in: extensions), let tokenPath = TokenPath(segments: path()[...]) {
                source.figmaAliasTargets[tokenPath] = target
            }
        }
        source.tokens.append(DesignToken(group: group, name: name, type: type, value: value, description: description, deprecated: deprecation, location: location))
    }

    /// Records `$extensions` that give the token values for more than one mode (`{ "com.figma.sds":
    /// { "modes": { "sds_light": …, "sds_dark": … } } }`), so that their not being read is said.
    private mutating func noteModes(in extensions: Node, at location: SourceLocation) {
        for namespace in extensions.entries ?? [] {
            guard let modes = namespace.value.entries?.first(where: { $0.key == "modes" })?.value.entries, modes.count > 1 else { continue }
            extensionModes.append(location)
            for mode in modes where !extensionModeNames.contains(mode.key) { extensionModeNames.append(mode.key) }
            return
        }
    }

    /// The type `node` names; `nil` (reported) for none a format has: the token, or every token of the
    /// group, is then left out.
    private mutating func decodeType(_ node: Node, path: [String], isGroup: Bool) -> DesignTokenType? {
        guard case .scalar(let text, _) = node.content, !node.isNull else {
            log.error("'$type' of \(Self.describe(path)) must be a string naming a type, not \(node.kindDescription)", at: node.location, rule: .invalid(.type))
            return nil
        }
        // Tokens Studio's DTCG export writes its own type names too (`spacing`, `boxShadow`).
        if let type = DesignTokenType.named(text) {
            if DesignTokenType.tokensStudioNames.contains(text), !tokensStudioTypes.contains(where: { $0.value == text }) {
                tokensStudioTypes.append(Located(text, at: node.location))
            }
            return type
        }
        let place = path.isEmpty ? "the document root" : JSONPointer.text(path)
        // Style Dictionary and Tokens Studio read a 'string' token as text.
        if text == "string" {
            log.warning("'string', the type of \(place), is not a DTCG type; it is read as a text token, as Style Dictionary, Tokens Studio and Figma mean it", at: node.location, rule: .otherTool(.types))
            return .text
        }
        let names = DesignTokenType.dtcgTypes.map(\.rawValue)
        let hint = Suggestions.didYouMean(text, in: names)
        let warning = log.warning(
            "unknown type \(quoted: text) in \(place)\(hint); DTCG 2025.10 has \(SchemaReader.list(names))", at: node.location,
            consequence: isGroup ? "every token of the group is left out" : "the token is left out", fold: Diagnostic.Fold(kind: "unknown type \(text)", subject: place), rule: .invalid(.type))
        if let leftOut = TokenPath(segments: path[...]) { source.leftOut[leftOut] = LeftOutToken(cause: warning, pointer: place) }
        return nil
    }

    /// `"$extends": "{group}"` or, on a group, `"$ref": "#/group"`: the group this one extends.
    private mutating func readExtension(_ entry: Node.Entry, of path: [String]) {
        guard case .scalar(let text, _) = entry.value.content else {
            log.error("\(quoted: entry.key) in \(Self.describe(path)) must name a group, as in '{button}' or '#/button'", at: entry.value.location, rule: .invalid(.extendingGroups))
            return
        }
        let target: [String]?
        if entry.key == "$extends" {
            target =
                text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2
                ? text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init) : nil
        } else {
            target = JSONPointer.segments(text)
        }
        guard let target, !target.isEmpty else {
            log.error("\(quoted: entry.key) in \(Self.describe(path)) must name a group, as in '{button}' or '#/button', not \(quoted: text)", at: entry.value.location, rule: .invalid(.extendingGroups))
            return
        }
        source.extensions.append(GroupExtension(path: path, target: target, location: entry.value.location))
    }

    /// `$deprecated`: `true` (deprecated, no message), a string (the message), or `false` (not deprecated,
    /// also when a group around says it is).
    private mutating func decodeDeprecation(_ node: Node, path: [String]) -> String? {
        switch node.content {
        case .scalar(let text, .string): return text
        case .scalar where node.plainMeaning == .boolean(true): return ""
        case .scalar where node.plainMeaning == .boolean(false): return nil
        default:
            log.error("'$deprecated' of \(path.isEmpty ? "the document root" : JSONPointer.text(path)) must be true, false or a message, not \(node.kindDescription)", at: node.location, rule: .invalid(.deprecated))
            return nil
        }
    }

    /// `$description` must be a string and `$extensions` an object (of vendors' namespaces), on a token or a
    /// group (`what`); another form is ignored, with a warning.
    private mutating func checkForm(of entry: Node.Entry, in what: String) {
        switch entry.key {
        case "$description":
            guard case .scalar(_, .string) = entry.value.content else {
                log.warning(
                    "'$description' of \(what) must be a string, not \(entry.value.kindDescription)", at: entry.value.location, consequence: "it is ignored",
                    rule: .invalid(.description))
                return
            }
        case "$extensions":
            guard entry.value.entries == nil else { return }
            log.warning(
                "'$extensions' of \(what) must be an object of vendors' namespaces, not \(entry.value.kindDescription)", at: entry.value.location,
                consequence: "it is ignored", rule: .invalid(.extensions))
        default: return
        }
    }

    /// A name may not contain `.`, `{` or `}` (they would break aliases) nor start with `$`.
    private mutating func checkName(_ name: String, at location: SourceLocation, in path: [String]) -> Bool {
        // Scanned as bytes: the three characters are ASCII, and most names have none of them.
        guard name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }),
            let bad = name.first(where: { $0 == "." || $0 == "{" || $0 == "}" })
        else { return true }
        // Editor themes name tokens by TextMate scopes (`source.json meta.structure`): one odd name never fails the build.
        log.warning(
            "the name \(quoted: name) in \(Self.describe(path)) contains \(quoted: String(bad)); token and group names cannot contain '.', '{' or '}', which aliases use", at: location,
            consequence: "it is left out, and whatever it holds", fold: Diagnostic.Fold(kind: "name with \(bad)", subject: Excerpt.of(name)), rule: .invalid(.characterRestrictions))
        return false
    }

    /// `the group #/color/brand`, `the document root`.
    static func describe(_ path: [String]) -> String {
        path.isEmpty ? "the document root" : "group \(JSONPointer.text(path))"
    }
}
