/// CSS Color 4's functional notations: `rgb()`/`rgba()` and `hsl()`/`hsla()`, either with space-separated
/// components and an optional `/ alpha` (`rgb(31 78 140 / 50%)`) or comma-separated
/// (`rgba(31, 78, 140, 0.5)`), `color()` in the sRGB and Display P3 spaces
/// (`color(display-p3 1 0.176 0.333 / 0.5)`), and `oklch()` and `oklab()` (`oklch(0.62 0.19 259.8 / 0.5)`),
/// converted to sRGB, or to Display P3 where sRGB cannot hold them. Unlike a browser, which clamps, a
/// component out of its range is an error, and so is a colour outside Display P3.
enum ColorFunctionSyntax {
    /// Why a colour function is not a colour.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// The functions, by their lower-case names (CSS function names ignore ASCII case).
    private enum Function: String {
        case rgb, rgba, hsl, hsla

        var isHSL: Bool { self == .hsl || self == .hsla }
        var componentNames: [String] { isHSL ? ["hue", "saturation", "lightness"] : ["red", "green", "blue"] }
        /// What the function takes, for messages.
        var usage: String { "\(rawValue)() takes \(isHSL ? "hue, saturation and lightness" : "red, green and blue"), then optionally an alpha" }
    }

    /// The colour `text` writes; `nil` when `text` is no function call at all (so other forms may be tried).
    static func parse(_ text: String) -> Result<RGBA, Failure>? {
        guard let open = text.firstIndex(of: "("), text.last == ")" else { return nil }
        let name = String(text[..<open]).lowercased()
        let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if name == "color" || name == "oklch" || name == "oklab" {
            do {
                return .success(name == "color" ? try predefinedColor(body) : try oklabColor(body, polar: name == "oklch"))
            } catch {
                return .failure(error)
            }
        }
        guard let function = Function(rawValue: name) else {
            return .failure(Failure(reason: "'\(name)()' is not a colour function ThemeGen knows; write colours as #RRGGBB, rgb(), hsl(), oklch() or color(display-p3 …)"))
        }
        do {
            let values = try components(of: body, function: function)
            return .success(
                function.isHSL
                    ? rgbFromHSL(hue: values[0], saturation: values[1], lightness: values[2], alpha: values[3])
                    : RGBA(red: values[0], green: values[1], blue: values[2], alpha: values[3]))
        } catch {
            return .failure(error)
        }
    }

    /// The components as numbers: red, green, blue in 0…1 (or hue in degrees, saturation and lightness in
    /// 0…100), then alpha in 0…1.
    private static func components(of body: Substring, function: Function) throws(Failure) -> [Double] {
        let usage = function.usage
        let parts: [Substring]
        var alpha: Substring?
        if body.contains(",") {
            guard !body.contains("/") else { throw Failure(reason: "separate the components with commas or with spaces and '/', not both") }
            parts = body.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
            guard parts.count == 3 || parts.count == 4 else { throw Failure(reason: "\(usage) after a comma; found \(parts.count) components") }
            alpha = parts.count == 4 ? parts[3] : nil
        } else {
            let halves = body.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { throw Failure(reason: "\(usage) after '/'; found more than one '/'") }
            parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 3 else { throw Failure(reason: "\(usage) after '/'; found \(parts.count) components before it") }
            if halves.count == 2 {
                alpha = trimmed(halves[1])
                guard let alpha, !alpha.isEmpty, !alpha.contains(" ") else { throw Failure(reason: "\(usage) after '/': one number or percentage") }
            }
        }
        var values: [Double] = []
        for (index, name) in function.componentNames.enumerated() {
            let component = try Component(parts[index], name: name)
            switch (function.isHSL, index) {
            case (true, 0): values.append(try component.degrees())
            case (true, _): values.append(try component.value(numberRange: 0...100, per: 100, name: name) * 100)
            case (false, _): values.append(try component.value(numberRange: 0...255, per: 255, name: name))
            }
        }
        if let alpha {
            values.append(try Component(alpha, name: "alpha").value(numberRange: 0...1, per: 1, name: "alpha"))
        } else {
            values.append(1)
        }
        return values
    }

