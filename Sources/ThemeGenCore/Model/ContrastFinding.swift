/// A contrast pair below its minimum in one theme: the warning `ContrastCheck` reports, kept as a value
/// so that `themegen diff` can tell which findings a change introduces and which it resolves.
public struct ContrastFinding: Sendable, Hashable {
    /// The theme's display name and stored id.
    public var theme: String
    public var storedID: String
    /// The appearances the pair has these colours in, in `ColorAppearance`'s order; never empty.
    public var appearances: [ColorAppearance]
    /// The colours' keys.
    public var foreground: String
    public var background: String
    /// The colours as `RGBA.hex` writes them.
    public var foregroundHex: String
    public var backgroundHex: String
    /// The ratio, rounded down to 0.01 so that it never reads as meeting the minimum.
    public var ratio: Double
    /// The ratio the pair must reach.
    public var minimum: Double
    /// Where the pair is written.
    public var location: SourceLocation
    /// Why the pair must contrast when ThemeGen adds it itself (the Apptentive guide's pairs).
    public var origin: String?

    /// `dark and dark high contrast`, or `every appearance` for a pair whose colours are the same in all.
    var appearanceText: String {
        ColorAppearance.text(appearances)
    }

    /// `in theme 'Dark' (dark), 'text' #777777 on 'background' #FFFFFF has a contrast of 4.47:1, below the
    /// minimum of 4.5:1 (why)`: the warning's text.
    var message: String {
        let why = origin.map { " (\($0))" } ?? ""
        return "in theme \(quoted: theme) (\(appearanceText)), \(quoted: foreground) \(foregroundHex) on \(quoted: background) \(backgroundHex) "
            + "has a contrast of \(NumberText.plain(ratio)):1, below the minimum of \(NumberText.plain(minimum)):1\(why)"
    }

    /// The finding in only the appearances `keep` accepts, or `nil` when it accepts none.
    func narrowed(to keep: (ColorAppearance) -> Bool) -> ContrastFinding? {
        var narrowed = self
        narrowed.appearances = appearances.filter(keep)
        return narrowed.appearances.isEmpty ? nil : narrowed
    }
}
