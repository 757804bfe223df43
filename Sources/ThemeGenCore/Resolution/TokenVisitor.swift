/// Work on the tokens of one group of a theme, whatever their value type (`ResolvedTheme.visitTokens`).
protocol TokenVisitor {
    associatedtype Result
    func visit<Value>(_ tokens: [Token<Value>]) -> Result
}
