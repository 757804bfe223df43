#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JSON as ThemeGen writes it (`themegen dump`, `themegen diff --format json`, asset catalogs, the
/// language server's messages): keys sorted, `/` left as it is.
public enum JSONText {
    /// The pretty-printed text of `value`, ending in a newline.
    /// - Throws: `EncodingError` if a value cannot be written as JSON.
    public static func of(_ value: some Encodable) throws -> String {
        String(decoding: try encoder(pretty: true).encode(value), as: UTF8.self) + "\n"
    }

    /// The text of `value` on one line, without spaces.
    /// - Throws: `EncodingError` if a value cannot be written as JSON.
    public static func compact(_ value: some Encodable) throws -> String {
        String(decoding: try encoder(pretty: false).encode(value), as: UTF8.self)
    }

    private static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        // Older than macOS 10.15 (where Xcode 26 and its Swift do not run), `/` is written `\/`: the same JSON.
        if #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) { encoder.outputFormatting.insert(.withoutEscapingSlashes) }
        return encoder
    }
}
