import ThemeGenFormats

/// What the generated code needs of the over-the-air overrides (`ThemeOverridesFormat`, in ThemeGenKit,
/// which reads the documents): which groups a document may change, each key type the document's key
/// names are looked up in, and how a typed group's accessor reads an override.
enum OverridesRows {
    /// The template data for `set`, whose type names are `types`: `enabled` (whether the `Theme` carries
    /// overrides, `GeneratorOptions.overrides`) and `groups`, each `{field, hasKeys, keyType}`, in the
    /// format's order.
    static func templateData(_ set: ThemeSet, types: TypeNames, enabled: Bool) -> MustacheValue {
        .object([
            "enabled": .bool(enabled),
            "groups": .list(
                ThemeOverridesFormat.Group.allCases.map { group in
                    let tokenGroup = OverridesFormat.tokenGroup(group)
                    return [
                        "field": .string(group.rawValue), "hasKeys": .bool(!set.keys(of: tokenGroup).isEmpty),
                        "keyType": .string(types.key(of: tokenGroup)),
                    ]
                }),
        ])
    }

    /// How the accessor of a typed group's key reads the override of the key in `key.tableIndex`:
    /// `{read, convert}` (the `ThemeOverridesOf` call, and the Swift type the value is converted to or
    /// false), or false for a group a document cannot change.
    static func overrideRead(_ group: TokenGroup, valueType: String) -> MustacheValue {
        guard let overridable = OverridesFormat.overridable(group) else { return .bool(false) }
        let read: String
        switch overridable.form {
        case .color, .fontSize: return .bool(false)
        case .number: read = "number(.\(overridable.rawValue), at: key.tableIndex)"
        case .boolean: read = "boolean(at: key.tableIndex)"
        case .string: read = "string(at: key.tableIndex)"
        }
        let convert: MustacheValue = valueType == "CGFloat" ? .string("CGFloat") : .bool(false)
        return ["read": .string(read), "convert": convert]
    }
}
