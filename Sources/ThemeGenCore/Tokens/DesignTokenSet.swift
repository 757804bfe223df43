/// The tokens of one resolution: sources merged in order (a later token with the same path replaces an
/// earlier one), then every alias — `"{group.token}"` and `{ "$ref": "#/…" }` — replaced by what it names,
/// chains followed, cycles reported.
struct DesignTokenSet {
    /// A token with its aliases resolved: its type and a value with no aliases left.
    struct Resolved {
        let type: DesignTokenType
        let value: Node
    }

    /// How far a token's resolution has got.
    private enum Progress {
        case notStarted
        /// Being resolved: meeting it again is a cycle.
        case inProgress
        /// Resolved, its value the one written (it holds no alias): the value is read from the token
        /// each time it is asked for, not kept a second time.
        case resolvedAsWritten(DesignTokenType)
        case resolved(Resolved)
        /// Reported: left out with a warning (and every token whose alias names it with it), or not
        /// (`nil`: an error, or a cycle).
        case failed(LeftOutToken?)
    }

    private(set) var tokens: [DesignToken] = []
    private var positions: [TokenPath: Int] = [:]
    /// The tokens and groups the sources' readers left out with a warning (`DesignTokenSource.leftOut`).
    private var leftOut: [TokenPath: LeftOutToken] = [:]
    /// One per token, at its position.
    private var progress: [Progress] = []
    private(set) var log = DiagnosticLog()
    /// The aliases found only by ignoring case (`{@color_primitives.Brand.400}` for `…brand.400`).
    private var caseFoldedAliases: [(written: String, found: String, location: SourceLocation)] = []
    /// The tokens' dotted paths in lower case, to find an alias written in another case. Built at the
    /// first alias that names no token.
    private var foldedPositions: [String: FoldedMatch]?
    /// Every group that holds a token, by its dotted path (`color`, `color.brand`), made at the first alias
    /// that names no token.
    private var groupPaths: Set<String>?
    /// An alias into a group that holds no token: the group, as the alias writes it, and where.
    private struct MissingGroupAlias {
        let group: String
        let written: String
        let pointer: String
        let location: SourceLocation
    }
    private var missingGroupAliases: [MissingGroupAlias] = []
    /// What a path written in another case finds: one token, or two or more that share it that way.
    private enum FoldedMatch {
        case token(Int)
        case ambiguous
    }

    /// A dotted path as Figma's variable names compare: without case, a space as `-` (`Scale 03` is
    /// `scale-03`, as its export writes the token's name).
    private static func folded(_ path: some StringProtocol) -> String {
        String(path.lowercased().map { $0 == " " ? "-" : $0 })
    }

    /// What resolving reported, one error for each group that aliases name but no token is in, and one
    /// warning for every alias found only by ignoring case.
    var diagnostics: [Diagnostic] {
        var diagnostics = log.diagnostics + missingGroupErrors
        guard let first = caseFoldedAliases.first else { return diagnostics }
        let count = caseFoldedAliases.count
        let message = "\(count == 1 ? "an alias names" : "\(count) aliases name") \(count == 1 ? "its token" : "their tokens") in another case or spacing than \(count == 1 ? "it is" : "they are") written (\(quoted: first.written) for \(quoted: first.found)); \(count == 1 ? "it is" : "they are") read as Figma's variable names are: ignoring case, a space as '-'"
        diagnostics.append(Diagnostic(.warning, message, at: first.location, rule: .otherTool(.aliases)))
        return diagnostics
    }

    /// Aliases into a group that holds no token (`{color.alias.white}` where no token's path begins
    /// `color.alias`): not a misspelt name but a file that is not among the inputs, so one error a group,
    /// at its first alias, with a note that counts and lists the others.
    private var missingGroupErrors: [Diagnostic] {
        var order: [String] = []
        var byGroup: [String: [MissingGroupAlias]] = [:]
        for alias in missingGroupAliases {
            if byGroup[alias.group] == nil { order.append(alias.group) }
            byGroup[alias.group, default: []].append(alias)
        }
        return order.map { group in
            let aliases = byGroup[group] ?? []
            let first = aliases[0]
            let message =
                "the alias \(quoted: first.written) in token \(first.pointer) names no token: no token read for this theme is in the group \(quoted: group) "
                + "(is it in a set the theme does not select, a file a Style Dictionary project brings with 'include', or JavaScript, which ThemeGen does not read?)"
            let others = aliases.dropFirst()
            guard let second = others.first else { return Diagnostic(.error, message, at: first.location, rule: .invalid(.aliases)) }
            let listed = others.prefix(DiagnosticFolding.subjectsListed).map { "\(quoted: $0.written) in \($0.pointer)" }
            let rest = others.count > listed.count ? " and \(others.count - listed.count) more" : ""
            let note = "\(others.count) more \(others.count == 1 ? "alias names a token" : "aliases name tokens") in \(quoted: group): \(listed.joined(separator: ", "))\(rest)"
            return Diagnostic(.error, message, at: first.location, notes: [.init(note, at: second.location)], rule: .invalid(.aliases))
        }
    }

