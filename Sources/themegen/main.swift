import Foundation

let status = ThemeGenCommand.run(Array(CommandLine.arguments.dropFirst()), context: .process)
exit(status.rawValue)
