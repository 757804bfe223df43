/// The base protocol's framing: each message a `Content-Length: N` header (other headers allowed),
/// an empty line, then N bytes of JSON. Bytes arrive in any pieces; `next()` gives whole messages.
struct MessageFrames {
    private var buffer: [UInt8] = []

    /// A header the server cannot read: the stream cannot be followed after it.
    struct BrokenHeader: Error {
        let message: String
    }

    mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message's body, `nil` until one has arrived.
    mutating func next() throws(BrokenHeader) -> [UInt8]? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = Self.find(separator, in: buffer) else {
            if buffer.count > Self.maximumHeader { throw BrokenHeader(message: "a header longer than \(Self.maximumHeader) bytes") }
            return nil
        }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { throw BrokenHeader(message: "a header line without ':'") }
            if parts[0].lowercased() == "content-length" {
                guard let value = Int(parts[1].trimmingCharacters(in: " ")), (0...Self.maximumBody).contains(value) else {
                    throw BrokenHeader(message: "a Content-Length that is not a length from 0 to \(Self.maximumBody)")
                }
                length = value
            }
        }
        guard let length else { throw BrokenHeader(message: "a message without Content-Length") }
        let start = end + separator.count
        guard buffer.count >= start + length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        buffer.removeFirst(start + length)
        return body
    }

    /// A message's bytes as the protocol frames them.
    static func frame(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    static let maximumHeader = 4096
    /// The largest message read: a theme file of 64 MB and its JSON escaping.
    static let maximumBody = 128 << 20

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] && Array(haystack[index..<(index + needle.count)]) == needle {
            return index
        }
        return nil
    }
}

extension Substring {
    /// The text without `character` at either end.
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var text = self
        while text.first == character { text = text.dropFirst() }
        while text.last == character { text = text.dropLast() }
        return text
    }
}
