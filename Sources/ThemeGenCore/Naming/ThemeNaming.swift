/// Gives every theme, key and value its Swift name, and reports names that collide.
struct ThemeNaming {
    struct Names {
        var themes: [SwiftName]
        var keys: [TokenGroup: [TokenKey]]
        var valueTypes: [ValueType]
    }

    /// Names set with `swiftNames`, by group and key.
    let chosen: [TokenGroup: [String: Located<String>]]
    private(set) var log = DiagnosticLog()

    init(chosen: [TokenGroup: [String: Located<String>]] = [:]) {
        self.chosen = chosen
    }

    /// The names, or `nil` when two things would get the same name (reported).
    mutating func name(themes: [ResolvedTheme], completeness: Completeness) -> Names? {
        let themeNames = themes.map { theme in
            theme.declaration.swiftName.map { SwiftName($0.value) } ?? memberName(theme.declaration.name, at: theme.declaration.location)
        }
        checkUnique(zip(themeNames, themes).map { ($0, "theme '\($1.declaration.name)'", $1.declaration.location) })

        var groupKeys: [TokenGroup: [TokenKey]] = [:]
        for group in TokenGroup.allCases {
            let location = { (key: String) in completeness.firstLocation(of: key, in: group) }
            let keysOfGroup = completeness.keys[group] ?? []
            let themeGenNames = Set(keysOfGroup.filter { ApptentiveStyleSheet.swiftNames[$0] == nil }.map { Naming.memberName($0).identifier })
            for (key, name) in (chosen[group] ?? [:]).sorted(by: { $0.key < $1.key }) where !keysOfGroup.contains(key) {
                let hint = Suggestions.didYouMean(key, in: keysOfGroup)
                log.error("'swiftNames' names \(group.noun) '\(key)', which no theme defines\(hint)", at: name.location)
            }
            let named = keysOfGroup.map { key in
                TokenKey(key: key, swiftName: chosen[group]?[key].map { SwiftName($0.value) }
                    ?? keyName(key, at: location(key), taken: themeGenNames))
            }
            checkUnique(named.map { ($0.swiftName, "\(group.noun) '\($0.key)'", location($0.key)) })
            groupKeys[group] = named
        }
        let valueTypes = (groupKeys[.values] ?? []).map { valueType(for: $0, themes: themes) }
        checkUnique(valueTypes.map { ($0.typeName, "value '\($0.key.key)'", completeness.firstLocation(of: $0.key.key, in: .values)) },
                    kind: "type name")
        guard !log.hasErrors else { return nil }
        return Names(themes: themeNames, keys: groupKeys, valueTypes: valueTypes)
    }

    /// The enum for a `values` key: one case per distinct value, in order of first use.
    private mutating func valueType(for key: TokenKey, themes: [ResolvedTheme]) -> ValueType {
        var cases: [ValueType.Case] = []
        var seen: [String: SourceLocation] = [:]
        for theme in themes {
            guard let token = theme.values.first(where: { $0.key == key.key }), seen[token.value] == nil else { continue }
            seen[token.value] = token.location
            cases.append(ValueType.Case(rawValue: token.value, swiftName: memberName(token.value, at: token.location)))
        }
        checkUnique(cases.map { ($0.swiftName, "value '\($0.rawValue)' of '\(key.key)'", seen[$0.rawValue] ?? .startOf("")) })
        return ValueType(key: key, typeName: Naming.typeName(key.key), cases: cases)
    }

    /// A style-sheet key gets the SDK's Swift name, or `apptentive` + that name when a ThemeGen key of the
    /// same group already has it (`separator` → `apptentiveSeparator`); any other key is camel-cased.
    private mutating func keyName(_ key: String, at location: SourceLocation, taken: Set<String>) -> SwiftName {
        guard let sdkName = ApptentiveStyleSheet.swiftNames[key] else { return memberName(key, at: location) }
        return SwiftName(taken.contains(sdkName) ? "apptentive" + sdkName.prefix(1).uppercased() + sdkName.dropFirst() : sdkName)
    }

    /// A member name, with a warning when a reserved word had to be changed.
    private mutating func memberName(_ name: String, at location: SourceLocation) -> SwiftName {
        let swiftName = Naming.memberName(name)
        if Naming.isRenamedKeyword(swiftName) {
            log.warning("'\(name)' cannot be a Swift member name; it is generated as '\(swiftName.identifier)' (set 'swiftName' to choose another)", at: location)
        }
        return swiftName
    }

    private mutating func checkUnique(_ named: [NameCollisions.Named], kind: String = "Swift name") {
        log.append(contentsOf: NameCollisions.check(named, kind: kind))
    }
}
