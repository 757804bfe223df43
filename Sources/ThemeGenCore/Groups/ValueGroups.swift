/// The groups of values, each declared once: the one list the stages iterate (`ValueGroup`).
enum ValueGroups {
    /// Every group's descriptor, in `TokenGroup` order: the order of generated code, messages and reports.
    static let all: [any AnyValueGroup] = TokenGroup.allCases.map(\.descriptor)

    static let colors = ValueGroup(
        group: .colors, tokens: \.colors,
        mappingFields: ThemeFileDecoder.variantKeys + ThemeFileDecoder.componentKeys + ThemeFileDecoder.modifierKeys + ["weight"],
        valueForms: "a color ({ light, dark }, { red, green, blue, alpha }, { ref, alpha } or { mix, weight })",
        decodesReferences: false, decode: { $0.decodeColor($1, $2()).map(DeclaredValue.color) },
        resolve: { _, sources in sources.colors },
        describe: ValueDescription.color, preview: PreviewCells.color,
        docText: { TableText.appendColor($0, precise: false, to: &$1) }, tableEntry: { TableText.appendColor($0, to: &$1) },
        dump: { ModelDump.ColorView($0) }, typed: nil)

    static let fonts = ValueGroup(
        group: .fonts, tokens: \.fonts,
        mappingFields: ThemeFileDecoder.fontKeys, valueForms: "a font ({ weight, size, textStyle } or { name, size })",
        decodesReferences: false, decode: { $0.decodeFont($1, $2()).map(DeclaredValue.font) },
        resolve: { _, sources in sources.fonts },
        describe: { font, precise in ValueDescription.font(font, precise: precise) }, preview: PreviewCells.font,
        docText: comment { ValueDescription.font($0) }, tableEntry: plain(TableText.font),
        dump: { ModelDump.FontView($0) }, typed: nil)

    static let numbers = ValueGroup(
        group: .numbers, tokens: \.numbers, mappingFields: [], valueForms: "a number",
        decodesReferences: false, decode: { $0.reader.number($1, $2()).map(DeclaredValue.number) },
        resolve: { _, sources in sources.lengths.numbers },
        describe: { number, precise in ValueDescription.number(number, precise: precise) },
        preview: { number, _ in PreviewCells.text(ValueDescription.number(number)) },
        docText: comment { ValueDescription.number($0) }, tableEntry: plain(TableText.number),
        dump: { $0 }, typed: .init(valueType: { _ in "Double" }, reader: "number", unit: nil))

    static let dimensions = ValueGroup(
        group: .dimensions, tokens: \.dimensions, mappingFields: [], valueForms: "a dimension",
        decodesReferences: false, decode: { $0.decodeDimension($1, $2()).map(DeclaredValue.number) },
        resolve: { _, sources in sources.lengths.dimensions },
        describe: { points, precise in ValueDescription.dimension(points, precise: precise) }, preview: PreviewCells.dimension,
        docText: comment { ValueDescription.dimension($0) }, tableEntry: plain(TableText.number),
        dump: { $0 }, typed: .init(valueType: { _ in "CGFloat" }, reader: "dimension", unit: "points"))

    static let insets = ValueGroup(
        group: .insets, tokens: \.insets,
        mappingFields: ThemeFileDecoder.insetKeys, valueForms: "insets ({ top, leading, bottom, trailing })",
        decodesReferences: true, decode: { $0.decodeInsetsValue($1, $2()) },
        resolve: { declarations, sources in
            ReferenceResolver(group: .insets, declarations: declarations, evaluate: TokenEvaluation.insets(sources.lengths))
        },
        describe: { insets, precise in ValueDescription.insets(insets, precise: precise) }, preview: PreviewCells.insets,
        docText: comment { ValueDescription.insets($0) }, tableEntry: plain(TableText.insets),
        dump: { $0 }, typed: .init(valueType: \.insets, reader: "insets", unit: "points"))

    static let shadows = ValueGroup(
        group: .shadows, tokens: \.shadows,
        mappingFields: ThemeFileDecoder.shadowKeys, valueForms: "a shadow ({ color, x, y, blur, spread })",
        decodesReferences: false, decode: { $0.decodeShadow($1, $2()).map(DeclaredValue.shadow) },
        resolve: { declarations, sources in
            ReferenceResolver(group: .shadows, declarations: declarations, evaluate: TokenEvaluation.shadow(colors: sources.colors, lengths: sources.lengths))
        },
        describe: ValueDescription.shadow, preview: PreviewCells.shadow,
        docText: comment { ValueDescription.shadow($0) }, tableEntry: plain(TableText.shadow),
        dump: { $0.layers.map(ModelDump.ShadowLayerView.init) }, typed: .init(valueType: \.shadow, reader: "shadow", unit: nil))

