/// The naming stage: gives a resolved set's themes, keys and values their Swift names (`ThemeNaming`) and
/// makes the public model from it.
enum ThemeSetNaming {
    /// The model of `resolved`, its type names with `typePrefix` before them; `nil` when names collide
    /// (reported in `log`) or the set has no default theme (reported by resolution).
    static func themeSet(of resolved: ResolvedSet, typePrefix: String, log: inout DiagnosticLog) -> ThemeSet? {
        var naming = ThemeNaming(chosen: resolved.swiftNames, typePrefix: typePrefix)
        let names = naming.name(themes: resolved.themes, completeness: resolved.completeness)
        log.append(contentsOf: naming.log.diagnostics)
        guard let names, let defaultIndex = resolved.defaultThemeIndex else { return nil }
        return ThemeSet(
            themes: resolved.themes.indices.map { index in
                var model = resolved.themes[index].model(swiftName: names.themes[index], keys: resolved.completeness.keys)
                model.apptentive = resolved.apptentiveStyles[index]
                return model
            },
            defaultThemeIndex: defaultIndex,
            storageKey: resolved.storageKey,
            groupKeys: names.keys,
            valueTypes: names.valueTypes,
            groupNodes: names.nodes,
            inputs: resolved.inputs,
            typePrefix: typePrefix,
            contrastFindings: resolved.contrastFindings)
    }
}
