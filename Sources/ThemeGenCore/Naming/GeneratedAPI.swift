/// The names the generated API uses itself, which names from theme files must keep clear of, and the
/// names of its types. A name that would collide gets its kind appended (`Default` → `defaultTheme`, a
/// colour `theme` → `themeColor`, a value type `String` → `StringValue`), with a warning.
public enum GeneratedAPI {
    /// Members of `ThemeID` a theme case must not shadow.
    static let themeIDMembers: Set<String> = [
        "default", "displayName", "storedID", "theme", "tableIndex", "position", "Position",
        "allCases", "rawValue", "hashValue", "init",
    ]
    /// Static members of the key types (besides the keys) and members of the `Colors`/`Fonts`/`Numbers`/
    /// `Values` structs (besides the keys and nested groups).
    static let keyMembers: Set<String> = ["theme", "keyLines", "keyCount", "keyNames", "allCases", "init"]
    /// Members of a value enum.
    static let valueCaseMembers: Set<String> = ["allCases", "rawValue", "hashValue", "init"]
    /// The type names a theme file's names must not take besides the set's own: those the generated
    /// code and the runtime refer to, and the runtime's own (which an embedded runtime declares in the
    /// file, and a library one brings into it).
    static var reservedTypes: Set<String> { referencedTypes.union(RuntimeSource.topLevelTypes) }

    /// Types (and modules) the generated code and the runtime (ThemeGenKit) refer to by name besides
    /// their own; a test checks this list against the templates and the runtime's source.
    static let referencedTypes: Set<String> = [
        "String", "Double", "CGFloat",
        "TimeInterval", "UIEdgeInsets", "NSDirectionalEdgeInsets", "NSEdgeInsets", "EdgeInsets", "CALayer", "CGSize", "View", "AnyView", "Layer", "QuartzCore", "Gradient", "LinearGradient", "RadialGradient", "UnitPoint",
        "CAGradientLayer", "CGPoint", "NSNumber", "Stop", "Kind", "Int", "Int64", "UInt8", "UInt64", "Bool",
        "Array", "Dictionary", "Set", "Optional", "Notification", "NotificationCenter", "UserDefaults",
        "AsyncStream", "Task", "Hashable", "Sendable", "CaseIterable", "Identifiable", "CustomStringConvertible", "Components", "System",
        "UIColor", "UIFont", "UIFontDescriptor", "UIFontMetrics", "NSColor", "NSFont", "NSFontDescriptor", "Color", "Font",
        "ObservableObject", "Foundation", "UIKit", "AppKit", "SwiftUI", "Combine", "Substring", "RawRepresentable",
        "Never", "MainActor", "Any", "Self", "ThemeGenKit", "T",
        "EnvironmentKey", "EnvironmentValues", "ViewModifier", "ObservedObject", "List", "ForEach", "Button", "HStack", "Text", "Spacer",
        "Image", "Choice", "Modifier", "Content", "Apptentive", "ApptentiveStyleSheet", "Override", "UIWindow", "UIWindowScene", "UIStatusBarStyle",
        "UINavigationBar", "UINavigationBarAppearance", "UITabBar", "UITabBarAppearance", "UIToolbar", "UIToolbarAppearance", "UITableView",
        "UITableViewCell", "NSAttributedString", "NSMutableParagraphStyle", "Hasher", "ScaledMetric", "Void", "ApptentiveKit",
        // The previews (ThemePreviews) and the overrides' JSON reading (ThemeOverrides).
        "ScrollView", "VStack", "Environment", "ViewBuilder", "ColorScheme", "PreviewModifier", "PreviewTrait", "Preview",
        "Data", "JSONDecoder", "Decodable", "Decoder", "SingleValueDecodingContainer", "DecodingError", "Error", "ClosedRange",
        // The runtime's generic parameters and what its lock and conformances name.
        "Read", "Equatable", "AllCases", "UInt16",
        // The observable selection (Observation's protocol and registrar, and the key paths it takes).
        "Observable", "Observation", "ObservationRegistrar", "KeyPath", "Member",
    ]
}

