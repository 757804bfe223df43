import Foundation

/// Decodes a binary property list with Foundation and turns it into a `Node` tree located by key paths.
struct BinaryPropertyListReader {
    let path: String

    func read(_ data: Data) throws(ReadFailure) -> Node {
        var format = PropertyListSerialization.PropertyListFormat.binary
        let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        guard let object, format == .binary else {
            throw ReadFailure("this binary property list is damaged and cannot be read", at: SourceLocation(file: path, keyPath: []))
        }
        return node(for: object, keyPath: [])
    }

    private func node(for object: Any, keyPath: [String]) -> Node {
        let location = SourceLocation(file: path, keyPath: keyPath)
        switch object {
        case let dictionary as [AnyHashable: Any]:
            let keyed = dictionary.map { (key: "\($0.key.base)", value: $0.value) }.sorted { $0.key < $1.key }
            let entries = keyed.map { pair in
                let childPath = keyPath + [pair.key]
                return Node.Entry(key: pair.key, keyLocation: SourceLocation(file: path, keyPath: childPath),
                                  value: node(for: pair.value, keyPath: childPath))
            }
            return Node(.mapping(entries), at: location)
        case let array as [Any]:
            let items = array.enumerated().map { node(for: $0.element, keyPath: keyPath + ["[\($0.offset)]"]) }
            return Node(.sequence(items), at: location)
        case let string as String:
            return Node(.scalar(string, .string), at: location)
        case let bool as Bool where type(of: object) == Bool.self:
            return Node(.scalar(bool ? "true" : "false", .boolean), at: location)
        case let number as NSNumber:
            return self.node(for: number, at: location)
        case is Date:
            return Node(.scalar("", .other("date")), at: location)
        case is Data:
            return Node(.scalar("", .other("data")), at: location)
        default:
            return Node(.scalar("\(object)", .other("\(type(of: object))")), at: location)
        }
    }

    /// Numbers and booleans both arrive as `NSNumber` on Apple platforms: the type code tells them apart
    /// (`c` is a boolean there; plist integers are never chars), so `<real>1.0</real>` stays a number.
    private func node(for number: NSNumber, at location: SourceLocation) -> Node {
        switch String(cString: number.objCType) {
        case "c": Node(.scalar(number.boolValue ? "true" : "false", .boolean), at: location)
        case "d", "f": Node(.scalar(String(number.doubleValue), .number), at: location)
        default: Node(.scalar(String(number.int64Value), .number), at: location)
        }
    }
}
