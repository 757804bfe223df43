#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

Console.reserveStandardDescriptors()
let status = ThemeGenCommand.run(Array(CommandLine.arguments.dropFirst()), context: .process)
exit(status.rawValue)
