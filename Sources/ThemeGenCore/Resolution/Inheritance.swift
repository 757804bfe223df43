/// Applies `extends`: each theme's declarations laid over its ancestors', with cycles and unknown
/// parents reported. Values are resolved afterwards in the child's context, so an inherited reference
/// or font sees the child's overrides (as CSS does). Chains are walked on an explicit list, and each
/// theme is laid over its parent once, so any length of chain takes linear time and no recursion.
struct Inheritance {
    private let themes: [ThemeDeclaration]
    private let indexByName: [String: Int]
    /// Each theme merged with its ancestors once done; `.some(nil)` where inheritance is broken.
    private var merged: [Int: ThemeDeclaration?] = [:]
    private(set) var log = DiagnosticLog()

    init(themes: [ThemeDeclaration]) {
        self.themes = themes
        self.indexByName = Dictionary(themes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every theme with its ancestors' declarations merged in; `nil` where inheritance is broken.
    mutating func mergedThemes() -> [ThemeDeclaration?] {
        themes.indices.map { merge($0) }
    }

    /// Merges `start`: walks up its `extends` until a theme that is done, a root, an unknown parent or a
    /// cycle, then lays each theme on the way over its merged parent, the oldest first.
    private mutating func merge(_ start: Int) -> ThemeDeclaration? {
        var chain: [Int] = []
        var positions: [Int: Int] = [:]
        var current = start
        var base: ThemeDeclaration?
        while true {
            if let done = merged[current] {
                base = done
                break
            }
            if let position = positions[current] {
                reportCycle(Array(chain[position...]))
                base = nil
                break
            }
            let theme = themes[current]
            guard let extends = theme.extends else {
                merged[current] = theme
                base = theme
                break
            }
            guard let parent = indexByName[extends.value] else {
                let closest = Suggestions.closest(to: extends.value, in: themes.map(\.name).filter { $0 != theme.name })
                let message = ReferenceMessages.namesNothing(.extendedTheme, written: extends.value, in: "theme \(quoted: theme.name)", target: "theme", closest: closest)
                log.error(message, at: extends.location)
                merged[current] = .some(nil)
                base = nil
                break
            }
            positions[current] = chain.count
            chain.append(current)
            current = parent
        }
        for index in chain.reversed() {
            if let done = merged[index] {
                base = done
                continue
            }
            let result = base.map { Self.lay(themes[index], over: $0) }
            merged[index] = .some(result)
            base = result
        }
        return merged[start] ?? nil
    }

    /// Reports the cycle `members` form (each extends the next, the last the first) and marks them broken.
    private mutating func reportCycle(_ members: [Int]) {
        let names = members.map { "\(quoted: themes[$0].name)" }
        if let last = members.last, let extends = themes[last].extends {
            log.error(ReferenceMessages.cycle(of: .extendedTheme, names), at: extends.location)
        }
        for member in members { merged[member] = .some(nil) }
    }

    private static func lay(_ child: ThemeDeclaration, over parent: ThemeDeclaration) -> ThemeDeclaration {
        var result = child
        result.typography = parent.typography.overridden(by: child.typography)
        result.appearance = parent.appearance.merging(child.appearance) { _, child in child }
        result.documentation = parent.documentation.merging(child.documentation) { parent, child in parent.merging(child) { _, new in new } }
        for group in TokenGroup.allCases {
            var tokens = (parent.tokens[group] ?? []).map { token in
                var inherited = token
                inherited.inheritedFrom = token.inheritedFrom ?? parent.name
                return inherited
            }
            var positions = Dictionary(tokens.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            for token in child.tokens[group] ?? [] {
                if let existing = positions[token.key] {
                    tokens[existing] = token
                } else {
                    positions[token.key] = tokens.count
                    tokens.append(token)
                }
            }
            result.tokens[group] = tokens
        }
        return result
    }
}