    private var extensions: [GroupExtension] = []
    /// The groups that declare a `$type`, from every source (a later one's replacing an earlier's).
    private var groupTypes: [[String]: DesignTokenType] = [:]
    /// The tokens' paths to suggest from for an unknown alias, indexed at the first one.
    private var suggestions: SuggestionIndex?
    /// The tokens whose resolution is in progress, outermost first: each one's alias led to the next.
    private var resolving: [Int] = []
    /// Whether a chain past `maximumChain` has been reported: once is enough, for the tokens (or groups) a
    /// chain passes through each end in the same error.
    private var reportedLongChain = false

    /// `nil` unless the set traces its resolutions.
    private var trace: TokenSetTrace?

    /// The longest chain of aliases (or of extended groups) followed: far beyond any real token project,
    /// and well within the stack.
    static let maximumChain = 1_000

    /// The tokens of `sources` merged in order, and their groups' extensions applied. A set `tracing`
    /// its resolutions can be given to the next set of the same tokens as `previous`: when that one
    /// has the same paths in the same order, each of its tokens that is the same token
    /// (`DesignToken.isSame(as:)`), resolved quietly in `previous` from aliases that are all such tokens
    /// too, takes its resolution from there rather than resolving again.
    ///
    /// When `previous` was merged from sources with the same paths, each in the same order, and neither
    /// set has group extensions, the tokens take the places they took there without merging again.
    init(merging sources: [DesignTokenSource], tracing: Bool = false, reusing previous: DesignTokenSet? = nil) {
        if tracing, let previous, let earlier = previous.trace, let slots = earlier.sourceSlots, TokenSetTrace.canPlace(sources, at: slots, among: previous.tokens) {
            self.init(placing: sources, at: slots, like: previous)
            reuse(previous, earlier)
        } else {
            self.init(mergingAfresh: sources, tracing: tracing)
            if tracing, let previous, let earlier = previous.trace, hasSamePaths(as: previous) { reuse(previous, earlier) }
        }
    }

    /// The tokens of `sources` merged in order, and their groups' extensions applied; `tracing`, traced,
    /// with where each source's tokens went.
    private init(mergingAfresh sources: [DesignTokenSource], tracing: Bool) {
        // Room for every token at once: growing source by source would rehash the positions each time.
        let capacity = sources.reduce(0) { $0 + $1.tokens.count }
        tokens.reserveCapacity(capacity)
        progress.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
        var slots: [[Int]] = []
        for source in sources {
            let places = merge(source)
            if tracing { slots.append(places) }
        }
        applyExtensions()
        typeFromGroups()
        if tracing { trace = TokenSetTrace(count: tokens.count, sourceSlots: extensions.isEmpty ? slots : nil) }
    }

    /// The set of `sources`, each token at its place in `slots` (where `previous`'s sources put the
    /// same paths), traced.
    private init(placing sources: [DesignTokenSource], at slots: [[Int]], like previous: DesignTokenSet) {
        tokens = previous.tokens
        positions = previous.positions
        progress = Array(repeating: .notStarted, count: tokens.count)
        // In the sources' order, so that a later token with the same path replaces an earlier one.
        for (source, places) in zip(sources, slots) {
            for (token, place) in zip(source.tokens, places) { tokens[place] = token }
            leftOut.merge(source.leftOut) { _, later in later }
            groupTypes.merge(source.groupTypes) { _, later in later }
        }
        typeFromGroups()
        trace = TokenSetTrace(count: tokens.count, sourceSlots: slots)
    }

    /// Whether `other` has the same paths as this set, in the same order.
    private func hasSamePaths(as other: DesignTokenSet) -> Bool {
        tokens.count == other.tokens.count && zip(tokens, other.tokens).allSatisfy { $0.hasSamePath(as: $1) }
    }

