/// Many diagnostics of one kind in one file — a token project's 19 line heights, each left out with the
/// same warning — are one diagnostic: the first, with a note that counts the others and lists the first
/// few they are about. So the cause of a failure is not lost among repeats of something harmless.
public enum DiagnosticFolding {
    /// The most alike diagnostics printed each on its own, by default; more are folded.
    public static let printedAlone = 3
    /// The most subjects the folding note lists.
    static let subjectsListed = 5

    /// `diagnostics`, in their order, with each group of more alike ones (the same severity,
    /// `Diagnostic.Fold.kind` and file) than its `printedAlone` folded into its first.
    static func folded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [GroupKey: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let fold = diagnostic.fold else { continue }
            groups[GroupKey(severity: diagnostic.severity, kind: fold.kind, file: diagnostic.location.file), default: []].append(index)
        }
        var result = diagnostics
        var dropped = Set<Int>()
        for members in groups.values where members.count > (diagnostics[members[0]].fold?.printedAlone ?? printedAlone) {
            let others = members.dropFirst().map { diagnostics[$0] }
            let subjects = others.prefix(subjectsListed).compactMap(\.fold?.subject)
            let rest = others.count - subjects.count
            let listed = subjects.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
            result[members[0]].notes.append(.init("\(others.count) more in this file get this \(diagnostics[members[0]].severity.rawValue): \(listed)", at: others[0].location))
            dropped.formUnion(members.dropFirst())
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    private struct GroupKey: Hashable {
        let severity: Diagnostic.Severity
        let kind: String
        let file: String
    }
}
