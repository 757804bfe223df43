import Foundation
import ThemeGenFormats

/// A gradient: colour stops along a line (linear) or out from a centre (radial). Points are in the unit
/// square of what the gradient fills, `(0, 0)` its top leading corner.
public nonisolated struct ThemeGradient: Hashable, Sendable, CustomStringConvertible {
    /// The shape of the gradient.
    public enum Kind: Hashable, Sendable {
        case linear(startX: Double, startY: Double, endX: Double, endY: Double)
        /// Out from the centre to `radius` points.
        case radial(centerX: Double, centerY: Double, radius: CGFloat)
    }

    /// A colour at a location from 0 to 1.
    public struct Stop: Hashable, Sendable {
        public let color: ThemeColor
        public let location: Double

        /// `color` at `location`.
        public init(color: ThemeColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public let kind: Kind
    public let stops: [Stop]

    /// A gradient of `kind` through `stops`.
    public init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }

    /// The gradient as the doc comments show it: `linear from (0, 0) to (1, 1): #FF0000 at 0, #0000FF at 1`.
    public var description: String {
        let number = { (value: Double) in NumberText.plain(value) }
        let shape: String
        switch kind {
        case .linear(let startX, let startY, let endX, let endY):
            shape = "linear from (\(number(startX)), \(number(startY))) to (\(number(endX)), \(number(endY)))"
        case .radial(let centerX, let centerY, let radius):
            shape = "radial at (\(number(centerX)), \(number(centerY))), radius \(NumberText.points(Double(radius)))"
        }
        return shape + ": " + stops.map { "\($0.color) at \(number($0.location))" }.joined(separator: ", ")
    }

    /// A gradient from a table entry: `linear SX SY EX EY` or `radial CX CY RADIUS`, then `STOPS` and per
    /// stop `LOCATION COLOUR`.
    public init(tableEntry entry: TableEntry) {
        let kind: Kind
        if entry.take("linear") {
            let (startX, startY, endX, endY) = (entry.number(), entry.number(), entry.number(), entry.number())
            kind = .linear(startX: startX, startY: startY, endX: endX, endY: endY)
        } else if entry.take("radial") {
            let (centerX, centerY, radius) = (entry.number(), entry.number(), entry.dimension())
            kind = .radial(centerX: centerX, centerY: centerY, radius: radius)
        } else {
            entry.damaged("the gradient is not linear or radial")
        }
        let count = Int(entry.number())
        let stops = (0..<count).map { _ in
            let location = entry.number()
            return Stop(color: ThemeColor(tableEntry: entry), location: location)
        }
        self.init(kind: kind, stops: stops)
    }
}
