#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which files are theme files: the one rule that the build plugin, the command plugin, `themegen` and
/// its core library apply (this file is linked into each). docs/Config.md, "Which files are themes",
/// states it for users.
///
/// - A folder named on the command line or in a `themegen.yml` is read whole: every file with a theme
///   extension in it, at any depth.
/// - A target without a `themegen.yml` has as themes only the files that say so: names ending in
///   `.theme.yaml`, `.theme.yml`, `.theme.json` or `.theme.plist`, the Apptentive SDK's
///   `ApptentiveStyles.plist`, and every file with a theme extension below a folder called `Themes`.
/// - A folder below with a `themegen.yml` of its own is a theme set of its own (a design-token project
///   beside the YAML themes): it is left out of the enclosing folder's or target's files, as SwiftPM
///   leaves out a nested package.
/// - Everywhere, files that belong to other tools are never themes: `Info.plist` and `…-Info.plist`,
///   asset catalogs' `Contents.json`, `themegen.yml` itself, hidden files, and anything inside a bundle
///   folder (a folder whose name has an extension: `.xcassets`, `.bundle`, `.lproj`, …).
/// - An asset catalog (`*.xcassets`) is read only when named itself: its colour sets' `Contents.json`
///   and those of its groups (docs/AssetCatalogs.md).
enum ThemeFiles {
    /// The extensions of files ThemeGen reads, lower case, sorted: every format's.
    static let extensions: [String] = SourceFormat.allCases.flatMap(\.extensions).sorted()
    /// The suffix before the extension that marks a file as a theme anywhere in a target.
    static let themeSuffix = "theme"
    /// The folder whose files are themes without the suffix (compared case-insensitively).
    static let themesFolder = "Themes"
    /// The name the Apptentive SDK's integrations give their style sheet.
    static let apptentiveStyleSheetName = "ApptentiveStyles.plist"
    /// The configuration file the plugins look for at the top of a target's folder.
    static let configurationFile = "themegen.yml"
    /// Files of other tools that carry a theme extension but are never themes.
    static let foreignNames: Set<String> = ["Info.plist", "Contents.json", configurationFile]

    /// The lower-case extension of a file name (`Brand.YAML` → `yaml`), or `""` without one.
    static func pathExtension(of name: String) -> String {
        URL(fileURLWithPath: name).pathExtension.lowercased()
    }

    /// The name of a file without its folders (`themes/Brand.yaml` → `Brand.yaml`).
    static func fileName(of path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// Whether a file name has one of the extensions ThemeGen reads.
    static func hasThemeExtension(_ name: String) -> Bool {
        extensions.contains(pathExtension(of: name))
    }

    /// Whether a file, given by its path components below the folder being searched, is read when
    /// that folder was named as an input.
    static func isRead(inNamedFolder components: [String]) -> Bool {
        guard let name = components.last, hasThemeExtension(name), !isForeign(name) else { return false }
        return !components.dropLast().contains(where: isBundleOrHidden)
    }

    /// The extension of an Xcode asset catalog, read only when named as an input itself.
    static let assetCatalogExtension = "xcassets"
    /// The extension of a catalog's colour sets, the only sets ThemeGen reads.
    static let colorSetExtension = "colorset"

    /// Whether a folder named as an input is an asset catalog (`Assets.xcassets`).
    static func isAssetCatalog(_ folder: String) -> Bool {
        pathExtension(of: folder) == assetCatalogExtension
    }

    /// The files read below a folder named as an input, each given by its path components below it: for
    /// an asset catalog, its own `Contents.json`, its groups' and its colour sets' (no other set, nothing
    /// hidden); for any other folder, the theme files outside nested theme sets.
    static func filesRead(inNamedFolder folder: String, _ paths: [[String]]) -> [[String]] {
        guard isAssetCatalog(folder) else { return outsideNestedSets(paths).filter(isRead(inNamedFolder:)) }
        return paths.filter { components in
            guard components.last == "Contents.json" else { return false }
            let folders = components.dropLast()
            guard !folders.contains(where: { $0.hasPrefix(".") }) else { return false }
            // Groups have no extension; a colour set is the last folder, and holds no other.
            return folders.dropLast().allSatisfy { pathExtension(of: $0).isEmpty }
                && folders.last.map { pathExtension(of: $0).isEmpty || pathExtension(of: $0) == colorSetExtension } ?? true
        }
    }

    /// The files read below `folder` when it is named as an input (`filesRead(inNamedFolder:_:)`), sorted
    /// by path; folders among them (a folder named like a theme file) are the caller's to tell apart.
    /// - Throws: the file system's error when the folder cannot be listed.
    static func filesRead(inFolderAt folder: URL) throws -> [URL] {
        let subpaths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).map { $0.split(separator: "/").map(String.init) }
        return filesRead(inNamedFolder: folder.lastPathComponent, subpaths)
            .map { folder.appendingPathComponent($0.joined(separator: "/")).standardizedFileURL }
            .sorted { $0.path < $1.path }
    }

