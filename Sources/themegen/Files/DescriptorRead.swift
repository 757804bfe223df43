#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading bytes from a file descriptor: the one place themegen calls read(2).
enum DescriptorRead {
    /// Reads into `buffer` until it is full or the file ends, retrying interruptions: how many bytes were
    /// read, and the `errno` of a failure that stopped it early.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> (count: Int, failure: Int32?) {
        var count = 0
        while count < buffer.count {
            let read = systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            if read < 0 {
                if errno == EINTR { continue }
                return (count, errno)
            }
            if read == 0 { break }
            count += read
        }
        return (count, nil)
    }

    private static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, bytes, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, bytes, count)
        #else
            Darwin.read(descriptor, bytes, count)
        #endif
    }
}
