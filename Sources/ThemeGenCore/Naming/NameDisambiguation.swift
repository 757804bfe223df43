/// Swift names for keys whose names would be the same (`arrow→left` and `arrow←left` both `arrowLeft`;
/// `Primary` and `primary`; `Border radius` and the nested `Border.radius`), decided so that an export
/// whose names nobody can change still generates, and so that adding a key elsewhere renames nothing:
/// 1. a key of a colliding name that has symbols gets them spelled as their Unicode names
///    (`arrowRightwardsArrowLeft`, `aPlusSignB`), whichever key comes first;
/// 2. the keys still sharing a name then keep it in source order: the first has it, each later one gets
///    the lowest number after it that no key has (`primary2`);
/// 3. a name a file chose (`swiftName`, `swiftNames`) is never changed: two such are the collision error.
/// Each renamed key gets a warning naming both keys and the name it gets.
enum NameDisambiguation {
    /// A key to name: its name as written, the name the naming rules give it, and whether a file chose that.
    struct Candidate {
        let written: String
        let name: SwiftName
        let isChosen: Bool
    }

    /// A key that gets another name (`name`) than the naming rules give it (`previous`), and the first key
    /// that has that one.
    struct Renamed {
        let index: Int
        let name: SwiftName
        let previous: SwiftName
        let sharedWith: Int
    }

    /// The keys of `candidates` to rename, and their names; `name` makes a Swift name of a spelled-out key.
    static func renamed(_ candidates: [Candidate], name makeName: (String) -> SwiftName) -> [Renamed] {
        // Most sets have no two alike: one pass to see so (a design system names thousands of keys).
        var seen = Set<String>(minimumCapacity: candidates.count)
        guard !candidates.allSatisfy({ seen.insert($0.name.identifier).inserted }) else { return [] }
        var holders: [String: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() { holders[candidate.name.identifier, default: []].append(index) }
        var names = candidates.map(\.name)
        var sharedWith: [Int: Int] = [:]
        // 1. Symbols spelled out, in every collision.
        for (index, candidate) in candidates.enumerated() where !candidate.isChosen {
            guard let sharing = holders[candidate.name.identifier], sharing.count > 1, let spelled = Naming.spellingOutSymbols(candidate.written) else { continue }
            names[index] = makeName(spelled)
            sharedWith[index] = sharing.first { $0 != index }
        }
        // 2. Numbers, in source order, for what still collides; a chosen name holds its name first.
        var taken = Set(names.map(\.identifier))
        var holder: [String: Int] = [:]
        for index in candidates.indices where candidates[index].isChosen && holder[names[index].identifier] == nil {
            holder[names[index].identifier] = index
        }
        for index in candidates.indices where !candidates[index].isChosen {
            guard let first = holder[names[index].identifier] else {
                holder[names[index].identifier] = index
                continue
            }
            var number = 2
            while taken.contains(names[index].identifier + String(number)) { number += 1 }
            names[index] = SwiftName(names[index].identifier + String(number))
            taken.insert(names[index].identifier)
            holder[names[index].identifier] = index
            sharedWith[index] = sharedWith[index] ?? first
        }
        return candidates.indices.compactMap { index in
            guard names[index] != candidates[index].name, let other = sharedWith[index] else { return nil }
            return Renamed(index: index, name: names[index], previous: candidates[index].name, sharedWith: other)
        }
    }
}
