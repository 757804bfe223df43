/// Edge insets in points, by the edges of the layout direction: `leading` is the left edge in
/// left-to-right layouts and the right one in right-to-left layouts.
public struct Insets: Hashable, Sendable, Encodable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
