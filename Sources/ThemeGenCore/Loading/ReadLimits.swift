/// The limits every reader enforces, so that any input is read in bounded time and memory and no
/// nesting can exhaust the stack: the one place they are decided.
public struct ReadLimits: Sendable {
    /// The most nested mappings and lists (dictionaries and arrays) a document may have.
    public var maximumDepth = 64
    /// The most values a document may hold once every alias (YAML) or shared object (binary plist) is
    /// expanded.
    public var maximumNodes = 1_000_000

    /// The default limits.
    public init() {}

    /// The error for a document that holds more than `maximumNodes` nodes by itself (no alias or shared
    /// object expanded).
    var sizeMessage: String {
        "this file holds more than \(maximumNodes) keys, values, mappings and lists; ThemeGen reads at most that many from one file, so split its themes across several files"
    }

    /// The error for nesting past `maximumDepth`.
    var depthMessage: String {
        "nesting is deeper than \(maximumDepth) levels; a theme file never needs that"
    }
}
