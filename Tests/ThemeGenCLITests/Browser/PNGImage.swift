import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A PNG file decoded to 8-bit RGBA pixels, enough to read back a browser's screenshot: non-interlaced,
/// 8 bits a channel, RGB or RGBA. Inflating uses the system's zlib (`libz.so.1`, which Foundation itself
/// needs), opened at run time so the tests link nothing new.
struct PNGImage {
    struct Pixel: Hashable {
        let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    }

    struct DecodingError: Error, CustomStringConvertible {
        let description: String
    }

    let width: Int
    let height: Int
    private let pixels: [Pixel]

    func pixel(x: Int, y: Int) -> Pixel { pixels[y * width + x] }

    /// The number of rows that hold a run of at least `length` pixels of exactly `color`.
    func rows(withRunOf length: Int, of color: Pixel) -> Int {
        (0..<height).filter { y in
            var run = 0
            for x in 0..<width {
                run = pixel(x: x, y: y) == color ? run + 1 : 0
                if run >= length { return true }
            }
            return false
        }.count
    }

    /// The number of different colours in the image.
    var colorCount: Int { Set(pixels).count }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw DecodingError(description: "not a PNG file") }
        var offset = 8
        var header: (width: Int, height: Int, channels: Int)?
        var compressed: [UInt8] = []
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while offset + 8 <= bytes.count {
            let length = number(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw DecodingError(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR":
                let (depth, colorType, interlace) = (bytes[body + 8], bytes[body + 9], bytes[body + 12])
                guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
                    throw DecodingError(description: "unsupported PNG: depth \(depth), colour type \(colorType), interlace \(interlace)")
                }
                header = (number(body), number(body + 4), colorType == 6 ? 4 : 3)
            case "IDAT":
                compressed += bytes[body..<body + length]
            default:
                break
            }
            offset = body + length + 4
        }
        guard let header else { throw DecodingError(description: "no IHDR chunk") }
        let stride = header.width * header.channels
        let raw = try Self.inflate(compressed, size: header.height * (stride + 1))
        var previous = [UInt8](repeating: 0, count: stride)
        var pixels: [Pixel] = []
        pixels.reserveCapacity(header.width * header.height)
        for row in 0..<header.height {
            let start = row * (stride + 1)
            var line = Array(raw[start + 1..<start + 1 + stride])
            try Self.unfilter(&line, previous: previous, filter: raw[start], channels: header.channels)
            for x in 0..<header.width {
                let p = x * header.channels
                pixels.append(Pixel(red: line[p], green: line[p + 1], blue: line[p + 2], alpha: header.channels == 4 ? line[p + 3] : 255))
            }
            previous = line
        }
        (width, height, self.pixels) = (header.width, header.height, pixels)
    }

    private static func unfilter(_ line: inout [UInt8], previous: [UInt8], filter: UInt8, channels: Int) throws {
        for i in line.indices {
            let left = i >= channels ? Int(line[i - channels]) : 0
            let up = Int(previous[i])
            let upLeft = i >= channels ? Int(previous[i - channels]) : 0
            let predictor: Int
            switch filter {
            case 0: predictor = 0
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = (left + up) / 2
            case 4:
                let estimate = left + up - upLeft
                let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                predictor = a <= b && a <= c ? left : b <= c ? up : upLeft
            default: throw DecodingError(description: "unknown filter \(filter)")
            }
            line[i] = UInt8(truncatingIfNeeded: Int(line[i]) + predictor)
        }
    }

    private typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt) -> Int32

    private static func inflate(_ compressed: [UInt8], size: Int) throws -> [UInt8] {
        guard let zlib = dlopen("libz.so.1", RTLD_NOW), let symbol = dlsym(zlib, "uncompress") else {
            throw DecodingError(description: "cannot open the system's zlib (libz.so.1)")
        }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: size)
        var length = UInt(size)
        let status = output.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, UInt($0.count)) }
        }
        guard status == 0, length == UInt(size) else { throw DecodingError(description: "zlib failed (\(status)), \(length) of \(size) bytes") }
        return output
    }
}
