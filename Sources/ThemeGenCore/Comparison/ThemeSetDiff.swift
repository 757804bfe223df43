/// What changed between two resolved theme sets: themes added, removed and renamed (matched by stored
/// id), keys added and removed, and every resolved value that differs, with why it changed.
public struct ThemeSetDiff: Sendable, Hashable {
    /// A theme by its display name and stored id.
    public struct ThemeName: Sendable, Hashable {
        public var name: String
        public var storedID: String
    }

    /// A theme whose stored id stayed while its display name changed.
    public struct Rename: Sendable, Hashable {
        public var storedID: String
        public var oldName: String
        public var newName: String
    }

    /// The edited value a change comes from: a key of a theme whose own definition changed.
    public struct Source: Sendable, Hashable {
        public var theme: String
        public var key: KeyReference
        /// Where the edited value is now defined.
        public var location: SourceLocation
    }

    /// Why a value changed.
    public enum Cause: Sendable, Hashable {
        /// Its own definition changed (edited, added to the theme, or its override removed).
        case edited
        /// It is inherited, and the same key of the ancestor changed.
        case inherited(from: String)
        /// Keys it refers to changed (`{colors.primary}`, a font size from a dimension).
        case referenced([KeyReference])
    }

    /// One resolved value of one theme that differs.
    public struct ValueChange: Sendable, Hashable {
        /// The theme's display name in the new set.
        public var theme: String
        public var key: KeyReference
        /// The values as `ValueDescription` words them, precisely.
        public var old: String
        public var new: String
        public var cause: Cause
        /// The edited values it changed through; empty when the value itself was edited.
        public var sources: [Source]
        /// Where the new value is defined.
        public var location: SourceLocation
    }

    /// Themes in the new set only, in its order.
    public var addedThemes: [ThemeName] = []
    /// Themes in the old set only, in its order.
    public var removedThemes: [ThemeName] = []
    public var renamedThemes: [Rename] = []
    /// Keys in the new set only, by group in the new set's order.
    public var addedKeys: [KeyReference] = []
    /// Keys in the old set only, by group in the old set's order.
    public var removedKeys: [KeyReference] = []
    /// Changed values, by group, then key in the new set's order, then theme in its order.
    public var changes: [ValueChange] = []
    /// The themes with changed values, in the new set's order.
    public var changedThemes: [String] = []
    /// Contrast findings of the new set, in the appearances the old set had no such finding in.
    public var introducedFindings: [ContrastFinding] = []
    /// Contrast findings of the old set, in the appearances the new set no longer has them in (themes
    /// in both sets only).
    public var resolvedFindings: [ContrastFinding] = []

    /// Whether the two sets resolve to the same themes, keys and values.
    public var isEmpty: Bool {
        addedThemes.isEmpty && removedThemes.isEmpty && renamedThemes.isEmpty && addedKeys.isEmpty && removedKeys.isEmpty && changes.isEmpty
            && introducedFindings.isEmpty && resolvedFindings.isEmpty
    }
}
