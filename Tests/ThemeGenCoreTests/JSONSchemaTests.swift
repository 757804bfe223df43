import Foundation
import Testing

@testable import ThemeGenCore

/// The JSON Schemas of schemas/ are built into ThemeGen byte for byte, and each says what its decoder
/// says: the same keys at every level of `themegen.yml`, the same choices and ranges, and the same
/// verdict (checked by PyPI's jsonschema, as editors check) on the repository's configurations, every
/// configuration the docs show, and known-bad ones. Where a rule needs more than a schema can say (a
/// `typePrefix` that must begin a Swift type name, paths that must exist), the schema is looser and the
/// tool's located error stands: no document here relies on that difference.
@Suite("JSON Schemas")
struct JSONSchemaTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("schemas")

    @Test("every file in schemas/ is a JSONSchema case, built in byte for byte through the recorded JSONSchemaText.swift")
    func embedded() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".schema.json") }.sorted()
        #expect(files == JSONSchema.allCases.map(\.fileName).sorted())
        var lines = [
            "// Recorded from schemas/ by `THEMEGEN_RECORD=1 swift test --filter JSONSchemaTests`: edit the schemas,",
            "// not this file (JSONSchemaTests fails when the two differ).",
            "",
            "enum JSONSchemaText {",
        ]
        for schema in JSONSchema.allCases {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(schema.fileName), encoding: .utf8)
            lines += ["    /// schemas/\(schema.fileName).", "    static let \(schema.rawValue) = " + DefaultTemplatesTests.literal(text, indent: 8)]
            #expect(schema.text == text, "\(schema.fileName)")
        }
        let expected = (lines + ["}", ""]).joined(separator: "\n")
        let recorded = TestSupport.packageRoot.appendingPathComponent("Sources/ThemeGenCore/Schemas/JSONSchemaText.swift")
        if try String(contentsOf: recorded, encoding: .utf8) != expected {
            if ProcessInfo.processInfo.environment["THEMEGEN_RECORD"] == "1" {
                try Data(expected.utf8).write(to: recorded)
                Issue.record("re-recorded Sources/ThemeGenCore/Schemas/JSONSchemaText.swift; build and run the tests again")
            } else {
                Issue.record("JSONSchemaText.swift is not schemas/: run THEMEGEN_RECORD=1 swift test --filter JSONSchemaTests")
            }
        }
    }

    @Test("the prepared SchemaStore entry names each schema by its $id, for the files it is for")
    func schemaStoreEntry() throws {
        let catalog = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("schemastore-catalog.json"))) as? [String: Any])
        let entries = try #require(catalog["schemas"] as? [[String: Any]])
        #expect(entries.count == JSONSchema.allCases.count)
        let id = try #require(try Self.configSchema()["$id"] as? String)
        let config = try #require(entries.first { $0["url"] as? String == id }, "an entry with the config schema's $id")
        #expect(config["fileMatch"] as? [String] == [ThemeFiles.configurationFile])
        let themeSchema = try #require(try JSONSerialization.jsonObject(with: Data(JSONSchema.theme.text.utf8)) as? [String: Any])
        let theme = try #require(entries.first { $0["url"] as? String == themeSchema["$id"] as? String }, "an entry with the theme schema's $id")
        // The names that make a file a theme anywhere in a target, in the formats the schema reads (not plists).
        let named = SourceFormat.allCases.filter { $0 != .propertyList }.flatMap(\.extensions).filter { $0 != "tokens" }.map { "*.\(ThemeFiles.themeSuffix).\($0)" }
        #expect(Set(theme["fileMatch"] as? [String] ?? []) == Set(named))
    }

    /// The config schema as a JSON object.
    static func configSchema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(JSONSchema.config.text.utf8)) as? [String: Any])
    }

    /// The properties of a schema object that admits no other key; fails when it admits others.
    static func closedProperties(_ object: Any?, _ what: String) throws -> [String: [String: Any]] {
        let object = try #require(object as? [String: Any], "\(what) is an object schema")
        #expect(object["additionalProperties"] as? Bool == false, "\(what) admits no other key, as the decoder")
        return try #require(object["properties"] as? [String: [String: Any]], "\(what) has properties")
    }

    @Test("the config schema has the decoder's keys at every level, its access levels and runtimes, its unit range and its contrast range")
    func configKeys() throws {
        let schema = try Self.configSchema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let properties = try Self.closedProperties(schema, "themegen.yml")
        #expect(Set(properties.keys) == Set(Configuration.keys))
        for (key, keys) in Configuration.nestedKeys {
            #expect(try Set(Self.closedProperties(properties[key], "'\(key)'").keys) == Set(keys), "'\(key)'")
        }
        let tokens = try Self.closedProperties(properties["tokens"], "'tokens'")
        #expect(try Set(Self.closedProperties(tokens["appearances"], "'tokens.appearances'").keys) == Set(TokenModifierRoles.appearanceNames))
        let contrast = try #require(properties["contrast"]?["items"])
        #expect(try Set(Self.closedProperties(contrast, "a 'contrast' entry").keys) == Set(ContrastRequirementReader.keys))
        #expect((properties["access"]?["enum"] as? [String]) == GeneratorOptions.AccessLevel.allCases.map(\.rawValue))
        #expect((properties["runtime"]?["enum"] as? [String]) == GeneratorOptions.Runtime.allCases.map(\.rawValue))
        for unit in Configuration.unitsKeys {
            let range = try #require(try Self.closedProperties(properties["units"], "'units'")[unit])
            #expect(range["minimum"] as? Double == ValueRanges.pointsPerUnit.lowerBound && range["maximum"] as? Double == ValueRanges.pointsPerUnit.upperBound, "'units.\(unit)'")
        }
    }

    /// Configurations that must be wrong for the schema and the decoder alike.
    static let badConfigurations = [
        "ouptut: Generated/Themes.swift\n",
        "access: open\n",
        "units: { px: 0 }\n",
        "units: { pt: 1 }\n",
        "warningsAsErrors: maybe\n",
        "contrast: [{ foreground: colors.text }]\n",
        "contrast: [{ foreground: colors.text, background: colors.background, minimum: 30 }]\n",
        "tokens: { appearances: { sepia: Paper } }\n",
        "assets: { output: Colors }\n",
        "assets: { accentColour: accent }\n",
        "preview: { typefaces: {} }\n",
        "inputs: [Themes]\nstorageKey: [a, b]\n",
    ]

    /// The repository's configurations and every `themegen.yml` the docs show (a YAML block that names
    /// the file in its first line, or whose first key is a configuration key), by where they are.
    static func goodConfigurations() throws -> [(place: String, text: String)] {
        var found: [(String, String)] = []
        for path in ["themes/tokens/themegen.yml", "Examples/ThemeDemo/Sources/Theme Demo/themegen.yml"] {
            found.append((path, try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)))
        }
        for block in try DocsSwiftBlockTests.blocks(language: "yaml") {
            guard let first = block.lines.first,
                first.contains("themegen.yml") || Configuration.keys.contains(String(first.prefix { $0 != ":" }))
            else { continue }
            found.append((block.description, block.lines.joined(separator: "\n") + "\n"))
        }
        return found
    }

    @Test("PyPI's jsonschema and ThemeGen's decoder give the same verdict on good and bad configurations")
    func configVerdicts() throws {
        let good = try Self.goodConfigurations()
        #expect(good.count >= 5, "the repository's two configurations and the docs' (found \(good.map(\.place)))")
        let documents = good.map(\.text) + Self.badConfigurations
        guard let verdicts = try Self.schemaVerdicts(JSONSchema.config, documents) else { return }
        for (index, document) in documents.enumerated() {
            let place = index < good.count ? good[index].place : "bad configuration \(index - good.count)"
            let decoded = Configuration.load(SourceFile(path: "themegen.yml", contents: Data(document.utf8)))
            let decoderAccepts = decoded.configuration != nil
            #expect(decoderAccepts == (index < good.count), "\(place): the decoder says \(decoded.diagnostics.map(\.message))")
            #expect((verdicts[index] == nil) == (index < good.count), "\(place): the schema says \(verdicts[index] ?? "valid")")
        }
    }

    /// Theme files that must be wrong for the schema and the loader alike.
    static let badThemes = [
        "theme: {}\n",
        "themes:\n  A:\n    colours: { a: \"#000000\" }\n",
        "themes:\n  A:\n    fonts: { title: { weight: heavyish, size: 12 } }\n",
        "themes:\n  A:\n    fonts: { title: { weight: bold, size: 12, textStyle: huge } }\n",
        "themes:\n  A:\n    fonts: { title: { weight: 450, size: 12 } }\n",
        "themes:\n  A:\n    colors: { a: { light: \"#000000\", hover: { b: \"#111111\" } } }\n",
        "themes:\n  A:\n    colors: { a: { red: 2, green: 0, blue: 0 } }\n",
        "themes:\n  A:\n    typography: { sizeAdjustment: 500 }\n",
        "themes:\n  A:\n    appearance: { statusBar: bright }\n",
        "themes:\n  A:\n    appearance: { navBar: { background: \"#000000\" } }\n",
        "themes:\n  A:\n    shadows: { s: { x: 1, blur: 2 } }\n",
        "themes:\n  A:\n    gradients: { g: { stops: [\"#000000\"] } }\n",
        "themes:\n  A:\n    opacities: { o: 1.5 }\n",
        "themes:\n  A:\n    booleans: { b: \"yes\" }\n",
        "storageKey: \"\"\nthemes:\n  A:\n    colors: { a: \"#000000\" }\n",
    ]

    /// The sample theme files (YAML) and the complete theme files the docs show.
    static func goodThemes() throws -> [(place: String, text: String)] {
        var found: [(String, String)] = []
        for path in ["themes/Blog.yaml", "Examples/DesignSystem/Acme.theme.yaml", "Examples/ThemeDemo/Sources/Theme Demo/Themes/Brand.yaml"] {
            found.append((path, try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)))
        }
        for block in try DocsSwiftBlockTests.blocks(language: "yaml") {
            let keys = block.lines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("#") && $0.contains(":") }.map { String($0.prefix { $0 != ":" }) }
            guard keys.contains("themes"), keys.allSatisfy(ThemeFileDecoder.rootKeys.contains) else { continue }
            found.append((block.description, block.lines.joined(separator: "\n") + "\n"))
        }
        return found
    }

    @Test("the theme schema has the decoder's keys at every level, weights, text styles, system colours and appearance settings")
    func themeKeys() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(JSONSchema.theme.text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        let properties = try Self.closedProperties(schema, "a theme file")
        #expect(Set(properties.keys) == Set(ThemeFileDecoder.rootKeys))
        let themeObject = try #require((definitions["theme"]?["anyOf"] as? [[String: Any]])?.first { $0["type"] as? String == "object" })
        let theme = try Self.closedProperties(themeObject, "a theme")
        #expect(Set(theme.keys) == Set(ThemeFileDecoder.themeKeys))
        #expect(try Set(Self.closedProperties(theme["typography"], "'typography'").keys) == Set(ThemeFileDecoder.typographyKeys))
        let faces = try Self.closedProperties(try Self.closedProperties(theme["typography"], "'typography'")["faces"], "'faces'")
        #expect(Set(faces.keys) == Set(FontWeight.allCases.map(\.rawValue)))
        #expect(try Set(Self.closedProperties(properties["swiftNames"], "'swiftNames'").keys) == Set(TokenGroup.allCases.map(\.rawValue)))
        let font = try Self.closedProperties(definitions["fontMapping"], "a font")
        #expect(Set(font.keys) == Set(ThemeFileDecoder.fontKeys))
        #expect(Set(font["textStyle"]?["enum"] as? [String] ?? []) == Set(TextStyle.allCases.map(\.rawValue) + TextStyle.aliases.keys))
        let weights = try #require(font["weight"]?["anyOf"] as? [[String: Any]])
        #expect(weights.first?["enum"] as? [String] == FontWeight.allCases.map(\.rawValue))
        #expect(weights.last?["enum"] as? [Int] == FontWeight.allCases.map(\.number))
        let color = try Self.closedProperties(definitions["colorMapping"], "a colour mapping")
        #expect(Set(color.keys) == Set(ValueGroups.colors.mappingFields))
        let colorText = try #require(definitions["colorText"]?["anyOf"] as? [[String: Any]])
        #expect(colorText.last?["enum"] as? [String] == SystemColorName.allCases.map(\.rawValue))
        #expect(try Set(Self.closedProperties(definitions["insetsMapping"], "insets").keys) == Set(ThemeFileDecoder.insetKeys))
        #expect(try Set(Self.closedProperties(definitions["shadowLayer"], "a shadow layer").keys) == Set(ThemeFileDecoder.shadowKeys))
        #expect(try Set(Self.closedProperties(definitions["gradientMapping"], "a gradient").keys) == Set(ThemeFileDecoder.gradientKeys))
        let appearance = try Self.closedProperties(theme["appearance"], "'appearance'")
        #expect(Set(appearance.keys) == Set(AppearanceSetting.sectionKeys))
        for (target, _) in appearance where !AppearanceSetting.fields(of: target).isEmpty {
            #expect(try Set(Self.closedProperties(appearance[target], "'appearance.\(target)'").keys) == Set(AppearanceSetting.fields(of: target)), "\(target)")
        }
        #expect(appearance["statusBar"]?["enum"] as? [String] == StatusBarAppearance.allCases.map(\.rawValue))
        // Every group's nested groups refuse exactly the group's reserved names.
        for group in ValueGroups.all {
            let entry = try #require(theme[group.group.rawValue]?["$ref"] as? String, "\(group.group.rawValue)")
            let definition = try #require(definitions[String(entry.dropFirst("#/$defs/".count))])
            let reserved = (definition["propertyNames"] as? [String: [String: [String]]])?["not"]?["enum"] ?? []
            #expect(Set(reserved) == Set(group.mappingFields), "\(group.group.rawValue)")
        }
    }

    @Test("PyPI's jsonschema and ThemeGen's loader give the same verdict on the samples, the docs' theme files and bad ones")
    func themeVerdicts() throws {
        let good = try Self.goodThemes()
        #expect(good.count >= 4, "the samples and the docs' complete example (found \(good.map(\.place)))")
        let documents = good.map(\.text) + Self.badThemes
        guard let verdicts = try Self.schemaVerdicts(JSONSchema.theme, documents) else { return }
        for (index, document) in documents.enumerated() {
            let place = index < good.count ? good[index].place : "bad theme file \(index - good.count)"
            let loaded = ThemeLoader.load([SourceFile(path: "t.yaml", contents: Data(document.utf8))])
            let errors = loaded.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty == (index < good.count), "\(place): the loader says \(errors.map(\.message))")
            #expect((verdicts[index] == nil) == (index < good.count), "\(place): the schema says \(verdicts[index] ?? "valid")")
        }
    }

    /// Each document's verdict by `schema` (`nil` when valid, else the first error's message), from
    /// Tests/Schemas/validate.py; `nil` (the test skipped, with a message) without Python's jsonschema.
    static func schemaVerdicts(_ schema: JSONSchema, _ documents: [String]) throws -> [String?]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestSupport.packageRoot.appendingPathComponent("Tests/Schemas/validate.py").path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema, yaml"]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            try #require(ProcessInfo.processInfo.environment["THEMEGEN_REQUIRE_SCHEMA_VALIDATOR"] != "1", "python3 with jsonschema and PyYAML is required here")
            print("python3 with jsonschema and PyYAML is not installed here (pip install jsonschema pyyaml; CI has them); the schema's verdicts are skipped")
            return nil
        }
        try process.run()
        let request: [String: Any] = ["schema": Self.folder.appendingPathComponent(schema.fileName).path, "documents": documents]
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: request))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "validate.py failed")
        let verdicts = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
        return verdicts.map { $0 as? String }
    }

    // MARK: Token files

    /// The tokens schema as a JSON object, and its definitions.
    static func tokensSchema() throws -> (schema: [String: Any], definitions: [String: [String: Any]]) {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(JSONSchema.tokens.text.utf8)) as? [String: Any])
        return (schema, try #require(schema["$defs"] as? [String: [String: Any]]))
    }

    /// The object shape among a value definition's choices (an alias or the value itself).
    static func objectShape(_ definition: [String: Any]?, _ what: String) throws -> [String: Any] {
        let choices = try #require(definition?["anyOf"] as? [[String: Any]], "\(what) is a choice of an alias or a value")
        return try #require(choices.first { $0["type"] as? String == "object" }, "\(what) has an object form")
    }

    @Test("the tokens schema has the token reader's properties, types, colour spaces, units, weights and members")
    func tokensKeys() throws {
        let (schema, definitions) = try Self.tokensSchema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let group = try #require(definitions["group"])
        let groupProperties = try #require(group["properties"] as? [String: Any])
        #expect(Set(groupProperties.keys) == DesignTokenDocument.groupProperties.union(["$root"]))
        let reserved = try #require(((group["propertyNames"] as? [String: Any])?["anyOf"] as? [[String: Any]])?.first?["enum"] as? [String])
        #expect(Set(reserved) == Set(groupProperties.keys), "a group admits its own properties and names, nothing else beginning with $")
        let token = try Self.closedProperties(definitions["token"], "a token")
        #expect(Set(token.keys) == DesignTokenDocument.tokenProperties)
        #expect(Set(definitions["type"]?["enum"] as? [String] ?? []) == Set(DesignTokenType.allNames))
        // A value is checked for each DTCG type a token names itself.
        let checks = try #require(definitions["token"]?["allOf"] as? [[String: Any]])
        let checked = checks.compactMap { (($0["if"] as? [String: Any])?["properties"] as? [String: [String: String]])?["$type"]?["const"] }
        #expect(checked == DesignTokenType.dtcgTypes.map(\.rawValue))
        let color = try Self.objectShape(definitions["colorValue"], "a colour")
        #expect(try Set(Self.closedProperties(color, "a colour").keys) == Set(DesignTokenValueDecoder.colorMembers))
        let converted = ((color["if"] as? [String: Any])?["properties"] as? [String: [String: [String: [String]]]])?["colorSpace"]?["not"]?["enum"]
        #expect(converted == DesignTokenValueDecoder.convertedColorSpaces, "a space ThemeGen does not convert needs its hex fallback")
        for (name, units) in [("dimensionValue", DesignTokenValueDecoder.dimensionUnits), ("durationValue", DesignTokenValueDecoder.durationUnits)] {
            let quantity = try Self.closedProperties(try Self.objectShape(definitions[name], name), name)
            #expect(quantity["unit"]?["enum"] as? [String] == units, "\(name)")
        }
        let weightNames = try #require((definitions["fontWeightValue"]?["anyOf"] as? [[String: Any]])?.compactMap { $0["enum"] as? [String] }.first)
        #expect(Set(weightNames) == Set(DesignTokenValueDecoder.fontWeightNames.keys))
        let typography = try Self.objectShape(definitions["typographyValue"], "a typography")
        #expect(try Set(Self.closedProperties(typography, "a typography").keys) == Set(DesignTokenValueDecoder.tokensStudioTypographyMembers))
        let shadow = try Self.objectShape(definitions["shadowLayer"], "a shadow layer")
        #expect(try Set(Self.closedProperties(shadow, "a shadow layer").keys) == Set(DesignTokenValueDecoder.shadowMembers + ["alpha"]))
        let stop = try Self.objectShape(definitions["gradientStop"], "a gradient stop")
        #expect(try Set(Self.closedProperties(stop, "a gradient stop").keys) == Set(DesignTokenValueDecoder.gradientStopMembers))
        let catalog = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("schemastore-catalog.json"))) as? [String: Any])
        let entry = try #require((catalog["schemas"] as? [[String: Any]])?.first { $0["url"] as? String == schema["$id"] as? String })
        #expect(entry["fileMatch"] as? [String] == DesignTokenFiles.tokenFileSuffixes.map { "*\($0)" })
    }

    /// Token files that must be wrong for the schema and the loader alike (the loader's word may be a
    /// warning: a real project's odd token is left out rather than failing the build).
    static let badTokenFiles = [
        ##"{ "a": { "$type": "colour", "$value": "#000000" } }"##,
        ##"{ "a": { "$type": "color", "$value": "#000000", "$valeu": 1 } }"##,
        ##"{ "a": { "$type": "color", "$value": "#000000", "b": { "$value": "#FFFFFF" } } }"##,
        ##"{ "a": { "$type": "color", "$value": "#000000", "$deprecated": 1 } }"##,
        ##"{ "g": { "$typ": "color", "a": { "$type": "color", "$value": "#000000" } } }"##,
        ##"{ "a.b": { "$type": "color", "$value": "#000000" } }"##,
        ##"{ "a": { "$type": "color", "$value": { "colorSpace": "lab", "components": [50, 0, 0] } } }"##,
        ##"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0] } } }"##,
        ##"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2 } } }"##,
        ##"{ "a": { "$type": "dimension", "$value": { "value": 4, "unit": "pt" } } }"##,
        ##"{ "a": { "$type": "duration", "$value": { "value": 200, "unit": "sec" } } }"##,
        ##"{ "a": { "$type": "fontWeight", "$value": "semibold" } }"##,
        ##"{ "a": { "$type": "fontWeight", "$value": 1200 } }"##,
        ##"{ "a": { "$type": "typography", "$value": { "fontFamily": "Inter" } } }"##,
        ##"{ "a": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontStyle": "italic" } } }"##,
        ##"{ "a": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" }, "inset": true } } }"##,
        ##"{ "a": { "$type": "gradient", "$value": [{ "color": "#000000" }] } }"##,
        ##"{ "a": { "$type": "number", "$value": true } }"##,
    ]

    /// The DTCG files of the sample project and of the real projects in Tests/TokenProjects that are DTCG
    /// files (the others are Style Dictionary's classic form, which the schema is not for), by path.
    static func goodTokenFiles() throws -> [(place: String, text: String)] {
        var found = try DesignTokenResolverTests.sampleFiles().filter { $0.0.hasSuffix(".tokens.json") }.map { (place: $0.0, text: $0.1) }
        for folder in ["design-system-ia/example", "designsystemet/design-tokens", "nve/tokens"] {
            let root = TokenProjectAcceptanceTests.projects.appendingPathComponent(folder)
            let subpaths = try #require(FileManager.default.subpaths(atPath: root.path)).sorted()
            for subpath in subpaths where subpath.hasSuffix(".json") && !subpath.hasSuffix(".resolver.json") && !subpath.split(separator: "/").last!.hasPrefix("$") {
                found.append(("Tests/TokenProjects/\(folder)/\(subpath)", try String(contentsOf: root.appendingPathComponent(subpath), encoding: .utf8)))
            }
        }
        return found
    }

    @Test("PyPI's jsonschema accepts the sample and real DTCG files that generate and the schema's examples; it and the loader both flag bad ones")
    func tokensVerdicts() throws {
        let good = try Self.goodTokenFiles()
        #expect(good.count == 51, "8 sample files and 43 of three real projects (found \(good.count))")
        // The projects the files belong to generate without an error.
        #expect(!TestSupport.load(try DesignTokenResolverTests.sampleFiles()).diagnostics.contains { $0.severity == .error })
        for folder in ["design-system-ia/example", "designsystemet/design-tokens", "nve/tokens"] {
            #expect(!(try TokenProjectAcceptanceTests.load(folder)).diagnostics.contains { $0.severity == .error }, "\(folder)")
        }
        let examples = try #require(try Self.tokensSchema().schema["examples"] as? [Any]).map { example in
            String(decoding: try JSONSerialization.data(withJSONObject: example, options: [.sortedKeys]), as: UTF8.self)
        }
        // Figma's Simple Design System: its tokens of the type 'unknown' are flagged by both.
        let sds = try String(contentsOf: TokenProjectAcceptanceTests.projects.appendingPathComponent("sds/scripts/tokens/tokens.json"), encoding: .utf8)
        let bad = Self.badTokenFiles + [sds]
        let documents = good.map(\.text) + examples + bad
        guard let verdicts = try Self.schemaVerdicts(JSONSchema.tokens, documents) else { return }
        for (index, document) in documents.enumerated() {
            let isGood = index < good.count + examples.count
            let place = index < good.count ? good[index].place : isGood ? "the schema's example \(index - good.count)" : "bad token file \(index - good.count - examples.count)"
            #expect((verdicts[index] == nil) == isGood, "\(place): the schema says \(verdicts[index] ?? "valid")")
            guard index >= good.count else { continue }
            let loaded = TestSupport.load([("t.tokens.json", document)])
            #expect(loaded.diagnostics.isEmpty == isGood, "\(place): the loader says \(TestSupport.lines(loaded))")
        }
        // … and only those: with a type the schema knows in their place, the schema takes the file.
        let sdsTyped = sds.replacing(#""$type": "unknown""#, with: #""$type": "fontFamily""#)
        #expect(sdsTyped != sds)
        #expect(try Self.schemaVerdicts(JSONSchema.tokens, [sdsTyped])?.first == .some(nil))
        let sdsLoaded = TestSupport.load([("tokens.json", sds)])
        #expect(sdsLoaded.diagnostics.contains { $0.message.contains("'unknown'") }, "\(TestSupport.lines(sdsLoaded))")
    }
}
