/// The base protocol's framing: each message a `Content-Length: N` header (other headers allowed),
/// an empty line, then N bytes of JSON. Bytes arrive in any pieces; `next()` gives whole messages.
///
/// A header block that cannot be read (no `Content-Length`, one that is not a decimal length, two that
/// disagree, a line without `:`, a block longer than `maximumHeader`) is skipped with the bytes after it,
/// up to the next `Content-Length: N` line (which may be in the block itself, after a line that is no header): JSON cannot hold that line (a string cannot hold a raw line
/// break, and outside strings a name is quoted), so the stream is followed again from the next message.
/// What cannot be noticed is a `Content-Length` that is a length but the wrong one: the messages after
/// it are read from the wrong place until a header block fails to read.
struct MessageFrames {
    private var buffer: [UInt8] = []
    /// Whether bytes are being skipped up to the next `Content-Length` line.
    private var resynchronising = false

    /// What the stream holds next.
    enum Frame: Equatable {
        /// A message's body.
        case message([UInt8])
        /// A header block that could not be read was skipped, for the reason given, with what followed it
        /// up to the next header block.
        case skipped(String)
    }

    mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message, or the news that a header block was skipped; `nil` until more bytes come.
    mutating func next() -> Frame? {
        if resynchronising {
            guard let start = Self.nextHeader(in: buffer) else {
                // No header starts here: keep only what could be the start of one cut short.
                buffer.removeFirst(max(buffer.count - Self.contentLength.count, 0))
                return nil
            }
            buffer.removeFirst(start)
            resynchronising = false
        }
        let end = Self.find(Self.separator, in: buffer)
        guard let end, end <= Self.maximumHeader else {
            guard buffer.count > Self.maximumHeader else { return nil }
            skip(1)
            return .skipped("a header longer than \(Self.maximumHeader) bytes")
        }
        switch Self.length(inHeader: buffer[..<end]) {
        case .failure(let problem):
            // A block whose Content-Length does not read is skipped whole; in any other, the next
            // message's header may start after bytes that are not one (text a client printed by mistake).
            skip(problem.isInLength ? end + Self.separator.count : 1)
            return .skipped(problem.message)
        case .success(let length):
            let start = end + Self.separator.count
            guard buffer.count >= start + length else { return nil }
            let body = Array(buffer[start..<(start + length)])
            buffer.removeFirst(start + length)
            return .message(body)
        }
    }

    /// Drops `count` bytes and what follows them up to the next header block.
    private mutating func skip(_ count: Int) {
        buffer.removeFirst(count)
        resynchronising = true
    }

    /// Why a header block does not give a body's length.
    struct HeaderProblem: Error {
        let message: String
        /// Whether the block has a Content-Length line whose value is the problem.
        var isInLength = false
    }

    /// The body's length a header block gives (its lines, without the empty line that ends it).
    private static func length(inHeader header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in String(decoding: header, as: UTF8.self).split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return .failure(HeaderProblem(message: "a header line without ':'")) }
            guard parts[0].lowercased() == "content-length" else { continue }
            let digits = parts[1].trimmingCharacters(in: " ")
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits), value <= Self.maximumBody else {
                return .failure(HeaderProblem(message: "a Content-Length that is not a decimal length from 0 to \(Self.maximumBody)", isInLength: true))
            }
            guard length == nil || length == value else {
                return .failure(HeaderProblem(message: "two Content-Length headers that disagree", isInLength: true))
            }
            length = value
        }
        guard let length else { return .failure(HeaderProblem(message: "a header without Content-Length")) }
        return .success(length)
    }

    /// Where the next `Content-Length: N` line starts in `bytes` (any case, spaces around N): the line
    /// whole, or cut short by the end of the bytes; `nil` when none does.
    private static func nextHeader(in bytes: [UInt8]) -> Int? {
        var start = 0
        while let found = find(contentLength, in: bytes, from: start, ignoringCase: true) {
            var index = found + contentLength.count
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            let digits = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            if index == bytes.count { return found }
            if index > digits, bytes[index] == UInt8(ascii: "\r") { return found }
            start = found + 1
        }
        return nil
    }

    /// A message's bytes as the protocol frames them.
    static func frame(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    static let maximumHeader = 4096
    /// The largest message read: a theme file of 64 MB and its JSON escaping.
    static let maximumBody = 128 << 20
    private static let separator: [UInt8] = Array("\r\n\r\n".utf8)
    private static let contentLength: [UInt8] = Array("content-length:".utf8)

    /// Where `needle` first occurs in `haystack` at or after `start`; with `ignoringCase`, ASCII letters of
    /// `haystack` match `needle`'s lowercase ones in either case.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0, ignoringCase: Bool = false) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        for index in start...(haystack.count - needle.count) {
            var offset = 0
            while offset < needle.count {
                let byte = haystack[index + offset]
                let folded = ignoringCase && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                guard folded == needle[offset] else { break }
                offset += 1
            }
            if offset == needle.count { return index }
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

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9 (not any Unicode digit, as `isNumber` is).
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