    /// Takes from `previous` (of the same paths, traced as `earlier`) the resolution of each token that
    /// would resolve the same way again.
    private mutating func reuse(_ previous: DesignTokenSet, _ earlier: TokenSetTrace) {
        trace?.followsEarlier = true
        let reusable = earlier.reusable(tokens, earlierTokens: previous.tokens)
        for index in tokens.indices where reusable[index] {
            progress[index] = previous.progress[index]
            trace?.targets[index] = earlier.targets[index]
            trace?.resolvedQuietly[index] = true
            trace?.reused[index] = true
        }
    }

    /// Whether the resolution of the token at `index` was taken from the set this one reuses.
    func isReused(_ index: Int) -> Bool {
        trace?.reused[index] ?? false
    }

    /// Whether the set was traced from an earlier one of the same paths in the same order: only then are
    /// its positions the earlier set's.
    var followsEarlier: Bool {
        trace?.followsEarlier ?? false
    }

    /// Whether the token at `index` has been asked to resolve.
    func hasStartedResolving(_ index: Int) -> Bool {
        if case .notStarted = progress[index] { return false }
        return true
    }

    /// How many problems resolving has reported so far, alias case included.
    var reportCount: Int { log.diagnostics.count + missingGroupAliases.count + caseFoldedAliases.count }

    /// Notes that the token being resolved has an alias naming the token at `target`.
    private mutating func recordTarget(_ target: Int) {
        guard trace != nil, let current = resolving.last else { return }
        trace?.targets[current].append(target)
    }

    /// Adds `source`'s tokens, replacing tokens with the same path (they keep their place in the order),
    /// and its groups' extensions; where each token went, in the source's order.
    private mutating func merge(_ source: DesignTokenSource) -> [Int] {
        let places = source.tokens.map { add($0) }
        extensions += source.extensions
        leftOut.merge(source.leftOut) { _, later in later }
        groupTypes.merge(source.groupTypes) { _, later in later }
        return places
    }

    /// Adds `token`, replacing the token with its path if there is one; its place.
    @discardableResult
    private mutating func add(_ token: DesignToken) -> Int {
        let path = token.tokenPath
        if let position = positions[path] {
            tokens[position] = token
            return position
        }
        positions[path] = tokens.count
        tokens.append(token)
        progress.append(.notStarted)
        return tokens.count - 1
    }

    /// Gives each extending group the tokens of the group it extends that it does not define itself,
    /// at the same place below it: an extended group's own extensions first, a cycle reported.
    private mutating func applyExtensions() {
        guard !extensions.isEmpty else { return }
        // The tokens inside each group (at any depth), so that an extension finds its group's at once.
        var members: [[String]: [Int]] = [:]
        for (index, token) in tokens.enumerated() { Self.addMember(index, group: token.group, to: &members) }
        var outcome: [Int: Bool] = [:]
        var visiting = Set<Int>()
        // The extensions being applied, in order, for naming a cycle's members.
        var chain: [Int] = []
        // Each group's extensions, so that a chain finds the next link at once.
        var byPath: [[String]: [Int]] = [:]
        for (index, candidate) in extensions.enumerated() { byPath[candidate.path, default: []].append(index) }
        /// Applies one extension after those of the group it extends; `false` when it is in a cycle (reported
        /// once, where the cycle is found), in a chain longer than `maximumChain`, or depends on one.
        func apply(_ index: Int) -> Bool {
            if let done = outcome[index] { return done }
            let extensionToApply = extensions[index]
            guard visiting.insert(index).inserted else {
                let members = chain.drop { $0 != index }.map { JSONPointer.text(extensions[$0].path) }
                let cycle = ReferenceMessages.cycle(of: .extendedGroup, members)
                log.error("group \(JSONPointer.text(extensionToApply.path)) is part of \(cycle)", at: extensionToApply.location, rule: .invalid(.extendingGroups))
                outcome[index] = false
                return false
            }
            chain.append(index)
            defer {
                visiting.remove(index)
                chain.removeLast()
            }
            guard visiting.count <= Self.maximumChain else {
                reportLongChain("group \(JSONPointer.text(extensionToApply.path)) is more than \(Self.maximumChain) extensions away from a group that extends none; ThemeGen follows chains of at most \(Self.maximumChain) '$extends'", at: extensionToApply.location)
                outcome[index] = false
                return false
            }
            // The target's own extensions first, so that a chain copies what it has inherited too.
            for other in byPath[extensionToApply.target] ?? [] {
                guard apply(other) else {
                    outcome[index] = false
                    return false
                }
            }
            copyInherited(extensionToApply, members: &members)
            outcome[index] = true
            return true
        }
        for index in extensions.indices { _ = apply(index) }
    }

