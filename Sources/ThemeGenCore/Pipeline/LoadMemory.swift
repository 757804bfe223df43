/// What one load of a set of files keeps for the next load of the same set, so that an editor's next
/// load re-reads only the files whose bytes changed and makes again only the token themes whose tokens
/// changed (`ThemeLoader.load(_:memory:)`). Everything after those two stages — the token projects'
/// shared keys, resolution, naming — is done again every time, on the reused and the new parts alike.
///
/// A reused part is the same value the load would make again: a file's read is a function of its path,
/// bytes and whether it is a declared style sheet; a token theme's of its request (`TokenThemeMemory`).
/// Reading depends on the dimension units too, and making a theme on the units and the token roles: a load
/// with other ones starts afresh.
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

    /// A memory of no load: the first load with it reads and makes everything.
    public init() {}

    /// Forgets everything when `units` or `roles` are not those of the remembered load.
    mutating func settle(units: DimensionUnits, roles: TokenModifierRoles) {
        if let settings, settings.units == units, settings.roles == roles { return }
        self = LoadMemory()
        settings = (units, roles)
    }

    /// The files read, in the order given: those whose bytes are the remembered ones reused, the others
    /// read by `read` (on every core). The remembered reads become these.
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
            guard let known = reused[position] ?? fresh.next() else { continue }
            result.append(known)
        }
        reads = Dictionary(zip(files, result).map { ($0.path, RememberedRead(file: $0, read: $1)) }) { first, _ in first }
        filesRead = unread.map { files[$0].path }
        return result
    }
}
