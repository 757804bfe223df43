/// What one load of a set of files keeps for the next load of the same set, so that an editor's next
/// load re-reads only the files whose bytes changed, makes again only the token themes whose tokens
/// changed, and in those only the tokens whose aliases reach a changed one (`ThemeLoader.load(_:memory:)`).
/// Everything after those stages — the token projects' shared keys, resolution, naming — is done again
/// every time, on the reused and the new parts alike.
///
/// A reused part is the same value the load would make again: a file's read is a function of its path,
/// bytes and whether it is a declared style sheet; a token theme's of its request (`TokenThemeMemory`);
/// a token's draft, of the token and of the tokens its aliases name, when the set has the same paths and
/// none of them reported anything (`ThemeWork`). Reading depends on the dimension units too, and making a
/// theme on the units and the token roles: a load with other ones starts afresh.
public struct LoadMemory: Sendable {
    /// A file as last read: the bytes it was read from, and what reading them gave.
    struct RememberedRead: Sendable {
        let file: SourceFile
        let read: ReadFile
    }

    /// The settings that the remembered reads and themes were made with.
    private var settings: (units: DimensionUnits, roles: TokenModifierRoles)?
    /// The last load's files, by path.
    private var reads: [String: RememberedRead] = [:]
    /// The last load's token themes.
    var tokenThemes = TokenThemeMemory()

    /// The paths of the files the last load read (the others were reused), in path order.
    public private(set) var filesRead: [String] = []
    /// The names of the token themes the last load made (the others were reused), in the order asked.
    public var themesMade: [String] { tokenThemes.made }
    /// How many tokens the themes the last load made made again, in their default appearances; the
    /// others' drafts were taken from the last making of their themes, which resolved them alike.
    public var tokensMade: Int { tokenThemes.tokensMade }

    /// A memory of no load: the first load with it reads and makes everything.
    public init() {}

    /// Forgets everything when `units` or `roles` are not those of the remembered load.
    mutating func settle(units: DimensionUnits, roles: TokenModifierRoles) {
        if let settings, settings.units == units, settings.roles == roles { return }
        self = LoadMemory()
        settings = (units, roles)
    }

    /// The files read, in the order given: those whose bytes are the remembered ones reused, the others
    /// read by `read` (on every core), a token file's tokens that are written as before sharing the
    /// remembered ones (so that the themes that read them can reuse their resolution). The remembered
    /// reads become these.
    mutating func read(_ files: [SourceFile], by read: ([SourceFile]) -> [ReadFile]) -> [ReadFile] {
        let reused = files.map { file -> ReadFile? in
            guard let remembered = reads[file.path], remembered.file.contents == file.contents,
                remembered.file.isDeclaredStyleSheet == file.isDeclaredStyleSheet
            else { return nil }
            return remembered.read
        }
        let unread = files.indices.filter { reused[$0] == nil }
        var fresh = read(unread.map { files[$0] }).makeIterator()
        var result: [ReadFile] = []
        result.reserveCapacity(files.count)
        for position in files.indices {
            if let known = reused[position] {
                result.append(known)
            } else if let read = fresh.next() {
                result.append(reads[read.path].map { read.sharingTokens(with: $0.read) } ?? read)
            }
        }
        reads = Dictionary(zip(files, result).map { ($0.path, RememberedRead(file: $0, read: $1)) }) { first, _ in first }
        filesRead = unread.map { files[$0].path }
        return result
    }
}

extension ReadFile {
    /// This read of a token file, its tokens written alike in `earlier` (the same file's last read)
    /// sharing that read's (`DesignTokenSource.sharing(_:)`); any other read as it is.
    fileprivate func sharingTokens(with earlier: ReadFile) -> ReadFile {
        guard case .designTokens(let document)? = content, case .tokens(let source) = document.content,
            case .designTokens(let earlierDocument)? = earlier.content, case .tokens(let earlierSource) = earlierDocument.content
        else { return self }
        let shared = DesignTokenLoader.Document(path: document.path, content: .tokens(source.sharing(earlierSource)))
        return ReadFile(path: path, content: .designTokens(shared), diagnostics: diagnostics)
    }
}
