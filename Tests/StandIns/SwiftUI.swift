// Stand-in for SwiftUI: the declarations the generated adapters use, each with Apple's Swift declaration
// and availability as Record/SwiftUI.jsonl records them from developer.apple.com/documentation/swiftui
// (StandInRecordTests holds this file to it; where the stand-in keeps an older SDK's stricter isolation
// the record says why). Built as a Swift 5 module for each Apple target; see README.md. A deprecation at
// version 100000 is Apple's "to be deprecated", which never warns.
@_exported import Foundation
// SwiftUI re-exports Combine: `import SwiftUI` alone brings ObservableObject.
@_exported import Combine
// SwiftUI imports Observation (the iOS 17 / macOS 14 SDKs' interface does, without re-exporting it) for
// the environment's Observable objects.
import Observation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Color: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}

    #if canImport(UIKit)
    /// https://developer.apple.com/documentation/swiftui/color/init(_:)-4ug3t (UIColor)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    public init(_ color: UIColor) {}
    #elseif canImport(AppKit)
    /// https://developer.apple.com/documentation/swiftui/color/init(_:)-2n9xs (NSColor)
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Color(nsColor:)")
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public init(_ color: NSColor) {}
    #endif
}

/// https://developer.apple.com/documentation/swiftui/view (main-actor isolated since the iOS 18 SDK)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// What the stand-in modifiers return for their `some View`: a view of its own, so that code after a
/// modifier is not taken for unreachable, as it would be were the opaque type `Never`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _StandInView: View {
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _StandInView()
    }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        (self.x, self.y) = (x, y)
    }
}

/// https://developer.apple.com/documentation/swiftui/gradient
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Gradient: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/gradient/stop
    @frozen
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            (self.color, self.location) = (color, location)
        }
    }

    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) {
        self.stops = stops
    }
}

