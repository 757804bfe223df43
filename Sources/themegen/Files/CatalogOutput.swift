import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A written asset catalog on disk: each file written atomically and only when its content changes (an
/// unchanged run touches nothing, so Xcode does not recompile the catalog), and the colour sets an
/// earlier run wrote that the themes no longer have removed. The catalog is ThemeGen's: nothing but
/// colour sets, their groups and `Contents.json` files are touched.
struct CatalogOutput {
    let url: URL
    let displayPath: String

    /// What a write did: the files written, and the stale colour sets removed.
    struct Outcome {
        var written = 0
        var removed = 0
    }

    /// Writes `files` below the catalog folder; the first failure stops it, with its message.
    func write(_ files: [AssetCatalogFile]) -> Result<Outcome, CatalogFailure> {
        var outcome = Outcome()
        for file in files {
            let update = OutputFileUpdate(path: url.appendingPathComponent(file.path).path)
            Array(file.contents.utf8).withUnsafeBytes(update.append)
            do throws(OutputFileUpdate.Failure) {
                if case .written = try update.finish() { outcome.written += 1 }
            } catch {
                switch error {
                case .folder(let reason), .write(let reason): return .failure(CatalogFailure(message: "cannot write \(file.path) in the catalog: \(reason)"))
                }
            }
        }
        let kept = Set(files.map { $0.path.split(separator: "/").dropLast().joined(separator: "/") })
        do {
            let stale = try FileManager.default.subpathsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".colorset") && !kept.contains($0) }
            for set in stale.sorted() {
                let folder = url.appendingPathComponent(set)
                // Only a set ThemeGen could have written: a folder holding just its Contents.json.
                guard try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Contents.json"] else { continue }
                try FileManager.default.removeItem(at: folder)
                outcome.removed += 1
            }
        } catch {
            return .failure(CatalogFailure(message: "cannot remove the catalog's stale colour sets: \(FileErrors.describe(error, path: url.path))"))
        }
        return .success(outcome)
    }
}

/// Why a catalog could not be written.
struct CatalogFailure: Error {
    let message: String
}
