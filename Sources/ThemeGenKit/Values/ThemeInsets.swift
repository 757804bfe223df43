import Foundation
import ThemeGenFormats

/// Edge insets in points, by the edges of the layout direction: `leading` is the left edge in
/// left-to-right layouts and the right one in right-to-left layouts.
public nonisolated struct ThemeInsets: Hashable, Sendable, CustomStringConvertible {
    public let top: CGFloat
    public let leading: CGFloat
    public let bottom: CGFloat
    public let trailing: CGFloat

    /// Insets of the given lengths in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The insets as the doc comments show them: `top 8, leading 16, bottom 8, trailing 16`.
    public var description: String {
        [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
            .map { "\($0.0) \(NumberText.points(Double($0.1)))" }.joined(separator: ", ")
    }

    /// Insets from a table entry: `TOP LEADING BOTTOM TRAILING`.
    public init(tableEntry entry: TableEntry) {
        let top = entry.dimension()
        let leading = entry.dimension()
        let bottom = entry.dimension()
        let trailing = entry.dimension()
        self.init(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
