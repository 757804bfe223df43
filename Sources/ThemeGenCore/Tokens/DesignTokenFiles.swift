#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which JSON files are DTCG documents, and of which kind: by name (`*.tokens.json`, `*.tokens`,
/// `*.resolver.json`, Tokens Studio's `$themes.json` and `$metadata.json`), else by content (Tokens
/// Studio's `$themes` or `$metadata` in a single-file export, a `resolutionOrder`, a `$schema` of
/// designtokens.org, tokens with `$value`, or Style Dictionary's classic tokens with `value`, and no
/// ThemeGen `themes`).
public enum DesignTokenFiles {
    enum Kind: Sendable {
        /// A DTCG token file.
        case tokens
        /// A Style Dictionary token file in its classic form (`value`, `type`); Tokens Studio's token sets
        /// have this form too.
        case styleDictionaryTokens
        case resolver
        /// Tokens Studio's `$themes.json` and `$metadata.json`.
        case tokensStudioThemes, tokensStudioMetadata
        /// Tokens Studio's single-file export: token sets, `$themes` and `$metadata` in one file.
        case tokensStudioFile
    }

    /// The name endings that make a file a DTCG token file whatever it holds.
    static let tokenFileSuffixes = [".tokens.json", ".tokens"]

    static func kind(path: String, root: Node) -> Kind? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let kind = projectKind(named: name) {
            // A `$themes.json` that is a mapping holding tokens, not a list of themes, is a token set that
            // bears the name: Tokens Studio lists one as the set `core/$themes` in `$metadata.json`.
            guard case .tokensStudioThemes = kind, root.entries != nil, let tokens = tokenKind(of: root) else { return kind }
            return tokens
        }
        let namedTokens = tokenFileSuffixes.contains { name.hasSuffix($0) }
        guard let entries = root.entries, !entries.contains(where: { $0.key == "themes" }) else { return namedTokens ? .tokens : nil }
        // `{}`: a token set with no tokens yet (Tokens Studio writes one for a set it lists in `$metadata.json`).
        if entries.isEmpty { return .tokens }
        if TokensStudioFile.isSingleFileExport(entries) { return .tokensStudioFile }
        if entries.contains(where: { $0.key == "resolutionOrder" }) { return .resolver }
        if case .scalar(let schema, _)? = entries.first(where: { $0.key == "$schema" })?.value.content, schema.contains("designtokens.org") {
            return schema.contains("resolver") ? .resolver : .tokens
        }
        return tokenKind(of: root) ?? (namedTokens ? .tokens : nil)
    }

    /// The kind of token file `root` is by the tokens it holds: DTCG's (`$value`), else Style
    /// Dictionary's classic form (`value`); `nil` when it holds neither.
    private static func tokenKind(of root: Node) -> Kind? {
        if holdsToken(root, marker: "$value") { return .tokens }
        if holdsToken(root, marker: "value") { return .styleDictionaryTokens }
        return nil
    }

    /// The kind a file's name alone gives it: the files that describe a whole project (its themes, its
    /// sets' order, a resolver), whatever they hold.
    static func projectKind(named name: String) -> Kind? {
        if name == "$themes.json" { return .tokensStudioThemes }
        if name == "$metadata.json" { return .tokensStudioMetadata }
        if name.hasSuffix(".resolver.json") { return .resolver }
        return nil
    }

    /// Whether a file of this name describes a whole token project (`$themes.json`, `$metadata.json`, a
    /// `*.resolver.json`), so that the folder holding it is the project's, whichever of its files is open.
    public static func describesProject(fileNamed name: String) -> Bool {
        projectKind(named: name) != nil
    }

    /// Whether any object in the tree has `marker` (`$value`, or Style Dictionary's `value`).
    static func holdsToken(_ node: Node, marker: String) -> Bool {
        guard let entries = node.entries else { return false }
        return entries.contains { $0.key == marker || holdsToken($0.value, marker: marker) }
    }

    /// The theme name a token file gives when no resolver names it: its name without `.tokens.json`,
    /// `.tokens` or `.json` (`Acme.tokens.json` is "Acme").
    static func themeName(path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".json", ".tokens", ".resolver"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The theme name of several token files no resolver names: the innermost folder that holds them
    /// all (`tokens` for `tokens/color.json` and `tokens/size/font.json`), or "Tokens" when they share none.
    static func folderName(of paths: [String]) -> String {
        let folders = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
        guard var common = folders.first else { return "Tokens" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return common.last(where: { $0 != "." && $0 != ".." }) ?? "Tokens"
    }

    /// `folder/../a/./b.json` as `a/b.json`: the path a resolver's `$ref` names, relative to the
    /// resolver's folder, in the form the loader's files use.
    static func path(_ reference: String, relativeTo resolverPath: String) -> String {
        var components = resolverPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in reference.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." { components.removeLast() } else { components.append("..") }
            default: components.append(String(part))
            }
        }
        return components.joined(separator: "/")
    }
}