    static let gradients = ValueGroup(
        group: .gradients, tokens: \.gradients,
        mappingFields: ThemeFileDecoder.gradientKeys, valueForms: "a gradient ({ type, angle, stops, … })",
        decodesReferences: false, decode: { $0.decodeGradient($1, $2()).map(DeclaredValue.gradient) },
        resolve: { declarations, sources in
            ReferenceResolver(group: .gradients, declarations: declarations, evaluate: TokenEvaluation.gradient(colors: sources.colors, lengths: sources.lengths))
        },
        describe: ValueDescription.gradient, preview: PreviewCells.gradient,
        docText: comment { ValueDescription.gradient($0) }, tableEntry: plain(TableText.gradient),
        dump: { ValueDescription.gradient($0) }, typed: .init(valueType: \.gradient, reader: "gradient", unit: nil))

    static let durations = ValueGroup(
        group: .durations, tokens: \.durations, mappingFields: [], valueForms: "a duration",
        decodesReferences: false, decode: { $0.decodeMeasure($1, Measure.duration, $2()).map(DeclaredValue.number) },
        resolve: { declarations, _ in ReferenceResolver(group: .durations, declarations: declarations, evaluate: TokenEvaluation.number) },
        describe: { seconds, precise in ValueDescription.duration(seconds, precise: precise) }, preview: { seconds, _ in PreviewCells.text(ValueDescription.duration(seconds)) },
        docText: comment { ValueDescription.duration($0) }, tableEntry: plain(TableText.number),
        dump: { $0 }, typed: .init(valueType: { _ in "TimeInterval" }, reader: "duration", unit: "seconds"))

    static let opacities = ValueGroup(
        group: .opacities, tokens: \.opacities, mappingFields: [], valueForms: "an opacity",
        decodesReferences: false, decode: { $0.decodeOpacity($1, $2()).map(DeclaredValue.number) },
        resolve: { declarations, _ in ReferenceResolver(group: .opacities, declarations: declarations, evaluate: TokenEvaluation.number) },
        describe: { opacity, precise in ValueDescription.number(opacity, precise: precise) }, preview: PreviewCells.opacity,
        docText: comment { ValueDescription.number($0) }, tableEntry: plain(TableText.number),
        dump: { $0 }, typed: .init(valueType: { _ in "Double" }, reader: "number", unit: nil))

    static let booleans = ValueGroup(
        group: .booleans, tokens: \.booleans, mappingFields: [], valueForms: "a boolean",
        decodesReferences: false, decode: { $0.reader.bool($1, $2()).map(DeclaredValue.boolean) },
        resolve: { declarations, _ in ReferenceResolver(group: .booleans, declarations: declarations, evaluate: TokenEvaluation.boolean) },
        describe: { value, _ in ValueDescription.boolean(value) }, preview: { value, _ in PreviewCells.text(ValueDescription.boolean(value)) },
        docText: comment(ValueDescription.boolean), tableEntry: plain(TableText.boolean),
        dump: { $0 }, typed: .init(valueType: { _ in "Bool" }, reader: "boolean", unit: nil))

    static let strings = ValueGroup(
        group: .strings, tokens: \.strings, mappingFields: [], valueForms: "a string",
        decodesReferences: false, decode: { $0.decodeString($1, $2()).map(DeclaredValue.value) },
        resolve: { declarations, _ in ReferenceResolver(group: .strings, declarations: declarations, evaluate: TokenEvaluation.value) },
        describe: { text, _ in ValueDescription.string(text) }, preview: { text, _ in PreviewCells.text(text) },
        docText: comment(ValueDescription.string), tableEntry: plain(TableText.name),
        dump: { $0 }, typed: .init(valueType: { _ in "String" }, reader: "text", unit: nil))

    static let values = ValueGroup(
        group: .values, tokens: \.values, mappingFields: [], valueForms: "a value",
        decodesReferences: false, decode: { $0.decodeValue($1, $2()).map(DeclaredValue.value) },
        resolve: { declarations, _ in ReferenceResolver(group: .values, declarations: declarations, evaluate: TokenEvaluation.value) },
        describe: { text, _ in ValueDescription.string(text) }, preview: { text, _ in PreviewCells.text(text) },
        docText: comment(ValueDescription.string), tableEntry: plain(TableText.name),
        dump: { $0 }, typed: nil)

    /// A writer of `text`'s result, escaped for a doc comment.
    private static func comment<Value>(_ text: @escaping @Sendable (Value) -> String) -> ValueGroup<Value>.Write {
        { SwiftLiteral.appendComment(text($0), to: &$1) }
    }

    /// A writer of `text`'s result as it is.
    private static func plain<Value>(_ text: @escaping @Sendable (Value) -> String) -> ValueGroup<Value>.Write {
        { $1.append(contentsOf: text($0).utf8) }
    }
}

extension TokenGroup {
    /// The group's descriptor: the one place a group's case meets its declaration.
    var descriptor: any AnyValueGroup {
        switch self {
        case .colors: ValueGroups.colors
        case .fonts: ValueGroups.fonts
        case .numbers: ValueGroups.numbers
        case .dimensions: ValueGroups.dimensions
        case .insets: ValueGroups.insets
        case .shadows: ValueGroups.shadows
        case .gradients: ValueGroups.gradients
        case .durations: ValueGroups.durations
        case .opacities: ValueGroups.opacities
        case .booleans: ValueGroups.booleans
        case .strings: ValueGroups.strings
        case .values: ValueGroups.values
        }
    }
}
