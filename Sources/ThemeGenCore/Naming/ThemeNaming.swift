/// Gives every theme, key, value type and value case its Swift name — the one stage that does — and
/// reports names that collide:
/// 1. the name a file chose (`swiftName`, `swiftNames`), the Apptentive SDK's name for a style-sheet key,
///    or the naming rules' (`Naming`), with a warning where a reserved word had to change;
/// 2. kept clear of the generated API's own members and types (`GeneratedAPI`), with a warning;
/// 3. checked once for collisions among the final names.
struct ThemeNaming {
    struct Names {
        var themes: [SwiftName]
        var keys: [TokenGroup: [TokenKey]]
        var valueTypes: [ValueType]
    }

    /// Names set with `swiftNames`, by group and key.
    let chosen: [TokenGroup: [String: Located<String>]]
    /// The generated type names, with the set's type prefix.
    let typeNames: TypeNames
    let typePrefix: String
    private(set) var log = DiagnosticLog()

    init(chosen: [TokenGroup: [String: Located<String>]] = [:], typePrefix: String = "") {
        self.chosen = chosen
        self.typePrefix = typePrefix
        self.typeNames = TypeNames(prefix: typePrefix)
    }

    /// The names, or `nil` when two things would get the same name (reported).
    mutating func name(themes: [ResolvedTheme], completeness: Completeness) -> Names? {
        let themeNames = themes.map { theme in
            let declaration = theme.declaration
            let name = declaration.swiftName.map { SwiftName($0.value) } ?? memberName(declaration.name, at: declaration.location)
            return clear(name, of: GeneratedAPI.themeIDMembers, suffix: "Theme", "theme '\(declaration.name)'", declaration.location)
        }
        var groupKeys: [TokenGroup: [TokenKey]] = [:]
        for group in TokenGroup.allCases {
            groupKeys[group] = keys(of: group, completeness.keys[group] ?? [])
        }
        let valueTypes = (groupKeys[.values] ?? []).map { valueType(for: $0, themes: themes) }

        let advice = "rename one of them, or choose another Swift name with 'swiftName' or 'swiftNames'"
        var collisions = NameCollisions.check(zip(themeNames, themes).map { ($0, "theme '\($1.declaration.name)'", $1.declaration.location) }, advice: advice)
        for group in TokenGroup.allCases {
            collisions += NameCollisions.check((groupKeys[group] ?? []).map { ($0.swiftName, "\(group.noun) '\($0.key)'", $0.location) }, advice: advice)
        }
        collisions += NameCollisions.check(valueTypes.map { ($0.typeName, "value '\($0.key.key)'", $0.key.location) }, kind: "type name", advice: advice)
        for type in valueTypes {
            collisions += NameCollisions.check(type.cases.map { ($0.swiftName, "value '\($0.rawValue)' of '\(type.key.key)'", $0.location) },
                                               advice: "rename one of them")
        }
        log.append(contentsOf: collisions)
        guard !log.hasErrors else { return nil }
        return Names(themes: themeNames, keys: groupKeys, valueTypes: valueTypes)
    }

    /// The keys of a group, named; a `swiftNames` entry for a key no theme defines is an error.
    private mutating func keys(of group: TokenGroup, _ definitions: [Completeness.FirstDefinition]) -> [TokenKey] {
        let defined = Set(definitions.map(\.key))
        for (key, name) in (chosen[group] ?? [:]).sorted(by: { $0.key < $1.key }) where !defined.contains(key) {
            let hint = Suggestions.didYouMean(key, in: definitions.map(\.key))
            log.error("'swiftNames' names \(group.noun) '\(key)', which no theme defines\(hint)", at: name.location)
        }
        let themeGenNames = Set(definitions.filter { ApptentiveStyleSheet.swiftNames[$0.key] == nil }.map { Naming.memberName($0.key).identifier })
        let suffix = Naming.capitalizingFirst(group.noun)
        return definitions.map { definition in
            let name = chosen[group]?[definition.key].map { SwiftName($0.value) }
                ?? keyName(definition.key, at: definition.location, taken: themeGenNames)
            let cleared = clear(name, of: GeneratedAPI.keyMembers, suffix: suffix, "\(group.noun) '\(definition.key)'", definition.location)
            return TokenKey(key: definition.key, swiftName: cleared, location: definition.location)
        }
    }

    /// The enum for a `values` key: one case per distinct value, in order of first use.
    private mutating func valueType(for key: TokenKey, themes: [ResolvedTheme]) -> ValueType {
        var cases: [ValueType.Case] = []
        var seen = Set<String>()
        for theme in themes {
            guard let token = theme.value(of: key.key), seen.insert(token.value).inserted else { continue }
            let name = memberName(token.value, at: token.location)
            let cleared = clear(name, of: GeneratedAPI.valueCaseMembers, suffix: "Case", "value '\(token.value)' of '\(key.key)'", token.location)
            cases.append(ValueType.Case(rawValue: token.value, swiftName: cleared, location: token.location))
        }
        let typeName = SwiftName(typePrefix + Naming.typeName(key.key).identifier)
        let reserved = Set(typeNames.all).union(GeneratedAPI.referencedTypes)
        return ValueType(key: key, typeName: clear(typeName, of: reserved, suffix: "Value", "the type for value '\(key.key)'", key.location), cases: cases)
    }

    /// A style-sheet key gets the SDK's Swift name, or `apptentive` + that name when a ThemeGen key of the
    /// same group already has it (`separator` → `apptentiveSeparator`); any other key is camel-cased.
    private mutating func keyName(_ key: String, at location: SourceLocation, taken: Set<String>) -> SwiftName {
        guard let sdkName = ApptentiveStyleSheet.swiftNames[key] else { return memberName(key, at: location) }
        return SwiftName(taken.contains(sdkName) ? "apptentive" + Naming.capitalizingFirst(sdkName) : sdkName)
    }

    /// A member name, with a warning when a reserved word had to be changed.
    private mutating func memberName(_ name: String, at location: SourceLocation) -> SwiftName {
        let swiftName = Naming.memberName(name)
        if Naming.isRenamedKeyword(swiftName) {
            log.warning("'\(name)' cannot be a Swift member name; it is generated as '\(swiftName.identifier)' (set 'swiftName' to choose another)", at: location)
        }
        return swiftName
    }

    /// `name`, or `name` + `suffix` with a warning when the generated API already uses it.
    private mutating func clear(_ name: SwiftName, of reserved: Set<String>, suffix: String, _ what: String, _ location: SourceLocation) -> SwiftName {
        guard reserved.contains(name.identifier) else { return name }
        let renamed = SwiftName(name.identifier + suffix)
        log.warning("\(what) would be '\(name.identifier)', which the generated API already has; it is generated as '\(renamed.identifier)'", at: location)
        return renamed
    }
}
