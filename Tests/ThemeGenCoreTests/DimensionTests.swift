import Foundation
import Testing

@testable import ThemeGenCore

/// `dimensions`: lengths in points, written as numbers or with `pt`, `px` or `rem`, read back as `CGFloat`.
@Suite("Dimensions")
struct DimensionTests {
    static let yaml = """
        themes:
          Compact:
            dimensions:
              spacing: { small: 4, medium: "8pt", large: "1.5rem" }
              radius: 12px
              offset: -2
          Roomy:
            extends: Compact
            dimensions:
              radius: "{dimensions.spacing.large}"
              spacing: { small: 0.5rem }
        """

    private func points(_ yaml: String, units: DimensionUnits = DimensionUnits()) throws -> [String: [Double]] {
        let result = ThemeLoader.load([SourceFile(path: "t.yaml", contents: Data(yaml.utf8))], units: units)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        return Dictionary(
            uniqueKeysWithValues: set.keys(of: .dimensions).enumerated().map { index, key in
                (key.key, set.themes.map { $0.dimensions[index].value })
            })
    }

    @Test("numbers are points; pt, px and rem convert by the units rule, 1 px = 1 pt and 1 rem = 16 pt unless configured")
    func units() throws {
        #expect(
            try points(Self.yaml) == [
                "spacing.small": [4, 8], "spacing.medium": [8, 8], "spacing.large": [24, 24],
                "radius": [12, 24], "offset": [-2, -2],
            ])
        let custom = try points(Self.yaml, units: DimensionUnits(pointsPerPixel: 0.5, pointsPerRem: 10))
        #expect(custom["radius"] == [6, 15] && custom["spacing.large"] == [15, 15] && custom["spacing.small"] == [4, 5])
    }

    @Test("the generated code reads them back as CGFloat, by member and by key")
    func generated() throws {
        let program = """
            let roomy = ThemeID.roomy.theme
            let large: CGFloat = roomy.dimensions.spacing.large
            print(large, roomy.dimension(.radius), roomy.dimensions.offset, DimensionKey.spacingLarge.rawValue)
            """
        let generated = try TestSupport.generate([("t.yaml", Self.yaml)])
        #expect(try SwiftCompiler.compileAndRun(generated: "import Foundation\n" + generated, main: "import Foundation\n" + program) == "24.0 24.0 -2.0 spacing.large\n")
        #expect(generated.contains("        /// `spacing.large`:\n        /// - Compact: 24 pt\n        /// - Roomy: 24 pt\n        var large: CGFloat"))
    }

    @Test("an unknown unit, a non-number and a length out of range are located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        dimensions:
                          a: 2em
                          b: wide
                          c: 1e6
                          d: "-1e9px"
                          e: [1, 2]
                        """))) == [
                    "t.yaml:4:10: error: invalid dimension '2em' for dimension 'a': unknown unit 'em'; expected 'pt', 'px' or 'rem'",
                    "t.yaml:5:10: error: invalid dimension 'wide' for dimension 'b': expected a number of points, or a number with the unit 'pt', 'px' or 'rem', such as '16pt' or '1.5rem'",
                    "t.yaml:6:10: error: dimension 'c' must be from -100000 to 100000 points, not 1000000",
                    "t.yaml:7:10: error: dimension 'd' must be from -100000 to 100000 points, not -1000000000",
                    "t.yaml:8:10: error: dimension 'e' must be a number of points or a dimension with a unit, such as '16pt' or '1.5rem', not a list",
                ])
    }
}
