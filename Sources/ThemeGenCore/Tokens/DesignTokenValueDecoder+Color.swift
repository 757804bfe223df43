#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// DTCG colours: `{ colorSpace, components, alpha, hex }` in the Color module's spaces, converted exactly
/// to the sRGB or Display P3 colours ThemeGen keeps, or refused.
extension DesignTokenValueDecoder {
    /// The spaces converted exactly.
    static let convertedColorSpaces = ["srgb", "srgb-linear", "display-p3", "hsl", "hwb", "oklab", "oklch", "xyz-d65"]
    /// The members of a colour object.
    static let colorMembers = ["colorSpace", "components", "alpha", "hex"]

    mutating func color(_ node: Node, _ what: @autoclosure () -> String) -> RGBA? {
        if case .scalar(let text, .string) = node.content {
            let reading = ColorSyntax.read(text, for: what())
            if case .color(let rgba) = reading { return rgba }
            if dialect == .tokensStudio, let rgba = Self.hexWithAlpha(text) { return rgba }
            // The CSS keyword the tools a token project is built with pass through to CSS (Style Dictionary).
            if text.lowercased() == "transparent" {
                log.warning(
                    "\(what()) is CSS's 'transparent', which DTCG does not have; it is read as CSS reads it, black with no opacity (#00000000)", at: node.location,
                    fold: Diagnostic.Fold(kind: "CSS transparent", subject: what()), rule: .otherTool(.color))
                return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            }
            if case .invalid(let message) = reading {
                log.error(message, at: node.location)
                return nil
            }
            log.error("\(what()) is not a color (\(quoted: text)): DTCG 2025.10 writes { \"colorSpace\": …, \"components\": […] }; ThemeGen also reads #RRGGBB, rgb(), hsl() and color() strings", at: node.location)
            return nil
        }
        guard let members = object(node, what(), required: ["colorSpace", "components"], allowed: Self.colorMembers),
            let spaceNode = members["colorSpace"], let componentsNode = members["components"],
            let space = string(spaceNode, "the colorSpace of \(what())")
        else { return nil }
        let alpha = members["alpha"].map { number($0, "the alpha of \(what())") } ?? 1
        guard let alpha else { return nil }
        guard (0...1).contains(alpha) else {
            log.error("the alpha of \(what()) must be from 0 to 1, not \(NumberText.plain(alpha))", at: members["alpha"]?.location ?? node.location)
            return nil
        }
        guard Self.convertedColorSpaces.contains(space) else {
            return fallback(members["hex"], space: space, alpha: alpha, what(), at: spaceNode.location)
        }
        if let hexNode = members["hex"], !Self.isHexFallback(hexNode) {
            log.warning(
                "the hex fallback of \(what()) must be a 6-digit CSS hex colour (#RRGGBB), not \(hexNode.kindDescription); it is ignored, as the components give the colour", at: hexNode.location,
                rule: .invalid(.color))
        }
        guard let components = components(componentsNode, what()) else { return nil }
        return convert(components, space: space, alpha: alpha, what(), at: componentsNode.location)
    }

    /// Three numbers, `none` read as 0 (as CSS does for a missing component).
    private mutating func components(_ node: Node, _ what: @autoclosure () -> String) -> [Double]? {
        guard case .sequence(let items) = node.content, items.count == 3 else {
            log.error("the components of \(what()) must be a list of three numbers (or 'none'), not \(node.kindDescription)", at: node.location)
            return nil
        }
        var values: [Double] = []
        for item in items {
            if case .scalar("none", .string) = item.content {
                values.append(0)
            } else if let value = number(item, "a component of \(what())") {
                values.append(value)
            } else {
                return nil
            }
        }
        return values
    }

