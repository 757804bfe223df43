import Foundation
import PackagePlugin

/// Generates the target's typed themes during the build: finds the target's theme files (or the
/// inputs its `themegen.yml` names), and runs `themegen generate` into the plugin work directory.
@main
struct ThemeGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = ThemeInputs(searching: target.directoryURL)
        guard !inputs.isEmpty else {
            throw ThemeGenPluginError(description: ThemeInputs.missingInputsMessage(target: target.name, directory: target.directoryURL.path))
        }
        return [try command(inputs: inputs, targetName: target.name, packageDirectory: context.package.directoryURL,
                            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "themegen").url)]
    }

    /// The one build command: its inputs are the theme files, the configuration, the templates and the
    /// tool itself; its output is the one file the tool writes.
    func command(inputs: ThemeInputs, targetName: String, packageDirectory: URL, workDirectory: URL, tool: URL) throws -> Command {
        let output = workDirectory.appendingPathComponent(GeneratedFiles.buildPluginOutput)
        return .buildCommand(
            displayName: "Generating themes for \(targetName)",
            executable: tool,
            arguments: ["generate"] + inputs.inputArguments + [
                "--output", output.path,
                "--paths-relative-to", packageDirectory.path,
                "--absolute-diagnostic-paths",
            ],
            inputFiles: inputs.allFiles + [tool],
            outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ThemeGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = ThemeInputs(files: target.inputFiles.map(\.url))
        guard !inputs.isEmpty else {
            throw ThemeGenPluginError(description: ThemeInputs.missingInputsMessage(target: target.displayName, directory: "the target's files"))
        }
        return [try command(inputs: inputs, targetName: target.displayName, packageDirectory: context.xcodeProject.directoryURL,
                            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "themegen").url)]
    }
}
#endif
