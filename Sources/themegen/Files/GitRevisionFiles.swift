import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The theme files of the inputs as they were at a git revision (`themegen diff --base REV`): listed
/// with `git ls-tree` and read with `git cat-file`, by the same rule as folders on disk, and as git stores
/// them: a symbolic link is followed to the file it names at that revision (refused when it leaves the
/// repository, as links leaving the project are on disk), and a submodule, whose files are another
/// repository's, is left out with a note. Files are named `REV:path`, so problems in them are told apart
/// from the working tree's.
struct GitRevisionFiles {
    /// Why the files could not be read at all: printed as `error: …`, exit status 2.
    struct Failure: Error {
        let message: String
    }

    /// One entry of `git ls-tree`: what git stores at a path.
    private struct Entry {
        enum Kind {
            case file, symbolicLink, submodule, folder
        }

        let kind: Kind
        let object: String
        let path: String

        /// Parses `MODE TYPE OBJECT<TAB>PATH`; `nil` for anything else.
        init?(_ record: ArraySlice<UInt8>) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3 else { return nil }
            switch fields[0] {
            case "120000": kind = .symbolicLink
            case "160000": kind = .submodule
            case "040000": kind = .folder
            default: kind = .file
            }
            object = fields[2]
            path = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
        }
    }

    let revision: String
    let files: InputFiles

    /// The most symbolic links followed from one path (as the system does).
    private static let maximumLinks = 32

    /// The files, in the order folders on disk give them, and a diagnostic for each that is not read.
    /// - Throws: `Failure` outside a git repository, for an unknown revision, or when git fails.
    func collect(_ inputs: [InputPath], styleSheets: [InputPath]) throws(Failure) -> (files: [SourceFile], problems: [Diagnostic]) {
        guard !revision.hasPrefix("-") else { throw Failure(message: "'\(revision)' is not a revision (it starts with '-')") }
        let root = try repositoryRoot()
        let git = Git(directory: root)
        guard try result(git, ["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]).status == 0 else {
            throw Failure(message: "unknown revision '\(revision)': git knows no commit by that name in \(root.path)")
        }
        let sheetPaths = Set(styleSheets.map(\.url.path))
        var collected: [SourceFile] = []
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        for input in inputs {
            let relative = RelativePath.of(input.url, from: root)
            guard !relative.hasPrefix("../"), !relative.hasPrefix("/") else {
                throw Failure(message: "'\(input.written)' is outside the git repository at \(root.path)")
            }
            let entries = try listed(git, relative, recursive: true)
            for submodule in entries where submodule.kind == .submodule {
                problems.append(
                    Diagnostic(
                        .note, "this is a submodule, another repository whose files git does not keep in this one; it is left out at \(revision)",
                        at: location(submodule.path, root)))
            }
            let byPath = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for path in filesRead(Array(byPath.keys), input: relative).sorted() where seen.insert(path).inserted {
                guard let entry = byPath[path], entry.kind != .submodule else { continue }
                let url = root.appendingPathComponent(path).standardizedFileURL
                let object: String
                switch try followed(entry, git) {
                case .success(let found?): object = found
                case .success(nil): continue
                case .failure(let problem):
                    problems.append(Diagnostic(.error, problem.message, at: location(path, root)))
                    continue
                }
                let contents = try run(git, ["cat-file", "blob", object])
                collected.append(SourceFile(path: "\(revision):\(files.modelPath(url))", contents: Data(contents), isDeclaredStyleSheet: sheetPaths.contains(url.path)))
            }
        }
        return (collected, problems)
    }

    /// Where a problem with the file at `path` (from the repository's top) is reported.
    private func location(_ path: String, _ root: URL) -> SourceLocation {
        SourceLocation(file: "\(revision):\(files.modelPath(root.appendingPathComponent(path).standardizedFileURL))", keyPath: [])
    }

    /// What git stores at `path` at the revision, all of it below a folder when `recursive`.
    private func listed(_ git: Git, _ path: String, recursive: Bool) throws(Failure) -> [Entry] {
        let output = try run(git, ["ls-tree"] + (recursive ? ["-r"] : []) + ["-z", revision, "--", path])
        return output.split(separator: 0).compactMap(Entry.init)
    }

    /// The blob of a file, or of the file its links lead to within the repository; `nil` for a link to a
    /// folder or a submodule, which is no file (and on disk is not read either); the problem otherwise.
    private func followed(_ entry: Entry, _ git: Git) throws(Failure) -> Result<String?, Failure> {
        var current = entry
        for _ in 0...Self.maximumLinks {
            switch current.kind {
            case .file: return .success(current.object)
            case .folder, .submodule: return .success(nil)
            case .symbolicLink:
                let target = String(decoding: try run(git, ["cat-file", "blob", current.object]), as: UTF8.self)
                guard let resolved = Self.resolve(target, from: current.path) else {
                    return .failure(Failure(message: "this is a symbolic link to \(Excerpt.of(target)), outside the repository; ThemeGen reads links only to files inside it, so that a link cannot bring in another file"))
                }
                guard let next = try listed(git, resolved, recursive: false).first(where: { $0.path == resolved }) else {
                    return .failure(Failure(message: "this is a symbolic link to '\(resolved)', which does not exist at \(revision)"))
                }
                current = next
            }
        }
        return .failure(Failure(message: "this is a symbolic link that leads through more than \(Self.maximumLinks) links at \(revision)"))
    }

    /// The path from the repository's top that a link at `linkPath` with the text `target` names, or `nil`
    /// when it is absolute or climbs out of the repository.
    static func resolve(_ target: String, from linkPath: String) -> String? {
        guard !target.hasPrefix("/") else { return nil }
        var components = linkPath.split(separator: "/").dropLast().map(String.init)
        for component in target.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    /// The paths (from the repository's top) read for the input at `input`: the input file itself, or
    /// the files below the input folder that the rule for named folders reads.
    private func filesRead(_ paths: [String], input: String) -> [String] {
        if paths == [input] { return paths }
        let prefix = input == "." ? "" : input + "/"
        let below = paths.filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).split(separator: "/").map(String.init) }
        let folder = input.split(separator: "/").last.map(String.init) ?? input
        return ThemeFiles.filesRead(inNamedFolder: folder, below).map { prefix + $0.joined(separator: "/") }
    }

    /// The top folder of the repository around the current directory.
    private func repositoryRoot() throws(Failure) -> URL {
        let result = try self.result(Git(directory: files.currentDirectory), ["rev-parse", "--show-toplevel"])
        guard result.status == 0 else {
            throw Failure(message: "not in a git repository: '--base' reads the old files with git (\(files.currentDirectory.path))")
        }
        let path = String(decoding: result.output.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// What git printed, when it succeeded.
    private func run(_ git: Git, _ arguments: [String]) throws(Failure) -> [UInt8] {
        let result = try self.result(git, arguments)
        guard result.status == 0 else {
            throw Failure(message: "git \(arguments.joined(separator: " ")) failed (exit \(result.status))")
        }
        return result.output
    }

    private func result(_ git: Git, _ arguments: [String]) throws(Failure) -> ChildProcess.Result {
        do {
            return try git.run(arguments)
        } catch {
            throw Failure(
                message: error.isNotInstalled
                    ? "'--base' reads the old files with git, which is not installed"
                    : "'--base' reads the old files with git, which cannot be run: \(error.message)")
        }
    }
}

/// Runs git on the repository around a folder (`git -C folder …`).
struct Git {
    let directory: URL

    /// Runs `git arguments…`; its standard error is discarded (callers word their own messages).
    /// - Throws: `ChildProcess.LaunchFailure` when git cannot be started.
    func run(_ arguments: [String]) throws(ChildProcess.LaunchFailure) -> ChildProcess.Result {
        try ChildProcess.run("git", ["-C", directory.path] + arguments)
    }
}
