/// The names of the themes as templates print them, escaped once each.
struct ThemeNames: Sendable {
    /// For `///` and `//` comments.
    let comments: [String]
    /// For a `// theme` line inside a table's string literal.
    let inTables: [String]

    init(_ themes: [Theme]) {
        comments = themes.map { SwiftLiteral.comment($0.displayName) }
        inTables = themes.map { SwiftLiteral.commentInString($0.displayName) }
    }
}

/// One group of values (colours, fonts, numbers) laid out for templates and computed row by row as a
/// section reaches it, so that the model's tokens are read where they are and never copied into a tree
/// of values (docs/Templates.md, "The data"):
/// - `keys`, one row per key: `declaration`, `rawValueLiteral`, `keyComment`, and `doc`, one row per
///   theme with `theme` and `value` (the value described for a doc comment);
/// - `rows`, one row per theme: `theme` and `entries`, one row per key with `text` (the table entry,
///   `TableText`) and `comment` (the key);
/// - `count` and `hasKeys`.
struct GroupTables: Sendable {
    let keys: [TokenKey]
    let themeCount: Int
    let themes: ThemeNames
    /// The value of a key in a theme as a doc comment describes it, by theme and key index.
    let describe: @Sendable (_ theme: Int, _ key: Int) -> String
    /// The value of a key in a theme as a table entry, by theme and key index.
    let entry: @Sendable (_ theme: Int, _ key: Int) -> String

    /// The group of `tokens` (theme by theme, each in key order).
    init<Value>(keys: [TokenKey], tokens: [[Token<Value>]], themes: ThemeNames,
                describe: @escaping @Sendable (Value) -> String, entry: @escaping @Sendable (Value) -> String) {
        self.keys = keys
        self.themeCount = tokens.count
        self.themes = themes
        self.describe = { describe(tokens[$0][$1].value) }
        self.entry = { entry(tokens[$0][$1].value) }
    }

    var value: MustacheValue {
        ["keys": .table(KeyRows(group: self)), "rows": .table(ThemeRows(group: self)),
         "count": .string(String(keys.count)), "hasKeys": .bool(!keys.isEmpty)]
    }

    /// The keys, with their doc lines.
    struct KeyRows: MustacheTable {
        let group: GroupTables
        var count: Int { group.keys.count }

        func value(_ name: String, row: Int) -> MustacheValue? {
            let key = group.keys[row]
            switch name {
            case "declaration": return .string(key.swiftName.declaration)
            case "rawValueLiteral": return .string(SwiftLiteral.string(key.key))
            case "keyComment": return .string(SwiftLiteral.comment(key.key))
            case "doc": return .table(DocRows(group: group, key: row))
            default: return nil
            }
        }
    }

    /// One key's value in every theme, for its doc comment.
    struct DocRows: MustacheTable {
        let group: GroupTables
        let key: Int
        var count: Int { group.themeCount }

        func value(_ name: String, row: Int) -> MustacheValue? {
            switch name {
            case "theme": .string(group.themes.comments[row])
            case "value": .string(SwiftLiteral.comment(group.describe(row, key)))
            default: nil
            }
        }
    }

    /// The table, theme by theme.
    struct ThemeRows: MustacheTable {
        let group: GroupTables
        var count: Int { group.themeCount }

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

        func value(_ name: String, row: Int) -> MustacheValue? {
            switch name {
            case "text": .string(group.entry(theme, row))
            case "comment": .string(SwiftLiteral.commentInString(group.keys[row].key))
            default: nil
            }
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

    init(types: [ValueType], tokens: [[Token<String>]], themes: ThemeNames) {
        self.types = types
        self.group = GroupTables(keys: types.map(\.key), tokens: tokens, themes: themes, describe: { $0 }, entry: TableText.name)
    }

    var value: MustacheValue {
        ["keys": .table(KeyRows(tables: self)), "count": .string(String(types.count)), "hasKeys": .bool(!types.isEmpty)]
    }

    struct KeyRows: MustacheTable {
        let tables: ValueTables
        var count: Int { tables.types.count }

        func value(_ name: String, row: Int) -> MustacheValue? {
            let type = tables.types[row]
            switch name {
            case "typeName": return .string(type.typeName.declaration)
            case "cases":
                return .list(type.cases.map { ["declaration": .string($0.swiftName.declaration), "rawValueLiteral": .string(SwiftLiteral.string($0.rawValue))] })
            case "entries": return .table(EntryRows(tables: tables, key: row))
            default: return GroupTables.KeyRows(group: tables.group).value(name, row: row)
            }
        }
    }

    struct EntryRows: MustacheTable {
        let tables: ValueTables
        let key: Int
        var count: Int { tables.group.themeCount }

        func value(_ name: String, row: Int) -> MustacheValue? {
            switch name {
            case "text": .string(tables.group.entry(row, key))
            case "comment": .string(tables.group.themes.inTables[row])
            default: nil
            }
        }
    }
}
