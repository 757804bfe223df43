import Testing

@testable import ThemeGenCore

/// Tokens Studio's arithmetic, once references are replaced.
@Suite("Arithmetic in token values")
struct TokenArithmeticTests {
    private func value(_ text: String) -> String? {
        if case .value(let quantity) = TokenArithmetic.evaluate(text) { return quantity.text }
        return nil
    }

    @Test("operators, precedence, parentheses, signs and units")
    func evaluates() {
        #expect(value("4 * 4") == "16")
        #expect(value("8px * 2") == "16px")
        #expect(value("2 * 8px") == "16px")
        #expect(value("(16px + 8) * 1.5") == "36px")
        #expect(value("16 + 8 * 2") == "32")
        #expect(value("16px - 4px / 2") == "14px")
        #expect(value("-4px * -2") == "8px")
        #expect(value("24px / 16px") == "1.5")
        #expect(value("1rem + 0.5rem") == "1.5rem")
        #expect(value("100% / 4") == "25%")
        #expect(value(" 3 / 4 ") == "0.75")
    }

    @Test("text that is no arithmetic stands as written")
    func notArithmetic() {
        for text in ["16px", "-4px", "#FF0000", "Inter", "rgba(#000000, 0.5)", "0 4px 8px 0", "1px solid #000", "", "uppercase"] {
            #expect(TokenArithmetic.evaluate(text) == .notArithmetic, "\(text)")
        }
    }

    @Test("arithmetic that cannot be done says why")
    func failures() {
        #expect(TokenArithmetic.evaluate("8px + 1rem") == .failure("it cannot add 8px and 1rem, whose units differ"))
        #expect(TokenArithmetic.evaluate("8px - 1rem") == .failure("it cannot subtract 8px and 1rem, whose units differ"))
        #expect(TokenArithmetic.evaluate("8px * 2px") == .failure("it multiplies 8px by 2px; one factor must be a plain number"))
        #expect(TokenArithmetic.evaluate("8px / 0") == .failure("it divides by zero"))
        #expect(TokenArithmetic.evaluate("8 / 2px") == .failure("it divides 8 by 2px; divide by a plain number or by the same unit"))
        #expect(TokenArithmetic.evaluate("(8 + 2") == .failure("a '(' is not closed"))
        #expect(TokenArithmetic.evaluate("8 *") == .failure("it ends where a number is expected"))
        #expect(TokenArithmetic.evaluate("8 * 2)") == .failure("unexpected ')'"))
        #expect(
            TokenArithmetic.evaluate(String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40) + " * 2")
                == .failure("it nests more than 32 deep"))
        #expect(TokenArithmetic.evaluate(String(repeating: "-", count: 100_000) + "1") == .failure("it nests more than 32 deep"))
    }
}
