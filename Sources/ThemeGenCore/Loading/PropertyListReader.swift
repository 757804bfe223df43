/// Reads a property list, XML or binary, into a `Node` tree.
///
/// XML plists keep line and column numbers; binary plists have none, so their nodes carry key paths
/// instead, and their dictionaries are read in sorted key order (the only order they can promise).
public struct PropertyListReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads `file`, reporting problems to `log`; `nil` when the file cannot be read at all.
    public func read(_ file: SourceFile, log: inout DiagnosticLog) -> Node? {
        let bytes = file.bytes
        if bytes.isEmpty {
            log.error("the file is empty; expected a property list", at: .startOf(file.path))
            return nil
        }
        do throws(ReadFailure) {
            if bytes.starts(with: Array("bplist".utf8)) {
                return try BinaryPropertyListReader(path: file.path, bytes: bytes).read()
            }
            if let problem = TextCheck.problem(in: bytes, path: file.path, expected: "an XML or binary property list") {
                throw ReadFailure(problem.message, at: problem.location)
            }
            return try XMLPropertyListReader(path: file.path, bytes: bytes).read()
        } catch {
            log.append(error.diagnostic)
            return nil
        }
    }
}
