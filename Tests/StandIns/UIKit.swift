// Stand-in for UIKit: the declarations the generated adapters use, with Apple's signatures.
import Foundation

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var systemBackground: UIColor { label }
    open class var separator: UIColor { label }
    open class var systemGroupedBackground: UIColor { label }
    open class var placeholderText: UIColor { label }
}

open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    }

    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let bold = Weight(rawValue: 0.4)
    }

    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public init?(name fontName: String, size fontSize: CGFloat) {}
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(descriptor: UIFontDescriptor(), size: fontSize) }
    open var familyName: String { "" }
    open var fontName: String { "" }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont) -> UIFont { font }
}
