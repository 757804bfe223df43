/// Keeps names from theme files clear of the generated API's own members and types. A colliding name
/// gets its kind appended (`Default` → `defaultTheme`, a colour `id` → `idColor`, a value type `String` →
/// `StringValue`) with a warning; `swiftName` (themes) and `swiftNames` (keys) choose another.
public enum APINaming {
    /// Members of `ThemeID` a theme case must not shadow.
    static let themeIDMembers: Set<String> = ["default", "displayName", "storedID", "theme", "tableIndex", "tableIndices",
                                              "allCases", "rawValue", "hashValue", "init"]
    /// Members of the key enums and the `Colors`/`Fonts`/`Numbers`/`Values` structs.
    static let keyMembers: Set<String> = ["id", "allCases", "rawValue", "hashValue", "tableIndex", "tableIndices", "init"]
    /// Members of a value enum.
    static let valueCaseMembers: Set<String> = ["allCases", "rawValue", "hashValue", "init"]
    /// Types the generated code refers to by name besides its own.
    static let referencedTypes: Set<String> = [
        "Colors", "Fonts", "Numbers", "Values", "String", "Double", "Int", "Int32", "UInt16", "UInt32", "UInt64", "Bool",
        "Array", "ArraySlice", "Dictionary", "Set", "Optional", "Notification", "NotificationCenter", "UserDefaults",
        "AsyncStream", "Task", "Hashable", "Sendable", "CaseIterable", "Identifiable", "Components", "System",
        "UIColor", "UIFont", "UIFontDescriptor", "UIFontMetrics", "NSColor", "NSFont", "NSFontDescriptor", "Color", "Font",
        "ObservableObject", "Foundation", "UIKit", "AppKit", "SwiftUI", "Combine",
    ]

    /// The set with colliding names changed, and a warning for each change.
    public static func resolve(_ set: ThemeSet, options: GeneratorOptions) -> (ThemeSet, [Diagnostic]) {
        var set = set
        var warnings: [Diagnostic] = []
        func rename(_ name: SwiftName, _ reserved: Set<String>, suffix: String, _ what: String, _ location: SourceLocation) -> SwiftName {
            guard reserved.contains(name.identifier) else { return name }
            let renamed = SwiftName(name.identifier + suffix)
            warnings.append(Diagnostic(.warning, "\(what) would be '\(name.identifier)', which the generated API already has; it is generated as '\(renamed.identifier)'", at: location))
            return renamed
        }
        for index in set.themes.indices {
            let theme = set.themes[index]
            set.themes[index].swiftName = rename(theme.swiftName, themeIDMembers, suffix: "Theme", "theme '\(theme.displayName)'", theme.location)
        }
        let first = set.themes.first
        func renameKeys(_ keys: [TokenKey], suffix: String, _ noun: String, _ locate: (String) -> SourceLocation) -> [TokenKey] {
            keys.map { key in
                var key = key
                key.swiftName = rename(key.swiftName, keyMembers, suffix: suffix, "\(noun) '\(key.key)'", locate(key.key))
                return key
            }
        }
        set.colorKeys = renameKeys(set.colorKeys, suffix: "Color", "color") { location(of: $0, in: first?.colors) }
        set.fontKeys = renameKeys(set.fontKeys, suffix: "Font", "font") { location(of: $0, in: first?.fonts) }
        set.numberKeys = renameKeys(set.numberKeys, suffix: "Number", "number") { location(of: $0, in: first?.numbers) }
        let generatedTypes = Set(options.typeNames.all).union(referencedTypes)
        set.valueTypes = set.valueTypes.map { type in
            var type = type
            let location = location(of: type.key.key, in: first?.values)
            type.key.swiftName = rename(type.key.swiftName, keyMembers, suffix: "Value", "value '\(type.key.key)'", location)
            let prefixed = SwiftName(options.typePrefix + type.typeName.identifier)
            type.typeName = rename(prefixed, generatedTypes, suffix: "Value", "the type for value '\(type.key.key)'", location)
            type.cases = type.cases.map { valueCase in
                var valueCase = valueCase
                valueCase.swiftName = rename(valueCase.swiftName, valueCaseMembers, suffix: "Case", "value '\(valueCase.rawValue)' of '\(type.key.key)'", location)
                return valueCase
            }
            return type
        }
        warnings += collisions(in: set)
        return (set, warnings)
    }

    /// An error for each name that a rename made equal to another one (`Default` → `defaultTheme` beside a
    /// theme already called `defaultTheme`).
    private static func collisions(in set: ThemeSet) -> [Diagnostic] {
        let first = set.themes.first
        let values = { (key: String) in location(of: key, in: first?.values) }
        var groups: [[NameCollisions.Named]] = [
            set.themes.map { ($0.swiftName, "theme '\($0.displayName)'", $0.location) },
            set.colorKeys.map { ($0.swiftName, "color '\($0.key)'", location(of: $0.key, in: first?.colors)) },
            set.fontKeys.map { ($0.swiftName, "font '\($0.key)'", location(of: $0.key, in: first?.fonts)) },
            set.numberKeys.map { ($0.swiftName, "number '\($0.key)'", location(of: $0.key, in: first?.numbers)) },
            set.valueTypes.map { ($0.key.swiftName, "value '\($0.key.key)'", values($0.key.key)) },
            set.valueTypes.map { ($0.typeName, "the type for value '\($0.key.key)'", values($0.key.key)) },
        ]
        groups += set.valueTypes.map { type in
            type.cases.map { ($0.swiftName, "value '\($0.rawValue)' of '\(type.key.key)'", values(type.key.key)) }
        }
        return groups.flatMap { NameCollisions.check($0, advice: "set 'swiftName' or 'swiftNames' for one of them") }
    }

    private static func location<Value>(of key: String, in tokens: [Token<Value>]?) -> SourceLocation {
        tokens?.first { $0.key == key }?.location ?? .startOf("")
    }
}