    /// Gives each token without a type the `$type` of the closest group around it that has one in any
    /// source, as one document's groups give theirs: the sources of a set are read as one document (a
    /// later file adding tokens to a group an earlier one typed), and a group that extends another without
    /// a `$type` of its own has the extended group's (DTCG 2025.10, Groups: "Type Inheritance").
    private mutating func typeFromGroups() {
        guard !groupTypes.isEmpty, tokens.contains(where: { $0.type == nil }) else { return }
        var types = groupTypes
        // An extension's type is its target's, which may come from the target's own extension: settled
        // link by link, at most one round per extension.
        for _ in extensions.indices {
            var changed = false
            for extensionToApply in extensions where types[extensionToApply.path] == nil {
                guard let type = Self.closestType(of: extensionToApply.target, in: types) else { continue }
                types[extensionToApply.path] = type
                changed = true
            }
            if !changed { break }
        }
        for index in tokens.indices where tokens[index].type == nil {
            tokens[index].type = Self.closestType(of: tokens[index].group, in: types)
        }
    }

    /// The type of the group at `path` or of the closest group around it that has one in `types`.
    private static func closestType(of path: [String], in types: [[String]: DesignTokenType]) -> DesignTokenType? {
        for count in stride(from: path.count, through: 0, by: -1) {
            if let type = types[Array(path.prefix(count))] { return type }
        }
        return nil
    }

    /// Reports the first chain found longer than `maximumChain`.
    private mutating func reportLongChain(_ message: String, at location: SourceLocation) {
        guard !reportedLongChain else { return }
        reportedLongChain = true
        log.error(message, at: location)
    }

    /// Files token `index` under every group its group is inside, itself included.
    private static func addMember(_ index: Int, group: [String], to members: inout [[String]: [Int]]) {
        for count in 0...group.count { members[Array(group.prefix(count)), default: []].append(index) }
    }

    private mutating func copyInherited(_ extensionToApply: GroupExtension, members: inout [[String]: [Int]]) {
        let prefix = extensionToApply.target
        if let name = prefix.last, positions[TokenPath(group: Array(prefix.dropLast()), name: name)] != nil {
            log.error("group \(JSONPointer.text(extensionToApply.path)) extends \(JSONPointer.text(prefix)), which is a token; '$extends' names a group", at: extensionToApply.location, rule: .invalid(.extendingGroups))
            return
        }
        // A group inside the one it extends would hold itself again, for ever (DTCG's own example of an invalid
        // `$extends`).
        if extensionToApply.path.starts(with: prefix) {
            log.error(
                "group \(JSONPointer.text(extensionToApply.path)) extends \(JSONPointer.text(prefix)), a group around it, which would then hold itself; '$extends' names a group outside the extending one",
                at: extensionToApply.location, rule: .invalid(.extendingGroups))
            return
        }
        let inherited = (members[prefix] ?? []).map { tokens[$0] }
        if inherited.isEmpty {
            log.error("group \(JSONPointer.text(extensionToApply.path)) extends \(JSONPointer.text(prefix)), which is no group of tokens", at: extensionToApply.location, rule: .invalid(.extendingGroups))
        }
        for token in inherited {
            // The token's groups below the extended group, now below the extending one.
            let group = extensionToApply.path + token.group.dropFirst(prefix.count)
            if let local = positions[TokenPath(group: group, name: token.name)] {
                // A token that overrides an inherited one and gives no type has the inherited one's.
                if tokens[local].type == nil { tokens[local].type = token.type }
                continue
            }
            add(
                DesignToken(
                    group: group, name: token.name, type: token.type, value: token.value, description: token.description,
                    deprecated: token.deprecated, location: token.location))
            Self.addMember(tokens.count - 1, group: group, to: &members)
        }
    }

    /// The paths of the set's tokens.
    var paths: Dictionary<TokenPath, Int>.Keys { positions.keys }

    /// The position of the token at `path`, if the set has one.
    func index(of path: TokenPath) -> Int? {
        positions[path]
    }

