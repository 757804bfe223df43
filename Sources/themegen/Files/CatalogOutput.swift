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
        for stale in colorSets().filter({ !kept.contains($0) }) {
            let folder = url.appendingPathComponent(stale)
            // Only a set ThemeGen could have written: a folder holding just its Contents.json.
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["Contents.json"] else { continue }
            do {
                try FileManager.default.removeItem(at: folder)
                outcome.removed += 1
            } catch {
                return .failure(CatalogFailure(message: "cannot remove the stale colour set \(stale): \(FileErrors.describe(error, path: folder.path))"))
            }
        }
        return .success(outcome)
    }

    /// The colour-set folders below the catalog, as paths relative to it.
    private func colorSets() -> [String] {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: url.path) else { return [] }
        return paths.filter { $0.hasSuffix(".colorset") }.sorted()
    }
}

/// Why a catalog could not be written.
struct CatalogFailure: Error {
    let message: String
}
