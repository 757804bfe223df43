/// What a mode's name — a resolver context, a Tokens Studio theme — says about appearance: the one rule
/// every token format's modes are read by.
///
/// A name is words (split at spaces, `-`, `_`, `.` and lower-to-upper case changes, compared without
/// case). It names an appearance when its first or last words are one of `light`/`day` or `dark`/`night`,
/// with or without high contrast beside it (`hc`, `highcontrast`, `high contrast`, `high-contrast`):
/// `Light`, `dark`, `Light HC`, `light-hc`, `darkHighContrast`, `high-contrast-dark`. The words left are
/// the theme it is an appearance of: `brand-a-light` is the light appearance of `brand-a`, `dark-dimmed`
/// the dark one of `dimmed`, `classic-day` the light one of `classic`.
struct AppearanceName: Equatable {
    /// One of `TokenModifierRoles.appearanceNames`.
    let appearance: String
    /// The rest of the name, as written, or `nil` when the name is only an appearance.
    let theme: String?

    /// A reading given outright (the configuration's mapping).
    init(appearance: String, theme: String?) {
        self.appearance = appearance
        self.theme = theme
    }

    /// What `name` says, or `nil` when it names no appearance.
    init?(_ name: String) {
        let words = Self.words(of: name)
        guard !words.isEmpty else { return nil }
        let lowered = words.map { String(name[$0]).lowercased() }
        // A name with two appearance words (`light-dark`) says neither.
        guard lowered.filter({ Self.base[$0] != nil }).count == 1 else { return nil }
        for (range, atStart) in Self.appearanceRuns(in: lowered) {
            guard let appearance = Self.appearance(of: Array(lowered[range])) else { continue }
            self.appearance = appearance
            if range.count == words.count {
                theme = nil
            } else {
                let rest = atStart ? name[words[range.upperBound].lowerBound...] : name[..<words[range.lowerBound - 1].upperBound]
                theme = String(rest)
            }
            return
        }
        return nil
    }

    /// The runs of words an appearance may be written in: at the start or at the end of the name, one to
    /// four words long (`dark`, `light hc`, `dark high contrast`, `high contrast dark`), longest first.
    private static func appearanceRuns(in words: [String]) -> [(range: Range<Int>, atStart: Bool)] {
        var runs: [(Range<Int>, Bool)] = []
        for length in stride(from: min(4, words.count), through: 1, by: -1) {
            runs.append((0..<length, true))
            if length < words.count { runs.append(((words.count - length)..<words.count, false)) }
        }
        return runs
    }

    /// The appearance `words` are, all of them: one light or dark word and, before or after it, nothing
    /// or high contrast.
    private static func appearance(of words: [String]) -> String? {
        let bases = words.indices.filter { Self.base[words[$0]] != nil }
        guard bases.count == 1, let index = bases.first, let base = Self.base[words[index]] else { return nil }
        let others = Array(words[..<index]) + Array(words[(index + 1)...])
        if others.isEmpty { return base }
        guard Self.highContrast.contains(others) else { return nil }
        return base + "HighContrast"
    }

    private static let base = ["light": "light", "day": "light", "dark": "dark", "night": "dark"]
    private static let highContrast: [[String]] = [["hc"], ["highcontrast"], ["high", "contrast"]]

    /// The ranges of `name`'s words.
    private static func words(of name: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var previous: Character?
        for index in name.indices {
            let character = name[index]
            let isSeparator = character == " " || character == "-" || character == "_" || character == "."
            if isSeparator {
                if let begun = start { ranges.append(begun..<index) }
                start = nil
            } else {
                if let begun = start, let previous, previous.isLowercase, character.isUppercase {
                    ranges.append(begun..<index)
                    start = index
                } else if start == nil {
                    start = index
                }
            }
            previous = character
        }
        if let begun = start { ranges.append(begun..<name.endIndex) }
        return ranges
    }
}
