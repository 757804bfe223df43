#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A font file the preview page carries inside it (`preview.fonts` in `themegen.yml`), so reviewers see
/// the themes' own faces without installing them, and the page still loads nothing from elsewhere.
public struct PreviewEmbeddedFont: Sendable {
    /// The formats a page can embed: each by its file extension, checked by the bytes it starts with.
    public enum Format: String, CaseIterable, Sendable {
        case trueType = "ttf"
        case openType = "otf"
        case woff
        case woff2

        var mediaType: String { "font/\(rawValue)" }

        /// The name CSS's `format()` gives it.
        var cssName: String {
            switch self {
            case .trueType: "truetype"
            case .openType: "opentype"
            case .woff: "woff"
            case .woff2: "woff2"
            }
        }

        /// The signatures a file of the format begins with.
        var signatures: [[UInt8]] {
            switch self {
            case .trueType: [[0x00, 0x01, 0x00, 0x00], Array("true".utf8)]
            case .openType: [Array("OTTO".utf8)]
            case .woff: [Array("wOFF".utf8)]
            case .woff2: [Array("wOF2".utf8)]
            }
        }
    }

    /// The most a font file may weigh: the page carries it, a third larger, in base64.
    public static let maximumBytes = 20_000_000

    /// The family the page's CSS gives the font.
    public let family: String
    public let format: Format
    public let bytes: [UInt8]

    /// The font in `bytes`, read from a file named `fileName`; the problem, in words, when the name is not
    /// a font file's or the bytes are not of its format.
    public static func make(family: String, fileName: String, bytes: [UInt8]) -> Result<PreviewEmbeddedFont, Problem> {
        let suffix = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard let format = Format(rawValue: suffix), fileName.contains(".") else {
            return .failure(Problem(description: "is not a font file the preview embeds: name it .ttf, .otf, .woff or .woff2"))
        }
        guard bytes.count <= maximumBytes else {
            return .failure(Problem(description: "is \(bytes.count) bytes; the preview embeds font files of at most \(maximumBytes) bytes"))
        }
        guard format.signatures.contains(where: { bytes.starts(with: $0) }) else {
            return .failure(Problem(description: "does not begin as a .\(format.rawValue) font does; is it a font file, and named for its format?"))
        }
        return .success(PreviewEmbeddedFont(family: family, format: format, bytes: bytes))
    }

    /// Why a file cannot be embedded: the words that follow its name.
    public struct Problem: Error, Sendable {
        public let description: String
    }

    /// `@font-face { font-family: "Inter Semibold"; src: url(data:font/ttf;base64,…) format("truetype"); }`.
    var fontFace: String {
        "@font-face { font-family: \(PreviewCSS.string(family)); src: url(data:\(format.mediaType);base64,\(Data(bytes).base64EncodedString())) "
            + "format(\"\(format.cssName)\"); }"
    }
}
