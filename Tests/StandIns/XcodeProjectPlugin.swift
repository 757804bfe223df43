// Stand-in for XcodeProjectPlugin (Xcode only): the declarations ThemeGenPlugin's Xcode conformance
// uses, so that code is type-checked on Linux too. A picture: Apple publishes no documentation pages for
// this module that we could find, so it has no record; the declarations follow the module's interface as
// public plugins use it (`XcodeTarget.displayName` is a `let` there).
import Foundation
import PackagePlugin

public struct XcodeProject {
    public var directoryURL: URL { URL(fileURLWithPath: "/") }
}

public struct XcodeTarget {
    public let displayName: String = ""
    public var inputFiles: FileList { fatalError("stand-in") }
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { XcodeProject() }
    public var pluginWorkDirectoryURL: URL { URL(fileURLWithPath: "/") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