/// https://developer.apple.com/documentation/swiftui/lineargradient
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct LinearGradient: View, Sendable {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/radialgradient
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct RadialGradient: View, Sendable {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/weight
    @frozen
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        case `default`
        @available(watchOS 7.0, *)
        case serif
        case rounded
        @available(watchOS 7.0, *)
        case monospaced
    }

    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle
        case title
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        case title2
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        case caption2

        public static var allCases: [Font.TextStyle] { [] }
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88 (deprecated in
    /// the 27.2 SDKs in favour of the optional-parameter overload below)
    @available(iOS, introduced: 13.0, deprecated: 27.2)
    @available(macOS, introduced: 10.15, deprecated: 27.2)
    @available(tvOS, introduced: 13.0, deprecated: 27.2)
    @available(watchOS, introduced: 6.0, deprecated: 27.2)
    @available(visionOS, introduced: 1.0, deprecated: 27.2)
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:) (optional weight and design)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/caption (the font, not Font.TextStyle.caption)
    public static let caption = Font()
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier (main-actor isolated since the iOS 18 SDK)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier`'s `body` receives.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct ModifiedContent<Content, Modifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/scaledmetric
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public var wrappedValue: Value { fatalError("stand-in") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError("stand-in") }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { _StandInView() }
    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _StandInView() }
    /// https://developer.apple.com/documentation/swiftui/view/tracking(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { _StandInView() }
}

// MARK: The theme environment and picker

/// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1ykkd
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError("stand-in") }
        set {}
    }
    public var description: String { "" }
}

/// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty, Sendable {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("stand-in") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

/// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {}
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
}

// As Apple's: a State is not Sendable (the SDK marks the conformance unavailable).
@available(*, unavailable)
extension State: Sendable {}

/// https://developer.apple.com/documentation/swiftui/observedobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    @MainActor @preconcurrency public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    @MainActor @preconcurrency public var wrappedValue: ObjectType
}

/// https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    @MainActor @preconcurrency public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("stand-in") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StandInView() }
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { _StandInView() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError("stand-in")
    }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u (a String)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _StandInView() }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) (deprecated in the 27 SDKs)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    nonisolated public func foregroundColor(_ color: Color?) -> some View { _StandInView() }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:alignment:) (deprecated in the 27 SDKs)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { _StandInView() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View { _StandInView() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits (a SetAlgebra in the SDK, whose
/// members the generated code does not use)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityTraits: Equatable, Sendable, ExpressibleByArrayLiteral {
    init() {}
    /// SetAlgebra's `init(arrayLiteral:)`, for `[]` and `[.isSelected]`.
    public init(arrayLiteral elements: AccessibilityTraits...) {}
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
    public static let isSelected = AccessibilityTraits()
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier (a ViewModifier in the
/// SDK; its conformance is left out, nothing calls its body)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct AccessibilityAttachmentModifier {}

/// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
    public static let leading = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct TupleView<T>: View {
    public init(_ value: T) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder: blocks of two and three views, and `if`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ViewBuilder {
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView((c0, c1)) }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> { TupleView((c0, c1, c2)) }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

/// https://developer.apple.com/documentation/swiftui/view (Optional is a View when its Wrapped is)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90a6v
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Button<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/hstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct HStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct VStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Text: Equatable, Sendable, View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (a StringProtocol, shown verbatim)
    public init<S: StringProtocol>(_ content: S) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Spacer: View, Sendable {
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Image: Equatable, Sendable, View {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    @available(macOS 11.0, *)
    public init(systemName: String) {}
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

// MARK: An app (Examples/ThemeDemo's SwiftUI target)

/// https://developer.apple.com/documentation/swiftui/color (a Color is a View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct WindowGroup<Content: View>: Scene {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:) (deprecated from the 18
    /// SDKs for `init(makeContent:)`)
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(macOS, introduced: 11.0, deprecated: 15.0)
    @available(tvOS, introduced: 14.0, deprecated: 18.0)
    @available(watchOS, introduced: 7.0, deprecated: 11.0)
    @available(visionOS, introduced: 1.0, deprecated: 2.0)
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

// MARK: Appearance and previews (the generated ThemePreviews file)

/// https://developer.apple.com/documentation/swiftui/colorscheme (also CaseIterable in the SDK; the stand-in
/// leaves that conformance and its allCases out)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorScheme: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:) (macOS 11)
    @available(macOS 11.0, *)
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _StandInView() }
}

/// https://developer.apple.com/documentation/swiftui/axis (here only the namespace of Axis.Set; the SDK's
/// cases `horizontal` and `vertical` are left out)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public enum Axis: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/axis/set (an OptionSet in the SDK, whose members the
    /// generated code does not use)
    @frozen
    public struct Set: Equatable, Sendable {
        init() {}
        /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Axis.Set()
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ScrollView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:) (deprecated
    /// in the 27 SDKs, but for visionOS, in favour of init(_:content:))
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:) (what `ScrollView { … }`
    /// binds to where the SDK has both, as Swift prefers the overload without the defaulted `showsIndicators`)
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/scrollview/body (`some View` in the SDK)
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/developertoolssupport/previewtrait (DeveloperToolsSupport, which
/// SwiftUI re-exports)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public struct PreviewTrait<T> {}

/// https://developer.apple.com/documentation/developertoolssupport/preview (DeveloperToolsSupport)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public struct Preview {
    /// https://developer.apple.com/documentation/developertoolssupport/preview/viewtraits
    public enum ViewTraits {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    /// https://developer.apple.com/documentation/developertoolssupport/previewtrait/modifier(_:) (SwiftUI's
    /// extension of DeveloperToolsSupport's type)
    @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/previewmodifier
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
public protocol PreviewModifier {
    /// https://developer.apple.com/documentation/swiftui/previewmodifier/context
    associatedtype Context = Void
    /// https://developer.apple.com/documentation/swiftui/previewmodifier/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/previewmodifier/content
    typealias Content = PreviewModifierContent
    /// https://developer.apple.com/documentation/swiftui/previewmodifier/makesharedcontext()
    @MainActor static func makeSharedContext() async throws -> Self.Context
    /// https://developer.apple.com/documentation/swiftui/previewmodifier/body(content:context:)
    @ViewBuilder @MainActor func body(content: Self.Content, context: Self.Context) -> Self.Body
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PreviewModifier where Self.Context == () {
    /// https://developer.apple.com/documentation/swiftui/previewmodifier (a default the SDK's interface has and
    /// no page documents: a modifier with no shared context need not write one)
    @MainActor public static func makeSharedContext() async throws -> Self.Context { () }
}

/// https://developer.apple.com/documentation/swiftui/previewmodifiercontent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct PreviewModifierContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}
