/// The preview's sample screens: for each theme, in each appearance its colours differ in, a small app
/// screen drawn with the theme's own values (`PreviewScreenRoles`) — a navigation bar with its title, a
/// gradient banner, a list with a selected row and separators, a card with its shadow and corner radius,
/// body and caption text in the theme's fonts, a primary and a secondary button — on that appearance's
/// background, and a legend of where each part's value came from.
enum PreviewScreen {
    /// The section, with one block per theme (each with its column's class `tN`, which the filter hides).
    static func section(_ set: ThemeSet) -> String {
        var html =
            "<section id=\"screens\" aria-labelledby=\"screens-title\"><details open><summary><h2 id=\"screens-title\">screens "
            + "<small>each theme in each of its appearances</small></h2></summary>\n<div class=\"screens\">\n"
        for (index, theme) in set.themes.enumerated() {
            html += block(theme, column: "t\(index)")
        }
        return html + "</div></details></section>\n"
    }

    /// One theme's screens and legend.
    private static func block(_ theme: Theme, column: String) -> String {
        let roles = PreviewScreenRoles(theme)
        let appearances = drawnAppearances(roles)
        var html = "<div class=\"screen-theme \(column)\"><h3>\(HTMLText.escaped(theme.displayName))</h3><div class=\"screen-row\">"
        for appearance in appearances {
            let caption = appearances.count == 1 ? "every appearance" : appearance.name
            html += screen(theme, roles, appearance: appearance.color(of:), caption: caption)
        }
        html += "</div><details class=\"legend\"><summary>Where each part comes from</summary><ul>"
        for entry in roles.legend {
            html += "<li>\(HTMLText.escaped(entry.name)): <code>\(HTMLText.escaped(entry.source.description))</code></li>"
        }
        return html + "</ul></details></div>\n"
    }

    /// The appearances whose colours differ among the screen's: light, and each other one a part's colour
    /// has a variant for.
    private static func drawnAppearances(_ roles: PreviewScreenRoles) -> [ColorAppearance] {
        let colors = PreviewScreenRoles.ColorPart.allCases.map { roles.color($0).value }
        return ColorAppearance.allCases.filter { appearance in colors.contains { appearance.isGiven(by: $0) } }
    }

    private static func screen(_ theme: Theme, _ roles: PreviewScreenRoles, appearance: (ThemeColor) -> RGBA, caption: String) -> String {
        let variables = [
            ("--bg", .background), ("--text", .text), ("--secondary", .secondaryText), ("--accent", .accent),
            ("--on-accent", .onAccent), ("--separator", .separator), ("--card", .card), ("--nav", .navigationBar),
            ("--nav-title", .navigationTitle), ("--button", .button), ("--button-title", .buttonTitle),
        ]
        .map { (name: String, part: PreviewScreenRoles.ColorPart) in "\(name): \(PreviewCSS.color(appearance(roles.color(part).value)))" }
        let radius = "--radius: \(NumberText.plain(max(roles.cornerRadius.value, 0)))px"
        let label = "\(theme.displayName), \(caption)"
        var html =
            "<figure><div class=\"screen\" role=\"group\" aria-label=\"\(HTMLText.escaped(label))\" style=\"\(HTMLText.escaped((variables + [radius]).joined(separator: "; ")))\">"
            + "<div class=\"s-nav\"><span class=\"s-title\" style=\"\(style(roles.font(.title).value))\">\(HTMLText.escaped(theme.displayName))</span></div>"
        if let gradient = roles.gradient {
            html += "<div class=\"s-banner\" style=\"background: \(HTMLText.escaped(PreviewCSS.gradient(gradient.value, in: appearance)))\"></div>"
        }
        let body = style(roles.font(.body).value)
        html +=
            "<ul class=\"s-list\"><li style=\"\(body)\">Inbox</li><li class=\"s-selected\" style=\"\(body)\">Selected row</li>"
            + "<li style=\"\(body)\">Settings</li></ul>"
        let shadow = roles.shadow.map { " style=\"box-shadow: \(HTMLText.escaped(PreviewCSS.shadow($0.value, in: appearance)))\"" } ?? ""
        html +=
            "<div class=\"s-card\"\(shadow)><p class=\"s-body\" style=\"\(body)\">Body text in the theme's body font.</p>"
            + "<p class=\"s-caption\" style=\"\(style(roles.font(.caption).value))\">Caption in secondary text</p>"
            + "<div class=\"s-buttons\"><span class=\"s-button s-primary\">Primary</span><span class=\"s-button s-secondary\">Secondary</span></div></div>"
        return html + "</div><figcaption>\(HTMLText.escaped(caption))</figcaption></figure>"
    }

    private static func style(_ font: ThemeFont) -> String {
        HTMLText.escaped(PreviewCSS.font(font))
    }
}
