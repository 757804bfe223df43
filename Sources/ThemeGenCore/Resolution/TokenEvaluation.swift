/// Turns declared values into concrete ones for one theme; references go through the resolver.
enum TokenEvaluation {
    /// The references a declaration's value needs resolved first: its own, or its light and dark parts';
    /// for a style-sheet key derived by the SDK's rules, the theme's base colours (where it has them).
    static func dependencies(of declaration: TokenDeclaration, in group: TokenGroup) -> [TokenReference] {
        switch declaration.value {
        case .reference(let reference):
            return [reference]
        case .color(.variants(let light, let dark, let lightHighContrast, let darkHighContrast)):
            return [light, dark, lightHighContrast, darkHighContrast].compactMap { part in
                if case .reference(let reference)? = part { return reference }
                return nil
            }
        case .color(.mix(let first, let second, _)):
            return [first, second].compactMap { part in
                if case .reference(let reference) = part { return reference }
                return nil
            }
        case .color(.withAlpha(.reference(let reference), _)):
            return [reference]
        case .styleSheetDerived where group == .colors:
            return ApptentiveStyleSheet.BaseColor.allCases.map {
                TokenReference(key: ApptentiveStyleSheet.themeGenKey(for: $0), location: declaration.location)
            }
        default:
            return []
        }
    }

    static func color(_ declaration: TokenDeclaration, _ resolver: ReferenceResolver<ThemeColor>) -> ThemeColor? {
        switch declaration.value {
        case .reference(let reference):
            return resolver.follow(reference)
        case .color(.literal(let rgba)):
            return ThemeColor(light: rgba)
        case .color(.concrete(let color)):
            return color
        case .color(.variants(let light, let dark, let lightHighContrast, let darkHighContrast)):
            // Each variant takes the same variant of a colour it refers to: `light: "{colors.primary}"`
            // brings primary's high-contrast light colour too, unless `lightHighContrast` is given.
            guard let light = part(light, resolver), let dark = part(dark, resolver) else { return nil }
            var lightHighContrastColor = light.lightHighContrast
            if let given = lightHighContrast {
                guard let color = part(given, resolver) else { return nil }
                lightHighContrastColor = color.resolvedLightHighContrast
            }
            var darkHighContrastColor = dark.darkHighContrast
            if let given = darkHighContrast {
                guard let color = part(given, resolver) else { return nil }
                darkHighContrastColor = color.resolvedDarkHighContrast
            }
            return ThemeColor(
                light: light.light, dark: dark.resolvedDark,
                lightHighContrast: lightHighContrastColor, darkHighContrast: darkHighContrastColor)
        case .color(.withAlpha(let base, let alpha)):
            return part(base, resolver)?.withAlpha(alpha)
        case .color(.mix(let first, let second, let weight)):
            guard let first = part(first, resolver), let second = part(second, resolver) else { return nil }
            return first.blended(with: second, fraction: weight)
        case .styleSheetDerived:
            var base: [ApptentiveStyleSheet.BaseColor: ThemeColor] = [:]
            for name in ApptentiveStyleSheet.BaseColor.allCases {
                base[name] = resolver.value(of: ApptentiveStyleSheet.themeGenKey(for: name))
            }
            return ApptentiveStyleSheet.color(for: declaration.key, base: base)
        default:
            return nil
        }
    }

    private static func part(_ part: ColorDeclaration.Part, _ resolver: ReferenceResolver<ThemeColor>) -> ThemeColor? {
        switch part {
        case .literal(let rgba): ThemeColor(light: rgba)
        case .system(let name): name.fallback
        case .reference(let reference): resolver.follow(reference)
        }
    }

    /// The theme's resolved numbers and dimensions, which font sizes and insets may refer to.
    struct LengthSources {
        let numbers: ReferenceResolver<Double>
        let dimensions: ReferenceResolver<Double>

