/// Finds names that became the same Swift identifier: one error per repeat, with a note at the first.
enum NameCollisions {
    /// A name, what it names (`theme 'Solid Blue'`) and where that is defined.
    typealias Named = (name: SwiftName, what: String, location: SourceLocation)

    /// An error for each name in `named` that an earlier one already has.
    static func check(_ named: [Named], kind: String = "Swift name", advice: String) -> [Diagnostic] {
        var first: [String: (what: String, location: SourceLocation)] = [:]
        var diagnostics: [Diagnostic] = []
        for item in named {
            if let earlier = first[item.name.identifier] {
                diagnostics.append(
                    Diagnostic(
                        .error, "\(item.what) and \(earlier.what) both become the \(kind) \(quoted: item.name.identifier); \(advice)",
                        at: item.location, notes: [.init("\(earlier.what) is defined here", at: earlier.location)]))
            } else {
                first[item.name.identifier] = (item.what, item.location)
            }
        }
        return diagnostics
    }
}
