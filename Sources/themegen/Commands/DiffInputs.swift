import ThemeGenCore

/// The two theme sets `themegen diff` compares, loaded alike: `nil` for a side that has no theme files
/// at all (all of its themes are then added or removed).
struct DiffInputs {
    var old: ThemeSet?
    var new: ThemeSet?

    /// Loads both sides, printing every problem; `nil` when anything failed (exit status 2).
    static func resolve(_ arguments: ParsedArguments, _ context: CommandContext) -> DiffInputs? {
        guard let loader = SetLoader.make(arguments, context) else { return nil }
        if let revision = arguments.value("--base") {
            guard arguments.positionalsBeforeTerminator == nil else {
                return usage("'--base' compares the inputs with a revision, so give no '--' and no OLD inputs", context)
            }
            let inputs = loader.inputs(arguments.positionals, context)
            guard !inputs.isEmpty else { return usage(InputArguments.missing, context) }
            guard let old = loader.load(inputs, at: revision, context), let new = loader.load(inputs, context) else { return nil }
            return DiffInputs(old: old.themeSet, new: new.themeSet)
        }
        guard let split = arguments.positionalsBeforeTerminator else {
            return usage("Give OLD inputs, '--', then NEW inputs; or '--base <revision>' and the inputs.", context)
        }
        let oldInputs = arguments.positionals[..<split].map(context.files.commandLineInput)
        let newInputs = arguments.positionals[split...].map(context.files.commandLineInput)
        guard !oldInputs.isEmpty, !newInputs.isEmpty else {
            return usage("Give inputs on both sides of '--': OLD inputs, '--', NEW inputs.", context)
        }
        guard let old = loader.load(oldInputs, context), let new = loader.load(newInputs, context) else { return nil }
        return DiffInputs(old: old.themeSet, new: new.themeSet)
    }

    private static func usage(_ message: String, _ context: CommandContext) -> DiffInputs? {
        _ = context.usageError(message, spec: DiffCommand.spec)
        return nil
    }
}
