#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour set's `color-space` values and how each one's components become the colour ThemeGen keeps
/// (sRGB, else Display P3): exactly, by the space's transfer function, never moved into gamut.
enum ColorSetSpace: String, CaseIterable, Sendable {
    case sRGB = "srgb"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether the space's components are one `white` (grey) rather than red, green and blue.
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Whether components outside 0…1 are allowed (the extended spaces).
    var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }

    /// The component keys Xcode writes for the space.
    var componentKeys: [String] { isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"] }

    /// The colour of `components` (in `componentKeys` order, alpha last), or `nil` when it lies outside
    /// Display P3. Grey is achromatic in every space, so a grey's gamma-2.2 value is its linear light
    /// raised to 2.2 (the sign reflected for extended values, as Core Graphics encodes them).
    func color(_ components: [Double]) -> RGBA? {
        let alpha = components[components.count - 1]
        switch self {
        case .sRGB:
            return RGBA(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        case .displayP3:
            return RGBA(red: components[0], green: components[1], blue: components[2], alpha: alpha, space: .displayP3)
        case .extendedSRGB:
            let linear = components.prefix(3).map(ColorSpaceConversion.linearized)
            return RGBA.placed(linearSRGB: (linear[0], linear[1], linear[2]), alpha: alpha)
        case .extendedLinearSRGB:
            return RGBA.placed(linearSRGB: (components[0], components[1], components[2]), alpha: alpha)
        case .grayGamma22, .extendedGray:
            let white = components[0]
            let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            return RGBA.placed(linearSRGB: (linear, linear, linear), alpha: alpha)
        }
    }
}

/// How Xcode writes one component: `"0.500"` (floating point), `"127"` (8-bit), `"0x7F"` (8-bit
/// hexadecimal), and what JSON numbers (other tools') are read as: floating point.
enum ColorSetComponent {
    /// The component's value, or a message saying why it is not one.
    static func value(_ node: Node) -> Result<Double, Message> {
        if case .number(let value) = node.plainMeaning, value.isFinite { return .success(value) }
        guard case .scalar(let text, .string) = node.content else {
            return .failure(Message("a component is a string such as \"0.500\", \"127\" or \"0x7F\", not \(node.kindDescription)"))
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") {
            guard let byte = Int(lowered.dropFirst(2), radix: 16), lowered.count <= 4 else {
                return .failure(Message("\(quoted: text) is not an 8-bit hexadecimal component (0x00 to 0xFF)"))
            }
            return .success(Double(byte) / 255)
        }
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            guard let byte = Int(text), byte <= 255 else {
                return .failure(Message("\(quoted: text) is not an 8-bit component (0 to 255)"))
            }
            return .success(Double(byte) / 255)
        }
        guard let value = Double(text), value.isFinite else {
            return .failure(Message("\(quoted: text) is not a component: Xcode writes \"0.500\", \"127\" or \"0x7F\""))
        }
        return .success(value)
    }

    /// A reason a component does not read.
    struct Message: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }
}
