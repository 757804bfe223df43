/// Applies `extends`: each theme's declarations laid over its ancestors', with cycles and unknown
/// parents reported. Values are resolved afterwards in the child's context, so an inherited reference
/// or font sees the child's overrides (as CSS does).
struct Inheritance {
    private let themes: [ThemeDeclaration]
    private let indexByName: [String: Int]
    private var merged: [Int: ThemeDeclaration?] = [:]
    private(set) var log = DiagnosticLog()

    init(themes: [ThemeDeclaration]) {
        self.themes = themes
        self.indexByName = Dictionary(themes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every theme with its ancestors' declarations merged in; `nil` where inheritance is broken.
    mutating func mergedThemes() -> [ThemeDeclaration?] {
        themes.indices.map { merge($0, visiting: []) }
    }

    private mutating func merge(_ index: Int, visiting: [Int]) -> ThemeDeclaration? {
        if let done = merged[index] { return done }
        let theme = themes[index]
        guard let extends = theme.extends else {
            merged[index] = theme
            return theme
        }
        guard let parentIndex = indexByName[extends.value] else {
            let hint = Suggestions.didYouMean(extends.value, in: themes.map(\.name).filter { $0 != theme.name })
            log.error("theme '\(theme.name)' extends unknown theme '\(extends.value)'\(hint)", at: extends.location)
            merged[index] = .some(nil)
            return nil
        }
        if let start = (visiting + [index]).firstIndex(of: parentIndex) {
            let cycle = (visiting + [index])[start...] + [parentIndex]
            let names = cycle.map { "'\(themes[$0].name)'" }.joined(separator: " → ")
            log.error("inheritance cycle: \(names)", at: extends.location)
            for member in cycle { merged[member] = .some(nil) }
            return nil
        }
        guard let parent = merge(parentIndex, visiting: visiting + [index]) else {
            merged[index] = .some(nil)
            return nil
        }
        let result = Self.lay(theme, over: parent)
        merged[index] = result
        return result
    }

    private static func lay(_ child: ThemeDeclaration, over parent: ThemeDeclaration) -> ThemeDeclaration {
        var result = child
        result.typography = parent.typography.overridden(by: child.typography)
        for group in TokenGroup.allCases {
            var tokens = (parent.tokens[group] ?? []).map { token in
                var inherited = token
                inherited.inheritedFrom = token.inheritedFrom ?? parent.name
                return inherited
            }
            for token in child.tokens[group] ?? [] {
                if let existing = tokens.firstIndex(where: { $0.key == token.key }) {
                    tokens[existing] = token
                } else {
                    tokens.append(token)
                }
            }
            result.tokens[group] = tokens
        }
        return result
    }
}
