/// Reads an XML property list into a `Node` tree, keeping where each element starts.
///
/// Property lists use a small part of XML, and this reader accepts exactly that part, as Core
/// Foundation's own plist parser does: an XML declaration, comments, processing instructions, a
/// DOCTYPE without an internal subset, the plist elements with their attributes, character data with
/// the five predefined entities and character references, and CDATA sections. A DOCTYPE that declares
/// entities and any other entity reference are errors: ThemeGen never reads a DTD or resolves entities.
/// Elements are kept on an explicit stack with a depth limit, and every byte is looked at a bounded
/// number of times, so any input reads in linear time without exhausting the stack.
struct XMLPropertyListReader {
    let path: String
    let bytes: [UInt8]
    var limits = ReadLimits()

    init(path: String, bytes: [UInt8], limits: ReadLimits = ReadLimits()) {
        self.path = path
        self.bytes = bytes
        self.limits = limits
    }

    func read() throws(ReadFailure) -> Node {
        var session = XMLPlistSession(path: path, bytes: bytes, limits: limits)
        return try session.run()
    }
}

/// One pass over one document.
private struct XMLPlistSession {
    /// An element whose end tag has not come yet.
    struct Open {
        let element: PlistElement
        let location: SourceLocation
        var text: [UInt8] = []
        var items: [Node] = []
        var entries: [Node.Entry] = []
        var pendingKey: (key: String, location: SourceLocation)?
        var keyPositions: [String: Int] = [:]
    }

    let path: String
    /// Shared by every location in the file.
    let origin: SourceLocation.Origin
    let bytes: [UInt8]
    let limits: ReadLimits
    var cursor: LineIndex.Cursor
    var position = 0
    var stack: [Open] = []
    var root: Node?

    init(path: String, bytes: [UInt8], limits: ReadLimits) {
        self.path = path
        self.origin = SourceLocation.Origin.named(path)
        self.bytes = bytes
        self.limits = limits
        self.cursor = LineIndex.Cursor(LineIndex(bytes))
    }

