// Recorded from Sources/ThemeGenFormats and Sources/ThemeGenKit by `THEMEGEN_RECORD=1 swift test --filter
// RuntimeSourceTests`: edit the library, not this file (RuntimeSourceTests fails when the two differ).

extension RuntimeSource {
    /// The runtime's files, by path in Sources/, module by module in build order, in path order within one.
    static let files: [(path: String, text: String)] = [
        (
            "ThemeGenFormats/NumberText.swift",
            #"""
            /// Numbers as the doc comments, descriptions and messages show them.
            package nonisolated enum NumberText {
                /// `20`, `0.8`: a number, a whole number without a fraction.
                package static func plain(_ value: Double) -> String {
                    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
                }

                /// `23.8`, not `23.799999999999997`: a length in points, to 0.01 pt.
                package static func points(_ value: Double) -> String {
                    plain((value * 100).rounded() / 100)
                }
            }

            """#
        ),
        (
            "ThemeGenFormats/ThemeColorHex.swift",
            #"""
            /// A colour in the hex notation of the generated tables and of overrides documents: `#RRGGBB[AA]` (8 bits a
            /// channel) or `#RRRRGGGGBBBB[AAAA]` (16 bits), after `p3` for Display P3. Decided here once, so that an
            /// app's tables and documents and `themegen overrides --check` read a colour alike.
            public nonisolated struct ThemeColorHex: Hashable, Sendable {
                /// What comes before a Display P3 colour's hex digits: `p3#FF2D55`.
                public static let displayP3Prefix = "p3"

                /// The channels, each from 0 to 1.
                public let red: Double, green: Double, blue: Double, alpha: Double
                /// Whether the colour is in Display P3 (else sRGB).
                public let isDisplayP3: Bool

                /// The colour `text` writes, or `nil` when it is not in the notation.
                public init?(_ text: Substring) {
                    let displayP3Prefix = Self.displayP3Prefix.utf8
                    let bytes = text.utf8
                    let isDisplayP3 = bytes.starts(with: displayP3Prefix)
                    let hex = isDisplayP3 ? bytes.dropFirst(displayP3Prefix.count) : bytes[...]
                    guard hex.first == UInt8(ascii: "#") else { return nil }
                    let digits = hex.dropFirst()
                    let count = digits.count
                    guard count == 6 || count == 8 || count == 12 || count == 16, let value = UInt64(Substring(digits), radix: 16) else { return nil }
                    let bits: UInt64 = count > 8 ? 16 : 8
                    let channels: UInt64 = count % 3 == 0 ? 3 : 4
                    // Masking shifts (every shift here is under 64 bits): `<<` and `>>` are generic over the
                    // shift's type, and at -Onone bring that generic code into a file that embeds this one.
                    let mask: UInt64 = (1 &<< bits) - 1
                    let maximum = Double(mask)
                    func channel(_ index: UInt64) -> Double {
                        let shift: UInt64 = bits * (channels - 1 - index)
                        let raw: UInt64 = (value &>> shift) & mask
                        return Double(raw) / maximum
                    }
                    red = channel(0)
                    green = channel(1)
                    blue = channel(2)
                    alpha = channels == 4 ? channel(3) : 1
                    self.isDisplayP3 = isDisplayP3
                }
            }

            """#
        ),
        (
            "ThemeGenFormats/ThemeOverridesFormat.swift",
            #"""
            /// The over-the-air overrides document (docs/Overrides.md): a JSON object naming one theme by its stored
            /// id and giving new values for some of its keys. Its fields, limits, value forms and every message are
            /// decided here once: an app's `ThemeOverridesOf` reads documents by them and `themegen overrides
            /// --check` reports them, so an app and a server say the same.
            public nonisolated enum ThemeOverridesFormat {
                /// The format version a document gives as `"format"`; a document of another is rejected whole, since
                /// a later format may mean its fields differently.
                public static let version = 1
                /// The most bytes a document may have: the app rejects a larger one before parsing it.
                public static let maximumBytes = 1_048_576

                /// A font size in points: from a tenth of a point to ten thousand points.
                public static let fontSizes: ClosedRange<Double> = 0.1...10_000
                /// A dimension in points (spacing, radii, offsets, which may be negative): within ±100,000 pt.
                public static let dimensions: ClosedRange<Double> = -100_000...100_000
                /// A duration in seconds (animations): from 0 to a day.
                public static let durations: ClosedRange<Double> = 0...86_400
                /// An opacity: from fully transparent to opaque.
                public static let opacities: ClosedRange<Double> = 0...1

                /// What an override of a group's key is written as.
                public enum Form: Equatable, Sendable {
                    /// `"#RRGGBB[AA]"`, or `{ "light": …, "dark": … }`.
                    case color
                    /// `{ "size": points }`: a font keeps its face and changes its size.
                    case fontSize
                    /// A JSON number, within `range` when it has one (`what` and `unit` say it in messages).
                    case number(range: ClosedRange<Double>?, what: String, unit: String)
                    /// `true` or `false`.
                    case boolean
                    /// A JSON string.
                    case string
                }

                /// The groups a document may change, in the order of their fields' problems. (Insets, shadows and
                /// gradients, whose values have parts, and enum-like values, whose cases are compiled in, cannot.)
                public enum Group: String, CaseIterable, Hashable, Sendable {
                    case colors, fonts, numbers, dimensions, durations, opacities, booleans, strings

                    /// What a document writes for a key of the group.
                    public var form: Form {
                        switch self {
                        case .colors: .color
                        case .fonts: .fontSize
                        case .numbers: .number(range: nil, what: "", unit: "")
                        case .dimensions: .number(range: ThemeOverridesFormat.dimensions, what: "a dimension", unit: " points")
                        case .durations: .number(range: ThemeOverridesFormat.durations, what: "a duration", unit: " seconds")
                        case .opacities: .number(range: ThemeOverridesFormat.opacities, what: "an opacity", unit: "")
                        case .booleans: .boolean
                        case .strings: .string
                        }
                    }

                    /// The singular noun messages use: `color`.
                    public var noun: String {
                        switch self {
                        case .colors: "color"
                        case .fonts: "font"
                        case .numbers: "number"
                        case .dimensions: "dimension"
                        case .durations: "duration"
                        case .opacities: "opacity"
                        case .booleans: "boolean"
                        case .strings: "string"
                        }
                    }
                }

                /// Every field a document may have, in the order their problems are listed.
                public static let fields: [String] = ["format", "theme"] + Group.allCases.map(\.rawValue)

                /// What a document's problems say.
                public enum Messages {
                    public static let tooLarge = "the document is larger than \(maximumBytes) bytes, the most an app reads"
                    public static let notJSON = "the document is not JSON that Foundation's JSONDecoder reads"
                    public static let notObject = "the document must be a JSON object"
                    public static let missingFormat = "is missing; an overrides document gives \"format\": \(version)"
                    public static let wrongFormat = "is not a format this app reads; it reads \"format\": \(version)"
                    public static let missingTheme = "is missing; an overrides document names its theme by stored id"
                    public static let themeNotString = "must be a string: a theme's stored id"
                    public static let unknownTheme = "is not the stored id of one of these themes"
                    public static let unknownField = "is not a field of an overrides document; its fields are " + fields.map { "\"\($0)\"" }.joined(separator: ", ")
                    public static let groupNotObject = "must be an object of keys and their values"
                    public static func unknownKey(_ group: Group) -> String { "is not one of these themes' \(group.noun) keys" }

                    public static let notColor = "must be a color: \"#RRGGBB\", \"#RRGGBBAA\", or { \"light\": …, \"dark\": … }"
                    public static let notColorText = "must be a color: \"#RRGGBB\" or \"#RRGGBBAA\""
                    public static let unknownColorField = "is not a field of a color; it has \"light\" and \"dark\""
                    public static let missingLight = "needs \"light\""
                    public static let notFontSize = "must be { \"size\": points }"
                    public static let unknownFontField = "is not a field of a font override; it has \"size\""
                    public static let missingSize = "needs \"size\""
                    public static let sizeNotNumber = "must be a number of points"
                    public static let sizeOutOfRange = "is out of range: a font size is \(describe(fontSizes)) points"
                    public static let notNumber = "must be a number"
                    public static func outOfRange(_ range: ClosedRange<Double>, what: String, unit: String) -> String {
                        "is out of range: \(what) is \(describe(range))\(unit)"
                    }
                    public static let notBoolean = "must be true or false"
                    public static let notString = "must be a string"

                    /// How a range reads in messages: "from 0.1 to 10000".
                    public static func describe(_ range: ClosedRange<Double>) -> String {
                        "from \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound))"
                    }
                }
            }

            """#
        ),
        (
            "ThemeGenKit/AppKit/ThemeValues+AppKit.swift",
            #"""
            // The AppKit adapters need macOS 10.15 (dynamic colours); they are marked so. They are nonisolated:
            // AppKit may resolve a dynamic colour on any thread.

            #if !canImport(UIKit) && canImport(AppKit)
                import AppKit

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeInsets {
                    /// The insets as `NSEdgeInsets`: leading as left and trailing as right, as in left-to-right layouts.
                    public nonisolated var nsEdgeInsets: NSEdgeInsets {
                        NSEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeColor {
                    /// The colour as an `NSColor`: the platform colour for system values where AppKit has it, a dynamic
                    /// colour for light and dark variants.
                    public nonisolated var nsColor: NSColor {
                        if let system, let color = system.name.nsColor {
                            return system.alpha == 1 ? color : color.withAlphaComponent(system.alpha)
                        }
                        guard hasVariants else { return light.nsColor }
                        let light = self.light.nsColor
                        let dark = self.dark.nsColor
                        let lightHighContrast = self.lightHighContrast.nsColor
                        let darkHighContrast = self.darkHighContrast.nsColor
                        return NSColor(name: nil) { @Sendable appearance in
                            switch appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]) {
                            case .darkAqua?: return dark
                            case .accessibilityHighContrastAqua?: return lightHighContrast
                            case .accessibilityHighContrastDarkAqua?: return darkHighContrast
                            default: return light
                            }
                        }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeColor.Components {
                    nonisolated var nsColor: NSColor {
                        switch space {
                        case .sRGB: NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
                        case .displayP3: NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
                        }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeColor.System.Name {
                    /// The AppKit colour, or `nil` where AppKit has none (the grouped and fill colours, most numbered
                    /// greys): the value's own colours are used instead.
                    nonisolated var nsColor: NSColor? {
                        switch self {
                        case .label: return .labelColor
                        case .secondaryLabel: return .secondaryLabelColor
                        case .tertiaryLabel: return .tertiaryLabelColor
                        case .quaternaryLabel: return .quaternaryLabelColor
                        case .link: return .linkColor
                        case .placeholderText: return .placeholderTextColor
                        case .separator: return .separatorColor
                        case .opaqueSeparator: return nil
                        case .systemBackground: return .windowBackgroundColor
                        case .secondarySystemBackground: return nil
                        case .tertiarySystemBackground: return nil
                        case .systemGroupedBackground: return .underPageBackgroundColor
                        case .secondarySystemGroupedBackground: return nil
                        case .tertiarySystemGroupedBackground: return nil
                        case .systemFill:
                            guard #available(macOS 14.0, *) else { return nil }
                            return .systemFill
                        case .secondarySystemFill:
                            guard #available(macOS 14.0, *) else { return nil }
                            return .secondarySystemFill
                        case .tertiarySystemFill:
                            guard #available(macOS 14.0, *) else { return nil }
                            return .tertiarySystemFill
                        case .quaternarySystemFill:
                            guard #available(macOS 14.0, *) else { return nil }
                            return .quaternarySystemFill
                        case .systemRed: return .systemRed
                        case .systemOrange: return .systemOrange
                        case .systemYellow: return .systemYellow
                        case .systemGreen: return .systemGreen
                        case .systemMint: return .systemMint
                        case .systemTeal: return .systemTeal
                        case .systemCyan:
                            guard #available(macOS 12.0, *) else { return nil }
                            return .systemCyan
                        case .systemBlue: return .systemBlue
                        case .systemIndigo: return .systemIndigo
                        case .systemPurple: return .systemPurple
                        case .systemPink: return .systemPink
                        case .systemBrown: return .systemBrown
                        case .systemGray: return .systemGray
                        case .systemGray2: return nil
                        case .systemGray3: return nil
                        case .systemGray4: return nil
                        case .systemGray5: return nil
                        case .systemGray6: return nil
                        }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeFont {
                    /// The font as an `NSFont`. A family and face are matched through a font descriptor; when the family
                    /// is not installed, or a named font is missing, the system font of the same weight and size is used.
                    /// macOS has no Dynamic Type: the size is used as it is.
                    public nonisolated var nsFont: NSFont {
                        nsMatchedFont ?? .systemFont(ofSize: size, weight: weight.nsFontWeight)
                    }

                    /// The font the typeface names — or, when the platform does not have it, the first of the fallback
                    /// families it has — or `nil` for the system font and when it has none.
                    nonisolated var nsMatchedFont: NSFont? {
                        switch typeface {
                        case .system:
                            return nil
                        case .named(let name):
                            return NSFont(name: name, size: size) ?? nsFallbackFont(face: nil)
                        case .family(let family, let face):
                            return Self.nsFont(family: family, face: face, size: size) ?? nsFallbackFont(face: face)
                        }
                    }

                    /// The first fallback family the platform has, at the font's size: in `face` when the family has
                    /// it, else in the family's default face.
                    nonisolated func nsFallbackFont(face: String?) -> NSFont? {
                        for family in fallbackFamilies {
                            if let face, let font = Self.nsFont(family: family, face: face, size: size) { return font }
                            if let font = Self.nsFont(family: family, face: nil, size: size) { return font }
                        }
                        return nil
                    }

                    /// `family`'s `face` (its default face for `nil`), matched through a font descriptor; `nil` when the
                    /// platform does not have the family.
                    nonisolated static func nsFont(family: String, face: String?, size: Double) -> NSFont? {
                        var attributes: [NSFontDescriptor.AttributeName: Any] = [.family: family]
                        if let face { attributes[.face] = face }
                        let matched = NSFont(descriptor: NSFontDescriptor(fontAttributes: attributes), size: size)
                        guard let matched, matched.familyName == family else { return nil }
                        return matched
                    }

                    /// The attributes that draw text in the font with its line height and letter spacing, for an
                    /// `NSAttributedString`: `nsFont`, and the kern and a paragraph style's line height when the theme
                    /// gives them.
                    public nonisolated var nsTextAttributes: [NSAttributedString.Key: Any] {
                        var attributes: [NSAttributedString.Key: Any] = [.font: nsFont]
                        if let letterSpacing { attributes[.kern] = letterSpacing }
                        if let lineHeight {
                            let paragraph = NSMutableParagraphStyle()
                            paragraph.minimumLineHeight = lineHeight
                            paragraph.maximumLineHeight = lineHeight
                            attributes[.paragraphStyle] = paragraph
                        }
                        return attributes
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeFont.Weight {
                    nonisolated var nsFontWeight: NSFont.Weight {
                        switch self {
                        case .ultraLight: .ultraLight
                        case .thin: .thin
                        case .light: .light
                        case .regular: .regular
                        case .medium: .medium
                        case .semibold: .semibold
                        case .bold: .bold
                        case .heavy: .heavy
                        case .black: .black
                        }
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/Appearance/ThemeAppearance.swift",
            #"""
            /// A theme's `appearance` settings: the standard chrome's colours and fonts and the status bar; `nil`
            /// where the theme leaves the platform's default. `apply(to:)` sets them on UIKit's appearance proxies.
            public nonisolated struct ThemeAppearance: Hashable, Sendable {
                /// The status bar's content, as `UIStatusBarStyle` names it.
                public enum StatusBar: String, Hashable, Sendable {
                    case `default`, lightContent, darkContent
                }

                /// `appearance.tint`.
                public private(set) var tint: ThemeColor?
                /// `appearance.statusBar`.
                public private(set) var statusBarStyle: StatusBar?
                /// `appearance.navigationBar.background`.
                public private(set) var navigationBarBackground: ThemeColor?
                /// `appearance.navigationBar.title`.
                public private(set) var navigationBarTitle: ThemeColor?
                /// `appearance.navigationBar.titleFont`.
                public private(set) var navigationBarTitleFont: ThemeFont?
                /// `appearance.navigationBar.largeTitle`.
                public private(set) var navigationBarLargeTitle: ThemeColor?
                /// `appearance.navigationBar.largeTitleFont`.
                public private(set) var navigationBarLargeTitleFont: ThemeFont?
                /// `appearance.navigationBar.buttons`.
                public private(set) var navigationBarButtons: ThemeColor?
                /// `appearance.tabBar.background`.
                public private(set) var tabBarBackground: ThemeColor?
                /// `appearance.tabBar.selected`.
                public private(set) var tabBarSelected: ThemeColor?
                /// `appearance.tabBar.unselected`.
                public private(set) var tabBarUnselected: ThemeColor?
                /// `appearance.toolbar.background`.
                public private(set) var toolbarBackground: ThemeColor?
                /// `appearance.toolbar.buttons`.
                public private(set) var toolbarButtons: ThemeColor?
                /// `appearance.tableView.background`.
                public private(set) var tableViewBackground: ThemeColor?
                /// `appearance.tableView.separator`.
                public private(set) var tableViewSeparator: ThemeColor?
                /// `appearance.cell.background`.
                public private(set) var cellBackground: ThemeColor?

                /// The settings from a theme's rows of a generated appearance table: `SETTING VALUE`, colours and
                /// fonts as in their own tables.
                public init(rows: [TableEntry]) {
                    for row in rows {
                        switch row.text() {
                        case "tint": tint = ThemeColor(tableEntry: row)
                        case "statusBar": statusBarStyle = row.value()
                        case "navigationBar.background": navigationBarBackground = ThemeColor(tableEntry: row)
                        case "navigationBar.title": navigationBarTitle = ThemeColor(tableEntry: row)
                        case "navigationBar.titleFont": navigationBarTitleFont = ThemeFont(tableEntry: row)
                        case "navigationBar.largeTitle": navigationBarLargeTitle = ThemeColor(tableEntry: row)
                        case "navigationBar.largeTitleFont": navigationBarLargeTitleFont = ThemeFont(tableEntry: row)
                        case "navigationBar.buttons": navigationBarButtons = ThemeColor(tableEntry: row)
                        case "tabBar.background": tabBarBackground = ThemeColor(tableEntry: row)
                        case "tabBar.selected": tabBarSelected = ThemeColor(tableEntry: row)
                        case "tabBar.unselected": tabBarUnselected = ThemeColor(tableEntry: row)
                        case "toolbar.background": toolbarBackground = ThemeColor(tableEntry: row)
                        case "toolbar.buttons": toolbarButtons = ThemeColor(tableEntry: row)
                        case "tableView.background": tableViewBackground = ThemeColor(tableEntry: row)
                        case "tableView.separator": tableViewSeparator = ThemeColor(tableEntry: row)
                        case "cell.background": cellBackground = ThemeColor(tableEntry: row)
                        default: row.damaged("an unknown appearance setting")
                        }
                    }
                }
            }

            /// A generated theme whose set has `appearance` sections.
            public nonisolated protocol ThemeWithAppearance {
                /// The theme's `appearance` settings.
                var appearance: ThemeAppearance { get }
            }

            """#
        ),
        (
            "ThemeGenKit/Appearance/ThemeApptentiveStyle.swift",
            #"""
            public nonisolated struct ThemeApptentiveStyle: Hashable, Sendable {
                /// A style key's colour or font, in place of the one the SDK derives from the settings.
                public struct Override<Value: Hashable & Sendable>: Hashable, Sendable {
                    /// The style key (`com.apptentive.header.title`).
                    public let key: String
                    public let value: Value

                    /// `key`'s `value`.
                    public init(key: String, value: Value) {
                        self.key = key
                        self.value = value
                    }
                }

                /// The font family; `nil` for the system font (the SDK's default).
                public let fontFamily: String?
                /// The face suffixes of the four weights the SDK uses; `nil` for the family's face without one.
                public let lightFaceAttribute: String?
                public let regularFaceAttribute: String?
                public let mediumFaceAttribute: String?
                public let boldFaceAttribute: String?
                /// The multiplier of every font size but the overrides'.
                public let sizeAdjustment: Double
                /// The base colours; `nil` where the theme leaves the SDK's default, which follows dark mode.
                public let primaryColor: ThemeColor?
                public let secondaryColor: ThemeColor?
                public let failureColor: ThemeColor?
                public let backgroundColor: ThemeColor?
                public let separatorColor: ThemeColor?
                public let collectionBackgroundColor: ThemeColor?
                public let placeholderColor: ThemeColor?
                /// Colours of style keys given explicitly (`ColorOverrides`), in the SDK header's order of keys.
                public let colorOverrides: [Override<ThemeColor>]
                /// Fonts of text styles given explicitly (`FontOverrides`), which do not follow Dynamic Type.
                public let fontOverrides: [Override<ThemeFont>]

                /// The settings from a theme's rows of a generated Apptentive table.
                public init(rows: [TableEntry]) {
                    var typography: (family: String?, faces: [String?], sizeAdjustment: Double)?
                    var base: [ThemeColor?] = []
                    var colorOverrides: [Override<ThemeColor>] = []
                    var fontOverrides: [Override<ThemeFont>] = []
                    for row in rows {
                        if row.take("typography") {
                            let family = row.take(TableEntry.absent) ? nil : row.text()
                            let faces = (0..<4).map { _ in row.take(TableEntry.absent) ? nil : row.text() }
                            typography = (family, faces, row.number())
                        } else if row.take("colors") {
                            base = (0..<7).map { _ in row.take(TableEntry.absent) ? nil : ThemeColor(tableEntry: row) }
                        } else if row.take("color") {
                            colorOverrides.append(Override(key: row.text(), value: ThemeColor(tableEntry: row)))
                        } else if row.take("font") {
                            fontOverrides.append(Override(key: row.text(), value: ThemeFont(tableEntry: row)))
                        } else {
                            row.damaged("a row is not typography, colors, color or font")
                        }
                    }
                    guard let typography, base.count == 7 else {
                        preconditionFailure("themegen: the Apptentive table lacks its typography or colours; generate the file again")
                    }
                    fontFamily = typography.family
                    (lightFaceAttribute, regularFaceAttribute, mediumFaceAttribute, boldFaceAttribute) =
                        (typography.faces[0], typography.faces[1], typography.faces[2], typography.faces[3])
                    sizeAdjustment = typography.sizeAdjustment
                    (primaryColor, secondaryColor, failureColor, backgroundColor) = (base[0], base[1], base[2], base[3])
                    (separatorColor, collectionBackgroundColor, placeholderColor) = (base[4], base[5], base[6])
                    self.colorOverrides = colorOverrides
                    self.fontOverrides = fontOverrides
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Exports.swift",
            #"""
            // The notations an app and ThemeGen read alike — the overrides document's format (`ThemeOverridesFormat`)
            // and colours' hex notation (`ThemeColorHex`) — live in ThemeGenFormats, which imports no Foundation, so
            // that the themegen tool checks documents by them without linking Foundation. They are part of this
            // library's API: a file that imports ThemeGenKit sees them.
            @_exported import ThemeGenFormats

            """#
        ),
        (
            "ThemeGenKit/Overrides/OverridableThemeValues.swift",
            #"""
            import ThemeGenFormats

            /// The values of a theme that can carry over-the-air overrides (`ThemeOverridesOf`): what a set
            /// generated with `overrides: true` (themegen.yml) or `--overrides` gives. A set generated without them
            /// has a `Theme` that holds no reference, so copying one costs nothing and a lookup only reads the
            /// table; `ThemeOverridesOf.init(json:)` and `ThemeSelectionOf.apply(_:)` are then unavailable.
            public nonisolated protocol OverridableThemeValues: ThemeValues {
                /// The overrides applied on top of the compiled values, or `nil`.
                var overrides: ThemeOverridesOf<ID>? { get }
                /// The values of theme `id` with `overrides`, which `ThemeOverridesOf` has checked are for it.
                init(id: ID, overrides: ThemeOverridesOf<ID>?)
                /// The column of the key written `key` in `group`'s table, or `nil` when the set has no such key.
                static func overridableColumn(of key: String, in group: ThemeOverridesFormat.Group) -> Int?
            }

            """#
        ),
        (
            "ThemeGenKit/Overrides/OverridesReader.swift",
            #"""
            import Foundation
            import ThemeGenFormats

            /// Reads an overrides document (`ThemeOverridesFormat`) as `JSONDecoder` reads JSON, collecting every
            /// problem: fields in the format's order, keys sorted.
            nonisolated struct OverridesReader {
                /// What a document gives: its theme and, group by group, each key's column and value.
                struct Document<ID> {
                    let theme: ID
                    let values: [ThemeOverridesFormat.Group: [Int: OverrideValue]]
                }

                private(set) var problems: [ThemeOverridesProblem] = []
                private typealias Messages = ThemeOverridesFormat.Messages

                /// The document in `data`, its theme found by `theme` (from a stored id) and its keys' columns by
                /// `column`; `nil` when it has a problem that leaves nothing to read (`problems` says which).
                mutating func document<ID>(
                    _ data: Data, theme: (String) -> ID?, column: (String, ThemeOverridesFormat.Group) -> Int?
                ) -> Document<ID>? {
                    guard data.count <= ThemeOverridesFormat.maximumBytes else { return stop(Messages.tooLarge) }
                    let document: JSONValue
                    do {
                        document = try JSONDecoder().decode(JSONValue.self, from: data)
                    } catch {
                        return stop(Messages.notJSON)
                    }
                    guard case .object(let fields) = document else { return stop(Messages.notObject) }
                    switch fields["format"] {
                    case nil: return stop(Messages.missingFormat, at: ["format"])
                    case .number(let format) where format == Double(ThemeOverridesFormat.version): break
                    default: return stop(Messages.wrongFormat, at: ["format"])
                    }
                    var themeID: ID?
                    switch fields["theme"] {
                    case nil: problem(["theme"], Messages.missingTheme)
                    case .string(let storedID):
                        themeID = theme(storedID)
                        if themeID == nil { problem(["theme"], Messages.unknownTheme) }
                    default: problem(["theme"], Messages.themeNotString)
                    }
                    var values: [ThemeOverridesFormat.Group: [Int: OverrideValue]] = [:]
                    for group in ThemeOverridesFormat.Group.allCases {
                        for (key, value) in entries(of: fields[group.rawValue], group.rawValue) {
                            guard let keyColumn = column(key, group) else {
                                problem([group.rawValue, key], Messages.unknownKey(group))
                                continue
                            }
                            if let read = self.value(value, group.form, [group.rawValue, key]) {
                                values[group, default: [:]][keyColumn] = read
                            }
                        }
                    }
                    for name in fields.keys.sorted() where !ThemeOverridesFormat.fields.contains(name) {
                        problem([name], Messages.unknownField)
                    }
                    guard let themeID else { return nil }
                    return Document(theme: themeID, values: values)
                }

                private mutating func problem(_ keyPath: [String], _ reason: String) {
                    problems.append(ThemeOverridesProblem(keyPath: keyPath, reason: reason))
                }

                /// Records the problem that ends reading, and gives nothing.
                private mutating func stop<Read>(_ reason: String, at keyPath: [String] = []) -> Read? {
                    problem(keyPath, reason)
                    return nil
                }

                /// A group's keys and values, sorted by key; none when the document leaves the group out.
                private mutating func entries(of group: JSONValue?, _ name: String) -> [(key: String, value: JSONValue)] {
                    switch group {
                    case nil: return []
                    case .object(let entries)?: return entries.sorted { $0.key < $1.key }
                    default:
                        problem([name], Messages.groupNotObject)
                        return []
                    }
                }

                /// A key's value in `form`, or `nil` (a problem recorded).
                private mutating func value(_ value: JSONValue, _ form: ThemeOverridesFormat.Form, _ keyPath: [String]) -> OverrideValue? {
                    switch form {
                    case .color: return color(value, keyPath).map(OverrideValue.color)
                    case .fontSize: return fontSize(value, keyPath).map(OverrideValue.number)
                    case .number(let range, let what, let unit): return number(value, keyPath, range, what: what, unit: unit).map(OverrideValue.number)
                    case .boolean:
                        guard case .boolean(let boolean) = value else { return reject(keyPath, Messages.notBoolean) }
                        return .boolean(boolean)
                    case .string:
                        guard case .string(let string) = value else { return reject(keyPath, Messages.notString) }
                        return .string(string)
                    }
                }

                /// Records the problem of a value, and gives none.
                private mutating func reject<Read>(_ keyPath: [String], _ reason: String) -> Read? {
                    problem(keyPath, reason)
                    return nil
                }

                /// `"#RRGGBB[AA]"`, or `{ "light": …, "dark": … }` (dark as light when left out).
                private mutating func color(_ value: JSONValue, _ keyPath: [String]) -> ThemeColor? {
                    switch value {
                    case .string(let text):
                        guard let components = ThemeColor.Components(hex: Substring(text)) else { return reject(keyPath, Messages.notColor) }
                        return ThemeColor(light: components)
                    case .object(let fields):
                        var valid = true
                        for name in fields.keys.sorted() where name != "light" && name != "dark" {
                            problem(keyPath + [name], Messages.unknownColorField)
                            valid = false
                        }
                        var light: ThemeColor.Components?
                        if let lightValue = fields["light"] {
                            light = components(lightValue, keyPath + ["light"])
                        } else {
                            problem(keyPath, Messages.missingLight)
                        }
                        var dark = light
                        if let darkValue = fields["dark"] {
                            dark = components(darkValue, keyPath + ["dark"])
                        }
                        guard valid, let light, let dark else { return nil }
                        return ThemeColor(light: light, dark: dark)
                    default:
                        return reject(keyPath, Messages.notColor)
                    }
                }

                private mutating func components(_ value: JSONValue, _ keyPath: [String]) -> ThemeColor.Components? {
                    guard case .string(let text) = value, let components = ThemeColor.Components(hex: Substring(text)) else {
                        return reject(keyPath, Messages.notColorText)
                    }
                    return components
                }

                /// `{ "size": points }`.
                private mutating func fontSize(_ value: JSONValue, _ keyPath: [String]) -> Double? {
                    guard case .object(let fields) = value else { return reject(keyPath, Messages.notFontSize) }
                    var valid = true
                    for name in fields.keys.sorted() where name != "size" {
                        problem(keyPath + [name], Messages.unknownFontField)
                        valid = false
                    }
                    guard let size = fields["size"] else { return reject(keyPath, Messages.missingSize) }
                    guard case .number(let points) = size else { return reject(keyPath + ["size"], Messages.sizeNotNumber) }
                    guard ThemeOverridesFormat.fontSizes.contains(points) else { return reject(keyPath + ["size"], Messages.sizeOutOfRange) }
                    return valid ? points : nil
                }

                /// A number, within `range` when there is one.
                private mutating func number(_ value: JSONValue, _ keyPath: [String], _ range: ClosedRange<Double>?, what: String, unit: String) -> Double? {
                    guard case .number(let number) = value else { return reject(keyPath, Messages.notNumber) }
                    if let range, !range.contains(number) { return reject(keyPath, Messages.outOfRange(range, what: what, unit: unit)) }
                    return number
                }
            }

            /// A JSON value as `JSONDecoder` reads it: each type tried in turn, a mismatch meaning the next.
            nonisolated enum JSONValue: Decodable {
                case object([String: JSONValue])
                case array([JSONValue])
                case string(String)
                case number(Double)
                case boolean(Bool)
                case null

                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if container.decodeNil() {
                        self = .null
                    } else if let boolean = try Self.decoded(Bool.self, container) {
                        self = .boolean(boolean)
                    } else if let number = try Self.decoded(Double.self, container) {
                        self = .number(number)
                    } else if let string = try Self.decoded(String.self, container) {
                        self = .string(string)
                    } else if let object = try Self.decoded([String: JSONValue].self, container) {
                        self = .object(object)
                    } else {
                        self = .array(try container.decode([JSONValue].self))
                    }
                }

                /// The value as a `T`, or `nil` when it is of another type; any other error is thrown.
                private static func decoded<T: Decodable>(_ type: T.Type, _ container: any SingleValueDecodingContainer) throws -> T? {
                    do {
                        return try container.decode(type)
                    } catch DecodingError.typeMismatch {
                        return nil
                    }
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Overrides/ThemeOverridesOf.swift",
            #"""
            import Foundation
            import ThemeGenFormats

            /// New values for some of one theme's keys, delivered without an app release (from a server, for a
            /// season or a brand) and checked against the compiled keys: `try ThemeOverrides(json: data).theme` is
            /// the theme with them applied, and `selection.apply(overrides)` shows them in every view. (A generated
            /// set names it `ThemeOverrides`, for its `ThemeID`.)
            ///
            /// A document (docs/Overrides.md, `ThemeOverridesFormat`) is a JSON object: `"format"`, `"theme"` (a
            /// theme's stored id), and groups of keys and values in ThemeGen's own forms. One that is too large, not
            /// JSON, of another format, or that names an unknown theme or key or gives a value of the wrong type or
            /// out of range is rejected whole, with every problem as a value; nothing of it is applied, and the
            /// compiled theme stays as it is. Documents are read for sets whose `Theme` can carry them
            /// (`OverridableThemeValues`: generated with `overrides: true`).
            public nonisolated struct ThemeOverridesOf<ID: ThemeIdentifier>: Hashable, Sendable {
                /// One reason a document was rejected.
                public typealias Problem = ThemeOverridesProblem
                /// Why a document was rejected: every problem found.
                public typealias Rejection = ThemeOverridesRejection

                /// The format version this app reads.
                public static var format: Int { ThemeOverridesFormat.version }
                /// The most bytes a document may have.
                public static var maximumBytes: Int { ThemeOverridesFormat.maximumBytes }

                /// The theme the overrides change.
                public let themeID: ID
                /// The values, group by group and column by column: held by reference, so that a theme carrying
                /// overrides stays one word larger than one without.
                private let values: Values

                private init(themeID: ID, values: [ThemeOverridesFormat.Group: [Int: OverrideValue]]) {
                    self.themeID = themeID
                    self.values = Values(values)
                }

                /// The colour the overrides give the colour key in `column`, or `nil`.
                public func color(at column: Int) -> ThemeColor? {
                    guard case .color(let color)? = values.byGroup[.colors]?[column] else { return nil }
                    return color
                }

                /// The size in points the overrides give the font key in `column`, or `nil`.
                public func fontSize(at column: Int) -> Double? {
                    guard case .number(let size)? = values.byGroup[.fonts]?[column] else { return nil }
                    return size
                }

                /// The number the overrides give the key in `column` of `group` (numbers, dimensions, durations,
                /// opacities), or `nil`.
                public func number(_ group: ThemeOverridesFormat.Group, at column: Int) -> Double? {
                    guard case .number(let number)? = values.byGroup[group]?[column] else { return nil }
                    return number
                }

                /// The boolean the overrides give the boolean key in `column`, or `nil`.
                public func boolean(at column: Int) -> Bool? {
                    guard case .boolean(let boolean)? = values.byGroup[.booleans]?[column] else { return nil }
                    return boolean
                }

                /// The string the overrides give the string key in `column`, or `nil`.
                public func string(at column: Int) -> String? {
                    guard case .string(let string)? = values.byGroup[.strings]?[column] else { return nil }
                    return string
                }

                /// Whether two sets of overrides are for the same theme and give the same values.
                public static func == (left: Self, right: Self) -> Bool {
                    left.themeID == right.themeID && left.values.byGroup == right.values.byGroup
                }

                /// Hashes what `==` compares.
                public func hash(into hasher: inout Hasher) {
                    hasher.combine(themeID)
                    hasher.combine(values.byGroup)
                }

                /// The values of a document, which nothing changes after it is read.
                private final class Values: Sendable {
                    let byGroup: [ThemeOverridesFormat.Group: [Int: OverrideValue]]

                    init(_ byGroup: [ThemeOverridesFormat.Group: [Int: OverrideValue]]) {
                        self.byGroup = byGroup
                    }
                }
            }

            /// One reason an overrides document was rejected: where in it, and why.
            public nonisolated struct ThemeOverridesProblem: Hashable, Sendable, CustomStringConvertible {
                /// The fields from the document down to the value (`["colors", "primary"]`); empty for the document
                /// itself.
                public let keyPath: [String]
                /// What is wrong there.
                public let reason: String

                /// The problem at `keyPath`.
                public init(keyPath: [String], reason: String) {
                    self.keyPath = keyPath
                    self.reason = reason
                }

                /// `colors.primary: must be a colour: …`, or the reason alone for the document itself.
                public var description: String {
                    keyPath.isEmpty ? reason : keyPath.joined(separator: ".") + ": " + reason
                }
            }

            /// Why an overrides document was rejected: every problem found, fields in `ThemeOverridesFormat.fields`
            /// order, keys sorted.
            public nonisolated struct ThemeOverridesRejection: Error, Hashable, Sendable, CustomStringConvertible {
                /// The problems, at least one.
                public let problems: [ThemeOverridesProblem]

                /// The rejection for `problems`.
                public init(problems: [ThemeOverridesProblem]) {
                    self.problems = problems
                }

                /// The problems, one a line.
                public var description: String { problems.map(\.description).joined(separator: "\n") }
            }

            /// A value an overrides document gives a key.
            nonisolated enum OverrideValue: Hashable, Sendable {
                case color(ThemeColor)
                case number(Double)
                case boolean(Bool)
                case string(String)
            }

            nonisolated extension ThemeOverridesOf where ID.Values: OverridableThemeValues {
                /// The theme with the overrides applied: their values where they give one, the compiled theme's
                /// everywhere else.
                public var theme: ID.Values { ID.Values(id: themeID, overrides: self) }

                /// Reads a document, or throws every problem it has.
                public init(json data: Data) throws(ThemeOverridesRejection) {
                    var reader = OverridesReader()
                    guard let read = reader.document(data, theme: ID.init(storedID:), column: ID.Values.overridableColumn(of:in:)), reader.problems.isEmpty else {
                        throw ThemeOverridesRejection(problems: reader.problems)
                    }
                    self.init(themeID: read.theme, values: read.values)
                }
            }

            """#
        ),
        (
            "ThemeGenKit/QuartzCore/ThemeValues+QuartzCore.swift",
            #"""
            #if canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
                import QuartzCore
                #if canImport(UIKit)
                    import UIKit
                #else
                    import AppKit
                #endif

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeShadow {
                    /// Gives `layer` the shadow's first layer, its colour resolved for the current appearance. A
                    /// `CALayer` draws one shadow, so give each further layer a layer of its own; `blur` becomes
                    /// `shadowRadius` (half of it, as design tools convert), and `spread` needs a `shadowPath`, which is
                    /// left to the caller. On macOS, where layers' y axis points up, `y` is negated.
                    public nonisolated func apply(to layer: CALayer) {
                        guard let first = layers.first else {
                            layer.shadowOpacity = 0
                            return
                        }
                        #if canImport(UIKit)
                            layer.shadowColor = first.color.uiColor.cgColor
                            layer.shadowOffset = CGSize(width: first.x, height: first.y)
                        #else
                            layer.shadowColor = first.color.nsColor.cgColor
                            layer.shadowOffset = CGSize(width: first.x, height: -first.y)
                        #endif
                        layer.shadowRadius = first.blur / 2
                        layer.shadowOpacity = 1
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeGradient {
                    /// Makes `layer` draw the gradient, its colours resolved for the current appearance: axial from start
                    /// to end, or radial from the centre to `radius` points (in the layer's bounds as they are now). On
                    /// macOS, where layers' y axis points up, y is flipped.
                    public nonisolated func apply(to layer: CAGradientLayer) {
                        #if canImport(UIKit)
                            layer.colors = stops.map { $0.color.uiColor.cgColor }
                            let flip = { (y: Double) in y }
                        #else
                            layer.colors = stops.map { $0.color.nsColor.cgColor }
                            let flip = { (y: Double) in 1 - y }
                        #endif
                        layer.locations = stops.map { NSNumber(value: $0.location) }
                        switch kind {
                        case .linear(let startX, let startY, let endX, let endY):
                            layer.type = .axial
                            layer.startPoint = CGPoint(x: startX, y: flip(startY))
                            layer.endPoint = CGPoint(x: endX, y: flip(endY))
                        case .radial(let centerX, let centerY, let radius):
                            layer.type = .radial
                            layer.startPoint = CGPoint(x: centerX, y: flip(centerY))
                            let width = max(layer.bounds.width, 1)
                            let height = max(layer.bounds.height, 1)
                            layer.endPoint = CGPoint(x: centerX + radius / width, y: flip(centerY) + radius / height)
                        }
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/Selection/ObservableThemeSelectionOf.swift",
            #"""
            #if canImport(Observation)
                import Foundation
                import Observation

                /// The selected theme for apps that keep state with Observation (iOS 17, macOS 14, tvOS 17, watchOS 10,
                /// visionOS 1): what `ThemeSelectionOf` does — the same stored id, fallback and overrides
                /// (`ThemeSelectionState`) — as an `Observable` object, which SwiftUI passes with
                /// `.environment(selection)` and reads with `@Environment(ObservableThemeSelection.self)`. (A generated
                /// set names it `ObservableThemeSelection`, for its `ThemeID`.)
                ///
                /// Each property announces a change only when its own value changes, so a view is drawn again only
                /// for what it read: one that reads `theme` is not for overrides of another theme, for a fallback
                /// that ends, or for selecting the theme already selected.
                ///
                /// It conforms to `Observable` and reports to an `ObservationRegistrar` itself, as the `@Observable`
                /// macro would have it do, without the macro: its properties are all computed from one state, and a
                /// file that embeds the runtime then needs no macro plugin (the iOS 17 / macOS 14 SDKs declare the
                /// macro with a role newer compilers' plugins no longer serve).
                @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
                @MainActor
                public final class ObservableThemeSelectionOf<ID: ThemeIdentifier>: Observable {
                    /// The UserDefaults key the selected theme's id is stored under.
                    public nonisolated static var storageKey: String { ID.storageKey }

                    private var state: ThemeSelectionState<ID>
                    private let defaults: UserDefaults
                    private let registrar = ObservationRegistrar()

                    /// Reads the stored choice from `defaults` (the standard user defaults unless told otherwise).
                    public init(defaults: UserDefaults = .standard) {
                        self.defaults = defaults
                        state = ThemeSelectionState(defaults: defaults)
                    }

                    /// The selected theme.
                    public var current: ID {
                        registrar.access(self, keyPath: \.current)
                        return state.current
                    }

                    /// Why `current` is the default theme rather than a stored choice, or `nil` when it is the stored
                    /// choice.
                    public var fallback: ThemeSelectionOf<ID>.Fallback? {
                        registrar.access(self, keyPath: \.fallback)
                        return state.fallback
                    }

                    /// The selected theme's values: with overrides applied when they are for it.
                    public var theme: ID.Values {
                        registrar.access(self, keyPath: \.theme)
                        return state.theme
                    }

                    /// A picker's rows: every theme in declaration order, the selected one marked.
                    public var choices: [ThemeSelectionOf<ID>.Choice] {
                        let current = current
                        return ID.allCases.map { ThemeSelectionOf<ID>.Choice(id: $0, isSelected: $0 == current) }
                    }

                    /// Selects `id` and stores it.
                    public func select(_ id: ID) {
                        var next = state
                        next.select(id, storingIn: defaults)
                        update(to: next)
                    }

                    /// Replaces the state with `next`, announcing each property whose value changes.
                    private func update(to next: ThemeSelectionState<ID>) {
                        let previous = state
                        mutate(\.current, if: previous.current != next.current) {
                            mutate(\.fallback, if: previous.fallback != next.fallback) {
                                mutate(\.theme, if: previous.theme != next.theme) { state = next }
                            }
                        }
                    }

                    /// Runs `change`, as a mutation of `keyPath` when `changed`.
                    private func mutate<Member>(_ keyPath: KeyPath<ObservableThemeSelectionOf, Member>, if changed: Bool, _ change: () -> Void) {
                        if changed {
                            registrar.withMutation(of: self, keyPath: keyPath, change)
                        } else {
                            change()
                        }
                    }
                }

                @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
                extension ObservableThemeSelectionOf where ID.Values: OverridableThemeValues {
                    /// Overrides applied to their theme whenever it is the selected one (`apply(_:)`), or `nil`.
                    public var overrides: ThemeOverridesOf<ID>? { state.overridden?.overrides }

                    /// Applies `overrides` to their theme from now on, in place of any applied before (`nil` removes
                    /// them); `theme` changes when they concern the selected theme. They are not stored: an app applies
                    /// them again when it next starts, or falls back to the compiled theme.
                    public func apply(_ overrides: ThemeOverridesOf<ID>?) {
                        var next = state
                        next.overridden = overrides?.theme
                        update(to: next)
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/Selection/ThemeSelectionOf.swift",
            #"""
            import Foundation

            /// The selected theme, stored in UserDefaults under the set's storage key as the theme's stored id
            /// (`ThemeSelectionState`). (A generated set names it `ThemeSelection`, for its `ThemeID`.)
            ///
            /// A missing or unknown stored id selects `ID.default` and says why in `fallback`; the stored value is
            /// left as it is (a newer version of the app may know the id). Changes are announced through
            /// `changes()`, `didChangeNotification` and, where Combine exists, `objectWillChange`.
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            @MainActor
            public final class ThemeSelectionOf<ID: ThemeIdentifier> {
                /// Why the selection fell back to the default theme.
                public nonisolated enum Fallback: Hashable, Sendable {
                    /// Nothing is stored yet.
                    case nothingStored
                    /// The stored id belongs to no theme.
                    case unknownStoredID(String)
                }

                /// One row of a theme picker: a theme, the name it is shown by, and whether it is the selected one.
                public nonisolated struct Choice: Hashable, Sendable, Identifiable {
                    public let id: ID
                    public let isSelected: Bool

                    /// The theme's display name.
                    public var title: String { id.displayName }
                }

                /// The UserDefaults key the selected theme's id is stored under.
                public nonisolated static var storageKey: String { ID.storageKey }
                /// Posted (by the selection object) after the selected theme changes.
                public nonisolated static var didChangeNotification: Notification.Name { Notification.Name("\(ID.self).selectionDidChange") }

                /// The selected theme, why it is the default one, and the overrides applied (`ThemeSelectionState`).
                private var state: ThemeSelectionState<ID>
                private let defaults: UserDefaults
                private var continuations: [Int: AsyncStream<ID>.Continuation] = [:]
                private var nextContinuation = 0

                /// Reads the stored choice from `defaults` (the standard user defaults unless told otherwise).
                public init(defaults: UserDefaults = .standard) {
                    self.defaults = defaults
                    state = ThemeSelectionState(defaults: defaults)
                }

                /// The selected theme.
                public var current: ID { state.current }
                /// Why `current` is the default theme rather than a stored choice, or `nil` when it is the stored choice.
                public var fallback: Fallback? { state.fallback }

                /// The selected theme's values: with overrides applied when they are for it.
                public var theme: ID.Values { state.theme }

                /// A picker's rows: every theme in declaration order, the selected one marked.
                public var choices: [Choice] {
                    ID.allCases.map { Choice(id: $0, isSelected: $0 == current) }
                }

                /// Selects `id`, stores it, and announces the change (nothing happens when it is already selected).
                public func select(_ id: ID) {
                    guard id != current else {
                        state.select(id, storingIn: defaults)
                        return
                    }
                    willChange()
                    state.select(id, storingIn: defaults)
                    NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
                    for continuation in continuations.values {
                        continuation.yield(id)
                    }
                }

                /// The themes selected from now on, one element per change.
                public func changes() -> AsyncStream<ID> {
                    let (stream, continuation) = AsyncStream<ID>.makeStream()
                    let key = nextContinuation
                    nextContinuation += 1
                    continuations[key] = continuation
                    // The task captures `self` weakly on its own: referring to the closure's weak capture from the
                    // task would read a captured `var` concurrently (a warning in Swift 5 mode with Approachable
                    // Concurrency, Xcode 26's default for new apps).
                    continuation.onTermination = { [weak self] _ in
                        Task { @MainActor [weak self] in self?.continuations[key] = nil }
                    }
                    return stream
                }

                private func willChange() {
                    #if canImport(Combine)
                        objectWillChange.send()
                    #endif
                }
            }

            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            extension ThemeSelectionOf where ID.Values: OverridableThemeValues {
                /// Overrides applied to their theme whenever it is the selected one (`apply(_:)`), or `nil`.
                public var overrides: ThemeOverridesOf<ID>? { state.overridden?.overrides }

                /// Applies `overrides` to their theme from now on, in place of any applied before (`nil` removes
                /// them), and announces the change as `select(_:)` does when they concern the selected theme. They
                /// are not stored: an app applies them again when it next starts, or falls back to the compiled theme.
                public func apply(_ overrides: ThemeOverridesOf<ID>?) {
                    guard overrides != self.overrides else { return }
                    let concernsCurrent = overrides?.themeID == current || self.overrides?.themeID == current
                    if concernsCurrent { willChange() }
                    state.overridden = overrides?.theme
                    if concernsCurrent { NotificationCenter.default.post(name: Self.didChangeNotification, object: self) }
                }
            }

            #if canImport(Combine)
                import Combine

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeSelectionOf: ObservableObject {}
            #endif

            """#
        ),
        (
            "ThemeGenKit/Selection/ThemeSelectionState.swift",
            #"""
            import Foundation

            /// What a theme selection holds and the rules by which it changes, shared by `ThemeSelectionOf` and
            /// `ObservableThemeSelectionOf` so that both read and write the stored choice, fall back and apply
            /// overrides alike. The selected theme's id is read from and written to UserDefaults here only, under
            /// the set's storage key, as the theme's stored id.
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            nonisolated struct ThemeSelectionState<ID: ThemeIdentifier> {
                /// The selected theme.
                private(set) var current: ID
                /// Why `current` is the default theme rather than a stored choice, or `nil` when it is the stored one.
                private(set) var fallback: ThemeSelectionOf<ID>.Fallback?
                /// The theme with overrides applied, shown whenever it is the selected one, or `nil`.
                var overridden: ID.Values?

                /// Reads the stored choice from `defaults`. A missing or unknown stored id selects `ID.default` and
                /// says why in `fallback`; the stored value is left as it is (a newer version of the app may know
                /// the id).
                init(defaults: UserDefaults) {
                    guard let stored = defaults.string(forKey: ID.storageKey) else {
                        current = .default
                        fallback = .nothingStored
                        return
                    }
                    guard let id = ID(storedID: stored) else {
                        current = .default
                        fallback = .unknownStoredID(stored)
                        return
                    }
                    current = id
                    fallback = nil
                }

                /// The selected theme's values: with overrides applied when they are for it.
                var theme: ID.Values {
                    guard let overridden, overridden.id == current else { return current.theme }
                    return overridden
                }

                /// Selects `id` and stores it in `defaults`.
                mutating func select(_ id: ID, storingIn defaults: UserDefaults) {
                    defaults.set(id.storedID, forKey: ID.storageKey)
                    fallback = nil
                    current = id
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Sets/ThemeIdentifier.swift",
            #"""
            /// The themes of a generated theme set: its `ThemeID` enum, one case per theme in declaration order. What
            /// the runtime needs of a set — its default theme, where the choice is stored, the theme's values — the
            /// generated file gives here.
            public nonisolated protocol ThemeIdentifier: CaseIterable, Hashable, Sendable where AllCases == [Self] {
                /// The set's values of one theme (the generated `Theme`).
                associatedtype Values: ThemeValues where Values.ID == Self

                /// The theme used when nothing is stored, or when the stored id is unknown.
                static var `default`: Self { get }
                /// The UserDefaults key the selected theme's stored id is kept under.
                static var storageKey: String { get }
                /// The name to show, for example on a settings screen.
                var displayName: String { get }
                /// The id stored in UserDefaults; it stays stable when a theme's display name changes.
                var storedID: String { get }
                /// The theme whose stored id is `storedID`, or `nil` when no theme has it.
                init?(storedID: String)
            }

            nonisolated extension ThemeIdentifier {
                /// This theme's values, as compiled.
                public var theme: Values { Values(id: self) }
            }

            /// The values of one theme of a generated set (the generated `Theme`): `theme.colors.primary`, or
            /// `theme.color(.primary)` with a key.
            public nonisolated protocol ThemeValues: Hashable, Sendable {
                /// The set's themes.
                associatedtype ID: ThemeIdentifier where ID.Values == Self

                /// Which theme this is.
                var id: ID { get }
                /// The values of theme `id`, as compiled.
                init(id: ID)
            }

            """#
        ),
        (
            "ThemeGenKit/SwiftUI/ThemeEnvironment.swift",
            #"""
            #if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
                import SwiftUI

                /// Where SwiftUI keeps the current theme of the set whose themes are `ID`: the generated
                /// `EnvironmentValues.theme` (`@Environment(\.theme)`) reads and writes it.
                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                public nonisolated struct ThemeEnvironmentKey<ID: ThemeIdentifier>: EnvironmentKey, Hashable {
                    /// The key of `ID`'s set.
                    public init() {}

                    /// `ID.default`'s theme, until a view above sets one.
                    public static var defaultValue: ID.Values { ID.default.theme }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension EnvironmentValues {
                    /// The current theme of the set whose key is given: the one `.themeSelection(_:)` installed above the
                    /// view (kept current as the selection changes), or one pinned with `.environment(…)` (in previews);
                    /// else the set's default theme.
                    public subscript<ID>(theme key: ThemeEnvironmentKey<ID>) -> ID.Values {
                        get { self[ThemeEnvironmentKey<ID>.self] }
                        set { self[ThemeEnvironmentKey<ID>.self] = newValue }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension View {
                    /// Puts `selection`'s theme into the environment of this view and every view below it, and updates
                    /// them all when the selection changes. Apply it once, at the root of the app's scene.
                    public func themeSelection<ID>(_ selection: ThemeSelectionOf<ID>) -> some View {
                        modifier(ThemeSelectionModifier(selection: selection))
                    }
                }

                #if canImport(Observation)
                    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
                    extension View {
                        /// Puts `selection`'s theme into the environment of this view and every view below it, and
                        /// updates them when the selected theme's values change (Observation). Apply it once, at the root
                        /// of the app's scene; `.environment(selection)` beside it lets views read the selection itself.
                        public func themeSelection<ID>(_ selection: ObservableThemeSelectionOf<ID>) -> some View {
                            modifier(ObservableThemeSelectionModifier(selection: selection))
                        }
                    }

                    /// What `.themeSelection(_:)` applies for an observable selection: reading `selection.theme` in the
                    /// body is what makes SwiftUI draw it again when the theme changes, and only then.
                    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
                    struct ObservableThemeSelectionModifier<ID: ThemeIdentifier>: ViewModifier {
                        let selection: ObservableThemeSelectionOf<ID>

                        func body(content: Content) -> some View {
                            content.environment(\.[theme: ThemeEnvironmentKey<ID>()], selection.theme)
                        }
                    }
                #endif

                /// What `.themeSelection(_:)` applies: the selected theme in the environment, observed.
                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                struct ThemeSelectionModifier<ID: ThemeIdentifier>: ViewModifier {
                    @ObservedObject var selection: ThemeSelectionOf<ID>

                    func body(content: Content) -> some View {
                        content.environment(\.[theme: ThemeEnvironmentKey<ID>()], selection.theme)
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/SwiftUI/ThemeGalleryOf.swift",
            #"""
            #if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
                import SwiftUI

                /// Shows a view once per theme, each labelled by the theme's display name, in a scrolling column: for a
                /// preview that shows every theme at once, `#Preview { ThemeGallery { MyView() } }`. Given `appearances`
                /// (`[.light, .dark]`), it shows each theme once per appearance, labelled "Ocean, dark"; without, in the
                /// appearance around it. (A generated set names it `ThemeGallery`, for its `ThemeID`.)
                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                public struct ThemeGalleryOf<ID: ThemeIdentifier, Content: View>: View {
                    /// One view of the gallery: a theme, in an appearance or in the one around the gallery.
                    nonisolated struct Page: Hashable, Identifiable {
                        let theme: ID
                        let colorScheme: ColorScheme?

                        var id: Page { self }

                        /// "Ocean", or "Ocean, dark".
                        var title: String {
                            guard let colorScheme else { return theme.displayName }
                            return theme.displayName + (colorScheme == .dark ? ", dark" : ", light")
                        }
                    }

                    @Environment(\.colorScheme) private var surroundingColorScheme
                    private let pages: [Page]
                    private let content: () -> Content

                    /// A gallery of `content` in each of `themes` (every theme, in declaration order, unless told
                    /// otherwise), in each of `appearances` (the surrounding one when empty).
                    public init(themes: [ID] = ID.allCases, appearances: [ColorScheme] = [], @ViewBuilder content: @escaping () -> Content) {
                        self.pages = themes.flatMap { theme in
                            appearances.isEmpty ? [Page(theme: theme, colorScheme: nil)] : appearances.map { Page(theme: theme, colorScheme: $0) }
                        }
                        self.content = content
                    }

                    public var body: some View {
                        ScrollView {
                            VStack(alignment: .leading, spacing: 16) {
                                ForEach(pages) { page in
                                    VStack(alignment: .leading, spacing: 4) {
                                        Text(page.title)
                                            .font(.caption)
                                        content()
                                            .environment(\.[theme: ThemeEnvironmentKey<ID>()], page.theme.theme)
                                            .environment(\.colorScheme, page.colorScheme ?? surroundingColorScheme)
                                    }
                                }
                            }
                            .padding(16)
                        }
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/SwiftUI/ThemePickerOf.swift",
            #"""
            #if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
                import SwiftUI

                /// The blog post's settings screen as a view: every theme by its display name, in declaration order, the
                /// selected one checked; choosing one selects it, which stores it and updates every view that reads the
                /// theme. Place it in the app's own navigation (`NavigationStack`, a `Form`, a sheet). (A generated set
                /// names it `ThemePicker`, for its `ThemeID`.) On the main actor, as `View` is from the iOS 18 SDK: with
                /// an older one, its initializer could not set the observed selection in Swift 6.
                @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                @MainActor
                public struct ThemePickerOf<ID: ThemeIdentifier>: View {
                    @ObservedObject private var selection: ThemeSelectionOf<ID>

                    /// A picker that shows and changes `selection`.
                    public init(selection: ThemeSelectionOf<ID>) {
                        self.selection = selection
                    }

                    public var body: some View {
                        List {
                            ForEach(selection.choices) { choice in
                                Button {
                                    selection.select(choice.id)
                                } label: {
                                    HStack {
                                        Text(choice.title)
                                        Spacer()
                                        if choice.isSelected {
                                            Image(systemName: "checkmark")
                                        }
                                    }
                                }
                                .accessibilityAddTraits(choice.isSelected ? .isSelected : [])
                            }
                        }
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/SwiftUI/ThemePreviewOf.swift",
            #"""
            // `PreviewModifier` is in SwiftUI 6 (the iOS 18 and macOS 15 SDKs, Xcode 16) and later: the guard asks the
            // SDK's SwiftUI, not the compiler, so an older SDK builds the rest of the library.
            #if canImport(SwiftUI, _version: 6.0) && (canImport(UIKit) || canImport(AppKit))
                import SwiftUI

                /// Pins a theme, and optionally an appearance, for one preview: `#Preview(traits: .theme(.ocean)) { MyView() }`
                /// (Xcode 16 and later), for every view below it as `@Environment(\.theme)` reads it. (A generated set
                /// names it `ThemePreview`, for its `ThemeID`, and gives `PreviewTrait` its `.theme(_:colorScheme:)`.)
                @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
                public struct ThemePreviewOf<ID: ThemeIdentifier>: PreviewModifier {
                    /// The theme the preview shows.
                    public let theme: ID
                    /// The appearance the preview shows, or `nil` for the canvas's own.
                    public let colorScheme: ColorScheme?

                    /// The preview modifier that shows `theme` in `colorScheme` (the canvas's own when `nil`).
                    public init(_ theme: ID, colorScheme: ColorScheme? = nil) {
                        self.theme = theme
                        self.colorScheme = colorScheme
                    }

                    public func body(content: Content, context: Void) -> some View {
                        content
                            .environment(\.[theme: ThemeEnvironmentKey<ID>()], theme.theme)
                            .preferredColorScheme(colorScheme)
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/SwiftUI/ThemeValues+SwiftUI.swift",
            #"""
            #if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
                import SwiftUI
                #if canImport(UIKit)
                    import UIKit
                #else
                    import AppKit
                #endif

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeColor {
                    /// The colour for SwiftUI, dynamic for light and dark variants.
                    public nonisolated var color: Color {
                        #if canImport(UIKit)
                            Color(uiColor)
                        #else
                            Color(nsColor)
                        #endif
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeFont {
                    /// The font for SwiftUI: the matched font by its PostScript name, scaled relative to its text style
                    /// when it has one; the system font of the weight and size for the system typeface and for a font the
                    /// platform lacks, which `Font` cannot scale relative to a style at a size of its own (a missing
                    /// font's name given to `Font.custom` would draw in Times New Roman). `.themeFont(_:)` scales every
                    /// typeface with Dynamic Type and applies the line height and letter spacing too.
                    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                    public nonisolated var font: Font {
                        guard let name = matchedFontName else { return systemFont(size: size) }
                        guard let textStyle else { return .custom(name, fixedSize: size) }
                        return .custom(name, size: size, relativeTo: textStyle.swiftUITextStyle)
                    }

                    /// The font at `size` points, fixed: the matched font by its PostScript name, or the system font.
                    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                    nonisolated func font(fixedSize size: Double) -> Font {
                        guard let name = matchedFontName else { return systemFont(size: size) }
                        return .custom(name, fixedSize: size)
                    }

                    /// The system font at `size` points in the font's weight: through the overload with optional weight
                    /// and design where the platform has it, as the one before is deprecated from the 27.2 SDKs (a
                    /// branch the deployment target rules out is not diagnosed).
                    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                    nonisolated func systemFont(size: Double) -> Font {
                        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                            let weight: Font.Weight? = weight.swiftUIWeight
                            return .system(size: size, weight: weight, design: nil)
                        } else {
                            return .system(size: size, weight: weight.swiftUIWeight)
                        }
                    }

                    /// The PostScript name of the font the platform matched, or `nil` for the system font and for a
                    /// font the platform does not have.
                    nonisolated var matchedFontName: String? {
                        #if canImport(UIKit)
                            uiMatchedFont?.fontName
                        #else
                            nsMatchedFont?.fontName
                        #endif
                    }

                    /// The line height the font has without the theme's, at its written size.
                    nonisolated var naturalLineHeight: Double {
                        #if canImport(UIKit)
                            uiFontAtWrittenSize.lineHeight
                        #else
                            nsFont.ascender - nsFont.descender + nsFont.leading
                        #endif
                    }
                }

                @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                extension View {
                    /// Sets `font` on the view's text, scaled with Dynamic Type by its text style whatever its typeface
                    /// (the system font included), with its line height as line spacing and, from iOS 16, macOS 13,
                    /// tvOS 16 and watchOS 9, its letter spacing as tracking.
                    public func themeFont(_ font: ThemeFont) -> some View {
                        modifier(ThemeFont.Modifier(font: font))
                    }
                }

                @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                extension ThemeFont {
                    /// Applies a theme font: scales its size, line height and letter spacing by its text style's
                    /// Dynamic Type metrics (a font without a text style keeps its sizes).
                    struct Modifier: ViewModifier {
                        let font: ThemeFont
                        @ScaledMetric private var scaledSize: Double

                        init(font: ThemeFont) {
                            self.font = font
                            _scaledSize = ScaledMetric(wrappedValue: font.size, relativeTo: (font.textStyle ?? .body).swiftUITextStyle)
                        }

                        func body(content: Content) -> some View {
                            let scale = font.textStyle == nil ? 1 : scaledSize / font.size
                            let lineSpacing = font.lineHeight.map { max(0, ($0 - font.naturalLineHeight) * scale) } ?? 0
                            let styled = content.font(font.font(fixedSize: font.size * scale)).lineSpacing(lineSpacing)
                            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *), let letterSpacing = font.letterSpacing {
                                return AnyView(styled.tracking(letterSpacing * scale))
                            }
                            return AnyView(styled)
                        }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeFont.Weight {
                    nonisolated var swiftUIWeight: Font.Weight {
                        switch self {
                        case .ultraLight: .ultraLight
                        case .thin: .thin
                        case .light: .light
                        case .regular: .regular
                        case .medium: .medium
                        case .semibold: .semibold
                        case .bold: .bold
                        case .heavy: .heavy
                        case .black: .black
                        }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeInsets {
                    /// The insets as SwiftUI `EdgeInsets`, which follow the layout direction.
                    public nonisolated var edgeInsets: EdgeInsets {
                        EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension View {
                    /// Draws `shadow`'s layers under the view, the first nearest; a layer's `blur` is twice SwiftUI's
                    /// radius, and `spread` is not drawn.
                    public func shadow(_ shadow: ThemeShadow) -> some View {
                        shadow.layers.reduce(AnyView(self)) { view, layer in
                            AnyView(view.shadow(color: layer.color.color, radius: layer.blur / 2, x: layer.x, y: layer.y))
                        }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeGradient {
                    /// The stops as a SwiftUI `Gradient`.
                    public nonisolated var gradient: Gradient {
                        Gradient(stops: stops.map { Gradient.Stop(color: $0.color.color, location: $0.location) })
                    }

                    /// A view filling its frame with the gradient: a `LinearGradient` or a `RadialGradient`.
                    @MainActor public var view: AnyView {
                        switch kind {
                        case .linear(let startX, let startY, let endX, let endY):
                            AnyView(LinearGradient(gradient: gradient, startPoint: UnitPoint(x: startX, y: startY), endPoint: UnitPoint(x: endX, y: endY)))
                        case .radial(let centerX, let centerY, let radius):
                            AnyView(RadialGradient(gradient: gradient, center: UnitPoint(x: centerX, y: centerY), startRadius: 0, endRadius: radius))
                        }
                    }
                }

                @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                extension ThemeFont.TextStyle {
                    /// The SwiftUI text style (`title2`, `title3` and `caption2` arrived in iOS 14).
                    nonisolated var swiftUITextStyle: Font.TextStyle {
                        switch self {
                        case .largeTitle: .largeTitle
                        case .title1: .title
                        case .title2: .title2
                        case .title3: .title3
                        case .headline: .headline
                        case .subheadline: .subheadline
                        case .body: .body
                        case .callout: .callout
                        case .footnote: .footnote
                        case .caption1: .caption
                        case .caption2: .caption2
                        }
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/Tables/KeyNames.swift",
            #"""
            /// A group's keys as written in the theme files, in table order, and each one's column: read from the
            /// text of its names (one a line, percent-encoded) at first use.
            public nonisolated struct KeyNames: Sendable {
                /// The keys, in table order.
                public let names: [String]
                /// Each key's column.
                public let columns: [String: Int]

                /// The names of the table `table`.
                public init(_ table: String) {
                    names = TableEntry.entries(table).map { $0.text() }
                    var columns: [String: Int] = [:]
                    for (column, name) in names.enumerated() {
                        columns[name] = column
                    }
                    self.columns = columns
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Tables/TableEntry.swift",
            #"""
            import Foundation

            /// One entry of a generated table, read field by field (the fields are separated by spaces; names and
            /// text are percent-encoded, so no field holds a space or a `/`). The tables are generated, so a field
            /// that is missing or does not read means the file was edited by hand: that stops the program, naming
            /// the entry.
            public nonisolated final class TableEntry {
                /// What separates fields.
                static let separator = UInt8(ascii: " ")
                /// The field that stands for a part a value leaves out (a family's face, an Apptentive setting).
                public static let absent = "*"

                private let entry: Substring
                /// The fields not read yet.
                private var rest: Substring.UTF8View

                init(fields: Substring) {
                    entry = fields
                    rest = fields.utf8
                }

                /// The entries of a table's text: each line that has fields before its `//` comment. Read as UTF-8
                /// bytes, the tables being ASCII.
                static func entries(_ table: String) -> [TableEntry] {
                    var entries: [TableEntry] = []
                    for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
                        let fields = line.prefix { $0 != UInt8(ascii: "/") }.drop { $0 == separator }
                        if let last = fields.lastIndex(where: { $0 != separator }) {
                            entries.append(TableEntry(fields: Substring(fields[...last])))
                        }
                    }
                    return entries
                }

                /// The next field's bytes, or `nil` after the last.
                private func upcoming() -> Substring.UTF8View? {
                    let start = rest.drop { $0 == Self.separator }
                    guard !start.isEmpty else { return nil }
                    return start.prefix { $0 != Self.separator }
                }

                /// The next field.
                public func next() -> Substring {
                    guard let field = upcoming() else { damaged("a field is missing") }
                    rest = rest[field.endIndex...]
                    return Substring(field)
                }

                /// Whether the next field is `word`, taking it when it is.
                public func take(_ word: String) -> Bool {
                    guard let field = upcoming(), field.elementsEqual(word.utf8) else { return false }
                    rest = rest[field.endIndex...]
                    return true
                }

                /// Whether another field follows.
                public var hasMore: Bool { upcoming() != nil }

                /// The next field as a number.
                public func number() -> Double {
                    let field = next()
                    guard let number = Double(field) else { damaged("'\(field)' is not a number") }
                    return number
                }

                /// The next field as a number of points.
                public func dimension() -> CGFloat {
                    CGFloat(number())
                }

                /// The next four fields as insets.
                public func insets() -> ThemeInsets {
                    ThemeInsets(tableEntry: self)
                }

                /// The next fields as a shadow: the number of layers, then each layer.
                public func shadow() -> ThemeShadow {
                    ThemeShadow(tableEntry: self)
                }

                /// The next fields as a gradient.
                public func gradient() -> ThemeGradient {
                    ThemeGradient(tableEntry: self)
                }

                /// The next field as a number of seconds.
                public func duration() -> TimeInterval {
                    number()
                }

                /// The next field as `true` or `false`.
                public func boolean() -> Bool {
                    let field = next()
                    switch field {
                    case "true": return true
                    case "false": return false
                    default: damaged("'\(field)' is not true or false")
                    }
                }

                /// The next field, percent-decoded.
                public func text() -> String {
                    let field = next()
                    guard let text = String(field).removingPercentEncoding else { damaged("'\(field)' is not percent-encoded text") }
                    return text
                }

                /// The next field as a case of `Value`, by raw value.
                public func value<Value: RawRepresentable<String>>() -> Value {
                    let field = text()
                    guard let value = Value(rawValue: field) else { damaged("'\(field)' is not a \(Value.self)") }
                    return value
                }

                /// Stops the program: the entry does not read (`problem` says why).
                public func damaged(_ problem: String) -> Never {
                    preconditionFailure("themegen: the table entry '\(entry)' is damaged (\(problem)); generate the file again")
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Tables/ThemeTable.swift",
            #"""
            /// A generated table's values in order: every theme's, theme by theme, keys in key order. A table is
            /// text, one entry per line with its key after `//`, read once, when it is first used: swiftc compiles a
            /// string literal of any size almost for free, where every element of an array literal costs it time.
            public nonisolated struct ThemeTable<Value: Sendable>: Sendable {
                /// The values, one from each entry.
                public let values: [Value]

                /// The table whose text is `table`, one value from each entry.
                public init(_ table: String, value: (TableEntry) -> Value) {
                    values = TableEntry.entries(table).map(value)
                }

                /// The table whose text is `table`, one value from the rows of each theme: each theme's rows come
                /// after a `theme` row, in theme order.
                public init(themeRows table: String, value: ([TableEntry]) -> Value) {
                    var themes: [[TableEntry]] = []
                    for entry in TableEntry.entries(table) {
                        if entry.take("theme") {
                            themes.append([])
                        } else if themes.isEmpty {
                            entry.damaged("a row comes before the first theme")
                        } else {
                            themes[themes.count - 1].append(entry)
                        }
                    }
                    values = themes.map(value)
                }
            }

            """#
        ),
        (
            "ThemeGenKit/UIKit/ThemeAppearance+UIKit.swift",
            #"""
            #if canImport(UIKit) && (os(iOS) || os(visionOS))
                import UIKit

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeAppearance {
                    /// Sets the theme's chrome on UIKit's appearance proxies — navigation bars and toolbars (standard,
                    /// compact and both scroll-edge appearances, those from iOS 15), tab bars (standard and, from iOS 15,
                    /// scroll-edge), table views and cells — and on `windows` (the tint), re-adding each window's views so
                    /// that the proxies reach the views already on screen, and on iOS asking each root view controller to
                    /// update the status bar. A setting the theme leaves out is reset to the platform's default, so
                    /// switching themes leaves nothing of the one before. Pass the app's windows
                    /// (`windowScene.windows`), on every change of the selection.
                    @MainActor
                    public func apply(to windows: [UIWindow]) {
                        let navigation = UINavigationBarAppearance()
                        navigation.configureWithDefaultBackground()
                        navigation.backgroundColor = navigationBarBackground?.uiColor
                        navigation.titleTextAttributes = Self.textAttributes(navigationBarTitle, navigationBarTitleFont)
                        navigation.largeTitleTextAttributes = Self.textAttributes(navigationBarLargeTitle, navigationBarLargeTitleFont)
                        navigation.buttonAppearance.normal.titleTextAttributes = Self.textAttributes(navigationBarButtons, nil)
                        let navigationBar = UINavigationBar.appearance()
                        navigationBar.standardAppearance = navigation
                        navigationBar.compactAppearance = navigation
                        navigationBar.scrollEdgeAppearance = navigation
                        if #available(iOS 15.0, *) {
                            navigationBar.compactScrollEdgeAppearance = navigation
                        }
                        navigationBar.tintColor = navigationBarButtons?.uiColor

                        let tabs = UITabBarAppearance()
                        tabs.configureWithDefaultBackground()
                        tabs.backgroundColor = tabBarBackground?.uiColor
                        for item in [tabs.stackedLayoutAppearance, tabs.inlineLayoutAppearance, tabs.compactInlineLayoutAppearance] {
                            item.selected.iconColor = tabBarSelected?.uiColor
                            item.selected.titleTextAttributes = Self.textAttributes(tabBarSelected, nil)
                            item.normal.iconColor = tabBarUnselected?.uiColor
                            item.normal.titleTextAttributes = Self.textAttributes(tabBarUnselected, nil)
                        }
                        let tabBar = UITabBar.appearance()
                        tabBar.standardAppearance = tabs
                        if #available(iOS 15.0, *) {
                            tabBar.scrollEdgeAppearance = tabs
                        }

                        let toolbarAppearance = UIToolbarAppearance()
                        toolbarAppearance.configureWithDefaultBackground()
                        toolbarAppearance.backgroundColor = toolbarBackground?.uiColor
                        toolbarAppearance.buttonAppearance.normal.titleTextAttributes = Self.textAttributes(toolbarButtons, nil)
                        let toolbar = UIToolbar.appearance()
                        toolbar.standardAppearance = toolbarAppearance
                        toolbar.compactAppearance = toolbarAppearance
                        if #available(iOS 15.0, *) {
                            toolbar.scrollEdgeAppearance = toolbarAppearance
                            toolbar.compactScrollEdgeAppearance = toolbarAppearance
                        }
                        toolbar.tintColor = toolbarButtons?.uiColor

                        UITableView.appearance().backgroundColor = tableViewBackground?.uiColor
                        UITableView.appearance().separatorColor = tableViewSeparator?.uiColor
                        UITableViewCell.appearance().backgroundColor = cellBackground?.uiColor

                        for window in windows {
                            window.tintColor = tint?.uiColor
                            for view in window.subviews {
                                view.removeFromSuperview()
                                window.addSubview(view)
                            }
                            #if os(iOS)
                                window.rootViewController?.setNeedsStatusBarAppearanceUpdate()
                            #endif
                        }
                    }

                    /// The style a root view controller returns from `preferredStatusBarStyle` (the app owns that
                    /// override): the theme's, or `.default`.
                    public var uiStatusBarStyle: UIStatusBarStyle {
                        switch statusBarStyle {
                        case .lightContent?: .lightContent
                        case .darkContent?: .darkContent
                        case .default?, nil: .default
                        }
                    }

                    private static func textAttributes(_ color: ThemeColor?, _ font: ThemeFont?) -> [NSAttributedString.Key: Any] {
                        var attributes: [NSAttributedString.Key: Any] = [:]
                        if let color {
                            attributes[.foregroundColor] = color.uiColor
                        }
                        if let font {
                            attributes[.font] = font.uiFont
                        }
                        return attributes
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeSelectionOf where ID.Values: ThemeWithAppearance {
                    /// Applies the selected theme's appearance to `scene`'s windows now, and again after every change of
                    /// the selection, until the scene is gone or the returned task is cancelled.
                    @MainActor
                    @discardableResult
                    public func applyAppearance(to scene: UIWindowScene) -> Task<Void, Never> {
                        theme.appearance.apply(to: scene.windows)
                        let changes = changes()
                        return Task { @MainActor [weak scene] in
                            for await id in changes {
                                guard let scene else { return }
                                id.theme.appearance.apply(to: scene.windows)
                            }
                        }
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/UIKit/ThemeValues+UIKit.swift",
            #"""
            // The UIKit adapters need iOS 13, Mac Catalyst 13.1, tvOS 13, watchOS 6 or visionOS 1 (dynamic colours);
            // they are marked so. They are nonisolated: UIKit may resolve a dynamic colour on any thread.

            #if canImport(UIKit)
                import UIKit

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeColor {
                    /// The colour as a `UIColor`: the platform colour for system values where the platform has it, a
                    /// dynamic colour for light and dark variants (the dark one on watchOS, which has no light appearance).
                    public nonisolated var uiColor: UIColor {
                        if let system, let color = system.name.uiColor {
                            return system.alpha == 1 ? color : color.withAlphaComponent(system.alpha)
                        }
                        guard hasVariants else { return light.uiColor }
                        return Self.uiColor(
                            light: light.uiColor, dark: dark.uiColor,
                            lightHighContrast: lightHighContrast.uiColor, darkHighContrast: darkHighContrast.uiColor)
                    }

                    /// The colour for the interface style and the contrast the colour is resolved for (watchOS, which has
                    /// neither a light appearance nor Increase Contrast in UIKit, always takes `dark`).
                    nonisolated static func uiColor(light: UIColor, dark: UIColor, lightHighContrast: UIColor, darkHighContrast: UIColor) -> UIColor {
                        #if os(watchOS)
                            return dark
                        #else
                            return UIColor { @Sendable traits in
                                let isDark = traits.userInterfaceStyle == .dark
                                guard traits.accessibilityContrast == .high else { return isDark ? dark : light }
                                return isDark ? darkHighContrast : lightHighContrast
                            }
                        #endif
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeColor.Components {
                    nonisolated var uiColor: UIColor {
                        switch space {
                        case .sRGB: UIColor(red: red, green: green, blue: blue, alpha: alpha)
                        case .displayP3: UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
                        }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeColor.System.Name {
                    /// The UIKit colour, or `nil` where the platform lacks it: tvOS has no background, fill or numbered
                    /// grey colours, iOS and tvOS before 15 no mint or cyan, watchOS none of these.
                    nonisolated var uiColor: UIColor? {
                        #if os(watchOS)
                            return nil
                        #else
                            switch self {
                            case .label: return .label
                            case .secondaryLabel: return .secondaryLabel
                            case .tertiaryLabel: return .tertiaryLabel
                            case .quaternaryLabel: return .quaternaryLabel
                            case .link: return .link
                            case .placeholderText: return .placeholderText
                            case .separator: return .separator
                            case .opaqueSeparator: return .opaqueSeparator
                            case .systemBackground:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .systemBackground
                                #endif
                            case .secondarySystemBackground:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .secondarySystemBackground
                                #endif
                            case .tertiarySystemBackground:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .tertiarySystemBackground
                                #endif
                            case .systemGroupedBackground:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .systemGroupedBackground
                                #endif
                            case .secondarySystemGroupedBackground:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .secondarySystemGroupedBackground
                                #endif
                            case .tertiarySystemGroupedBackground:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .tertiarySystemGroupedBackground
                                #endif
                            case .systemFill:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .systemFill
                                #endif
                            case .secondarySystemFill:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .secondarySystemFill
                                #endif
                            case .tertiarySystemFill:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .tertiarySystemFill
                                #endif
                            case .quaternarySystemFill:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .quaternarySystemFill
                                #endif
                            case .systemRed: return .systemRed
                            case .systemOrange: return .systemOrange
                            case .systemYellow: return .systemYellow
                            case .systemGreen: return .systemGreen
                            case .systemMint:
                                guard #available(iOS 15.0, tvOS 15.0, *) else { return nil }
                                return .systemMint
                            case .systemTeal: return .systemTeal
                            case .systemCyan:
                                guard #available(iOS 15.0, tvOS 15.0, *) else { return nil }
                                return .systemCyan
                            case .systemBlue: return .systemBlue
                            case .systemIndigo: return .systemIndigo
                            case .systemPurple: return .systemPurple
                            case .systemPink: return .systemPink
                            case .systemBrown: return .systemBrown
                            case .systemGray: return .systemGray
                            case .systemGray2:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .systemGray2
                                #endif
                            case .systemGray3:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .systemGray3
                                #endif
                            case .systemGray4:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .systemGray4
                                #endif
                            case .systemGray5:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .systemGray5
                                #endif
                            case .systemGray6:
                                #if os(tvOS)
                                    return nil
                                #else
                                    return .systemGray6
                                #endif
                            }
                        #endif
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeFont {
                    /// The font as a `UIFont`. A family and face are matched through a font descriptor (as the
                    /// Apptentive SDK does); when the family is not installed, or a named font is missing, the system
                    /// font of the same weight and size is used instead. Fonts with a text style scale with Dynamic Type
                    /// through `UIFontMetrics`.
                    public nonisolated var uiFont: UIFont {
                        guard let textStyle else { return uiFontAtWrittenSize }
                        return UIFontMetrics(forTextStyle: textStyle.uiTextStyle).scaledFont(for: uiFontAtWrittenSize)
                    }

                    /// The font at its written size, before Dynamic Type: the matched font, or the system font.
                    nonisolated var uiFontAtWrittenSize: UIFont {
                        uiMatchedFont ?? .systemFont(ofSize: size, weight: weight.uiFontWeight)
                    }

                    /// The font the typeface names at its written size — or, when the platform does not have it, the
                    /// first of the fallback families it has — or `nil` for the system font and when it has none.
                    nonisolated var uiMatchedFont: UIFont? {
                        switch typeface {
                        case .system:
                            return nil
                        case .named(let name):
                            return UIFont(name: name, size: size) ?? uiFallbackFont(face: nil)
                        case .family(let family, let face):
                            return Self.uiFont(family: family, face: face, size: size) ?? uiFallbackFont(face: face)
                        }
                    }

                    /// The first fallback family the platform has, at the font's size: in `face` when the family has
                    /// it, else in the family's default face.
                    nonisolated func uiFallbackFont(face: String?) -> UIFont? {
                        for family in fallbackFamilies {
                            if let face, let font = Self.uiFont(family: family, face: face, size: size) { return font }
                            if let font = Self.uiFont(family: family, face: nil, size: size) { return font }
                        }
                        return nil
                    }

                    /// `family`'s `face` (its default face for `nil`), matched through a font descriptor; `nil` when the
                    /// platform does not have the family.
                    nonisolated static func uiFont(family: String, face: String?, size: Double) -> UIFont? {
                        var attributes: [UIFontDescriptor.AttributeName: Any] = [.family: family]
                        if let face { attributes[.face] = face }
                        let matched = UIFont(descriptor: UIFontDescriptor(fontAttributes: attributes), size: size)
                        return matched.familyName == family ? matched : nil
                    }

                    /// The attributes that draw text in the font with its line height and letter spacing, for an
                    /// `NSAttributedString` (a label's `attributedText`, a text view's `typingAttributes`): `uiFont`, and
                    /// the kern and a paragraph style's line height when the theme gives them, scaled as `uiFont` is.
                    public nonisolated var uiTextAttributes: [NSAttributedString.Key: Any] {
                        var attributes: [NSAttributedString.Key: Any] = [.font: uiFont]
                        if let letterSpacing { attributes[.kern] = uiScaled(letterSpacing) }
                        if let lineHeight {
                            let paragraph = NSMutableParagraphStyle()
                            paragraph.minimumLineHeight = uiScaled(lineHeight)
                            paragraph.maximumLineHeight = uiScaled(lineHeight)
                            attributes[.paragraphStyle] = paragraph
                        }
                        return attributes
                    }

                    /// A length scaled as the font's size is: by the text style's Dynamic Type metrics, or not at all.
                    nonisolated func uiScaled(_ length: Double) -> CGFloat {
                        guard let textStyle else { return length }
                        return UIFontMetrics(forTextStyle: textStyle.uiTextStyle).scaledValue(for: length)
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeFont.Weight {
                    nonisolated var uiFontWeight: UIFont.Weight {
                        switch self {
                        case .ultraLight: .ultraLight
                        case .thin: .thin
                        case .light: .light
                        case .regular: .regular
                        case .medium: .medium
                        case .semibold: .semibold
                        case .bold: .bold
                        case .heavy: .heavy
                        case .black: .black
                        }
                    }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeFont.TextStyle {
                    /// The UIKit text style; on tvOS, which has no large title style, the largest it has.
                    nonisolated var uiTextStyle: UIFont.TextStyle {
                        switch self {
                        case .largeTitle:
                            #if os(tvOS)
                                return .title1
                            #else
                                return .largeTitle
                            #endif
                        case .title1: return .title1
                        case .title2: return .title2
                        case .title3: return .title3
                        case .headline: return .headline
                        case .subheadline: return .subheadline
                        case .body: return .body
                        case .callout: return .callout
                        case .footnote: return .footnote
                        case .caption1: return .caption1
                        case .caption2: return .caption2
                        }
                    }
                }
                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
                extension ThemeInsets {
                    /// The insets as `UIEdgeInsets`: leading as left and trailing as right, as in left-to-right layouts
                    /// (`directionalEdgeInsets` follows the layout direction).
                    public nonisolated var uiEdgeInsets: UIEdgeInsets {
                        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
                    }

                    /// The insets as `NSDirectionalEdgeInsets`, which follow the layout direction.
                    public nonisolated var directionalEdgeInsets: NSDirectionalEdgeInsets {
                        NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
                    }
                }
            #endif

            """#
        ),
        (
            "ThemeGenKit/Values/ThemeColor+Components.swift",
            #"""
            import ThemeGenFormats

            extension ThemeColor {
                /// Red, green, blue and alpha, each from 0 to 1, in sRGB or Display P3, held with 16 bits each: the
                /// precision the generated tables keep (an 8-bit value, `x / 255`, is exactly `x × 257 / 65535`), so that
                /// a colour is small — ten bytes a variant — and a lookup in a table of thousands stays in the cache.
                public nonisolated struct Components: Hashable, Sendable, CustomStringConvertible {
                    /// The colour spaces of theme colours.
                    public enum Space: Hashable, Sendable {
                        /// sRGB, the space of `#RRGGBB`, `rgb()` and `hsl()`.
                        case sRGB
                        /// Display P3, the wide gamut of Apple's displays (`color(display-p3 …)`).
                        case displayP3
                    }

                    /// What comes before a Display P3 colour's hex digits in tables and descriptions: `p3#FF2D55`.
                    public static let displayP3Prefix = ThemeColorHex.displayP3Prefix

                    /// The components in 65535ths.
                    private let red16: UInt16, green16: UInt16, blue16: UInt16, alpha16: UInt16
                    public let space: Space

                    public var red: Double { Double(red16) / 65535 }
                    public var green: Double { Double(green16) / 65535 }
                    public var blue: Double { Double(blue16) / 65535 }
                    public var alpha: Double { Double(alpha16) / 65535 }

                    /// Components of the given values, each from 0 to 1 (clamped, and rounded to 16 bits), in `space`.
                    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: Space = .sRGB) {
                        red16 = Self.quantized(red)
                        green16 = Self.quantized(green)
                        blue16 = Self.quantized(blue)
                        alpha16 = Self.quantized(alpha)
                        self.space = space
                    }

                    /// `component` in 65535ths.
                    private static func quantized(_ component: Double) -> UInt16 {
                        UInt16((min(max(component, 0), 1) * 65535).rounded())
                    }

                    /// Components from `#RRGGBB[AA]` (8 bits a channel) or `#RRRRGGGGBBBB[AAAA]` (16 bits), after
                    /// `p3` for Display P3 (`ThemeColorHex`); or `nil`.
                    public init?(hex text: Substring) {
                        guard let hex = ThemeColorHex(text) else { return nil }
                        self.init(red: hex.red, green: hex.green, blue: hex.blue, alpha: hex.alpha, space: hex.isDisplayP3 ? .displayP3 : .sRGB)
                    }

                    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (8 bits a channel), in the colour's own space.
                    public var hex: String {
                        let components: [Double] = alpha == 1 ? [red, green, blue] : [red, green, blue, alpha]
                        var text = "#"
                        for component in components {
                            let byte = Int((component * 255).rounded())
                            if byte < 16 { text += "0" }
                            text += String(byte, radix: 16, uppercase: true)
                        }
                        return text
                    }

                    /// `hex`, after `p3` for Display P3: `#1F4E8C`, `p3#FF2D55`.
                    public var description: String { space == .displayP3 ? Self.displayP3Prefix + hex : hex }
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Values/ThemeColor+System.swift",
            #"""
            extension ThemeColor {
                /// A platform colour a value stands for, with the alpha to give it.
                public nonisolated struct System: Hashable, Sendable {
                    /// The platform colours ThemeGen refers to; the raw value is the name on `UIColor`.
                    public enum Name: String, Hashable, Sendable, CaseIterable {
                        case label
                        case secondaryLabel
                        case tertiaryLabel
                        case quaternaryLabel
                        case link
                        case placeholderText
                        case separator
                        case opaqueSeparator
                        case systemBackground
                        case secondarySystemBackground
                        case tertiarySystemBackground
                        case systemGroupedBackground
                        case secondarySystemGroupedBackground
                        case tertiarySystemGroupedBackground
                        case systemFill
                        case secondarySystemFill
                        case tertiarySystemFill
                        case quaternarySystemFill
                        case systemRed
                        case systemOrange
                        case systemYellow
                        case systemGreen
                        case systemMint
                        case systemTeal
                        case systemCyan
                        case systemBlue
                        case systemIndigo
                        case systemPurple
                        case systemPink
                        case systemBrown
                        case systemGray
                        case systemGray2
                        case systemGray3
                        case systemGray4
                        case systemGray5
                        case systemGray6
                    }

                    public let name: Name
                    public let alpha: Double

                    /// The platform colour `name` at `alpha`.
                    public init(name: Name, alpha: Double = 1) {
                        self.name = name
                        self.alpha = alpha
                    }
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Values/ThemeColor.swift",
            #"""
            import ThemeGenFormats

            /// A theme colour: a light and a dark variant (equal when the colour has no variants), each with red,
            /// green, blue and alpha from 0 to 1; sometimes standing for a platform colour (Apptentive defaults).
            ///
            /// A colour is a plain value (copied without reference counting, 64 bytes) of its light and dark
            /// components and, for the few colours that have them, its extras: high-contrast variants of its own and
            /// a platform colour.
            public nonisolated struct ThemeColor: Hashable, Sendable, CustomStringConvertible {
                /// The colour in light appearance.
                public let light: Components
                /// The colour in dark appearance (the same as `light` for a colour without variants).
                public let dark: Components
                /// The colour's extras, or `nil` for a colour without any.
                private let extras: Extras?

                /// What a colour with extras has besides its light and dark components.
                private struct Extras: Hashable, Sendable {
                    let lightHighContrast: Components
                    let darkHighContrast: Components
                    let system: System?
                }

                /// A colour of `light` and `dark` (the same as `light` unless given), with high-contrast variants
                /// (each the same as its appearance's colour unless given) and the platform colour it stands for.
                public init(
                    light: Components, dark: Components? = nil, lightHighContrast: Components? = nil, darkHighContrast: Components? = nil,
                    system: System? = nil
                ) {
                    let dark = dark ?? light
                    let extras = Extras(lightHighContrast: lightHighContrast ?? light, darkHighContrast: darkHighContrast ?? dark, system: system)
                    let none = Extras(lightHighContrast: light, darkHighContrast: dark, system: nil)
                    self.light = light
                    self.dark = dark
                    self.extras = extras == none ? nil : extras
                }

                /// The colour in light appearance with Increase Contrast on (the same as `light` unless the theme gives one).
                public var lightHighContrast: Components { extras?.lightHighContrast ?? light }
                /// The colour in dark appearance with Increase Contrast on (the same as `dark` unless the theme gives one).
                public var darkHighContrast: Components { extras?.darkHighContrast ?? dark }
                /// The platform colour this value stands for, used where the platform has it.
                public var system: System? { extras?.system }

                /// Whether two colours are the same in every appearance and stand for the same platform colour.
                public static func == (left: Self, right: Self) -> Bool {
                    left.light == right.light && left.dark == right.dark && left.extras == right.extras
                }

                /// Hashes what `==` compares.
                public func hash(into hasher: inout Hasher) {
                    hasher.combine(light)
                    hasher.combine(dark)
                    hasher.combine(extras)
                }

                /// Whether the colour differs between appearances (light, dark, and either with Increase Contrast).
                public var hasVariants: Bool { light != dark || light != lightHighContrast || dark != darkHighContrast }

                /// The colour as the doc comments show it: `#1F4E8C`, `#0000FF dark #000080`,
                /// `system separator #C7C8CC dark #54545899`.
                public var description: String {
                    var text = ""
                    if let system {
                        text += "system \(system.name.rawValue) "
                        if system.alpha != 1 { text += "alpha \(NumberText.plain(system.alpha)) " }
                    }
                    text += light.description
                    if dark != light { text += " dark " + dark.description }
                    if lightHighContrast != light { text += " lightHighContrast " + lightHighContrast.description }
                    if darkHighContrast != dark { text += " darkHighContrast " + darkHighContrast.description }
                    return text
                }

                /// A colour from a table entry: `[system NAME[ alpha FACTOR]] LIGHT[ dark DARK][ lightHighContrast LHC][ darkHighContrast DHC]`.
                public init(tableEntry entry: TableEntry) {
                    var system: System?
                    if entry.take("system") {
                        let name: System.Name = entry.value()
                        system = System(name: name, alpha: entry.take("alpha") ? entry.number() : 1)
                    }
                    let light = Self.components(entry)
                    let dark = entry.take("dark") ? Self.components(entry) : light
                    let lightHighContrast = entry.take("lightHighContrast") ? Self.components(entry) : light
                    let darkHighContrast = entry.take("darkHighContrast") ? Self.components(entry) : dark
                    self.init(light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast, system: system)
                }

                private static func components(_ entry: TableEntry) -> Components {
                    let field = entry.next()
                    guard let components = Components(hex: field) else { entry.damaged("'\(field)' is not a colour") }
                    return components
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Values/ThemeFont.swift",
            #"""
            import ThemeGenFormats

            /// A theme font: a typeface, a weight, a size in points, the Dynamic Type style that scales it, and
            /// optionally a line height and a letter spacing.
            public nonisolated struct ThemeFont: Hashable, Sendable, CustomStringConvertible {
                /// Where the typeface comes from.
                public enum Typeface: Hashable, Sendable {
                    /// The platform's system font at the font's weight.
                    case system
                    /// A family and a face name (`nil`: the family's default face), matched as the Apptentive SDK does.
                    case family(String, face: String?)
                    /// A font by its full (PostScript) name.
                    case named(String)
                }

                /// The weights theme typography names faces for.
                public enum Weight: String, Hashable, Sendable, CaseIterable {
                    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
                }

                /// The platform's Dynamic Type text styles.
                public enum TextStyle: String, Hashable, Sendable, CaseIterable {
                    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
                }

                public let typeface: Typeface
                public let weight: Weight
                /// The size in points, the theme's size adjustment applied.
                public let size: Double
                /// The text style whose Dynamic Type metrics scale the size; `nil` for a fixed size.
                public let textStyle: TextStyle?
                /// The distance from one baseline to the next in points; `nil` for the font's own.
                public let lineHeight: Double?
                /// The space after each character in points (tracking; negative tightens); `nil` for none.
                public let letterSpacing: Double?
                /// The families tried, in order, when the typeface's is not installed; the system font is the last.
                public let fallbackFamilies: [String]

                /// A font of the given parts.
                public init(
                    typeface: Typeface, weight: Weight, size: Double, textStyle: TextStyle? = nil, lineHeight: Double? = nil,
                    letterSpacing: Double? = nil, fallbackFamilies: [String] = []
                ) {
                    self.typeface = typeface
                    self.weight = weight
                    self.size = size
                    self.textStyle = textStyle
                    self.lineHeight = lineHeight
                    self.letterSpacing = letterSpacing
                    self.fallbackFamilies = fallbackFamilies
                }

                /// `font` at `size` points, its face, weight, text style, line height and letter spacing kept: an
                /// override's.
                public init(_ font: Self, size: Double) {
                    self.init(
                        typeface: font.typeface, weight: font.weight, size: size, textStyle: font.textStyle, lineHeight: font.lineHeight,
                        letterSpacing: font.letterSpacing, fallbackFamilies: font.fallbackFamilies)
                }

                /// The font as the doc comments show it: `Avenir Heavy, bold, 20 pt, headline`,
                /// `system, light, 23 pt, body`, `Helvetica-Oblique, 12 pt`,
                /// `system, semibold, 17 pt, headline, line height 22 pt, letter spacing -0.43 pt`,
                /// `Suisse Intl Bold, bold, 16 pt, else Helvetica Neue, Arial`.
                public var description: String {
                    var parts: [String]
                    switch typeface {
                    case .system: parts = ["system", weight.rawValue]
                    case .family(let family, let face): parts = [[family, face].compactMap { $0 }.joined(separator: " "), weight.rawValue]
                    case .named(let name): parts = [name]
                    }
                    parts.append("\(NumberText.points(size)) pt")
                    if let textStyle { parts.append(textStyle.rawValue) }
                    if let lineHeight { parts.append("line height \(NumberText.points(lineHeight)) pt") }
                    if let letterSpacing { parts.append("letter spacing \(NumberText.points(letterSpacing)) pt") }
                    if !fallbackFamilies.isEmpty { parts.append("else " + fallbackFamilies.joined(separator: ", ")) }
                    return parts.joined(separator: ", ")
                }

                /// A font from a table entry: `system WEIGHT SIZE`, `family NAME FACE WEIGHT SIZE` (`*`: no face) or
                /// `named NAME WEIGHT SIZE`, then `[ lineHeight POINTS][ letterSpacing POINTS][ fallback NAME]…[ STYLE]`.
                public init(tableEntry entry: TableEntry) {
                    let typeface: Typeface
                    if entry.take("system") {
                        typeface = .system
                    } else if entry.take("family") {
                        let family = entry.text()
                        typeface = .family(family, face: entry.take(TableEntry.absent) ? nil : entry.text())
                    } else if entry.take("named") {
                        typeface = .named(entry.text())
                    } else {
                        entry.damaged("the typeface is not system, family or named")
                    }
                    let weight: Weight = entry.value()
                    let size = entry.number()
                    let lineHeight = entry.take("lineHeight") ? entry.number() : nil
                    let letterSpacing = entry.take("letterSpacing") ? entry.number() : nil
                    var fallbacks: [String] = []
                    while entry.take("fallback") { fallbacks.append(entry.text()) }
                    let textStyle: TextStyle? = entry.hasMore ? entry.value() : nil
                    self.init(
                        typeface: typeface, weight: weight, size: size, textStyle: textStyle, lineHeight: lineHeight, letterSpacing: letterSpacing,
                        fallbackFamilies: fallbacks)
                }
            }

            """#
        ),
        (
            "ThemeGenKit/Values/ThemeGradient.swift",
            #"""
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

            """#
        ),
        (
            "ThemeGenKit/Values/ThemeInsets.swift",
            #"""
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

            """#
        ),
        (
            "ThemeGenKit/Values/ThemeShadow.swift",
            #"""
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

            """#
        ),
    ]

    /// The types the runtime declares at the top level of its files.
    static let topLevelTypes: Set<String> = [
        "JSONValue",
        "KeyNames",
        "NumberText",
        "ObservableThemeSelectionModifier",
        "ObservableThemeSelectionOf",
        "OverridableThemeValues",
        "OverrideValue",
        "OverridesReader",
        "TableEntry",
        "ThemeAppearance",
        "ThemeApptentiveStyle",
        "ThemeColor",
        "ThemeColorHex",
        "ThemeEnvironmentKey",
        "ThemeFont",
        "ThemeGalleryOf",
        "ThemeGradient",
        "ThemeIdentifier",
        "ThemeInsets",
        "ThemeOverridesFormat",
        "ThemeOverridesOf",
        "ThemeOverridesProblem",
        "ThemeOverridesRejection",
        "ThemePickerOf",
        "ThemePreviewOf",
        "ThemeSelectionModifier",
        "ThemeSelectionOf",
        "ThemeSelectionState",
        "ThemeShadow",
        "ThemeTable",
        "ThemeValues",
        "ThemeWithAppearance",
    ]
}
