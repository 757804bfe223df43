#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A gradient: colour stops along a line (linear) or out from a centre (radial). Points are in the unit
/// square of what the gradient fills, `(0, 0)` its top leading corner, as SwiftUI's `UnitPoint`.
public struct Gradient: Hashable, Sendable {
    /// A point in the unit square.
    public struct UnitPoint: Hashable, Sendable {
        public var x: Double
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The shape of the gradient.
    public enum Kind: Hashable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        /// Out from `center` to `radius` points.
        case radial(center: UnitPoint, radius: Double)
    }

    /// A colour at a location from 0 to 1.
    public struct Stop: Hashable, Sendable {
        public var color: ThemeColor
        public var location: Double

        /// Creates a stop.
        public init(color: ThemeColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var kind: Kind
    public var stops: [Stop]

    /// Creates a gradient.
    public init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }

    /// The start and end of a linear gradient at CSS's `angle` in degrees: 0 runs to the top, 90 to the
    /// trailing edge, 180 to the bottom; the line passes through the centre and ends on the unit square's
    /// inscribed circle.
    public static func line(angle degrees: Double) -> (start: UnitPoint, end: UnitPoint) {
        let radians = degrees * .pi / 180
        let (dx, dy) = (sin(radians) / 2, -cos(radians) / 2)
        return (UnitPoint(x: rounded(0.5 - dx), y: rounded(0.5 - dy)), UnitPoint(x: rounded(0.5 + dx), y: rounded(0.5 + dy)))
    }

    /// A coordinate to 1e-9, so that 90° gives 0 and 1, not 6e-17.
    private static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }
}
