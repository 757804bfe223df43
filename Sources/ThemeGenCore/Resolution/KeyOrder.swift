/// Something with a key: a token, a declared key, a key's first definition.
protocol Keyed {
    var key: String { get }
}

extension Token: Keyed {}

/// Whether two lists hold the same keys in the same order: the one test of it, made in place (by index,
/// without copying an element or making a list of the keys), since every theme's keys are compared with
/// the set's order and are, almost always, the same.
enum KeyOrder {
    static func isSame(_ first: [some Keyed], _ second: [some Keyed]) -> Bool {
        guard first.count == second.count else { return false }
        for index in first.indices where first[index].key != second[index].key {
            return false
        }
        return true
    }
}
