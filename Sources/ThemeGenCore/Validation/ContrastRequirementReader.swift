/// Reads `contrast:` lists, in theme files and `themegen.yml` alike.
enum ContrastRequirementReader {
    static let keys = ["foreground", "background", "minimum"]

    /// `[{ foreground: colors.primary, background: colors.background, minimum: 4.5 }]`: colours by key,
    /// written `colors.primary`, `{colors.primary}` or `primary`; `minimum` from 1 to 21, 4.5 when left out.
    static func read(_ node: Node, with reader: inout SchemaReader) -> [ContrastRequirement] {
        guard case .sequence(let items) = node.content else {
            reader.mismatch(node, "'contrast'", expected: "a list of { foreground, background, minimum }")
            return []
        }
        var requirements: [ContrastRequirement] = []
        for item in items {
            guard let entries = reader.mapping(item, "a 'contrast' entry") else { continue }
            reader.rejectUnknownKeys(entries, allowed: keys, in: "a 'contrast' entry")
            let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            guard let foregroundNode = fields["foreground"], let backgroundNode = fields["background"] else {
                reader.log.error("a 'contrast' entry needs 'foreground' and 'background', each a color such as 'colors.primary'", at: item.location)
                continue
            }
            let foreground = colorKey(foregroundNode, "the foreground of a 'contrast' entry", with: &reader)
            let background = colorKey(backgroundNode, "the background of a 'contrast' entry", with: &reader)
            let minimum = fields["minimum"].map { reader.number($0, "the minimum of a 'contrast' entry", in: 1...21) } ?? ContrastRequirement.defaultMinimum
            guard let foreground, let background, let minimum else { continue }
            requirements.append(ContrastRequirement(foreground: foreground, background: background, minimum: minimum, location: item.location))
        }
        return requirements
    }

    /// The colour key a contrast entry names: `colors.primary`, `{colors.primary}` or `primary`.
    private static func colorKey(_ node: Node, _ what: String, with reader: inout SchemaReader) -> String? {
        guard var text = reader.string(node, what) else { return nil }
        if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
        let prefix = TokenGroup.colors.rawValue + "."
        if text.hasPrefix(prefix) { text = String(text.dropFirst(prefix.count)) }
        guard !text.isEmpty else {
            reader.log.error("\(what) must name a color, such as 'colors.primary'", at: node.location)
            return nil
        }
        return text
    }
}
