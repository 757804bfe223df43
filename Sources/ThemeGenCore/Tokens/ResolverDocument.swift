#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A DTCG resolver document (2025.10): sets, modifiers with contexts, and the order they resolve in.
struct ResolverDocument {
    /// Where a source's tokens come from.
    enum Source {
        /// A token file, by its path relative to the resolver's folder, as written.
        case file(String, SourceLocation)
        /// Tokens written inside the resolver.
        case inline(Node)
        /// The sources of a set of this resolver (`{ "$ref": "#/sets/base" }` in a context).
        case set(String, SourceLocation)
        /// A token file among the inputs, by its path as they name it: in a project ThemeGen puts together
        /// from files that name no resolver (`FigmaVariablesExport`).
        case input(String)
    }

    /// A modifier: named contexts, each a list of sources.
    struct Modifier {
        let name: String
        let location: SourceLocation
        let contexts: [(name: String, location: SourceLocation, sources: [Source])]
        let defaultContext: String?
    }

    /// One step of the resolution order.
    enum Step {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    var name: String?
    var sets: [String: [Source]] = [:]
    var modifiers: [Modifier] = []
    var order: [Step] = []

    static let rootKeys = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]

    /// Reads a resolver; every problem is reported, and a document with errors is `nil`.
    static func read(_ root: Node, log: inout DiagnosticLog) -> ResolverDocument? {
        var reader = Reader(log: log)
        let reported = log.diagnostics.count
        let document = reader.document(root)
        log = reader.log
        // Every error the reader reports breaks the resolver's syntax.
        log.transform(since: reported) { diagnostic in
            guard diagnostic.severity == .error, diagnostic.rule == nil else { return diagnostic }
            var tagged = diagnostic
            tagged.rule = .invalid(.resolverSyntax)
            return tagged
        }
        return document
    }

    private struct Reader {
        var log: DiagnosticLog
        var document = ResolverDocument()

        mutating func document(_ root: Node) -> ResolverDocument? {
            let errorsBefore = log.diagnostics.count(where: { $0.severity == .error })
            guard let entries = root.entries else {
                log.error("a resolver document must be a JSON object, not \(root.kindDescription)", at: root.location)
                return nil
            }
            let fields = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for entry in entries where !ResolverDocument.rootKeys.contains(entry.key) {
                log.error("unknown property \(quoted: entry.key) in the resolver; it has \(SchemaReader.list(ResolverDocument.rootKeys))", at: entry.keyLocation)
            }
            if let version = fields["version"] {
                if case .scalar("2025.10", _) = version.value.content {
                } else {
                    log.error("the resolver's 'version' must be \"2025.10\", the version ThemeGen reads", at: version.value.location)
                }
            } else {
                log.error("the resolver needs \"version\": \"2025.10\"", at: root.location)
            }
            if case .scalar(let text, _)? = fields["name"]?.value.content { document.name = text }
            checkExtensions(entries, of: "the resolver")
            for entry in fields["sets"]?.value.entries ?? [] {
                document.sets[entry.key] = setSources(entry.value, "set \(quoted: entry.key)")
            }
            for entry in fields["modifiers"]?.value.entries ?? [] {
                if let modifier = modifier(entry.value, name: entry.key, at: entry.keyLocation) { document.modifiers.append(modifier) }
            }
            if let orderEntry = fields["resolutionOrder"] {
                readOrder(orderEntry.value)
            } else {
                log.error("the resolver needs a 'resolutionOrder'", at: root.location)
            }
            let errorsAfter = log.diagnostics.count(where: { $0.severity == .error })
            return errorsAfter == errorsBefore ? document : nil
        }

        /// `$extensions` among `entries` must be an object, keyed by vendors' namespaces.
        private mutating func checkExtensions(_ entries: [Node.Entry], of what: String) {
            guard let extensions = entries.first(where: { $0.key == "$extensions" })?.value, extensions.entries == nil else { return }
            log.warning(
                "'$extensions' of \(what) must be an object of vendors' namespaces, not \(extensions.kindDescription)", at: extensions.location,
                consequence: "it is ignored", rule: .invalid(.resolverExtensions))
        }

        private mutating func setSources(_ node: Node, _ what: String) -> [Source] {
            checkExtensions(node.entries ?? [], of: what)
            guard let sourcesNode = node.entries?.first(where: { $0.key == "sources" })?.value else {
                log.error("\(what) needs 'sources', a list of token files ({ \"$ref\": \"base.tokens.json\" }) or inline tokens", at: node.location)
                return []
            }
            return sources(sourcesNode, what)
        }

        private mutating func sources(_ node: Node, _ what: String) -> [Source] {
            guard case .sequence(let items) = node.content else {
                log.error("the sources of \(what) must be a list, not \(node.kindDescription)", at: node.location)
                return []
            }
            return items.compactMap { source($0, what) }
        }

