import Foundation
import Testing

import ThemeGenCore
@testable import themegen

/// `themegen lsp`'s help while typing, by JSON-RPC transcripts with exact replies: hover (a key's value in
/// every theme, with swatches), go to definition (a reference's key in the theme the line is in, an
/// `extends:`'s theme; a DTCG alias's or `$ref`'s token in every file, a resolver's source file), completion (keys in `{…}`, themes, weights, system colours), the colours a file
/// writes and a picked colour's text; and the protocol's errors for positions outside the document.
@Suite("themegen lsp: hover, definition, completion, colours")
struct LanguageServerEditingTests {
    static let theme = """
        themes:
          Light:
            colors:
              primary: "#FF0000"
              title: "{colors.primary}"
              accent: "#00FF00"
            fonts:
              body: { weight: bold, size: 17 }
          Dark:
            extends: Light
            colors:
              primary: { light: "#000000", dark: "#FFFFFF80" }
              accent: "{colors.title}"

        """

    /// A server with `theme` open as `Themes/app.yaml`, and that file's URI.
    static func server(_ cli: CLIRun, text: String = theme) throws -> (LanguageServer, String) {
        try cli.write("Themes/app.yaml", text)
        let uri = cli.directory.appendingPathComponent("Themes/app.yaml").standardizedFileURL.absoluteString
        var server = LanguageServer()
        _ = LanguageServerTests.send(&server, LanguageServerTests.initialize)
        _ = LanguageServerTests.send(&server, LanguageServerTests.open(uri, text))
        return (server, uri)
    }

    /// A request `method` about `uri` at `line` and `character`, with id 9.
    static func request(_ method: String, _ uri: String, _ line: Int, _ character: Int) -> String {
        #"{"jsonrpc":"2.0","id":9,"method":"\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#
    }

    /// The Markdown image hover draws for a colour: a 12-point square in an SVG `data:` URL.
    static func swatch(_ hex: String, fill: String) -> String {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"><rect width="12" height="12" fill="\##(fill)" stroke="#808080"/></svg>"##
        return "![\(hex)](data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString()))"
    }

