// Stand-in for AppKit: the declarations the generated adapters use, each with Apple's Swift declaration,
// availability, Sendable-ness and isolation as Record/AppKit.jsonl records them from Apple's documentation
// and the SDK's headers (StandInRecordTests holds this file to it). Built as a Swift 5 module for the
// macOS target, as Objective-C frameworks are imported; see README.md.
@_exported import Foundation

/// NSAppearance.h: `API_AVAILABLE(macos(10.9)) @interface NSAppearance`.
@available(macOS 10.9, *)
open class NSAppearance: NSObject {
    /// `typedef NSString * NSAppearanceName NS_TYPED_EXTENSIBLE_ENUM;`
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `APPKIT_EXTERN NSAppearanceName const NSAppearanceNameAqua API_AVAILABLE(macos(10.9));`
        @available(macOS 10.9, *)
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        /// `APPKIT_EXTERN NSAppearanceName const NSAppearanceNameDarkAqua API_AVAILABLE(macos(10.14));`
        @available(macOS 10.14, *)
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        /// `APPKIT_EXTERN NSAppearanceName const NSAppearanceNameAccessibilityHighContrastAqua API_AVAILABLE(macos(10.14));`
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityHighContrastAqua")
        /// `APPKIT_EXTERN NSAppearanceName const NSAppearanceNameAccessibilityHighContrastDarkAqua API_AVAILABLE(macos(10.14));`
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }

    /// `- (nullable NSAppearanceName)bestMatchFromAppearancesWithNames:(NSArray<NSAppearanceName> *)appearances API_AVAILABLE(macos(10.14));`
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
}

/// NSColor.h: `API_AVAILABLE(macos(10.0)) NS_SWIFT_SENDABLE @interface NSColor`.
open class NSColor: NSObject, @unchecked Sendable {
    /// `typedef NSString * NSColorName NS_SWIFT_BRIDGED_TYPEDEF;`
    public typealias Name = String

    /// `+ (NSColor *)colorWithSRGBRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha API_AVAILABLE(macos(10.7));`
    @available(macOS 10.7, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// `+ (NSColor *)colorWithDisplayP3Red:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha API_AVAILABLE(macos(10.12));`
    @available(macOS 10.12, *)
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// `+ (NSColor *)colorWithName:(nullable NSColorName)colorName dynamicProvider:(NSColor * (^)(NSAppearance *appearance))dynamicProvider API_AVAILABLE(macos(10.15));`
    /// — a plain block: neither `@Sendable` nor isolated, so AppKit may call it on any thread.
    @available(macOS 10.15, *)
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}

    /// `- (NSColor *)colorWithAlphaComponent:(CGFloat)alpha;`
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { self }

    /// `@property (readonly) CGColorRef CGColor API_AVAILABLE(macos(10.8));`
    @available(macOS 10.8, *)
    open var cgColor: CGColor { fatalError("stand-in") }

