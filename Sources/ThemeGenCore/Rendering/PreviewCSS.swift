#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Resolved values as CSS, for `themegen preview`: colours, fonts, shadows and gradients drawn by the
/// browser. Only numbers, hex digits and escaped strings are written, so no value can end a declaration.
enum PreviewCSS {
    /// `#1F4E8C`, `#00000080`, or `color(display-p3 1 0.2 0.3 / 0.5)`.
    static func color(_ rgba: RGBA) -> String {
        switch rgba.space {
        case .sRGB:
            return ColorText.hex(rgba)
        case .displayP3:
            let alpha = rgba.alpha == 1 ? "" : " / \(number(rgba.alpha))"
            return "color(display-p3 \(number(rgba.red)) \(number(rgba.green)) \(number(rgba.blue))\(alpha))"
        }
    }

    /// The `font` declarations for a font: family, weight, size in CSS pixels (one per point), line height
    /// and letter spacing. The system font is `system-ui`; a family tries the face's full name first.
    static func font(_ font: ThemeFont) -> String {
        var declarations = [
            "font-family: " + (families(font).map(string) + ["system-ui", "sans-serif"]).joined(separator: ", "),
            "font-weight: \(font.weight.number)",
            "font-size: \(number(font.size))px",
        ]
        if let lineHeight = font.lineHeight { declarations.append("line-height: \(number(lineHeight))px") }
        if let letterSpacing = font.letterSpacing { declarations.append("letter-spacing: \(number(letterSpacing))px") }
        return declarations.joined(separator: "; ")
    }

    /// The families the browser is asked for before the system font: the face's full name, its PostScript
    /// spelling and the family; the name of a font named so; none for the system font.
    static func families(_ font: ThemeFont) -> [String] {
        switch font.typeface {
        case .system: []
        case .family(let family, let face): (face.map { ["\(family) \($0)", "\(family)-\($0)"] } ?? []) + [family]
        case .named(let name): [name]
        }
    }

    /// `box-shadow` layers in an appearance (the light one unless given).
    static func shadow(_ shadow: Shadow, in appearance: (ThemeColor) -> RGBA = { $0.light }) -> String {
        shadow.layers.map { "\(number($0.x))px \(number($0.y))px \(number($0.blur))px \(number($0.spread))px \(color(appearance($0.color)))" }
            .joined(separator: ", ")
    }

    /// A `linear-gradient` or `radial-gradient` in an appearance (the light one unless given); a linear
    /// gradient's angle is the direction from its start point to its end point.
    static func gradient(_ gradient: Gradient, in appearance: (ThemeColor) -> RGBA = { $0.light }) -> String {
        let stops = gradient.stops.map { "\(color(appearance($0.color))) \(number($0.location * 100))%" }.joined(separator: ", ")
        switch gradient.kind {
        case .linear(let start, let end):
            let degrees = atan2(end.x - start.x, start.y - end.y) * 180 / Double.pi
            return "linear-gradient(\(number((degrees * 100).rounded() / 100))deg, \(stops))"
        case .radial(let center, let radius):
            return "radial-gradient(circle \(number(radius))px at \(number(center.x * 100))% \(number(center.y * 100))%, \(stops))"
        }
    }

    /// A CSS string: letters, digits, spaces, `-` and `_` as they are, every other character as a hex escape.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == " " || scalar == "-" || scalar == "_" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return result + "\""
    }

    private static func number(_ value: Double) -> String {
        NumberText.plain(value)
    }
}
