/// Many diagnostics of one kind in one file — a token project's 19 line heights, each left out with the
/// same warning — are one diagnostic: the first, with a note that counts the others and lists the first
/// few they are about. So the cause of a failure is not lost among repeats of something harmless.
public enum DiagnosticFolding {
    /// The most alike diagnostics printed each on its own, by default; more are folded.
    public static let printedAlone = 3
    /// The most subjects the folding note lists.
    static let subjectsListed = 5

    /// `diagnostics`, in their order, with each group of more alike ones (the same severity,
    /// `Diagnostic.Fold.kind` and file — for one that follows from another, the file of its cause) than the
    /// least `printedAlone` of its members folded into its first, with a note that lists the alike ones
    /// and one that lists the consequences (tokens left out by an alias to a left-out token).
    static func folded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [GroupKey: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let fold = diagnostic.fold else { continue }
            let file = fold.cause?.file ?? diagnostic.location.file
            groups[GroupKey(severity: diagnostic.severity, kind: fold.kind, file: file), default: []].append(index)
        }
        var result = diagnostics
        var dropped = Set<Int>()
        for members in groups.values {
            let alone = members.compactMap { diagnostics[$0].fold?.printedAlone }.min() ?? printedAlone
            guard members.count > alone else { continue }
            // The first that follows from no other: a cause comes before its consequences, wherever they are.
            let head = members.first { diagnostics[$0].fold?.cause == nil } ?? members[0]
            let others = members.filter { $0 != head }.map { diagnostics[$0] }
            let severity = diagnostics[head].severity.rawValue
            let alike = others.filter { $0.fold?.cause == nil }
            let consequences = others.filter { $0.fold?.cause != nil }
            if let first = alike.first {
                let verb = alike.count == 1 ? "gets" : "get"
                result[head].notes.append(.init("\(alike.count) more in this file \(verb) this \(severity): \(listing(alike))", at: first.location))
            }
            if let first = consequences.first {
                // From the one printed, or from it and the alike ones the other note lists.
                let source = alike.isEmpty ? "it" : "these"
                let taken = consequences.count == 1 ? "1 token that takes its value from \(source) through an alias is" : "\(consequences.count) tokens that take their values from \(source) through aliases are"
                result[head].notes.append(.init("\(taken) left out too: \(listing(consequences))", at: first.location))
            }
            dropped.formUnion(members.filter { $0 != head })
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The first few subjects of `folded`, and how many more there are.
    private static func listing(_ folded: [Diagnostic]) -> String {
        CountText.listing(folded.compactMap(\.fold?.subject), shown: subjectsListed)
    }

    private struct GroupKey: Hashable {
        let severity: Diagnostic.Severity
        let kind: String
        let file: String
    }
}
