#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension YAMLReader {
    /// The document `split` cuts from `bytes`, its pieces read on every core and put together; `nil` when
    /// libyaml's reading does not prove the cut right, and the file must be read whole (which also
    /// reports every error: a piece's own error is not reported, since the cut may be what caused it).
    func read(_ split: YAMLSplit, of contents: Data, origin: SourceLocation.Origin) -> Node? {
        let limits = self.limits
        let content = self.content
        let outerDocument = split.outer.withUnsafeBufferPointer {
            Self.document($0, origin: origin, content: content, limits: limits, linesBefore: 0, depth: 0)
        }
        guard let outer = outerDocument,
            outer.rootIsBlockMapping, case .mapping(var entries) = outer.root.content,
            let position = entries.firstIndex(where: { $0.key == split.key }),
            entries[position].keyLocation.line == split.keyLine, entries[position].keyLocation.column == 1,
            Self.isEmpty(entries[position].value)
        else { return nil }
        let pieces = ConcurrentMap.mapEach(split.pieces) { piece in
            contents.withUnsafeBytes { bytes in
                Self.document(
                    UnsafeRawBufferPointer(rebasing: bytes[piece.range]).assumingMemoryBound(to: UInt8.self), origin: origin,
                    content: content, limits: limits, linesBefore: piece.linesBefore, depth: 1)
            }
        }
        var mapping: [Node.Entry] = []
        var keys = Set<String>()
        var size = outer.size
        for piece in pieces {
            guard let piece, piece.rootIsBlockMapping, !piece.rootHasMerges, !piece.endsWithImplicitEmptyValue,
                case .mapping(let pieceEntries) = piece.root.content
            else { return nil }
            for entry in pieceEntries {
                guard keys.insert(entry.key).inserted else { return nil }
                mapping.append(entry)
            }
            size += piece.size - 1
        }
        guard size <= limits.maximumNodes, let first = pieces.first??.root else { return nil }
        entries[position].value = Node(.mapping(mapping), at: first.location)
        return Node(.mapping(entries), at: outer.root.location)
    }

    /// `bytes` read as one document, or `nil` when libyaml or the reader's checks find a problem.
    private static func document(
        _ bytes: UnsafeBufferPointer<UInt8>, origin: SourceLocation.Origin, content: YAMLContent,
        limits: ReadLimits, linesBefore: Int, depth: Int
    ) -> ParsedDocument? {
        var session = YAMLParseSession(origin: origin, bytes: bytes, content: content, limits: limits, linesBefore: linesBefore, depth: depth)
        do {
            return try session.run()
        } catch {
            return nil
        }
    }

    /// Whether `node` is the empty value of a key written alone on its line.
    private static func isEmpty(_ node: Node) -> Bool {
        guard case .scalar(let text, let kind) = node.content else { return false }
        return kind == .commentedEmpty || kind == .plain && text.isEmpty
    }
}