        /// The points a length stands for; a reference to an unknown key, or to a value outside `range`
        /// (what `kind` must be), is reported at the reference through `report`.
        func points(_ length: Length, range: ClosedRange<Double>, kind: String, report: (String, SourceLocation) -> Void) -> Double? {
            switch length {
            case .points(let points):
                return points
            case .reference(let group, let reference):
                let source = group == .dimensions ? dimensions : numbers
                guard let points = source.follow(reference) else { return nil }
                guard range.contains(points) else {
                    report(
                        "\(kind) must be \(ValueRanges.describe(range)), but \(quoted: group.reference(to: reference.key)) is \(NumberText.plain(points))",
                        reference.location)
                    return nil
                }
                return points
            }
        }

        /// A font's line height and letter spacing in points: a multiple of `size` (the size adjusted), or
        /// points scaled by the typography's size adjustment as the size is.
        func spacing(
            _ spacing: TextSpacing, size: Double, adjustment: Double,
            report: (String, SourceLocation) -> Void
        ) -> (lineHeight: Double?, letterSpacing: Double?)? {
            func points(_ length: TextLength?, _ metric: TextMetric, kind: String) -> Double?? {
                switch length {
                case nil: return .some(nil)
                case .relative(let factor)?: return factor * size
                case .length(let written)?: return self.points(written, range: metric.pointRange, kind: kind, report: report).map { $0 * adjustment }
                }
            }
            guard let lineHeight = points(spacing.lineHeight, .lineHeight, kind: "a line height"),
                let letterSpacing = points(spacing.letterSpacing, .letterSpacing, kind: "a letter spacing")
            else { return nil }
            return (lineHeight, letterSpacing)
        }
    }

    static func insets(_ lengths: LengthSources) -> ReferenceResolver<Insets>.Evaluate {
        { declaration, resolver in
            switch declaration.value {
            case .reference(let reference):
                return resolver.follow(reference)
            case .insets(let insets):
                let side = { (length: Length) in lengths.points(length, range: ValueRanges.dimension, kind: "a side of insets", report: resolver.report) }
                guard let top = side(insets.top), let leading = side(insets.leading), let bottom = side(insets.bottom),
                    let trailing = side(insets.trailing)
                else { return nil }
                return Insets(top: top, leading: leading, bottom: bottom, trailing: trailing)
            default:
                return nil
            }
        }
    }

    /// A shadow's layers: colours from the theme's resolved colours, lengths as insets' sides are.
    static func shadow(colors: ReferenceResolver<ThemeColor>, lengths: LengthSources) -> ReferenceResolver<Shadow>.Evaluate {
        { declaration, resolver in
            switch declaration.value {
            case .reference(let reference):
                return resolver.follow(reference)
            case .shadow(let shadow):
                var layers: [Shadow.Layer] = []
                for layer in shadow.layers {
                    let color = resolve(layer.color, colors: colors, in: declaration)
                    let length = { (length: Length, range: ClosedRange<Double>, kind: String) in lengths.points(length, range: range, kind: kind, report: resolver.report) }
                    guard let color, let x = length(layer.x, ValueRanges.dimension, "a shadow's offset"), let y = length(layer.y, ValueRanges.dimension, "a shadow's offset"),
                        let blur = length(layer.blur, ValueRanges.nonNegativeLength, "a shadow's blur"),
                        let spread = length(layer.spread, ValueRanges.dimension, "a shadow's spread")
                    else { return nil }
                    layers.append(Shadow.Layer(color: color, x: x, y: y, blur: blur, spread: spread))
                }
                return Shadow(layers: layers)
            default:
                return nil
            }
        }
    }

    /// A colour inside another value, from the theme's resolved colours.
    static func resolve(_ source: ColorSource, colors: ReferenceResolver<ThemeColor>, in declaration: TokenDeclaration) -> ThemeColor? {
        switch source {
        case .reference(let reference): colors.follow(reference)
        case .declared(let written): color(TokenDeclaration(key: declaration.key, location: declaration.location, value: .color(written)), colors)
        }
    }

