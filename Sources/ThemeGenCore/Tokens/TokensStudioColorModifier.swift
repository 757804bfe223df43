/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`: lighten, darken, mix, alpha in
/// a colour space), which change a colour after its references are resolved. Tokens Studio's versions
/// compute them differently (its P3 lightening changed what it touches from one release to the next), so
/// ThemeGen cannot promise the colour Figma shows: a token with one is left out of every theme, with a
/// warning, never generated unmodified.
enum TokensStudioColorModifier {
    /// The member of `$extensions` that holds Tokens Studio's data.
    static let extensionName = "studio.tokens"

    /// The warning for a token whose `$extensions` give it a modifier (reported, the token to be left out,
    /// and every alias to it under this warning); `nil` when they give none.
    static func check(_ extensions: Node, token path: [String], log: inout DiagnosticLog) -> Diagnostic? {
        guard let modify = extensions.entries?.first(where: { $0.key == extensionName })?.value.entries?.first(where: { $0.key == "modify" }) else { return nil }
        let members = modify.value.entries ?? []
        func member(_ name: String) -> String {
            guard case .scalar(let text, _)? = members.first(where: { $0.key == name })?.value.content else { return "?" }
            return text
        }
        return log.warning(
            "token \(JSONPointer.text(path)) has Tokens Studio's colour modifier '\(member("type"))' (\(member("value")) in \(member("space"))), "
                + "which ThemeGen does not apply (Tokens Studio's versions compute it differently); write the resulting colour, or a colour of its own, as the token's value",
            at: modify.keyLocation, consequence: "the token is left out of every theme",
            fold: Diagnostic.Fold(kind: "colour modifier", subject: JSONPointer.text(path)))
    }
}
