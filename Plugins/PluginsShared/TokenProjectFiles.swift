#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The token files a DTCG resolver names: the files of its project. Shared by the `themegen` tool (which
/// reads them when it is given the resolver) and both plugins (which declare them as the build's inputs),
/// this one file linked into each, so what the tool reads and what the build watches never differ.
///
/// Only the paths are found here; whether the resolver is valid, and every problem with it, is the
/// loader's to say when it reads it.
enum TokenProjectFiles {
    /// Whether `url` is named as a DTCG resolver (`*.resolver.json`).
    static func isResolver(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".resolver.json")
    }

    /// Whether `url` is Tokens Studio's `$themes.json`, whose project is the token files of its folder.
    static func isTokensStudioThemes(_ url: URL) -> Bool {
        url.lastPathComponent == "$themes.json"
    }

    /// The files `resolver`'s `$ref`s name (every `$ref` that is not a pointer into the resolver itself,
    /// `#/sets/…`), resolved against its folder, standardized, without duplicates, sorted; none when the
    /// file cannot be read or is not JSON (the loader reports that, when it reads the resolver).
    static func files(namedBy resolver: URL) -> [URL] {
        let references: [String]
        do {
            references = try JSONDecoder().decode(References.self, from: Data(contentsOf: resolver)).found
        } catch {
            return []
        }
        let folder = resolver.deletingLastPathComponent()
        var seen = Set<String>()
        var files: [URL] = []
        for reference in references where !reference.hasPrefix("#") && !reference.contains("#") && !reference.contains("://") {
            let url = (reference.hasPrefix("/") ? URL(fileURLWithPath: reference) : folder.appendingPathComponent(reference)).standardizedFileURL
            if seen.insert(url.path).inserted { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Every `"$ref": "…"` string in a JSON document. Each value is probed for its shape — an object, a
    /// list, or a scalar, which holds no reference — as JSON values are with `Decodable`.
    private struct References: Decodable {
        var found: [String] = []

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                for key in object.allKeys {
                    if key.stringValue == "$ref", let reference = try? object.decode(String.self, forKey: key) {
                        found.append(reference)
                    } else {
                        found += try object.decode(References.self, forKey: key).found
                    }
                }
            } else if var array = try? decoder.unkeyedContainer() {
                while !array.isAtEnd { found += try array.decode(References.self).found }
            }
        }
    }
}
