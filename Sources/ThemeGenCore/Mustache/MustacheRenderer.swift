/// Renders nodes into one growing byte buffer, against a context stack, with the block overrides of the
/// parents being rendered. Names were split when the template was parsed, so a lookup only compares.
/// A section over a large table renders its rows on every core, each share into its own buffer, and
/// appends the shares in order: rows are independent, so the output is the same.
///
/// With a sink, the output is handed on in pieces of about `flushBytes` as it is rendered, and a large
/// table is rendered in rounds of shares of about `shareBytes`, so memory does not grow with the output.
struct MustacheRenderer {
    /// Receives the output piece by piece, in order.
    typealias Sink = (UnsafeRawBufferPointer) -> Void

    /// What has been rendered and not yet handed to the sink.
    private(set) var output: [UInt8] = []
    private var sink: Sink?
    /// How many bytes the sink has received.
    private var flushedBytes = 0
    /// How many blocks being rendered will move their lines when they end (`reindent`): their output
    /// must stay in the buffer until then.
    private var pinningBlocks = 0
    private let partialSources: [String: String]
    /// Parsed partials by name and indentation: a standalone partial's source is indented line by line
    /// before parsing, so that text is indented but interpolated values are not (as the spec requires).
    private var parsed: [String: [MustacheNode]] = [:]
    private var context: MustacheContext
    /// Whether this renderer renders a share of a table's rows (and so renders its own sections alone).
    private var isShare = false
    /// Whether names must exist (`MustacheTemplate.Strictness`).
    private let isStrict: Bool
    /// Escaped interpolations whose value escaping changed, in strict mode: one warning per tag.
    private(set) var warnings: [Diagnostic] = []
    private var warnedTags: Set<MustacheLocation> = []
    /// How many partials and parents are being rendered inside one another.
    private var partialDepth = 0
    /// How many nodes have been rendered and context frames searched, for `MustacheTemplate.Budget`.
    private var steps = 0

    /// The fewest rows a share gets: below that, starting a thread costs more than it saves.
    private static let rowsPerShare = 16
    /// With a sink: how much output is kept before it is handed on.
    private static let flushBytes = 1 << 18
    /// With a sink: about how much output each share of a round renders.
    private static let shareBytes = 1 << 16

    /// A renderer that keeps its whole output in `output` (reserving `capacity` bytes), or hands it to
    /// `sink` as it goes.
    init(data: MustacheValue, partialSources: [String: String], strict: Bool, capacity: Int = 0, sink: Sink? = nil) {
        self.partialSources = partialSources
        self.isStrict = strict
        self.context = MustacheContext(data)
        self.sink = sink
        output.reserveCapacity(sink == nil ? capacity : Self.flushBytes + Self.flushBytes / 2)
    }

    /// Hands what is left of the output to the sink, if there is one.
    mutating func finish() {
        flush()
    }

    /// Hands the output kept so far to the sink.
    private mutating func flush() {
        guard let sink, !output.isEmpty else { return }
        output.withUnsafeBytes(sink)
        flushedBytes += output.count
        output.removeAll(keepingCapacity: true)
    }

    /// Flushes when enough output has gathered and no block still needs it.
    private mutating func flushIfDue() {
        if sink != nil, pinningBlocks == 0, output.count >= Self.flushBytes { flush() }
    }

    mutating func render(_ nodes: [MustacheNode], blocks: [String: MustacheNode.Block]) throws(MustacheError) {
        for index in nodes.indices {
            steps += 1
            switch nodes[index] {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case .variable(let name, let escaped):
                steps += context.count // a lookup may search every frame
                if escaped {
                    var text: [UInt8] = []
                    let found = Self.write(name, context: context, to: &text)
                    try requireFound(found, name)
                    if Self.appendEscapingHTML(text, to: &output) { warnAboutEscaping(name) }
                } else {
                    // Written before `requireFound` reads `self`: a method call holding `self` while
                    // `output` is passed inout would copy the whole buffer on every interpolation.
                    let found = Self.write(name, context: context, to: &output)
                    try requireFound(found, name)
                }
            case .section(let name, let children, let inverted):
                steps += context.count
                try renderSection(try strictLookup(name), at: name.location, children, inverted: inverted, blocks: blocks)
            case .partial(let name, let dynamic, let indentation):
                if let nodes = try partial(name, dynamic: dynamic, indentation: indentation) {
                    try renderPartial(nodes, at: name, blocks: blocks)
                }
            case .parent(let name, let dynamic, let overrides, let indentation):
                var merged = blocks
                for block in overrides where merged[block.name] == nil { merged[block.name] = block }
                if let nodes = try partial(name, dynamic: dynamic, indentation: indentation) {
                    if isStrict { try Self.checkOverrides(overrides, against: nodes) }
                    try renderPartial(nodes, at: name, blocks: merged)
                }
            case .block(let site):
                let definition = blocks[site.name] ?? site
                let written = definition.isStandalone ? definition.indentation : []
                let pins = Self.movesLines(removing: written, adding: site.indentation)
                if pins { pinningBlocks += 1 }
                let start = output.count
                try render(definition.children, blocks: blocks)
                if pins { pinningBlocks -= 1 }
                reindent(from: start, removing: written, adding: site.indentation, fromFirstLine: site.isStandalone)
            }
            flushIfDue()
        }
    }

