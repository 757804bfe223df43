/// The context stack a template renders against: values, and rows of tables. A row is kept as the
/// position of its table and its own index, and a lookup asks the table where it lies, so that no
/// interpolation copies a table out of a value (a copy of an existential for every row and name).
struct MustacheContext: Sendable {
    private enum Frame: Sendable {
        case value(MustacheValue)
        /// Row `row` of `tables[table]`.
        case row(table: Int, row: Int)
    }

    private var frames: [Frame]
    /// The tables whose sections are being rendered, outermost first.
    private var tables: [any MustacheTable] = []

    /// A stack holding `data`.
    init(_ data: MustacheValue) {
        frames = [.value(data)]
    }

    /// How many frames a lookup may search.
    var count: Int { frames.count }

    mutating func push(_ value: MustacheValue) {
        frames.append(.value(value))
    }

    /// Removes the top frame (a value or a row).
    mutating func pop() {
        frames.removeLast()
    }

    /// Makes `table`'s rows available to `pushRow(_:of:)`; returns the position to give it.
    mutating func enter(_ table: any MustacheTable) -> Int {
        tables.append(table)
        return tables.count - 1
    }

    /// Forgets the table entered last.
    mutating func leave() {
        tables.removeLast()
    }

    mutating func pushRow(_ row: Int, of table: Int) {
        frames.append(.row(table: table, row: row))
    }

    /// Appends the text of the first frame from the top with a member `name`, and returns whether there
    /// is one; a row writes its own text.
    func write(_ name: String, to output: inout [UInt8]) -> Bool {
        for index in frames.indices.reversed() {
            switch frames[index] {
            case .row(let table, let row):
                if tables[table].writeText(name, row: row, to: &output) { return true }
            case .value(let value):
                if let member = value.member(name) {
                    member.appendText(to: &output)
                    return true
                }
            }
        }
        return false
    }

    /// The member `name` of the first frame from the top that has one.
    func member(_ name: String) -> MustacheValue? {
        for index in frames.indices.reversed() {
            switch frames[index] {
            case .row(let table, let row):
                if let value = tables[table].value(name, row: row) { return value }
            case .value(let value):
                if let member = value.member(name) { return member }
            }
        }
        return nil
    }

    /// The top frame as a value (`{{.}}`).
    var top: MustacheValue {
        guard let frame = frames.last else { return .null }
        switch frame {
        case .row(let table, let row): return .row(tables[table], row)
        case .value(let value): return value
        }
    }

    /// Every name a frame has, for suggestions when a name is unknown.
    var memberNames: [String] {
        frames.flatMap { frame in
            switch frame {
            case .row(let table, _): tables[table].names
            case .value(let value): value.memberNames
            }
        }
    }
}
