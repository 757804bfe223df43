import Foundation
import Testing

@testable import themegen

/// `themegen preview`, and its page looked at in a real browser (headless Chromium): rendered without
/// console errors, not blank, the themes' colours in their sample screens' pixels, the theme filter working.
@Suite("themegen preview")
struct PreviewCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var browserMissing: Comment {
        "no headless Chromium or Chrome on PATH (install the 'chromium' package; CI does, and sets THEMEGEN_REQUIRE_BROWSER=1); skipped"
    }

    static var hasBrowser: Bool { HeadlessBrowser.installed != nil || HeadlessBrowser.isRequired }

    /// The browser, failing the test when CI requires one and there is none.
    private func browser() throws -> HeadlessBrowser {
        try #require(HeadlessBrowser.installed, "CI requires a browser (THEMEGEN_REQUIRE_BROWSER=1), and none is installed")
    }

    @Test("writes one self-contained page: every theme, every group, the findings; no external resources")
    func page() throws {
        let cli = try CLIRun()
        try cli.write(
            "themes/a.yaml",
            """
            contrast: [{ foreground: text, background: background, minimum: 4.5 }]
            themes:
              Light:
                typography: { family: "Avenir Next", faces: { bold: Bold } }
                colors: { text: "#777777", background: "#FFFFFF" }
                fonts: { body: { weight: bold, size: 17 } }
                dimensions: { gap: 12 }
              "Dark <b>&</b>":
                extends: Light
                colors: { text: "#EEEEEE", background: "#000000" }

            """)
        #expect(cli.run("preview", "themes", "-o", "preview.html") == .success, "\(cli.error)")
        #expect(cli.error.contains("themes/a.yaml:1:12: warning: in theme 'Light' (every appearance), 'text' #777777 on 'background' #FFFFFF has a contrast of 4.47:1, below the minimum of 4.5:1\n"))
        #expect(cli.error.hasSuffix("Generated preview.html: 2 themes, 2 colours, 1 font, 1 dimension\n"))
        let html = try String(contentsOf: cli.directory.appendingPathComponent("preview.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        #expect(html.contains("<th scope=\"col\" class=\"t1\">Dark &lt;b&gt;&amp;&lt;/b&gt;</th>"))
        #expect(html.contains("<span class=\"chip\" role=\"img\" aria-label=\"colors.text in Light, every appearance: #777777\" style=\"--c: #777777\"></span>"))
        #expect(html.contains("<div class=\"specimen\" data-families=\"[&quot;Avenir Next Bold&quot;,&quot;Avenir Next-Bold&quot;,&quot;Avenir Next&quot;]\" style=\"font-family: &quot;Avenir Next Bold&quot;, &quot;Avenir Next-Bold&quot;, &quot;Avenir Next&quot;, system-ui, sans-serif; font-weight: 700; font-size: 17px\">"))
        #expect(html.contains("<li><code>themes/a.yaml:1:12: warning: in theme &#39;Light&#39; (every appearance), &#39;text&#39; #777777 on &#39;background&#39; #FFFFFF has a contrast of 4.47:1, below the minimum of 4.5:1</code></li>"))
        for external in ["http:", "https:", "src=", "@import", "url("] {
            #expect(!html.contains(external), "the page must not load anything: found \(external)")
        }
        #expect(cli.run("preview", "themes", "-o", "preview.html", "--warnings-as-errors") == .failure)
        #expect(cli.run("preview", "themes") == .usage)
        #expect(cli.error.hasPrefix("Error: Missing expected argument '--output <file>'.\n"))
    }

    @Test("--base marks the values that changed since a git revision, with what they were")
    func base() throws {
        let cli = try CLIRun()
        try cli.write("themes/a.yaml", Samples.valid)
        try cli.commitAll()
        try cli.write("themes/a.yaml", DiffCommandTests.edited)
        #expect(cli.run("preview", "--base", "HEAD", "themes", "-o", "-", "--quiet") == .success)
        #expect(cli.output.contains("<p><strong>Since HEAD:</strong> 1 value changed in 1 theme. Changed values are marked <mark>changed</mark> with what they were.</p>"))
        // The old swatch beside the new one, captioned and labelled as before the change.
        let now =
            "<div class=\"swatches\"><div class=\"swatch light\"><span class=\"chip\" role=\"img\" aria-label=\"colors.primary in Dark, every appearance: #EEEEEE\" "
            + "style=\"--c: #EEEEEE\"></span><span class=\"hex\"><span class=\"appearance\">Any</span> #EEEEEE</span></div></div>"
        let before =
            "<div class=\"swatches\"><div class=\"swatch light\"><span class=\"chip\" role=\"img\" aria-label=\"colors.primary in Dark before the change, "
            + "every appearance: #FFFFFF\" style=\"--c: #FFFFFF\"></span><span class=\"hex\"><span class=\"appearance\">Any</span> #FFFFFF</span></div></div>"
        let cell: String =
            "<td class=\"t1 changed\"><div class=\"beside\"><div>\(now)</div><div class=\"before\"><div class=\"note\">before</div>\(before)</div></div>"
            + "<div class=\"was\"><mark>changed</mark> was #FFFFFF</div></td>"
        #expect(cli.output.contains(cell))
        #expect(!cli.output.contains("<td class=\"t0 changed\">"))
    }

    @Test(
        "the sample's page in headless Chromium: no console errors, not blank, swatches in the themes' colours",
        .enabled(if: hasBrowser, browserMissing))
    func sampleInBrowser() throws {
        let browser = try browser()
        let cli = try CLIRun()
        // A copy, so the page names the files as the README's commands do (themes/Blog.yaml).
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("themes"), to: cli.directory.appendingPathComponent("themes"))
        #expect(cli.run("preview", "themes", "-o", "preview.html", "--quiet") == .success)
        let page = cli.directory.appendingPathComponent("preview.html")
        let screenshot = cli.directory.appendingPathComponent("preview.png")
        let load = try browser.screenshot(page, to: screenshot, width: 1280, height: 900)
        #expect(load.status == 0)
        #expect(load.consoleMessages.isEmpty, "console: \(load.consoleMessages)")
        let image = try PNGImage(try Data(contentsOf: screenshot))
        #expect(image.width == 1280 && image.height == 900)
        #expect(image.colorCount > 100, "a blank or nearly blank page: \(image.colorCount) colours")
        // The sample screens (260 px wide) are drawn in each theme's values, appearance by appearance:
        // Solid Blue's background fills its screens, its navigation bar is #0000FF in the light one and
        // #000080 in the dark one (its sectionHeaderBackground), and Pretty Pink's background fills its own.
        for (name, color) in [
            ("Solid Blue's background", PNGImage.Pixel(red: 0x1F, green: 0x4E, blue: 0x8C, alpha: 255)),
            ("Pretty Pink's background", PNGImage.Pixel(red: 0xFF, green: 0xC0, blue: 0xCB, alpha: 255)),
            ("Solid Blue's light navigation bar", PNGImage.Pixel(red: 0, green: 0, blue: 0xFF, alpha: 255)),
            ("Solid Blue's dark navigation bar", PNGImage.Pixel(red: 0, green: 0, blue: 0x80, alpha: 255)),
        ] {
            #expect(image.rows(withRunOf: 200, of: color) >= 10, "\(name) is not on screen in its colour")
        }
        try Self.record(screenshot, as: "preview.png")
    }

    @Test(
        "the design system's and the token project's screens in headless Chromium: light, dark and high contrast, each on its own background",
        .enabled(if: hasBrowser, browserMissing))
    func screensInBrowser() throws {
        let browser = try browser()
        let cli = try CLIRun()
        // Copies, so the pages name the files as the README's commands do.
        for folder in ["Examples/DesignSystem", "themes/tokens"] {
            let copy = cli.directory.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent(folder), to: copy)
        }
        let pages = [("preview-design-system.png", ["Examples/DesignSystem"]), ("preview-tokens.png", ["--config", "themes/tokens/themegen.yml"])]
        for (name, inputs) in pages {
            #expect(cli.run(["preview"] + inputs + ["-o", "preview.html", "--quiet"]) == .success, "\(cli.error)")
            let html = try String(contentsOf: cli.directory.appendingPathComponent("preview.html"), encoding: .utf8)
            for appearance in ["light", "dark", "light high contrast", "dark high contrast"] {
                #expect(html.contains("aria-label=\"Acme, \(appearance)\""), "\(name): Acme, \(appearance)")
            }
            let screenshot = cli.directory.appendingPathComponent(name)
            let load = try browser.screenshot(cli.directory.appendingPathComponent("preview.html"), to: screenshot, width: 1280, height: 900)
            #expect(load.status == 0)
            #expect(load.consoleMessages.isEmpty, "console: \(load.consoleMessages)")
            let image = try PNGImage(try Data(contentsOf: screenshot))
            // The dark screens sit on the themes' dark background, #111827, across their width.
            #expect(image.rows(withRunOf: 200, of: PNGImage.Pixel(red: 0x11, green: 0x18, blue: 0x27, alpha: 255)) >= 10, "\(name)")
            try Self.record(screenshot, as: name)
        }
    }

    @Test("a font none of whose families is installed is marked so in the browser; an installed one is not", .enabled(if: hasBrowser, browserMissing))
    func missingFontsInBrowser() throws {
        let browser = try browser()
        // A family fontconfig has here: Chromium needs one to draw text, and fontconfig's own package needs one of these.
        let families = [("DejaVu Sans", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), ("Liberation Sans", "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf")]
        let installed = try #require(families.first { FileManager.default.fileExists(atPath: $0.1) }?.0, "neither DejaVu Sans nor Liberation Sans is installed")
        let cli = try CLIRun()
        try cli.write(
            "themes/a.yaml",
            """
            themes:
              Only:
                fonts:
                  here: { name: "\(installed)", size: 17 }
                  missing: { name: "No Such Family \\" ThemeGen", size: 17 }

            """)
        #expect(cli.run("preview", "themes", "-o", "preview.html", "--quiet") == .success, "\(cli.error)")
        let load = try browser.dumpDOM(cli.directory.appendingPathComponent("preview.html"))
        #expect(load.status == 0)
        #expect(load.consoleMessages.isEmpty, "console: \(load.consoleMessages)")
        let specimens = load.output.components(separatedBy: "<div class=\"specimen").dropFirst().map { String($0.prefix(400)) }
        try #require(specimens.count == 2, "\(load.output.prefix(2000))")
        #expect(specimens[0].hasPrefix("\" data-families="), "\(specimens[0])")
        #expect(!specimens[0].contains("not installed here"), "\(specimens[0])")
        #expect(specimens[1].hasPrefix(" missing\" data-families="), "\(specimens[1])")
        #expect(specimens[1].contains("Aa Bb Cc 123</div><div class=\"note missing-note\">not installed here: drawn in a fallback face</div>"), "\(specimens[1])")
    }

    /// A theme whose body font is a face by its full name, and a config that embeds a file for it.
    private static func embeddingFiles(_ cli: CLIRun, font: String) throws {
        try cli.write("themes/a.yaml", "themes:\n  Only:\n    fonts:\n      body: { name: \"Embedded ThemeGen Face\", size: 17 }\n")
        try cli.write("themegen.yml", "inputs: [themes]\npreview:\n  fonts:\n    Embedded ThemeGen Face: \(font)\n")
    }

    @Test("preview.fonts embeds each font file as a data URL, and refuses, at its entry, a file that is not a font")
    func embeddedFonts() throws {
        let cli = try CLIRun()
        try Self.embeddingFiles(cli, font: "fonts/Face.ttf")
        try cli.write("fonts/Face.ttf", "\u{0}\u{1}\u{0}\u{0}rest of a TrueType file")
        #expect(cli.run("preview", "--config", "themegen.yml", "-o", "-", "--quiet") == .success, "\(cli.error)")
        let base64 = Data("\u{0}\u{1}\u{0}\u{0}rest of a TrueType file".utf8).base64EncodedString()
        #expect(
            cli.output.contains(
                "<style id=\"embedded-fonts\">\n@font-face { font-family: \"Embedded ThemeGen Face\"; src: url(data:font/ttf;base64,\(base64)) format(\"truetype\"); }\n</style>\n"))
        #expect(cli.output.components(separatedBy: "url(").count == 2, "the data URL is the page's only url(")

        try cli.write("fonts/Face.ttf", "<html>not a font</html>")
        #expect(cli.run("preview", "--config", "themegen.yml", "-o", "-", "--quiet") == .failure)
        #expect(cli.error == "themegen.yml:4:29: error: the font file 'fonts/Face.ttf' does not begin as a .ttf font does; is it a font file, and named for its format?\n")
        try Self.embeddingFiles(cli, font: "fonts/Face.txt")
        #expect(cli.run("preview", "--config", "themegen.yml", "-o", "-", "--quiet") == .failure)
        #expect(cli.error == "themegen.yml:4:29: error: the font file 'fonts/Face.txt' does not exist\n")
        try cli.write("fonts/Face.txt", "text")
        #expect(cli.run("preview", "--config", "themegen.yml", "-o", "-", "--quiet") == .failure)
        #expect(cli.error == "themegen.yml:4:29: error: the font file 'fonts/Face.txt' is not a font file the preview embeds: name it .ttf, .otf, .woff or .woff2\n")
    }

    @Test("an embedded font draws its specimen in the browser: the face is not marked missing", .enabled(if: hasBrowser, browserMissing))
    func embeddedFontInBrowser() throws {
        let browser = try browser()
        let system = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"]
        let file = try #require(system.first { FileManager.default.fileExists(atPath: $0) }, "neither DejaVu Sans nor Liberation Sans is installed")
        let cli = try CLIRun()
        try Self.embeddingFiles(cli, font: "fonts/Face.ttf")
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: file), to: cli.directory.appendingPathComponent("fonts/Face.ttf"))
        for (config, marked) in [(["--config", "themegen.yml"], false), (["themes"], true)] {
            #expect(cli.run(["preview"] + config + ["-o", "preview.html", "--quiet"]) == .success, "\(cli.error)")
            let load = try browser.dumpDOM(cli.directory.appendingPathComponent("preview.html"))
            #expect(load.status == 0)
            #expect(load.consoleMessages.isEmpty, "console: \(load.consoleMessages)")
            #expect(load.output.contains("<div class=\"specimen missing\"") == marked, "embedded: \(!marked)")
        }
    }

    /// With THEMEGEN_RECORD=1, the screenshot becomes the one docs/ shows.
    private static func record(_ screenshot: URL, as name: String) throws {
        guard ProcessInfo.processInfo.environment["THEMEGEN_RECORD"] == "1" else { return }
        let committed = packageRoot.appendingPathComponent("docs/images/\(name)")
        try FileManager.default.createDirectory(at: committed.deletingLastPathComponent(), withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: committed.path) { try FileManager.default.removeItem(at: committed) }
        try FileManager.default.copyItem(at: screenshot, to: committed)
    }

    @Test("the design-system sample's page, and the theme filter, in headless Chromium", .enabled(if: hasBrowser, browserMissing))
    func filterInBrowser() throws {
        let browser = try browser()
        let cli = try CLIRun()
        let designSystem = Self.packageRoot.appendingPathComponent("Examples/DesignSystem").path
        #expect(cli.run("preview", designSystem, "-o", "preview.html", "--quiet") == .success)
        let html = try String(contentsOf: cli.directory.appendingPathComponent("preview.html"), encoding: .utf8)
        // The filter typed into, as a user would: the page's own script handles the input event.
        let typing = "<script>const box = document.getElementById(\"theme-filter\"); box.value = \"NIM\"; box.dispatchEvent(new Event(\"input\"));</script>\n"
        let scripted = html.replacingOccurrences(of: "</body>", with: typing + "</body>")
        let page = cli.directory.appendingPathComponent("filtered.html")
        try Data(scripted.utf8).write(to: page)
        let load = try browser.dumpDOM(page)
        #expect(load.status == 0)
        #expect(load.consoleMessages.isEmpty, "console: \(load.consoleMessages)")
        #expect(load.output.contains("<output id=\"theme-count\" for=\"theme-filter\">1 of 2 themes shown</output>"), "\(load.output.prefix(3000))")
        #expect(load.output.contains("<style id=\"theme-filter-rules\">.t0 { display: none; }</style>"))
    }
}
