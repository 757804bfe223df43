// Stand-in for UIKit: the declarations the generated adapters use, each with Apple's Swift declaration,
// availability (per platform, `unavailable` included), Sendable-ness and isolation as Record/UIKit.jsonl
// records them from Apple's documentation and the SDK's headers (StandInRecordTests holds this file to it). Built as a Swift 5 module for each Apple target, as Objective-C frameworks are
// imported; see README.md. Platforms an attribute does not name have the declaration from their first
// version on (visionOS and Mac Catalyst take iOS's).
@_exported import Foundation
#if canImport(QuartzCore)
@_exported import QuartzCore
#endif

/// UIInterface.h: `typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos)`.
@available(iOS 12.0, tvOS 10.0, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// UIInterface.h: `typedef NS_ENUM(NSInteger, UIAccessibilityContrast) API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos)`
/// (tvOS from 13 as well, by the header's iOS availability).
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// UITraitCollection.h: `API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos)`; not Sendable here, the stricter
/// reading, as no source we could read shows its conformances (Record/UIKit.jsonl).
@available(iOS 8.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject {
    /// `@property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 12.0, tvOS 10.0, *)
    @available(watchOS, unavailable)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }

    /// `@property (nonatomic, readonly) UIAccessibilityContrast accessibilityContrast API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

/// UIColor.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE @interface UIColor`.
open class UIColor: NSObject, @unchecked Sendable {
    /// `- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;`
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// `- (UIColor *)initWithDisplayP3Red:(CGFloat)displayP3Red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha API_AVAILABLE(ios(10.0), tvos(10.0), watchos(3.0));`
    @available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// `- (UIColor *)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider
    /// API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);` — a plain block: neither
    /// `@Sendable` nor isolated, so UIKit may call it on any thread.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}

    /// `- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;`
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

    /// `@property(nonatomic,readonly) CGColorRef CGColor;`
    open var cgColor: CGColor { fatalError("stand-in") }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *labelColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *secondaryLabelColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var secondaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *tertiaryLabelColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var tertiaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *quaternaryLabelColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var quaternaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *linkColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var link: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *placeholderTextColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var placeholderText: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *separatorColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var separator: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *opaqueSeparatorColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var opaqueSeparator: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var secondarySystemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *tertiarySystemBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var tertiarySystemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemGroupedBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *secondarySystemGroupedBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var secondarySystemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *tertiarySystemGroupedBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemFillColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *secondarySystemFillColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var secondarySystemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *tertiarySystemFillColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var tertiarySystemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *quaternarySystemFillColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var quaternarySystemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemRedColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 7.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemRed: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemOrangeColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 7.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemOrange: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemYellowColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 7.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemYellow: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemGreenColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 7.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemGreen: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemMintColor API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 15.0, tvOS 15.0, *)
    @available(watchOS, unavailable)
    open class var systemMint: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemTealColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 7.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemTeal: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemCyanColor API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 15.0, tvOS 15.0, *)
    @available(watchOS, unavailable)
    open class var systemCyan: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemBlueColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 7.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemBlue: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemIndigoColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var systemIndigo: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemPurpleColor API_AVAILABLE(ios(9.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 9.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemPurple: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemPinkColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 7.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemPink: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemBrownColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var systemBrown: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemGrayColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);`
    @available(iOS 7.0, tvOS 9.0, *)
    @available(watchOS, unavailable)
    open class var systemGray: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemGray2Color API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemGray2: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemGray3Color API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemGray3: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemGray4Color API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemGray4: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemGray5Color API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemGray5: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property (class, nonatomic, readonly) UIColor *systemGray6Color API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemGray6: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

/// UIGeometry.h: `typedef struct __attribute__((objc_boxable)) UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;`
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

/// UIGeometry.h: `typedef struct __attribute__((objc_boxable)) NSDirectionalEdgeInsets { CGFloat top, leading, bottom, trailing; }
/// NSDirectionalEdgeInsets API_AVAILABLE(ios(11.0),tvos(11.0),watchos(4.0));`
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// UIFontDescriptor.h: `UIKIT_EXTERN API_AVAILABLE(ios(7.0)) NS_SWIFT_SENDABLE @interface UIFontDescriptor`.
@available(iOS 7.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// `typedef NSString * UIFontDescriptorAttributeName NS_TYPED_ENUM;`
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIKIT_EXTERN UIFontDescriptorAttributeName const UIFontDescriptorFamilyAttribute API_AVAILABLE(ios(7.0));`
        @available(iOS 7.0, *)
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// `UIKIT_EXTERN UIFontDescriptorAttributeName const UIFontDescriptorFaceAttribute API_AVAILABLE(ios(7.0));`
        @available(iOS 7.0, *)
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    }

    /// `- (instancetype)initWithFontAttributes:(NSDictionary<UIFontDescriptorAttributeName, id> *)attributes NS_DESIGNATED_INITIALIZER;`
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
}

/// UIFont.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE @interface UIFont`.
open class UIFont: NSObject, @unchecked Sendable {
    /// UIFontDescriptor.h: `typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;` and the weights,
    /// `API_AVAILABLE(ios(8.2))`.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The importer's initializer of a typed extensible enum.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        @available(iOS 8.2, *)
        public static let ultraLight = Weight(rawValue: -0.8)
        @available(iOS 8.2, *)
        public static let thin = Weight(rawValue: -0.6)
        @available(iOS 8.2, *)
        public static let light = Weight(rawValue: -0.4)
        @available(iOS 8.2, *)
        public static let regular = Weight(rawValue: 0)
        @available(iOS 8.2, *)
        public static let medium = Weight(rawValue: 0.23)
        @available(iOS 8.2, *)
        public static let semibold = Weight(rawValue: 0.3)
        @available(iOS 8.2, *)
        public static let bold = Weight(rawValue: 0.4)
        @available(iOS 8.2, *)
        public static let heavy = Weight(rawValue: 0.56)
        @available(iOS 8.2, *)
        public static let black = Weight(rawValue: 0.62)
    }

    /// UIFontDescriptor.h: `typedef NSString * UIFontTextStyle NS_TYPED_ENUM;` and the styles.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIFontTextStyleLargeTitle API_AVAILABLE(ios(11.0), watchos(5.0)) API_UNAVAILABLE(tvos);`
        @available(iOS 11.0, watchOS 5.0, *)
        @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// `UIFontTextStyleTitle1 API_AVAILABLE(ios(9.0));`
        @available(iOS 9.0, *)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// `UIFontTextStyleTitle2 API_AVAILABLE(ios(9.0));`
        @available(iOS 9.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// `UIFontTextStyleTitle3 API_AVAILABLE(ios(9.0));`
        @available(iOS 9.0, *)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// `UIFontTextStyleHeadline API_AVAILABLE(ios(7.0));`
        @available(iOS 7.0, *)
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// `UIFontTextStyleSubheadline API_AVAILABLE(ios(7.0));`
        @available(iOS 7.0, *)
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// `UIFontTextStyleBody API_AVAILABLE(ios(7.0));`
        @available(iOS 7.0, *)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// `UIFontTextStyleCallout API_AVAILABLE(ios(9.0));`
        @available(iOS 9.0, *)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// `UIFontTextStyleFootnote API_AVAILABLE(ios(7.0));`
        @available(iOS 7.0, *)
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// `UIFontTextStyleCaption1 API_AVAILABLE(ios(7.0));`
        @available(iOS 7.0, *)
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// `UIFontTextStyleCaption2 API_AVAILABLE(ios(7.0));`
        @available(iOS 7.0, *)
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// `+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;`
    public init?(name fontName: String, size fontSize: CGFloat) {}
    /// `+ (UIFont *)fontWithDescriptor:(UIFontDescriptor *)descriptor size:(CGFloat)pointSize API_AVAILABLE(ios(7.0));`
    @available(iOS 7.0, *)
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    /// `+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight API_AVAILABLE(ios(8.2));`
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(descriptor: UIFontDescriptor(), size: fontSize) }
    /// `@property(nonatomic,readonly,strong) NSString *familyName;`
    open var familyName: String { "" }
    /// `- (UIFontDescriptor *)fontDescriptor API_AVAILABLE(ios(7.0));`
    @available(iOS 7.0, *)
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
    /// `@property(nonatomic,readonly,strong) NSString *fontName;`
    open var fontName: String { "" }
    /// `@property(nonatomic,readonly) CGFloat lineHeight API_AVAILABLE(ios(4.0));`
    @available(iOS 4.0, *)
    open var lineHeight: CGFloat { 0 }
}

/// NSAttributedString.h (UIKit): the attribute keys, `API_AVAILABLE(macos(10.0), ios(6.0))`.
extension NSAttributedString.Key {
    /// `UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    @available(iOS 6.0, *)
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// `UIKIT_EXTERN NSAttributedStringKey const NSParagraphStyleAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    @available(iOS 6.0, *)
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// `UIKIT_EXTERN NSAttributedStringKey const NSKernAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    @available(iOS 6.0, *)
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// `UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    @available(iOS 6.0, *)
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

/// NSParagraphStyle.h (UIKit): `UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0)) @interface NSParagraphStyle`.
@available(iOS 6.0, *)
open class NSParagraphStyle: NSObject {}

/// NSParagraphStyle.h (UIKit): `UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0)) @interface NSMutableParagraphStyle : NSParagraphStyle`.
@available(iOS 6.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// `@property (NS_NONATOMIC_IOSONLY) CGFloat minimumLineHeight;`
    open var minimumLineHeight: CGFloat = 0
    /// `@property (NS_NONATOMIC_IOSONLY) CGFloat maximumLineHeight;`
    open var maximumLineHeight: CGFloat = 0
}

/// UIFontMetrics.h: `UIKIT_EXTERN API_AVAILABLE(ios(11.0), tvos(11.0), watchos(4.0)) NS_SWIFT_SENDABLE @interface UIFontMetrics`.
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// `- (instancetype)initForTextStyle:(UIFontTextStyle)textStyle NS_DESIGNATED_INITIALIZER;`
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    /// `- (UIFont *)scaledFontForFont:(UIFont *)font;`
    open func scaledFont(for font: UIFont) -> UIFont { font }
    /// `- (CGFloat)scaledValueForValue:(CGFloat)value;`
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

// MARK: Bars, tables and windows (the generated ThemeAppearance.apply(to:): iOS, Mac Catalyst, visionOS)

/// UIAppearance.h: `@protocol UIAppearance <NSObject>`, `NS_SWIFT_UI_ACTOR`.
@available(watchOS, unavailable)
@MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// `+ (instancetype)appearance;`
    static func appearance() -> Self
}

@available(watchOS, unavailable)
extension UIAppearance {
    /// UIView and the bars implement the requirement in Objective-C; here, for every conformer.
    public static func appearance() -> Self { fatalError("stand-in") }
}

/// UIView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIView : UIResponder <…, UIAppearance, …>`.
@available(watchOS, unavailable)
@MainActor
open class UIView: NSObject, UIAppearance {
    /// `@property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));`
    @available(iOS 7.0, *)
    open var tintColor: UIColor! { get { nil } set {} }
    /// `@property(nullable, nonatomic, copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;` (`@NSCopying`: see the record)
    open var backgroundColor: UIColor? { get { nil } set {} }
    /// `@property(nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews;`
    open var subviews: [UIView] { [] }
    /// `- (void)removeFromSuperview;`
    open func removeFromSuperview() {}
    /// `- (void)addSubview:(UIView *)view;`
    open func addSubview(_ view: UIView) {}
}

/// UIViewController.h: `NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder`.
@available(watchOS, unavailable)
@MainActor
open class UIViewController: NSObject {
    /// `- (void)setNeedsStatusBarAppearanceUpdate API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos, visionos);`
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// `@property(nonatomic, readonly) UIStatusBarStyle preferredStatusBarStyle API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos) API_DEPRECATED("Has no effect on visionOS", visionos(1.0, 1.0));`
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, deprecated: 1.0, message: "Has no effect on visionOS")
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
}

/// UILabel.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>`.
@available(watchOS, unavailable)
@MainActor
open class UILabel: UIView {
    /// `@property(null_resettable, nonatomic, strong) UIFont *font UI_APPEARANCE_SELECTOR;`
    open var font: UIFont! { get { nil } set {} }
    /// `@property(null_resettable, nonatomic, strong) UIColor *textColor UI_APPEARANCE_SELECTOR;`
    open var textColor: UIColor! { get { nil } set {} }
}

/// UIWindow.h: `NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`.
@available(watchOS, unavailable)
@MainActor
open class UIWindow: UIView {
    /// `@property(nullable, nonatomic, strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0));`
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? { get { nil } set {} }
}

/// UIWindowScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIWindowScene : UIScene`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindowScene: NSObject {
    /// `@property (nonatomic, readonly) NSArray<UIWindow *> *windows;`
    open var windows: [UIWindow] { [] }
}

