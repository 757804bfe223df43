/// Tokens Studio's single-file export: every token set is a top-level member (`"global": { … }`, whose
/// name is not part of its tokens' names), beside `$themes` (the themes, as in `$themes.json`) and
/// `$metadata` (`tokenSetOrder`). Each set is in Tokens Studio's `value`/`type` form or its DTCG form.
struct TokensStudioFile: Sendable {
    /// The file's own members besides its token sets.
    static let ownMembers: Set<String> = ["$themes", "$metadata"]

    /// The token sets in the order written, read in Tokens Studio's dialect.
    let sets: [(name: String, source: DesignTokenSource)]
    /// `$themes`, read with the other themes once every file is known.
    let themes: Node?
    /// `$metadata`'s `tokenSetOrder`: the order sets merge in (later ones win).
    let setOrder: [String]

    /// Whether a JSON document is a single-file export: it has `$themes` or `$metadata`.
    static func isSingleFileExport(_ entries: [Node.Entry]) -> Bool {
        entries.contains { ownMembers.contains($0.key) }
    }

    static func read(_ root: Node, log: inout DiagnosticLog) -> TokensStudioFile {
        var sets: [(String, DesignTokenSource)] = []
        var themes: Node?
        var setOrder: [String] = []
        for entry in root.entries ?? [] {
            switch entry.key {
            case "$themes": themes = entry.value
            case "$metadata": setOrder = TokensStudioThemes.setOrder(entry.value)
            default:
                guard !entry.key.hasPrefix("$") else {
                    log.warning("unknown member \(quoted: entry.key) of a Tokens Studio file is ignored; it has token sets, '$themes' and '$metadata'", at: entry.keyLocation)
                    continue
                }
                guard entry.value.entries != nil else {
                    log.error("the token set \(quoted: entry.key) must be an object of tokens and groups, not \(entry.value.kindDescription)", at: entry.value.location)
                    continue
                }
                let source =
                    DesignTokenFiles.holdsToken(entry.value, marker: "$value")
                    ? DesignTokenDocument.read(entry.value, log: &log)
                    : StyleDictionaryDocument.read(entry.value, log: &log)
                sets.append((entry.key, source.inTokensStudioDialect))
            }
        }
        return TokensStudioFile(sets: sets, themes: themes, setOrder: setOrder)
    }
}
