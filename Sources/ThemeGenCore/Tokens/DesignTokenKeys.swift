/// Where a DTCG token goes in ThemeGen: the group its type becomes, and its key there — its path, less a
/// first name that only repeats the group (`color.brand.primary` is the colour `brand.primary`, so
/// `theme.colors.brand.primary`); its groups become nested groups, and a group's `$root` token is its
/// member `root`.
enum DesignTokenKeys {
    struct Placement: Hashable {
        let group: TokenGroup
        let key: String
        let groupPath: [String]

        /// The group and key alone: the group path is the key's names less the last, so hashing it too
        /// (for every token of every theme, when a theme's keys are checked for two alike) adds nothing.
        func hash(into hasher: inout Hasher) {
            hasher.combine(group)
            hasher.combine(key)
        }
    }

    static func placement(of path: [String], type: DesignTokenType) -> Placement? {
        guard let group = type.group else { return nil }
        // `$root`, the token a group itself stands for, is the key `root` in it.
        var names = path.map { $0 == "$root" ? "root" : $0 }
        if names.count > 1, let first = names.first, type.groupNames.contains(first) { names.removeFirst() }
        return Placement(group: group, key: names.joined(separator: "."), groupPath: Array(names.dropLast()))
    }
}
