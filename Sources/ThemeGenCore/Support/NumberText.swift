/// The one way ThemeGen writes a number: a whole number without a fraction (`20`), any other value as
/// Swift's shortest round-tripping form (`0.8`, `25.5`, `1e+20`).
enum NumberText {
    /// The largest magnitude written without an exponent as a whole number.
    private static let wholeNumberLimit = 1e15

    /// `20`, `0.8`: for messages, descriptions and templates.
    static func plain(_ value: Double) -> String {
        isWhole(value) ? String(Int64(value)) : String(value)
    }

    /// `20.0`, `0.8`: a Swift `Double` literal that reads back as the same value.
    static func swiftDouble(_ value: Double) -> String {
        isWhole(value) ? String(Int64(value)) + ".0" : String(value)
    }

    private static func isWhole(_ value: Double) -> Bool {
        value == value.rounded() && abs(value) < wholeNumberLimit
    }
}
