/// What to put in a written catalog besides each theme's colour sets.
public struct AssetCatalogOptions: Sendable, Equatable {
    /// With several themes, the default theme's colour sets also at the top level (`brand`, beside
    /// `Harbor/brand`), for storyboards and widgets that name one colour.
    public var defaultThemeAtTopLevel = false
    /// The colour key whose value (in the default theme) becomes the catalog's `AccentColor`.
    public var accentColorKey: String?

    /// Creates options.
    public init(defaultThemeAtTopLevel: Bool = false, accentColorKey: String? = nil) {
        self.defaultThemeAtTopLevel = defaultThemeAtTopLevel
        self.accentColorKey = accentColorKey
    }
}

/// One file of a written catalog: its path inside the catalog folder, and its text.
public struct AssetCatalogFile: Sendable, Equatable {
    /// The path below the `.xcassets` folder (`Harbor/brand.colorset/Contents.json`).
    public let path: String
    /// The file's JSON, formatted as Xcode writes it.
    public let contents: String
}

/// Writes a theme set's colours as an Xcode asset catalog: one colour set per colour key (for several
/// themes, inside one namespaced folder per theme, read as `UIColor(named: "Harbor/brand")`), a key's
/// nested groups as namespaced folders, each colour's light, dark and high-contrast appearances, Display
/// P3 colours in `display-p3`. Apple's Asset Catalog Format Reference gives the keys and values; the
/// layout is Xcode's (`ContentsJSON`).
public enum AssetCatalogWriter {
    /// A name that cannot be a folder of the catalog.
    public struct Problem: Error, Equatable {
        /// What is wrong, for a message.
        public let message: String
    }

    /// The catalog's files, in path order.
    public static func files(_ set: ThemeSet, options: AssetCatalogOptions = AssetCatalogOptions()) throws(Problem) -> [AssetCatalogFile] {
        var documents: [(path: String, document: any Encodable)] = [("Contents.json", ContentsJSON.Folder())]
        let keys = Dictionary(set.keys(of: .colors).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let several = set.themes.count > 1
        for theme in set.themes {
            let prefix = several ? [try folderName(theme.displayName, "the theme name")] : []
            if several { documents.append(namespace(prefix)) }
            documents += try colorSets(theme, keys: keys, below: prefix)
        }
        if several, options.defaultThemeAtTopLevel {
            documents += try colorSets(set.defaultTheme, keys: keys, below: [])
        }
        if let accent = options.accentColorKey {
            guard let token = set.defaultTheme.tokens.colors.first(where: { $0.key == accent }) else {
                throw Problem(message: "the accent colour key \(quoted: accent) is not a colour key of the themes")
            }
            documents.append(("AccentColor.colorset/Contents.json", colorSet(token.value)))
        }
        var files: [AssetCatalogFile] = []
        var seen = Set<String>()
        for (path, document) in documents where seen.insert(path).inserted {
            do {
                files.append(AssetCatalogFile(path: path, contents: try ContentsJSON.text(document)))
            } catch {
                throw Problem(message: "cannot encode \(path): \(error)")
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A theme's colour sets below the folders `prefix`, with a namespaced folder for each nested group.
    private static func colorSets(_ theme: Theme, keys: [String: TokenKey], below prefix: [String]) throws(Problem) -> [(path: String, document: any Encodable)] {
        var documents: [(path: String, document: any Encodable)] = []
        for token in theme.tokens.colors {
            let groups = keys[token.key]?.groupPath ?? []
            let leaf = groups.isEmpty ? token.key : String(token.key.dropFirst(groups.joined(separator: ".").count + 1))
            var folders = prefix
            for group in groups {
                folders.append(try folderName(group, "the group \(quoted: group)"))
                documents.append(namespace(folders))
            }
            let set = try folderName(leaf, "the colour key \(quoted: token.key)") + ".colorset"
            documents.append(((folders + [set, "Contents.json"]).joined(separator: "/"), colorSet(token.value)))
        }
        return documents
    }

    /// A group folder's `Contents.json`, providing a namespace.
    private static func namespace(_ folders: [String]) -> (path: String, document: any Encodable) {
        ((folders + ["Contents.json"]).joined(separator: "/"), ContentsJSON.Folder(properties: ContentsJSON.Folder.Properties()))
    }

    /// `name` as a folder of the catalog: not empty, not hidden, no `/`, no control character.
    private static func folderName(_ name: String, _ what: String) throws(Problem) -> String {
        let control = name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !control else {
            throw Problem(message: "\(what) cannot name a folder of an asset catalog: it is empty, starts with '.', or holds '/' or a control character")
        }
        return name
    }

    /// A colour set: the universal entry for any appearance, then, when the colour has them, dark, and
    /// high contrast for both, in Xcode's order (all four, as Xcode writes a set with "High Contrast"
    /// checked, so that every appearance shows exactly the colour ThemeGen resolves for it).
    static func colorSet(_ color: ThemeColor) -> ContentsJSON.ColorSet {
        let highContrast = color.lightHighContrast != nil || color.darkHighContrast != nil
        let dark = ContentsJSON.Appearance(appearance: "luminosity", value: "dark")
        let high = ContentsJSON.Appearance(appearance: "contrast", value: "high")
        var entries = [entry(color.light, appearances: nil)]
        if color.dark != nil || highContrast { entries.append(entry(color.resolvedDark, appearances: [dark])) }
        if highContrast {
            entries.append(entry(color.resolvedLightHighContrast, appearances: [high]))
            entries.append(entry(color.resolvedDarkHighContrast, appearances: [dark, high]))
        }
        return ContentsJSON.ColorSet(colors: entries)
    }

    private static func entry(_ rgba: RGBA, appearances: [ContentsJSON.Appearance]?) -> ContentsJSON.Entry {
        let components = ContentsJSON.Color.Components(
            red: component(rgba.red16), green: component(rgba.green16), blue: component(rgba.blue16), alpha: component(rgba.alpha16))
        let color = ContentsJSON.Color(colorSpace: rgba.space == .displayP3 ? "display-p3" : "srgb", components: components)
        return ContentsJSON.Entry(appearances: appearances, color: color)
    }

    /// A 16-bit component as Xcode's notations hold it exactly: three decimals (`"1.000"`, `"0.500"`)
    /// when they read back as the same 16 bits, else 8-bit hexadecimal (`"0x7F"`) when 8 bits hold it,
    /// else five decimals, which always read back (a step of 1/100000 is finer than 1/65535).
    static func component(_ value: UInt16) -> String {
        let three = decimal(value, digits: 3)
        if UInt16(((Double(three) ?? -1) * 65535).rounded()) == value { return three }
        if value % 257 == 0 {
            let hex = String(value / 257, radix: 16, uppercase: true)
            return "0x" + (hex.count < 2 ? "0" : "") + hex
        }
        return decimal(value, digits: 5)
    }

    /// `value`/65535 with `digits` decimals, rounded half up: `0.500`.
    private static func decimal(_ value: UInt16, digits: Int) -> String {
        let scale = digits == 3 ? 1000 : 100_000
        let scaled = (Int(value) * scale * 2 + 65535) / (65535 * 2)
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
