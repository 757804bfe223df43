#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `themegen lsp`: a Language Server Protocol server over standard input and output (docs/Editors.md).
enum LSPCommand {
    static let spec = CommandSpec(
        name: "lsp",
        abstract: "Run a language server on standard input and output, for editors (docs/Editors.md).",
        discussion: "Diagnostics as you type for theme files, token files and themegen.yml, with the build's messages; hover, go to definition, completion and colour swatches from the loaded set. Ends at the client's 'exit'.",
        options: [],
        positionalName: "",
        positionalHelp: "",
        requiresPositionals: false)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard arguments.positionals.isEmpty else { return context.usageError("'lsp' takes no arguments", spec: spec) }
        var server = LanguageServer()
        var frames = MessageFrames()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while server.exitStatus == nil {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            // The client closed the stream without 'exit': the protocol's abnormal end.
            guard count > 0 else { return .failure }
            frames.append(buffer[..<count])
            while server.exitStatus == nil, let frame = frames.next() {
                switch frame {
                case .message(let body):
                    for message in server.handle(body) { context.console.output(MessageFrames.frame(message.text)) }
                case .skipped(let reason):
                    context.console.error("themegen lsp: skipped a message: \(reason); reading on from the next Content-Length header\n")
                }
            }
        }
        return server.exitStatus == 0 ? .success : .failure
    }
}
