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

/// Writes a file so that a reader sees either the old content or the new, never a part, and nothing is
/// left behind that ThemeGen does not clean up:
/// - a symbolic link is followed: the file it points to is written, and the link stays;
/// - an existing file that nobody may write (mode 0444) is an error, not silently replaced;
/// - the content goes to a temporary file beside the destination, `.NAME.themegen-PID.tmp`, created
///   with the existing file's permissions (a new file gets 0644, less the umask), written piece by piece
///   as it is generated (`begin`, `Pending.append`), then flushed to disk and renamed over the destination;
/// - a temporary file of an earlier run that was killed while writing (its process is gone) is removed
///   before writing;
/// - on a volume that refuses the rename (`EXDEV`, `EPERM`, `ENOTSUP`, `ENOSYS`: some network, FUSE and
///   sandboxed volumes), the content is copied over the destination instead, and the caller warns that
///   this write was not atomic (`Placement.inPlace`).
enum AtomicWrite {
    /// A failure, in words for a diagnostic.
    struct Failure: Error {
        let reason: String
    }

    /// How the content was put in place.
    enum Placement: Equatable {
        /// Renamed over the destination: a reader saw the old content or the new.
        case renamed
        /// The volume refused the rename, for this reason; the content was copied over the destination.
        case inPlace(String)
    }

    /// The `errno` values with which a volume refuses to rename a file that could be written in place.
    private static let renameRefusals: Set<Int32> = [EXDEV, EPERM, ENOTSUP, EOPNOTSUPP, ENOSYS]

    /// The most symbolic links followed before giving up (as the system does).
    private static let maximumLinks = 32

    /// Starts writing `path` (after following symbolic links): its temporary file is created, to be
    /// appended to and then committed or discarded.
    static func begin(_ path: String) throws(Failure) -> Pending {
        let destination = try resolvingLinks(path)
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: destination).lastPathComponent
        var mode: mode_t = 0o666 & ~currentUmask()
        if let problem = PathKind.outputProblem(destination) { throw Failure(reason: problem) }
        var status = stat()
        if stat(destination, &status) == 0 {
            mode = status.st_mode & 0o7777
            if mode & 0o222 == 0 {
                throw Failure(reason: "it is read-only (mode \(String(mode, radix: 8))); make it writable or remove it to regenerate it")
            }
        }
        removeStaleTemporaryFiles(of: name, in: folder)
        let temporary = URL(fileURLWithPath: folder).appendingPathComponent(temporaryPrefix(of: name) + "\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                let kind = PathKind.at(temporary, followingLinks: false)?.description ?? "something"
                throw Failure(reason: "its temporary file's name, \(temporary), is taken by \(kind) that ThemeGen did not make; remove it and run again")
            }
            throw Failure(reason: systemError())
        }
        return Pending(descriptor: descriptor, temporary: temporary, destination: destination, mode: mode)
    }

    /// A file being written: its content goes to the temporary file until `commit` renames it over the
    /// destination or `discard` removes it. One of the two must end it.
    final class Pending {
        private let descriptor: Int32
        private let temporary: String
        private let destination: String
        private let mode: mode_t

        fileprivate init(descriptor: Int32, temporary: String, destination: String, mode: mode_t) {
            self.descriptor = descriptor
            self.temporary = temporary
            self.destination = destination
            self.mode = mode
        }

        /// Appends `bytes` to the content.
        func append(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
            if let failure = DescriptorWrite.writeAll(bytes, to: descriptor) { throw Failure(reason: systemError(failure)) }
        }

        /// Flushes the content to disk and puts it in place of the destination; on failure the temporary
        /// file is gone and the destination untouched (unless copying it in place failed part-way).
        func commit() throws(Failure) -> Placement {
            guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
                let reason = systemError()
                discard()
                throw Failure(reason: reason)
            }
            guard close(descriptor) == 0 else {
                let reason = systemError()
                unlink(temporary)
                throw Failure(reason: reason)
            }
            guard rename(temporary, destination) == 0 else {
                let code = errno
                defer { unlink(temporary) }
                guard renameRefusals.contains(code) else { throw Failure(reason: systemError(code)) }
                try copyOverDestination()
                return .inPlace(systemError(code))
            }
            return .renamed
        }

        /// Copies the temporary file's content over the destination, with the destination's mode.
        private func copyOverDestination() throws(Failure) {
            let source = open(temporary, O_RDONLY)
            guard source >= 0 else { throw Failure(reason: systemError()) }
            defer { close(source) }
            let target = open(destination, O_WRONLY | O_CREAT | O_TRUNC, mode)
            guard target >= 0 else { throw Failure(reason: systemError()) }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
            defer { buffer.deallocate() }
            while true {
                let read = DescriptorRead.fill(buffer, from: source)
                if let failure = read.failure {
                    close(target)
                    throw Failure(reason: systemError(failure))
                }
                if let failure = DescriptorWrite.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<read.count]), to: target) {
                    close(target)
                    throw Failure(reason: systemError(failure))
                }
                if read.count < buffer.count { break }
            }
            guard fsync(target) == 0, close(target) == 0 else { throw Failure(reason: systemError()) }
        }

        /// Removes the temporary file, leaving the destination as it was.
        func discard() {
            close(descriptor)
            unlink(temporary)
        }
    }

    /// `.NAME.themegen-`: how every temporary file for `NAME` begins.
    static func temporaryPrefix(of name: String) -> String {
        ".\(name).themegen-"
    }

    /// `path` with the symbolic links it is (the file, then each link's target) followed.
    private static func resolvingLinks(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            let target: String
            do {
                target = try FileManager.default.destinationOfSymbolicLink(atPath: current)
            } catch {
                throw Failure(reason: "its symbolic link cannot be read: \(error)")
            }
            current = target.hasPrefix("/") ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
        }
        throw Failure(reason: "it is a symbolic link that leads through more than \(maximumLinks) links")
    }

    /// Removes `.NAME.themegen-PID.tmp` files in `folder` whose process no longer runs.
    private static func removeStaleTemporaryFiles(of name: String, in folder: String) {
        let prefix = temporaryPrefix(of: name)
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            return // A folder that cannot be listed cannot be written either: the write reports why.
        }
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let pidText = entry.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let pid = pid_t(pidText), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(URL(fileURLWithPath: folder).appendingPathComponent(entry).path)
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    /// A system call's error in words (`permission denied`), by default the last one's.
    private static func systemError(_ code: Int32 = errno) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
