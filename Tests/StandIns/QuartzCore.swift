// Stand-in for QuartzCore (Core Animation): the declarations the generated shadow adapter uses, with the
// signatures and availability of the SDK's CALayer.h. Built as a Swift 5 module for every Apple target
// but watchOS, which has no Core Animation; see README.md.
@_exported import Foundation

/// CALayer.h: `API_AVAILABLE(macos(10.5), ios(2.0), tvos(9.0)) API_UNAVAILABLE(watchos) @interface CALayer` (not Sendable).
@available(macOS 10.5, iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CALayer: NSObject {
    /// `@property(nullable) CGColorRef shadowColor;`
    open var shadowColor: CGColor?
    /// `@property float shadowOpacity;`
    open var shadowOpacity: Float = 0
    /// `@property CGSize shadowOffset;`
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// `@property CGFloat shadowRadius;`
    open var shadowRadius: CGFloat = 3
    /// `@property CGRect bounds;`
    open var bounds = CGRect(x: 0, y: 0, width: 0, height: 0)
}

/// CAGradientLayer.h: `typedef NSString * CAGradientLayerType NS_TYPED_ENUM;`
public struct CAGradientLayerType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `CA_EXTERN CAGradientLayerType const kCAGradientLayerAxial API_AVAILABLE(macos(10.6), ios(3.0), tvos(9.0));`
    @available(macOS 10.6, iOS 3.0, tvOS 9.0, *)
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// `CA_EXTERN CAGradientLayerType const kCAGradientLayerRadial API_AVAILABLE(macos(10.6), ios(3.2), tvos(9.0));`
    @available(macOS 10.6, iOS 3.2, tvOS 9.0, *)
    public static let radial = CAGradientLayerType(rawValue: "radial")
}

/// CAGradientLayer.h: `API_AVAILABLE(macos(10.6), ios(3.0), tvos(9.0)) API_UNAVAILABLE(watchos) @interface CAGradientLayer : CALayer`.
@available(macOS 10.6, iOS 3.0, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CAGradientLayer: CALayer {
    /// `@property(nullable, copy) NSArray *colors;`
    open var colors: [Any]?
    /// `@property(nullable, copy) NSArray<NSNumber *> *locations;`
    open var locations: [NSNumber]?
    /// `@property CGPoint startPoint;`
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// `@property CGPoint endPoint;`
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// `@property(copy) CAGradientLayerType type;`
    open var type = CAGradientLayerType(rawValue: "axial")
}
