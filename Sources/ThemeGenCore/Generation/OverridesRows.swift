/// The template data of the generated `ThemeOverrides` (docs/Templates.md): `OverridesFormat`'s version,
/// limits and messages as Swift literals, and each group a document may change with its form.
enum OverridesRows {
    /// The data for `set`, whose type names are `types`.
    static func templateData(_ set: ThemeSet, types: TypeNames) -> MustacheValue {
        let messages = OverridesFormat.Messages()
        func literal(_ text: String) -> MustacheValue { .string(SwiftLiteral.escaped(text, for: .stringLiteral)) }
        let texts: [String: MustacheValue] = [
            "tooLarge": literal(messages.tooLarge), "notJSON": literal(messages.notJSON), "notObject": literal(messages.notObject),
            "missingFormat": literal(messages.missingFormat), "wrongFormat": literal(messages.wrongFormat),
            "missingTheme": literal(messages.missingTheme), "themeNotString": literal(messages.themeNotString),
            "unknownTheme": literal(messages.unknownTheme), "unknownField": literal(messages.unknownField),
            "groupNotObject": literal(messages.groupNotObject), "notColor": literal(messages.notColor),
            "notColorText": literal(messages.notColorText), "unknownColorField": literal(messages.unknownColorField),
            "missingLight": literal(messages.missingLight), "notFontSize": literal(messages.notFontSize),
            "unknownFontField": literal(messages.unknownFontField), "missingSize": literal(messages.missingSize),
            "sizeNotNumber": literal(messages.sizeNotNumber), "sizeOutOfRange": literal(messages.sizeOutOfRange),
            "notNumber": literal(messages.notNumber), "notBoolean": literal(messages.notBoolean), "notString": literal(messages.notString),
        ]
        let fieldList = OverridesFormat.fields.map { SwiftLiteral.escaped($0, for: .stringLiteral) }.joined(separator: ", ")
        return .object([
            "version": .string(String(OverridesFormat.version)), "maximumBytes": .string(String(OverridesFormat.maximumBytes)),
            "fontSizeRange": .string(swiftRange(ValueRanges.fontSize)), "fields": .string(fieldList),
            "messages": .object(texts),
            "groups": .list(OverridesFormat.groups.map { group(set, $0.group, $0.form, types: types, messages: messages) }),
        ])
    }

    /// One group's data: its field, key type, the Swift type of an override's value, its form's reader
    /// and messages.
    private static func group(_ set: ThemeSet, _ group: TokenGroup, _ form: OverridesFormat.Form, types: TypeNames, messages: OverridesFormat.Messages) -> MustacheValue {
        var fields: [String: MustacheValue] = [
            "field": .string(group.rawValue), "fieldLiteral": .string(SwiftLiteral.escaped(group.rawValue, for: .stringLiteral)),
            "hasKeys": .bool(!set.keys(of: group).isEmpty), "keyType": .string(types.key(of: group)),
            "unknownKey": .string(SwiftLiteral.escaped(messages.unknownKey(group), for: .stringLiteral)),
            "range": .bool(false), "convert": .bool(false),
        ]
        switch form {
        case .color:
            fields["valueType"] = .string(types.color)
            fields["reader"] = .string("color")
        case .fontSize:
            fields["valueType"] = .string("Double")
            fields["reader"] = .string("fontSize")
        case .number(let range, let what, let unit):
            let valueType = group.descriptor.typed?.valueType(types) ?? "Double"
            fields["valueType"] = .string(valueType)
            fields["reader"] = .string("number")
            if valueType != "Double" { fields["convert"] = .string(valueType) }
            if let range {
                fields["range"] = .object([
                    "swift": .string(swiftRange(range)),
                    "message": .string(SwiftLiteral.escaped(messages.outOfRange(range, what: what, unit: unit), for: .stringLiteral)),
                ])
            }
        case .boolean:
            fields["valueType"] = .string("Bool")
            fields["reader"] = .string("boolean")
        case .string:
            fields["valueType"] = .string("String")
            fields["reader"] = .string("string")
        }
        return .object(fields)
    }

    /// `0.1...10000.0`: a range as a Swift literal.
    private static func swiftRange(_ range: ClosedRange<Double>) -> String {
        "\(range.lowerBound)...\(range.upperBound)"
    }
}
