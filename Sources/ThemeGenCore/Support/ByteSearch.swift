#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding one byte value in a buffer with the C library's `memchr`, which compares many bytes per
/// instruction: the scans of a whole file (its line breaks, a NUL that marks it binary) cost a small
/// part of reading it.
enum ByteSearch {
    /// The offset of the first `byte` in `buffer` at or after `start`, or `nil` when there is none.
    static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count else { return nil }
        guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