    /// The spaces `color()` takes, by their CSS names.
    private static let predefinedSpaces = ["srgb", "srgb-linear", "display-p3"]

    /// CSS Color 4's `color(SPACE R G B[ / ALPHA])` in the spaces ThemeGen keeps: `display-p3` as it is,
    /// `srgb` as sRGB, `srgb-linear` converted to sRGB (exactly: the same gamut). Components are numbers
    /// from 0 to 1, percentages, or `none`.
    private static func predefinedColor(_ body: Substring) throws(Failure) -> RGBA {
        let halves = body.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { throw Failure(reason: "color() takes a color space, three components, then optionally '/' and an alpha; found more than one '/'") }
        let words = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let spaceName = words.first.map({ $0.lowercased() }) else {
            throw Failure(reason: "color() needs a color space first: \(SchemaReader.list(predefinedSpaces))")
        }
        guard predefinedSpaces.contains(spaceName) else {
            throw Failure(reason: "the color space \(quoted: spaceName) is not one ThemeGen keeps; use \(SchemaReader.list(predefinedSpaces)), or convert the color to one of them")
        }
        guard words.count == 4 else { throw Failure(reason: "color(\(spaceName) …) takes three components, then optionally '/' and an alpha; found \(words.count - 1) components") }
        var values: [Double] = []
        for (name, word) in zip(["red", "green", "blue"], words.dropFirst()) {
            values.append(try Component(word, name: name).value(numberRange: 0...1, per: 1, name: name))
        }
        let alpha = try Self.alpha(after: halves, in: "color")
        switch spaceName {
        case "display-p3":
            return RGBA(red: values[0], green: values[1], blue: values[2], alpha: alpha, space: .displayP3)
        case "srgb-linear":
            let encoded = ColorSpaceConversion.sRGB(fromLinear: (values[0], values[1], values[2]))
            return RGBA(red: encoded.0, green: encoded.1, blue: encoded.2, alpha: alpha)
        default:
            return RGBA(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        }
    }

    /// CSS Color 4's `oklch(L C H[ / ALPHA])` (`polar`) or `oklab(L A B[ / ALPHA])`: lightness a number from
    /// 0 to 1 or a percentage; chroma (0 up) and a, b (either sign) numbers, or percentages of 0.4 as CSS
    /// reads them; hue in degrees; each may be `none`. Converted as DTCG's oklch and oklab colour spaces are
    /// (`ColorSpaceConversion`, `RGBA.placed`).
    private static func oklabColor(_ body: Substring, polar: Bool) throws(Failure) -> RGBA {
        let function = polar ? "oklch" : "oklab"
        let usage = "\(function)() takes lightness, \(polar ? "chroma and hue" : "a and b"), then optionally '/' and an alpha"
        let halves = body.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { throw Failure(reason: "\(usage); found more than one '/'") }
        let words = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 3, !body.contains(",") else { throw Failure(reason: "\(usage), separated by spaces") }
        let lightness = try Component(words[0], name: "lightness").value(numberRange: 0...1, per: 1, name: "lightness")
        let second = try Component(words[1], name: polar ? "chroma" : "a").oklabAxis(polar: polar, name: polar ? "chroma" : "a")
        let alpha = try Self.alpha(after: halves, in: function)
        let linear: (Double, Double, Double)
        if polar {
            linear = ColorSpaceConversion.linearSRGB(oklchLightness: lightness, chroma: second, hue: try Component(words[2], name: "hue").degrees())
        } else {
            linear = ColorSpaceConversion.linearSRGB(oklabLightness: lightness, a: second, b: try Component(words[2], name: "b").oklabAxis(polar: false, name: "b"))
        }
        guard let rgba = RGBA.placed(linearSRGB: linear, alpha: alpha) else {
            throw Failure(reason: "the colour \(RGBA.outsideDisplayP3): choose one inside Display P3")
        }
        return rgba
    }

    /// The alpha written after the `/` of a function's body split there (`halves`), from 0 to 1 or 0% to
    /// 100%; 1 when there is none. `function` names the function in messages.
    private static func alpha(after halves: [Substring], in function: String) throws(Failure) -> Double {
        guard halves.count == 2 else { return 1 }
        let text = trimmed(halves[1])
        guard !text.isEmpty, !text.contains(" ") else { throw Failure(reason: "\(function)() takes one number or percentage after '/'") }
        return try Component(text, name: "alpha").value(numberRange: 0...1, per: 1, name: "alpha")
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }

    /// One component as written: a number, a percentage, an angle, or `none` (zero, as CSS has it).
    private struct Component {
        let number: Double
        let unit: String
        let text: Substring

        init(_ text: Substring, name: String) throws(Failure) {
            self.text = text
            if text == "none" {
                (number, unit) = (0, "")
                return
            }
            // The unit is the trailing letters or '%': `50%`, `120deg`, `0.5turn`.
            let unitStart = text.lastIndex { !($0.isASCII && ($0.isLetter || $0 == "%")) }.map(text.index(after:)) ?? text.startIndex
            guard let value = CSSNumber.parse(String(text[..<unitStart])) else {
                throw Failure(reason: "\(name) \(quoted: text) is not a number")
            }
            (number, unit) = (value, String(text[unitStart...]).lowercased())
        }

        /// The component in 0…1: a plain number within `numberRange` divided by `per`, or a percentage.
        func value(numberRange: ClosedRange<Double>, per: Double, name: String) throws(Failure) -> Double {
            let range = "must be from \(NumberText.plain(numberRange.lowerBound)) to \(NumberText.plain(numberRange.upperBound)) or from 0% to 100%"
            switch unit {
            case "":
                guard numberRange.contains(number) else { throw Failure(reason: "\(name) \(range), not \(text)") }
                return number / per
            case "%":
                guard (0...100).contains(number) else { throw Failure(reason: "\(name) \(range), not \(text)") }
                return number / 100
            default:
                throw Failure(reason: "\(name) \(quoted: text) has a unit; write a number or a percentage")
            }
        }

        /// Oklab's a or b, or Oklch's chroma (`polar`, which is not negative): a number, or a percentage of
        /// 0.4 (CSS Color 4's reference range).
        func oklabAxis(polar: Bool, name: String) throws(Failure) -> Double {
            let value: Double
            switch unit {
            case "": value = number
            case "%": value = number / 100 * 0.4
            default: throw Failure(reason: "\(name) \(quoted: text) has a unit; write a number or a percentage")
            }
            guard !polar || value >= 0 else { throw Failure(reason: "chroma must not be negative, not \(text)") }
            return value
        }

        /// A hue in degrees: a number, or an angle in `deg` or `turn`; any finite angle, taken modulo 360.
        func degrees() throws(Failure) -> Double {
            switch unit {
            case "", "deg": return number
            case "turn": return number * 360
            default: throw Failure(reason: "hue \(quoted: text) must be a number of degrees, or an angle in 'deg' or 'turn'")
            }
        }
    }

    private static func rgbFromHSL(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> RGBA {
        let rgb = ColorSpaceConversion.sRGB(hue: hue, saturation: saturation, lightness: lightness)
        return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
}

/// A CSS `<number>`: optional sign, digits with an optional fraction (or a fraction alone), an optional
/// exponent. Swift's `Double(_:)` alone would also take `inf`, `nan` and hexadecimal floats.
enum CSSNumber {
    /// The fraction a percentage stands for (`"50%"` → 0.5, `"-2 %"` → -0.02), or `nil` for other text.
    static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%") else { return nil }
        return parse(String(text.dropLast()).trimmingBlanks).map { $0 / 100 }
    }

    static func parse(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let integer = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(integer.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: isDigit)
            guard !fraction.isEmpty else { return nil }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            bytes = bytes.dropFirst(exponent.count)
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
