/// Figma's own export of variables: one DTCG file per mode of a collection, the mode named only in
/// the root's `$extensions` (`"com.figma.modeName": "Dark"`), the collection named nowhere. The files of
/// one collection define the same tokens (every variable has a value in every mode), so a collection is
/// the files that define the same token paths.
///
/// Loose files among which a collection has two or more modes are read as a project, as a resolver
/// would put them: every collection of one mode (and every other token file) is a set each theme
/// reads, and each collection of several modes is a modifier whose contexts are its modes — the
/// appearance when they are appearances (`Light`, `Dark`), themes otherwise, as for any resolver, and as
/// `themegen.yml`'s `tokens` section maps them.
enum FigmaVariablesExport {
    /// The member of a document root's `$extensions` that names the file's mode.
    static let modeNameKey = "com.figma.modeName"

    /// The mode the root of a token document names, if Figma wrote it.
    static func modeName(ofRoot root: Node) -> Located<String>? {
        guard let extensions = root.entries?.first(where: { $0.key == "$extensions" })?.value,
            let mode = extensions.entries?.first(where: { $0.key == modeNameKey })?.value,
            case .scalar(let name, _) = mode.content, !mode.isNull
        else { return nil }
        return Located(name, at: mode.location)
    }

    /// The member of a token's `$extensions` that names the variable's Figma type when DTCG has none
    /// for it: a boolean variable is exported as a `number` token of 0 or 1.
    static let typeKey = "com.figma.type"

    /// A boolean variable's value as JSON's `true` or `false`, as Figma reads its export back: `value`
    /// when it is a `number` token of 0 or 1 whose `extensions` say it is a boolean, else `nil`.
    static func booleanValue(_ value: Node, type: DesignTokenType?, extensions: Node) -> Node? {
        guard type == .number,
            let figmaType = extensions.entries?.first(where: { $0.key == typeKey })?.value,
            case .scalar("boolean", _) = figmaType.content,
            case .scalar(let number, .plain) = value.content, number == "0" || number == "1"
        else { return nil }
        return Node(.scalar(number == "1" ? "true" : "false", .plain), at: value.location)
    }

    /// The member of a token's `$extensions` that names the variable of another collection its value
    /// was resolved from (`targetVariableName`, its groups and name joined by `/`).
    static let aliasDataKey = "com.figma.aliasData"

    /// The token path of the variable `extensions` say the value was resolved from, if it can be written
    /// as an alias (no name in it empty or holding `.`, `{` or `}`).
    static func aliasTarget(in extensions: Node) -> Located<[String]>? {
        guard let aliasData = extensions.entries?.first(where: { $0.key == aliasDataKey })?.value,
            let target = aliasData.entries?.first(where: { $0.key == "targetVariableName" })?.value,
            case .scalar(let name, _) = target.content, !target.isNull
        else { return nil }
        let names = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !names.contains(where: { $0.isEmpty || $0.contains(where: { "{}.".contains($0) }) }) else { return nil }
        return Located(names, at: target.location)
    }

    /// `source` with each value Figma resolved from a variable the project defines read as the alias
    /// it was (`{Weight.Bold}`), so that it follows the theme's mode of the target's collection as it does
    /// in Figma, where the export wrote the value of one mode; and how many were.
    static func restoringAliases(_ source: DesignTokenSource, defined: Set<TokenPath>) -> (source: DesignTokenSource, count: Int) {
        guard !source.figmaAliasTargets.isEmpty else { return (source, 0) }
        var restored = source
        var count = 0
        for index in restored.tokens.indices {
            let token = restored.tokens[index]
            guard let target = source.figmaAliasTargets[token.tokenPath], let targetPath = TokenPath(segments: target.value[...]), defined.contains(targetPath) else { continue }
            restored.tokens[index] = token.withValue(Node(.scalar("{" + target.value.joined(separator: ".") + "}", .string), at: target.location))
            count += 1
        }
        return (restored, count)
    }

    /// One collection: its files (the modes), in path order.
    struct Collection {
        let files: [(path: String, mode: Located<String>)]

        /// The modifier's name: its modes, as no file names the collection.
        var name: String { files.map(\.mode.value).joined(separator: "/") }
    }

    /// What the note on a project read so says: each collection's modes and files, the files every theme
    /// reads, and how many values are read as their aliases.
    static func readingMessage(_ collections: [Collection], shared: [String], aliases: Int) -> String {
        let described = collections.map { collection in
            ListText.and(collection.files.map { "\(quoted: $0.mode.value)" }) + " (" + collection.files.map(\.path).joined(separator: ", ") + ")"
        }
        let sharedText = shared.isEmpty ? "" : "; \(CountText.of(shared.count, "other file")) \(shared.count == 1 ? "is" : "are") read by every theme"
        let aliasText = aliases == 0 ? "" : "; \(CountText.of(aliases, "value")) Figma resolved from another collection \(aliases == 1 ? "is" : "are") read as the alias '\(aliasDataKey)' records, so that \(aliases == 1 ? "it follows" : "they follow") each theme's modes"
        return "read as Figma's variables export: files that name their mode ('\(modeNameKey)') and define the same tokens are the modes of one collection, read as a resolver's modifier with a context per mode: \(described.joined(separator: "; "))\(sharedText)\(aliasText)"
    }

    /// The project of `files` (token files no resolver names, in path order): `nil` unless Figma wrote a
    /// collection of two or more modes among them. The sets come first, in path order, then the
    /// modifiers, in the order of their first files.
    static func project(_ files: [(path: String, source: DesignTokenSource)], name: String) -> (resolver: ResolverDocument, collections: [Collection], shared: [String])? {
        var collections: [(paths: Set<TokenPath>, files: [(path: String, mode: Located<String>)])] = []
        var single = Set<String>()
        for (path, source) in files {
            guard let mode = source.figmaMode else {
                single.insert(path)
                continue
            }
            let paths = Set(source.tokens.map(\.tokenPath)).union(source.leftOut.keys)
            if let index = collections.firstIndex(where: { $0.paths == paths }) {
                collections[index].files.append((path, mode))
            } else {
                collections.append((paths, [(path, mode)]))
            }
        }
        guard collections.contains(where: { $0.files.count > 1 }) else { return nil }
        var resolver = ResolverDocument()
        resolver.name = name
        var modes: [Collection] = []
        for collection in collections where collection.files.count == 1 { single.insert(collection.files[0].path) }
        let shared = files.map(\.path).filter(single.contains)
        if !shared.isEmpty { resolver.order.append(.set(name: "files of one mode", sources: shared.map { .input($0) })) }
        for collection in collections where collection.files.count > 1 {
            let found = Collection(files: collection.files)
            modes.append(found)
            let contexts = found.files.map { (name: $0.mode.value, location: $0.mode.location, sources: [ResolverDocument.Source.input($0.path)]) }
            let modifier = ResolverDocument.Modifier(name: found.name, location: found.files[0].mode.location, contexts: contexts, defaultContext: nil)
            resolver.modifiers.append(modifier)
            resolver.order.append(.modifier(modifier))
        }
        return (resolver, modes, shared)
    }
}
