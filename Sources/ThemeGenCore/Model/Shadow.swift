/// A shadow: one or more layers, drawn in order, the first nearest the content (CSS `box-shadow` order).
public struct Shadow: Hashable, Sendable {
    /// One layer: a colour offset by `x` and `y` points, blurred by `blur` and grown by `spread`.
    public struct Layer: Hashable, Sendable {
        public var color: ThemeColor
        public var x: Double
        public var y: Double
        public var blur: Double
        public var spread: Double

        /// Creates a layer.
        public init(color: ThemeColor, x: Double, y: Double, blur: Double, spread: Double) {
            self.color = color
            self.x = x
            self.y = y
            self.blur = blur
            self.spread = spread
        }
    }

    public var layers: [Layer]

    /// Creates a shadow.
    public init(layers: [Layer]) {
        self.layers = layers
    }
}
