#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path, as the system says: the one place themegen asks whether something is a regular
/// file before it opens it (a FIFO would block the read or the write, a device would never end, a socket
/// cannot be opened at all).
enum PathKind: Equatable {
    case regular, folder, symbolicLink, fifo, characterDevice, blockDevice, socket

    /// What is at `path`, following symbolic links unless `followingLinks` is false; `nil` when nothing
    /// is there (or a link leads nowhere).
    static func at(_ path: String, followingLinks: Bool = true) -> PathKind? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        default: return .socket
        }
    }

    /// Why nothing is found at `path`, as the system says it: `no such file or directory`, or `permission
    /// denied` for a path through a folder that may not be searched, `not a directory`, …
    static func absence(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) != 0 else { return "no such file or directory" }
        return String(cString: strerror(errno)).lowercased()
    }

    /// `a FIFO`, `a folder`, … for messages.
    var description: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        }
    }

    /// Why the generated file cannot be written at `path` (after its links are followed), or `nil` when it
    /// is a regular file or nothing is there yet.
    static func outputProblem(_ path: String) -> String? {
        guard let kind = at(path), kind != .regular else { return nil }
        if kind == .folder { return "it is a folder" }
        return "it is \(kind.description), not a regular file; ThemeGen writes only a regular file (or creates one), never replacing anything else ('-o -' writes to standard output)"
    }
}
