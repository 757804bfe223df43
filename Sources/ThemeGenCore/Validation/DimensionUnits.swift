/// How a dimension written with a unit becomes points: the one rule, set in `themegen.yml`'s `units`
/// and documented in docs/ThemeFormat.md ("Dimensions").
///
/// `pt` is a point; `px` is `pointsPerPixel` points (1 by default: a CSS pixel and an iOS point are both
/// the unit layouts are written in, as design tools export them); `rem` is `pointsPerRem` points (16
/// by default, the CSS root font size).
public struct DimensionUnits: Sendable, Equatable {
    /// Points in one `px`.
    public var pointsPerPixel: Double
    /// Points in one `rem`.
    public var pointsPerRem: Double

    /// The default rule: 1 px = 1 pt, 1 rem = 16 pt.
    public init(pointsPerPixel: Double = 1, pointsPerRem: Double = 16) {
        self.pointsPerPixel = pointsPerPixel
        self.pointsPerRem = pointsPerRem
    }

    /// Dimensions within `range`: points, as a number or in `pt`, `px` or `rem`, by this rule.
    func measure(in range: ClosedRange<Double>) -> Measure {
        let pixel = pointsPerPixel
        let rem = pointsPerRem
        return Measure(
            noun: "dimension", baseUnit: "points",
            units: [Measure.Unit(name: "pt") { $0 }, Measure.Unit(name: "px") { $0 * pixel }, Measure.Unit(name: "rem") { $0 * rem }],
            examples: "'16pt' or '1.5rem'", range: range)
    }
}
