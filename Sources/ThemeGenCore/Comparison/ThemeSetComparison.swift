/// Compares two resolved theme sets (`themegen diff`). Themes are matched by stored id, keys by group
/// and key; each differing value is attributed: through the keys it refers to when any of them changed
/// in the same theme, else through inheritance when the ancestor's same key changed, else to its own
/// edit. Derived changes name the edited values they come from; the contrast findings the change
/// introduces and resolves are listed too. Linear in themes × keys.
public enum ThemeSetComparison {
    /// The differences from `old` to `new`; `nil` stands for no themes at all (files that did not exist).
    public static func diff(from old: ThemeSet?, to new: ThemeSet?) -> ThemeSetDiff {
        var diff = ThemeSetDiff()
        let oldThemes = old?.themes ?? []
        let newThemes = new?.themes ?? []
        let oldByID = Dictionary(oldThemes.enumerated().map { ($1.storedID, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(newThemes.map(\.storedID))
        var pairs: [(old: Theme, new: Theme)] = []
        for theme in newThemes {
            guard let index = oldByID[theme.storedID] else {
                diff.addedThemes.append(.init(name: theme.displayName, storedID: theme.storedID))
                continue
            }
            let before = oldThemes[index]
            if before.displayName != theme.displayName {
                diff.renamedThemes.append(.init(storedID: theme.storedID, oldName: before.displayName, newName: theme.displayName))
            }
            pairs.append((before, theme))
        }
        diff.removedThemes = oldThemes.filter { !newIDs.contains($0.storedID) }.map { .init(name: $0.displayName, storedID: $0.storedID) }

        var changes: [PendingChange] = []
        for group in GroupValues.all {
            let oldKeys = old.map(group.keys) ?? []
            let newKeys = new.map(group.keys) ?? []
            let oldKeySet = Set(oldKeys)
            let newKeySet = Set(newKeys)
            diff.addedKeys += newKeys.filter { !oldKeySet.contains($0) }.map { KeyReference(group: group.group, key: $0) }
            diff.removedKeys += oldKeys.filter { !newKeySet.contains($0) }.map { KeyReference(group: group.group, key: $0) }
            changes += changedValues(of: group, in: pairs, keyOrder: newKeys)
        }
        var attribution = Attribution(changes)
        diff.changes = attribution.attributed()
        let changed = Set(changes.map(\.theme))
        diff.changedThemes = pairs.map(\.new.displayName).filter(changed.contains)
        (diff.introducedFindings, diff.resolvedFindings) = ContrastFindingComparison.compare(
            old?.contrastFindings ?? [], new?.contrastFindings ?? [], newThemes: newIDs)
        return diff
    }

    /// A differing value before its cause is known.
    struct PendingChange {
        let theme: String
        let key: KeyReference
        let old: String
        let new: String
        let entry: GroupValues.Entry
    }

    /// The group's differing values, key by key in `keyOrder`, theme by theme.
    private static func changedValues(of group: GroupValues, in pairs: [(old: Theme, new: Theme)], keyOrder: [String]) -> [PendingChange] {
        var byKey: [String: [PendingChange]] = [:]
        for pair in pairs {
            let oldIndex = Dictionary(group.entries(pair.old).enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
            for (newIndex, entry) in group.entries(pair.new).enumerated() {
                guard let index = oldIndex[entry.key], let values = group.changedValue(pair.old, index, pair.new, newIndex) else { continue }
                let key = KeyReference(group: group.group, key: entry.key)
                byKey[entry.key, default: []].append(PendingChange(theme: pair.new.displayName, key: key, old: values.old, new: values.new, entry: entry))
            }
        }
        return keyOrder.flatMap { byKey[$0] ?? [] }
    }
}