        private mutating func source(_ node: Node, _ what: String) -> Source? {
            guard let entries = node.entries else {
                log.error("a source of \(what) must be an object: { \"$ref\": \"file.tokens.json\" } or tokens, not \(node.kindDescription)", at: node.location)
                return nil
            }
            guard entries.count == 1, entries[0].key == "$ref" else { return .inline(node) }
            guard case .scalar(let reference, _) = entries[0].value.content else {
                log.error("'$ref' in \(what) must be a string", at: entries[0].value.location)
                return nil
            }
            let location = entries[0].value.location
            if reference.hasPrefix("#/sets/") { return .set(String(reference.dropFirst("#/sets/".count)), location) }
            guard !reference.hasPrefix("#"), !reference.contains("#"), !reference.contains("://") else {
                log.error("'$ref' \(quoted: reference) in \(what) must name a token file by a path relative to the resolver, or a set ('#/sets/name')", at: location)
                return nil
            }
            return .file(reference, location)
        }

        private mutating func modifier(_ node: Node, name: String, at location: SourceLocation) -> Modifier? {
            guard let entries = node.entries else {
                log.error("modifier \(quoted: name) must be an object with 'contexts', not \(node.kindDescription)", at: node.location)
                return nil
            }
            // The specification's own examples write `context` as well as `contexts`.
            guard let contextsEntry = entries.first(where: { $0.key == "contexts" || $0.key == "context" }),
                let contextEntries = contextsEntry.value.entries, !contextEntries.isEmpty
            else {
                log.error("modifier \(quoted: name) needs 'contexts', an object of context names to sources", at: location)
                return nil
            }
            checkExtensions(entries, of: "modifier \(quoted: name)")
            if contextsEntry.key == "context" {
                log.warning(
                    "modifier \(quoted: name) writes 'context' where the syntax has 'contexts'; it is read as 'contexts', as the specification's own examples write it", at: contextsEntry.keyLocation,
                    rule: .otherTool(.resolverSyntax))
            }
            let contexts = contextEntries.map { entry in
                (name: entry.key, location: entry.keyLocation, sources: sources(entry.value, "context \(quoted: entry.key) of modifier \(quoted: name)"))
            }
            if contexts.count == 1 {
                log.warning("modifier \(quoted: name) has one context; a modifier with one context is a set", at: location)
            }
            var defaultContext: String?
            if let defaultNode = entries.first(where: { $0.key == "default" })?.value {
                if case .scalar(let text, _) = defaultNode.content, contexts.contains(where: { $0.name == text }) {
                    defaultContext = text
                } else {
                    log.error("the default of modifier \(quoted: name) must be one of its contexts (\(SchemaReader.list(contexts.map(\.name))))", at: defaultNode.location)
                }
            }
            return Modifier(name: name, location: location, contexts: contexts, defaultContext: defaultContext)
        }

        private mutating func readOrder(_ node: Node) {
            guard case .sequence(let items) = node.content, !items.isEmpty else {
                log.error("'resolutionOrder' must be a list of sets and modifiers", at: node.location)
                return
            }
            // The inline items' names, each where it is first written.
            var inlineNames: [String: SourceLocation] = [:]
            for item in items {
                guard let entries = item.entries else {
                    log.error("an item of 'resolutionOrder' must be an object, not \(item.kindDescription)", at: item.location)
                    continue
                }
                let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                if let referenceNode = fields["$ref"], case .scalar(let reference, _) = referenceNode.content {
                    if reference.hasPrefix("#/sets/"), let sources = document.sets[String(reference.dropFirst("#/sets/".count))] {
                        document.order.append(.set(name: String(reference.dropFirst("#/sets/".count)), sources: sources))
                    } else if reference.hasPrefix("#/modifiers/"),
                        let modifier = document.modifiers.first(where: { $0.name == reference.dropFirst("#/modifiers/".count) })
                    {
                        document.order.append(.modifier(modifier))
                    } else {
                        log.error("'$ref' \(quoted: reference) in 'resolutionOrder' names no set or modifier of this resolver", at: referenceNode.location)
                    }
                    continue
                }
                guard let nameNode = fields["name"], case .scalar(let name, _) = nameNode.content, case .scalar(let type, _)? = fields["type"]?.content else {
                    log.error("an inline item of 'resolutionOrder' needs 'name' and 'type' ('set' or 'modifier')", at: item.location)
                    continue
                }
                if let first = inlineNames[name] {
                    log.error(
                        "the inline items of 'resolutionOrder' must have different names; \(quoted: name) is also the name of an earlier one", at: nameNode.location,
                        notes: [.init("the earlier one", at: first)], rule: .invalid(.resolverInlineItems))
                    continue
                }
                inlineNames[name] = nameNode.location
                if type == "set" {
                    document.order.append(.set(name: name, sources: setSources(item, "set \(quoted: name)")))
                } else if type == "modifier", let modifier = modifier(item, name: name, at: item.location) {
                    document.modifiers.append(modifier)
                    document.order.append(.modifier(modifier))
                } else if type != "modifier" {
                    log.error("the type \(quoted: type) of \(quoted: name) in 'resolutionOrder' is not 'set' or 'modifier'", at: fields["type"]?.location ?? item.location)
                }
            }
        }
    }
}
