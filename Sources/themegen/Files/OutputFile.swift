import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The generated file on disk: written atomically and only when its content changes, or checked.
struct OutputFile {
    let url: URL
    /// The path to print, relative to the current directory when inside it.
    let displayPath: String

    /// Writes `content` unless the file already holds exactly that, so its modification time (and the
    /// builds that depend on it) stay untouched; then prints the summary.
    func write(_ content: [UInt8], summary: String, _ context: CommandContext) -> ExitStatus {
        let update = startUpdate()
        content.withUnsafeBytes(update.append)
        return finish(update, summary: summary, context)
    }

    /// An update of the file that takes its content piece by piece (`OutputFileUpdate`); `finish` or
    /// `cancel` ends it.
    func startUpdate() -> OutputFileUpdate {
        OutputFileUpdate(path: url.path)
    }

    /// Ends `update`: the file holds its content (written only if it changed), and the summary is printed;
    /// or an error says why it could not be written.
    func finish(_ update: OutputFileUpdate, summary: String, _ context: CommandContext) -> ExitStatus {
        do throws(OutputFileUpdate.Failure) {
            switch try update.finish() {
            case .unchanged: context.summarize("\(displayPath) is up to date: \(summary)")
            case .written(let placement):
                if case .inPlace(let reason) = placement {
                    let warning = Diagnostic(.warning, Self.inPlaceWarning(reason), at: location)
                    _ = context.report([warning], warningsAsErrors: false)
                }
                context.summarize("Generated \(displayPath): \(summary)")
            }
            return .success
        } catch {
            let message =
                switch error {
                case .folder(let reason): "cannot create the generated file's folder: \(reason)"
                case .write(let reason): "cannot write the generated file: \(reason)"
                }
            _ = context.report([Diagnostic(.error, message, at: location)], warningsAsErrors: false)
            return .failure
        }
    }

    /// The warning for a file written in place because its volume refused the rename (`reason`).
    static func inPlaceWarning(_ reason: String) -> String {
        "the volume refused to rename the new file over the old (\(reason)), so it was written in place: "
            + "a build reading it at that moment could have seen part of it"
    }

    /// Exit 0 when the file holds `content`; otherwise an error naming the command that updates it, a
    /// unified diff on standard output, and exit 1.
    func check(_ content: [UInt8], updateCommand: String?, summary: String, _ context: CommandContext) -> ExitStatus {
        let current: Data?
        do {
            current = try read()
        } catch {
            _ = context.report([Diagnostic(.error, "cannot read the generated file: \(FileErrors.describe(error, path: url.path))", at: location)], warningsAsErrors: false)
            return .failure
        }
        if let current, Self.same(current, content) {
            context.summarize("\(displayPath) is up to date: \(summary)")
            return .success
        }
        let problem = current == nil ? "the generated file does not exist" : "the generated file is out of date"
        _ = context.report([Diagnostic(.error, "\(problem); \(Self.updateAdvice(updateCommand))", at: location)], warningsAsErrors: false)
        let old = current.map { String(decoding: $0, as: UTF8.self) } ?? ""
        context.console.output(
            UnifiedDiff.make(
                old: old, new: String(decoding: content, as: UTF8.self),
                oldName: "a/\(displayPath)", newName: "b/\(displayPath)"))
        return .failure
    }

    /// What `--check` tells to run when an output is stale: the command given, else the same one without `--check`.
    static func updateAdvice(_ updateCommand: String?) -> String {
        updateCommand.map { "run '\($0)' to update it" } ?? "run the same command without --check to update it"
    }

    /// The file's bytes, or `nil` when there is no file.
    /// - Throws: the file system's error when the file exists but cannot be read.
    private func read() throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        if let problem = PathKind.outputProblem(url.path) { throw OutputProblem(reason: problem) }
        return try Data(contentsOf: url)
    }

    /// Whether `data` is exactly `content`.
    private static func same(_ data: Data, _ content: [UInt8]) -> Bool {
        guard data.count == content.count else { return false }
        return data.withUnsafeBytes { disk in
            content.withUnsafeBytes { wanted in
                guard let diskStart = disk.baseAddress, let wantedStart = wanted.baseAddress else { return true }
                return memcmp(diskStart, wantedStart, wanted.count) == 0
            }
        }
    }

    /// Why something that is not a regular file is not read as the generated file.
    private struct OutputProblem: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    private var location: SourceLocation { SourceLocation(file: url.path, keyPath: []) }
}
