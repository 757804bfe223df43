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
        var nodes: [TokenGroup: [KeyGroupNode]]

        /// A group's structs: its own first, then its nested groups'.
        func nodes(of group: TokenGroup) -> [KeyGroupNode] {
            nodes[group] ?? []
        }
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
            return clear(name, of: GeneratedAPI.themeIDMembers, suffix: "Theme", "theme \(quoted: declaration.name)", declaration.location)
        }
        var groupKeys: [TokenGroup: [TokenKey]] = [:]
        for group in TokenGroup.allCases {
            groupKeys[group] = keys(of: group, completeness.keys[group] ?? [])
        }
        let valueTypes = (groupKeys[.values] ?? []).map { valueType(for: $0, themes: themes) }
        var groupNodes: [TokenGroup: [KeyGroupNode]] = [:]
        for group in TokenGroup.allCases {
            groupNodes[group] = nodes(of: group, groupKeys[group] ?? [])
        }

        let advice = "rename one of them, or choose another Swift name with 'swiftName' or 'swiftNames'"
        var collisions = NameCollisions.check(zip(themeNames, themes).map { ($0, "theme \(quoted: $1.declaration.name)", $1.declaration.location) }, advice: advice)
        for group in TokenGroup.allCases {
            collisions += NameCollisions.check((groupKeys[group] ?? []).map { ($0.swiftName, "\(group.noun) \(quoted: $0.key)", $0.location) }, advice: advice)
        }
        collisions += NameCollisions.check(valueTypes.map { ($0.typeName, "value \(quoted: $0.key.key)", $0.key.location) }, kind: "type name", advice: advice)
        for type in valueTypes {
            collisions += NameCollisions.check(
                type.cases.map { ($0.swiftName, "value \(quoted: $0.rawValue) of \(quoted: type.key.key)", $0.location) },
                advice: "rename one of them")
        }
        collisions += nestedGroupCollisions(groupNodes, keys: groupKeys, valueTypes: valueTypes, advice: "rename one of them")
        log.append(contentsOf: collisions)
        guard !log.hasErrors else { return nil }
        return Names(themes: themeNames, keys: groupKeys, valueTypes: valueTypes, nodes: groupNodes)
    }

    /// A group's struct and its nested groups' structs (`colors.button.primary` → `ButtonPrimaryColors`,
    /// reached as `colors.button.primary`), in order of each nested group's first key.
    private mutating func nodes(of group: TokenGroup, _ keys: [TokenKey]) -> [KeyGroupNode] {
        let suffix = TypeNames.structName(of: group)
        var nodes = [KeyGroupNode(path: [], firstKey: nil, typeName: SwiftName(suffix), members: [], subgroups: [])]
        var nodeIndex: [[String]: Int] = [[]: 0]
        let reservedTypes = Set(typeNames.all).union(GeneratedAPI.reservedTypes)
        for (keyIndex, key) in keys.enumerated() {
            var parent = 0
            for depth in key.groupPath.indices {
                let path = Array(key.groupPath[...depth])
                if let existing = nodeIndex[path] {
                    parent = existing
                    continue
                }
                let what = "\(group.noun) group '\(path.joined(separator: "."))'"
                let typeName = clear(
                    SwiftName(Naming.typeName(path.joined(separator: ".")).identifier + suffix), of: reservedTypes,
                    suffix: "Group", "the type for \(what)", key.location)
                let member = clear(memberName(path[depth], at: key.location, advice: "rename the group"), of: GeneratedAPI.keyMembers, suffix: "Group", what, key.location)
                nodes.append(KeyGroupNode(path: path, firstKey: keyIndex, typeName: typeName, members: [], subgroups: []))
                nodeIndex[path] = nodes.count - 1
                nodes[parent].subgroups.append(KeyGroupNode.Subgroup(memberName: member, node: nodes.count - 1))
                parent = nodes.count - 1
            }
            nodes[parent].members.append(keyIndex)
        }
        for index in nodes.indices { clearSubgroupMembers(of: &nodes, index, group: group, keys: keys) }
        return nodes
    }

    /// Keeps each nested group's member of `nodes[index]` clear of the struct's other members: one that a
    /// key or an earlier nested group of the struct has (`base.font-size` beside the key `base.fontSize`,
    /// both `fontSize`) gets `Group` appended, then the lowest number that makes it free, with a warning.
    /// Keys keep their names, so adding a group renames no key.
    private mutating func clearSubgroupMembers(of nodes: inout [KeyGroupNode], _ index: Int, group: TokenGroup, keys: [TokenKey]) {
        var holders: [String: (what: String, location: SourceLocation)] = [:]
        for member in nodes[index].members where holders[keys[member].memberName.identifier] == nil {
            holders[keys[member].memberName.identifier] = ("\(group.noun) \(quoted: keys[member].key)", keys[member].location)
        }
        for position in nodes[index].subgroups.indices {
            let subgroup = nodes[index].subgroups[position]
            guard let named = Self.named(nodes[subgroup.node], as: subgroup.memberName, in: group, keys: keys) else { continue }
            let name = subgroup.memberName.identifier
            guard let holder = holders[name] else {
                holders[name] = (named.what, named.location)
                continue
            }
            var renamed = name + "Group"
            var number = 2
            while holders[renamed] != nil {
                renamed = name + "Group" + String(number)
                number += 1
            }
            holders[renamed] = (named.what, named.location)
            nodes[index].subgroups[position].memberName = SwiftName(renamed)
            log.warning(
                "\(named.what) would be \(quoted: name), as \(holder.what) beside it is; the group is generated as \(quoted: renamed)", at: named.location,
                notes: [.init("\(holder.what) is defined here", at: holder.location)])
        }
    }

    /// Two members of one struct (keys or nested groups) with the same name, and a nested group's type with
    /// the name of another or of a value's enum (which the group's struct, nested in `Theme`, would shadow).
    private func nestedGroupCollisions(
        _ groupNodes: [TokenGroup: [KeyGroupNode]], keys groupKeys: [TokenGroup: [TokenKey]],
        valueTypes: [ValueType], advice: String
    ) -> [Diagnostic] {
        var collisions: [Diagnostic] = []
        var types: [NameCollisions.Named] = valueTypes.map { ($0.typeName, "value \(quoted: $0.key.key)", $0.key.location) }
        for group in TokenGroup.allCases {
            let keys = groupKeys[group] ?? []
            let nodes = groupNodes[group] ?? []
            // The group's own struct without nested groups has only keys, already checked as the key enum's cases.
            for node in nodes where !node.path.isEmpty || !node.subgroups.isEmpty {
                let members = node.members.map { (keys[$0].memberName, "\(group.noun) \(quoted: keys[$0].key)", keys[$0].location) }
                let subgroups = node.subgroups.compactMap { subgroup in
                    Self.named(nodes[subgroup.node], as: subgroup.memberName, in: group, keys: keys)
                }
                collisions += NameCollisions.check(members + subgroups, advice: advice)
            }
            types += nodes.compactMap { Self.named($0, as: $0.typeName, in: group, keys: keys) }
        }
        return collisions + NameCollisions.check(types, kind: "type name", advice: advice)
    }

    /// A nested group's `name` for a collision check, placed where its first key is defined; `nil` for a
    /// group's own struct.
    private static func named(_ node: KeyGroupNode, as name: SwiftName, in group: TokenGroup, keys: [TokenKey]) -> NameCollisions.Named? {
        guard let firstKey = node.firstKey else { return nil }
        return (name, "\(group.noun) group '\(node.path.joined(separator: "."))'", keys[firstKey].location)
    }

    /// The keys of a group, named; a `swiftNames` entry for a key no theme defines is an error.
    private mutating func keys(of group: TokenGroup, _ definitions: [Completeness.FirstDefinition]) -> [TokenKey] {
        let defined = Set(definitions.map(\.key))
        for (key, name) in (chosen[group] ?? [:]).sorted(by: { $0.key < $1.key }) where !defined.contains(key) {
            let hint = Suggestions.didYouMean(key, in: definitions.map(\.key))
            log.error("'swiftNames' names \(group.noun) \(quoted: key), which no theme defines\(hint)", at: name.location)
        }
        let themeGenNames = Set(definitions.filter { ApptentiveStyleSheet.swiftNames[$0.key] == nil }.map { Naming.memberName($0.key).identifier })
        let suffix = Naming.capitalizingFirst(group.noun)
        let names = definitions.map { definition in
            let name =
                chosen[group]?[definition.key].map { SwiftName($0.value) }
                ?? keyName(definition.key, at: definition.location, taken: themeGenNames)
            return clear(name, of: GeneratedAPI.keyMembers, suffix: suffix, "\(group.noun) \(quoted: definition.key)", definition.location)
        }
        let candidates = zip(definitions, names).map { definition, name in
            NameDisambiguation.Candidate(written: definition.key, name: name, isChosen: chosen[group]?[definition.key] != nil)
        }
        var swiftNames = names
        // The keys whose names had to change, by their index: the Swift name, the member name, or both.
        var renamed: [Int: (flat: NameDisambiguation.Renamed?, member: NameDisambiguation.Renamed?)] = [:]
        for rename in NameDisambiguation.renamed(candidates, name: Naming.memberName) {
            swiftNames[rename.index] = rename.name
            renamed[rename.index] = (rename, nil)
        }
        var memberNames = swiftNames
        // A nested key's member is named by its own key, among the other members of its group's struct.
        let nested = Dictionary(grouping: definitions.indices.filter { !definitions[$0].groupPath.isEmpty }) { definitions[$0].groupPath }
        for indices in nested.values {
            let members = indices.map { index in
                let definition = definitions[index]
                let key = Self.memberKey(of: definition)
                let name = clear(
                    memberName(key, at: definition.location), of: GeneratedAPI.keyMembers, suffix: suffix, "\(group.noun) \(quoted: definition.key)",
                    definition.location)
                return NameDisambiguation.Candidate(written: key, name: name, isChosen: false)
            }
            for (index, member) in zip(indices, members) { memberNames[index] = member.name }
            for rename in NameDisambiguation.renamed(members, name: Naming.memberName) {
                let index = indices[rename.index]
                memberNames[index] = rename.name
                let member = NameDisambiguation.Renamed(index: index, name: rename.name, previous: rename.previous, sharedWith: indices[rename.sharedWith])
                renamed[index] = (renamed[index]?.flat, member)
            }
        }
        for (index, rename) in renamed.sorted(by: { $0.key < $1.key }) {
            reportRename(of: index, definitions, flat: rename.flat, member: rename.member, in: group)
        }
        return definitions.indices.map { index in
            let definition = definitions[index]
            return TokenKey(
                key: definition.key, swiftName: swiftNames[index], groupPath: definition.groupPath, memberName: memberNames[index],
                location: definition.location, documentation: definition.documentation)
        }
    }

    /// The warning for the key `definitions[index]`, whose Swift name (`flat`) or member name in its nested
    /// group's struct (`member`), or both, had to change because another key's would be the same.
    private mutating func reportRename(
        of index: Int, _ definitions: [Completeness.FirstDefinition], flat: NameDisambiguation.Renamed?, member: NameDisambiguation.Renamed?,
        in group: TokenGroup
    ) {
        guard let first = flat ?? member else { return }
        let definition = definitions[index]
        let other = definitions[first.sharedWith]
        let path = definition.groupPath.joined(separator: ".")
        let clash = flat == nil ? "the name \(quoted: first.previous.identifier) in group \(quoted: path)" : "the Swift name \(quoted: first.previous.identifier)"
        let outcome = [flat.map { "\(quoted: $0.name.identifier)" }, member.map { "\(quoted: $0.name.identifier) in group \(quoted: path)" }]
        log.warning(
            "\(group.noun) \(quoted: definition.key) and \(group.noun) \(quoted: other.key) would both have \(clash); \(quoted: definition.key) is generated as \(outcome.compactMap { $0 }.joined(separator: ", and as "))",
            at: definition.location, notes: [.init("\(group.noun) \(quoted: other.key) is defined here", at: other.location)],
            fold: Diagnostic.Fold(kind: "Swift name collision", subject: "\(quoted: definition.key) → \(quoted: first.name.identifier)"))
    }

    /// The member's own key: the key without its nested groups' keys (`title` of `button.primary.title`).
    private static func memberKey(of definition: Completeness.FirstDefinition) -> String {
        let prefix = definition.groupPath.joined(separator: ".") + "."
        return String(String.UnicodeScalarView(definition.key.unicodeScalars.dropFirst(prefix.unicodeScalars.count)))
    }

    /// The enum for a `values` key: one case per distinct value, in order of first use.
    private mutating func valueType(for key: TokenKey, themes: [ResolvedTheme]) -> ValueType {
        var cases: [ValueType.Case] = []
        var seen = Set<String>()
        for theme in themes {
            guard let token = theme.value(of: key.key), seen.insert(token.value).inserted else { continue }
            let name = memberName(token.value, at: token.location)
            let cleared = clear(name, of: GeneratedAPI.valueCaseMembers, suffix: "Case", "value \(quoted: token.value) of \(quoted: key.key)", token.location)
            cases.append(ValueType.Case(rawValue: token.value, swiftName: cleared, location: token.location))
        }
        let typeName = SwiftName(typePrefix + Naming.typeName(key.key).identifier)
        let reserved = Set(typeNames.all).union(GeneratedAPI.reservedTypes)
        return ValueType(key: key, typeName: clear(typeName, of: reserved, suffix: "Value", "the type for value \(quoted: key.key)", key.location), cases: cases)
    }

    /// A style-sheet key gets the SDK's Swift name, or `apptentive` + that name when a ThemeGen key of the
    /// same group already has it (`separator` → `apptentiveSeparator`); any other key is camel-cased.
    private mutating func keyName(_ key: String, at location: SourceLocation, taken: Set<String>) -> SwiftName {
        guard let sdkName = ApptentiveStyleSheet.swiftNames[key] else { return memberName(key, at: location) }
        return SwiftName(taken.contains(sdkName) ? "apptentive" + Naming.capitalizingFirst(sdkName) : sdkName)
    }

    /// A member name, with a warning when a reserved word had to be changed.
    private mutating func memberName(_ name: String, at location: SourceLocation, advice: String = "set 'swiftName' to choose another") -> SwiftName {
        let swiftName = Naming.memberName(name)
        if Naming.isRenamedKeyword(swiftName) {
            log.warning("\(quoted: name) cannot be a Swift member name; it is generated as \(quoted: swiftName.identifier) (\(advice))", at: location)
        }
        return swiftName
    }

    /// `name`, or `name` + `suffix` with a warning when the generated API already uses it.
    private mutating func clear(_ name: SwiftName, of reserved: Set<String>, suffix: String, _ what: String, _ location: SourceLocation) -> SwiftName {
        guard reserved.contains(name.identifier) else { return name }
        let renamed = SwiftName(name.identifier + suffix)
        log.warning("\(what) would be \(quoted: name.identifier), which the generated API already has; it is generated as \(quoted: renamed.identifier)", at: location)
        return renamed
    }
}
