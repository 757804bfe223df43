#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an editor asks of a loaded theme set: which key a line of a file defines, which theme a line is
/// in, where a key of a theme is defined, and a key's values in every theme as Markdown (the language
/// server's hover). Made once per load; every answer is a lookup.
public struct EditorIndex {
    /// A key a line defines, and the theme it defines it for.
    public struct Site: Sendable, Hashable {
        public let reference: KeyReference
        public let theme: Int
    }

    /// The set the answers are about.
    public let set: ThemeSet
    /// Every key of the set, group by group in the set's order.
    public let references: [KeyReference]
    /// Where each theme's own (not inherited) tokens are defined: file, then line.
    private let sites: [String: [Int: [Site]]]
    /// The files where `{group.key}` names a key (`ThemeLoader.Result.themeFiles`).
    private let themeFiles: Set<String>
    /// Where the token documents' tokens and groups are defined (`ThemeLoader.Result.tokenSites`).
    public let tokenSites: TokenSites
    /// Each key's index in its group's tokens, the same in every theme.
    private let indices: [KeyReference: Int]
    /// How each group's values are read.
    private let groups: [TokenGroup: GroupValues]

    /// The index of `set`, whose `themeFiles` are theme files rather than token documents, and whose
    /// token documents define their tokens at `tokenSites`.
    public init(_ set: ThemeSet, themeFiles: Set<String>, tokenSites: TokenSites) {
        self.set = set
        self.themeFiles = themeFiles
        self.tokenSites = tokenSites
        var references: [KeyReference] = []
        var indices: [KeyReference: Int] = [:]
        var sites: [String: [Int: [Site]]] = [:]
        var groups: [TokenGroup: GroupValues] = [:]
        for group in GroupValues.all {
            groups[group.group] = group
            for (index, key) in group.keys(set).enumerated() {
                let reference = KeyReference(group: group.group, key: key)
                references.append(reference)
                indices[reference] = index
            }
            for (themeIndex, theme) in set.themes.enumerated() {
                for entry in group.entries(theme) where entry.inheritedFrom == nil {
                    guard let line = entry.location.line else { continue }
                    sites[entry.location.file, default: [:]][line, default: []].append(Site(reference: KeyReference(group: group.group, key: entry.key), theme: themeIndex))
                }
            }
        }
        self.references = references
        self.indices = indices
        self.sites = sites
        self.groups = groups
    }

    /// The keys line `line` (1-based) of the file at `path` defines, for each theme that defines it there.
    public func sites(inFile path: String, line: Int) -> [Site] {
        sites[path]?[line] ?? []
    }

    /// The theme whose definition in the file at `path` begins last at or before `line`, or `nil` when
    /// the file begins none there.
    public func theme(inFile path: String, line: Int) -> Int? {
        var found: (index: Int, line: Int)?
        for (index, theme) in set.themes.enumerated() where theme.location.file == path {
            guard let start = theme.location.line, start <= line, start >= found?.line ?? 0 else { continue }
            found = (index, start)
        }
        return found?.index
    }

    /// Whether the file at `path` is a theme file, where `{group.key}` names a key of the set, rather than
    /// a token document, whose `{…}` aliases name token paths.
    public func isThemeFile(_ path: String) -> Bool {
        themeFiles.contains(path)
    }

    /// The theme shown by `name`, as `extends:` names it.
    public func theme(named name: String) -> Int? {
        set.themes.firstIndex { $0.displayName == name }
    }

    /// Where theme `theme` defines `reference` (in an ancestor, when it inherits it), or `nil` when the set
    /// has no such key.
    public func location(of reference: KeyReference, inTheme theme: Int) -> SourceLocation? {
        guard let index = indices[reference], let group = groups[reference.group] else { return nil }
        return group.entries(set.themes[theme])[index].location
    }

    /// Where each theme that defines `reference` itself (rather than inheriting it) defines it, in theme
    /// order; none when the set has no such key.
    public func definitions(of reference: KeyReference) -> [SourceLocation] {
        guard let index = indices[reference], let group = groups[reference.group] else { return [] }
        return set.themes.compactMap { theme in
            let entry = group.entries(theme)[index]
            return entry.inheritedFrom == nil ? entry.location : nil
        }
    }

    /// `reference`'s value in theme `theme` as `themegen diff` describes it, or `nil` when the set has no
    /// such key.
    public func value(of reference: KeyReference, inTheme theme: Int) -> String? {
        guard let index = indices[reference], let group = groups[reference.group] else { return nil }
        return group.described(set.themes[theme], index)
    }

    /// `reference`'s values in every theme as Markdown: the key, its summary, then a table of each
    /// theme's value (colours with swatches, light then dark) and where it is defined; `nil` when the set
    /// has no such key.
    public func hover(_ reference: KeyReference) -> String? {
        guard let index = indices[reference], let group = groups[reference.group] else { return nil }
        var lines = ["**" + MarkdownText.code(reference.description, in: .prose) + "**"]
        if let summary = set.keys(of: reference.group)[index].documentation?.summary {
            lines += ["", MarkdownText.code(summary, in: .prose)]
        }
        lines += ["", "| theme | value | defined |", "|---|---|---|"]
        for theme in set.themes {
            let entry = group.entries(theme)[index]
            var value = MarkdownText.code(group.described(theme, index), in: .tableCell)
            if reference.group == .colors {
                let color = theme.tokens.colors[index].value
                value = ([color.light] + (color.dark.map { [$0] } ?? [])).map(Self.swatch).joined(separator: " ") + " " + value
            }
            var origin = [MarkdownText.code(Self.place(entry.location), in: .tableCell)]
            if let ancestor = entry.inheritedFrom { origin.append("inherited from " + MarkdownText.code(ancestor, in: .tableCell)) }
            if !entry.references.isEmpty {
                origin.append("via " + entry.references.map { MarkdownText.code("{\($0)}", in: .tableCell) }.joined(separator: ", "))
            }
            lines.append("| " + MarkdownText.code(theme.displayName, in: .tableCell) + " | " + value + " | " + origin.joined(separator: ", ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// `Blog.yaml:13`: the file's name and the line.
    private static func place(_ location: SourceLocation) -> String {
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return location.line.map { "\(name):\($0)" } ?? name
    }

    /// A square of `rgba` as a Markdown image: an SVG in a `data:` URL, filled as the preview fills it
    /// (`PreviewCSS.color`: hex, or `color(display-p3 …)`), its hex as the alternative text.
    private static func swatch(_ rgba: RGBA) -> String {
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"12\"><rect width=\"12\" height=\"12\" fill=\"\(PreviewCSS.color(rgba))\" "
            + "stroke=\"#808080\"/></svg>"
        return "![\(ColorText.hex(rgba))](data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString()))"
    }
}
