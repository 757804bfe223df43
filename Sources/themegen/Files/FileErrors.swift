#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Clear words for what went wrong with a file, instead of an error domain and code.
enum FileErrors {
    /// `no such file`, `permission denied`, `it is a folder`, …, for an error from reading or writing `path`.
    static func describe(_ error: any Error, path: String) -> String {
        if PathKind.at(path) == .folder { return "it is a folder" }
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "the disk is full"
        case .fileWriteVolumeReadOnly: return "the disk is read-only"
        default: return cocoa.underlying.map { "\($0)" } ?? "error \(cocoa.code.rawValue)"
        }
    }
}
