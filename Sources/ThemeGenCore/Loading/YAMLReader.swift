import CYAML

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a YAML document into a `Node` tree with libyaml's event API, keeping every line and column.
///
/// Beyond what libyaml checks, it rejects duplicate keys, undefined aliases, more than one document,
/// nesting deeper than `ReadLimits.maximumDepth`, and documents that hold, or whose aliases expand to,
/// more than `ReadLimits.maximumNodes` nodes (an "alias bomb"), so any input is read in bounded time and
/// memory. Merge keys (`<<: *base`) work. A large file is read on every core, in pieces (`YAMLSplit`),
/// with the same result and diagnostics as when it is read whole.
public struct YAMLReader: Sendable {
    /// The limits every reader enforces.
    public var limits = ReadLimits()
    /// What the files read hold, for the errors about a file that is empty or not text.
    public var content = YAMLContent.themes
    /// Which files are read on several cores, in pieces (a setting for tests, which read small files so).
    var splitting = YAMLSplit.Policy()

    /// Creates a reader with the default limits.
    public init() {}

    /// Reads `file`, reporting problems to `log`; `nil` when the file cannot be read at all.
    public func read(_ file: SourceFile, log: inout DiagnosticLog) -> Node? {
        // Read where the file's contents are (mapped, when the caller mapped the file), not from a copy.
        let contents = file.contents
        return contents.withUnsafeBytes { raw in
            read(raw.assumingMemoryBound(to: UInt8.self), of: contents, path: file.path, log: &log)
        }
    }

    /// Reads `bytes`, the bytes of `contents` (which the pieces of a split file are read from, on every core).
    private func read(_ bytes: UnsafeBufferPointer<UInt8>, of contents: Data, path: String, log: inout DiagnosticLog) -> Node? {
        if let problem = TextCheck.problem(in: bytes, path: path, expected: content.expectedFile) {
            log.append(contentsOf: [problem])
            return nil
        }
        do throws(ReadFailure) {
            let origin = SourceLocation.Origin.named(path)
            if let split = YAMLSplit.plan(bytes, policy: splitting), let node = read(split, of: contents, origin: origin) {
                return node
            }
            var session = YAMLParseSession(origin: origin, bytes: bytes, content: content, limits: limits)
            return try session.run().root
        } catch {
            log.append(error.diagnostic)
            return nil
        }
    }
}

/// A failure that ends reading one file.
struct ReadFailure: Error {
    let diagnostic: Diagnostic

    init(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostic = Diagnostic(.error, message, at: location, notes: notes)
    }
}

/// A document as one `YAMLParseSession` read it.
struct ParsedDocument {
    /// The root node.
    var root: Node
    /// How many nodes the document holds, aliases expanded.
    var size: Int
    /// Whether the root is a block mapping (not a flow mapping, a list or a scalar).
    var rootIsBlockMapping = false
    /// Whether the root mapping has merge keys (`<<`).
    var rootHasMerges = false
    /// Whether the last node is an empty value written as nothing (`key:` at the end), which libyaml
    /// locates where the next token starts: in a piece of a file, that is the piece's end.
    var endsWithImplicitEmptyValue = false
}

/// One pass of libyaml over one buffer, building nodes on an explicit stack.
struct YAMLParseSession {
    let file: String
    /// Shared by every location in the file.
    let origin: SourceLocation.Origin
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: ReadLimits
    /// What the file holds, for the error when it is empty.
    let content: YAMLContent
    /// How many lines of the file come before `bytes` (when they are a piece of it).
    let linesBefore: Int
    /// How deeply the document's root is nested in the file (when `bytes` are a piece of it).
    let depth: Int
    private var stack: [OpenCollection] = []
    /// For each depth of the stack, the kind and number of members of the collection last completed
    /// there: the next one at that depth is given room for as many (siblings in theme and token files
    /// are alike — a colour object after a colour object), so that it is made once rather than grown.
    private var siblingShapes: [(kind: OpenCollection.Kind, count: Int)?] = []
    /// Whether an alias has been expanded, which tells an alias bomb from a document that is simply large.
    private var sawAlias = false
    private var anchors: [String: (node: Node, size: Int)] = [:]
    private var document: ParsedDocument?
    private var rootIsBlockMapping = false
    private var documentCount = 0
    /// Whether the node last begun is an empty plain scalar.
    private var lastNodeIsImplicitEmptyValue = false
    private var markOffsets: YAMLMarkOffsets

