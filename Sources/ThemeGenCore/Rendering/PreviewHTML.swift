/// `themegen preview`: one self-contained HTML page (no network, no external assets) that shows every
/// theme side by side — sample screens of each theme in each appearance, a table per group, a row per key, a column per theme, with a sticky key column and
/// header, a filter for the themes shown — then the findings (contrast and other warnings). Given a diff,
/// it marks the values that changed and shows what they were.
public enum PreviewHTML {
    /// What the page shows besides the themes.
    public struct Context: Sendable {
        /// Warnings found while loading (contrast pairs below their minimum among them).
        public var findings: [Diagnostic]
        /// The changes since a base, to highlight; `nil` without one.
        public var changes: ThemeSetDiff?
        /// What the changes are relative to (`origin/main`), for the page's words.
        public var base: String?
        /// The themes as they were at the base, so a changed value's old one is drawn beside it.
        public var baseSet: ThemeSet?
        /// Font files the page carries, for the specimens and screens to be drawn in them.
        public var fonts: [PreviewEmbeddedFont]
        /// How often, in whole seconds, the page reloads itself from its file (`preview --watch`); `nil` never.
        public var reloadSeconds: Int?

        public init(
            findings: [Diagnostic] = [], changes: ThemeSetDiff? = nil, base: String? = nil, baseSet: ThemeSet? = nil,
            fonts: [PreviewEmbeddedFont] = [], reloadSeconds: Int? = nil
        ) {
            self.findings = findings
            self.changes = changes
            self.base = base
            self.baseSet = baseSet
            self.fonts = fonts
            self.reloadSeconds = reloadSeconds
        }
    }

    /// The page, ending in a newline.
    public static func render(_ set: ThemeSet, context: Context = Context()) -> String {
        var page = PreviewAssets.head(title: "Theme preview", fontFaces: context.fonts.map(\.fontFace), reloadSeconds: context.reloadSeconds)
        let groups = GroupValues.all.map { ($0, $0.keys(set)) }.filter { !$0.1.isEmpty }
        page += "<header>\n<h1>Theme preview</h1>\n<p>\(HTMLText.escaped(summary(set, groups: groups)))</p>\n"
        page += "<nav aria-label=\"Sections\"><ul>"
        for (group, keys) in groups {
            page += "<li><a href=\"#\(group.group.rawValue)\">\(HTMLText.escaped(group.group.rawValue)) (\(keys.count))</a></li>"
        }
        page += "<li><a href=\"#screens\">screens (\(set.themes.count))</a></li>"
        page += "<li><a href=\"#findings\">findings (\(context.findings.count))</a></li></ul></nav>\n"
        page += themeFilter(set)
        if let changes = context.changes { page += changeSummary(changes, base: context.base) }
        page += "</header>\n<main>\n"
        let changed = changedValues(context.changes)
        let before = Dictionary((context.baseSet?.themes ?? []).map { ($0.storedID, $0) }, uniquingKeysWith: { first, _ in first })
        page += PreviewScreen.section(set)
        for (group, keys) in groups {
            page += table(group, keys: keys, set: set, changed: changed, before: before)
        }
        page += findings(context.findings)
        page += "</main>\n" + PreviewAssets.script + "</body>\n</html>\n"
        return page
    }

    /// `3 themes · 30 colors, 16 fonts · from themes/Blog.yaml, themes/Dark Mode.plist`.
    private static func summary(_ set: ThemeSet, groups: [(GroupValues, [String])]) -> String {
        let counts = groups.map { CountText.of($0.1.count, $0.0.group.noun) }.joined(separator: ", ")
        return "\(CountText.of(set.themes.count, "theme")) · \(counts) · from \(set.inputs.joined(separator: ", "))"
    }

    /// The filter box and the list of themes it shows or hides (each theme's column has the class `tN`).
    private static func themeFilter(_ set: ThemeSet) -> String {
        var html =
            "<div class=\"filter\"><label for=\"theme-filter\">Show themes matching</label> "
            + "<input id=\"theme-filter\" type=\"search\" autocomplete=\"off\"> <output id=\"theme-count\" for=\"theme-filter\">"
            + "\(set.themes.count) of \(set.themes.count) themes shown</output>\n<ol id=\"themes\">"
        for (index, theme) in set.themes.enumerated() {
            html += "<li data-column=\"t\(index)\">\(HTMLText.escaped(theme.displayName))</li>"
        }
        return html + "</ol></div>\n"
    }

