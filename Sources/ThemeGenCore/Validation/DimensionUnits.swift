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

    /// The units, for messages.
    static let accepted = "'pt', 'px' or 'rem'"

    /// What is wrong with a dimension.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// `"16pt"`, `"24px"`, `"1.5rem"` or `"16"` in points.
    func points(_ text: String) -> Result<Double, Failure> {
        let unitStart = text.lastIndex { !($0.isASCII && $0.isLetter) }.map(text.index(after:)) ?? text.startIndex
        let unit = text[unitStart...]
        guard let number = CSSNumber.parse(String(text[..<unitStart])) else {
            return .failure(Failure(reason: "expected a number of points, or a number with the unit \(Self.accepted), such as '16pt' or '1.5rem'"))
        }
        switch unit {
        case "", "pt": return .success(number)
        case "px": return .success(number * pointsPerPixel)
        case "rem": return .success(number * pointsPerRem)
        default: return .failure(Failure(reason: "unknown unit '\(unit)'; expected \(Self.accepted)"))
        }
    }
}
