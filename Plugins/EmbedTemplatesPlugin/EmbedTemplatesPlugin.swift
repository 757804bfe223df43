import Foundation
import PackagePlugin

/// Builds the default templates in `Templates/` into ThemeGenCore as `DefaultTemplates.sources`, so that
/// the `themegen` binary carries them wherever it runs and `Templates/` stays a folder of editable files.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let directory = context.package.directoryURL.appending(path: "Templates")
        let templates = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "mustache" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(templates.count) default templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [output.path] + templates.map(\.path),
                inputFiles: templates,
                outputFiles: [output]),
        ]
    }
}