    /// The token at `index` with its aliases resolved, or `nil` (reported) when one cannot be. Asked for
    /// through `alias`, an alias in the token being resolved: when the token at `index` is left out with a
    /// warning, that token is left out under the same one (`follow`). (Decided here, not in a function
    /// around this one: a chain of aliases is a chain of these calls, and each frame counts.)
    mutating func resolve(_ index: Int, alias: Node? = nil) -> Resolved? {
        let token = tokens[index]
        switch progress[index] {
        case .resolved(let done): return done
        case .resolvedAsWritten(let type): return Resolved(type: type, value: token.value)
        case .failed:
            if let alias { followFailure(of: index, alias: alias) }
            return nil
        case .inProgress:
            reportCycle(from: index)
            return nil
        case .notStarted:
            guard resolving.count < Self.maximumChain else {
                reportChainTooLong(at: index)
                return nil
            }
            resolving.append(index)
            progress[index] = .inProgress
            let reported = reportCount
            let result = resolveToken(token)
            resolving.removeLast()
            guard let result else {
                if case .inProgress = progress[index] { progress[index] = .failed(nil) }
                if let alias { followFailure(of: index, alias: alias) }
                return nil
            }
            progress[index] = result.isAsWritten ? .resolvedAsWritten(result.resolved.type) : .resolved(result.resolved)
            let quietly = reportCount == reported
            trace?.resolvedQuietly[index] = quietly
            return result.resolved
        }
    }

    /// Leaves out the token being resolved, `token`, with `warning`: each token whose alias names it is left
    /// out under the same warning (`follow`).
    private mutating func leaveOut(_ token: DesignToken, _ warning: Diagnostic) {
        guard let current = resolving.last else { return }
        progress[current] = .failed(LeftOutToken(cause: warning, pointer: token.pointer))
    }

    /// The token at `index` is past the longest chain followed: reported (once), and failed.
    private mutating func reportChainTooLong(at index: Int) {
        let token = tokens[index]
        reportLongChain("token \(token.pointer) is more than \(Self.maximumChain) aliases away from a value; ThemeGen follows chains of at most \(Self.maximumChain) aliases", at: token.location)
        progress[index] = .failed(nil)
    }

    /// Leaves out the token being resolved, whose `alias` names the token at `index`, which failed, when
    /// that one was left out with a warning (`follow`).
    private mutating func followFailure(of index: Int, alias: Node) {
        guard case .failed(let cause?) = progress[index] else { return }
        follow(cause, alias: alias)
    }

    /// Leaves out the token being resolved, whose `alias` names a token left out by `cause` (or one that
    /// takes its value from such a token): under the same warning.
    private mutating func follow(_ cause: LeftOutToken, alias: Node) {
        guard let current = resolving.last else { return }
        log.append(cause.following(tokens[current], alias: Self.written(alias), at: alias.location))
        progress[current] = .failed(cause)
    }

    /// An alias as it is written: `{color.brand}`, or a `$ref`'s pointer.
    private static func written(_ alias: Node) -> String {
        switch alias.content {
        case .scalar(let text, _): text
        case .mapping(let entries): entries.first.flatMap { entry in if case .scalar(let text, _) = entry.value.content { text } else { nil } } ?? "$ref"
        case .sequence: "$ref"
        }
    }

    /// Reports, at each token of the cycle that leads back to `index` (which is being resolved), that it
    /// is in it: every one of them is unknown, and each is told so where it is written.
    private mutating func reportCycle(from index: Int) {
        guard let start = resolving.lastIndex(of: index) else { return }
        let cycle = Array(resolving[start...])
        let shown = ReferenceMessages.cycle(of: .alias, cycle.map { tokens[$0].pointer })
        for member in cycle {
            log.error("token \(tokens[member].pointer) is part of \(shown); every token in it is unknown", at: tokens[member].location, rule: .invalid(.aliases))
            progress[member] = .failed(nil)
        }
    }

    /// The token with its aliases resolved, and whether its value is the one written (it holds no alias).
    private mutating func resolveToken(_ token: DesignToken) -> (resolved: Resolved, isAsWritten: Bool)? {
        let value = token.value
        // A value that is one alias: the token takes the target's type when it has none of its own.
        if let target = aliasTarget(value, in: token) {
            guard let (targetIndex, subpath) = target, let targetValue = resolve(targetIndex, alias: value) else { return nil }
            if subpath.isEmpty {
                guard let type = token.type, type != targetValue.type else { return (targetValue, false) }
                // A single value keeps the token's own type, whose rules DTCG asks it to follow, and the
                // decoder checks that it does; a colour or a composite of another type is a mistake.
                guard type.isSingleValue, targetValue.type.isSingleValue else {
                    reportTypeMismatch(token, type, alias: value, names: targetIndex, of: targetValue.type)
                    return nil
                }
                return (Resolved(type: type, value: targetValue.value), false)
            }
            guard let type = token.type else {
                reportUntypedReference(token)
                return nil
            }
            guard let part = navigate(targetValue.value, subpath, from: token) else { return nil }
            return (Resolved(type: type, value: part), false)
        }
        guard let type = token.type else {
            leaveOutUntyped(token)
            return nil
        }
        if !mayHoldAlias(value, interpolates: token.interpolatesReferences) { return (Resolved(type: type, value: value), true) }
        guard let substituted = substitute(value, in: token) else { return nil }
        return (Resolved(type: type, value: substituted), false)
    }

