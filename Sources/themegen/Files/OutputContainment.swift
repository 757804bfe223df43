#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The rule for files written below an output folder (an asset catalog): nothing on the way from the
/// folder to a file — the folders between, the file itself — may be a symbolic link, so every write, read
/// for comparison and removal lands where it was asked for, never through a link to somewhere else. The
/// output folder itself may be a link (the user named it): it is followed, and what it leads to is the
/// output folder.
enum OutputContainment {
    /// Why the file or folder at `relativePath` below `root` cannot be written, read or removed there, or
    /// `nil` when nothing on its way is a link (parts not there yet are made by the write).
    static func problem(at relativePath: String, below root: URL) -> String? {
        var current = root
        var walked: [Substring] = []
        for component in relativePath.split(separator: "/") {
            current = current.appendingPathComponent(String(component))
            walked.append(component)
            guard let kind = PathKind.at(current.path, followingLinks: false) else { return nil }
            if kind == .symbolicLink {
                return "\(walked.joined(separator: "/")) is a symbolic link; the output's files are written in it, never through a link: remove the link"
            }
        }
        return nil
    }
}
