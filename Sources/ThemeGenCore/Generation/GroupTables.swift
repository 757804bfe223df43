/// The names of the themes as templates print them, escaped once each.
struct ThemeNames: Sendable {
    /// For `///` and `//` comments.
    let comments: [String]
    /// For a `// theme` line inside a table's string literal.
    let inTables: [String]

    init(_ themes: [Theme]) {
        comments = themes.map { SwiftLiteral.escaped($0.displayName, for: .comment) }
        inTables = themes.map { SwiftLiteral.escaped($0.displayName, for: .commentInStringLiteral) }
    }
}

/// One group of values (colours, fonts, numbers) laid out for templates and computed row by row as a
/// section reaches it, so that the model's tokens are read where they are and never copied into a tree
/// of values (docs/Templates.md, "The data"):
/// - `keys`, one row per key: `declaration`, `nameEntry` (the key as the key-name table holds it),
///   `rawValueLiteral`, `keyComment`, and `doc`, one row per theme with `theme` and `value` (the value
///   described for a doc comment);
/// - `rows`, one row per theme: `theme` and `entries`, one row per key with `text` (the table entry,
///   `TableText`) and `comment` (the key);
/// - `count`, `hasKeys`, and the names the generated API gives the group: `keyType` (`ColorKey`) and
///   `singular` (`color`).
struct GroupTables: Sendable {
    let keys: [TokenKey]
    /// The generated key type's name.
    let keyType: String
    /// The group's singular noun, which the generated API's names are made of.
    let singular: String
    /// The group's struct and its nested groups' (`KeyGroupNode`), the group's own first.
    let nodes: [KeyGroupNode]
    /// Each key as the table's `// key` note shows it, escaped once.
    let keyNotes: [String]
    let themeCount: Int
    let themes: ThemeNames
    /// Appends the value of a key in a theme (by index) as a doc comment describes it.
    let describe: @Sendable (_ theme: Int, _ key: Int, _ output: inout [UInt8]) -> Void
    /// Appends the value of a key in a theme (by index) as a table entry.
    let entry: @Sendable (_ theme: Int, _ key: Int, _ output: inout [UInt8]) -> Void

    /// The group of `tokens` (theme by theme, each in key order), whose values `describe` appends as a
    /// doc comment shows them and `entry` as a table entry.
    init<Value>(
        keys: [TokenKey], keyType: String, singular: String, nodes: [KeyGroupNode], tokens: [[Token<Value>]], themes: ThemeNames,
        describe: @escaping @Sendable (Value, inout [UInt8]) -> Void, entry: @escaping @Sendable (Value, inout [UInt8]) -> Void
    ) {
        self.keys = keys
        self.keyType = keyType
        self.singular = singular
        self.nodes = nodes
        self.keyNotes = keys.map { SwiftLiteral.escaped($0.key, for: .commentInStringLiteral) }
        self.themeCount = tokens.count
        self.themes = themes
        self.describe = { describe(tokens[$0][$1].value, &$2) }
        self.entry = { entry(tokens[$0][$1].value, &$2) }
    }

    /// The group's data, for templates, with the structs at `structs` (indices into `nodes`) as `groups`.
    func fields(structs: [Int]) -> [String: MustacheValue] {
        [
            "keys": .table(KeyRows(group: self, rows: Array(keys.indices))), "rows": .table(ThemeRows(group: self)),
            "groups": .table(NodeRows(nodes: nodes, rows: structs) { KeyRows(group: self, rows: $0) }),
            "count": .string(String(keys.count)), "hasKeys": .bool(!keys.isEmpty),
            "keyType": .string(keyType), "singular": .string(singular),
        ]
    }

    /// Keys (all of the group's, or those of one struct), with their doc lines.
    struct KeyRows: MustacheTable {
        let group: GroupTables
        /// The keys' indices in the group.
        let rows: [Int]
        var count: Int { rows.count }
        var names: [String] { Self.names }
        static let names = ["declaration", "nameEntry", "member", "rawValueLiteral", "keyComment", "doc", "summaryLines", "hasSummary", "deprecation"]