    init(
        origin: SourceLocation.Origin, bytes: UnsafeBufferPointer<UInt8>, content: YAMLContent, limits: ReadLimits,
        linesBefore: Int = 0, depth: Int = 0
    ) {
        self.file = origin.file
        self.origin = origin
        self.bytes = bytes
        self.limits = limits
        self.content = content
        self.linesBefore = linesBefore
        self.depth = depth
        markOffsets = YAMLMarkOffsets(bytes)
    }

    mutating func run() throws(ReadFailure) -> ParsedDocument {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ReadFailure("libyaml could not be initialised", at: .startOf(file))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { throw parserFailure(parser) }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            try handle(event)
        }
        guard let document else {
            throw ReadFailure("the file is empty; expected \(content.expectedDocument)", at: .startOf(file))
        }
        return document
    }

    private mutating func handle(_ event: yaml_event_t) throws(ReadFailure) {
        let location = self.location(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                throw ReadFailure("a theme file holds one YAML document; found a second one here", at: location)
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = string(scalar.value, length: scalar.length)
            let tag = optionalString(scalar.tag)
            let quoted = scalar.style != YAML_PLAIN_SCALAR_STYLE || tag == "tag:yaml.org,2002:str" || tag == "!"
            lastNodeIsImplicitEmptyValue = !quoted && text.isEmpty
            let comment = lastNodeIsImplicitEmptyValue ? commentFollowing(event.start_mark) : nil
            let content: Node.Content = if let comment { .scalar(comment, .commentedEmpty) } else { .scalar(text, quoted ? .string : .plain) }
            let node = Node(content, at: location)
            try complete(node, size: 1, anchor: optionalString(scalar.anchor))
        case YAML_ALIAS_EVENT:
            lastNodeIsImplicitEmptyValue = false
            let name = optionalString(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                throw ReadFailure("alias '*\(name)' refers to no anchor defined before it", at: location)
            }
            var node = target.node
            node.location = location
            try complete(node, size: target.size, anchor: nil, isAlias: true)
        case YAML_MAPPING_START_EVENT:
            lastNodeIsImplicitEmptyValue = false
            if stack.isEmpty { rootIsBlockMapping = event.data.mapping_start.style == YAML_BLOCK_MAPPING_STYLE }
            try open(.mapping, at: location, anchor: optionalString(event.data.mapping_start.anchor))
        case YAML_SEQUENCE_START_EVENT:
            lastNodeIsImplicitEmptyValue = false
            try open(.sequence, at: location, anchor: optionalString(event.data.sequence_start.anchor))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            let collection = stack.removeLast()
            siblingShapes[stack.count] = (collection.kind, collection.count)
            try complete(try collection.node(), size: collection.size, anchor: collection.anchor, hasMerges: !collection.merges.isEmpty)
        default:
            break
        }
    }

    private mutating func open(_ kind: OpenCollection.Kind, at location: SourceLocation, anchor: String?) throws(ReadFailure) {
        if depth + stack.count >= limits.maximumDepth {
            throw ReadFailure(limits.depthMessage, at: location)
        }
        if siblingShapes.count == stack.count { siblingShapes.append(nil) }
        var collection = OpenCollection(kind: kind, location: location, anchor: anchor)
        if let sibling = siblingShapes[stack.count], sibling.kind == kind {
            collection.reserve(min(sibling.count, OpenCollection.mostReserved))
        }
        stack.append(collection)
    }

    private mutating func complete(_ node: Node, size: Int, anchor: String?, isAlias: Bool = false, hasMerges: Bool = false) throws(ReadFailure) {
        if let anchor { anchors[anchor] = (node, size) }
        guard !stack.isEmpty else {
            document = ParsedDocument(
                root: node, size: size, rootIsBlockMapping: rootIsBlockMapping, rootHasMerges: hasMerges,
                endsWithImplicitEmptyValue: lastNodeIsImplicitEmptyValue)
            return
        }
        if isAlias { sawAlias = true }
        try stack[stack.count - 1].add(node, size: size)
        if stack[stack.count - 1].size > limits.maximumNodes {
            guard sawAlias else { throw ReadFailure(limits.sizeMessage, at: node.location) }
            let what = isAlias ? "this alias expands" : "aliases expand"
            throw ReadFailure("\(what) the document past \(limits.maximumNodes) nodes; refusing to read it (an alias bomb?)", at: node.location)
        }
    }

    /// The comment that starts, after blanks, at `mark` on its line (`#000` in `primary: #000`).
    private mutating func commentFollowing(_ mark: yaml_mark_t) -> String? {
        var index = markOffsets.offset(of: mark)
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return nil }
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(in: origin, line: linesBefore + Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// libyaml's error, located where it helps: a construct left open at the end of the file (an unclosed
    /// quote or bracket) is reported where it starts, with a note where the file ends; a tab where libyaml
    /// stopped is named as such (its own words never say "tab"); any other problem where libyaml found it,
    /// with a note where the construct it was reading starts.
    private mutating func parserFailure(_ parser: yaml_parser_t) -> ReadFailure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        if parser.error == YAML_READER_ERROR {
            return ReadFailure("invalid YAML text: \(problem)", at: TextCheck.location(parser.problem_offset, in: bytes, path: file))
        }
        let problemOffset = markOffsets.offset(of: parser.problem_mark)
        let problemLocation = location(parser.problem_mark)
        if problemOffset < bytes.count, bytes[problemOffset] == UInt8(ascii: "\t") {
            return ReadFailure("malformed YAML: this is a tab, and YAML indents with spaces only (\(problem)); replace the tab with spaces", at: problemLocation)
        }
        if let length = simpleKeyLength(endingAt: problemOffset), length > Self.simpleKeyLimit {
            return ReadFailure(
                "this key is \(length) characters long, and YAML allows at most \(Self.simpleKeyLimit) for a key written "
                    + "before ':' on one line; shorten it, or write it as an explicit key: '? ' and the key on one line, ': ' and the value on the next",
                at: problemLocation)
        }
        guard let context = parser.context.map({ String(cString: $0) }) else {
            return ReadFailure("malformed YAML: \(problem)", at: problemLocation)
        }
        let contextLocation = location(parser.context_mark)
        if isBlank(from: problemOffset) {
            return ReadFailure(
                "malformed YAML: the \(Self.construct(in: context)) that starts here is never closed (\(problem))",
                at: contextLocation, notes: [.init("the file ends here", at: problemLocation)])
        }
        return ReadFailure(
            "malformed YAML: \(problem)", at: problemLocation,
            notes: [.init("\(context) that starts here", at: contextLocation)])
    }

    /// The longest key YAML reads without an explicit `? ` (a "simple key"), a limit of the YAML spec.
    static let simpleKeyLimit = 1024

    /// When the byte at `index` is the ':' after a key, the key's length in characters: from the ':'
    /// back to the start of its line, or to the `{`, `[` or `,` before it in a flow collection.
    private func simpleKeyLength(endingAt index: Int) -> Int? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        var start = index
        while start > 0, ![UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ",")].contains(bytes[start - 1]) {
            start -= 1
        }
        let key = String(decoding: bytes[start..<index], as: UTF8.self).trimmingBlanks
        return key.unicodeScalars.count
    }

    /// Whether nothing but blanks and line breaks follows `index`.
    private func isBlank(from index: Int) -> Bool {
        bytes[min(index, bytes.count)...].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// What libyaml was reading, from its context ("while scanning a quoted scalar" → "quoted scalar").
    private static func construct(in context: String) -> String {
        var words = context.split(separator: " ")[...]
        if words.first == "while" { words = words.dropFirst(2) }
        if words.first == "a" || words.first == "an" { words = words.dropFirst() }
        return words.joined(separator: " ")
    }
}

