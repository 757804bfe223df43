// Stand-in for Combine: ObservableObject as the generated selection store uses it, with the signatures
// and availability of Apple's Combine (developer.apple.com/documentation/combine). See README.md.

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
final public class ObservableObjectPublisher {
    public init() {}
    final public func send() {}
}

/// https://developer.apple.com/documentation/combine/observableobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
