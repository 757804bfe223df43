/// The runtime's source, for `runtime: embedded`: the files of ThemeGenKit and of ThemeGenFormats, which
/// ThemeGenKit re-exports (recorded from Sources/ in `RuntimeSourceText.swift` by `RuntimeSourceTests`),
/// written into a generated file as one text. The one implementation of the runtime is the library's; an
/// embedded file differs from it in three ways only, by the rules here: it does not import the runtime's
/// own modules, which it holds; its declarations take the generated file's access level where the
/// library says `public` (or `package`); and with a type prefix every type the library declares at the
/// top level takes the prefix, so that two theme sets embedded in one module keep apart.
enum RuntimeSource {
    /// The runtime's text for a file whose declarations take `modifier` for their access (`""`,
    /// `"public "`, `"package "`) and whose types take `prefix`: each file after a mark that names it, a
    /// blank line between two.
    static func embedded(accessModifier modifier: String, prefix: String) -> String {
        let texts = files.map { file in
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).filter { !importsRuntimeModule($0) }.map { line in
                let accessed = withAccess(line, modifier: modifier)
                return prefix.isEmpty ? accessed : prefixingTypes(accessed, with: prefix)
            }
            return "// MARK: \(file.path)\n\n" + lines.joined(separator: "\n")
        }
        return texts.joined(separator: "\n")
    }

    /// The modules the runtime's files come from, each file's path beginning with its module's folder.
    private static let modules = Set(files.map { String($0.path.prefix { $0 != "/" }) })

    /// Whether `line` imports one of the runtime's own modules (`import ThemeGenFormats`, re-exported or
    /// not), which an embedded file holds instead.
    private static func importsRuntimeModule(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        guard words.count >= 2, words[words.count - 2] == "import" else { return false }
        return modules.contains(String(words[words.count - 1]))
    }

    /// The name the library's top-level type `name` has in a file of the set whose types take `prefix`,
    /// which imports the library or `isEmbedded` holds it.
    static func name(_ name: String, prefix: String, isEmbedded: Bool) -> String {
        isEmbedded ? prefix + name : name
    }

    /// `line` with its access modifier — `public` or `package` first after its indentation and any
    /// attributes on the line, as the library writes them — replaced by `modifier`.
    private static func withAccess(_ line: Substring, modifier: String) -> String {
        var rest = line.drop { $0 == " " }
        while rest.first == "@" {
            let attribute = rest.prefix { $0 != " " && $0 != "(" }
            rest = rest[attribute.endIndex...]
            if rest.first == "(" {
                guard let close = rest.firstIndex(of: ")") else { return String(line) }
                rest = rest[rest.index(after: close)...]
            }
            guard rest.first == " " else { return String(line) }
            rest = rest.drop { $0 == " " }
        }
        for keyword in ["public ", "package "] where rest.hasPrefix(keyword) {
            return String(line[..<rest.startIndex]) + modifier + String(rest.dropFirst(keyword.count))
        }
        return String(line)
    }

    /// `line` with `prefix` before every whole-word use of a type the library declares at the top level
    /// (not a member: a name after `.` is left as it is).
    private static func prefixingTypes(_ line: String, with prefix: String) -> String {
        var result = ""
        var word = ""
        var previous: Character?
        func flush() {
            if topLevelTypes.contains(word) && previous != "." { result += prefix }
            result += word
            word = ""
        }
        for character in line {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { previous = result.last }
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