/// A mapping or sequence whose end event has not come yet.
private struct OpenCollection {
    enum Kind { case mapping, sequence }

    let kind: Kind
    let location: SourceLocation
    let anchor: String?
    var size = 1
    var items: [Node] = []
    var entries: [Node.Entry] = []
    var pendingKey: (text: String, location: SourceLocation, isMerge: Bool)?
    /// The hash values of the keys in `entries`, to find duplicates: built once the mapping has more
    /// than `keysFoundByScan` keys (most mappings are small objects, such as a token's value, for which
    /// a scan costs less). A key whose hash value is new is new; only one whose hash value is not is
    /// looked for among the keys. (Integers, unlike the keys, are rehashed cheaply as the set grows.)
    var keyHashes = Set<Int>()
    static let keysFoundByScan = 8
    var merges: [(index: Int, value: Node)] = []

    init(kind: Kind, location: SourceLocation, anchor: String?) {
        self.kind = kind
        self.location = location
        self.anchor = anchor
    }

    /// The most members room is made for before any is read: a guess from a sibling must not cost a
    /// small collection much when the sibling was large.
    static let mostReserved = 64

    /// How many members it has so far.
    var count: Int { kind == .sequence ? items.count : entries.count }

    /// Makes room for `count` members.
    mutating func reserve(_ count: Int) {
        if kind == .sequence { items.reserveCapacity(count) } else { entries.reserveCapacity(count) }
    }

