#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `themegen diff --format json`: the whole diff as deterministic, pretty-printed JSON, for tools.
public enum DiffJSON {
    /// The JSON text, ending in a newline.
    /// - Throws: `EncodingError` if a value cannot be written as JSON (a diff holds none).
    public static func render(_ diff: ThemeSetDiff) throws -> String {
        try JSONText.of(DiffView(diff))
    }

    private struct DiffView: Encodable {
        let summary: String
        let equal: Bool
        let addedThemes: [ThemeView]
        let removedThemes: [ThemeView]
        let renamedThemes: [RenameView]
        let addedKeys: [String]
        let removedKeys: [String]
        let changes: [ChangeView]
        let contrastIntroduced: [FindingView]
        let contrastResolved: [FindingView]

        init(_ diff: ThemeSetDiff) {
            summary = DiffWording.summary(diff)
            equal = diff.isEmpty
            addedThemes = diff.addedThemes.map(ThemeView.init)
            removedThemes = diff.removedThemes.map(ThemeView.init)
            renamedThemes = diff.renamedThemes.map(RenameView.init)
            addedKeys = diff.addedKeys.map(\.description)
            removedKeys = diff.removedKeys.map(\.description)
            changes = diff.changes.map(ChangeView.init)
            contrastIntroduced = diff.introducedFindings.map(FindingView.init)
            contrastResolved = diff.resolvedFindings.map(FindingView.init)
        }
    }

    private struct ThemeView: Encodable {
        let name: String
        let id: String

        init(_ theme: ThemeSetDiff.ThemeName) {
            (name, id) = (theme.name, theme.storedID)
        }
    }

    private struct RenameView: Encodable {
        let id: String
        let oldName: String
        let newName: String

        init(_ rename: ThemeSetDiff.Rename) {
            (id, oldName, newName) = (rename.storedID, rename.oldName, rename.newName)
        }
    }

    private struct ChangeView: Encodable {
        let theme: String
        let key: String
        let old: String
        let new: String
        /// `edited`, `inherited` or `referenced`.
        let cause: String
        /// The ancestor, for `inherited`.
        let inheritedFrom: String?
        /// The keys it changed through, for `referenced`.
        let through: [String]?
        let sources: [SourceView]
        let definedAt: String

        init(_ change: ThemeSetDiff.ValueChange) {
            (theme, key, old, new) = (change.theme, change.key.description, change.old, change.new)
            switch change.cause {
            case .edited: (cause, inheritedFrom, through) = ("edited", nil, nil)
            case .inherited(let ancestor): (cause, inheritedFrom, through) = ("inherited", ancestor, nil)
            case .referenced(let keys): (cause, inheritedFrom, through) = ("referenced", nil, keys.map(\.description))
            }
            sources = change.sources.map(SourceView.init)
            definedAt = change.location.shortDescription
        }
    }

    /// A contrast finding: the ratio as the warning rounds it (down, to 0.01).
    private struct FindingView: Encodable {
        let theme: String
        let id: String
        let appearances: [String]
        let foreground: String
        let foregroundColor: String
        let background: String
        let backgroundColor: String
        let ratio: Double
        let minimum: Double
        let definedAt: String

        init(_ finding: ContrastFinding) {
            (theme, id, appearances) = (finding.theme, finding.storedID, finding.appearances.map(\.name))
            (foreground, foregroundColor, background, backgroundColor) = (finding.foreground, finding.foregroundHex, finding.background, finding.backgroundHex)
            (ratio, minimum, definedAt) = (finding.ratio, finding.minimum, finding.location.shortDescription)
        }
    }

    private struct SourceView: Encodable {
        let theme: String
        let key: String
        let definedAt: String

        init(_ source: ThemeSetDiff.Source) {
            (theme, key, definedAt) = (source.theme, source.key.description, source.location.shortDescription)
        }
    }
}
