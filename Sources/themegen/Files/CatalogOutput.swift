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
        if let problem = linkProblem(files) { return .failure(problem) }
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
        do {
            for set in try staleSets(kept: files) {
                try FileManager.default.removeItem(at: url.appendingPathComponent(set))
                outcome.removed += 1
            }
        } catch {
            return .failure(CatalogFailure(message: "cannot remove the catalog's stale colour sets: \(FileErrors.describe(error, path: url.path))"))
        }
        return .success(outcome)
    }

    /// How the catalog on disk differs from `files`, writing nothing (`--check`).
    struct Difference {
        /// The files that would be written, each with what it holds now (`nil` for a file not there).
        var changed: [(file: AssetCatalogFile, current: String?)] = []
        /// The colour sets that would be removed.
        var stale: [String] = []
        var isEmpty: Bool { changed.isEmpty && stale.isEmpty }
    }

    /// What `write(files)` would change.
    func difference(_ files: [AssetCatalogFile]) -> Result<Difference, CatalogFailure> {
        var difference = Difference()
        if let problem = linkProblem(files) { return .failure(problem) }
        for file in files {
            let path = url.appendingPathComponent(file.path).path
            let current: String?
            do {
                current = PathKind.at(path) == nil ? nil : String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            } catch {
                return .failure(CatalogFailure(message: "cannot read \(file.path) in the catalog: \(FileErrors.describe(error, path: path))"))
            }
            if current != file.contents { difference.changed.append((file, current)) }
        }
        do {
            difference.stale = try staleSets(kept: files)
        } catch {
            return .failure(CatalogFailure(message: "cannot list the catalog's colour sets: \(FileErrors.describe(error, path: url.path))"))
        }
        return .success(difference)
    }

    /// The failure for the first of `files` that has a symbolic link on its way from the catalog folder
    /// (`OutputContainment`): nothing is written or read when one does. (A stale colour set behind a link
    /// is left where it is.)
    private func linkProblem(_ files: [AssetCatalogFile]) -> CatalogFailure? {
        for file in files {
            if let problem = OutputContainment.problem(at: file.path, below: url) {
                return CatalogFailure(message: "cannot write \(file.path) in the catalog: \(problem)")
            }
        }
        return nil
    }

    /// The colour sets in the catalog that `files` do not hold and that ThemeGen could have written (a
    /// folder holding just its `Contents.json`), sorted; none when the catalog is not there yet.
    private func staleSets(kept files: [AssetCatalogFile]) throws -> [String] {
        guard PathKind.at(url.path) != nil else { return [] }
        let kept = Set(files.map { $0.path.split(separator: "/").dropLast().joined(separator: "/") })
        return try FileManager.default.subpathsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".colorset") && !kept.contains($0) }.sorted()
            .filter { OutputContainment.problem(at: $0, below: url) == nil }
            .filter { try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent($0).path) == ["Contents.json"] }
    }
}

/// Why a catalog could not be written.
struct CatalogFailure: Error {
    let message: String
}
