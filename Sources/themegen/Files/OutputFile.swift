import Foundation
import ThemeGenCore

/// The generated file on disk: written atomically and only when its content changes, or checked.
struct OutputFile {
    let url: URL
    let displayPath: String

    /// Writes `content` unless the file already holds exactly that, so its modification time (and the
    /// builds that depend on it) stay untouched.
    func write(_ content: String, _ context: CommandContext) -> ExitStatus {
        let data = Data(content.utf8)
        if FileManager.default.contents(atPath: url.path) == data { return .success }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return .success
        } catch {
            _ = context.report([Diagnostic(.error, "cannot write the generated file: \(error.localizedDescription)", at: SourceLocation(file: displayPath, keyPath: []))], warningsAsErrors: false)
            return .failure
        }
    }

    /// Exit 0 when the file holds `content`; otherwise a unified diff on standard output and exit 1.
    func check(_ content: String, _ context: CommandContext) -> ExitStatus {
        let current = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
        guard current != content else { return .success }
        let message = current == nil ? "the generated file does not exist" : "the generated file is out of date"
        _ = context.report([Diagnostic(.error, "\(message); run themegen generate without --check to update it", at: SourceLocation(file: displayPath, keyPath: []))], warningsAsErrors: false)
        context.console.output(UnifiedDiff.make(old: current ?? "", new: content, oldName: "a/\(displayPath)", newName: "b/\(displayPath)"))
        return .failure
    }
}
