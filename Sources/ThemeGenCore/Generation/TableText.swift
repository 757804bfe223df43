/// The text of the value tables in generated code, one entry per line: the encoding that the
/// `TableEntry` of Templates/ThemeTables.swift.mustache reads back, and nothing else writes.
///
/// Every field is plain ASCII without quotes or backslashes (names are percent-encoded), so a table is
/// safe inside a Swift string literal as it is. Fields are separated by one space:
/// - colour: `[system NAME[ alpha FACTOR]] LIGHT[ dark DARK][ lightHighContrast LHC][ darkHighContrast DHC]`,
///   each colour `RGBA.preciseHex`;
/// - font: `system WEIGHT SIZE`, `family NAME FACE WEIGHT SIZE` (`*` for no face) or `named NAME WEIGHT SIZE`,
///   then `[ lineHeight POINTS][ letterSpacing POINTS][ fallback NAME]…[ STYLE]`, each length as
///   `NumberText.plain` writes it;
/// - number (also dimensions in points and durations in seconds): `NumberText.plain`;
/// - boolean: `true` or `false`;
/// - insets: `TOP LEADING BOTTOM TRAILING`, each `NumberText.plain`;
/// - shadow: `LAYERS` then, per layer, `X Y BLUR SPREAD COLOUR` (the colour as above);
/// - gradient: `linear SX SY EX EY` or `radial CX CY RADIUS`, then `STOPS` and per stop `LOCATION COLOUR`;
/// - value: the enum case's raw value, percent-encoded.
enum TableText {
    /// `#0077BE dark #06324A`, `system separator #C7C8CC dark #54545899`; with `precise` false, each
    /// colour rounded to 8 bits a channel, as doc comments show it.
    static func color(_ color: ThemeColor, precise: Bool = true) -> String {
        var text: [UInt8] = []
        appendColor(color, precise: precise, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `color(color, precise:)` to `output`.
    static func appendColor(_ color: ThemeColor, precise: Bool = true, to output: inout [UInt8]) {
        if let system = color.system {
            output.append(contentsOf: "system ".utf8)
            output.append(contentsOf: system.name.rawValue.utf8)
            output.append(UInt8(ascii: " "))
            if system.alpha != 1 {
                output.append(contentsOf: "alpha ".utf8)
                output.append(contentsOf: NumberText.plain(system.alpha).utf8)
                output.append(UInt8(ascii: " "))
            }
        }
        ColorText.append(color.light, precise: precise, to: &output)
        if let dark = color.dark {
            output.append(contentsOf: " dark ".utf8)
            ColorText.append(dark, precise: precise, to: &output)
        }
        if let high = color.lightHighContrast {
            output.append(contentsOf: " lightHighContrast ".utf8)
            ColorText.append(high, precise: precise, to: &output)
        }
        if let high = color.darkHighContrast {
            output.append(contentsOf: " darkHighContrast ".utf8)
            ColorText.append(high, precise: precise, to: &output)
        }
    }

    /// `8 16 8 16`: top, leading, bottom, trailing.
    static func insets(_ insets: Insets) -> String {
        [insets.top, insets.leading, insets.bottom, insets.trailing].map(NumberText.plain).joined(separator: " ")
    }

    /// `2 0 2 4 0 #0000001F 0 8 16 -2 #00000014`: the number of layers, then each layer.
    static func shadow(_ shadow: Shadow) -> String {
        var text = Array(String(shadow.layers.count).utf8)
        for layer in shadow.layers {
            for length in [layer.x, layer.y, layer.blur, layer.spread] {
                text.append(UInt8(ascii: " "))
                text.append(contentsOf: NumberText.plain(length).utf8)
            }
            text.append(UInt8(ascii: " "))
            appendColor(layer.color, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `linear 0 0.5 1 0.5 2 0 #FF0000 1 #0000FF`, `radial 0.5 0.5 120 2 …`.
    static func gradient(_ gradient: Gradient) -> String {
        var numbers: [Double]
        var text: [UInt8]
        switch gradient.kind {
        case .linear(let start, let end):
            (text, numbers) = (Array("linear".utf8), [start.x, start.y, end.x, end.y])
        case .radial(let center, let radius):
            (text, numbers) = (Array("radial".utf8), [center.x, center.y, radius])
        }
        numbers.append(Double(gradient.stops.count))
        for number in numbers {
            text.append(UInt8(ascii: " "))
            text.append(contentsOf: NumberText.plain(number).utf8)
        }
        for stop in gradient.stops {
            text.append(UInt8(ascii: " "))
            text.append(contentsOf: NumberText.plain(stop.location).utf8)
            text.append(UInt8(ascii: " "))
            appendColor(stop.color, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `true` or `false`.
    static func boolean(_ value: Bool) -> String {
        value ? "true" : "false"
    }

    /// `family Avenir Heavy bold 22 title2`, `system light 23 body`, `named Helvetica-Oblique regular 12`,
    /// `system semibold 17 lineHeight 22 letterSpacing -0.43 headline`.
    static func font(_ font: ThemeFont) -> String {
        var fields: [String]
        switch font.typeface {
        case .system: fields = ["system"]
        case .family(let family, let face): fields = ["family", name(family), face.map(name) ?? absent]
        case .named(let fontName): fields = ["named", name(fontName)]
        }
        fields += [font.weight.rawValue, NumberText.plain(font.size)]
        if let lineHeight = font.lineHeight { fields += ["lineHeight", NumberText.plain(lineHeight)] }
        if let letterSpacing = font.letterSpacing { fields += ["letterSpacing", NumberText.plain(letterSpacing)] }
        for family in font.fallbackFamilies { fields += ["fallback", name(family)] }
        if let style = font.textStyle { fields.append(style.rawValue) }
        return fields.joined(separator: " ")
    }

    /// The field for a value a row leaves out: a family's face, a style's typeface or base colour.
    static let absent = "*"

    /// A number as the tables hold it.
    static func number(_ value: Double) -> String {
        NumberText.plain(value)
    }

    /// A name or value as one field: every byte but ASCII letters, digits, `-`, `.`, `_` and `~` is
    /// written `%XX` (`Avenir Next` → `Avenir%20Next`).
    static func name(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                result.append(byte)
            } else {
                result.append(UInt8(ascii: "%"))
                result.append(contentsOf: ColorText.byte(byte).utf8)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