    /// The asset catalogs that hold any of `paths` (each given by its path components below the folder
    /// searched), each by its components, sorted: the first `.xcassets` component of a path outside
    /// hidden folders (the last one too, as Xcode lists a catalog as one file). A configuration may name
    /// any of them as an input.
    static func assetCatalogs(holding paths: [[String]]) -> [[String]] {
        var catalogs = Set<[String]>()
        for components in paths {
            guard let index = components.firstIndex(where: isAssetCatalog) else { continue }
            let catalog = Array(components[...index])
            if !catalog.contains(where: { $0.hasPrefix(".") }) { catalogs.insert(catalog) }
        }
        return catalogs.sorted { $0.joined(separator: "/") < $1.joined(separator: "/") }
    }

    /// The files among `paths` (each given by its path components below the folder searched) that are
    /// not inside a folder with its own `themegen.yml`; `paths` must list those configuration files.
    static func outsideNestedSets(_ paths: [[String]]) -> [[String]] {
        let nestedSets = Set(paths.filter { $0.count > 1 && $0.last == configurationFile }.map { Array($0.dropLast()) })
        guard !nestedSets.isEmpty else { return paths }
        return paths.filter { components in
            !(1..<max(components.count, 1)).contains { nestedSets.contains(Array(components.prefix($0))) }
        }
    }

    /// Whether a file, given by its path components below a target's folder, is a theme file of a
    /// target without a `themegen.yml`.
    static func isConventional(_ components: [String]) -> Bool {
        guard isRead(inNamedFolder: components), let name = components.last else { return false }
        let stem = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
        return pathExtension(of: stem) == themeSuffix
            || isApptentiveStyleSheetName(name)
            || components.dropLast().contains { $0.lowercased() == themesFolder.lowercased() }
    }

    /// Whether a file carries the name the Apptentive SDK's integrations give their style sheet
    /// (`ApptentiveStyles.plist`, also with a prefix such as `Brand-ApptentiveStyles.plist`).
    static func isApptentiveStyleSheetName(_ name: String) -> Bool {
        name.hasSuffix(apptentiveStyleSheetName)
    }

    /// `Info.plist`, `GoogleService-Info.plist`, `Contents.json`, `themegen.yml`, or a hidden file.
    static func isForeign(_ name: String) -> Bool {
        foreignNames.contains(name) || name.hasSuffix("-Info.plist") || name.hasPrefix(".")
    }

    /// A hidden folder, or a bundle: a folder whose name has an extension (`Assets.xcassets`).
    private static func isBundleOrHidden(_ folder: String) -> Bool {
        folder.hasPrefix(".") || !URL(fileURLWithPath: folder).pathExtension.isEmpty
    }

    /// The rule in one sentence, for messages.
    static let ruleSummary =
        "files named \(listed(extensions.map { "*.\(themeSuffix).\($0)" })), \(apptentiveStyleSheetName), "
        + "or any \(listed(extensions.map { ".\($0)" })) file below a folder named \(themesFolder)"

    /// `a, b or c`.
    static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }
}

/// The formats ThemeGen reads, each with its extensions: which reader a file's name calls for.
public enum SourceFormat: String, Sendable, CaseIterable {
    /// ThemeGen YAML.
    case yaml
    /// JSON (an RFC 8259 reader): ThemeGen's schema, or a design-token file or resolver (`.tokens` is JSON too).
    case json
    /// A property list, XML or binary: ThemeGen's schema or an Apptentive style sheet.
    case propertyList

    /// The extensions of the format's files, lower case.
    public var extensions: [String] {
        switch self {
        case .yaml: ["yaml", "yml"]
        case .json: ["json", "tokens"]
        case .propertyList: ["plist"]
        }
    }

    /// The format for a path, or `nil` when the extension is not a theme file's.
    public init?(path: String) {
        let pathExtension = ThemeFiles.pathExtension(of: path)
        guard let format = Self.allCases.first(where: { $0.extensions.contains(pathExtension) }) else { return nil }
        self = format
    }

    /// The extensions ThemeGen reads, for messages: `.json, .plist, .tokens, .yaml or .yml`.
    public static var extensionList: String {
        ThemeFiles.listed(ThemeFiles.extensions.map { "." + $0 })
    }
}
