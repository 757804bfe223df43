// Stand-in for the Apptentive iOS SDK 5.x (apptentive-ios, the `Apptentive` framework) as Swift imports its
// Objective-C headers: the declarations ThemeGen's generated `applyToApptentive()` uses, as
// Record/Apptentive.jsonl records them from ApptentiveMain.h and ApptentiveStyleSheet.h at v5.3.4
// (commit 05086a3e of github.com/apptentive/apptentive-ios). Each declaration quotes its header line. The
// SDK is iOS only, so this module is built for iOS alone; see README.md.
import Foundation
import UIKit

/// ApptentiveMain.h: `typedef NSString *ApptentiveStyleIdentifier NS_EXTENSIBLE_STRING_ENUM;`
public struct ApptentiveStyleIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    private let name: String
    public var rawValue: String { name }
    public init(rawValue: String) { name = rawValue }
    public init(_ rawValue: String) { name = rawValue }
}

/// ApptentiveMain.h: `@protocol ApptentiveStyle <NSObject>`.
public protocol ApptentiveStyle: NSObjectProtocol {
    /// `- (UIFont *)fontForStyle:(ApptentiveStyleIdentifier)textStyle NS_SWIFT_NAME(font(for:));`
    func font(for textStyle: ApptentiveStyleIdentifier) -> UIFont
    /// `- (UIColor *)colorForStyle:(ApptentiveStyleIdentifier)style NS_SWIFT_NAME(color(for:));`
    func color(for style: ApptentiveStyleIdentifier) -> UIColor
}

/// ApptentiveMain.h: `@interface Apptentive : NSObject`.
open class Apptentive: NSObject {
    /// `@property (class, readonly, nonatomic) Apptentive *shared;`
    open class var shared: Apptentive { Apptentive() }
    /// `@property (strong, nonatomic) id<ApptentiveStyle> styleSheet;`
    open var styleSheet: any ApptentiveStyle {
        get { ApptentiveStyleSheet() }
        set {}
    }
}

/// ApptentiveStyleSheet.h: `@interface ApptentiveStyleSheet : NSObject <ApptentiveStyle>`.
open class ApptentiveStyleSheet: NSObject, ApptentiveStyle {
    public override init() {}

    /// `@property (copy, nonatomic) NSString *fontFamily;`
    open var fontFamily: String = ""
    /// `@property (copy, nonatomic, nullable) NSString *lightFaceAttribute;`
    open var lightFaceAttribute: String?
    /// `@property (copy, nonatomic, nullable) NSString *regularFaceAttribute;`
    open var regularFaceAttribute: String?
    /// `@property (copy, nonatomic, nullable) NSString *mediumFaceAttribute;`
    open var mediumFaceAttribute: String?
    /// `@property (copy, nonatomic, nullable) NSString *boldFaceAttribute;`
    open var boldFaceAttribute: String?
    /// `@property (strong, nonatomic) UIColor *primaryColor;`
    open var primaryColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `@property (strong, nonatomic) UIColor *secondaryColor;`
    open var secondaryColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `@property (strong, nonatomic) UIColor *failureColor;`
    open var failureColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `@property (strong, nonatomic) UIColor *backgroundColor;`
    open var backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `@property (strong, nonatomic) UIColor *separatorColor;`
    open var separatorColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `@property (strong, nonatomic) UIColor *collectionBackgroundColor;`
    open var collectionBackgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `@property (strong, nonatomic) UIColor *placeholderColor;`
    open var placeholderColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `@property (assign, nonatomic) CGFloat sizeAdjustment;`
    open var sizeAdjustment: CGFloat = 1

    /// `- (void)setFontDescriptor:(UIFontDescriptor *)fontDescriptor forStyle:(NSString *)style;`
    open func setFontDescriptor(_ fontDescriptor: UIFontDescriptor, forStyle style: String) {}
    /// `- (void)setColor:(UIColor *)color forStyle:(NSString *)style;`
    open func setColor(_ color: UIColor, forStyle style: String) {}

    open func font(for textStyle: ApptentiveStyleIdentifier) -> UIFont { fatalError("stand-in") }
    open func color(for style: ApptentiveStyleIdentifier) -> UIColor { fatalError("stand-in") }
}
