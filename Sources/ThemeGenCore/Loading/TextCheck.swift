/// Checks that bytes meant as text are text, so binary or mis-encoded files get one clear error: theme
/// files, and the templates the command line reads.
public enum TextCheck {
    /// A located error for a file that is not UTF-8 text, or `nil` when it is; `expected` says what the
    /// file should be ("a YAML theme file") and `kind` what must be UTF-8 ("theme files").
    public static func problem(in bytes: UnsafeBufferPointer<UInt8>, path: String, expected: String, kind: String = "theme files") -> Diagnostic? {
        if let nul = ByteSearch.firstIndex(of: 0, in: bytes) {
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
    static func location(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, path: String) -> SourceLocation {
        let position = LineIndex(bytes).location(ofOffset: offset, in: bytes)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }
}