    /// A gradient's stops from the theme's resolved colours, its radius as a length.
    static func gradient(colors: ReferenceResolver<ThemeColor>, lengths: LengthSources) -> ReferenceResolver<Gradient>.Evaluate {
        { declaration, resolver in
            switch declaration.value {
            case .reference(let reference):
                return resolver.follow(reference)
            case .gradient(let gradient):
                var stops: [Gradient.Stop] = []
                for stop in gradient.stops {
                    guard let color = resolve(stop.color, colors: colors, in: declaration) else { return nil }
                    stops.append(Gradient.Stop(color: color, location: stop.location))
                }
                switch gradient.kind {
                case .linear(let start, let end):
                    return Gradient(kind: .linear(start: start, end: end), stops: stops)
                case .radial(let center, let radius):
                    guard let points = lengths.points(radius, range: ValueRanges.nonNegativeLength, kind: "a gradient's radius", report: resolver.report) else { return nil }
                    return Gradient(kind: .radial(center: center, radius: points), stops: stops)
                }
            default:
                return nil
            }
        }
    }

    static func font(_ typography: TypographyDeclaration, lengths: LengthSources) -> ReferenceResolver<ThemeFont>.Evaluate {
        let family = typography.family?.value ?? nil
        let adjustment = typography.sizeAdjustment?.value ?? 1
        let faces = Dictionary(
            uniqueKeysWithValues: FontWeight.allCases.map { weight in
                (weight, typography.faces[weight].map(\.value) ?? weight.defaultFace)
            })
        return { declaration, resolver in
            switch declaration.value {
            case .reference(let reference):
                return resolver.follow(reference)
            case .font(.concrete(let font)):
                return font
            case .font(.named(let name, let size, let textStyle, let spacing)):
                guard let points = lengths.points(size, range: ValueRanges.fontSize, kind: "a font size", report: resolver.report),
                    let metrics = lengths.spacing(spacing, size: points, adjustment: 1, report: resolver.report)
                else { return nil }
                return ThemeFont(
                    typeface: .named(name), weight: .regular, size: points, textStyle: textStyle,
                    lineHeight: metrics.lineHeight, letterSpacing: metrics.letterSpacing)
            case .font(.styled(let weight, let size, let textStyle, let spacing)):
                guard let points = lengths.points(size, range: ValueRanges.fontSize, kind: "a font size", report: resolver.report),
                    let metrics = lengths.spacing(spacing, size: points * adjustment, adjustment: adjustment, report: resolver.report)
                else { return nil }
                let typeface: ThemeFont.Typeface = family.map { .family($0, face: faces[weight] ?? nil) } ?? .system
                return ThemeFont(
                    typeface: typeface, weight: weight, size: points * adjustment, textStyle: textStyle,
                    lineHeight: metrics.lineHeight, letterSpacing: metrics.letterSpacing)
            case .styleSheetDerived:
                guard let style = ApptentiveStyleSheet.textStyles.first(where: { $0.key == declaration.key }) else { return nil }
                return ApptentiveStyleSheet.font(for: style, family: family, faces: faces, sizeAdjustment: adjustment)
            default:
                return nil
            }
        }
    }

    static func number(_ declaration: TokenDeclaration, _ resolver: ReferenceResolver<Double>) -> Double? {
        switch declaration.value {
        case .reference(let reference): resolver.follow(reference)
        case .number(let number): number
        default: nil
        }
    }

    static func boolean(_ declaration: TokenDeclaration, _ resolver: ReferenceResolver<Bool>) -> Bool? {
        switch declaration.value {
        case .reference(let reference): resolver.follow(reference)
        case .boolean(let boolean): boolean
        default: nil
        }
    }

    static func value(_ declaration: TokenDeclaration, _ resolver: ReferenceResolver<String>) -> String? {
        switch declaration.value {
        case .reference(let reference): resolver.follow(reference)
        case .value(let value): value
        default: nil
        }
    }
}
