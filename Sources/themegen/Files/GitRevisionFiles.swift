#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ThemeGenCore

/// The theme files of the inputs as they were at a git revision (`themegen diff --base REV`): listed
/// with `git ls-tree` and read with `git show REV:path`, by the same rule as folders on disk. Files are
/// named `REV:path`, so problems in them are told apart from the working tree's.
struct GitRevisionFiles {
    /// Why the files could not be read: printed as `error: …`, exit status 2.
    struct Failure: Error {
        let message: String
    }

    let revision: String
    let files: InputFiles

    /// The files, in the order folders on disk give them.
    /// - Throws: `Failure` outside a git repository, for an unknown revision, or when git fails.
    func collect(_ inputs: [InputPath], styleSheets: [InputPath]) throws(Failure) -> [SourceFile] {
        guard !revision.hasPrefix("-") else { throw Failure(message: "'\(revision)' is not a revision (it starts with '-')") }
        let root = try repositoryRoot()
        let git = Git(directory: root)
        guard try result(git, ["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]).status == 0 else {
            throw Failure(message: "unknown revision '\(revision)': git knows no commit by that name in \(root.path)")
        }
        let sheetPaths = Set(styleSheets.map(\.url.path))
        var collected: [SourceFile] = []
        var seen = Set<String>()
        for input in inputs {
            let relative = RelativePath.of(input.url, from: root)
            guard !relative.hasPrefix("../"), !relative.hasPrefix("/") else {
                throw Failure(message: "'\(input.written)' is outside the git repository at \(root.path)")
            }
            let listed = try run(git, ["ls-tree", "-r", "-z", "--name-only", revision, "--", relative])
            let paths = filesRead(listed.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }, input: relative)
            for path in paths.sorted() where seen.insert(path).inserted {
                let url = root.appendingPathComponent(path).standardizedFileURL
                let contents = try run(git, ["show", "\(revision):\(path)"])
                collected.append(SourceFile(path: "\(revision):\(files.modelPath(url))", contents: Data(contents), isDeclaredStyleSheet: sheetPaths.contains(url.path)))
            }
        }
        return collected
    }

    /// The paths (from the repository's top) read for the input at `input`: the input file itself, or
    /// the files below the input folder that the rule for named folders reads.
    private func filesRead(_ paths: [String], input: String) -> [String] {
        if paths == [input] { return paths }
        let prefix = input == "." ? "" : input + "/"
        let below = paths.filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).split(separator: "/").map(String.init) }
        return ThemeFiles.outsideNestedSets(below).filter(ThemeFiles.isRead(inNamedFolder:)).map { prefix + $0.joined(separator: "/") }
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
            throw Failure(message: error.isNotInstalled ? "'--base' reads the old files with git, which is not installed"
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