    private static func changeSummary(_ diff: ThemeSetDiff, base: String?) -> String {
        var html = "<div class=\"changes\"><p><strong>Since \(HTMLText.escaped(base ?? "the base")):</strong> \(HTMLText.escaped(DiffWording.summary(diff)))."
        if !diff.changes.isEmpty { html += " Changed values are marked <mark>changed</mark> with what they were." }
        html += "</p>"
        let lists = [
            ("Themes added", diff.addedThemes.map(\.name)), ("Themes removed", diff.removedThemes.map(\.name)),
            ("Themes renamed", diff.renamedThemes.map { "\($0.oldName) → \($0.newName)" }),
            ("Keys added", diff.addedKeys.map(\.description)), ("Keys removed", diff.removedKeys.map(\.description)),
        ]
        for (title, items) in lists where !items.isEmpty {
            html += "<p>\(title): \(items.map(HTMLText.escaped).joined(separator: ", "))</p>"
        }
        return html + "</div>\n"
    }

    /// The old value of each changed value, by theme and key.
    private static func changedValues(_ diff: ThemeSetDiff?) -> [ChangedValue: String] {
        Dictionary((diff?.changes ?? []).map { (ChangedValue(theme: $0.theme, key: $0.key), $0.old) }, uniquingKeysWith: { first, _ in first })
    }

    private struct ChangedValue: Hashable {
        let theme: String
        let key: KeyReference
    }

    private static func table(
        _ group: GroupValues, keys: [String], set: ThemeSet, changed: [ChangedValue: String], before: [String: Theme]
    ) -> String {
        let name = group.group.rawValue
        var html =
            "<section id=\"\(name)\" aria-labelledby=\"\(name)-title\"><details open><summary><h2 id=\"\(name)-title\">"
            + "\(HTMLText.escaped(name)) <small>\(CountText.of(keys.count, "key"))</small></h2></summary>\n"
            + "<div class=\"scroll\"><table>\n<thead><tr><th scope=\"col\" class=\"key\">key</th>"
        for (index, theme) in set.themes.enumerated() {
            html += "<th scope=\"col\" class=\"t\(index)\">\(HTMLText.escaped(theme.displayName))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        // Each theme's tokens are in the set's key order, so row `row` is token `row` of every theme.
        for (row, key) in keys.enumerated() {
            html += "<tr><th scope=\"row\" class=\"key\"><code>\(HTMLText.escaped(key))</code></th>"
            let reference = KeyReference(group: group.group, key: key)
            for (index, theme) in set.themes.enumerated() {
                let label = "\(name).\(key) in \(theme.displayName)"
                if let old = changed[ChangedValue(theme: theme.displayName, key: reference)] {
                    html += "<td class=\"t\(index) changed\">"
                    if let oldTheme = before[theme.storedID], let oldIndex = group.entries(oldTheme).firstIndex(where: { $0.key == key }) {
                        // The old value drawn as the new one is, beside it.
                        html +=
                            "<div class=\"beside\"><div>" + group.preview(theme, row, label) + "</div><div class=\"before\"><div class=\"note\">before</div>"
                            + group.preview(oldTheme, oldIndex, "\(label) before the change") + "</div></div>"
                    } else {
                        html += group.preview(theme, row, label)
                    }
                    html += "<div class=\"was\"><mark>changed</mark> was \(HTMLText.escaped(old))</div></td>"
                } else {
                    html += "<td class=\"t\(index)\">" + group.preview(theme, row, label) + "</td>"
                }
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table></div></details></section>\n"
    }

    private static func findings(_ diagnostics: [Diagnostic]) -> String {
        var html = "<section id=\"findings\" aria-labelledby=\"findings-title\"><h2 id=\"findings-title\">Findings</h2>\n"
        guard !diagnostics.isEmpty else { return html + "<p>No contrast problems or other warnings.</p></section>\n" }
        html += "<ul>"
        for diagnostic in diagnostics {
            html += "<li><code>\(HTMLText.escaped(diagnostic.formatted))</code></li>"
        }
        return html + "</ul></section>\n"
    }
}