    private mutating func renderSection(
        _ value: MustacheValue, at location: MustacheLocation, _ children: [MustacheNode],
        inverted: Bool, blocks: [String: MustacheNode.Block]
    ) throws(MustacheError) {
        try checkBudget(at: location)
        if inverted {
            if !value.isTruthy { try render(children, blocks: blocks) }
            return
        }
        switch value {
        case .list(let items):
            for item in items {
                try checkBudget(at: location)
                try renderWith(item, children, blocks: blocks)
            }
        case .table(let table):
            if !isShare, ConcurrentMap.cores > 1, table.count >= 2 * Self.rowsPerShare {
                try renderInShares(table, at: location, children, blocks: blocks)
            } else {
                let position = context.enter(table)
                defer { context.leave() }
                for row in 0..<table.count {
                    try checkBudget(at: location)
                    try renderRow(row, of: position, children, blocks: blocks)
                }
            }
        default:
            if value.isTruthy { try renderWith(value, children, blocks: blocks) }
        }
    }

    /// Stops a template whose work or output passes `MustacheTemplate.Budget` (sections over lists
    /// nested in one another multiply), at the section that is repeating.
    private func checkBudget(at location: MustacheLocation) throws(MustacheError) {
        guard let problem = MustacheTemplate.Budget.problem(steps: steps, outputBytes: flushedBytes + output.count) else { return }
        throw MustacheError(message: "rendering stops at this section: \(problem)", template: location.template, line: location.line, column: location.column)
    }

    /// Renders the rows of `table` on every core, in contiguous shares, and appends their output in row
    /// order; the first share's error, in row order, is thrown. Keeping the whole output, all rows go in
    /// one round; streaming, in rounds whose shares each write about `shareBytes` (judged from the rows
    /// so far), flushing after each.
    private mutating func renderInShares(
        _ table: any MustacheTable, at location: MustacheLocation,
        _ children: [MustacheNode], blocks: [String: MustacheNode.Block]
    ) throws(MustacheError) {
        let streams = sink != nil && pinningBlocks == 0
        var rowsPerShare = streams ? Self.rowsPerShare : table.count
        var next = 0
        while next < table.count {
            let rows = next..<min(table.count, next + rowsPerShare * ConcurrentMap.cores)
            let before = output.count
            try renderRound(table, rows: rows, at: location, children, blocks: blocks)
            // Each share has the budget to itself, so the whole is checked after every round.
            try checkBudget(at: location)
            next = rows.upperBound
            let written = max(1, output.count - before)
            flushIfDue()
            if streams { rowsPerShare = max(Self.rowsPerShare, Self.shareBytes * rows.count / written) }
        }
    }