    private mutating func convert(_ c: [Double], space: String, alpha: Double, _ what: @autoclosure () -> String, at location: SourceLocation) -> RGBA? {
        func within(_ range: ClosedRange<Double>, _ indices: [Int], _ names: String) -> Bool {
            guard indices.allSatisfy({ range.contains(c[$0]) }) else {
                log.error("the \(names) of \(what()) (\(space)) must be \(ValueRanges.describe(range)), not \(c.map(NumberText.plain).joined(separator: ", "))", at: location)
                return false
            }
            return true
        }
        switch space {
        case "srgb":
            guard within(0...1, [0, 1, 2], "components") else { return nil }
            return RGBA(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case "display-p3":
            guard within(0...1, [0, 1, 2], "components") else { return nil }
            return RGBA(red: c[0], green: c[1], blue: c[2], alpha: alpha, space: .displayP3)
        case "srgb-linear":
            guard within(0...1, [0, 1, 2], "components") else { return nil }
            let rgb = ColorSpaceConversion.sRGB(fromLinear: (c[0], c[1], c[2]))
            return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        case "hsl":
            guard within(0...100, [1, 2], "saturation and lightness") else { return nil }
            let rgb = ColorSpaceConversion.sRGB(hue: c[0], saturation: c[1], lightness: c[2])
            return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        case "hwb":
            guard within(0...100, [1, 2], "whiteness and blackness") else { return nil }
            let rgb = ColorSpaceConversion.sRGB(hue: c[0], whiteness: c[1], blackness: c[2])
            return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        case "oklab":
            guard within(0...1, [0], "lightness") else { return nil }
            return placed(ColorSpaceConversion.linearSRGB(oklabLightness: c[0], a: c[1], b: c[2]), alpha: alpha, what(), at: location)
        case "oklch":
            guard within(0...1, [0], "lightness"), within(0...Double.greatestFiniteMagnitude, [1], "chroma") else { return nil }
            return placed(ColorSpaceConversion.linearSRGB(oklchLightness: c[0], chroma: c[1], hue: c[2]), alpha: alpha, what(), at: location)
        default:
            return placed(ColorSpaceConversion.linearSRGB(xyzD65: (c[0], c[1], c[2])), alpha: alpha, what(), at: location)
        }
    }

    /// Linear-light sRGB as the colour ThemeGen keeps (`RGBA.placed`); a colour outside Display P3 is refused.
    private mutating func placed(_ linear: (Double, Double, Double), alpha: Double, _ what: @autoclosure () -> String, at location: SourceLocation) -> RGBA? {
        if let placed = RGBA.placed(linearSRGB: linear, alpha: alpha) { return placed }
        log.error("\(what()) \(RGBA.outsideDisplayP3): choose one inside Display P3", at: location, rule: .notGenerated(.color))
        return nil
    }

    /// Whether `node` is a colour's `hex` as the Color module writes it: `#` and six hexadecimal digits.
    static func isHexFallback(_ node: Node) -> Bool {
        guard case .scalar(let text, .string) = node.content, text.hasPrefix("#") else { return false }
        let digits = text.dropFirst()
        return digits.count == 6 && digits.allSatisfy { $0.isASCII && $0.isHexDigit }
    }

    /// A space ThemeGen does not convert: its `hex` fallback, with a warning, or an error without one.
    private mutating func fallback(_ hexNode: Node?, space: String, alpha: Double, _ what: @autoclosure () -> String, at location: SourceLocation) -> RGBA? {
        let spaces = SchemaReader.list(Self.convertedColorSpaces)
        guard let hexNode, let text = string(hexNode, "the hex of \(what())") else {
            log.error("the colorSpace \(quoted: space) of \(what()) is not one ThemeGen converts (\(spaces)), and it has no 'hex' fallback", at: location)
            return nil
        }
        guard Self.isHexFallback(hexNode), let rgba = ColorSyntax.parse(text) else {
            log.error("the hex fallback \(quoted: text) of \(what()) is not a 6-digit #RRGGBB color", at: hexNode.location)
            return nil
        }
        log.warning("the colorSpace \(quoted: space) of \(what()) is not one ThemeGen converts (\(spaces)); its hex fallback \(text) is used", at: location, rule: .notGenerated(.color))
        return rgba.withAlpha(alpha)
    }
}