    /// The server's reply as JSON text, its Markdown decoded, for comparing with text written out.
    static func hoverMarkdown(_ reply: String) throws -> String? {
        let object = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
        return ((object?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    }

    @Test("hover on a reference: the key's value in every theme with swatches, light then dark, where each is defined, and the reference's range")
    func hoverOnReference() throws {
        let cli = try CLIRun()
        var (server, uri) = try Self.server(cli)
        let replies = LanguageServerTests.send(&server, Self.request("textDocument/hover", uri, 4, 16))
        #expect(replies.count == 1)
        let reply = try #require(replies.first)
        #expect(reply.hasSuffix(#""range":{"end":{"character":30,"line":4},"start":{"character":14,"line":4}}}}"#), "\(reply)")
        let red = Self.swatch("#FF0000", fill: "#FF0000")
        let black = Self.swatch("#000000", fill: "#000000")
        let white = Self.swatch("#FFFFFF80", fill: "#FFFFFF80")
        #expect(
            try Self.hoverMarkdown(reply) == """
                **`colors.primary`**

                | theme | value | defined |
                |---|---|---|
                | `Light` | \(red) `#FF0000` | `app.yaml:4` |
                | `Dark` | \(black) \(white) `#000000 dark #FFFFFF80` | `app.yaml:12` |
                """)
    }

    @Test("hover on a line that defines a key: that key, with the reference it goes through and what it inherits")
    func hoverOnKey() throws {
        let cli = try CLIRun()
        var (server, uri) = try Self.server(cli)
        let black = Self.swatch("#000000", fill: "#000000")
        let white = Self.swatch("#FFFFFF80", fill: "#FFFFFF80")
        let accent = LanguageServerTests.send(&server, Self.request("textDocument/hover", uri, 12, 7))
        #expect(
            try Self.hoverMarkdown(try #require(accent.first)) == """
                **`colors.accent`**

                | theme | value | defined |
                |---|---|---|
                | `Light` | \(Self.swatch("#00FF00", fill: "#00FF00")) `#00FF00` | `app.yaml:6` |
                | `Dark` | \(black) \(white) `#000000 dark #FFFFFF80` | `app.yaml:13`, via `{colors.title}` |
                """)
        let body = LanguageServerTests.send(&server, Self.request("textDocument/hover", uri, 7, 8))
        #expect(
            try Self.hoverMarkdown(try #require(body.first)) == """
                **`fonts.body`**

                | theme | value | defined |
                |---|---|---|
                | `Light` | `system, bold, 17 pt` | `app.yaml:8` |
                | `Dark` | `system, bold, 17 pt` | `app.yaml:8`, inherited from `Light` |
                """)
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/hover", uri, 9, 3)) == [#"{"id":9,"jsonrpc":"2.0","result":null}"#])
    }

    @Test("go to definition: a reference leads to its key in the line's theme (in the ancestor when inherited); extends: to the theme")
    func definition() throws {
        let cli = try CLIRun()
        var (server, uri) = try Self.server(cli)
        // Dark's `{colors.title}`: Dark inherits `title` from Light, so the definition is Light's line.
        #expect(
            LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 12, 18)) == [
                #"{"id":9,"jsonrpc":"2.0","result":{"range":{"end":{"character":6,"line":4},"start":{"character":6,"line":4}},"uri":"\#(uri)"}}"#
            ])
        #expect(
            LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 9, 14)) == [
                #"{"id":9,"jsonrpc":"2.0","result":{"range":{"end":{"character":2,"line":1},"start":{"character":2,"line":1}},"uri":"\#(uri)"}}"#
            ])
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 3, 8)) == [#"{"id":9,"jsonrpc":"2.0","result":null}"#])
    }

    @Test("completion: every key inside {…} replacing what is typed, with the default theme's value; weights after weight:; themes after extends:")
    func completion() throws {
        let cli = try CLIRun()
        let typing = Self.theme.replacingOccurrences(of: #"accent: "{colors.title}""#, with: #"accent: "{col"#)
            .replacingOccurrences(of: "weight: bold", with: "weight: se").replacingOccurrences(of: "extends: Light", with: "extends: ")
        var (server, uri) = try Self.server(cli, text: Self.theme)
        _ = LanguageServerTests.send(&server, LanguageServerTests.change(uri, typing))
        // The set does not load while a reference is unfinished (hover has nothing), so the last set that did answers.
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/hover", uri, 3, 8)) == [#"{"id":9,"jsonrpc":"2.0","result":null}"#])
        let keys = LanguageServerTests.send(&server, Self.request("textDocument/completion", uri, 12, 19))
        let range = #"{"end":{"character":19,"line":12},"start":{"character":16,"line":12}}"#
        #expect(
            keys == [
                #"{"id":9,"jsonrpc":"2.0","result":{"isIncomplete":false,"items":["#
                    + ##"{"detail":"#FF0000","kind":6,"label":"colors.primary","textEdit":{"newText":"colors.primary","range":\##(range)}},"##
                    + ##"{"detail":"#FF0000","kind":6,"label":"colors.title","textEdit":{"newText":"colors.title","range":\##(range)}},"##
                    + ##"{"detail":"#00FF00","kind":6,"label":"colors.accent","textEdit":{"newText":"colors.accent","range":\##(range)}},"##
                    + #"{"detail":"system, bold, 17 pt","kind":6,"label":"fonts.body","textEdit":{"newText":"fonts.body","range":\#(range)}}]}}"#
            ])
        let weights = LanguageServerTests.send(&server, Self.request("textDocument/completion", uri, 7, 24))
        let weightRange = #"{"end":{"character":24,"line":7},"start":{"character":22,"line":7}}"#
        let weightItems = FontWeight.allCases.map {
            #"{"detail":"font weight","kind":20,"label":"\#($0.rawValue)","textEdit":{"newText":"\#($0.rawValue)","range":\#(weightRange)}}"#
        }
        #expect(weights == [#"{"id":9,"jsonrpc":"2.0","result":{"isIncomplete":false,"items":["# + weightItems.joined(separator: ",") + "]}}"])
        let themes = LanguageServerTests.send(&server, Self.request("textDocument/completion", uri, 9, 13))
        let themeRange = #"{"end":{"character":13,"line":9},"start":{"character":13,"line":9}}"#
        #expect(
            themes == [
                #"{"id":9,"jsonrpc":"2.0","result":{"isIncomplete":false,"items":["#
                    + #"{"detail":"theme","kind":12,"label":"Light","textEdit":{"newText":"Light","range":\#(themeRange)}},"#
                    + #"{"detail":"theme","kind":12,"label":"Dark","textEdit":{"newText":"Dark","range":\#(themeRange)}}]}}"#
            ])
    }

    @Test("the colours a file writes, with ranges in UTF-16 and sRGB components; a picked colour written in the quotes it had")
    func colors() throws {
        let cli = try CLIRun()
        let text = "themes:\n  Light:\n    colors: { \"🎨\": \"#FF000080\", b: 'rgb(0 0 255)', c: \"{colors.b}\", d: \"#GG\" }\n"
        var (server, uri) = try Self.server(cli, text: text)
        let document = #"{"jsonrpc":"2.0","id":9,"method":"textDocument/documentColor","params":{"textDocument":{"uri":"\#(uri)"}}}"#
        #expect(
            LanguageServerTests.send(&server, document) == [
                #"{"id":9,"jsonrpc":"2.0","result":["#
                    + #"{"color":{"alpha":0.5019607843137255,"blue":0,"green":0,"red":1},"range":{"end":{"character":31,"line":2},"start":{"character":20,"line":2}}},"#
                    + #"{"color":{"alpha":1,"blue":1,"green":0,"red":0},"range":{"end":{"character":50,"line":2},"start":{"character":36,"line":2}}}]}"#
            ])
        // 'rgb(0 0 255)' picked as #0080FF: in its single quotes. ("🎨" takes two UTF-16 units.)
        let pick =
            #"{"jsonrpc":"2.0","id":9,"method":"textDocument/colorPresentation","params":{"textDocument":{"uri":"\#(uri)"},"#
            + #""color":{"red":0,"green":0.5,"blue":1,"alpha":1},"range":{"start":{"line":2,"character":36},"end":{"line":2,"character":50}}}}"#
        #expect(
            LanguageServerTests.send(&server, pick) == [
                ##"{"id":9,"jsonrpc":"2.0","result":[{"label":"#0080FF","textEdit":{"newText":"'#0080FF'","range":{"end":{"character":50,"line":2},"start":{"character":36,"line":2}}}}]}"##
            ])
    }

    @Test("positions outside the document, a document neither open nor saved, and a broken colour get the protocol's errors")
    func errors() throws {
        let cli = try CLIRun()
        var (server, uri) = try Self.server(cli)
        for (line, character) in [(40, 0), (3, 60), (-1, 0)] {
            #expect(
                LanguageServerTests.send(&server, Self.request("textDocument/hover", uri, line, character)) == [
                    #"{"error":{"code":-32602,"message":"'textDocument/hover' needs a position in the document"},"id":9,"jsonrpc":"2.0"}"#
                ])
        }
        let missing = cli.directory.appendingPathComponent("Themes/missing.yaml").standardizedFileURL.absoluteString
        #expect(
            LanguageServerTests.send(&server, Self.request("textDocument/definition", missing, 0, 0)) == [
                #"{"error":{"code":-32602,"message":"'\#(missing)' is not open and cannot be read"},"id":9,"jsonrpc":"2.0"}"#
            ])
        let pick =
            #"{"jsonrpc":"2.0","id":9,"method":"textDocument/colorPresentation","params":{"textDocument":{"uri":"\#(uri)"},"color":{"red":0},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}}}}"#
        #expect(
            LanguageServerTests.send(&server, pick) == [
                #"{"error":{"code":-32602,"message":"'textDocument/colorPresentation' needs a color and a range in the document"},"id":9,"jsonrpc":"2.0"}"#
            ])
        #expect(server.exitStatus == nil)
    }

    /// The sample token project, themes/tokens.
    static let sampleTokenProject = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../themes/tokens").standardizedFileURL

    /// A server with the saved `file` open, the file's URI, and the replies to opening it.
    static func serverOpening(_ file: URL) throws -> (LanguageServer, String, [String]) {
        var server = LanguageServer()
        _ = LanguageServerTests.send(&server, LanguageServerTests.initialize)
        let opened = LanguageServerTests.send(&server, LanguageServerTests.open(file.absoluteString, try String(contentsOf: file, encoding: .utf8)))
        return (server, file.absoluteString, opened)
    }

    @Test("a token file in a project's subfolder is read with the whole project (its resolver's folder): hover shows each theme's value, Display P3 drawn as such")
    func tokenProject() throws {
        let project = Self.sampleTokenProject
        var (server, uri, opened) = try Self.serverOpening(project.appending(path: "brand/acme.tokens.json"))
        #expect(opened.contains { $0.contains(project.appending(path: "appearance/dark.tokens.json").absoluteString) }, "the resolver's other files are in the set")
        let hover = LanguageServerTests.send(&server, Self.request("textDocument/hover", uri, 3, 8))
        let nimbus = Self.swatch("p3#854DEB", fill: "color(display-p3 0.5199969481956207 0.30000762951094834 0.9199969481956206)")
        #expect(
            try Self.hoverMarkdown(try #require(hover.first)) == """
                **`colors.brand.accent`**

                | theme | value | defined |
                |---|---|---|
                | `Acme` | \(Self.swatch("#3B82F6", fill: "#3B82F6")) `#3B82F6` | `acme.tokens.json:4` |
                | `Nimbus` | \(nimbus) `p3#854DEB` | `nimbus.tokens.json:4` |
                """)
        // A DTCG alias names a token path, not a key: token paths are offered in it, not keys.
        let completion = try #require(LanguageServerTests.send(&server, Self.request("textDocument/completion", uri, 3, 48)).first)
        #expect(completion.contains(#""label":"palette.blue.500""#) && !completion.contains(#""label":"colors."#), "\(completion.prefix(300))")
    }

    @Test("in a token project, an alias or a $ref pointer leads to every file that defines the token, and hover shows the key it makes; a resolver's source leads to its file, its pointers to its sets and modifiers")
    func tokenDefinitions() throws {
        let project = Self.sampleTokenProject
        var (server, uri, _) = try Self.serverOpening(project.appending(path: "components.tokens.json"))
        // `"radius": { "$type": "dimension", "$value": "{brand.radius}" }`: each brand's file defines it, at line 7.
        let acme = project.appending(path: "brand/acme.tokens.json").absoluteString
        let nimbus = project.appending(path: "brand/nimbus.tokens.json").absoluteString
        let both =
            #"{"id":9,"jsonrpc":"2.0","result":[{"range":{"end":{"character":4,"line":6},"start":{"character":4,"line":6}},"uri":"\#(acme)"},"#
            + #"{"range":{"end":{"character":4,"line":6},"start":{"character":4,"line":6}},"uri":"\#(nimbus)"}]}"#
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 7, 54)) == [both])
        // `{ "$ref": "#/brand/radius" }` names the same token.
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 12, 60)) == [both])
        // An alias of nothing, and a place that is no reference, lead nowhere.
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 4, 10)) == [#"{"id":9,"jsonrpc":"2.0","result":null}"#])
        let hover = try #require(LanguageServerTests.send(&server, Self.request("textDocument/hover", uri, 7, 54)).first)
        #expect(hover.hasSuffix(#""range":{"end":{"character":65,"line":7},"start":{"character":51,"line":7}}}}"#), "\(hover)")
        #expect(
            try Self.hoverMarkdown(hover) == """
                **`dimensions.brand.radius`**

                | theme | value | defined |
                |---|---|---|
                | `Acme` | `6 pt` | `acme.tokens.json:7` |
                | `Nimbus` | `14 pt` | `nimbus.tokens.json:7` |
                """)
        // The resolver: `"Acme": [{ "$ref": "brand/acme.tokens.json" }]` leads to the file.
        let resolver = project.appending(path: "design.resolver.json")
        _ = LanguageServerTests.send(&server, LanguageServerTests.open(resolver.absoluteString, try String(contentsOf: resolver, encoding: .utf8)))
        #expect(
            LanguageServerTests.send(&server, Self.request("textDocument/definition", resolver.absoluteString, 13, 30)) == [
                #"{"id":9,"jsonrpc":"2.0","result":{"range":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}},"uri":"\#(acme)"}}"#
            ])
        // Its resolution order's `{ "$ref": "#/sets/primitives" }`, `"#/modifiers/brand"` and `"#/modifiers/appearance"`: the names in it.
        func inResolver(_ line: Int) -> [String] {
            [#"{"id":9,"jsonrpc":"2.0","result":[{"range":{"end":{"character":4,"line":\#(line)},"start":{"character":4,"line":\#(line)}},"uri":"\#(resolver.absoluteString)"}]}"#]
        }
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", resolver.absoluteString, 30, 20)) == inResolver(6))
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", resolver.absoluteString, 31, 20)) == inResolver(10))
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", resolver.absoluteString, 32, 26)) == inResolver(18))
    }

    @Test("$extends and an alias of a group lead to the group's name; a string with escapes is no reference")
    func groupDefinitions() throws {
        let cli = try CLIRun()
        let text = """
            {
              "base": { "$type": "color", "fill": { "$value": "#000000" } },
              "button": { "$extends": "{base}", "edge": { "$type": "color", "$value": "{base.fill}" } },
              "odd": { "$description": "a \\"{base}\\" quote", "x": { "$type": "color", "$value": "#FFFFFF" } },
              "classic": { "$type": "color", "sd": { "$value": "{base.fill.value}" }, "ref": { "$value": { "$ref": "#/base/fill/$value" } } }
            }

            """
        try cli.write("Tokens/app.tokens.json", text)
        let uri = cli.directory.appendingPathComponent("Tokens/app.tokens.json").standardizedFileURL.absoluteString
        var server = LanguageServer()
        _ = LanguageServerTests.send(&server, LanguageServerTests.initialize)
        _ = LanguageServerTests.send(&server, LanguageServerTests.open(uri, text))
        func at(_ line: Int, _ character: Int) -> String {
            #"{"id":9,"jsonrpc":"2.0","result":[{"range":{"end":{"character":\#(character),"line":\#(line)},"start":{"character":\#(character),"line":\#(line)}},"uri":"\#(uri)"}]}"#
        }
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 2, 30)) == [at(1, 2)])
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 2, 78)) == [at(1, 30)])
        // The `{base}` of a description with escaped quotes: its text is not as written, so it is not followed.
        let none = #"{"id":9,"jsonrpc":"2.0","result":null}"#
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 3, 36)) == [none])
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 1, 4)) == [none])
        // Style Dictionary's `{base.fill.value}` and a pointer into the token's value name it too, as the loader reads them.
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 4, 55)) == [at(1, 30)])
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/definition", uri, 4, 108)) == [at(1, 30)])
    }

    @Test("completion in a token document: token paths inside an alias, the types after \"$type\":, the units after \"unit\":, DTCG's weight names after \"fontWeight\":")
    func tokenCompletion() throws {
        let cli = try CLIRun()
        let text = """
            {
              "base": { "$type": "color", "fill": { "$value": "#000000" } },
              "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
              "button": { "edge": { "$type": "color", "$value": "{base.fill}" } },
              "type": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": "bold" } }
            }

            """
        try cli.write("Tokens/app.tokens.json", text)
        let uri = cli.directory.appendingPathComponent("Tokens/app.tokens.json").standardizedFileURL.absoluteString
        var server = LanguageServer()
        _ = LanguageServerTests.send(&server, LanguageServerTests.initialize)
        _ = LanguageServerTests.send(&server, LanguageServerTests.open(uri, text))
        let typing = text.replacingOccurrences(of: ##""$type": "color", "fill": { "$value": "#000000" } },"##, with: #""$type": "co"#)
            .replacingOccurrences(of: #""unit": "px" } },"#, with: #""unit": ""#).replacingOccurrences(of: #""{base.fill}" } }"#, with: #""{ba"#)
            .replacingOccurrences(of: #""fontWeight": "bold" } }"#, with: #""fontWeight": ""#)
        _ = LanguageServerTests.send(&server, LanguageServerTests.change(uri, typing))
        func range(_ line: Int, _ start: Int, _ end: Int) -> String {
            #"{"end":{"character":\#(end),"line":\#(line)},"start":{"character":\#(start),"line":\#(line)}}"#
        }
        func reply(_ items: [(label: String, kind: Int, detail: String)], _ range: String) -> [String] {
            let written = items.map { #"{"detail":"\#($0.detail)","kind":\#($0.kind),"label":"\#($0.label)","textEdit":{"newText":"\#($0.label)","range":\#(range)}}"# }
            return [#"{"id":9,"jsonrpc":"2.0","result":{"isIncomplete":false,"items":["# + written.joined(separator: ",") + "]}}"]
        }
        // The last set that loaded answers: its tokens, sorted.
        #expect(
            LanguageServerTests.send(&server, Self.request("textDocument/completion", uri, 3, 56))
                == reply([("base.fill", 6, "token"), ("button.edge", 6, "token"), ("gap", 6, "token"), ("type", 6, "token")], range(3, 54, 56)))
        let weights = [
            "hairline", "thin", "extra-light", "ultra-light", "light", "book", "normal", "regular", "medium", "demi-bold", "semi-bold", "bold",
            "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
        ]
        #expect(LanguageServerTests.send(&server, Self.request("textDocument/completion", uri, 4, 128)) == reply(weights.map { ($0, 20, "font weight") }, range(4, 128, 128)))
        #expect(
            LanguageServerTests.send(&server, Self.request("textDocument/completion", uri, 2, 66))
                == reply([("px", 11, "dimension unit"), ("rem", 11, "dimension unit"), ("ms", 11, "duration unit"), ("s", 11, "duration unit")], range(2, 66, 66)))
        let types = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "typography", "shadow", "gradient"]
        let completed = try #require(LanguageServerTests.send(&server, Self.request("textDocument/completion", uri, 1, 24)).first)
        #expect(completed.hasPrefix(reply(types.map { ($0, 20, "token type") }, range(1, 22, 24))[0].dropLast(3)), "DTCG's types first")
        #expect(completed.contains(#""label":"boxShadow""#), "and Tokens Studio's names")
    }

    /// A rename request at `line` and `character` of `uri` to `newName`.
    static func rename(_ uri: String, _ line: Int, _ character: Int, to newName: String) -> String {
        #"{"jsonrpc":"2.0","id":9,"method":"textDocument/rename","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)},"newName":"\#(newName)"}}"#
    }

    @Test("rename a key from a reference: every theme's definition and every reference across the set's files; refused names and clashes are errors")
    func rename() throws {
        let cli = try CLIRun()
        try cli.write("Themes/other.yaml", "themes:\n  Extra:\n    extends: Light\n    colors:\n      accent: \"{colors.primary}\"\n")
        var (server, uri) = try Self.server(cli)
        let other = cli.directory.appendingPathComponent("Themes/other.yaml").standardizedFileURL.absoluteString
        #expect(
            LanguageServerTests.send(&server, Self.request("textDocument/prepareRename", uri, 4, 16)) == [
                #"{"id":9,"jsonrpc":"2.0","result":{"placeholder":"primary","range":{"end":{"character":30,"line":4},"start":{"character":14,"line":4}}}}"#
            ])
        #expect(
            LanguageServerTests.send(&server, Self.request("textDocument/prepareRename", uri, 3, 8)) == [
                #"{"id":9,"jsonrpc":"2.0","result":{"placeholder":"primary","range":{"end":{"character":13,"line":3},"start":{"character":6,"line":3}}}}"#
            ])
        func range(_ line: Int, _ start: Int, _ end: Int) -> String {
            #"{"end":{"character":\#(end),"line":\#(line)},"start":{"character":\#(start),"line":\#(line)}}"#
        }
        #expect(
            LanguageServerTests.send(&server, Self.rename(uri, 4, 16, to: "brand")) == [
                #"{"id":9,"jsonrpc":"2.0","result":{"changes":{"\#(uri)":["#
                    + #"{"newText":"brand","range":\#(range(3, 6, 13))},{"newText":"{colors.brand}","range":\#(range(4, 14, 30))},"#
                    + #"{"newText":"brand","range":\#(range(11, 6, 13))}],"#
                    + #""\#(other)":[{"newText":"{colors.brand}","range":\#(range(4, 15, 31))}]}}}"#
            ])
        #expect(
            LanguageServerTests.send(&server, Self.rename(uri, 3, 8, to: "accent")) == [
                #"{"error":{"code":-32803,"message":"the color 'accent' exists already"},"id":9,"jsonrpc":"2.0"}"#
            ])
        #expect(
            LanguageServerTests.send(&server, Self.rename(uri, 3, 8, to: "a.b")) == [
                #"{"error":{"code":-32803,"message":"'a.b' is not one part of a key: a key's part has no dots, braces, quotes or spaces"},"id":9,"jsonrpc":"2.0"}"#
            ])
        #expect(
            LanguageServerTests.send(&server, Self.rename(uri, 0, 2, to: "x")) == [
                #"{"error":{"code":-32803,"message":"no key of a theme file is here to rename"},"id":9,"jsonrpc":"2.0"}"#
            ])
    }
}
