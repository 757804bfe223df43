/// The platform colours a theme may name (`label`, `systemBlue`, …) and the Apptentive defaults stand
/// for: the one list that generated code's `System.Name` and its UIKit and AppKit adapters are rendered
/// from. The raw value is the name on `UIColor`.
public enum SystemColorName: String, Hashable, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case link, placeholderText, separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// The colour `name` names, or `nil`. Every name starts with a lowercase ASCII letter, so text that
    /// does not (a hex colour, `#…`) is refused without comparing it with the names.
    public init?(named name: String) {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        self.init(rawValue: name)
    }

    /// Whether UIKit on tvOS has the colour: UIColor.h marks the background, fill and numbered grey
    /// colours `API_UNAVAILABLE(tvos)`. (watchOS has none of them as dynamic colours.) Where the platform
    /// lacks it, the adapters use the value's own light and dark colours.
    public var isInUIKitOnTVOS: Bool {
        switch self {
        case .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
            .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
            .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6:
            false
        default:
            true
        }
    }

    /// The `#available` condition UIKit needs beyond the adapters' own (iOS 13, tvOS 13): UIColor.h has
    /// `systemMintColor` and `systemCyanColor` from iOS 15 and tvOS 15.
    public var uiKitAvailability: String? {
        switch self {
        case .systemMint, .systemCyan: "iOS 15.0, tvOS 15.0, *"
        default: nil
        }
    }

    /// The closest colour on `NSColor` as Swift names it (AppKit's API notes import `systemRedColor` as
    /// `systemRed`, but keep `labelColor`'s suffix), or `nil` where AppKit has none (the value's own
    /// colours are used).
    public var appKitName: String? {
        switch self {
        case .label: "labelColor"
        case .secondaryLabel: "secondaryLabelColor"
        case .tertiaryLabel: "tertiaryLabelColor"
        case .quaternaryLabel: "quaternaryLabelColor"
        case .link: "linkColor"
        case .placeholderText: "placeholderTextColor"
        case .separator: "separatorColor"
        case .systemBackground: "windowBackgroundColor"
        case .systemGroupedBackground: "underPageBackgroundColor"
        case .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
            .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray,
            .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill:
            rawValue
        default: nil
        }
    }

    /// The `#available` condition AppKit needs beyond the adapters' own (macOS 10.15): NSColor.h has
    /// `systemCyanColor` from macOS 12 (`systemMintColor` from 10.12) and the fill colours from macOS 14.
    public var appKitAvailability: String? {
        switch self {
        case .systemCyan: "macOS 12.0, *"
        case .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill: "macOS 14.0, *"
        default: nil
        }
    }

    /// The colour the values table holds for the name, used where the platform has no such colour
    /// (Linux, watchOS, AppKit for iOS-only names): iOS's light and dark values as Apple's Human Interface
    /// Guidelines listed them for iOS 15 to 18, as UIKit resolves them without Increase Contrast.
    public var fallback: ThemeColor {
        let (light, dark) = fallbackComponents
        return ThemeColor(light: light, dark: dark, system: SystemColor(name: self))
    }

    private var fallbackComponents: (RGBA, RGBA) {
        func rgb(_ hex: UInt32, alpha: Double = 1) -> RGBA {
            RGBA(red: Double(hex >> 16) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
        }
        switch self {
        case .label: return (rgb(0x000000), rgb(0xFFFFFF))
        case .secondaryLabel: return (rgb(0x3C3C43, alpha: 0.6), rgb(0xEBEBF5, alpha: 0.6))
        case .tertiaryLabel: return (rgb(0x3C3C43, alpha: 0.3), rgb(0xEBEBF5, alpha: 0.3))
        case .quaternaryLabel: return (rgb(0x3C3C43, alpha: 0.18), rgb(0xEBEBF5, alpha: 0.16))
        case .link: return (rgb(0x007AFF), rgb(0x0984FF))
        case .placeholderText: return (rgb(0x3C3C43, alpha: 0.3), rgb(0xEBEBF5, alpha: 0.3))
        case .separator: return (rgb(0x3C3C43, alpha: 0.29), rgb(0x545458, alpha: 0.6))
        case .opaqueSeparator: return (rgb(0xC6C6C8), rgb(0x38383A))
        case .systemBackground: return (rgb(0xFFFFFF), rgb(0x000000))
        case .secondarySystemBackground: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        case .tertiarySystemBackground: return (rgb(0xFFFFFF), rgb(0x2C2C2E))
        case .systemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x000000))
        case .secondarySystemGroupedBackground: return (rgb(0xFFFFFF), rgb(0x1C1C1E))
        case .tertiarySystemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x2C2C2E))
        case .systemFill: return (rgb(0x787880, alpha: 0.2), rgb(0x787880, alpha: 0.36))
        case .secondarySystemFill: return (rgb(0x787880, alpha: 0.16), rgb(0x787880, alpha: 0.32))
        case .tertiarySystemFill: return (rgb(0x767680, alpha: 0.12), rgb(0x767680, alpha: 0.24))
        case .quaternarySystemFill: return (rgb(0x747480, alpha: 0.08), rgb(0x767680, alpha: 0.18))
        case .systemRed: return (rgb(0xFF3B30), rgb(0xFF453A))
        case .systemOrange: return (rgb(0xFF9500), rgb(0xFF9F0A))
        case .systemYellow: return (rgb(0xFFCC00), rgb(0xFFD60A))
        case .systemGreen: return (rgb(0x34C759), rgb(0x30D158))
        case .systemMint: return (rgb(0x00C7BE), rgb(0x63E6E2))
        case .systemTeal: return (rgb(0x30B0C7), rgb(0x40C8E0))
        case .systemCyan: return (rgb(0x32ADE6), rgb(0x64D2FF))
        case .systemBlue: return (rgb(0x007AFF), rgb(0x0A84FF))
        case .systemIndigo: return (rgb(0x5856D6), rgb(0x5E5CE6))
        case .systemPurple: return (rgb(0xAF52DE), rgb(0xBF5AF2))
        case .systemPink: return (rgb(0xFF2D55), rgb(0xFF375F))
        case .systemBrown: return (rgb(0xA2845E), rgb(0xAC8E68))
        case .systemGray: return (rgb(0x8E8E93), rgb(0x8E8E93))
        case .systemGray2: return (rgb(0xAEAEB2), rgb(0x636366))
        case .systemGray3: return (rgb(0xC7C7CC), rgb(0x48484A))
        case .systemGray4: return (rgb(0xD1D1D6), rgb(0x3A3A3C))
        case .systemGray5: return (rgb(0xE5E5EA), rgb(0x2C2C2E))
        case .systemGray6: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        }
    }
}