/// UIApplication.h: `typedef NS_ENUM(NSInteger, UIStatusBarStyle) { … } API_UNAVAILABLE(tvos);`
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    /// `UIStatusBarStyleLightContent API_AVAILABLE(ios(7.0))`
    @available(iOS 7.0, *)
    case lightContent = 1
    /// `UIStatusBarStyleDarkContent API_AVAILABLE(ios(13.0))`
    @available(iOS 13.0, *)
    case darkContent = 3
}

/// UITableView.h: `NS_SWIFT_UI_ACTOR @interface UITableView : UIScrollView`.
@available(watchOS, unavailable)
@MainActor
open class UITableView: UIView {
    /// `@property(nonatomic, strong, nullable) UIColor *separatorColor UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);`
    @available(tvOS, unavailable)
    open var separatorColor: UIColor? { get { nil } set {} }
}

/// UITableViewCell.h: `NS_SWIFT_UI_ACTOR @interface UITableViewCell : UIView`.
@available(watchOS, unavailable)
@MainActor
open class UITableViewCell: UIView {}

/// UIBarAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIBarAppearance : NSObject <NSCopying, NSSecureCoding>`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIBarAppearance: NSObject {
    /// `- (instancetype)init;`, a convenience initializer (the designated one takes an idiom; see the record).
    public override init() {}
    /// `- (void)configureWithDefaultBackground;`
    open func configureWithDefaultBackground() {}
    /// `@property (nonatomic, readwrite, copy, nullable) UIColor *backgroundColor;`
    open var backgroundColor: UIColor? { get { nil } set {} }
}

/// UIBarButtonItemAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIBarButtonItemStateAppearance : NSObject`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// `@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;`
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { [:] } set {} }
}

/// UIBarButtonItemAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIBarButtonItemAppearance : NSObject`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// `@property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *normal;`
    open var normal: UIBarButtonItemStateAppearance { fatalError("stand-in") }
}

/// UINavigationBarAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UINavigationBarAppearance : UIBarAppearance`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// `@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;`
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { [:] } set {} }
    /// `@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes;`
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] { get { [:] } set {} }
    /// `@property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *buttonAppearance;`
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError("stand-in") } set {} }
}

/// UITabBarItemAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UITabBarItemStateAppearance : NSObject`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// `@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;`
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { [:] } set {} }
    /// `@property (nonatomic, readwrite, copy, nullable) UIColor *iconColor;`
    open var iconColor: UIColor? { get { nil } set {} }
}

/// UITabBarItemAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UITabBarItemAppearance : NSObject`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBarItemAppearance: NSObject {
    /// `@property (nonatomic, readonly, strong) UITabBarItemStateAppearance *normal;`
    open var normal: UITabBarItemStateAppearance { fatalError("stand-in") }
    /// `@property (nonatomic, readonly, strong) UITabBarItemStateAppearance *selected;`
    open var selected: UITabBarItemStateAppearance { fatalError("stand-in") }
}

/// UITabBarAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UITabBarAppearance : UIBarAppearance`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// `@property (nonatomic, readwrite, copy) UITabBarItemAppearance *stackedLayoutAppearance;`
    open var stackedLayoutAppearance: UITabBarItemAppearance { get { fatalError("stand-in") } set {} }
    /// `@property (nonatomic, readwrite, copy) UITabBarItemAppearance *inlineLayoutAppearance;`
    open var inlineLayoutAppearance: UITabBarItemAppearance { get { fatalError("stand-in") } set {} }
    /// `@property (nonatomic, readwrite, copy) UITabBarItemAppearance *compactInlineLayoutAppearance;`
    open var compactInlineLayoutAppearance: UITabBarItemAppearance { get { fatalError("stand-in") } set {} }
}

/// UIToolbarAppearance.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIToolbarAppearance : UIBarAppearance`.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// `@property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *buttonAppearance;`
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError("stand-in") } set {} }
}

/// UINavigationBar.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UINavigationBar : UIView`.
@available(watchOS, unavailable)
@MainActor
open class UINavigationBar: UIView {
    /// `@property (nonatomic, readwrite, copy) UINavigationBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0), tvos(13.0));`
    @available(iOS 13.0, tvOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance { get { fatalError("stand-in") } set {} }
    /// `@property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *compactAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0), tvos(13.0));`
    @available(iOS 13.0, tvOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance? { get { nil } set {} }
    /// `@property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0), tvos(13.0));`
    @available(iOS 13.0, tvOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? { get { nil } set {} }
    /// `@property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *compactScrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0), tvos(15.0));`
    @available(iOS 15.0, tvOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { get { nil } set {} }
}

/// UITabBar.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITabBar : UIView`.
@available(watchOS, unavailable)
@MainActor
open class UITabBar: UIView {
    /// `@property (nonatomic, readwrite, copy) UITabBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0), tvos(13.0));`
    @available(iOS 13.0, tvOS 13.0, *)
    open var standardAppearance: UITabBarAppearance { get { fatalError("stand-in") } set {} }
    /// `@property (nonatomic, readwrite, copy, nullable) UITabBarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0), tvos(15.0));`
    @available(iOS 15.0, tvOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? { get { nil } set {} }
}

/// UIToolbar.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UIToolbar : UIView`.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIToolbar: UIView {
    /// `@property (nonatomic, readwrite, copy) UIToolbarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));`
    @available(iOS 13.0, *)
    open var standardAppearance: UIToolbarAppearance { get { fatalError("stand-in") } set {} }
    /// `@property (nonatomic, readwrite, copy, nullable) UIToolbarAppearance *compactAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));`
    @available(iOS 13.0, *)
    open var compactAppearance: UIToolbarAppearance? { get { nil } set {} }
    /// `@property (nonatomic, readwrite, copy, nullable) UIToolbarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));`
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UIToolbarAppearance? { get { nil } set {} }
    /// `@property (nonatomic, readwrite, copy, nullable) UIToolbarAppearance *compactScrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0));`
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { get { nil } set {} }
}
