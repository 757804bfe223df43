/// A colour in the hex notation of the generated tables and of overrides documents: `#RRGGBB[AA]` (8 bits a
/// channel) or `#RRRRGGGGBBBB[AAAA]` (16 bits), after `p3` for Display P3. Decided here once, so that an
/// app's tables and documents and `themegen overrides --check` read a colour alike.
public nonisolated struct ThemeColorHex: Hashable, Sendable {
    /// What comes before a Display P3 colour's hex digits: `p3#FF2D55`.
    public static let displayP3Prefix = "p3"

    /// The channels, each from 0 to 1.
    public let red: Double, green: Double, blue: Double, alpha: Double
    /// Whether the colour is in Display P3 (else sRGB).
    public let isDisplayP3: Bool

    /// The colour `text` writes, or `nil` when it is not in the notation.
    public init?(_ text: Substring) {
        let displayP3Prefix = Self.displayP3Prefix.utf8
        let bytes = text.utf8
        let isDisplayP3 = bytes.starts(with: displayP3Prefix)
        let hex = isDisplayP3 ? bytes.dropFirst(displayP3Prefix.count) : bytes[...]
        guard hex.first == UInt8(ascii: "#") else { return nil }
        let digits = hex.dropFirst()
        let count = digits.count
        guard count == 6 || count == 8 || count == 12 || count == 16, let value = UInt64(Substring(digits), radix: 16) else { return nil }
        let bits: UInt64 = count > 8 ? 16 : 8
        let channels: UInt64 = count % 3 == 0 ? 3 : 4
        // Masking shifts (every shift here is under 64 bits): `<<` and `>>` are generic over the
        // shift's type, and at -Onone bring that generic code into a file that embeds this one.
        let mask: UInt64 = (1 &<< bits) - 1
        let maximum = Double(mask)
        func channel(_ index: UInt64) -> Double {
            let shift: UInt64 = bits * (channels - 1 - index)
            let raw: UInt64 = (value &>> shift) & mask
            return Double(raw) / maximum
        }
        red = channel(0)
        green = channel(1)
        blue = channel(2)
        alpha = channels == 4 ? channel(3) : 1
        self.isDisplayP3 = isDisplayP3
    }
}
