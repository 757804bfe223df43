/// The Apptentive iOS SDK's style-sheet rules (ApptentiveStyleSheet.m, v4.1–v5.3): its keys, the Swift
/// names the SDK gave them, and how each resolves to a font and a colour.
enum ApptentiveStyleSheet {
    /// A text style: a font key that is also a colour key.
    struct TextStyleKey {
        let key: String
        let swiftName: String
        let weight: FontWeight
        let size: Double
        /// Rule 7: these text styles take the secondary colour.
        let usesSecondaryColor: Bool
    }

    /// How a colour-only key derives from the base colours (rules 2–6).
    enum Derivation {
        case failure, separator, collectionBackground, background, footer, blendedBackground, placeholder
    }

    /// The size of the body style at the default content size.
    static let bodySize = 17.0
    /// `color.replyBackground` and `color.contextBackground` mix this much primary into the background.
    static let replyPrimaryFraction = 0.032
    /// `color.footer.background` is the background at this alpha.
    static let footerAlpha = 0.5

    static let bodyKey = "com.apptentive.body"
    /// UIKit's body text style, also used as a key by the SDK.
    static let uiKitBodyKey = "UICTFontTextStyleBody"

    /// Every text-style key, in the order the SDK's header lists them.
    static let textStyles: [TextStyleKey] = [
        .init(key: bodyKey, swiftName: "body", weight: .regular, size: bodySize, usesSecondaryColor: false),
        .init(key: "com.apptentive.header.title", swiftName: "headerTitle", weight: .light, size: 23, usesSecondaryColor: false),
        .init(key: "com.apptentive.header.message", swiftName: "headerMessage", weight: .regular, size: 16, usesSecondaryColor: true),
        .init(key: "com.apptentive.message.date", swiftName: "messageDate", weight: .bold, size: 15, usesSecondaryColor: true),
        .init(key: "com.apptentive.message.sender", swiftName: "messageSender", weight: .bold, size: 15, usesSecondaryColor: false),
        .init(key: "com.apptentive.message.status", swiftName: "messageStatus", weight: .bold, size: 13, usesSecondaryColor: true),
        .init(key: "com.apptentive.messageCenter.status", swiftName: "messageCenterStatus", weight: .bold, size: 13, usesSecondaryColor: true),
        .init(key: "com.apptentive.survey.question.instructions", swiftName: "surveyInstructions", weight: .regular, size: 13, usesSecondaryColor: true),
        .init(key: "com.apptentive.doneButton", swiftName: "doneButton", weight: .bold, size: 16, usesSecondaryColor: false),
        .init(key: "com.apptentive.button", swiftName: "button", weight: .regular, size: 16, usesSecondaryColor: false),
        .init(key: "com.apptentive.submitButton", swiftName: "submitButton", weight: .medium, size: 22, usesSecondaryColor: false),
        .init(key: "com.apptentive.textInput", swiftName: "textInput", weight: .regular, size: 15, usesSecondaryColor: false),
        .init(key: uiKitBodyKey, swiftName: "uiKitBody", weight: .regular, size: bodySize, usesSecondaryColor: false),
    ]

    /// The colour-only keys, their Swift names and derivations.
    static let colorKeys: [(key: String, swiftName: String, derivation: Derivation)] = [
        ("com.apptentive.color.header.background", "headerBackground", .background),
        ("com.apptentive.color.footer.background", "footerBackground", .footer),
        ("com.apptentive.color.failure", "failure", .failure),
        ("com.apptentive.color.separator", "separator", .separator),
        ("com.apptentive.color.cellBackground", "background", .background),
        ("com.apptentive.color.collectionBackground", "collectionBackground", .collectionBackground),
        ("com.apptentive.color.textInputBackground", "textInputBackground", .background),
        ("com.apptentive.color.textInputPlaceholder", "textInputPlaceholder", .placeholder),
        ("com.apptentive.color.messageBackground", "messageBackground", .background),
        ("com.apptentive.color.replyBackground", "replyBackground", .blendedBackground),
        ("com.apptentive.color.contextBackground", "contextBackground", .blendedBackground),
    ]

    /// The Swift name of every key, for the naming stage.
    static let swiftNames: [String: String] = Dictionary(
        uniqueKeysWithValues: textStyles.map { ($0.key, $0.swiftName) } + colorKeys.map { ($0.key, $0.swiftName) })

    /// The base colours of the plist, by key.
    enum BaseColor: String, CaseIterable {
        case primary = "PrimaryColor"
        case secondary = "SecondaryColor"
        case failure = "FailureColor"
        case background = "BackgroundColor"
        case separator = "SeparatorColor"
        case collectionBackground = "CollectionBackgroundColor"
        case placeholder = "PlaceholderColor"

