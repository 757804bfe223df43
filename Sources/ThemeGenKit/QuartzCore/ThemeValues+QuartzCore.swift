#if canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
    import QuartzCore
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeShadow {
        /// Gives `layer` the shadow's first layer, its colour resolved for the current appearance. A
        /// `CALayer` draws one shadow, so give each further layer a layer of its own; `blur` becomes
        /// `shadowRadius` (half of it, as design tools convert), and `spread` needs a `shadowPath`, which is
        /// left to the caller. On macOS, where layers' y axis points up, `y` is negated.
        public nonisolated func apply(to layer: CALayer) {
            guard let first = layers.first else {
                layer.shadowOpacity = 0
                return
            }
            #if canImport(UIKit)
                layer.shadowColor = first.color.uiColor.cgColor
                layer.shadowOffset = CGSize(width: first.x, height: first.y)
            #else
                layer.shadowColor = first.color.nsColor.cgColor
                layer.shadowOffset = CGSize(width: first.x, height: -first.y)
            #endif
            layer.shadowRadius = first.blur / 2
            layer.shadowOpacity = 1
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeGradient {
        /// Makes `layer` draw the gradient, its colours resolved for the current appearance: axial from start
        /// to end, or radial from the centre to `radius` points (in the layer's bounds as they are now). On
        /// macOS, where layers' y axis points up, y is flipped.
        public nonisolated func apply(to layer: CAGradientLayer) {
            #if canImport(UIKit)
                layer.colors = stops.map { $0.color.uiColor.cgColor }
                let flip = { (y: Double) in y }
            #else
                layer.colors = stops.map { $0.color.nsColor.cgColor }
                let flip = { (y: Double) in 1 - y }
            #endif
            layer.locations = stops.map { NSNumber(value: $0.location) }
            switch kind {
            case .linear(let startX, let startY, let endX, let endY):
                layer.type = .axial
                layer.startPoint = CGPoint(x: startX, y: flip(startY))
                layer.endPoint = CGPoint(x: endX, y: flip(endY))
            case .radial(let centerX, let centerY, let radius):
                layer.type = .radial
                layer.startPoint = CGPoint(x: centerX, y: flip(centerY))
                let width = max(layer.bounds.width, 1)
                let height = max(layer.bounds.height, 1)
                layer.endPoint = CGPoint(x: centerX + radius / width, y: flip(centerY) + radius / height)
            }
        }
    }
#endif
