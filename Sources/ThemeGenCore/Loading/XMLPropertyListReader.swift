import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML property list with Foundation's `XMLParser`, keeping each element's line and column.
struct XMLPropertyListReader {
    let path: String
    let bytes: [UInt8]

    func read() throws(ReadFailure) -> Node {
        let parser = XMLParser(data: Data(bytes))
        let builder = PropertyListTreeBuilder(path: path, lines: LineTable(bytes))
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if let failure = builder.failure { throw failure }
        guard succeeded else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            let location = builder.errorLocation
                ?? SourceLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            throw ReadFailure("malformed XML: \(XMLErrorText.describe(code))", at: location)
        }
        guard let root = builder.root else {
            throw ReadFailure("a property list must hold a <plist> element with one value", at: .startOf(path))
        }
        return root
    }
}

/// Byte offsets of line starts, to turn the parser's end-of-tag positions into start-of-tag columns.
struct LineTable {
    private let bytes: [UInt8]
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
    }

    /// The 1-based column of the last `<` before `column` on `line` (XMLParser reports the end of a tag).
    func tagStartColumn(line: Int, endColumn: Int) -> Int {
        guard line >= 1, line <= starts.count else { return 1 }
        let start = starts[line - 1]
        let end = min(start + max(endColumn - 1, 0), bytes.count)
        guard let open = bytes[start..<end].lastIndex(of: UInt8(ascii: "<")) else { return 1 }
        return bytes[start..<open].filter { $0 & 0xC0 != 0x80 }.count + 1
    }
}

/// The `XMLParserDelegate` that builds nodes from plist elements.
private final class PropertyListTreeBuilder: NSObject, XMLParserDelegate {
    private struct Open {
        let element: String
        let location: SourceLocation
        var text = ""
        var items: [Node] = []
        var entries: [Node.Entry] = []
        var pendingKey: (String, SourceLocation)?
        var keys: [String: SourceLocation] = [:]
    }

    private static let scalarElements: [String: Node.ScalarKind] = [
        "string": .string, "key": .string, "integer": .number, "real": .number,
        "true": .boolean, "false": .boolean, "date": .other("date"), "data": .other("data"),
    ]

    let path: String
    let lines: LineTable
    private var stack: [Open] = []
    private(set) var root: Node?
    private(set) var failure: ReadFailure?
    /// Where the XML parser first reported an error (it moves on afterwards).
    private(set) var errorLocation: SourceLocation?

    init(path: String, lines: LineTable) {
        self.path = path
        self.lines = lines
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let column = lines.tagStartColumn(line: parser.lineNumber, endColumn: parser.columnNumber)
        let location = SourceLocation(file: path, line: parser.lineNumber, column: column)
        let isContainer = ["dict", "array", "plist"].contains(element)
        guard isContainer || Self.scalarElements[element] != nil else {
            return fail(parser, "<\(element)> is not a property-list element", at: location)
        }
        if element == "plist", !stack.isEmpty || root != nil {
            return fail(parser, "<plist> may only be the root element", at: location)
        }
        if element != "plist", stack.isEmpty {
            return fail(parser, "a property list's root element must be <plist>, not <\(element)>", at: location)
        }
        if let parent = stack.last, Self.scalarElements[parent.element] != nil {
            return fail(parser, "<\(parent.element)> cannot contain <\(element)>", at: location)
        }
        stack.append(Open(element: element, location: location))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, let open = stack.popLast() else { return }
        if element == "key" {
            return acceptKey(parser, open.text, at: open.location)
        }
        let node: Node
        switch element {
        case "dict":
            if let (key, location) = open.pendingKey {
                return fail(parser, "key '\(key)' has no value", at: location)
            }
            node = Node(.mapping(open.entries), at: open.location)
        case "array":
            node = Node(.sequence(open.items), at: open.location)
        case "plist":
            guard open.items.count == 1 else {
                return fail(parser, "<plist> must hold exactly one value, found \(open.items.count)", at: open.location)
            }
            root = open.items[0]
            return
        case "true", "false":
            node = Node(.scalar(element, .boolean), at: open.location)
        default:
            node = Node(.scalar(trimmedIfNumeric(element, open.text), Self.scalarElements[element] ?? .string), at: open.location)
        }
        accept(parser, node)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if errorLocation == nil {
            errorLocation = SourceLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
    }

    private func trimmedIfNumeric(_ element: String, _ text: String) -> String {
        element == "integer" || element == "real" ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text
    }

    private func acceptKey(_ parser: XMLParser, _ key: String, at location: SourceLocation) {
        guard let parent = stack.last, parent.element == "dict" else {
            return fail(parser, "<key> is only allowed inside <dict>", at: location)
        }
        if parent.pendingKey != nil {
            return fail(parser, "key '\(parent.pendingKey!.0)' has no value", at: parent.pendingKey!.1)
        }
        if let first = parent.keys[key] {
            failure = ReadFailure("duplicate key '\(key)' in this dictionary", at: location,
                                  notes: [.init("'\(key)' is first defined here", at: first)])
            return parser.abortParsing()
        }
        stack[stack.count - 1].keys[key] = location
        stack[stack.count - 1].pendingKey = (key, location)
    }

    private func accept(_ parser: XMLParser, _ node: Node) {
        guard var parent = stack.popLast() else { return }
        defer { stack.append(parent) }
        switch parent.element {
        case "dict":
            guard let (key, location) = parent.pendingKey else {
                return fail(parser, "a value in <dict> must follow a <key>", at: node.location)
            }
            parent.entries.append(Node.Entry(key: key, keyLocation: location, value: node))
            parent.pendingKey = nil
        default:
            parent.items.append(node)
        }
    }

    private func fail(_ parser: XMLParser, _ message: String, at location: SourceLocation) {
        guard failure == nil else { return }
        failure = ReadFailure(message, at: location)
        parser.abortParsing()
    }
}

/// Words for the libxml2 error codes a malformed plist typically produces.
enum XMLErrorText {
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends too early"
        case 9: return "invalid character"
        case 23: return "an entity reference is not terminated with ';'"
        case 26: return "undeclared entity"
        case 38, 39, 40, 41: return "an attribute is malformed"
        case 64: return "the XML declaration is malformed"
        case 73: return "a closing tag is not terminated with '>'"
        case 76: return "closing tag does not match the open element"
        case 77: return "a tag is not closed"
        default: return "XML error \(code)"
        }
    }
}
