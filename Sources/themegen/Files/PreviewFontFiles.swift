import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the font files the config's `preview.fonts` names, for `themegen preview` to embed.
enum PreviewFontFiles {
    /// The fonts, in the order written; `nil` (with each problem printed at its entry) when any file
    /// cannot be read or is not a font the page can embed.
    static func load(_ files: [(family: String, input: InputPath)], _ context: CommandContext) -> [PreviewEmbeddedFont]? {
        var fonts: [PreviewEmbeddedFont] = []
        var problems: [Diagnostic] = []
        var check = InputFileCheck(base: context.files.base, currentDirectory: context.currentDirectory)
        for file in files {
            check.allow(named: file.input.url)
            let location = file.input.origin ?? SourceLocation(file: file.input.url.path, keyPath: [])
            let name = "the font file '\(VisibleText.escaped(file.input.written))'"
            guard PathKind.at(file.input.url.path, followingLinks: false) != nil else {
                problems.append(Diagnostic(.error, "\(name) does not exist", at: location))
                continue
            }
            if let problem = check.problem(file.input.url) {
                problems.append(Diagnostic(.error, problem, at: location))
                continue
            }
            let bytes: [UInt8]
            do {
                bytes = [UInt8](try Data(contentsOf: file.input.url))
            } catch {
                problems.append(Diagnostic(.error, "cannot read \(name): \(FileErrors.describe(error, path: file.input.url.path))", at: location))
                continue
            }
            switch PreviewEmbeddedFont.make(family: file.family, fileName: file.input.url.lastPathComponent, bytes: bytes) {
            case .success(let font): fonts.append(font)
            case .failure(let problem): problems.append(Diagnostic(.error, "\(name) \(problem.description)", at: location))
            }
        }
        guard problems.isEmpty else {
            _ = context.report(problems, warningsAsErrors: false)
            return nil
        }
        return fonts
    }
}
