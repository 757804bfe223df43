import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-themes [--target <name>]... [--assets] [--check | --diff <revision>]`
///
/// Writes each theme target's generated Swift into the package (the `output` of its `themegen.yml`, or
/// `Generated/Themes.swift` in the target's folder), for teams that commit generated code. A target has
/// themes by the same rule as for the build plugin (`ThemeFiles`). `--check` writes nothing and fails,
/// with a diff, when a committed file is stale. Same tool and options as `themegen generate`.
/// `--assets` writes (or checks) each target's asset catalog instead (`themegen assets`: its config's
/// `assets.output`, or `Generated/Themes.xcassets`), also for a target that applies the build plugin.
/// `--diff REV` writes nothing and runs `themegen diff --base REV` on each target's themes instead: a
/// difference is reported in its own words and is no failure (a plugin cannot end with a status of its
/// own: SwiftPM turns any other into "error: Plugin ended with exit code N"), errors are.
@main
struct GenerateThemesCommand: CommandPlugin {
    static let command = "swift package --allow-writing-to-package-directory generate-themes"

    static let help = """
        OVERVIEW: Write the generated themes of each theme target into the package, or check them.

        A target has themes when its folder holds a \(ThemeFiles.configurationFile), files named *.\(ThemeFiles.themeSuffix).EXT
        (EXT: \(ThemeFiles.extensions.joined(separator: ", "))), \(ThemeFiles.apptentiveStyleSheetName), or theme files below a \(ThemeFiles.themesFolder) folder.
        Each such target's file is written to its \(ThemeFiles.configurationFile)'s 'output', or to
        \(GeneratedFiles.defaultOutput) in the target's folder. See docs/Config.md in ThemeGen.

        USAGE: \(command) [--target <name>] ... [--assets] [--check | --diff <revision> [--format <format>]]

        OPTIONS:
          --target <name>         A target to generate for; repeat for more (default: every target with themes).
          --assets                Write the themes' colours as an asset catalog instead of Swift: the config's
                                  'assets.output', or \(GeneratedFiles.defaultAssetCatalog) (themegen assets).
          --check                 Write nothing; fail with a diff when a written file is out of date.
          --diff <revision>       Write nothing; show what changed in the themes since a git revision
                                  (themegen diff --base); fails only on errors, not when they differ.
          --format <format>       With --diff: text (default), markdown or json.
          -h, --help              Show help information.

        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.help, terminator: "")
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let assets = extractor.extractFlag(named: "assets") > 0
        let diffBase = extractor.extractOption(named: "diff")
        let format = extractor.extractOption(named: "format")
        guard extractor.remainingArguments.isEmpty, diffBase.count <= 1, format.count <= 1, format.isEmpty || !diffBase.isEmpty,
            diffBase.isEmpty || !(check || assets)
        else {
            throw ThemeGenPluginError(
                description: "generate-themes: unexpected arguments \(arguments.joined(separator: " ")); "
                    + "usage: \(Self.command) [--target <name>] ... [--assets] [--check | --diff <revision> [--format <format>]]")
        }
        let named = !targetNames.isEmpty
        let targets = try context.package.targets(named: named ? targetNames : context.package.targets.map(\.name))
        let tool = try context.tool(named: "themegen").url
        // A target that generates its themes at build time must not get a file that compiles them again.
        let usage = buildPluginUsage(in: context.package.directoryURL)
        var generated = 0
        for target in targets {
            guard let target = target as? SourceModuleTarget else {
                if named { print("generate-themes: skipping target '\(target.name)': it has no sources") }
                continue
            }
            let inputs = try ThemeInputs(searching: target.directoryURL)
            guard !inputs.isEmpty else {
                if named { print("generate-themes: skipping \(ThemeInputs.missingInputsMessage(target: target.name, directory: target.directoryURL.path))") }
                continue
            }
            if let base = diffBase.first {
                print("generate-themes: themes of target '\(target.name)' since \(base)")
                let arguments = ["diff", "--base", base] + format.flatMap { ["--format", $0] } + inputs.readingInputArguments
                let status = try run(tool, arguments, in: context.package.directoryURL)
                switch status {
                case 0: print("generate-themes: the themes of target '\(target.name)' are the same as at \(base)")
                case DiffExit.differ: print("generate-themes: the themes of target '\(target.name)' differ from \(base), as listed above")
                default: throw ThemeGenPluginError(description: "generate-themes: target '\(target.name)': themegen reported errors (exit \(status))")
                }
                generated += 1
                continue
            }
            let what = assets ? "the asset catalog" : "themes"
            print("generate-themes: \(check ? "checking" : "generating") \(what) for target '\(target.name)'")
            var arguments =
                assets
                ? assetsArguments(inputs, target: target)
                : generateArguments(inputs, target: target, package: context.package, usage: usage)
            if check {
                arguments += ["--check", "--update-command", "\(Self.command)\(assets ? " --assets" : "") --target \(target.name)"]
            }
            let status = try run(tool, arguments, in: context.package.directoryURL)
            guard status == 0 else {
                let problem = check ? "the \(assets ? "catalog" : "generated file") is out of date or the themes have errors" : "themegen reported errors"
                throw ThemeGenPluginError(description: "generate-themes: target '\(target.name)': \(problem) (exit \(status))")
            }
            generated += 1
        }
        guard generated > 0 else {
            throw ThemeGenPluginError(
                description: "generate-themes: no target has themes: looked for a \(ThemeFiles.configurationFile) "
                    + "or \(ThemeFiles.ruleSummary) in \(named ? "the named targets" : "every target")")
        }
    }

    /// `themegen generate` for a target: into its config's `output`, or `Generated/Themes.swift` in its
    /// folder; refused by the tool when the file would be compiled into a target the build plugin generates
    /// for, or imports ThemeGenKit and the target does not depend on it.
    private func generateArguments(_ inputs: ThemeInputs, target: any SourceModuleTarget, package: Package, usage: BuildPluginUsage?) -> [String] {
        var arguments = ["generate"] + inputs.inputArguments(packageDirectory: package.directoryURL) + RuntimeDependency.arguments(for: target, in: package)
        if inputs.configuration == nil {
            arguments += ["--output", target.directoryURL.appendingPathComponent(GeneratedFiles.defaultOutput).path]
        }
        if let usage, usage.applies(to: target.name) {
            arguments += ["--build-plugin-target", target.directoryURL.path]
        }
        return arguments
    }

    /// `themegen assets` for a target: into its config's `assets.output` (which the tool reads), or
    /// `Generated/Themes.xcassets` in its folder. A catalog is a resource, never compiled twice, so a
    /// target the build plugin generates for gets one too.
    private func assetsArguments(_ inputs: ThemeInputs, target: any SourceModuleTarget) -> [String] {
        var arguments = ["assets"] + inputs.readingInputArguments
        if inputs.configuration == nil {
            arguments += ["--output", target.directoryURL.appendingPathComponent(GeneratedFiles.defaultAssetCatalog).path]
        }
        return arguments
    }

    /// Which targets the manifest says apply the build plugin; `nil` when it cannot be read (then no
    /// output is refused, and the build plugin stops a build that would declare the themes twice).
    private func buildPluginUsage(in package: URL) -> BuildPluginUsage? {
        do {
            return BuildPluginUsage(manifest: try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8))
        } catch {
            return nil
        }
    }

    /// `themegen diff`'s exit status when the themes differ (docs/Diff.md); 2 is trouble.
    private enum DiffExit {
        static let differ: Int32 = 1
    }

    /// Runs themegen and returns its exit status.
    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
