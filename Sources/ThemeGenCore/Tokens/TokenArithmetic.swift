/// Tokens Studio's arithmetic in token values (`"{space.m} * 2"`, `"(16px - 4px) / 2"`,
/// `"floor({size.unit} * 1.5)"`), evaluated once the references in it are replaced: numbers with an
/// optional unit (`px`, `rem`, `%`, …), `+ - * /`, unary signs, parentheses, and the functions Tokens
/// Studio's math has (`min`, `max`, `floor`, `ceil`, `round`, `roundTo`, `abs`, rounding as JavaScript's
/// `Math.round` does). Units follow the quantities: a sum's terms (and `min`'s and `max`'s arguments)
/// share one unit (or have none), a product has at most one factor with a unit, a divisor has none (or
/// the dividend's, which leaves a plain ratio).
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
        /// A function's name, written just before its `(`.
        case function(MathFunction)

        var isOperator: Bool {
            switch self {
            case .symbol(let byte): byte != UInt8(ascii: "(") && byte != UInt8(ascii: ")") && byte != UInt8(ascii: ",")
            case .function: true
            case .number: false
            }
        }

        var text: String {
            switch self {
            case .number(let value, let unit): NumberText.plain(value) + unit
            case .symbol(let byte): String(UnicodeScalar(byte))
            case .function(let function): function.rawValue
            }
        }
    }

    /// The functions of Tokens Studio's math.
    enum MathFunction: String, CaseIterable {
        case min, max, floor, ceil, round, roundTo, abs

        /// How many arguments it takes (`min` and `max`: one or more).
        var arity: ClosedRange<Int> {
            switch self {
            case .min, .max: 1...Int.max
            case .roundTo: 2...2
            case .floor, .ceil, .round, .abs: 1...1
            }
        }

        /// JavaScript's `Math.round`: halves round up, towards positive infinity.
        static func jsRound(_ value: Double) -> Double {
            (value + 0.5).rounded(.down)
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
            } else if "+-*/(),".utf8.contains(byte) {
                tokens.append(.symbol(byte))
                index += 1
            } else if isLetter(byte) {
                let start = index
                while index < bytes.count, isLetter(bytes[index]) { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "("),
                    let function = MathFunction(rawValue: String(decoding: bytes[start..<index], as: UTF8.self))
                else { return nil }
                tokens.append(.function(function))
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
            case .function(let function):
                position += 1
                sawBinaryOperator = true
                return try call(function, depth: depth)
            case .symbol(let byte):
                throw Failure(reason: "unexpected '\(String(UnicodeScalar(byte)))'")
            }
        }

        /// `function(arguments…)`, its name read; the position is at its `(`.
        private mutating func call(_ function: MathFunction, depth: Int) throws(Failure) -> Quantity {
            position += 1
            var arguments = [try expression(depth: depth + 1)]
            while peekSymbol() == UInt8(ascii: ",") {
                position += 1
                arguments.append(try expression(depth: depth + 1))
            }
            guard peekSymbol() == UInt8(ascii: ")") else { throw Failure(reason: "the '(' of \(function.rawValue)() is not closed", isStructural: true) }
            position += 1
            guard function.arity.contains(arguments.count) else {
                throw Failure(reason: "\(function.rawValue)() takes \(function.arity.upperBound == Int.max ? "one or more arguments" : CountText.of(function.arity.lowerBound, "argument")), not \(arguments.count)", isStructural: true)
            }
            return try TokenArithmetic.apply(function, to: arguments)
        }
    }

    /// A function's value: `min` and `max` of arguments in one unit, the others keeping their argument's.
    private static func apply(_ function: MathFunction, to arguments: [Quantity]) throws(Failure) -> Quantity {
        let first = arguments[0]
        switch function {
        case .min, .max:
            // The unit the arguments share so far rides on the first argument, so a message names it as written.
            var carrier = first
            for argument in arguments.dropFirst() { carrier.unit = try sharedUnit(carrier, argument, operation: "compare") }
            let values = arguments.map(\.value)
            let value = function == .min ? values.min() : values.max()
            return Quantity(value: value ?? first.value, unit: carrier.unit)
        case .floor: return Quantity(value: first.value.rounded(.down), unit: first.unit)
        case .ceil: return Quantity(value: first.value.rounded(.up), unit: first.unit)
        case .round: return Quantity(value: MathFunction.jsRound(first.value), unit: first.unit)
        case .abs: return Quantity(value: Swift.abs(first.value), unit: first.unit)
        case .roundTo:
            let places = arguments[1]
            guard places.unit.isEmpty, places.value == places.value.rounded(), (0...15).contains(places.value) else {
                throw Failure(reason: "roundTo()'s second argument is the number of decimal places, a whole number from 0 to 15, not \(places.text)", isStructural: true)
            }
            let scale = pow10(Int(places.value))
            return Quantity(value: MathFunction.jsRound(first.value * scale) / scale, unit: first.unit)
        }
    }

    /// 10 to the power `exponent` (0 to 15: exact in a Double).
    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
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
