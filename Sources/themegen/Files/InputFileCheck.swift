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

/// Which files found among the inputs are read: only regular files (a FIFO would block the read, a
/// device would never end), and none that a symbolic link brings in from outside the project — the git
/// repository around the base folder, or the base folder itself outside one — so that a link committed
/// as `Themes/x.tokens.json → ~/.netrc` cannot make ThemeGen read a private file and quote it in an error.
/// Links inside the project (a shared brand file in another package of the repository) are read.
struct InputFileCheck {
    /// The project folder, as the system resolves it.
    let project: String
    /// Real paths that the files read may be in or be: the project, the folders named as inputs, and the
    /// files named as inputs that are not links (naming a file or folder outside the project is a choice;
    /// a link found there is not).
    private var allowed: [String]

    /// A check for the project around `base` (and the one around the current folder, when that is
    /// another: `-o` may write elsewhere).
    init(base: URL, currentDirectory: URL? = nil) {
        project = Self.realPath(Self.projectFolder(around: base).path) ?? base.path
        allowed = [project]
        if let currentDirectory, let current = Self.realPath(Self.projectFolder(around: currentDirectory).path), current != project {
            allowed.append(current)
        }
    }

    /// Allows what a named input is: a folder, or a file that is not a symbolic link.
    mutating func allow(named input: URL) {
        guard PathKind.at(input.path, followingLinks: false) != .symbolicLink, let real = Self.realPath(input.path) else { return }
        allowed.append(real)
    }

    /// Allows the folder of a resolver that is read: the files it names below it are its project's.
    mutating func allow(resolverFolderOf resolver: URL) {
        if let real = Self.realPath(resolver.deletingLastPathComponent().path) { allowed.append(real) }
    }

    /// Why the file at `url` is not read, or `nil` when it is.
    func problem(_ url: URL) -> String? {
        guard let real = Self.realPath(url.path) else {
            do {
                let target = try FileManager.default.destinationOfSymbolicLink(atPath: url.path)
                return "this is a symbolic link to '\(Excerpt.of(target))', which does not exist"
            } catch {
                return "this symbolic link cannot be read: \(FileErrors.describe(error, path: url.path))"
            }
        }
        guard allowed.contains(where: { Self.isInside(real, $0) }) else {
            guard PathKind.at(url.path, followingLinks: false) == .symbolicLink else {
                return "this file (\(real)) is outside the project folder \(project); ThemeGen reads a file outside the project only when you name it yourself"
            }
            return "this is a symbolic link to \(real), outside the project folder \(project); ThemeGen reads links only to files inside the project, so that a link cannot bring in another file"
        }
        guard let kind = PathKind.at(real), kind == .regular else {
            return "this is \(PathKind.at(real)?.description ?? "nothing"), not a regular file; ThemeGen reads only regular files"
        }
        return nil
    }

    /// Whether `path` is `folder` or below it.
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The nearest folder from `base` up that holds `.git` (a repository, or a worktree's `.git` file), or
    /// `base` when none does.
    private static func projectFolder(around base: URL) -> URL {
        var folder = base.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return base }
            folder = parent
        }
    }

    /// `path` with every symbolic link and `..` resolved by the system; `nil` when it leads nowhere.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
