#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JSON as ThemeGen writes it (`themegen dump`, `themegen diff --format json`, asset catalogs):
/// pretty-printed, keys sorted, `/` left as it is, ending in a newline.
enum JSONText {
    /// The text of `value`.
    /// - Throws: `EncodingError` if a value cannot be written as JSON.
    static func of(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Older than macOS 10.15 (where Xcode 26 and its Swift do not run), `/` is written `\/`: the same JSON.
        if #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) { encoder.outputFormatting.insert(.withoutEscapingSlashes) }
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
