/// Swift's keywords, as far as naming generated declarations is concerned.
enum SwiftKeywords {
    /// Words that are legal identifiers only in backticks, or contextual keywords that are safest in backticks.
    static let needBackticks: Set<String> = [
        // Declarations and statements.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try",
        // Contextual keywords.
        "actor", "any", "async", "some", "package", "consume", "copy", "discard", "each", "macro",
        "sending", "isolated", "convenience", "dynamic", "final", "indirect", "lazy", "mutating",
        "nonmutating", "optional", "override", "required", "unowned", "weak", "get", "set",
        "willSet", "didSet", "prefix", "postfix", "infix",
    ]

    /// Words that cannot name a member even in backticks (or would mean something else after a dot).
    static let unusable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_"]
}
