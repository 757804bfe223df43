extension ThemeSetComparison {
    /// Finds why each differing value changed and the edited values it comes from.
    struct Attribution {
        private struct Place: Hashable {
            let theme: String
            let key: KeyReference
        }

        private let changes: [PendingChange]
        private let index: [Place: Int]
        private var causes: [ThemeSetDiff.Cause?]
        private var sources: [[ThemeSetDiff.Source]?]

        init(_ changes: [PendingChange]) {
            self.changes = changes
            self.index = Dictionary(changes.enumerated().map { (Place(theme: $1.theme, key: $1.key), $0) }, uniquingKeysWith: { first, _ in first })
            self.causes = Array(repeating: nil, count: changes.count)
            self.sources = Array(repeating: nil, count: changes.count)
        }

        /// Every change with its cause and sources.
        mutating func attributed() -> [ThemeSetDiff.ValueChange] {
            changes.indices.map { position in
                let change = changes[position]
                let cause = cause(of: position)
                let found = sourcesOf(position)
                return ThemeSetDiff.ValueChange(
                    theme: change.theme, key: change.key, old: change.old, new: change.new,
                    cause: cause, sources: cause == .edited ? [] : found, location: change.entry.location)
            }
        }

        /// What `position` changed through: the changed keys it refers to, else its ancestor's changed key.
        private mutating func cause(of position: Int) -> ThemeSetDiff.Cause {
            if let known = causes[position] { return known }
            let change = changes[position]
            let cause: ThemeSetDiff.Cause
            let referenced = change.entry.references.filter { index[Place(theme: change.theme, key: $0)] != nil }
            if !referenced.isEmpty {
                cause = .referenced(referenced)
            } else if let ancestor = change.entry.inheritedFrom, index[Place(theme: ancestor, key: change.key)] != nil {
                cause = .inherited(from: ancestor)
            } else {
                cause = .edited
            }
            causes[position] = cause
            return cause
        }

        /// The edited values `position` comes from (itself when edited), found by a walk on an explicit
        /// stack over the changes it came through; each change's sources are found once.
        private mutating func sourcesOf(_ root: Int) -> [ThemeSetDiff.Source] {
            var stack = [root]
            var visiting: Set<Int> = [root]
            while let position = stack.last {
                if sources[position] != nil {
                    stack.removeLast()
                    continue
                }
                let inputs = through(position)
                if let pending = inputs.first(where: { sources[$0] == nil && !visiting.contains($0) }) {
                    visiting.insert(pending)
                    stack.append(pending)
                    continue
                }
                stack.removeLast()
                sources[position] = inputs.isEmpty ? [source(position)] : unique(inputs.flatMap { sources[$0] ?? [] })
            }
            return sources[root] ?? []
        }

        /// The changes `position` changed through.
        private mutating func through(_ position: Int) -> [Int] {
            let change = changes[position]
            switch cause(of: position) {
            case .edited: return []
            case .inherited(let ancestor): return [index[Place(theme: ancestor, key: change.key)]].compactMap { $0 }
            case .referenced(let keys): return keys.compactMap { index[Place(theme: change.theme, key: $0)] }
            }
        }

        private func source(_ position: Int) -> ThemeSetDiff.Source {
            ThemeSetDiff.Source(theme: changes[position].theme, key: changes[position].key, location: changes[position].entry.location)
        }

        private func unique(_ sources: [ThemeSetDiff.Source]) -> [ThemeSetDiff.Source] {
            var seen = Set<ThemeSetDiff.Source>()
            return sources.filter { seen.insert($0).inserted }
        }
    }
}
