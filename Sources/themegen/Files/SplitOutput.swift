import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files of a split output (`themegen generate --split N`) beside the output file, named by
/// `GeneratedFiles.splitNames`, and the files an earlier run left that this one does not write.
struct SplitOutput {
    /// The output file the others are named after (`Themes.swift`).
    let output: URL
    /// The files this run writes, in `GeneratedPart.split`'s order; only `output` when it writes one file.
    let files: [URL]

    /// The files of `output` split over `memberFiles` member files, or `output` alone for `nil`.
    init(output: URL, memberFiles: Int?) {
        self.output = output
        let folder = output.deletingLastPathComponent()
        files = memberFiles.map { GeneratedFiles.splitNames(output.lastPathComponent, memberFiles: $0).map { folder.appendingPathComponent($0) } } ?? [output]
    }

    /// The files beside `output` named as a split output's parts (`Themes+Tables.swift`,
    /// `Themes+MembersN.swift`) that ThemeGen wrote and this run does not: left by a run with more member
    /// files, or by a split run before a one-file one. Compiled beside the new files, they would declare
    /// everything twice.
    func staleFiles() -> [URL] {
        let folder = output.deletingLastPathComponent()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            return []
        }
        let written = Set(files.map(\.lastPathComponent))
        return names.sorted()
            .filter { !written.contains($0) && GeneratedFiles.isSplitName($0, of: output.lastPathComponent) }
            .map { folder.appendingPathComponent($0) }
            .filter(GeneratedFiles.startsWithHeader)
    }

    /// Removes the stale files, each with a note naming it; `false` after reporting one that could not be
    /// removed.
    func removeStaleFiles(_ context: CommandContext) -> Bool {
        for file in staleFiles() {
            let path = context.files.terminalPath(file.path, absolute: false)
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                let message = "cannot remove \(path), which an earlier run generated and this one does not: \(FileErrors.describe(error, path: file.path))"
                _ = context.report([Diagnostic(.error, message, at: SourceLocation(file: file.path, keyPath: []))], warningsAsErrors: false)
                return false
            }
            context.summarize("Removed \(path): this run writes no such part")
        }
        return true
    }
}
