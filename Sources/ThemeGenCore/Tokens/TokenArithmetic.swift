/// Tokens Studio's arithmetic in token values (`"{space.m} * 2"`, `"(16px - 4px) / 2"`), evaluated once
/// the references in it are replaced: numbers with an optional unit (`px`, `rem`, `%`, …), `+ - * /`,
/// unary signs and parentheses. Units follow the quantities: a sum's terms share one unit (or have
/// none), a product has at most one factor with a unit, a divisor has none (or the dividend's, which
/// leaves a plain ratio).
enum TokenArithmetic {
    /// A number with its unit (`""` for none).
    struct Quantity: Equatable {
        var value: Double
        var unit: String

        /// `32px`, `1.5`: the value as a token would write it.
        var text: String { NumberText.plain(value) + unit }
    }

    enum Outcome: Equatable {
        /// The text is no arithmetic (a colour, a font name, `16px` alone): it stands as written.
        case notArithmetic
        case value(Quantity)
        /// The text is arithmetic, but wrong: why.
        case failure(String)
    }

    /// How deep parentheses and signs may nest: more is refused rather than recursed into.
    static let nestingLimit = 32

    /// What `text` computes to.
    static func evaluate(_ text: String) -> Outcome {
        guard let tokens = tokenize(text), tokens.contains(where: \.isOperator) else { return .notArithmetic }
        var parser = Parser(tokens: tokens)
        do {
            let result = try parser.expression(depth: 0)
            guard parser.position == tokens.count else {
                return parser.sawBinaryOperator ? .failure("unexpected \(quoted: tokens[parser.position].text)") : .notArithmetic
            }
            guard parser.sawBinaryOperator else { return .notArithmetic }
            guard result.value.isFinite else { return .failure("the result is not a finite number") }
            return .value(result)
        } catch {
            return parser.sawBinaryOperator || error.isStructural ? .failure(error.reason) : .notArithmetic
        }
    }

    private enum Token {
        case number(Double, unit: String)
        case symbol(UInt8)

        var isOperator: Bool {
            if case .symbol(let byte) = self { return byte != UInt8(ascii: "(") && byte != UInt8(ascii: ")") }
            return false
        }

        var text: String {
            switch self {
            case .number(let value, let unit): NumberText.plain(value) + unit
            case .symbol(let byte): String(UnicodeScalar(byte))
            }
        }
    }

    private struct Failure: Error {
        let reason: String
        /// A problem only arithmetic has (a division by zero, mixed units, deep nesting).
        var isStructural = false
    }

    /// The tokens of `text`, or `nil` when it holds anything else (a word, a `#`, a comma).
    private static func tokenize(_ text: String) -> [Token]? {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                index += 1
            } else if "+-*/()".utf8.contains(byte) {
                tokens.append(.symbol(byte))
                index += 1
            } else if isDigit(byte) || byte == UInt8(ascii: ".") {
                let start = index
                while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return nil }
                let unitStart = index
                while index < bytes.count, isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%") { index += 1 }
                tokens.append(.number(value, unit: String(decoding: bytes[unitStart..<index], as: UTF8.self)))
            } else {
                return nil
            }
        }
        return tokens
    }

    private struct Parser {
        let tokens: [Token]
        var position = 0
        var sawBinaryOperator = false

        private func peekSymbol() -> UInt8? {
            guard position < tokens.count, case .symbol(let byte) = tokens[position] else { return nil }
            return byte
        }

        mutating func expression(depth: Int) throws(Failure) -> Quantity {
            var result = try term(depth: depth)
            while let symbol = peekSymbol(), symbol == UInt8(ascii: "+") || symbol == UInt8(ascii: "-") {
                position += 1
                sawBinaryOperator = true
                let right = try term(depth: depth)
                let unit = try TokenArithmetic.sharedUnit(result, right, operation: symbol == UInt8(ascii: "+") ? "add" : "subtract")
                result = Quantity(value: symbol == UInt8(ascii: "+") ? result.value + right.value : result.value - right.value, unit: unit)
            }
            return result
        }

        private mutating func term(depth: Int) throws(Failure) -> Quantity {
            var result = try unary(depth: depth)
            while let symbol = peekSymbol(), symbol == UInt8(ascii: "*") || symbol == UInt8(ascii: "/") {
                position += 1
                sawBinaryOperator = true
                let right = try unary(depth: depth)
                result = symbol == UInt8(ascii: "*") ? try TokenArithmetic.product(result, right) : try TokenArithmetic.quotient(result, right)
            }
            return result
        }

        private mutating func unary(depth: Int) throws(Failure) -> Quantity {
            guard depth < TokenArithmetic.nestingLimit else { throw Failure(reason: "it nests more than \(TokenArithmetic.nestingLimit) deep", isStructural: true) }
            if let symbol = peekSymbol(), symbol == UInt8(ascii: "-") || symbol == UInt8(ascii: "+") {
                position += 1
                let operand = try unary(depth: depth + 1)
                return symbol == UInt8(ascii: "-") ? Quantity(value: -operand.value, unit: operand.unit) : operand
            }
            return try primary(depth: depth)
        }

        private mutating func primary(depth: Int) throws(Failure) -> Quantity {
            guard position < tokens.count else { throw Failure(reason: "it ends where a number is expected") }
            switch tokens[position] {
            case .number(let value, let unit):
                position += 1
                return Quantity(value: value, unit: unit)
            case .symbol(let byte) where byte == UInt8(ascii: "("):
                position += 1
                let inner = try expression(depth: depth + 1)
                guard peekSymbol() == UInt8(ascii: ")") else { throw Failure(reason: "a '(' is not closed") }
                position += 1
                return inner
            case .symbol(let byte):
                throw Failure(reason: "unexpected '\(String(UnicodeScalar(byte)))'")
            }
        }
    }

    /// The unit of a sum or difference: the terms' one unit, or none.
    private static func sharedUnit(_ left: Quantity, _ right: Quantity, operation: String) throws(Failure) -> String {
        if left.unit == right.unit || right.unit.isEmpty { return left.unit }
        if left.unit.isEmpty { return right.unit }
        throw Failure(reason: "it cannot \(operation) \(left.text) and \(right.text), whose units differ", isStructural: true)
    }

    private static func product(_ left: Quantity, _ right: Quantity) throws(Failure) -> Quantity {
        guard left.unit.isEmpty || right.unit.isEmpty else {
            throw Failure(reason: "it multiplies \(left.text) by \(right.text); one factor must be a plain number", isStructural: true)
        }
        return Quantity(value: left.value * right.value, unit: left.unit.isEmpty ? right.unit : left.unit)
    }

    private static func quotient(_ left: Quantity, _ right: Quantity) throws(Failure) -> Quantity {
        guard right.value != 0 else { throw Failure(reason: "it divides by zero", isStructural: true) }
        if right.unit.isEmpty { return Quantity(value: left.value / right.value, unit: left.unit) }
        guard right.unit == left.unit else {
            throw Failure(reason: "it divides \(left.text) by \(right.text); divide by a plain number or by the same unit", isStructural: true)
        }
        return Quantity(value: left.value / right.value, unit: "")
    }
}
