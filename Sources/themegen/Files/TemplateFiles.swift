import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a user's template and the `.mustache` files beside it, which it may use as partials.
enum TemplateFiles {
    /// The default templates, or `input` as the root with the default templates and the files beside it
    /// available as partials; `nil` (with diagnostics printed) when a file cannot be read, or the build
    /// does not watch it.
    static func load(_ input: InputPath?, declared: Set<String>?, _ context: CommandContext) -> TemplateSet? {
        guard let input else { return .default }
        var problems: [Diagnostic] = []
        let folder = input.url.deletingLastPathComponent()
        let siblings: [URL]
        do {
            siblings = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .map { folder.appendingPathComponent($0).standardizedFileURL }
                .filter { ThemeFiles.pathExtension(of: $0.lastPathComponent) == "mustache" && $0 != input.url }
                .sorted { $0.path < $1.path }
        } catch {
            problems.append(Diagnostic(.error, "cannot read the template's folder: \(FileErrors.describe(error, path: folder.path))", at: location(of: input)))
            siblings = []
        }
        var check = InputFileCheck(base: context.files.base, currentDirectory: context.currentDirectory)
        check.allow(named: input.url)
        let source = read(input.url, at: location(of: input), declared: declared, check, &problems)
        var partials: [String: String] = [:]
        for sibling in siblings {
            let location = SourceLocation(file: sibling.path, keyPath: [])
            if let text = read(sibling, at: location, declared: declared, check, &problems) {
                partials[sibling.deletingPathExtension().lastPathComponent] = text
            }
        }
        guard problems.isEmpty, let source else {
            _ = context.report(problems, warningsAsErrors: false)
            return nil
        }
        return .custom(name: input.url.path, source: source, partials: partials)
    }

    private static func location(of input: InputPath) -> SourceLocation {
        input.origin ?? SourceLocation(file: input.url.path, keyPath: [])
    }

    /// The template at `url`, unless the build does not watch it or `check` refuses it (a link out of the
    /// project, something that is not a regular file).
    private static func read(_ url: URL, at location: SourceLocation, declared: Set<String>?, _ check: InputFileCheck, _ problems: inout [Diagnostic]) -> String? {
        if let declared, !declared.contains(url.path) {
            problems.append(Diagnostic(.error, "the template '\(url.lastPathComponent)' is outside the target's folder, so the build would not notice when it changes; keep templates inside the target", at: location))
            return nil
        }
        if let problem = check.problem(url) {
            problems.append(Diagnostic(.error, problem, at: location))
            return nil
        }
        do {
            let bytes = [UInt8](try Data(contentsOf: url))
            if let problem = TextCheck.problem(in: bytes, path: url.path, expected: "a Mustache template", kind: "templates") {
                problems.append(problem)
                return nil
            }
            return String(decoding: bytes, as: UTF8.self)
        } catch {
            problems.append(Diagnostic(.error, "cannot read this template: \(FileErrors.describe(error, path: url.path))", at: location))
            return nil
        }
    }
}
