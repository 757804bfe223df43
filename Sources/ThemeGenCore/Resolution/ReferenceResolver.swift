/// Resolves every key of one group of one theme, following `{group.key}` references: each value is
/// evaluated after the values it refers to, in an order found by a depth-first walk on an explicit
/// stack, so that a chain of any length resolves in linear time and cannot exhaust the call stack.
/// Unknown keys and cycles are reported at the reference.
final class ReferenceResolver<Value> {
    typealias Evaluate = (TokenDeclaration, ReferenceResolver<Value>) -> Value?

    private enum State {
        case unvisited, inProgress, resolved
    }

    let group: TokenGroup
    private let declarations: [TokenDeclaration]
    private let evaluate: Evaluate
    /// Each declaration's position, by key: built when a reference is first followed (most groups of
    /// most themes have none).
    private lazy var index: [String: Int] = Dictionary(declarations.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, last in last })
    private var states: [State]
    private var values: [Value?]
    private(set) var log = DiagnosticLog()

    init(group: TokenGroup, declarations: [TokenDeclaration], evaluate: @escaping Evaluate) {
        self.group = group
        self.declarations = declarations
        self.evaluate = evaluate
        self.states = Array(repeating: .unvisited, count: declarations.count)
        self.values = Array(repeating: nil, count: declarations.count)
    }

    /// Every declaration's value in declaration order, `nil` where it (or what it refers to) is broken;
    /// resolved once, however often asked.
    @discardableResult
    func resolveAll() -> [Value?] {
        for root in declarations.indices where states[root] == .unvisited {
            resolve(from: root)
        }
        return values
    }

    /// Resolves `root` and everything it depends on, dependencies first.
    private func resolve(from root: Int) {
        // Most values refer to nothing: they need no walk. (Read once: each read copies the declaration.)
        let declaration = declarations[root]
        if TokenEvaluation.dependencies(of: declaration, in: group).isEmpty {
            values[root] = evaluate(declaration, self)
            states[root] = .resolved
            return
        }
        var stack: [(declaration: Int, next: Int)] = [(root, 0)]
        states[root] = .inProgress
        while let (current, next) = stack.last {
            let dependencies = TokenEvaluation.dependencies(of: declarations[current], in: group)
            guard next < dependencies.count else {
                stack.removeLast()
                if states[current] == .inProgress {
                    values[current] = evaluate(declarations[current], self)
                    states[current] = .resolved
                }
                continue
            }
            stack[stack.count - 1].next += 1
            guard let target = index[dependencies[next].key] else { continue }
            switch states[target] {
            case .unvisited:
                states[target] = .inProgress
                stack.append((target, 0))
            case .inProgress:
                reportCycle(closedBy: dependencies[next], at: target, stack: stack.map(\.declaration))
            case .resolved:
                break
            }
        }
    }

    /// Reports the cycle that `reference` closes and marks its members broken.
    private func reportCycle(closedBy reference: TokenReference, at target: Int, stack: [Int]) {
        guard let start = stack.firstIndex(of: target) else { return }
        let members = Array(stack[start...])
        let names = members.map { "\(group.rawValue).\(declarations[$0].key)" }
        log.error(ReferenceMessages.cycle(of: .reference, names), at: reference.location)
        for member in members {
            states[member] = .resolved
            values[member] = nil
        }
    }

    /// The value of `key`, once resolved; `nil` for keys the group lacks or whose value is broken.
    func value(of key: String) -> Value? {
        guard let position = index[key], states[position] == .resolved else { return nil }
        return values[position]
    }

    /// Reports a problem found while evaluating a value of this group.
    func report(_ message: String, at location: SourceLocation) {
        log.error(message, at: location)
    }

    /// The value a reference points to, reporting an unknown key at the reference.
    func follow(_ reference: TokenReference) -> Value? {
        guard index[reference.key] != nil else {
            let closest = Suggestions.closest(to: reference.key, in: declarations.map(\.key))
            let message = ReferenceMessages.namesNothing(
                .reference, written: group.reference(to: reference.key), in: nil, target: group.noun, closest: closest.map { group.reference(to: $0) })
            log.error(message, at: reference.location)
            return nil
        }
        return value(of: reference.key)
    }
}