    mutating func add(_ node: Node, size: Int) throws(ReadFailure) {
        self.size += size
        if kind == .sequence {
            items.append(node)
            return
        }
        guard let key = pendingKey else {
            guard case .scalar(let written, let scalarKind) = node.content else {
                throw ReadFailure("mapping keys must be plain strings, not \(node.kindDescription)", at: node.location)
            }
            // An empty key keeps no comment: the comment is only a hint for values.
            let text = scalarKind == .commentedEmpty ? "" : written
            let isMerge = text == "<<" && scalarKind == .plain
            if !isMerge, let first = earlierPosition(of: text) {
                throw ReadFailure(
                    "duplicate key \(quoted: text) in this mapping", at: node.location,
                    notes: [.init("\(quoted: text) is first defined here", at: entries[first].keyLocation)])
            }
            pendingKey = (text, node.location, isMerge)
            return
        }
        pendingKey = nil
        if key.isMerge {
            merges.append((entries.count, node))
        } else {
            entries.append(Node.Entry(key: key.text, keyLocation: key.location, value: node))
        }
    }

    /// Where `key` is already in `entries`, if it is; records it otherwise.
    private mutating func earlierPosition(of key: String) -> Int? {
        if entries.count < Self.keysFoundByScan {
            return entries.firstIndex { $0.key == key }
        }
        if keyHashes.isEmpty {
            keyHashes.reserveCapacity(2 * entries.count)
            for entry in entries { keyHashes.insert(entry.key.hashValue) }
        }
        guard !keyHashes.insert(key.hashValue).inserted else { return nil }
        return entries.firstIndex { $0.key == key }
    }

    /// The finished node, with merge keys (`<<`) applied: explicit keys win, earlier merges win over later.
    func node() throws(ReadFailure) -> Node {
        guard kind == .mapping else { return Node(.sequence(items), at: location) }
        guard !merges.isEmpty else { return Node(.mapping(entries), at: location) }
        var taken = Set(entries.map(\.key))
        var inserted: [Int: [Node.Entry]] = [:]
        for merge in merges {
            let sources: [Node]
            switch merge.value.content {
            case .mapping: sources = [merge.value]
            case .sequence(let nodes): sources = nodes
            case .scalar: sources = [merge.value]
            }
            for source in sources {
                guard let sourceEntries = source.entries else {
                    throw ReadFailure("a merge key '<<' takes a mapping or a list of mappings, not \(source.kindDescription)", at: source.location)
                }
                for entry in sourceEntries where !taken.contains(entry.key) {
                    taken.insert(entry.key)
                    inserted[merge.index, default: []].append(entry)
                }
            }
        }
        var result: [Node.Entry] = []
        for (index, entry) in entries.enumerated() {
            result += inserted[index] ?? []
            result.append(entry)
        }
        result += inserted[entries.count] ?? []
        return Node(.mapping(result), at: location)
    }
}
