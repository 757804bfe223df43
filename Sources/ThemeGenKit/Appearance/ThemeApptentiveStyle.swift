public nonisolated struct ThemeApptentiveStyle: Hashable, Sendable {
    /// A style key's colour or font, in place of the one the SDK derives from the settings.
    public struct Override<Value: Hashable & Sendable>: Hashable, Sendable {
        /// The style key (`com.apptentive.header.title`).
        public let key: String
        public let value: Value

        /// `key`'s `value`.
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The font family; `nil` for the system font (the SDK's default).
    public let fontFamily: String?
    /// The face suffixes of the four weights the SDK uses; `nil` for the family's face without one.
    public let lightFaceAttribute: String?
    public let regularFaceAttribute: String?
    public let mediumFaceAttribute: String?
    public let boldFaceAttribute: String?
    /// The multiplier of every font size but the overrides'.
    public let sizeAdjustment: Double
    /// The base colours; `nil` where the theme leaves the SDK's default, which follows dark mode.
    public let primaryColor: ThemeColor?
    public let secondaryColor: ThemeColor?
    public let failureColor: ThemeColor?
    public let backgroundColor: ThemeColor?
    public let separatorColor: ThemeColor?
    public let collectionBackgroundColor: ThemeColor?
    public let placeholderColor: ThemeColor?
    /// Colours of style keys given explicitly (`ColorOverrides`), in the SDK header's order of keys.
    public let colorOverrides: [Override<ThemeColor>]
    /// Fonts of text styles given explicitly (`FontOverrides`), which do not follow Dynamic Type.
    public let fontOverrides: [Override<ThemeFont>]

    /// The settings from a theme's rows of a generated Apptentive table.
    public init(rows: [TableEntry]) {
        var typography: (family: String?, faces: [String?], sizeAdjustment: Double)?
        var base: [ThemeColor?] = []
        var colorOverrides: [Override<ThemeColor>] = []
        var fontOverrides: [Override<ThemeFont>] = []
        for row in rows {
            if row.take("typography") {
                let family = row.take(TableEntry.absent) ? nil : row.text()
                let faces = (0..<4).map { _ in row.take(TableEntry.absent) ? nil : row.text() }
                typography = (family, faces, row.number())
            } else if row.take("colors") {
                base = (0..<7).map { _ in row.take(TableEntry.absent) ? nil : ThemeColor(tableEntry: row) }
            } else if row.take("color") {
                colorOverrides.append(Override(key: row.text(), value: ThemeColor(tableEntry: row)))
            } else if row.take("font") {
                fontOverrides.append(Override(key: row.text(), value: ThemeFont(tableEntry: row)))
            } else {
                row.damaged("a row is not typography, colors, color or font")
            }
        }
        guard let typography, base.count == 7 else {
            preconditionFailure("themegen: the Apptentive table lacks its typography or colours; generate the file again")
        }
        fontFamily = typography.family
        (lightFaceAttribute, regularFaceAttribute, mediumFaceAttribute, boldFaceAttribute) =
            (typography.faces[0], typography.faces[1], typography.faces[2], typography.faces[3])
        sizeAdjustment = typography.sizeAdjustment
        (primaryColor, secondaryColor, failureColor, backgroundColor) = (base[0], base[1], base[2], base[3])
        (separatorColor, collectionBackgroundColor, placeholderColor) = (base[4], base[5], base[6])
        self.colorOverrides = colorOverrides
        self.fontOverrides = fontOverrides
    }
}