    // The messages of `resolveToken`, apart from it: every link of an alias chain is a frame of it, and in a
    // debug build each message's temporaries would make every such frame larger.

    /// `token`, of `type`, has an `alias` that names the token at `target`, of `targetType`.
    private mutating func reportTypeMismatch(_ token: DesignToken, _ type: DesignTokenType, alias: Node, names target: Int, of targetType: DesignTokenType) {
        log.error("token \(token.pointer) is \(type.nounWithArticle), but its alias names \(tokens[target].pointer), which is \(targetType.nounWithArticle)", at: alias.location, rule: .invalid(.aliases))
    }

    /// `token` has no type, and its `$ref` into another token's value gives none.
    private mutating func reportUntypedReference(_ token: DesignToken) {
        log.error("token \(token.pointer) has no '$type' (its own or a group's), and a '$ref' into another token's value does not give one; add '$type'", at: token.location, rule: .invalid(.type))
    }

    /// Leaves out `token`, which has no type, with a warning in the words of its dialect. (Apart from
    /// `resolveToken`, which every link of an alias chain calls: its frame stays small.)
    private mutating func leaveOutUntyped(_ token: DesignToken) {
        let reason =
            token.dialect == .styleDictionary
            ? "token \(token.pointer) has no 'type', no category that gives one (the first name of its path, or 'attributes.category': 'color', 'size', 'time'), and a value that shows none; give it 'type'"
            : "token \(token.pointer) has no '$type', on itself or on a group around it; DTCG tools must not guess a type from the value (in a Style Dictionary file: give it 'type', or put it under 'color', 'size' or 'time')"
        leaveOut(token, log.warning(reason, at: token.location, consequence: "the token is left out of every theme", fold: Diagnostic.Fold(kind: "no type", subject: token.pointer), rule: .invalid(.type)))
    }

    /// `value` with every alias inside it replaced by the value it names.
    private mutating func substitute(_ value: Node, in token: DesignToken) -> Node? {
        if let target = aliasTarget(value, in: token) {
            guard let (index, subpath) = target, let resolvedTarget = resolve(index, alias: value) else { return nil }
            return subpath.isEmpty ? resolvedTarget.value : navigate(resolvedTarget.value, subpath, from: token)
        }
        // Most values hold no alias: they are returned as they are, and only a value with one is copied.
        switch value.content {
        case .scalar(let text, let kind):
            guard token.interpolatesReferences, kind == .string || kind == .plain else { return value }
            return interpolate(value, text: text, in: token)
        case .sequence(let items):
            var substituted = items
            for (index, item) in items.enumerated() where mayHoldAlias(item, interpolates: token.interpolatesReferences) {
                guard let replacement = substitute(item, in: token) else { return nil }
                substituted[index] = replacement
            }
            return Node(.sequence(substituted), at: value.location)
        case .mapping(let entries):
            var substituted = entries
            for (index, entry) in entries.enumerated() where mayHoldAlias(entry.value, interpolates: token.interpolatesReferences) {
                guard let replacement = substitute(entry.value, in: token) else { return nil }
                substituted[index].value = replacement
            }
            return Node(.mapping(substituted), at: value.location)
        }
    }

    /// Whether a value is or contains a string starting with `{` (in Tokens Studio's dialect, any string:
    /// it may hold references and arithmetic anywhere) or a `$ref` member: everything else is left as it is.
    private func mayHoldAlias(_ value: Node, interpolates: Bool) -> Bool {
        switch value.content {
        case .scalar(let text, let kind): kind != .number && (interpolates || text.utf8.first == UInt8(ascii: "{"))
        case .sequence(let items): items.contains { mayHoldAlias($0, interpolates: interpolates) }
        case .mapping(let entries): entries.contains { $0.key == "$ref" || mayHoldAlias($0.value, interpolates: interpolates) }
        }
    }

    /// The types whose values hold no arithmetic.
    static let typesWithoutArithmetic: Set<DesignTokenType> = [.text, .fontFamily, .boolean, .color]

