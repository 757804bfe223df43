import Foundation
import Testing

/// Builds Examples/ThemeDemo in a fresh scratch copy (its target folder has a space in its name) and
/// checks the whole plugin path: the first build generates and the example's tests read the values; a
/// second build runs nothing; an edit to any file the generator reads — theme YAML, style-sheet plist,
/// configuration, template, partial — reaches the very next build, and an edit to an unrelated file
/// (`Info.plist`) runs nothing; an error fails the build with its located diagnostic; the command plugin
/// writes what `themegen generate` writes, and `--check` gives the same verdict from any folder; an asset
/// catalog a target's configuration names is read, and watched, by the build; `--assets` writes a catalog.
@Suite("Example package, end to end", .serialized)
struct ExamplePackageTests {
    /// A copy of the example whose ThemeGen link points at this checkout.
    static func scratchExample() throws -> URL {
        let example = try EndToEnd.scratchFolder().appendingPathComponent("ThemeDemo")
        try FileManager.default.createDirectory(at: example, withIntermediateDirectories: true)
        let source = EndToEnd.root.appendingPathComponent("Examples/ThemeDemo")
        for item in ["Package.swift", "Sources", "Tests"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: example.appendingPathComponent(item))
        }
        try EndToEnd.linkThemeGen(into: example)
        return example
    }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Theme Demo</string></dict></plist>

        """

    @Test("build, rebuild, edit every kind of input, break, and the command plugin", EndToEnd.enabled)
    func endToEnd() throws {
        let swift = try EndToEnd.swift()
        let example = try Self.scratchExample()
        defer { try? FileManager.default.removeItem(at: example.deletingLastPathComponent()) }
        let target = example.appendingPathComponent("Sources/Theme Demo")
        let brand = target.appendingPathComponent("Themes/Brand.yaml")
        // An app's own files beside the themes, and a template of its own with a partial.
        try EndToEnd.write(Self.infoPlist, to: "Info.plist", in: target)
        try EndToEnd.write("{{<ThemeGen.swift}}{{$header}}{{>DemoHeader.swift}}{{/header}}{{/ThemeGen.swift}}", to: "Templates/Demo.swift.mustache", in: target)
        try EndToEnd.write("// Demo header 1\n", to: "Templates/DemoHeader.swift.mustache", in: target)
        try EndToEnd.replace(
            "storageKey: DemoTheme\n", with: "storageKey: DemoTheme\ntemplate: Templates/Demo.swift.mustache\n",
            in: target.appendingPathComponent("themegen.yml"))

        // 1. The first build generates the themes.
        let first = try EndToEnd.run(swift, ["build"], in: example)
        try #require(first.status == 0, "\(first.output)")
        #expect(EndToEnd.generations(first.output, target: "ThemeDemo") == 1)
        #expect(
            !EndToEnd.unhandledFiles(first.output).contains { $0.contains("/Themes/") || $0.contains("/Templates/") || $0.hasSuffix("themegen.yml") },
            "every input is a declared input of the build command: \(first.output)")
        let demo = example.appendingPathComponent(".build/debug/theme-demo")
        #expect(
            try EndToEnd.run(demo, [], in: example).output == """
                Apptentive Dark: accent #0077BE, banner #D6ECF7/#06324A, title 22.0 pt, radius 12.0, status bar darkContent, header title 28.75 pt
                Ocean: accent #0077BE, banner #D6ECF7/#06324A, title 22.0 pt, radius 12.0, status bar darkContent, header title 23.0 pt
                Forest: accent #2E7D32, banner #E0EBE0/#E0EBE0, title 22.0 pt, radius 12.0, status bar darkContent, header title 23.0 pt
                The chosen theme is stored under DemoTheme.

                """)

        // 2. Nothing changed: the generator does not run and nothing is compiled. The example's own tests
        //    then read the values back.
        //    SwiftPM 6.3 on Linux may relink a plugin's tool built from source, and so rerun its commands,
        //    once on the build right after a fresh build; from then on a build with nothing changed does
        //    nothing. So settle once first.
        let settle = try EndToEnd.run(swift, ["build"], in: example)
        try #require(settle.status == 0, "\(settle.output)")
        let generated = try EndToEnd.generatedFile(in: example, target: "ThemeDemo")
        #expect(try String(contentsOf: generated, encoding: .utf8).hasPrefix("// Demo header 1\n"))
        let stamp = try EndToEnd.modificationDate(generated)
        let second = try EndToEnd.run(swift, ["build"], in: example)
        #expect(second.status == 0)
        #expect(EndToEnd.generations(second.output, target: "ThemeDemo") == 0, "\(second.output)")
        // (SwiftPM prints "Compiling plugin …" on every build; the plugins themselves are cached.)
        let compiled = second.output.split(separator: "\n").filter { $0.contains("Compiling") && !$0.contains("Compiling plugin") }
        #expect(compiled.isEmpty, "\(second.output)")
        #expect(!second.output.contains("Linking"), "\(second.output)")
        #expect(try EndToEnd.modificationDate(generated) == stamp)
        let tests = try EndToEnd.run(swift, ["test"], in: example)
        #expect(tests.status == 0, "\(tests.output)")
        #expect(tests.output.contains("Test run with 3 tests in 1 suite passed"))

        // 3. An edit to any file the generator reads is in the very next build, generated once.
        let demoOutput = { try EndToEnd.run(demo, [], in: example).output }
        let generatedText = { try String(contentsOf: generated, encoding: .utf8) }
        let edits: [(file: URL, old: String, new: String, shows: () throws -> Bool)] = [
            (brand, "accent: \"#0077BE\"", "accent: \"#FF5500\"", { try demoOutput().contains("Ocean: accent #FF5500,") }),
            (
                target.appendingPathComponent("Themes/Apptentive Dark.plist"), "<real>1.25</real>", "<real>1.5</real>",
                { try demoOutput().contains("header title 34.5 pt\nOcean:") }
            ),
            (
                target.appendingPathComponent("themegen.yml"), "storageKey: DemoTheme\n", "storageKey: DemoThemeV2\n",
                { try demoOutput().hasSuffix("The chosen theme is stored under DemoThemeV2.\n") }
            ),
            (
                target.appendingPathComponent("Templates/Demo.swift.mustache"), "{{$header}}", "{{$header}}// Template 2\n",
                { try generatedText().hasPrefix("// Template 2\n// Demo header 1\n") }
            ),
            (
                target.appendingPathComponent("Templates/DemoHeader.swift.mustache"), "// Demo header 1", "// Demo header 2",
                { try generatedText().hasPrefix("// Template 2\n// Demo header 2\n") }
            ),
        ]
        for edit in edits {
            try EndToEnd.replace(edit.old, with: edit.new, in: edit.file)
            let build = try EndToEnd.run(swift, ["build"], in: example)
            #expect(build.status == 0, "\(build.output)")
            #expect(EndToEnd.generations(build.output, target: "ThemeDemo") == 1, "editing \(edit.file.lastPathComponent): \(build.output)")
            #expect(try edit.shows(), "editing \(edit.file.lastPathComponent)")
        }
        try EndToEnd.replace("Theme Demo", with: "Theme Demo 2", in: target.appendingPathComponent("Info.plist"))
        let unrelated = try EndToEnd.run(swift, ["build"], in: example)
        #expect(unrelated.status == 0)
        #expect(EndToEnd.generations(unrelated.output, target: "ThemeDemo") == 0, "editing Info.plist regenerates nothing: \(unrelated.output)")

        // 4. A mistake fails the build with its located diagnostic.
        try EndToEnd.replace("accent: \"#FF5500\"", with: "accent: \"#FF55GG\"", in: brand)
        let broken = try EndToEnd.run(swift, ["build"], in: example)
        #expect(broken.status != 0)
        #expect(broken.output.contains("\(brand.path):10:15: error: invalid color '#FF55GG' for color 'accent'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'"), "\(broken.output)")
        try EndToEnd.replace("accent: \"#FF55GG\"", with: "accent: \"#0077BE\"", in: brand)

        // 5. The command plugin writes what `themegen generate` writes; --check passes, then notices an
        //    edit, printing a diff relative to the package and the command that updates the file.
        let command = ["package", "--allow-writing-to-package-directory", "generate-themes"]
        let help = try EndToEnd.run(swift, command + ["--help"], in: example)
        #expect(help.status == 0, "\(help.output)")
        #expect(help.output.contains("USAGE: swift package --allow-writing-to-package-directory generate-themes [--target <name>] ... [--assets] [--check | --diff <revision> [--format <format>]]\n"))
        let plugin = try EndToEnd.run(swift, command, in: example)
        #expect(plugin.status == 0, "\(plugin.output)")
        #expect(plugin.output.contains("generate-themes: generating themes for target 'ThemeDemo'\nGenerated Generated/Themes.swift: 3 themes, 28 colours, 16 fonts, 1 number, 1 value\n"), "\(plugin.output)")
        let committed = try String(contentsOf: example.appendingPathComponent("Generated/Themes.swift"), encoding: .utf8)
        #expect(committed.hasPrefix("// Template 2\n// Demo header 2\n"))
        let themegen = try EndToEnd.builtThemegen()
        let cli = try EndToEnd.run(themegen, ["generate", "--config", "Sources/Theme Demo/themegen.yml", "--output", "-", "--quiet"], in: example)
        #expect(cli.status == 0)
        #expect(cli.output == committed)
        let check = try EndToEnd.run(swift, command + ["--check"], in: example)
        #expect(check.status == 0, "\(check.output)")
        for (folder, config) in [
            (example.deletingLastPathComponent(), "ThemeDemo/Sources/Theme Demo/themegen.yml"),
            (example, "Sources/Theme Demo/themegen.yml"), (target, "themegen.yml"),
        ] {
            let verdict = try EndToEnd.run(themegen, ["generate", "--config", config, "--check", "--quiet"], in: folder)
            #expect(verdict.status == 0, "--check from \(folder.path): \(verdict.output)")
        }
        let git = URL(fileURLWithPath: "/usr/bin/env")
        for arguments in [["init", "-q"], ["add", "Sources"], ["-c", "user.name=ThemeGen", "-c", "user.email=themegen@example.com", "commit", "-q", "-m", "themes"]] {
            let step = try EndToEnd.run(git, ["git"] + arguments, in: example)
            try #require(step.status == 0, "git \(arguments): \(step.output)")
        }
        try EndToEnd.replace("accent: \"#2E7D32\"", with: "accent: \"#1B5E20\"", in: brand)
        // --diff shows what changed in the themes since a revision, and says they differ: a difference,
        // not a failure.
        let diff = try EndToEnd.run(swift, command + ["--diff", "HEAD", "--format", "markdown"], in: example)
        #expect(diff.status == 0, "\(diff.output)")
        #expect(diff.output.contains("generate-themes: the themes of target 'ThemeDemo' differ from HEAD, as listed above\n"), "\(diff.output)")
        #expect(!diff.output.contains("error:"), "\(diff.output)")
        #expect(diff.output.contains("generate-themes: themes of target 'ThemeDemo' since HEAD\n### ThemeGen: 2 values changed in 1 theme (1 edited, 1 through inheritance or references)\n"), "\(diff.output)")
        #expect(diff.output.contains("| `accent` | `Forest` | `#2E7D32` | `#1B5E20` | edited at `Sources/Theme Demo/Themes/Brand.yaml:26` |\n"), "\(diff.output)")
        let stale = try EndToEnd.run(swift, command + ["--check"], in: example)
        #expect(stale.status != 0)
        #expect(stale.output.contains("Generated/Themes.swift: error: the generated file is out of date; run 'swift package --allow-writing-to-package-directory generate-themes --target ThemeDemo' to update it\n--- a/Generated/Themes.swift\n+++ b/Generated/Themes.swift\n"), "\(stale.output)")
        #expect(stale.output.contains("+        /// - Forest: #1B5E20"), "\(stale.output)")

        // 6. An asset catalog that a target's themegen.yml names is a declared input: the build reads
        //    it, an edit to a colour set regenerates, and an edit to an image set does not.
        let palette = example.appendingPathComponent("Sources/Palette")
        let ink = palette.appendingPathComponent("Colors.xcassets/ink.colorset/Contents.json")
        try EndToEnd.write("let paletteTheme = ThemeID.palette\n", to: "Palette.swift", in: palette)
        try EndToEnd.write("inputs: [Colors.xcassets]\nassetCatalogs: { Colors.xcassets: Palette }\n", to: "themegen.yml", in: palette)
        try EndToEnd.write("{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n", to: "Colors.xcassets/Contents.json", in: palette)
        try EndToEnd.write(
            "{ \"colors\" : [ { \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"alpha\" : \"1.000\", \"blue\" : \"0x33\", \"green\" : \"0x22\", \"red\" : \"0x11\" } }, \"idiom\" : \"universal\" } ] }\n",
            to: "Colors.xcassets/ink.colorset/Contents.json", in: palette)
        try EndToEnd.write("{ \"images\" : [ { \"idiom\" : \"universal\" } ] }\n", to: "Colors.xcassets/logo.imageset/Contents.json", in: palette)
        try EndToEnd.replace(
            ".executableTarget(name: \"theme-demo\"",
            with: ".target(name: \"Palette\", dependencies: [.product(name: \"ThemeGenKit\", package: \"ThemeGen\")], "
                + "plugins: [.plugin(name: \"ThemeGenPlugin\", package: \"ThemeGen\")]),\n        .executableTarget(name: \"theme-demo\"",
            in: example.appendingPathComponent("Package.swift"))
        let catalog = try EndToEnd.run(swift, ["build", "--target", "Palette"], in: example)
        try #require(catalog.status == 0, "\(catalog.output)")
        #expect(EndToEnd.generations(catalog.output, target: "Palette") == 1, "\(catalog.output)")
        #expect(try EndToEnd.generatedSource(in: example, target: "Palette").contains("        /// - Palette: #112233\n"))
        try EndToEnd.replace("\"0x33\"", with: "\"0x44\"", in: ink)
        let recoloured = try EndToEnd.run(swift, ["build", "--target", "Palette"], in: example)
        #expect(recoloured.status == 0, "\(recoloured.output)")
        #expect(EndToEnd.generations(recoloured.output, target: "Palette") == 1, "\(recoloured.output)")
        #expect(try EndToEnd.generatedSource(in: example, target: "Palette").contains("        /// - Palette: #112244\n"))
        try EndToEnd.replace("universal", with: "iphone", in: palette.appendingPathComponent("Colors.xcassets/logo.imageset/Contents.json"))
        let image = try EndToEnd.run(swift, ["build", "--target", "Palette"], in: example)
        #expect(EndToEnd.generations(image.output, target: "Palette") == 0, "an image set is not read: \(image.output)")

        // 7. --assets writes a target's asset catalog, also for a target the build plugin generates Swift
        //    for (a catalog is a resource, not compiled twice); --check then passes.
        let assets = try EndToEnd.run(swift, command + ["--assets", "--target", "ThemeDemo"], in: example)
        #expect(assets.status == 0, "\(assets.output)")
        let summary = "84 colour sets (88 files written, 0 stale colour sets removed) from 3 themes, 28 colours, 16 fonts, 1 number, 1 value"
        #expect(
            assets.output.contains("generate-themes: generating the asset catalog for target 'ThemeDemo'\nSources/Theme Demo/Generated/Themes.xcassets: \(summary)\n"),
            "\(assets.output)")
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("Generated/Themes.xcassets/Ocean/accent.colorset/Contents.json").path))
        let assetsCheck = try EndToEnd.run(swift, command + ["--assets", "--check", "--target", "ThemeDemo"], in: example)
        #expect(assetsCheck.status == 0, "\(assetsCheck.output)")
        #expect(
            assetsCheck.output.contains("Sources/Theme Demo/Generated/Themes.xcassets is up to date: 84 colour sets from 3 themes, 28 colours, 16 fonts, 1 number, 1 value\n"),
            "\(assetsCheck.output)")

        // 8. A target that applies the plugin without theme files gets an error naming it and the rule.
        let empty = example.appendingPathComponent("Sources/Empty")
        try EndToEnd.write("public let empty = 1\n", to: "Empty.swift", in: empty)
        try EndToEnd.write("openapi: 3.1.0\n", to: "openapi.yaml", in: empty)
        try EndToEnd.replace(
            "        .executableTarget(name: \"theme-demo\"",
            with: """
                    .target(name: "Empty", plugins: [.plugin(name: "ThemeGenPlugin", package: "ThemeGen")]),
                    .executableTarget(name: "theme-demo"
                """, in: example.appendingPathComponent("Package.swift"))
        let noThemes = try EndToEnd.run(swift, ["build", "--target", "Empty"], in: example)
        #expect(noThemes.status != 0)
        #expect(noThemes.output.contains("error: ThemeGen: target 'Empty' has no theme files: looked in \(empty.path) for a themegen.yml or files named *.theme.json, *.theme.plist, *.theme.tokens, *.theme.yaml or *.theme.yml, ApptentiveStyles.plist, or any .json, .plist, .tokens, .yaml or .yml file below a folder named Themes (see docs/Config.md in ThemeGen)"), "\(noThemes.output)")
    }
}
