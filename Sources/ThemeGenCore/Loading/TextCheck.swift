/// Checks that bytes meant as text are text, so binary or mis-encoded files get one clear error: theme
/// files, and the templates the command line reads.
public enum TextCheck {
    /// A located error for a file that is not UTF-8 text, or `nil` when it is; `expected` says what the
    /// file should be ("a YAML theme file") and `kind` what must be UTF-8 ("theme files"). `bytes` are the
    /// whole file, indexed from 0 (an array or a buffer of it).
    public static func problem<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, path: String, expected: String, kind: String = "theme files"
    ) -> Diagnostic? where Bytes.Index == Int {
        if let nul = bytes.firstIndex(of: 0) {
            return Diagnostic(.error, "this is a binary file, not text; expected \(expected)", at: location(nul, in: bytes, path: path))
        }
        if let bad = ValidatedText.firstInvalidUTF8Offset(bytes) {
            return Diagnostic(
                .error, "invalid UTF-8 byte 0x\(ColorText.byte(bytes[bad])); \(kind) must be UTF-8 text",
                at: location(bad, in: bytes, path: path))
        }
        return nil
    }

    /// The location of a byte offset.
    static func location<Bytes: RandomAccessCollection<UInt8>>(_ offset: Int, in bytes: Bytes, path: String) -> SourceLocation where Bytes.Index == Int {
        let position = LineIndex(bytes).location(ofOffset: offset, in: bytes)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }
}
