#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `Contents.json` documents a written catalog holds, with the keys Apple's Asset Catalog Format
/// Reference gives them, encoded as Xcode writes them: pretty-printed with sorted keys, the layout
/// Foundation's encoder shares with Xcode (`"key" : value`, two-space indents), and a newline at the end,
/// so a catalog ThemeGen writes and one Xcode rewrites give the same bytes.
enum ContentsJSON {
    /// Xcode's author and the format's version.
    struct Info: Encodable, Equatable {
        var author = "xcode"
        var version = 1
    }

    /// The catalog's own file, or a group's that provides a namespace.
    struct Folder: Encodable, Equatable {
        struct Properties: Encodable, Equatable {
            var providesNamespace = true
            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }

        var info = Info()
        var properties: Properties?
    }

    /// A colour set: its entries, one per appearance.
    struct ColorSet: Encodable, Equatable {
        var colors: [Entry]
        var info = Info()
    }

    /// One universal entry of a colour set.
    struct Entry: Encodable, Equatable {
        var appearances: [Appearance]?
        var color: Color
        var idiom = "universal"
    }

    /// An appearance an entry is for: `luminosity` `dark`, `contrast` `high`.
    struct Appearance: Encodable, Equatable {
        var appearance: String
        var value: String
    }

    /// A colour in a space, its components as Xcode's notations write them.
    struct Color: Encodable, Equatable {
        struct Components: Encodable, Equatable {
            var red: String
            var green: String
            var blue: String
            var alpha: String
        }

        var colorSpace: String
        var components: Components
        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components
        }
    }

    /// The document's text, ending in a newline.
    /// - Throws: `EncodingError` if a value cannot be written as JSON (these documents hold none).
    static func text(_ document: some Encodable) throws -> String {
        try JSONText.of(document)
    }
}
