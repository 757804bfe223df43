import Foundation
import Testing

@testable import ThemeGenCore

/// Runs every case of the official Mustache spec files in ../shared/conformance/mustache (lambdas are not
/// part of that copy). Skips with a message where ../shared is not beside the checkout; MustacheTests
/// covers the engine without it.
@Suite("Mustache spec conformance")
struct MustacheSpecTests {
    struct SpecCase: CustomTestStringConvertible, Sendable {
        let file: String
        let name: String
        let data: MustacheValue
        let template: String
        let partials: [String: String]
        let expected: String
        var testDescription: String { "\(file): \(name)" }
    }

    static let specFiles = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~dynamic-names", "~inheritance"]

    static func cases() -> [SpecCase] {
        guard let shared = TestSupport.sharedDirectory else { return [] }
        return specFiles.flatMap { file -> [SpecCase] in
            let url = shared.appendingPathComponent("conformance/mustache/\(file).json")
            guard let data = try? Data(contentsOf: url),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let tests = json["tests"] as? [[String: Any]]
            else { return [] }
            return tests.map { test in
                SpecCase(
                    file: file, name: test["name"] as? String ?? "?", data: value(test["data"] ?? NSNull()),
                    template: test["template"] as? String ?? "", partials: test["partials"] as? [String: String] ?? [:],
                    expected: test["expected"] as? String ?? "")
            }
        }
    }

    static func value(_ json: Any) -> MustacheValue {
        switch json {
        case let bool as Bool where type(of: json) == Bool.self: return .bool(bool)
        case let number as NSNumber:
            return String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let string as String: return .string(string)
        case let array as [Any]: return .list(array.map(value))
        case let object as [String: Any]: return .object(object.mapValues(value))
        default: return .null
        }
    }

    @Test("the spec files are all there", .enabled(if: TestSupport.hasShared, TestSupport.sharedMissing))
    func filesPresent() throws {
        #expect(Self.cases().count == 184)
    }

    @Test("spec case", .enabled(if: TestSupport.hasShared, TestSupport.sharedMissing), arguments: cases())
    func specCase(_ specCase: SpecCase) throws {
        let template = try MustacheTemplate(specCase.template)
        #expect(try template.render(specCase.data, partials: specCase.partials) == specCase.expected)
    }
}