/// The names of the types the default template declares, with the theme set's type prefix.
public struct TypeNames: Sendable, Equatable {
    public let theme: String
    public let themeID: String
    public let color: String
    public let font: String
    /// The colour keys' enum.
    public var colorKey: String { key(of: .colors) }
    /// The font keys' enum.
    public var fontKey: String { key(of: .fonts) }
    /// Insets.
    public let insets: String
    /// Shadows.
    public let shadow: String
    /// Gradients.
    public let gradient: String
    /// The prefix before every name.
    private let prefix: String
    public let selection: String
    /// The selection as an `@Observable` object (iOS 17, macOS 14).
    public let observableSelection: String
    public let tables: String
    /// The SwiftUI settings screen that lists the themes.
    public let themePicker: String
    /// New values for some of a theme's keys, read from a JSON document.
    public let overrides: String
    /// The SwiftUI view that shows a view once per theme.
    public let themeGallery: String
    /// The preview modifier that pins a theme for one preview.
    public let themePreview: String
    /// The `EnvironmentValues` member views read the current theme from: `theme` (`\.theme`), or the
    /// prefix's (`appTheme`), so two theme sets in one module keep apart.
    public let environmentValue: String
    /// A theme's settings for the Apptentive SDK's style sheet.
    public let apptentiveStyle: String
    /// A theme's `appearance` settings.
    public let appearance: String

    /// Why `prefix` cannot go before the type names, or `nil` when it can: it must be empty or a Swift
    /// identifier, so that every name it makes is one. The one check for the option, from the command
    /// line or `themegen.yml`.
    public static func problem(withPrefix prefix: String) -> String? {
        guard !prefix.isEmpty, !SwiftIdentifierGrammar.isIdentifier(prefix) else { return nil }
        return "a type prefix must be a Swift identifier (a letter or '_', then letters, digits or '_'), not \(quoted: VisibleText.escaped(prefix))"
    }

    /// The names with `prefix` before each (`App` → `AppThemeID`).
    public init(prefix: String) {
        theme = prefix + "Theme"
        themeID = prefix + "ThemeID"
        color = prefix + "ThemeColor"
        font = prefix + "ThemeFont"
        insets = prefix + "ThemeInsets"
        shadow = prefix + "ThemeShadow"
        gradient = prefix + "ThemeGradient"
        self.prefix = prefix
        selection = prefix + "ThemeSelection"
        observableSelection = prefix + "ObservableThemeSelection"
        tables = prefix + "ThemeTables"
        themePicker = prefix + "ThemePicker"
        overrides = prefix + "ThemeOverrides"
        themeGallery = prefix + "ThemeGallery"
        themePreview = prefix + "ThemePreview"
        environmentValue = Naming.lowercasingFirst(prefix + "Theme")
        apptentiveStyle = prefix + "ThemeApptentiveStyle"
        appearance = prefix + "ThemeAppearance"
    }

    /// The name of the key enum of `group` (`NumberKey`); `values` keys have enums of their own instead.
    public func key(of group: TokenGroup) -> String {
        prefix + Naming.capitalizingFirst(group.noun) + "Key"
    }

    /// The name of the struct of `group`'s keys in a theme (`Colors`, `theme.colors`), unprefixed: it
    /// is nested in the theme type.
    public static func structName(of group: TokenGroup) -> String {
        Naming.capitalizingFirst(group.rawValue)
    }

    /// Every generated type name, for collision checks.
    var all: [String] {
        [theme, themeID, color, font, insets, shadow, gradient, selection, observableSelection, tables, overrides, themePicker, themeGallery, themePreview, apptentiveStyle, appearance]
            + TokenGroup.allCases.filter { $0 != .values }.map(key(of:)) + TokenGroup.allCases.map(Self.structName(of:))
    }
}

extension ThemeSet {
    /// The names of the generated types.
    public var typeNames: TypeNames { TypeNames(prefix: typePrefix) }
}