    /// `@property (class, strong, readonly) NSColor *labelColor API_AVAILABLE(macos(10.10));`
    @available(macOS 10.10, *)
    open class var labelColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *secondaryLabelColor API_AVAILABLE(macos(10.10));`
    @available(macOS 10.10, *)
    open class var secondaryLabelColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *tertiaryLabelColor API_AVAILABLE(macos(10.10));`
    @available(macOS 10.10, *)
    open class var tertiaryLabelColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *quaternaryLabelColor API_AVAILABLE(macos(10.10));`
    @available(macOS 10.10, *)
    open class var quaternaryLabelColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *linkColor API_AVAILABLE(macos(10.10));`
    @available(macOS 10.10, *)
    open class var linkColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *placeholderTextColor API_AVAILABLE(macos(10.10));`
    @available(macOS 10.10, *)
    open class var placeholderTextColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *separatorColor API_AVAILABLE(macos(10.14));`
    @available(macOS 10.14, *)
    open class var separatorColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *windowBackgroundColor;`
    open class var windowBackgroundColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *underPageBackgroundColor API_AVAILABLE(macos(10.8));`
    @available(macOS 10.8, *)
    open class var underPageBackgroundColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemRedColor API_AVAILABLE(macos(10.10));`, imported as `systemRed`
    @available(macOS 10.10, *)
    open class var systemRed: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemRed")
    open class var systemRedColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemOrangeColor API_AVAILABLE(macos(10.10));`, imported as `systemOrange`
    @available(macOS 10.10, *)
    open class var systemOrange: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemOrange")
    open class var systemOrangeColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemYellowColor API_AVAILABLE(macos(10.10));`, imported as `systemYellow`
    @available(macOS 10.10, *)
    open class var systemYellow: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemYellow")
    open class var systemYellowColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemGreenColor API_AVAILABLE(macos(10.10));`, imported as `systemGreen`
    @available(macOS 10.10, *)
    open class var systemGreen: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemGreen")
    open class var systemGreenColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemMintColor API_AVAILABLE(macos(10.12));`, imported as `systemMint`
    @available(macOS 10.12, *)
    open class var systemMint: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemMint")
    open class var systemMintColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemTealColor API_AVAILABLE(macos(10.12));`, imported as `systemTeal`
    @available(macOS 10.12, *)
    open class var systemTeal: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemTeal")
    open class var systemTealColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemCyanColor API_AVAILABLE(macos(12.0));`, imported as `systemCyan`
    @available(macOS 12.0, *)
    open class var systemCyan: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemCyan")
    open class var systemCyanColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemBlueColor API_AVAILABLE(macos(10.10));`, imported as `systemBlue`
    @available(macOS 10.10, *)
    open class var systemBlue: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemBlue")
    open class var systemBlueColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemIndigoColor API_AVAILABLE(macos(10.15));`, imported as `systemIndigo`
    @available(macOS 10.15, *)
    open class var systemIndigo: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemIndigo")
    open class var systemIndigoColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemPurpleColor API_AVAILABLE(macos(10.10));`, imported as `systemPurple`
    @available(macOS 10.10, *)
    open class var systemPurple: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemPurple")
    open class var systemPurpleColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemPinkColor API_AVAILABLE(macos(10.10));`, imported as `systemPink`
    @available(macOS 10.10, *)
    open class var systemPink: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemPink")
    open class var systemPinkColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemBrownColor API_AVAILABLE(macos(10.10));`, imported as `systemBrown`
    @available(macOS 10.10, *)
    open class var systemBrown: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemBrown")
    open class var systemBrownColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *systemGrayColor API_AVAILABLE(macos(10.10));`, imported as `systemGray`
    @available(macOS 10.10, *)
    open class var systemGray: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// The Objective-C spelling: "obsoleted in Swift 3, renamed" by AppKit's API notes.
    @available(swift, obsoleted: 3, renamed: "systemGray")
    open class var systemGrayColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }

    /// `@property (class, strong, readonly) NSColor *systemFillColor API_AVAILABLE(macos(14.0));`, imported as `systemFill`
    @available(macOS 14.0, *)
    open class var systemFill: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *secondarySystemFillColor API_AVAILABLE(macos(14.0));`
    @available(macOS 14.0, *)
    open class var secondarySystemFill: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *tertiarySystemFillColor API_AVAILABLE(macos(14.0));`
    @available(macOS 14.0, *)
    open class var tertiarySystemFill: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// `@property (class, strong, readonly) NSColor *quaternarySystemFillColor API_AVAILABLE(macos(14.0));`
    @available(macOS 14.0, *)
    open class var quaternarySystemFill: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
}

/// NSFontDescriptor.h: `@interface NSFontDescriptor : NSObject <NSCopying, NSSecureCoding>`, not marked
/// Sendable in the macOS 14 SDK (the newest whose headers we could read; see the record).
open class NSFontDescriptor: NSObject {
    /// `typedef NSString * NSFontDescriptorAttributeName NS_TYPED_EXTENSIBLE_ENUM;`
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `APPKIT_EXTERN NSFontDescriptorAttributeName NSFontFamilyAttribute;`
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// `APPKIT_EXTERN NSFontDescriptorAttributeName NSFontFaceAttribute;`
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    }

    /// `- (instancetype)initWithFontAttributes:(nullable NSDictionary<NSFontDescriptorAttributeName, id> *)attributes NS_DESIGNATED_INITIALIZER;`
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
}

/// NSFont.h: `APPKIT_EXTERN @interface NSFont : NSObject <NSCopying, NSSecureCoding>`, not marked Sendable in
/// the macOS 14 SDK (see the record).
open class NSFont: NSObject {
    /// NSFontDescriptor.h: `typedef CGFloat NSFontWeight NS_TYPED_EXTENSIBLE_ENUM;` and the weights,
    /// `API_AVAILABLE(macos(10.11))`.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The importer's initializer of a typed extensible enum.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        @available(macOS 10.11, *)
        public static let ultraLight = Weight(rawValue: -0.8)
        @available(macOS 10.11, *)
        public static let thin = Weight(rawValue: -0.6)
        @available(macOS 10.11, *)
        public static let light = Weight(rawValue: -0.4)
        @available(macOS 10.11, *)
        public static let regular = Weight(rawValue: 0)
        @available(macOS 10.11, *)
        public static let medium = Weight(rawValue: 0.23)
        @available(macOS 10.11, *)
        public static let semibold = Weight(rawValue: 0.3)
        @available(macOS 10.11, *)
        public static let bold = Weight(rawValue: 0.4)
        @available(macOS 10.11, *)
        public static let heavy = Weight(rawValue: 0.56)
        @available(macOS 10.11, *)
        public static let black = Weight(rawValue: 0.62)
    }

    /// `+ (nullable NSFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;`
    public init?(name fontName: String, size fontSize: CGFloat) {}
    /// `+ (nullable NSFont *)fontWithDescriptor:(NSFontDescriptor *)fontDescriptor size:(CGFloat)fontSize;`
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
    /// `+ (NSFont *)systemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight API_AVAILABLE(macos(10.11));`
    @available(macOS 10.11, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError("stand-in") }
    /// `@property (nullable, readonly, copy) NSString *familyName;`
    open var familyName: String? { nil }
    /// `@property (readonly, copy) NSString *fontName;`
    open var fontName: String { "" }
    /// `@property (readonly) CGFloat ascender;`
    open var ascender: CGFloat { 0 }
    /// `@property (readonly) CGFloat descender;`
    open var descender: CGFloat { 0 }
    /// `@property (readonly) CGFloat leading;`
    open var leading: CGFloat { 0 }
}

/// NSAttributedString.h (AppKit): the attribute keys, `API_AVAILABLE(macos(10.0), ios(6.0))`.
extension NSAttributedString.Key {
    /// `APPKIT_EXTERN NSAttributedStringKey NSFontAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// `APPKIT_EXTERN NSAttributedStringKey NSParagraphStyleAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// `APPKIT_EXTERN NSAttributedStringKey NSKernAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

/// NSParagraphStyle.h (AppKit): `APPKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0)) @interface NSParagraphStyle`.
open class NSParagraphStyle: NSObject {}

/// NSParagraphStyle.h (AppKit): `@interface NSMutableParagraphStyle : NSParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// `@property CGFloat minimumLineHeight;`
    open var minimumLineHeight: CGFloat = 0
    /// `@property CGFloat maximumLineHeight;`
    open var maximumLineHeight: CGFloat = 0
}