    /// Renders `rows` of `table` in as many shares as there are cores (each of at least `rowsPerShare`
    /// rows) and appends their output in order.
    private mutating func renderRound(
        _ table: any MustacheTable, rows: Range<Int>, at location: MustacheLocation,
        _ children: [MustacheNode], blocks: [String: MustacheNode.Block]
    ) throws(MustacheError) {
        let start = ShareStart(partialSources: partialSources, parsed: parsed, context: context, isStrict: isStrict, partialDepth: partialDepth)
        let shares = max(1, min(ConcurrentMap.cores, rows.count / Self.rowsPerShare))
        let results = ConcurrentMap.map(Array(0..<shares)) { index -> Result<ShareOutput, MustacheError> in
            var renderer = MustacheRenderer(share: start)
            let shareRows = (rows.lowerBound + rows.count * index / shares)..<(rows.lowerBound + rows.count * (index + 1) / shares)
            let position = renderer.context.enter(table)
            do throws(MustacheError) {
                for row in shareRows {
                    try renderer.checkBudget(at: location)
                    try renderer.renderRow(row, of: position, children, blocks: blocks)
                }
                return .success(ShareOutput(output: renderer.output, steps: renderer.steps, warnings: renderer.warnings, warnedTags: renderer.warnedTags))
            } catch {
                return .failure(error)
            }
        }
        for result in results {
            switch result {
            case .success(let share):
                output.append(contentsOf: share.output)
                steps += share.steps
                for warning in share.warnings where !warnings.contains(warning) {
                    warnings.append(warning)
                }
                warnedTags.formUnion(share.warnedTags)
            case .failure(let error): throw error
            }
        }
    }

    /// What a share of a table's rows starts from: the renderer's state, without its output or sink.
    private struct ShareStart: Sendable {
        let partialSources: [String: String]
        let parsed: [String: [MustacheNode]]
        let context: MustacheContext
        let isStrict: Bool
        let partialDepth: Int
    }

    /// What a share rendered.
    private struct ShareOutput: Sendable {
        let output: [UInt8]
        let steps: Int
        let warnings: [Diagnostic]
        let warnedTags: Set<MustacheLocation>
    }

    /// A renderer for a share of a table's rows, which renders its sections alone.
    private init(share: ShareStart) {
        self.partialSources = share.partialSources
        self.parsed = share.parsed
        self.context = share.context
        self.isStrict = share.isStrict
        self.partialDepth = share.partialDepth
        self.isShare = true
    }

    private mutating func renderWith(_ item: MustacheValue, _ children: [MustacheNode], blocks: [String: MustacheNode.Block]) throws(MustacheError) {
        context.push(item)
        defer { context.pop() }
        try render(children, blocks: blocks)
    }

    /// Renders `children` with row `row` of the table entered at `table` on top of the context.
    private mutating func renderRow(_ row: Int, of table: Int, _ children: [MustacheNode], blocks: [String: MustacheNode.Block]) throws(MustacheError) {
        context.pushRow(row, of: table)
        defer { context.pop() }
        try render(children, blocks: blocks)
    }

    /// Appends the text of `name`; a table row on the stack writes its own text directly. (Static, so
    /// that writing into the renderer's own buffer never copies the renderer.)
    /// Returns whether the name was found.
    private static func write(_ name: MustacheName, context: MustacheContext, to output: inout [UInt8]) -> Bool {
        if name.parts.count == 1 { return context.write(name.parts[0], to: &output) }
        guard let value = find(name, in: context) else { return false }
        value.appendText(to: &output)
        return true
    }

    /// Looks `name` up the context stack; a dotted name resolves its first part up the stack, the rest
    /// inside what it found; `nil` when any part is missing.
    private static func find(_ name: MustacheName, in context: MustacheContext) -> MustacheValue? {
        guard let first = name.parts.first else { return context.top }
        guard var value = context.member(first) else { return nil }
        for part in name.parts.dropFirst() {
            guard let member = value.member(part) else { return nil }
            value = member
        }
        return value
    }

    /// The parsed partial or parent the tag `name` names (through a value, for a dynamic name); `nil` when
    /// there is none, which renders nothing, or is an error in strict mode.
    private mutating func partial(_ name: MustacheName, dynamic: Bool, indentation: String) throws(MustacheError) -> [MustacheNode]? {
        let partialName = dynamic ? try strictLookup(name).text : name.text
        let key = partialName + "\u{0}" + indentation
        if let nodes = parsed[key] { return nodes }
        guard let source = partialSources[partialName] else {
            guard isStrict else { return nil }
            throw Self.unknown("template", partialName, among: Array(partialSources.keys), at: name.location)
        }
        let nodes = try MustacheParser(tokenizer: MustacheTokenizer(template: Self.indent(source, by: indentation), name: partialName)).parse()
        parsed[key] = nodes
        return nodes
    }

