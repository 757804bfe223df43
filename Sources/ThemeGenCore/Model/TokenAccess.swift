/// Work on the tokens of one group of a theme, whatever their value type (`ThemeTokens.access`): run
/// specialised for each value type, since every token of every theme may go through it.
protocol TokenAccess {
    associatedtype Result
    /// The work on `tokens`, which it may change.
    func apply<Value>(_ tokens: inout [Token<Value>]) -> Result
}

/// Work that only reads the tokens of one group (`ThemeTokens.visit`).
protocol TokenVisitor {
    associatedtype Result
    func visit<Value>(_ tokens: [Token<Value>]) -> Result
}

/// A visitor as work on tokens.
struct TokenReading<Visitor: TokenVisitor>: TokenAccess {
    let visitor: Visitor

    func apply<Value>(_ tokens: inout [Token<Value>]) -> Visitor.Result {
        visitor.visit(tokens)
    }
}
