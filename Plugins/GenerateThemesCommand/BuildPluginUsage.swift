/// Which targets apply ThemeGen's build plugin, read from the manifest's text: PackagePlugin tells a
/// command plugin a target's files, not its plugins. A target counts when its own declaration — the call
/// its `name: "App"` is an argument of, `.target(name: "App", …, plugins: [.plugin(name: "ThemeGenPlugin",
/// …)])` — names the plugin. This is a reading of the text, not SwiftPM's: a manifest that puts a
/// target's plugins together in code (a variable, a loop) is not seen, and the build plugin's own check
/// (`GeneratedFileCollision`) then stops the next build instead.
struct BuildPluginUsage {
    /// The manifest's characters, with comments blanked out (strings kept: names are strings).
    private let text: [Character]
    /// For each character, whether it is inside a string literal.
    private let inString: [Bool]

    init(manifest: String) {
        text = Self.withoutComments(Array(manifest))
        inString = Self.stringMask(text)
    }

    /// Whether the declaration of the target named `target` names the build plugin.
    func applies(to target: String) -> Bool {
        let name = Array("\"\(target)\"")
        var index = 0
        while let found = firstIndex(of: name, from: index) {
            index = found + name.count
            guard isNameArgument(before: found), let call = enclosingCall(of: found) else { continue }
            let declaration = String(text[call])
            if declaration.contains("plugins:"), declaration.contains("\"ThemeGenPlugin\"") { return true }
        }
        return false
    }

    /// Whether `name:` comes right before `index`, spaces aside.
    private func isNameArgument(before index: Int) -> Bool {
        var end = index
        while end > 0, text[end - 1].isWhitespace { end -= 1 }
        let label = Array("name:")
        return end >= label.count && Array(text[(end - label.count)..<end]) == label
    }

    /// The characters from the `(` that opens the call around `index` to its `)`, strings skipped.
    private func enclosingCall(of index: Int) -> ClosedRange<Int>? {
        var depth = 0
        var open = index
        while open > 0 {
            open -= 1
            guard !inString[open] else { continue }
            if text[open] == ")" { depth += 1 }
            if text[open] == "(" {
                if depth == 0 { break }
                depth -= 1
            }
        }
        guard text[open] == "(" else { return nil }
        depth = 0
        for close in open..<text.count where !inString[close] {
            if text[close] == "(" { depth += 1 }
            if text[close] == ")" {
                depth -= 1
                if depth == 0 { return open...close }
            }
        }
        return nil
    }

    /// For each character, whether it is inside a string literal (quotes and escapes included).
    private static func stringMask(_ text: [Character]) -> [Bool] {
        var mask = [Bool](repeating: false, count: text.count)
        var inString = false
        var index = 0
        while index < text.count {
            let character = text[index]
            if inString || character == "\"" { mask[index] = true }
            if inString, character == "\\", index + 1 < text.count {
                mask[index + 1] = true
                index += 2
                continue
            }
            if character == "\"" { inString.toggle() }
            index += 1
        }
        return mask
    }

    private func firstIndex(of pattern: [Character], from start: Int) -> Int? {
        guard pattern.count <= text.count else { return nil }
        var index = start
        while index + pattern.count <= text.count {
            if Array(text[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// `text` with `// …` and `/* … */` comments (outside strings) turned into spaces.
    private static func withoutComments(_ text: [Character]) -> [Character] {
        var result = text
        var index = 0
        var inString = false
        while index < text.count {
            let character = text[index]
            let next = index + 1 < text.count ? text[index + 1] : nil
            if inString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
            } else if character == "\"" {
                inString = true
                index += 1
            } else if character == "/", next == "/" {
                while index < text.count, text[index] != "\n" {
                    result[index] = " "
                    index += 1
                }
            } else if character == "/", next == "*" {
                let start = index
                index += 2
                while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") { index += 1 }
                index = min(index + 2, text.count)
                for blank in start..<index where text[blank] != "\n" { result[blank] = " " }
            } else {
                index += 1
            }
        }
        return result
    }
}
