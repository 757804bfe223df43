// Stand-in for SwiftUI: the declarations the generated adapters use, with Apple's signatures.
import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

public struct Color: Hashable, Sendable {
    #if canImport(UIKit)
    public init(_ color: UIColor) {}
    #elseif canImport(AppKit)
    public init(_ color: NSColor) {}
    #endif
}

public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let bold = Weight()
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { Font() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
}
