// The notations an app and ThemeGen read alike — the overrides document's format (`ThemeOverridesFormat`)
// and colours' hex notation (`ThemeColorHex`) — live in ThemeGenFormats, which imports no Foundation, so
// that the themegen tool checks documents by them without linking Foundation. They are part of this
// library's API: a file that imports ThemeGenKit sees them.
@_exported import ThemeGenFormats
