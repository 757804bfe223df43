/// The names a DTCG token document may write where the token reader expects one of a few, for editors'
/// completion: each is the reader's own list.
public enum DesignTokenFormat {
    /// Every `$type` the reader knows: DTCG's types, Tokens Studio's, then the other names for them.
    public static var typeNames: [String] { DesignTokenType.allNames }
    /// The units of a dimension.
    public static var dimensionUnits: [String] { DesignTokenValueDecoder.dimensionUnits }
    /// The units of a duration.
    public static var durationUnits: [String] { DesignTokenValueDecoder.durationUnits }
    /// DTCG's names for font weights, lightest first (names of one weight in alphabetical order).
    public static var weightNames: [String] {
        DesignTokenValueDecoder.fontWeightNames.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
    }
}
