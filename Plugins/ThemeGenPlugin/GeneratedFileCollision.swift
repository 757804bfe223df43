import Foundation

/// A file of the target that cannot be built beside the files the build plugin generates: one named as
/// one of them is (`Themes.swift`, `Themes+Tables.swift`: Swift needs a target's file names to be unique), or one ThemeGen generated —
/// the committed route's file, written by `generate-themes` or `themegen generate` — whose declarations
/// the generated file repeats.
struct GeneratedFileCollision {
    let file: URL
    /// Whether ThemeGen wrote it (its first line is ThemeGen's header).
    let isGenerated: Bool

    /// The first colliding file of `swiftFiles`, or `nil`.
    static func find(in swiftFiles: [URL]) -> GeneratedFileCollision? {
        let generatedNames = Set(GeneratedFiles.splitNames(GeneratedFiles.buildPluginOutput, memberFiles: GeneratedFiles.buildPluginMemberFiles))
        for file in swiftFiles {
            let generated = GeneratedFiles.startsWithHeader(file)
            if generated || generatedNames.contains(file.lastPathComponent) {
                return GeneratedFileCollision(file: file, isGenerated: generated)
            }
        }
        return nil
    }

    /// The error, naming the fix.
    func message(target: String) -> String {
        guard isGenerated else {
            return "ThemeGen: target '\(target)' has its own \(file.lastPathComponent) (\(file.path)), and ThemeGenPlugin generates "
                + "a file of that name for it at every build; Swift needs the file names in a target to be unique, "
                + "so rename that file"
        }
        return "ThemeGen: target '\(target)' has a committed generated file, \(file.path), and ThemeGenPlugin generates "
            + "the same themes at every build, so the two would declare everything twice. Choose one route: delete the file "
            + "and keep the plugin, or remove ThemeGenPlugin from the target's plugins and keep the file (generate-themes "
            + "updates it)"
    }
}
