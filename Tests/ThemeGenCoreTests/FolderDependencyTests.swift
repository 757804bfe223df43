import Foundation
import Testing

/// The core's folders depend only downwards, in the order CONTRIBUTING.md draws the pipeline: a file may
/// name the types of its own folder and of the folders before it. Groups/, where each value group meets
/// every stage, is the one folder both sides may name. What is checked is the types a file names (a
/// capitalised word that is a top-level type of another folder), not calls through values.
@Suite("Folder dependencies")
struct FolderDependencyTests {
    static let order = [
        ".", "Support", "Runtime", "Diagnostics", "Model", "Loading", "Validation", "Tokens", "AssetCatalogs", "Resolution", "Overrides", "Naming",
        "Mustache", "Generation", "Comparison", "Rendering", "Pipeline", "Configuration", "Schemas", "Editing",
    ]
    static let meetingPlace = "Groups"

    @Test("every folder of ThemeGenCore is in the order, and no file names a type of a later folder")
    func downwardsOnly() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Sources/ThemeGenCore").standardized
        var files: [(folder: String, text: String)] = []
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let folder = url.deletingLastPathComponent().standardized.path.replacing(root.path, with: "").trimmingPrefix("/")
            files.append((folder.isEmpty ? "." : String(folder), try String(contentsOf: url, encoding: .utf8)))
        }
        let folders = Set(files.map(\.folder))
        #expect(folders.subtracting(Self.order + [Self.meetingPlace]).isEmpty, "place these folders in the order: \(folders.subtracting(Self.order).sorted())")
        #expect(files.count > 100, "the sources were not found at \(root.path)")
        let violations = try Self.violations(files)
        #expect(violations == [], "\(violations)")
    }

    @Test("the check finds a type of a later folder, and leaves names a folder declares itself alone")
    func findsUpwardNames() throws {
        let files = [
            (folder: "Model", text: "struct Theme {\n    let names: NameCollisions\n    struct Token {}\n}\n"),
            (folder: "Naming", text: "enum NameCollisions {}\nstruct ThemeNaming { let theme: Theme }\n"),
            (folder: "Mustache", text: "struct Token {}\n"),
            (folder: "Loading", text: "// NameCollisions in a comment\nlet text = \"ThemeNaming\"\n"),
        ]
        #expect(try Self.violations(files) == ["Model names NameCollisions (Naming)"])
    }

    /// "FOLDER names TYPE (ITS FOLDER)" for each type a file names that a later folder declares at the top
    /// level, and its own folder nowhere.
    static func violations(_ files: [(folder: String, text: String)]) throws -> [String] {
        let topLevel = try NSRegularExpression(pattern: #"^(?:public |private |fileprivate )?(?:final |indirect )?(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)"#, options: .anchorsMatchLines)
        let anyLevel = try NSRegularExpression(pattern: #"(?:struct|enum|class|protocol|typealias|actor|associatedtype)\s+([A-Z]\w*)"#)
        let word = try NSRegularExpression(pattern: #"\b([A-Z]\w*)\b"#)
        var owner: [String: String] = [:]
        var declared: [String: Set<String>] = [:]
        for file in files {
            for name in matches(topLevel, file.text) where owner[name] == nil { owner[name] = file.folder }
            declared[file.folder, default: []].formUnion(matches(anyLevel, file.text))
        }
        var found: Set<String> = []
        for file in files {
            for name in matches(word, code(file.text)) {
                guard let other = owner[name], other != file.folder, declared[file.folder]?.contains(name) != true,
                    other != meetingPlace, file.folder != meetingPlace
                else { continue }
                if (order.firstIndex(of: other) ?? 0) >= (order.firstIndex(of: file.folder) ?? 0) {
                    found.insert("\(file.folder) names \(name) (\(other))")
                }
            }
        }
        return found.sorted()
    }

    /// The text without comments and string literals.
    private static func code(_ text: String) -> String {
        text.replacing(/\/\/[^\n]*/, with: "").replacing(/"""[\s\S]*?"""/, with: "\"\"").replacing(/"(\\.|[^"\\\n])*"/, with: "\"\"")
    }

    private static func matches(_ expression: NSRegularExpression, _ text: String) -> [String] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
