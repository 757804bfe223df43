/// A foreground and background colour that must contrast by a minimum ratio in every theme and
/// appearance: `contrast: [{ foreground: colors.primary, background: colors.background, minimum: 4.5 }]`.
struct ContrastRequirement: Sendable {
    let foreground: String
    let background: String
    let minimum: Double
    /// Where it is written.
    let location: SourceLocation
    /// Why it holds when ThemeGen adds it itself (the Apptentive guide's pairs), for the message.
    var origin: String?

    /// The ratio WCAG 2.x asks of body text (level AA), the minimum when none is given.
    static let defaultMinimum = 4.5
}
