import Foundation
import PackagePlugin

/// Generates the target's typed themes during the build: finds the target's theme files (or its
/// `themegen.yml`) by the rule of `ThemeFiles`, and runs `themegen generate` into the plugin work
/// directory. Every file the tool may read is a declared input, and the tool refuses to read any other
/// (`--declared-input`), so no edit can leave the build stale.
@main
struct ThemeGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw ThemeGenPluginError(
                description: "ThemeGen: target '\(target.name)' is not a Swift target; "
                    + "ThemeGenPlugin generates Swift, so apply it to a Swift target")
        }
        let inputs = try ThemeInputs(searching: target.directoryURL)
        guard !inputs.isEmpty else {
            throw ThemeGenPluginError(description: ThemeInputs.missingInputsMessage(target: target.name, directory: target.directoryURL.path))
        }
        if let collision = GeneratedFileCollision.find(in: target.sourceFiles(withSuffix: "swift").map(\.url)) {
            throw ThemeGenPluginError(description: collision.message(target: target.name))
        }
        return [
            command(
                inputs: inputs, targetName: target.name, packageDirectory: context.package.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "themegen").url,
                runtime: RuntimeDependency.arguments(for: target, in: context.package))
        ]
    }

    /// The one build command: its inputs are the configuration, the theme files, the templates and the
    /// tool itself; its outputs are the files of a split output (`GeneratedFiles.splitNames`), which the
    /// build compiles in parallel and of which an edited value recompiles only the tables and the file
    /// of its member. `runtime` says when the target lacks ThemeGenKit (`RuntimeDependency`; Xcode's
    /// targets do not tell).
    func command(inputs: ThemeInputs, targetName: String, packageDirectory: URL, workDirectory: URL, tool: URL, runtime: [String]) -> Command {
        let output = workDirectory.appendingPathComponent(GeneratedFiles.buildPluginOutput)
        let outputs = GeneratedFiles.splitNames(GeneratedFiles.buildPluginOutput, memberFiles: GeneratedFiles.buildPluginMemberFiles)
            .map { workDirectory.appendingPathComponent($0) }
        let declared = inputs.allFiles.flatMap { ["--declared-input", $0.path] }
        return .buildCommand(
            displayName: "Generating themes for \(targetName)",
            executable: tool,
            arguments: ["generate"] + inputs.inputArguments(packageDirectory: packageDirectory) + declared + runtime + [
                "--output", output.path,
                "--split", String(GeneratedFiles.buildPluginMemberFiles),
                "--absolute-diagnostic-paths",
                "--quiet",
            ],
            inputFiles: inputs.allFiles + [tool],
            outputFiles: outputs)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ThemeGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = try ThemeInputs(xcodeTargetFiles: target.inputFiles.map(\.url), projectDirectory: context.xcodeProject.directoryURL)
            guard !inputs.isEmpty else {
                throw ThemeGenPluginError(description: ThemeInputs.missingInputsMessage(target: target.displayName, directory: "the target's files"))
            }
            let swiftFiles = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
            if let collision = GeneratedFileCollision.find(in: swiftFiles) {
                throw ThemeGenPluginError(description: collision.message(target: target.displayName))
            }
            return [
                command(
                    inputs: inputs, targetName: target.displayName, packageDirectory: context.xcodeProject.directoryURL,
                    workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "themegen").url, runtime: [])
            ]
        }
    }
#endif
