/// The one way each kind of value is described in words, for doc comments, `themegen dump` and
/// `themegen diff`: `#FF0000 dark #800000`, `Avenir Heavy, bold, 20 pt, headline`, `12 pt`.
enum ValueDescription {
    /// `#FFFFFF dark #000000`; `precise` keeps 16 bits a channel where 8 would round.
    static func color(_ color: ThemeColor, precise: Bool = false) -> String {
        TableText.color(color, precise: precise)
    }

    /// `0.3`, to 12 significant digits (`NumberText.readable`); `precise`ly as resolved.
    static func number(_ number: Double, precise: Bool = false) -> String {
        precise ? NumberText.plain(number) : NumberText.readable(number)
    }

    /// `12 pt`, to 0.01 pt; `precise`ly as resolved.
    static func dimension(_ points: Double, precise: Bool = false) -> String {
        length(points, precise: precise) + " pt"
    }

    /// A length in points as people read it (`NumberText.points`), or `precise`ly.
    private static func length(_ points: Double, precise: Bool) -> String {
        precise ? NumberText.plain(points) : NumberText.points(points)
    }

    /// `0.25 s`, to the millisecond; `precise`ly as resolved.
    static func duration(_ seconds: Double, precise: Bool = false) -> String {
        (precise ? NumberText.plain(seconds) : NumberText.seconds(seconds)) + " s"
    }

    static func boolean(_ value: Bool) -> String {
        TableText.boolean(value)
    }

    /// The string itself; the caller escapes it for where it goes.
    static func string(_ value: String) -> String {
        value
    }

    /// `top 8, leading 16, bottom 8, trailing 16`.
    static func insets(_ insets: Insets, precise: Bool = false) -> String {
        [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
            .map { "\($0.0) \(length($0.1, precise: precise))" }.joined(separator: ", ")
    }

    /// `x 0, y 2, blur 4, spread 0, #0000001F`, layers joined by `; `.
    static func shadow(_ shadow: Shadow, precise: Bool = false) -> String {
        shadow.layers.map { layer in
            "x \(length(layer.x, precise: precise)), y \(length(layer.y, precise: precise)), blur \(length(layer.blur, precise: precise)), "
                + "spread \(length(layer.spread, precise: precise)), \(TableText.color(layer.color, precise: precise))"
        }.joined(separator: "; ")
    }

    /// `linear from (0, 0.5) to (1, 0.5): #FF0000 at 0, #0000FF at 1`, `radial at (0.5, 0.5), radius 120: …`.
    static func gradient(_ gradient: Gradient, precise: Bool = false) -> String {
        let point = { (point: Gradient.UnitPoint) in "(\(NumberText.plain(point.x)), \(NumberText.plain(point.y)))" }
        let shape: String
        switch gradient.kind {
        case .linear(let start, let end): shape = "linear from \(point(start)) to \(point(end))"
        case .radial(let center, let radius): shape = "radial at \(point(center)), radius \(length(radius, precise: precise))"
        }
        let stops = gradient.stops.map { "\(TableText.color($0.color, precise: precise)) at \(NumberText.plain($0.location))" }
        return shape + ": " + stops.joined(separator: ", ")
    }

    /// `Avenir Heavy, bold, 20 pt, headline`, `system, light, 23 pt, body`, `Helvetica-Oblique, 12 pt`,
    /// `system, semibold, 17 pt, headline, line height 22 pt, letter spacing -0.43 pt`.
    static func font(_ font: ThemeFont, precise: Bool = false) -> String {
        var parts: [String]
        switch font.typeface {
        case .system: parts = ["system", font.weight.rawValue]
        case .family(let family, let face): parts = [[family, face].compactMap { $0 }.joined(separator: " "), font.weight.rawValue]
        case .named(let name): parts = [name]
        }
        parts.append("\(length(font.size, precise: precise)) pt")
        if let style = font.textStyle { parts.append(style.rawValue) }
        if let lineHeight = font.lineHeight { parts.append("line height \(length(lineHeight, precise: precise)) pt") }
        if let letterSpacing = font.letterSpacing { parts.append("letter spacing \(length(letterSpacing, precise: precise)) pt") }
        if !font.fallbackFamilies.isEmpty { parts.append("else " + font.fallbackFamilies.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}
