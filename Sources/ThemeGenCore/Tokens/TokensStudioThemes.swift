/// Tokens Studio's `$themes.json`: themes, each a name, an optional group, and the token sets it selects
/// (`enabled`: generated; `source`: there for references only; `disabled`: left out). Themes of one
/// group are alternatives; several groups combine (a brand group × a mode group).
struct TokensStudioThemes {
    /// How a theme uses a token set.
    enum SetStatus: String {
        case enabled, source, disabled
    }

    struct Theme {
        let name: String
        let group: String?
        let location: SourceLocation
        /// The sets it selects, in the order written, disabled ones left out.
        let sets: [(name: String, status: SetStatus)]
    }

    /// The themes of a `$themes.json`, or `nil` (reported) when it is not a list of themes.
    static func read(_ root: Node, log: inout DiagnosticLog) -> [Theme]? {
        guard case .sequence(let items) = root.content else {
            log.error("Tokens Studio's themes ($themes) must be a list of themes ({ \"name\", \"group\", \"selectedTokenSets\" }), not \(root.kindDescription)", at: root.location)
            return nil
        }
        var themes: [Theme] = []
        for item in items {
            guard let entries = item.entries,
                case .scalar(let name, _)? = entries.first(where: { $0.key == "name" })?.value.content
            else {
                log.error("a theme in $themes needs a 'name'", at: item.location)
                continue
            }
            var group: String?
            if case .scalar(let text, _)? = entries.first(where: { $0.key == "group" })?.value.content, !text.isEmpty { group = text }
            var sets: [(String, SetStatus)] = []
            for entry in entries.first(where: { $0.key == "selectedTokenSets" })?.value.entries ?? [] {
                guard case .scalar(let text, _) = entry.value.content, let status = SetStatus(rawValue: text) else {
                    log.error("the token set \(quoted: entry.key) of theme \(quoted: name) must be \"enabled\", \"source\" or \"disabled\", not \(entry.value.kindDescription)", at: entry.value.location)
                    continue
                }
                if status != .disabled { sets.append((entry.key, status)) }
            }
            themes.append(Theme(name: name, group: group, location: item.location, sets: sets))
        }
        return themes
    }

    /// `tokenSetOrder` of a `$metadata.json`: the order sets are merged in (later ones win).
    static func setOrder(_ root: Node) -> [String] {
        guard case .sequence(let items)? = root.entries?.first(where: { $0.key == "tokenSetOrder" })?.value.content else { return [] }
        return items.compactMap { item in
            if case .scalar(let name, _) = item.content { return name }
            return nil
        }
    }
}
