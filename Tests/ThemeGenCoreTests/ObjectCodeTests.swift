import Foundation
import Testing

@testable import ThemeGenCore

/// What ThemeGen accepts compiles: every shape of theme set — no values at all, a body left null, one
/// group alone, every group, one theme, many — generates a file that compiles to object code, in every
/// build setting. Type-checking alone misses what only code generation diagnoses (a stored value of an
/// empty enum, say).
@Suite("Every shape of input compiles to object code")
struct ObjectCodeTests {
    static let shapes: [(name: String, yaml: String)] = [
        ("no values at all", "themes:\n  Plain: {}\n"),
        ("a theme whose body is null", "themes:\n  Plain:\n"),
        ("two themes without values", "themes:\n  A: {}\n  B: {}\n"),
        ("colours only", "themes:\n  A: { colors: { x: \"#000\" } }\n"),
        ("fonts only", "themes:\n  A: { fonts: { body: { size: 17 } } }\n"),
        ("numbers only", "themes:\n  A: { numbers: { n: 1 } }\n"),
        ("dimensions only", "themes:\n  A: { dimensions: { d: 2rem } }\n"),
        ("insets only", "themes:\n  A: { insets: { i: { top: 1, leading: 2, bottom: 3, trailing: 4 } } }\n"),
        ("shadows only", "themes:\n  A: { shadows: { s: { color: \"#0008\", x: 0, y: 1, blur: 2 } } }\n"),
        ("gradients only", "themes:\n  A: { gradients: { g: { stops: [\"#000\", \"#FFF\"] } } }\n"),
        ("durations only", "themes:\n  A: { durations: { t: 200ms } }\n"),
        ("booleans only", "themes:\n  A: { booleans: { b: true } }\n"),
        ("strings only", "themes:\n  A: { strings: { s: hello } }\n"),
        ("values only", "themes:\n  A: { values: { statusBarStyle: lightContent } }\n"),
        ("appearance only", "themes:\n  A: { appearance: { statusBar: darkContent } }\n"),
        ("Apptentive output without keys", "apptentive: true\nthemes:\n  A: {}\n"),
    ]

    @Test("each shape compiles to object code in each build setting", arguments: BuildSetting.allCases)
    func shapes(setting: BuildSetting) throws {
        for shape in Self.shapes {
            let generated = try TestSupport.generate([("t.yaml", shape.yaml)])
            #expect(try SwiftCompiler.compileObject(generated, flags: setting.flags) == "", "\(shape.name)")
        }
        // With over-the-air overrides: every group a document can change, each accessor's override branch.
        let overridable = """
            themes:
              A: { colors: { c: "#000" }, fonts: { f: { size: 17 } }, numbers: { n: 1 }, dimensions: { d: 2 }, durations: { t: 1s }, opacities: { o: 0.5 }, booleans: { b: true }, strings: { s: hi } }

            """
        let generated = try TestSupport.generate([("t.yaml", overridable)], options: GeneratorOptions(overrides: true))
        #expect(try SwiftCompiler.compileObject(generated, flags: setting.flags) == "", "with overrides")
    }

    @Test("every group, and many themes, compile to object code")
    func large() throws {
        #expect(try SwiftCompiler.compileObject(try Sample.designSystem.generate()) == "")
        let themes = (0..<30).map { "  T\($0):\n    colors: { a: \"#\(String(format: "%06X", $0 * 1000))\", b: \"#FFF\" }\n    numbers: { n: \($0) }\n" }
        #expect(try SwiftCompiler.compileObject(try TestSupport.generate([("t.yaml", "themes:\n" + themes.joined())])) == "")
    }
}