    /// Tokens Studio's strings: each reference inside (`"{space.m} * 2"`) replaced by the single value it
    /// names, then the arithmetic done (`TokenArithmetic`); a string without either as it is.
    private mutating func interpolate(_ value: Node, text: String, in token: DesignToken) -> Node? {
        var result = ""
        var rest = Substring(text)
        var replaced = false
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let reference = String(rest[open...close])
            rest = rest[rest.index(after: close)...]
            // `{}` and the like name nothing: they are text.
            guard let target = aliasTarget(Node(.scalar(reference, .string), at: value.location), in: token) else {
                result += reference
                continue
            }
            guard let (index, subpath) = target, let resolvedTarget = resolve(index, alias: Node(.scalar(reference, .string), at: value.location)) else { return nil }
            guard let part = subpath.isEmpty ? resolvedTarget.value : navigate(resolvedTarget.value, subpath, from: token) else { return nil }
            guard case .scalar(let partText, _) = part.content else {
                leaveOut(
                    token,
                    log.warning(
                        "the reference \(quoted: reference) in token \(token.pointer) names \(tokens[index].pointer), whose value is not a single value; such a reference must be the whole value", at: value.location,
                        consequence: "the token is left out of every theme", fold: Diagnostic.Fold(kind: "reference to a composite", subject: token.pointer), rule: .otherTool(.aliases)))
                return nil
            }
            result += partText
            replaced = true
        }
        result += rest
        // A text, a font name or a boolean is never arithmetic, whatever it looks like (`2024-01-01`).
        if let type = token.type, Self.typesWithoutArithmetic.contains(type) {
            return replaced ? Node(.scalar(result, .string), at: value.location) : value
        }
        switch TokenArithmetic.evaluate(result) {
        case .notArithmetic:
            return replaced ? Node(.scalar(result, .string), at: value.location) : value
        case .value(let quantity):
            return Node(.scalar(quantity.text, quantity.unit.isEmpty ? .plain : .string), at: value.location)
        case .failure(let reason):
            let shown = replaced ? "\(quoted: text) (\(quoted: result))" : "\(quoted: text)"
            leaveOut(
                token,
                log.warning(
                    "the arithmetic \(shown) in token \(token.pointer) cannot be done: \(reason)", at: value.location,
                    consequence: "the token is left out of every theme", fold: Diagnostic.Fold(kind: "arithmetic", subject: token.pointer), rule: .otherTool(.types)))
            return nil
        }
    }

    /// The dotted path an alias writes between its braces (`color.brand.primary` of
    /// `{color.brand.primary}`), or `nil` when `text` is no alias.
    static func aliasPath(_ text: String) -> Substring? {
        // Read as bytes: every value of a set is asked, and the braces are ASCII, one byte each.
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(UInt8(ascii: "{")) else { return nil }
        return text[inner.startIndex..<inner.endIndex]
    }

    /// The first group of `path` (dotted, the token's own name left off) that holds no token, or `nil` when
    /// every group of it holds one (the name alone is wrong: a misspelling, reported with a suggestion).
    private mutating func missingGroup(of path: Substring) -> String? {
        if groupPaths == nil {
            var paths = Set<String>()
            for tokenPath in positions.keys {
                var prefix = ""
                for name in tokenPath.group {
                    prefix += prefix.isEmpty ? name : "." + name
                    paths.insert(prefix)
                }
            }
            groupPaths = paths
        }
        let names = TokenPath(dotted: path).group
        var prefix = ""
        for name in names {
            prefix += prefix.isEmpty ? name : "." + name
            if groupPaths?.contains(prefix) == false { return prefix }
        }
        return nil
    }

    /// What an alias names: a token and a path inside its value (empty for the whole value). `nil` when
    /// `value` is no alias; `.some(nil)` when it is one that names nothing (reported).
    private mutating func aliasTarget(_ value: Node, in token: DesignToken) -> (Int, [String])?? {
        switch value.content {
        case .scalar(let text, let kind) where kind != .number:
            guard let path = Self.aliasPath(text) else { return nil }
            if let index = TokenPath.aliased(path, { positions[$0] }) {
                recordTarget(index)
                return .some((index, []))
            }
            if foldedPositions == nil {
                var folded: [String: FoldedMatch] = [:]
                for (tokenPath, index) in positions {
                    let key = Self.folded(tokenPath.dotted)
                    folded[key] = folded[key] == nil ? .token(index) : .ambiguous
                }
                foldedPositions = folded
            }
            if case .token(let index)? = foldedPositions?[Self.folded(path)] {
                recordTarget(index)
                caseFoldedAliases.append((text, "{\(tokens[index].tokenPath.dotted)}", value.location))
                return .some((index, []))
            }
            if let (cause, _) = TokenPath.longestPrefix(of: TokenPath(dotted: path).names, { leftOut[$0] }) {
                follow(cause, alias: value)
                return .some(nil)
            }
            if let group = missingGroup(of: path) {
                missingGroupAliases.append(MissingGroupAlias(group: group, written: text, pointer: token.pointer, location: value.location))
                return .some(nil)
            }
            // A format whose tokens ThemeGen reads as groups (one with a value per mode inside it) makes
            // every alias name a group: one error a file, the others counted in its note.
            if groupPaths?.contains(String(path)) == true {
                log.error(
                    "the alias \(quoted: text) in token \(token.pointer) names the group \(TokenPath(dotted: path).pointer), not a token; an alias names a token (a group's own value is its '$root' token)",
                    at: value.location, fold: Diagnostic.Fold(kind: "alias names a group", subject: token.pointer, printedAlone: 1), rule: .invalid(.aliases))
                return .some(nil)
            }
            if suggestions == nil { suggestions = SuggestionIndex(positions.keys.map(\.dotted).sorted()) }
            // As many edits as a theme file's reference gets for its key: a typo's allowance comes from the
            // token's own name, not from the groups before it (`{color.none}` is not `{color.e}`).
            let name = path.split(separator: ".").last.map(String.init) ?? String(path)
            // Never the token itself: an alias to it would be a cycle.
            let closest = suggestions?.closest(to: String(path), limitedBy: name).flatMap { $0 == token.tokenPath.dotted ? nil : "{\($0)}" }
            log.error(ReferenceMessages.namesNothing(.alias, written: text, in: "token \(token.pointer)", target: "token", closest: closest), at: value.location, rule: .invalid(.aliases))
            return .some(nil)
        case .mapping(let entries) where entries.count == 1 && entries[0].key == "$ref":
            let reference = entries[0].value
            guard case .scalar(let text, _) = reference.content, let segments = JSONPointer.segments(text) else {
                log.error("'$ref' in token \(token.pointer) must be a JSON Pointer into this document, such as '#/color/brand/$value'", at: reference.location, rule: .invalid(.aliases))
                return .some(nil)
            }
            // The longest leading part of the pointer that is a token's path names the token.
            if let (index, count) = TokenPath.longestPrefix(of: segments, { positions[$0] }) {
                recordTarget(index)
                let rest = Array(segments.dropFirst(count))
                if rest.isEmpty { return .some((index, [])) }
                guard rest[0] == "$value" else {
                    log.error("'$ref' \(quoted: text) in token \(token.pointer) points to \(quoted: rest[0]) of token \(tokens[index].pointer); point to the token or into its '$value'", at: reference.location, rule: .invalid(.aliases))
                    return .some(nil)
                }
                return .some((index, Array(rest.dropFirst())))
            }
            if let (cause, _) = TokenPath.longestPrefix(of: segments, { leftOut[$0] }) {
                follow(cause, alias: Node(.scalar(text, .string), at: reference.location))
                return .some(nil)
            }
            log.error("'$ref' \(quoted: text) in token \(token.pointer) points to no token", at: reference.location, rule: .invalid(.aliases))
            return .some(nil)
        default:
            return nil
        }
    }

    /// The part of a resolved value a pointer's remaining segments name (object members, array indices).
    private mutating func navigate(_ value: Node, _ segments: [String], from token: DesignToken) -> Node? {
        var current = value
        for segment in segments {
            switch current.content {
            case .mapping(let entries):
                guard let entry = entries.first(where: { $0.key == segment }) else {
                    log.error("'$ref' in token \(token.pointer) names \(quoted: segment), which the value it points into does not have", at: token.value.location, rule: .invalid(.aliases))
                    return nil
                }
                current = entry.value
            case .sequence(let items):
                guard let index = Int(segment), items.indices.contains(index) else {
                    log.error("'$ref' in token \(token.pointer) names item \(quoted: segment) of a list of \(items.count)", at: token.value.location, rule: .invalid(.aliases))
                    return nil
                }
                current = items[index]
            case .scalar:
                log.error("'$ref' in token \(token.pointer) goes past a single value at \(quoted: segment)", at: token.value.location, rule: .invalid(.aliases))
                return nil
            }
        }
        return current
    }
}
