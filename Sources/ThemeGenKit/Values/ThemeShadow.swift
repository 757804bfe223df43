import Foundation
import ThemeGenFormats

/// A shadow: one or more layers, the first nearest the content (CSS `box-shadow` order).
public nonisolated struct ThemeShadow: Hashable, Sendable, CustomStringConvertible {
    /// One layer: a colour offset by `x` and `y` points, blurred by `blur` and grown by `spread`.
    public struct Layer: Hashable, Sendable {
        public let color: ThemeColor
        public let x: CGFloat
        public let y: CGFloat
        public let blur: CGFloat
        public let spread: CGFloat

        /// A layer of the given colour and lengths in points.
        public init(color: ThemeColor, x: CGFloat, y: CGFloat, blur: CGFloat, spread: CGFloat) {
            self.color = color
            self.x = x
            self.y = y
            self.blur = blur
            self.spread = spread
        }
    }

    public let layers: [Layer]

    /// A shadow of `layers`, the first nearest the content.
    public init(layers: [Layer]) {
        self.layers = layers
    }

    /// The shadow as the doc comments show it: `x 0, y 2, blur 4, spread 0, #0000001F`, layers joined by `; `.
    public var description: String {
        layers.map { layer in
            let lengths = [("x", layer.x), ("y", layer.y), ("blur", layer.blur), ("spread", layer.spread)]
            return (lengths.map { "\($0.0) \(NumberText.points(Double($0.1)))" } + [layer.color.description]).joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// A shadow from a table entry: `LAYERS` then, per layer, `X Y BLUR SPREAD COLOUR`.
    public init(tableEntry entry: TableEntry) {
        let count = Int(entry.number())
        let layers = (0..<count).map { _ in
            let x = entry.dimension()
            let y = entry.dimension()
            let blur = entry.dimension()
            let spread = entry.dimension()
            return Layer(color: ThemeColor(tableEntry: entry), x: x, y: y, blur: blur, spread: spread)
        }
        self.init(layers: layers)
    }
}
