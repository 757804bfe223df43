import ThemeGenCore

/// `themegen schema`: prints the JSON Schema of a kind of file ThemeGen reads.
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema of a file ThemeGen reads, for editors (docs/Editors.md).",
        discussion: "Draft 2020-12, the same text as the repository's schemas/ folder: \(JSONSchema.allCases.map(\.fileName).joined(separator: ", ")).",
        options: [],
        positionalName: JSONSchema.allCases.map(\.rawValue).joined(separator: "|"),
        positionalHelp: "Which schema: \(JSONSchema.allCases.map(\.rawValue).joined(separator: ", ")).",
        takesOnePositional: true)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let choices = JSONSchema.allCases.map(\.rawValue)
        guard arguments.positionals.count == 1, let schema = JSONSchema(rawValue: arguments.positionals[0]) else {
            let given = arguments.positionals.joined(separator: " ")
            return context.usageError("\(quoted: given) is not a schema; the schemas: \(choices.joined(separator: ", "))", spec: spec)
        }
        context.console.output(schema.text)
        return .success
    }
}
