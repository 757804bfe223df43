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

/// A file's new content, taken piece by piece as it is generated and compared with the file on disk as it
/// comes: nothing is written until a byte differs, and from then on the content goes to a temporary file
/// (`AtomicWrite`) that replaces the old one when it is complete. So an unchanged file is never written
/// and keeps its modification time, a failed run leaves the old file, and neither the new content nor the
/// old is ever held whole in memory.
final class OutputFileUpdate {
    /// What `finish` did.
    enum Outcome {
        /// The file already held the content.
        case unchanged
        /// The file now holds the content, put in place as `placement` says.
        case written(AtomicWrite.Placement)
    }

    /// Why the file could not be written, in words for a diagnostic.
    enum Failure: Error {
        /// Its folder could not be created.
        case folder(String)
        /// It could not be written.
        case write(String)
    }

    private let path: String
    /// The file on disk, while the content so far is the same as its beginning.
    private var current: Int32?
    /// How many bytes of the content are the same as the file's.
    private var matched = 0
    /// The new file, once the content differs.
    private var pending: AtomicWrite.Pending?
    private var failure: Failure?
    private var readBuffer: [UInt8] = []

    /// The largest piece copied at once from the old file into the new.
    private static let copyBytes = 1 << 16

    /// Starts updating the file at `path` (it need not exist; a file that cannot be read is written anew).
    init(path: String) {
        self.path = path
        // Nothing but a regular file is opened: reading a FIFO would wait for a writer for ever.
        if let problem = PathKind.outputProblem(path) {
            failure = .write(problem)
            return
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        current = descriptor >= 0 ? descriptor : nil
    }

    /// Takes the next piece of the content.
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        if currentContinues(with: bytes) {
            matched += bytes.count
            return
        }
        do throws(Failure) {
            try Self.append(bytes, to: try newFile())
        } catch {
            fail(error)
        }
    }

    /// Ends the content: the file is left as it was when it already holds the content, and replaced
    /// otherwise.
    func finish() throws(Failure) -> Outcome {
        if let failure {
            cancel()
            throw failure
        }
        if let current, Self.isAtEnd(current) {
            cancel()
            return .unchanged
        }
        let file: AtomicWrite.Pending
        do throws(Failure) {
            file = try newFile()
        } catch {
            cancel()
            throw error
        }
        pending = nil
        do throws(AtomicWrite.Failure) {
            return .written(try file.commit())
        } catch {
            throw .write(error.reason)
        }
    }

    /// Abandons the update: the file stays as it was.
    func cancel() {
        if let current { close(current) }
        current = nil
        pending?.discard()
        pending = nil
    }

    /// Whether the old file is still open (the content so far matched it) and its next bytes are `bytes`.
    private func currentContinues(with bytes: UnsafeRawBufferPointer) -> Bool {
        guard let current else { return false }
        if readBuffer.count < bytes.count { readBuffer = [UInt8](repeating: 0, count: bytes.count) }
        return readBuffer.withUnsafeMutableBytes { buffer in
            let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[..<bytes.count])
            let read = DescriptorRead.fill(piece, from: current)
            guard read.failure == nil, read.count == bytes.count else { return false }
            guard let wanted = bytes.baseAddress, let found = piece.baseAddress else { return true }
            return memcmp(found, wanted, bytes.count) == 0
        }
    }

    /// Appends `bytes` to the new file.
    private static func append(_ bytes: UnsafeRawBufferPointer, to file: AtomicWrite.Pending) throws(Failure) {
        do throws(AtomicWrite.Failure) {
            try file.append(bytes)
        } catch {
            throw .write(error.reason)
        }
    }

    /// Whether nothing is left to read of the file.
    private static func isAtEnd(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        let read = withUnsafeMutableBytes(of: &byte) { DescriptorRead.fill($0, from: descriptor) }
        return read.failure == nil && read.count == 0
    }

    /// The new file, started the first time the content differs from the old (its folder created, and
    /// the part of the content that matched the old file copied from it).
    private func newFile() throws(Failure) -> AtomicWrite.Pending {
        if let pending { return pending }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .folder(FileErrors.describe(error, path: folder.path))
        }
        do throws(AtomicWrite.Failure) {
            let file = try AtomicWrite.begin(path)
            pending = file
            try copyMatchedPart(into: file)
            if let current { close(current) }
            current = nil
            return file
        } catch {
            throw .write(error.reason)
        }
    }

    /// Copies the first `matched` bytes of the old file, which are the content's, into `file`.
    private func copyMatchedPart(into file: AtomicWrite.Pending) throws(AtomicWrite.Failure) {
        guard matched > 0, let current else { return }
        guard lseek(current, 0, SEEK_SET) == 0 else { throw AtomicWrite.Failure(reason: "the old file cannot be read again") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(matched, Self.copyBytes), alignment: 1)
        defer { buffer.deallocate() }
        var left = matched
        while left > 0 {
            let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(left, buffer.count)])
            let read = DescriptorRead.fill(piece, from: current)
            guard read.failure == nil, read.count == piece.count else { throw AtomicWrite.Failure(reason: "the old file cannot be read again") }
            try file.append(UnsafeRawBufferPointer(piece))
            left -= piece.count
        }
    }

    /// Records the first failure and drops the new file.
    private func fail(_ reason: Failure) {
        failure = reason
        cancel()
    }
}
