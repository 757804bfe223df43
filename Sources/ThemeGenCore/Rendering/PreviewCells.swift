/// The HTML of one value in `themegen preview`'s tables: colours as labelled swatches with their hex,
/// fonts as specimens, lengths, insets, shadows and gradients drawn, the rest as text. Every swatch has
/// an accessible label naming key, theme and appearance; every value is also written out as text.
enum PreviewCells {
    /// A swatch for the light colour and for each variant the colour has: dark, and the high-contrast ones,
    /// the dark ones on a dark tile; a colour without variants is one swatch, for every appearance.
    static func color(_ color: ThemeColor, label: String) -> String {
        let variants: [(name: String, short: String, value: RGBA?, tile: String)] = [
            color.hasVariants ? ("light", "Light", color.light, "light") : ("every appearance", "Any", color.light, "light"),
            ("dark", "Dark", color.dark, "dark"),
            ("light high contrast", "Light HC", color.lightHighContrast, "light"),
            ("dark high contrast", "Dark HC", color.darkHighContrast, "dark"),
        ]
        var html = "<div class=\"swatches\">"
        for variant in variants {
            guard let value = variant.value else { continue }
            let hex = ColorText.hex(value)
            html +=
                "<div class=\"swatch \(variant.tile)\"><span class=\"chip\" role=\"img\" aria-label=\"\(HTMLText.escaped("\(label), \(variant.name): \(hex)"))\" "
                + "style=\"--c: \(HTMLText.escaped(PreviewCSS.color(value)))\"></span>"
                + "<span class=\"hex\"><span class=\"appearance\">\(variant.short)</span> \(HTMLText.escaped(hex))</span></div>"
        }
        if let system = color.system {
            html += "<div class=\"note\">system \(HTMLText.escaped(system.name.rawValue))</div>"
        }
        return html + "</div>"
    }

    /// A specimen; its named families are in `data-families`, so the page's script can mark it when none
    /// is installed where the page is viewed.
    static func font(_ font: ThemeFont, label: String) -> String {
        let families = PreviewCSS.families(font)
        let check = families.isEmpty ? "" : " data-families=\"\(HTMLText.escaped(PreviewScriptData.stringArray(families)))\""
        return "<div class=\"specimen\"\(check) style=\"\(HTMLText.escaped(PreviewCSS.font(font)))\">Aa Bb Cc 123</div>"
            + "<div class=\"note\">\(HTMLText.escaped(ValueDescription.font(font)))</div>"
    }

    /// A bar as long as the dimension (capped at the cell's width), and the value.
    static func dimension(_ points: Double, label: String) -> String {
        "<div class=\"bar\" role=\"img\" aria-label=\"\(HTMLText.escaped(label))\" style=\"width: \(NumberText.plain(max(points, 0)))px\"></div>"
            + text(ValueDescription.dimension(points))
    }

    /// A chip of the preview's blue at the opacity, over a checkerboard, and the value.
    static func opacity(_ opacity: Double, label: String) -> String {
        "<span class=\"chip\" role=\"img\" aria-label=\"\(HTMLText.escaped(label))\" style=\"--c: rgba(0, 113, 227, \(NumberText.plain(opacity)))\"></span>"
            + text(ValueDescription.number(opacity))
    }

    /// A box with the insets as its padding around its content.
    static func insets(_ insets: Insets, label: String) -> String {
        let padding = [insets.top, insets.trailing, insets.bottom, insets.leading].map { "\(NumberText.plain(max($0, 0)))px" }.joined(separator: " ")
        return "<div class=\"insets\" role=\"img\" aria-label=\"\(HTMLText.escaped(label))\" style=\"padding: \(padding)\"><div></div></div>"
            + text(ValueDescription.insets(insets))
    }

    static func shadow(_ shadow: Shadow, label: String) -> String {
        "<div class=\"shadow\" role=\"img\" aria-label=\"\(HTMLText.escaped(label))\" style=\"box-shadow: \(HTMLText.escaped(PreviewCSS.shadow(shadow)))\"></div>"
            + text(ValueDescription.shadow(shadow))
    }

    static func gradient(_ gradient: Gradient, label: String) -> String {
        "<div class=\"gradient\" role=\"img\" aria-label=\"\(HTMLText.escaped(label))\" style=\"background: \(HTMLText.escaped(PreviewCSS.gradient(gradient)))\"></div>"
            + text(ValueDescription.gradient(gradient))
    }

    static func text(_ text: String) -> String {
        "<div class=\"value\">\(HTMLText.escaped(text))</div>"
    }
}
