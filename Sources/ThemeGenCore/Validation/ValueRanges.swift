import ThemeGenFormats

/// The ranges of the numbers ThemeGen checks (sizes, colour components): decided here — those an overrides
/// document may also give, by ThemeGenKit's `ThemeOverridesFormat`, so that an app checks the same —
/// checked where each is read (YAML and Apptentive style sheets alike), and documented in docs/ThemeFormat.md. Within them every size ThemeGen
/// computes (a size × an adjustment, at most 10⁶ points) is finite and greater than zero, so nothing the
/// generator writes can overflow or vanish.
enum ValueRanges {
    /// A font size in points: from a tenth of a point to ten thousand points.
    static let fontSize = ThemeOverridesFormat.fontSizes
    /// A size adjustment (`sizeAdjustment`, Apptentive's `SizeAdjustment`): a factor from 0.01 to 100.
    static let sizeAdjustment: ClosedRange<Double> = 0.01...100

    /// A colour component written as a number (`{ red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5 }`).
    static let colorComponent: ClosedRange<Double> = 0...1

    /// A dimension in points (spacing, radii, offsets, which may be negative): within ±100,000 pt.
    static let dimension = ThemeOverridesFormat.dimensions

    /// Points in one `px` or one `rem` (`themegen.yml`'s `units`).
    static let pointsPerUnit: ClosedRange<Double> = 0.01...1000

    /// A shadow's blur or a radial gradient's radius, in points: not negative.
    static let nonNegativeLength: ClosedRange<Double> = 0...100_000

    /// A line height as a multiple of its font's size (`1.5`, `"150%"`): not negative, at most 100.
    static let lineHeightFactor: ClosedRange<Double> = 0...100
    /// A letter spacing as a fraction of its font's size (`"0.02em"`, `"-1%"`): within ±10.
    static let letterSpacingFactor: ClosedRange<Double> = -10...10

    /// An opacity: from fully transparent to opaque.
    static let opacity = ThemeOverridesFormat.opacities

    /// A duration in seconds (animations): from 0 to a day.
    static let duration = ThemeOverridesFormat.durations

    /// How a range reads in messages: "from 0.1 to 10000".
    static func describe(_ range: ClosedRange<Double>) -> String {
        ThemeOverridesFormat.Messages.describe(range)
    }
}
