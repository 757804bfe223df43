import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-themes [--target NAME]... [--check]`
///
/// Writes each target's generated themes into the package (the `output` of its `themegen.yml`, or
/// `Generated/Themes.swift` in the target's folder), for teams that commit generated code. `--check`
/// writes nothing and fails, with a diff, when a committed file is stale. Same tool and options as
/// `themegen generate`.
@main
struct GenerateThemesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw ThemeGenPluginError(description: "generate-themes: unknown arguments \(extractor.remainingArguments.joined(separator: " ")); usage: generate-themes [--target NAME]... [--check]")
        }
        let targets = try context.package.targets(named: targetNames.isEmpty ? context.package.targets.map(\.name) : targetNames)
        let tool = try context.tool(named: "themegen").url
        var generated = 0
        for case let target as SourceModuleTarget in targets {
            let inputs = ThemeInputs(searching: target.directoryURL)
            if inputs.isEmpty {
                if targetNames.contains(target.name) {
                    throw ThemeGenPluginError(description: ThemeInputs.missingInputsMessage(target: target.name, directory: target.directoryURL.path))
                }
                continue
            }
            var arguments = ["generate"] + inputs.inputArguments
            if inputs.configuration == nil {
                arguments += ["--output", target.directoryURL.appendingPathComponent(GeneratedFiles.defaultOutput).path]
            }
            if check { arguments.append("--check") }
            try run(tool, arguments, in: context.package.directoryURL, target: target.name)
            generated += 1
        }
        if generated == 0 {
            throw ThemeGenPluginError(description: "generate-themes: no target has theme files or a \(GeneratedFiles.configurationFile)")
        }
    }

    private func run(_ tool: URL, _ arguments: [String], in directory: URL, target: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ThemeGenPluginError(description: "generate-themes: themegen failed for target '\(target)' (exit \(process.terminationStatus))")
        }
    }
}
