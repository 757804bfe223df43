/// A foreground and background colour that must contrast by a minimum ratio in every theme and
/// appearance: `contrast: [{ foreground: colors.primary, background: colors.background, minimum: 4.5 }]`,
/// in a theme file or in `themegen.yml` for every file.
public struct ContrastRequirement: Sendable, Equatable {
    /// The foreground colour's key.
    public let foreground: String
    /// The background colour's key.
    public let background: String
    /// The WCAG 2.x ratio the pair must reach, from 1 to 21.
    public let minimum: Double
    /// Where it is written.
    public let location: SourceLocation
    /// Why it holds when ThemeGen adds it itself (the Apptentive guide's pairs), for the message.
    var origin: String?

    /// A requirement written at `location`.
    public init(foreground: String, background: String, minimum: Double = ContrastRequirement.defaultMinimum, location: SourceLocation) {
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.location = location
    }

    init(foreground: String, background: String, minimum: Double, location: SourceLocation, origin: String?) {
        self.init(foreground: foreground, background: background, minimum: minimum, location: location)
        self.origin = origin
    }

    /// The ratio WCAG 2.x asks of body text (level AA), the minimum when none is given.
    public static let defaultMinimum = 4.5
}
