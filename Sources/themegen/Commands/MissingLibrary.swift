import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A target that applies a ThemeGen plugin without depending on ThemeGenKit, which code generated with
/// `runtime: library` imports: the plugins pass what they know (`--without-library`), and `generate`
/// refuses with the one line to add, at the target's declaration in its Package.swift, instead of the
/// compiler's bare "no such module" after the build.
struct MissingLibrary {
    /// The target's name.
    let target: String
    /// The identity of the package that provides ThemeGenKit, as `.product(… package:)` names it.
    let package: String
    /// The target's Package.swift, as the plugin named it.
    let manifest: String

    /// What the plugin passed, or `nil` when the target depends on the library (or no plugin ran).
    init?(_ arguments: ParsedArguments) {
        guard let target = arguments.value("--without-library") else { return nil }
        self.target = target
        package = arguments.value("--library-package") ?? "ThemeGen"
        manifest = arguments.value("--manifest") ?? "Package.swift"
    }

    /// The error, at the target's `name:` in the manifest (the file alone when it is not found there).
    func diagnostic(_ context: CommandContext) -> String {
        let url = context.files.resolve(manifest)
        let path = context.files.terminalPath(url.path, absolute: context.absoluteDiagnosticPaths)
        let message =
            "error: the themes generated for target '\(VisibleText.escaped(target))' import ThemeGenKit, but the target does not depend on it; "
            + "add .product(name: \"ThemeGenKit\", package: \"\(package)\") to the target's dependencies, "
            + "or set 'runtime: embedded' in a themegen.yml to write the runtime into the generated file"
        guard let place = place(url) else { return "\(VisibleText.escaped(path)): \(message)\n" }
        return "\(VisibleText.escaped(path)):\(place.line):\(place.column): \(message)\n"
    }

    /// The line and column of `name: "TARGET"` in the manifest at `url`, or `nil`.
    private func place(_ url: URL) -> (line: Int, column: Int)? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let declaration = "name: \"\(target)\""
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.firstRange(of: declaration) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return nil
    }
}