        func value(_ name: String, row: Int) -> MustacheValue? {
            let index = rows[row]
            let key = group.keys[index]
            switch name {
            case "declaration": return .string(key.swiftName.declaration)
            case "nameEntry": return .string(TableText.name(key.key))
            case "member": return .string(key.memberName.declaration)
            case "rawValueLiteral": return .string(SwiftLiteral.escaped(key.key, for: .stringLiteral))
            case "keyComment": return .string(SwiftLiteral.escaped(key.key, for: .comment))
            case "doc": return .table(DocRows(group: group, key: index))
            case "summaryLines":
                let lines = key.documentation?.summary?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
                return .list(lines.map { ["line": .string(SwiftLiteral.escaped(String($0), for: .comment))] })
            case "hasSummary": return .bool(key.documentation?.summary != nil)
            case "deprecation":
                guard let message = key.documentation?.deprecationMessage else { return .bool(false) }
                let attribute = message.isEmpty ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(SwiftLiteral.escaped(message, for: .stringLiteral)))"
                return ["attribute": .string(attribute)]
            default: return nil
            }
        }
    }

    /// The group's struct and its nested groups' structs: `typeName`, `isNested`, `pathComment` (the
    /// nested group's keys joined with dots), `members` (rows like `keys`'), and `subgroups`, each with
    /// `member`, `typeName` and `pathComment`.
    struct NodeRows: MustacheTable {
        let nodes: [KeyGroupNode]
        /// The structs listed, as indices into `nodes`.
        let rows: [Int]
        /// The rows of the keys at the given indices.
        let members: @Sendable ([Int]) -> any MustacheTable
        var count: Int { rows.count }
        var names: [String] { ["typeName", "isNested", "pathComment", "members", "subgroups"] }

        func value(_ name: String, row: Int) -> MustacheValue? {
            let node = nodes[rows[row]]
            switch name {
            case "typeName": return .string(node.typeName.declaration)
            case "isNested": return .bool(!node.path.isEmpty)
            case "pathComment": return .string(SwiftLiteral.escaped(node.path.joined(separator: "."), for: .comment))
            case "members": return .table(members(node.members))
            case "subgroups":
                return .list(
                    node.subgroups.map { subgroup in
                        let target = nodes[subgroup.node]
                        return [
                            "member": .string(subgroup.memberName.declaration), "typeName": .string(target.typeName.declaration),
                            "pathComment": .string(SwiftLiteral.escaped(target.path.joined(separator: "."), for: .comment)),
                        ]
                    })
            default: return nil
            }
        }
    }

    /// One key's value in every theme, for its doc comment.
    struct DocRows: MustacheTable {
        let group: GroupTables
        let key: Int
        var count: Int { group.themeCount }
        var names: [String] { ["theme", "value"] }

        func value(_ name: String, row: Int) -> MustacheValue? {
            var text: [UInt8] = []
            return writeText(name, row: row, to: &text) ? .string(String(decoding: text, as: UTF8.self)) : nil
        }

        func writeText(_ name: String, row: Int, to output: inout [UInt8]) -> Bool {
            switch name {
            case "theme": output.append(contentsOf: group.themes.comments[row].utf8)
            case "value": group.describe(row, key, &output)
            default: return false
            }
            return true
        }
    }

    /// The table, theme by theme.
    struct ThemeRows: MustacheTable {
        let group: GroupTables
        var count: Int { group.themeCount }
        var names: [String] { ["theme", "entries"] }

        func value(_ name: String, row: Int) -> MustacheValue? {
            switch name {
            case "theme": .string(group.themes.inTables[row])
            case "entries": .table(EntryRows(group: group, theme: row))
            default: nil
            }
        }
    }

    /// One theme's table entries, key by key.
    struct EntryRows: MustacheTable {
        let group: GroupTables
        let theme: Int
        var count: Int { group.keys.count }
        var names: [String] { ["text", "comment"] }

        func value(_ name: String, row: Int) -> MustacheValue? {
            var text: [UInt8] = []
            return writeText(name, row: row, to: &text) ? .string(String(decoding: text, as: UTF8.self)) : nil
        }

        func writeText(_ name: String, row: Int, to output: inout [UInt8]) -> Bool {
            switch name {
            case "text": group.entry(theme, row, &output)
            case "comment": output.append(contentsOf: group.keyNotes[row].utf8)
            default: return false
            }
            return true
        }
    }
}

/// The `values` group: each key is an enum of its own with its own table, one entry per theme. Its
/// `keys` rows have, besides a group's, `typeName`, `cases` (`declaration`, `rawValueLiteral`) and
/// `entries`, one row per theme with `text` (the raw value, percent-encoded) and `comment` (the theme).
struct ValueTables: Sendable {
    let types: [ValueType]
    /// The keys as a group, for the fields every group's keys have.
    let group: GroupTables

    init(_ set: ThemeSet, themes: ThemeNames) {
        self.types = set.valueTypes
        self.group = ValueGroups.values.tables(set, themes)
    }

    /// The data, for templates, with the structs at `structs` (indices into the group's nodes) as `groups`.
    func value(structs: [Int]) -> MustacheValue {
        [
            "keys": .table(KeyRows(tables: self, rows: Array(types.indices))),
            "groups": .table(GroupTables.NodeRows(nodes: group.nodes, rows: structs) { KeyRows(tables: self, rows: $0) }),
            "count": .string(String(types.count)), "hasKeys": .bool(!types.isEmpty),
        ]
    }

    struct KeyRows: MustacheTable {
        let tables: ValueTables
        /// The keys' indices in the group.
        let rows: [Int]
        var count: Int { rows.count }
        var names: [String] { ["typeName", "cases", "entries"] + GroupTables.KeyRows.names }

        func value(_ name: String, row: Int) -> MustacheValue? {
            let index = rows[row]
            let type = tables.types[index]
            switch name {
            case "typeName": return .string(type.typeName.declaration)
            case "cases":
                return .list(type.cases.map { ["declaration": .string($0.swiftName.declaration), "rawValueLiteral": .string(SwiftLiteral.escaped($0.rawValue, for: .stringLiteral))] })
            case "entries": return .table(EntryRows(tables: tables, key: index))
            default: return GroupTables.KeyRows(group: tables.group, rows: rows).value(name, row: row)
            }
        }
    }

    struct EntryRows: MustacheTable {
        let tables: ValueTables
        let key: Int
        var count: Int { tables.group.themeCount }
        var names: [String] { ["text", "comment"] }

        private func text(_ theme: Int) -> String {
            var bytes: [UInt8] = []
            tables.group.entry(theme, key, &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        func value(_ name: String, row: Int) -> MustacheValue? {
            switch name {
            case "text": .string(text(row))
            case "comment": .string(tables.group.themes.inTables[row])
            default: nil
            }
        }
    }
}
