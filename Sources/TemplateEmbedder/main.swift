import Foundation

// Writes a Swift file declaring `DefaultTemplates.sources`: each template file's text by its name
// (the file name without `.mustache`). Used by EmbedTemplatesPlugin while building ThemeGenCore.
// Usage: TemplateEmbedder <output.swift> <template.mustache>...

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            result += scalar.isASCII && scalar.value >= 0x20 ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
    return result + "\""
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder <output.swift> <template.mustache>...\n".utf8))
    exit(2)
}
var lines = [
    "// Generated from Templates/ by TemplateEmbedder while building. Do not edit.",
    "",
    "/// The default templates, by name.",
    "enum DefaultTemplates {",
    "    static let sources: [String: String] = [",
]
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(path): error: cannot read this template as UTF-8 text\n".utf8))
        exit(1)
    }
    let name = url.deletingPathExtension().lastPathComponent
    lines.append("        \(literal(name)): \(literal(text)),")
}
lines += ["    ]", "}", ""]
let contents = Data(lines.joined(separator: "\n").utf8)
if (try? Data(contentsOf: URL(fileURLWithPath: output))) != contents {
    try contents.write(to: URL(fileURLWithPath: output), options: .atomic)
}
