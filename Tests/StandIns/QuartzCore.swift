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
}
