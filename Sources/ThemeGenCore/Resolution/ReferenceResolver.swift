/// Resolves the keys of one group of one theme, following `{group.key}` references with cycle detection.
final class ReferenceResolver<Value> {
    typealias Evaluate = (TokenDeclaration, ReferenceResolver<Value>) -> Value?

    let group: TokenGroup
    private let declarations: [String: TokenDeclaration]
    private let evaluate: Evaluate
    private var resolved: [String: Value?] = [:]
    private var inProgress: [String] = []
    private(set) var log = DiagnosticLog()

    init(group: TokenGroup, declarations: [TokenDeclaration], evaluate: @escaping Evaluate) {
        self.group = group
        self.declarations = Dictionary(declarations.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        self.evaluate = evaluate
    }

    /// The value of `key`, or `nil` when it (or something it refers to) is broken; problems go to `log`.
    func value(of key: String) -> Value? {
        if let done = resolved[key] { return done }
        guard let declaration = declarations[key] else { return nil }
        if case .invalid = declaration.value { return nil }
        inProgress.append(key)
        let value = evaluate(declaration, self)
        inProgress.removeLast()
        if resolved[key] == nil { resolved[key] = .some(value) }
        return value
    }

    /// The value a reference points to, reporting unknown keys and cycles at the reference.
    func follow(_ reference: TokenReference) -> Value? {
        guard !reference.key.isEmpty else { return nil } // malformed; already reported
        guard declarations[reference.key] != nil else {
            let hint = Suggestions.didYouMean(reference.key, in: declarations.keys.sorted())
            log.error("unknown \(group.noun) '\(reference.key)' in reference '{\(group.rawValue).\(reference.key)}'\(hint)", at: reference.location)
            return nil
        }
        if let start = inProgress.firstIndex(of: reference.key) {
            let chain = (inProgress[start...] + [reference.key]).map { "\(group.rawValue).\($0)" }
            log.error("reference cycle: \(chain.joined(separator: " → "))", at: reference.location)
            for key in inProgress[start...] { resolved[key] = .some(nil) }
            return nil
        }
        return value(of: reference.key)
    }
}
