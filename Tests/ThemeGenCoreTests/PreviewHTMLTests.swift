import Foundation
import Testing

@testable import ThemeGenCore

/// The preview page's pieces: values as CSS, and text from inputs escaped for HTML and CSS.
@Suite("Preview HTML")
struct PreviewHTMLTests {
    @Test("colours: sRGB as hex, Display P3 as color(display-p3 …)")
    func colors() {
        #expect(PreviewCSS.color(RGBA(red8: 0x1F, green8: 0x4E, blue8: 0x8C)) == "#1F4E8C")
        #expect(PreviewCSS.color(RGBA(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)) == "#00000080")
        #expect(PreviewCSS.color(RGBA(red: 1, green: 0, blue: 0.5, alpha: 0.25, space: .displayP3)) == "color(display-p3 1 0 0.5000076295109483 / 0.2500038147554742)")
    }

    @Test("gradients point from their start to their end; radial ones sit at their centre")
    func gradients() {
        let red = ThemeColor(light: RGBA(red8: 255, green8: 0, blue8: 0))
        let blue = ThemeColor(light: RGBA(red8: 0, green8: 0, blue8: 255))
        let stops = [Gradient.Stop(color: red, location: 0), Gradient.Stop(color: blue, location: 1)]
        let down = Gradient(kind: .linear(start: .init(x: 0.5, y: 0), end: .init(x: 0.5, y: 1)), stops: stops)
        let right = Gradient(kind: .linear(start: .init(x: 0, y: 0.5), end: .init(x: 1, y: 0.5)), stops: stops)
        let diagonal = Gradient(kind: .linear(start: .init(x: 1, y: 1), end: .init(x: 0, y: 0)), stops: stops)
        let radial = Gradient(kind: .radial(center: .init(x: 0.5, y: 0.25), radius: 120), stops: stops)
        #expect(PreviewCSS.gradient(down) == "linear-gradient(180deg, #FF0000 0%, #0000FF 100%)")
        #expect(PreviewCSS.gradient(right) == "linear-gradient(90deg, #FF0000 0%, #0000FF 100%)")
        #expect(PreviewCSS.gradient(diagonal) == "linear-gradient(-45deg, #FF0000 0%, #0000FF 100%)")
        #expect(PreviewCSS.gradient(radial) == "radial-gradient(circle 120px at 50% 25%, #FF0000 0%, #0000FF 100%)")
    }

    @Test("names cannot end a CSS string or an HTML attribute")
    func escaping() {
        #expect(PreviewCSS.string("Avenir Next") == "\"Avenir Next\"")
        #expect(PreviewCSS.string("x\"; } body { y") == "\"x\\22 \\3b  \\7d  body \\7b  y\"")
        #expect(HTMLText.escaped("<b>\"A&B\"</b> 'c'\n") == "&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt; &#39;c&#39;\\n")
    }

    @Test("fonts: the face's full name first, the CSS weight, sizes in pixels")
    func fonts() {
        let font = ThemeFont(typeface: .family("Avenir", face: "Heavy"), weight: .heavy, size: 20, textStyle: nil, lineHeight: 24, letterSpacing: -0.5)
        #expect(PreviewCSS.font(font) == "font-family: \"Avenir Heavy\", \"Avenir-Heavy\", \"Avenir\", system-ui, sans-serif; font-weight: 800; font-size: 20px; line-height: 24px; letter-spacing: -0.5px")
    }

    @Test("the font check's families are JSON by its grammar, read back exactly, and unchanged by HTML escaping")
    func scriptData() throws {
        let names = ["Avenir Next", "a\"b\\c", "Café", "x\u{202E}y", "😀"]
        let json = PreviewScriptData.stringArray(names)
        #expect(json == #"["Avenir Next","a\u0022b\u005Cc","Caf\u00E9","x\u202Ey","\uD83D\uDE00"]"#)
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == names)
        #expect(HTMLText.escaped(json) == json.replacingOccurrences(of: "\"", with: "&quot;"))
    }
}
