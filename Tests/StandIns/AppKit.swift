// Stand-in for AppKit: the declarations the generated adapters use, with Apple's signatures.
import Foundation

open class NSAppearance: NSObject, @unchecked Sendable {
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
    }

    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
}

open class NSColor: NSObject, @unchecked Sendable {
    public typealias Name = String

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {}
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { self }
    open class var labelColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    open class var windowBackgroundColor: NSColor { labelColor }
    open class var separatorColor: NSColor { labelColor }
    open class var underPageBackgroundColor: NSColor { labelColor }
    open class var placeholderTextColor: NSColor { labelColor }
}

open class NSFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    }

    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
}

open class NSFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let bold = Weight(rawValue: 0.4)
    }

    public init?(name fontName: String, size fontSize: CGFloat) {}
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont(name: "", size: fontSize)! }
    open var familyName: String? { nil }
    open var fontName: String { "" }
}