    mutating func run() throws(ReadFailure) -> Node {
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<") {
                try markup()
            } else {
                try characters()
            }
        }
        if let open = stack.last {
            throw ReadFailure("<\(open.element.rawValue)> is never closed", at: open.location)
        }
        guard let root else {
            throw ReadFailure("a property list must hold a <plist> element with one value", at: .startOf(path))
        }
        return root
    }

    // MARK: - Markup

    private mutating func markup() throws(ReadFailure) {
        let start = position
        if starts(with: "<?") {
            try processingInstruction(at: start)
        } else if starts(with: "<!--") {
            position = try end(of: "-->", after: position + 4, openedAt: start, what: "comment")
        } else if starts(with: "<![CDATA[") {
            let close = try end(of: "]]>", after: position + 9, openedAt: start, what: "CDATA section")
            try appendText(bytes[(start + 9)..<(close - 3)], at: start, literally: true)
            position = close
        } else if starts(with: "<!DOCTYPE") {
            try doctype(at: start)
        } else if starts(with: "</") {
            try endTag(at: start)
        } else {
            try startTag(at: start)
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>` and other processing instructions, which are ignored;
    /// an XML declaration naming an encoding other than UTF-8 is an error.
    private mutating func processingInstruction(at start: Int) throws(ReadFailure) {
        let close = try end(of: "?>", after: start + 2, openedAt: start, what: "processing instruction")
        let body = bytes[(start + 2)..<(close - 2)]
        position = close
        guard body.starts(with: "xml ".utf8), let encoding = Self.attribute("encoding", in: body) else { return }
        guard ["utf-8", "utf8", "us-ascii"].contains(encoding.lowercased()) else {
            throw ReadFailure("this property list declares the encoding \(quoted: encoding); ThemeGen reads UTF-8 property lists", at: location(start))
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, ignored; an internal subset (which can declare entities) is
    /// an error, since a plist's DTD is fixed and ThemeGen resolves no entities.
    private mutating func doctype(at start: Int) throws(ReadFailure) {
        var index = start + 9
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw ReadFailure(
                    "this DOCTYPE declares its own entities or elements, which a property list never needs; "
                        + "ThemeGen reads no DTD and resolves no entities, so remove the [...] part", at: location(start))
            } else if byte == UInt8(ascii: ">") {
                position = index + 1
                return
            }
            index += 1
        }
        throw ReadFailure("this DOCTYPE is never closed with '>'", at: location(start))
    }

    private mutating func startTag(at start: Int) throws(ReadFailure) {
        var index = start + 1
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        let tagEnd = try endOfTag(from: index, openedAt: start, name: name)
        let isEmpty = bytes[tagEnd - 2] == UInt8(ascii: "/")
        position = tagEnd
        let at = location(start)
        guard let element = PlistElement(rawValue: name) else {
            throw ReadFailure(name.isEmpty ? "'<' must begin a tag; write '&lt;' for a '<' in text" : "<\(name)> is not a property-list element", at: at)
        }
        try open(element, at: at)
        if isEmpty { try close(element, at: at) }
    }

    /// The position after the `>` that ends a start tag, checking its attributes are well formed.
    private mutating func endOfTag(from start: Int, openedAt tagStart: Int, name: String) throws(ReadFailure) -> Int {
        var index = start
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            } else if byte == UInt8(ascii: "<") {
                break
            }
            index += 1
        }
        throw ReadFailure("the tag <\(name) is never closed with '>'", at: location(tagStart))
    }

    private mutating func endTag(at start: Int) throws(ReadFailure) {
        var index = start + 2
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw ReadFailure("the closing tag </\(name) is never closed with '>'", at: location(start))
        }
        position = index + 1
        let at = location(start)
        guard let open = stack.last else {
            throw ReadFailure("</\(name)> closes no element", at: at)
        }
        guard open.element.rawValue == name else {
            let opened = open.location.line.map { " (opened at line \($0), column \(open.location.column ?? 1))" } ?? ""
            throw ReadFailure("</\(name)> does not close <\(open.element.rawValue)>\(opened)", at: at)
        }
        try close(open.element, at: at)
    }

    // MARK: - Character data

    /// Text up to the next `<`: between elements only white space is allowed.
    private mutating func characters() throws(ReadFailure) {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
        try appendText(bytes[start..<position], at: start)
    }

    /// Appends text to the open element, decoding entities unless `literally` (CDATA).
    private mutating func appendText(_ text: ArraySlice<UInt8>, at start: Int, literally: Bool = false) throws(ReadFailure) {
        guard let open = stack.last, open.element.holdsText else {
            guard text.allSatisfy(Self.isBlank) else {
                let shown = String(decoding: text.prefix(40), as: UTF8.self).trimmingBlanks
                let message =
                    stack.isEmpty && root == nil
                    ? "this is not a property list: it begins with the text \(quoted: shown), not '<?xml' or '<plist>'"
                    : "text \(quoted: shown) is not allowed here; only elements may stand between elements"
                throw ReadFailure(message, at: location(start + (text.firstIndex { !Self.isBlank($0) } ?? text.startIndex) - text.startIndex))
            }
            return
        }
        if literally {
            stack[stack.count - 1].text += text
            return
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == UInt8(ascii: "&") else {
                decoded.append(text[index])
                index += 1
                continue
            }
            guard let semicolon = text[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw ReadFailure("'&' must begin an entity such as '&amp;'; write '&amp;' for a '&' in text", at: location(start + index - text.startIndex))
            }
            let name = String(decoding: text[(index + 1)..<semicolon], as: UTF8.self)
            guard let scalar = Self.entity(name) else {
                throw ReadFailure(
                    "the entity '&\(name);' is not one of XML's own (&lt; &gt; &amp; &quot; &apos; and &#…;); "
                        + "ThemeGen reads no DTD and resolves no other entities", at: location(start + index - text.startIndex))
            }
            decoded.append(contentsOf: String(scalar).utf8)
            index = semicolon + 1
        }
        stack[stack.count - 1].text += decoded
    }

    /// The scalar an entity or character reference stands for (`lt`, `#60`, `#x3C`), or `nil`.
    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            return scalar
        }
    }

    // MARK: - The tree

    private mutating func open(_ element: PlistElement, at location: SourceLocation) throws(ReadFailure) {
        if element == .plist, !stack.isEmpty || root != nil {
            throw ReadFailure("<plist> may only be the root element", at: location)
        }
        if element != .plist, stack.isEmpty {
            throw ReadFailure("a property list's root element must be <plist>, not <\(element.rawValue)>", at: location)
        }
        if let parent = stack.last, parent.element.holdsText || parent.element.isEmptyValue {
            throw ReadFailure("<\(parent.element.rawValue)> cannot contain <\(element.rawValue)>", at: location)
        }
        if element == .key, stack.last?.element != .dict {
            throw ReadFailure("<key> is only allowed inside <dict>", at: location)
        }
        if element == .key, let pending = stack.last?.pendingKey {
            throw ReadFailure("key \(quoted: pending.key) has no value", at: pending.location)
        }
        if element.isContainer, stack.count > limits.maximumDepth {
            throw ReadFailure(limits.depthMessage, at: location)
        }
        stack.append(Open(element: element, location: location))
    }

    private mutating func close(_ element: PlistElement, at closeLocation: SourceLocation) throws(ReadFailure) {
        guard let open = stack.popLast() else { return }
        let text = String(decoding: open.text, as: UTF8.self)
        let node: Node
        switch element {
        case .key:
            return try acceptKey(text, at: open.location)
        case .plist:
            guard open.items.count == 1 else {
                throw ReadFailure("<plist> must hold exactly one value, found \(open.items.count)", at: open.location)
            }
            root = open.items[0]
            return
        case .dict:
            if let pending = open.pendingKey {
                throw ReadFailure("key \(quoted: pending.key) has no value", at: pending.location)
            }
            node = Node(.mapping(open.entries), at: open.location)
        case .array:
            node = Node(.sequence(open.items), at: open.location)
        case .true, .false:
            node = Node(.scalar(element.rawValue, .boolean), at: open.location)
        case .string:
            node = Node(.scalar(text, .string), at: open.location)
        case .integer, .real:
            node = Node(.scalar(text.trimmingBlanks, .number), at: open.location)
        case .date:
            node = Node(.scalar(text, .date), at: open.location)
        case .data:
            node = Node(.scalar(text, .data), at: open.location)
        }
        try accept(node)
    }

    private mutating func acceptKey(_ key: String, at location: SourceLocation) throws(ReadFailure) {
        let parent = stack.count - 1
        if let first = stack[parent].keyPositions[key] {
            throw ReadFailure(
                "duplicate key \(quoted: key) in this dictionary", at: location,
                notes: [.init("\(quoted: key) is first defined here", at: stack[parent].entries[first].keyLocation)])
        }
        stack[parent].pendingKey = (key, location)
    }

    private mutating func accept(_ node: Node) throws(ReadFailure) {
        let parent = stack.count - 1
        guard stack[parent].element == .dict else {
            stack[parent].items.append(node)
            return
        }
        guard let (key, location) = stack[parent].pendingKey else {
            throw ReadFailure("a value in <dict> must follow a <key>", at: node.location)
        }
        stack[parent].keyPositions[key] = stack[parent].entries.count
        stack[parent].entries.append(Node.Entry(key: key, keyLocation: location, value: node))
        stack[parent].pendingKey = nil
    }

    // MARK: - Bytes

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[position..<(position + count)].elementsEqual($0) }
    }

    /// The position after the `terminator` that ends a construct begun at `openedAt`.
    private mutating func end(of terminator: StaticString, after start: Int, openedAt: Int, what: String) throws(ReadFailure) -> Int {
        let pattern = terminator.withUTF8Buffer { Array($0) }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index + pattern.count }
            index += 1
        }
        throw ReadFailure("this \(what) is never closed with '\(terminator)'", at: location(openedAt))
    }

    private mutating func location(_ offset: Int) -> SourceLocation {
        let position = cursor.location(ofOffset: offset, in: bytes)
        return SourceLocation(in: origin, line: position.line, column: position.column)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        !isBlank(byte) && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "<")
    }

    /// The value of `name="…"` (or `'…'`) in a declaration's body.
    private static func attribute(_ name: String, in body: ArraySlice<UInt8>) -> String? {
        let pattern = Array((name + "=").utf8)
        var index = body.startIndex
        while index + pattern.count < body.endIndex {
            if body[index..<(index + pattern.count)].elementsEqual(pattern) {
                let quote = body[index + pattern.count]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
                let value = body[(index + pattern.count + 1)...].prefix { $0 != quote }
                return String(decoding: value, as: UTF8.self)
            }
            index += 1
        }
        return nil
    }
}

/// The elements of a property list.
private enum PlistElement: String {
    case plist, dict, array, key, string, integer, real, date, data
    case `true`, `false`

    /// Elements whose content is text.
    var holdsText: Bool {
        switch self {
        case .key, .string, .integer, .real, .date, .data: true
        default: false
        }
    }

    /// `<true/>` and `<false/>`: values with no content.
    var isEmptyValue: Bool { self == .true || self == .false }

    /// Elements that hold other elements.
    var isContainer: Bool { self == .plist || self == .dict || self == .array }
}
