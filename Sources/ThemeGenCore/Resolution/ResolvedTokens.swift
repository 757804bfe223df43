/// A group's tokens of one theme, made from its declarations and their resolved values.
enum ResolvedTokens {
    /// The tokens of `declarations` whose values `resolver` resolved, in declaration order; a broken
    /// value (reported) leaves its token out.
    static func of<Value>(_ declarations: [TokenDeclaration], _ resolver: ReferenceResolver<Value>) -> [Token<Value>] {
        let values = resolver.resolveAll()
        var tokens: [Token<Value>] = []
        tokens.reserveCapacity(values.count)
        // By index: a declaration taken out of the array (as zip gives it) is a copy of all its fields.
        for index in declarations.indices {
            guard let value = values[index] else { continue }
            tokens.append(
                Token(
                    key: declarations[index].key, value: value, location: declarations[index].location,
                    inheritedFrom: declarations[index].inheritedFrom,
                    references: DeclaredReferences.of(declarations[index], in: resolver.group)))
        }
        return tokens
    }
}
