// The plugins' alone: themegen, which links the rest of this folder, has no PackagePlugin.
#if canImport(PackagePlugin)
    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif
    import PackagePlugin

    /// Whether a target that applies a plugin can import ThemeGenKit, which generated code with
    /// `runtime: library` (the default) imports; `themegen generate` decides, knowing the runtime the
    /// configuration asks for, and refuses with the line to add when the target lacks it.
    enum RuntimeDependency {
        /// The library's target (and product) name.
        static let library = "ThemeGenKit"

        /// The `themegen generate` arguments that tell it `target` does not depend on the library — its
        /// name, the package that provides the library and `package`'s manifest — or none when it does.
        static func arguments(for target: any Target, in package: Package) -> [String] {
            guard !target.recursiveTargetDependencies.contains(where: { $0.name == library }) else { return [] }
            let provider = package.dependencies.first { $0.package.products.contains { $0.name == library } }?.package.id ?? "ThemeGen"
            return [
                "--without-library", target.name, "--library-package", provider,
                "--manifest", package.directoryURL.appendingPathComponent("Package.swift").path,
            ]
        }
    }
#endif
