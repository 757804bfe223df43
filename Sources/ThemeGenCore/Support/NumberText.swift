#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way ThemeGen writes a number: a whole number without a fraction (`20`), any other value as
/// Swift's shortest round-tripping form (`0.8`, `25.5`, `1e+20`).
enum NumberText {
    /// The largest magnitude written without an exponent as a whole number.
    private static let wholeNumberLimit = 1e15

    /// `20`, `0.8`: for messages, descriptions and templates.
    static func plain(_ value: Double) -> String {
        isWhole(value) ? String(Int64(value)) : String(value)
    }

    /// `23.8` for 17 × 1.4 (23.799999999999997): a length in points as people read it, to the nearest
    /// 0.01 pt, written as `plain` writes it. For doc comments, descriptions, `dump`'s and `diff`'s text and
    /// the preview; the generated values themselves stay exact. The generated `Tables.points` is its twin.
    static func points(_ value: Double) -> String {
        plain((value * 100).rounded() / 100)
    }

    /// `0.3` for 0.1 + 0.2 (0.30000000000000004): a number without a unit as people read it, to 12
    /// significant digits — every digit a person writes is kept, the noise of binary arithmetic goes —
    /// written as `plain` writes it. For the same places as `points`.
    static func readable(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return plain(value) }
        let decimals = significantDigits - 1 - Int((log10(abs(value))).rounded(.down))
        // A whole part of 12 digits or more has no noise to drop; past 10^22 the scale is not exact.
        guard decimals > 0, decimals <= 22 else { return plain(value) }
        let scale = pow(10, Double(decimals))
        return plain((value * scale).rounded() / scale)
    }

    /// The significant digits `readable` keeps.
    static let significantDigits = 12

    /// `0.25` for a duration in seconds as people read it: to the millisecond, written as `plain` writes it.
    static func seconds(_ value: Double) -> String {
        plain((value * 1000).rounded() / 1000)
    }

    /// `20.0`, `0.8`: a Swift `Double` literal that reads back as the same value.
    static func swiftDouble(_ value: Double) -> String {
        isWhole(value) ? String(Int64(value)) + ".0" : String(value)
    }

    private static func isWhole(_ value: Double) -> Bool {
        value == value.rounded() && abs(value) < wholeNumberLimit
    }
}