    /// Renders a partial's or parent's nodes one level deeper, refusing to go past the nesting limit (a
    /// partial that includes itself without end).
    private mutating func renderPartial(_ nodes: [MustacheNode], at name: MustacheName, blocks: [String: MustacheNode.Block]) throws(MustacheError) {
        guard partialDepth < MustacheTemplate.maximumDepth else {
            throw MustacheError(
                message: "partials nest deeper than \(MustacheTemplate.maximumDepth) levels here; does \(quoted: name.text) include itself?",
                template: name.location.template, line: name.location.line, column: name.location.column)
        }
        partialDepth += 1
        defer { partialDepth -= 1 }
        try render(nodes, blocks: blocks)
    }

    /// In strict mode, the value of `name`, which must exist; otherwise its value or null.
    private func strictLookup(_ name: MustacheName) throws(MustacheError) -> MustacheValue {
        if let value = Self.find(name, in: context) { return value }
        guard isStrict else { return .null }
        throw unknownName(name)
    }

    /// Throws in strict mode when `name` was not found.
    private func requireFound(_ found: Bool, _ name: MustacheName) throws(MustacheError) {
        if isStrict, !found { throw unknownName(name) }
    }

    /// `unknown name 'verison'; did you mean 'version'?`, suggesting from what the context offers there.
    private func unknownName(_ name: MustacheName) -> MustacheError {
        let prefix = name.parts.dropLast()
        let candidates: [String]
        if !prefix.isEmpty, let parent = Self.find(MustacheName(prefix.joined(separator: "."), at: name.location), in: context) {
            candidates = parent.memberNames.map { (prefix + [$0]).joined(separator: ".") }
        } else {
            candidates = context.memberNames
        }
        return Self.unknown("name", name.text, among: candidates, at: name.location)
    }

    private static func unknown(_ kind: String, _ text: String, among candidates: [String], at location: MustacheLocation) -> MustacheError {
        let hint = Suggestions.didYouMean(text, in: Set(candidates).sorted())
        return MustacheError(message: "unknown \(kind) \(quoted: text)\(hint)", template: location.template, line: location.line, column: location.column)
    }

    /// In strict mode, every block a child overrides must be one its parent defines.
    private static func checkOverrides(_ overrides: [MustacheNode.Block], against parent: [MustacheNode]) throws(MustacheError) {
        let defined = MustacheNode.blockNames(in: parent)
        for block in overrides where !defined.contains(block.name) {
            throw unknown("block", block.name, among: Array(defined), at: block.location)
        }
    }

    /// Records, once per tag, that `{{name}}` HTML-escaped its value: code templates want `{{{name}}}`.
    private mutating func warnAboutEscaping(_ name: MustacheName) {
        guard isStrict, warnedTags.insert(name.location).inserted else { return }
        let location = SourceLocation(file: name.location.template, line: name.location.line, column: name.location.column)
        warnings.append(Diagnostic(.warning, "'{{\(name.text)}}' writes its value HTML-escaped ('\"' as '&quot;', '&' as '&amp;'), which is not Swift; write '{{{\(name.text)}}}' to insert it as it is", at: location))
    }

    /// `source` with `indentation` before each line (not after a final newline).
    private static func indent(_ source: String, by indentation: String) -> String {
        guard !indentation.isEmpty else { return source }
        var lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        return lines.map { indentation + $0 }.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }

    /// Moves block content rendered from `start` on from where it was written to where it is placed:
    /// `removing` the indentation it was written at and `adding` the site's, on every non-empty line (or
    /// every line after the first, for a block placed inline after white space that is already printed).
    private mutating func reindent(from start: Int, removing: [UInt8], adding: [UInt8], fromFirstLine: Bool) {
        guard Self.movesLines(removing: removing, adding: adding) else { return }
        let lines = output[start...].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var result: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { result.append(UInt8(ascii: "\n")) }
            guard !line.isEmpty else { continue }
            if index > 0 || fromFirstLine { result.append(contentsOf: adding) }
            result.append(contentsOf: line.starts(with: removing) ? line.dropFirst(removing.count) : line)
        }
        output.replaceSubrange(start..., with: result)
    }

    /// Whether `reindent` changes anything: a block placed at the indentation it was written at does not.
    private static func movesLines(removing: [UInt8], adding: [UInt8]) -> Bool {
        !removing.isEmpty || !adding.isEmpty
    }

    /// Appends `text` with `&`, `<`, `>` and `"` written as HTML entities, as `{{name}}` requires;
    /// returns whether any was.
    static func appendEscapingHTML(_ text: [UInt8], to output: inout [UInt8]) -> Bool {
        var escaped = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            default:
                output.append(byte)
                continue
            }
            escaped = true
        }
        return escaped
    }
}