        /// The value when the plist omits the key: the platform colour the SDK uses from iOS 13 (apptentive-ios
        /// 5.2.5 on), with the guide's documented default or the SDK's pre-iOS 13 fallback as the light value
        /// and Apple's dark-appearance value as dark. The generated style sheet leaves these to the SDK.
        var defaultColor: ThemeColor {
            switch self {
            case .primary:
                ThemeColor(
                    light: RGBA(red8: 0, green8: 0, blue8: 0), dark: RGBA(red8: 255, green8: 255, blue8: 255),
                    system: SystemColor(name: .label))
            case .secondary:
                ThemeColor(
                    light: RGBA(red8: 0x8E, green8: 0x8E, blue8: 0x93), dark: RGBA(red8: 0xEB, green8: 0xEB, blue8: 0xF5, alpha8: 153),
                    system: SystemColor(name: .secondaryLabel))
            case .failure:
                ThemeColor(
                    light: RGBA(red8: 0xDA, green8: 0x35, blue8: 0x47), dark: RGBA(red8: 0xFF, green8: 0x45, blue8: 0x3A),
                    system: SystemColor(name: .systemRed))
            case .background:
                ThemeColor(
                    light: RGBA(red8: 255, green8: 255, blue8: 255), dark: RGBA(red8: 0, green8: 0, blue8: 0),
                    system: SystemColor(name: .systemBackground))
            case .separator:
                ThemeColor(
                    light: RGBA(red8: 0xC7, green8: 0xC8, blue8: 0xCC), dark: RGBA(red8: 0x54, green8: 0x54, blue8: 0x58, alpha8: 153),
                    system: SystemColor(name: .separator))
            case .collectionBackground:
                ThemeColor(
                    light: RGBA(red8: 0xEF, green8: 0xEF, blue8: 0xF4), dark: RGBA(red8: 0, green8: 0, blue8: 0),
                    system: SystemColor(name: .systemGroupedBackground))
            case .placeholder:
                ThemeColor(
                    light: RGBA(red: 0, green: 0, blue: 25.0 / 255, alpha: 0.22),
                    dark: RGBA(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.3),
                    system: SystemColor(name: .placeholderText))
            }
        }
    }

    /// The face attribute keys and the weight each names, with the SDK's default face.
    static let faceKeys: [(key: String, weight: FontWeight, defaultFace: String)] = [
        ("LightFaceAttribute", .light, "Light"),
        ("RegularFaceAttribute", .regular, "Regular"),
        ("MediumFaceAttribute", .medium, "Medium"),
        ("BoldFaceAttribute", .bold, "Bold"),
    ]

    /// Every top-level key the SDK reads.
    static let topLevelKeys: [String] =
        ["FontFamily"] + faceKeys.map(\.key) + BaseColor.allCases.map(\.rawValue)
        + ["SizeAdjustment", "ColorOverrides", "FontOverrides"]

    /// The base colour `key` derives from (for the blended backgrounds: the background they start from).
    static func baseColor(for key: String) -> BaseColor {
        if let derivation = colorKeys.first(where: { $0.key == key })?.derivation {
            switch derivation {
            case .failure: return .failure
            case .separator: return .separator
            case .collectionBackground: return .collectionBackground
            case .background, .footer, .blendedBackground: return .background
            case .placeholder: return .placeholder
            }
        }
        let usesSecondary = textStyles.first { $0.key == key }?.usesSecondaryColor ?? false
        return usesSecondary ? .secondary : .primary
    }

    /// The resolved colour for `key` (rules 2–8; rule 1, the overrides, is the caller's).
    static func color(for key: String, base: [BaseColor: ThemeColor]) -> ThemeColor {
        let color = { (name: BaseColor) in base[name] ?? name.defaultColor }
        let derived = color(baseColor(for: key))
        switch colorKeys.first(where: { $0.key == key })?.derivation {
        case .footer?: return derived.multiplyingAlpha(by: footerAlpha)
        case .blendedBackground?: return derived.blended(with: color(.primary), fraction: replyPrimaryFraction)
        default: return derived
        }
    }

    /// The ThemeGen colour key that plays each base colour's part when a ThemeGen theme gets style-sheet keys.
    /// The key of a style sheet whose colour is `base` by the SDK's rules: the body text is the primary
    /// colour, the header message the secondary one, the cell background the background.
    static func styleSheetKey(for base: BaseColor) -> String? {
        switch base {
        case .primary: return bodyKey
        case .secondary: return textStyles.first(where: \.usesSecondaryColor)?.key
        case .failure: return colorKeys.first { $0.derivation == .failure }?.key
        case .background: return colorKeys.first { $0.swiftName == "background" }?.key
        case .separator, .collectionBackground, .placeholder: return nil
        }
    }

    static func themeGenKey(for base: BaseColor) -> String {
        switch base {
        case .primary: "primary"
        case .secondary: "secondary"
        case .failure: "failure"
        case .background: "background"
        case .separator: "separator"
        case .collectionBackground: "collectionBackground"
        case .placeholder: "placeholder"
        }
    }

    /// The font for a text style (rules 2–3; rule 1, the overrides, is the caller's): the family with the
    /// face for the style's weight (`nil` family: the system font), at its size × `sizeAdjustment`,
    /// scaled with Dynamic Type through the body style's metrics.
    static func font(for style: TextStyleKey, family: String?, faces: [FontWeight: String?], sizeAdjustment: Double) -> ThemeFont {
        let typeface: ThemeFont.Typeface = family.map { .family($0, face: faces[style.weight] ?? nil) } ?? .system
        return ThemeFont(typeface: typeface, weight: style.weight, size: style.size * sizeAdjustment, textStyle: .body)
    }
}
