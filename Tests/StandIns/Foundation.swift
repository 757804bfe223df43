// Stand-in for Foundation on Apple platforms: the declarations the generated code and the other
// stand-ins use — Foundation's, and the ObjectiveC, CoreFoundation and CoreGraphics ones it re-exports —
// with Apple's Swift declarations as Record/Foundation.jsonl records them (StandInRecordTests holds this
// file to it). Built as a Swift 5 module for each Apple target; see README.md.

/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol: the protocol NSObject adopts,
/// which UIKit's UIAppearance refines; its `isEqual(_:)` and `hash` are NSObject's here.
public protocol NSObjectProtocol {}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
open class NSObject: NSObjectProtocol, Hashable {
    public init() {}
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    open func isEqual(_ object: Any?) -> Bool { (object as? NSObject) === self }
    open var hash: Int { ObjectIdentifier(self).hashValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// https://developer.apple.com/documentation/corefoundation/cgfloat (CoreFoundation's, re-exported by
/// Foundation). The compiler converts between `Double` and `CGFloat` implicitly (SE-0307).
@frozen
public struct CGFloat: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The type of `native`: `Double` on 64-bit platforms.
    public typealias NativeType = Double
    public var native: CGFloat.NativeType
    public init(_ value: Double) { native = value }
    public init(floatLiteral value: CGFloat.NativeType) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
}

/// The real `CGFloat` is a `BinaryFloatingPoint`; these are the parts of it generated code uses.
extension CGFloat: Comparable {
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
    public static prefix func - (value: CGFloat) -> CGFloat { CGFloat(-value.native) }
}

/// https://developer.apple.com/documentation/foundation/timeinterval (NSDate.h: `typedef double NSTimeInterval;`)
public typealias TimeInterval = Double

/// CGGeometry.h (CoreGraphics, re-exported by Foundation): `struct CGSize { CGFloat width; CGFloat height; };`
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        (self.width, self.height) = (width, height)
    }
}

/// CGGeometry.h (CoreGraphics, re-exported by Foundation): `struct CGPoint { CGFloat x; CGFloat y; };`
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        (self.x, self.y) = (x, y)
    }
}

/// CGGeometry.h (CoreGraphics): `struct CGRect { CGPoint origin; CGSize size; };` and its `width` and `height`.
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        (origin, size) = (CGPoint(x: x, y: y), CGSize(width: width, height: height))
    }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
}

/// https://developer.apple.com/documentation/foundation/nsnumber
open class NSNumber: NSObject, @unchecked Sendable {
    public init(value: Double) {}
}

/// CGColor.h (CoreGraphics): `typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef; /* Swift Sendable */`, a
/// Core Foundation type; created in Swift only through its initializers with components, which nothing here uses.
public class CGColor: @unchecked Sendable {}

/// https://developer.apple.com/documentation/swift/double/init(_:)-5h7qs (CoreFoundation's overlay)
extension Double {
    public init(_ value: CGFloat) { self = value.native }
}

#if os(macOS) || targetEnvironment(macCatalyst)
/// NSGeometry.h (macOS and Mac Catalyst): `typedef struct NS_SWIFT_SENDABLE NSEdgeInsets { CGFloat top; CGFloat left; CGFloat bottom; CGFloat right; } NSEdgeInsets;`
public struct NSEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}
#endif

/// https://developer.apple.com/documentation/foundation/notification (not Sendable here: no source we could
/// read shows its conformances)
public struct Notification: Hashable {
    /// https://developer.apple.com/documentation/foundation/notification/name
    public typealias Name = NSNotification.Name
}

/// https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct: `typedef NSString
    /// *NSNotificationName NS_TYPED_EXTENSIBLE_ENUM;`
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/foundation/notificationcenter (thread-safe: Sendable).
open class NotificationCenter: NSObject, @unchecked Sendable {
    open class var `default`: NotificationCenter { NotificationCenter() }
    open func post(name aName: NSNotification.Name, object anObject: Any?) {}
}

/// NSUserDefaults.h: `@interface NSUserDefaults : NSObject`, not marked Sendable in the macOS 14 SDK (the
/// newest whose headers we could read; see the record).
open class UserDefaults: NSObject {
    open class var standard: UserDefaults { UserDefaults() }
    open func string(forKey defaultName: String) -> String? { nil }
    open func set(_ value: Any?, forKey defaultName: String) {}
}

/// https://developer.apple.com/documentation/foundation/data (swift-foundation's Data.swift: `@frozen
/// @available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *) public struct Data : RandomAccessCollection,
/// MutableCollection, RangeReplaceableCollection, Sendable, Hashable`); the stand-in has only `count`.
@frozen
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
public struct Data: Hashable, Sendable {
    /// https://developer.apple.com/documentation/foundation/data/count (swift-foundation: `public var count: Int`
    /// with a getter and a setter)
    public var count: Int {
        get { 0 }
        set {}
    }
}

/// https://developer.apple.com/documentation/foundation/jsondecoder (swift-foundation's JSONDecoder.swift:
/// `@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *) open class JSONDecoder`).
@available(macOS 10.10, iOS 8.0, watchOS 2.0, tvOS 9.0, *)
open class JSONDecoder {
    /// https://developer.apple.com/documentation/foundation/jsondecoder/init()
    public init() {}
    /// https://developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:)
    open func decode<T>(_ type: T.Type, from data: Data) throws -> T where T: Decodable { fatalError("stand-in") }
}

/// swift-foundation's JSONDecoder.swift: Sendable only from these versions, as in the SDK (below them a
/// JSONDecoder crossing an isolation boundary is diagnosed, as in Xcode).
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension JSONDecoder: @unchecked Sendable {}

extension StringProtocol {
    /// https://developer.apple.com/documentation/swift/stringprotocol/removingpercentencoding
    public var removingPercentEncoding: String? { nil }
}

/// NSAttributedString.h: `typedef NSString * NSAttributedStringKey NS_TYPED_EXTENSIBLE_ENUM;` (the keys
/// themselves are UIKit's and AppKit's).
open class NSAttributedString: NSObject {
    public struct Key: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
