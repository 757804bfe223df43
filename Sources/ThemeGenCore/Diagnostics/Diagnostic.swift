/// One problem found in the inputs, with the place it refers to.
///
/// Printed in the form swiftc uses, which Xcode and `swift build` attach to the file inline:
/// `path:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    /// A secondary message pointing at a related place, such as the first definition of a duplicate.
    public struct Note: Hashable, Sendable {
        /// The explanation.
        public var message: String
        /// Where the related thing is.
        public var location: SourceLocation

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Whether this stops generation (`error`) or only informs.
    public var severity: Severity
    /// The message, starting in lower case, without a trailing period.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Related places.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The diagnostic and its notes, one per line, in compiler form.
    public var formatted: String {
        var lines = [Self.line(severity, message, location)]
        for note in notes {
            lines.append(Self.line(.note, note.message, note.location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, _ location: SourceLocation) -> String {
        if location.line == nil, !location.keyPath.isEmpty {
            let path = location.keyPath.joined(separator: " › ")
            return "\(location.prefix): \(severity.rawValue): \(message) (at \(path))"
        }
        return "\(location.prefix): \(severity.rawValue): \(message)"
    }
}
