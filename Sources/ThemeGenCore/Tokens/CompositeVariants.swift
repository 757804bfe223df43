/// A shadow or gradient token's value in every appearance: its colours take their variants from the
/// appearances, as a colour token's do (a shadow colour that is `{color.shadow}` follows dark mode), when
/// everything else about it — layers, offsets, blur, spread, stops and their positions — is the same in
/// every appearance, since only colours have variants.
struct CompositeVariants {
    /// Where the value of one appearance first differs from the default one's in something other than a
    /// colour: `the offsetY of shadow 1` is `12` there, `8` in the default appearance.
    struct Difference {
        let part: String
        let variant: String
        let base: String
    }

    private let base: DeclaredValue
    /// Each colour of the value (a layer's, a stop's), in order, in each appearance context by its
    /// position in `TokenModifierRoles.appearanceNames` (the default one first).
    private var colors: [[RGBA?]]

    /// The variants of `base`, the default appearance's value; `nil` when it is neither a shadow nor a
    /// gradient as a token decodes to.
    init?(base: DeclaredValue) {
        guard let colors = Self.colors(of: base) else { return nil }
        self.base = base
        self.colors = colors.map { [$0, nil, nil, nil] }
    }

    /// Adds the value in the appearance context at `slot`, or returns where it differs.
    mutating func add(_ variant: DeclaredValue, slot: Int) -> Difference? {
        if let difference = Self.difference(variant, from: base) { return difference }
        guard let variantColors = Self.colors(of: variant) else { return nil }
        for (index, color) in variantColors.enumerated() { colors[index][slot] = color }
        return nil
    }

    /// The default appearance's value whose colours carry the variants (a colour the same in every
    /// appearance stays as it is).
    var merged: DeclaredValue {
        switch base {
        case .shadow(var shadow):
            for index in shadow.layers.indices { shadow.layers[index].color = color(at: index, otherwise: shadow.layers[index].color) }
            return .shadow(shadow)
        case .gradient(var gradient):
            for index in gradient.stops.indices { gradient.stops[index].color = color(at: index, otherwise: gradient.stops[index].color) }
            return .gradient(gradient)
        default:
            return base
        }
    }

    /// The colour at `index` with its variants, or `source` when it has none.
    private func color(at index: Int, otherwise source: ColorSource) -> ColorSource {
        let variants = colors[index]
        guard let light = variants[0] else { return source }
        let color = AppearanceColor(light: light, appearances: variants).color
        return color.hasVariants ? .declared(.concrete(color)) : source
    }

    /// The colours a decoded shadow's layers or gradient's stops are written with.
    private static func colors(of value: DeclaredValue) -> [RGBA?]? {
        func literal(_ source: ColorSource) -> RGBA? {
            if case .declared(.literal(let color)) = source { return color }
            return nil
        }
        switch value {
        case .shadow(let shadow): return shadow.layers.map { literal($0.color) }
        case .gradient(let gradient): return gradient.stops.map { literal($0.color) }
        default: return nil
        }
    }

    /// The first part, other than a colour, in which `variant` differs from `base`.
    private static func difference(_ variant: DeclaredValue, from base: DeclaredValue) -> Difference? {
        switch (variant, base) {
        case (.shadow(let variant), .shadow(let base)):
            guard variant.layers.count == base.layers.count else {
                return Difference(part: "the number of layers", variant: String(variant.layers.count), base: String(base.layers.count))
            }
            for (index, (layer, baseLayer)) in zip(variant.layers, base.layers).enumerated() {
                let name = base.layers.count == 1 ? "" : " of shadow \(index)"
                let lengths = [
                    ("offsetX", layer.x, baseLayer.x), ("offsetY", layer.y, baseLayer.y),
                    ("blur", layer.blur, baseLayer.blur), ("spread", layer.spread, baseLayer.spread),
                ]
                for (member, length, baseLength) in lengths where text(length) != text(baseLength) {
                    return Difference(part: "the \(member)\(name)", variant: text(length), base: text(baseLength))
                }
            }
            return nil
        case (.gradient(let variant), .gradient(let base)):
            guard variant.stops.count == base.stops.count else {
                return Difference(part: "the number of stops", variant: String(variant.stops.count), base: String(base.stops.count))
            }
            for (index, (stop, baseStop)) in zip(variant.stops, base.stops).enumerated() where stop.location != baseStop.location {
                return Difference(part: "the position of stop \(index)", variant: NumberText.plain(stop.location), base: NumberText.plain(baseStop.location))
            }
            return nil
        default:
            return nil
        }
    }

    /// A decoded length as a message shows it: tokens decode lengths to points.
    private static func text(_ length: Length) -> String {
        switch length {
        case .points(let points): NumberText.plain(points)
        case .reference(_, let reference): reference.key
        }
    }
}

/// A colour's value in each appearance context, gathered one context after another, in any order; the
/// colour is made once all are in (`ThemeColor` decides which of them are variants).
struct AppearanceColor {
    private var light: RGBA
    private var dark: RGBA?
    private var lightHighContrast: RGBA?
    private var darkHighContrast: RGBA?

    /// The colour in the default (light) context, so far without variants.
    init(light: RGBA) {
        self.light = light
    }

    /// A colour from its value in each appearance context, by position in
    /// `TokenModifierRoles.appearanceNames` (`light` first; `nil` where a context gives none).
    init(light: RGBA, appearances variants: [RGBA?]) {
        self.init(light: light)
        for (slot, variant) in variants.enumerated().dropFirst() {
            if let variant { set(variant, slot: slot) }
        }
    }

    /// Sets the colour of the appearance context at `slot`, a position in
    /// `TokenModifierRoles.appearanceNames` (`light`, at 0, is the colour itself).
    mutating func set(_ color: RGBA, slot: Int) {
        switch slot {
        case 0: light = color
        case 1: dark = color
        case 2: lightHighContrast = color
        default: darkHighContrast = color
        }
    }

    /// The colour with its variants.
    var color: ThemeColor {
        ThemeColor(light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast)
    }
}
