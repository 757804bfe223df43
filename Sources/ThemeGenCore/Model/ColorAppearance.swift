/// The appearances a colour can differ in — light, dark, and each with Increase Contrast — in the order a
/// `ThemeColor` holds them: the one list contrast checks, findings and the preview's screens iterate.
public enum ColorAppearance: String, CaseIterable, Sendable, Hashable {
    case light
    case dark
    case lightHighContrast = "light high contrast"
    case darkHighContrast = "dark high contrast"

    /// `light`, `dark high contrast`: as messages and pages name it.
    public var name: String { rawValue }

    /// The colour in this appearance, falling back as the platform does (a missing dark is the light).
    public func color(of color: ThemeColor) -> RGBA {
        switch self {
        case .light: color.light
        case .dark: color.resolvedDark
        case .lightHighContrast: color.resolvedLightHighContrast
        case .darkHighContrast: color.resolvedDarkHighContrast
        }
    }

    /// Whether `color` has a value of its own for this appearance (the light one always does).
    public func isGiven(by color: ThemeColor) -> Bool {
        switch self {
        case .light: true
        case .dark: color.dark != nil
        case .lightHighContrast: color.lightHighContrast != nil
        case .darkHighContrast: color.darkHighContrast != nil
        }
    }

    /// What a translucent background is composited over: white in light appearances, black in dark ones.
    public var backdrop: RGBA {
        switch self {
        case .light, .lightHighContrast: RGBA(red: 1, green: 1, blue: 1)
        case .dark, .darkHighContrast: RGBA(red: 0, green: 0, blue: 0)
        }
    }

    /// `dark and dark high contrast`, or `every appearance` for all of them.
    static func text(_ appearances: [ColorAppearance]) -> String {
        appearances.count == allCases.count ? "every appearance" : ListText.and(appearances.map(\.name))
    }
}
