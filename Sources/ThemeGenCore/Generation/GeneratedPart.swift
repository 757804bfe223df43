/// Which of the generated declarations one file holds: all of them (one file), or one part of a split
/// output (`Generator.generateParts`), which a large set compiles faster as and recompiles less of
/// after an edit: the main file (the themes, the keys and the runtime's names), the tables with the
/// lookups that read them, and the files the groups' structs are spread over.
public enum GeneratedPart: Sendable, Hashable {
    /// Every declaration, in one file.
    case whole
    /// `ThemeID`, `Theme`, the key types, the value enums and the runtime's names.
    case main
    /// The value tables, the lookups that read them, and the structs of the `values` group, the
    /// appearance and the Apptentive style, which read them too.
    case tables
    /// The structs of the groups' members that fall to member file `index` (from 0) of `count`.
    case members(index: Int, count: Int)

    /// How many member files a split output may have (`split` in themegen.yml, `--split`).
    public static let memberFileCounts = 1...64
    /// What `memberFiles(_:)` accepts, for messages.
    public static let memberFilesRule = "a whole number of files from \(memberFileCounts.lowerBound) to \(memberFileCounts.upperBound)"

    /// `count` as a number of member files, or `nil` when it is not one (`memberFilesRule`): the one
    /// check of the command line's `--split` and themegen.yml's `split`.
    public static func memberFiles(_ count: Double) -> Int? {
        guard let whole = Int(exactly: count), memberFileCounts.contains(whole) else { return nil }
        return whole
    }

    /// Why `text` is not a number of member files, or `nil` when it is one.
    public static func problem(withMemberFiles text: String) -> String? {
        guard let count = Double(text), memberFiles(count) != nil else { return "expected " + memberFilesRule }
        return nil
    }

    /// The parts of a split output with `memberFiles` member files, in the order of its files: the main
    /// file, the tables, then the member files.
    public static func split(memberFiles: Int) -> [GeneratedPart] {
        [.main, .tables] + (0..<memberFiles).map { .members(index: $0, count: memberFiles) }
    }

    /// Whether the part holds the main file's declarations.
    var holdsMain: Bool { self == .whole || self == .main }
    /// Whether the part holds the tables and what reads them.
    var holdsTables: Bool { self == .whole || self == .tables }

    /// The structs of each group (indices into `set.nodes(of:)`) this part declares; a group it declares
    /// none of is absent. The structs of every group but `values` are laid out in group order and cut into
    /// `count` runs of about the same number of members (a struct weighs its members and one), so a file's
    /// share depends on the set's shape, not on its names; `values`' read the tables and go with them.
    func structs(in set: ThemeSet) -> [TokenGroup: [Int]] {
        var layout: [TokenGroup: [Int]] = [:]
        switch self {
        case .whole:
            for group in TokenGroup.allCases { layout[group] = Array(set.nodes(of: group).indices) }
        case .main:
            break
        case .tables:
            layout[.values] = Array(set.nodes(of: .values).indices)
        case .members(let index, let count):
            let total = Self.memberGroups.reduce(0) { $0 + Self.weight(of: set.nodes(of: $1)) }
            var before = 0
            for group in Self.memberGroups {
                for (node, structure) in set.nodes(of: group).enumerated() {
                    if before * count / total == index { layout[group, default: []].append(node) }
                    before += structure.members.count + 1
                }
            }
        }
        return layout
    }

    /// The groups whose structs the member files hold, in the order they are laid out.
    private static let memberGroups = TokenGroup.allCases.filter { $0 != .values }

    /// What a group's structs weigh together: each its members and one.
    private static func weight(of nodes: [KeyGroupNode]) -> Int {
        nodes.reduce(0) { $0 + $1.members.count + 1 }
    }
}
