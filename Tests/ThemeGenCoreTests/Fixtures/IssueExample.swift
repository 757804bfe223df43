/// The schema example from the loaders issue, verbatim, and the same themes as an XML property list.
enum IssueExample {
    static let yaml = """
    defaultTheme: Solid Blue        # used when nothing is stored or the stored id is unknown
    storageKey: Theme               # UserDefaults key for the chosen theme (default "Theme")
    themes:
      Solid Blue:                   # display name; the stored id defaults to the same string
        typography:
          family: Avenir
          faces: { light: Light, regular: Book, medium: Medium, bold: Heavy }   # null or "" = family alone
          sizeAdjustment: 1.0
        colors:
          primary: "#FFFFFF"
          background: "#1F4E8C"
          separator: "#FFFFFF33"                                # #RGB #RGBA #RRGGBB #RRGGBBAA
          sectionHeaderTitle: "{colors.primary}"                # reference to another token of the same theme
          sectionHeaderBackground: { light: "#0000FF", dark: "#000080" }   # appearance variants
        fonts:
          sectionHeaderTitle: { weight: bold, size: 20, textStyle: headline }  # family + faces[weight]
          body: { weight: regular, size: 17, textStyle: body }
          caption: { name: Helvetica-Oblique, size: 12 }        # an explicit font name
        numbers:
          sectionHeaderAlpha: 0.8
        values:                                                 # enum-like strings, e.g. status bar style
          statusBarStyle: lightContent
      Pretty Pink:
        id: pink                                                # optional stored id, kept stable across renames
        extends: Solid Blue                                     # inherit everything, override some
        colors:
          background: "#FFC0CB"
          sectionHeaderBackground: "#FF69B4"

    """

    static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>defaultTheme</key>
    \t<string>Solid Blue</string>
    \t<key>storageKey</key>
    \t<string>Theme</string>
    \t<key>themes</key>
    \t<dict>
    \t\t<key>Solid Blue</key>
    \t\t<dict>
    \t\t\t<key>typography</key>
    \t\t\t<dict>
    \t\t\t\t<key>family</key><string>Avenir</string>
    \t\t\t\t<key>faces</key>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>light</key><string>Light</string>
    \t\t\t\t\t<key>regular</key><string>Book</string>
    \t\t\t\t\t<key>medium</key><string>Medium</string>
    \t\t\t\t\t<key>bold</key><string>Heavy</string>
    \t\t\t\t</dict>
    \t\t\t\t<key>sizeAdjustment</key><real>1.0</real>
    \t\t\t</dict>
    \t\t\t<key>colors</key>
    \t\t\t<dict>
    \t\t\t\t<key>primary</key><string>#FFFFFF</string>
    \t\t\t\t<key>background</key><string>#1F4E8C</string>
    \t\t\t\t<key>separator</key><string>#FFFFFF33</string>
    \t\t\t\t<key>sectionHeaderTitle</key><string>{colors.primary}</string>
    \t\t\t\t<key>sectionHeaderBackground</key>
    \t\t\t\t<dict><key>light</key><string>#0000FF</string><key>dark</key><string>#000080</string></dict>
    \t\t\t</dict>
    \t\t\t<key>fonts</key>
    \t\t\t<dict>
    \t\t\t\t<key>sectionHeaderTitle</key>
    \t\t\t\t<dict><key>weight</key><string>bold</string><key>size</key><integer>20</integer><key>textStyle</key><string>headline</string></dict>
    \t\t\t\t<key>body</key>
    \t\t\t\t<dict><key>weight</key><string>regular</string><key>size</key><integer>17</integer><key>textStyle</key><string>body</string></dict>
    \t\t\t\t<key>caption</key>
    \t\t\t\t<dict><key>name</key><string>Helvetica-Oblique</string><key>size</key><integer>12</integer></dict>
    \t\t\t</dict>
    \t\t\t<key>numbers</key>
    \t\t\t<dict><key>sectionHeaderAlpha</key><real>0.8</real></dict>
    \t\t\t<key>values</key>
    \t\t\t<dict><key>statusBarStyle</key><string>lightContent</string></dict>
    \t\t</dict>
    \t\t<key>Pretty Pink</key>
    \t\t<dict>
    \t\t\t<key>id</key><string>pink</string>
    \t\t\t<key>extends</key><string>Solid Blue</string>
    \t\t\t<key>colors</key>
    \t\t\t<dict>
    \t\t\t\t<key>background</key><string>#FFC0CB</string>
    \t\t\t\t<key>sectionHeaderBackground</key><string>#FF69B4</string>
    \t\t\t</dict>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """
}
