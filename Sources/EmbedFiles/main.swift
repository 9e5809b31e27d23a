// Writes a Swift source file that holds the text of the given files, so that the
// `layouts` binary carries its migrations and seed catalogue instead of reading the
// source tree at run time.
//
// Usage: EmbedFiles OUTPUT GROUP=DIR:EXT [GROUP=DIR:EXT ...] [version=ROOT]
//                  [historyTable=FILE] [catalogueSchema=MIGRATIONS_DIR:HISTORY_FILE]
// Each group becomes `EmbeddedFiles.GROUP`, an array of (path relative to DIR, text),
// sorted by path so the output does not depend on directory order. `historyTable` embeds one
// file's text; `catalogueSchema` the objects the migrations make (see MigratedSchema).
import Foundation

func literal(_ text: String) -> String {
    var out = "\""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

func files(in directory: URL, withExtension ext: String) throws -> [(String, String)] {
    let base = directory.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    var result: [(String, String)] = []
    for case let relative as String in enumerator where relative.hasSuffix("." + ext) {
        let text = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
        result.append((relative, text))
    }
    return result.sorted { $0.0 < $1.0 }
}

/// The tag HEAD is at (`git describe --tags --exact-match`), or "dev" for any other build:
/// a build from a release tag reports that release.
func gitTag(at root: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root, "describe", "--tags", "--exact-match", "HEAD"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "dev" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let tag = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !tag.isEmpty ? tag : "dev"
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: EmbedFiles OUTPUT GROUP=DIR:EXT...\n".utf8))
    exit(2)
}
var source = """
    // Generated at build time by the EmbedFiles plugin. Do not edit.

    struct EmbeddedFile: Sendable, Equatable {
        let path: String
        let text: String
    }

    struct EmbeddedSchemaObject: Sendable, Equatable {
        let type: String
        let name: String
        let table: String
        let sql: String
    }

    enum EmbeddedFiles {

    """
for spec in arguments.dropFirst(2) {
    if spec.hasPrefix("version=") {
        source += "    static let version = \(literal(gitTag(at: String(spec.dropFirst("version=".count)))))\n"
        continue
    }
    if spec.hasPrefix("historyTable=") {
        let file = String(spec.dropFirst("historyTable=".count))
        source += "    static let historyTable = \(literal(try String(contentsOfFile: file, encoding: .utf8)))\n"
        continue
    }
    if spec.hasPrefix("catalogueSchema="), let colon = spec.lastIndex(of: ":") {
        let directory = String(spec[spec.index(spec.startIndex, offsetBy: "catalogueSchema=".count)..<colon])
        let history = try String(contentsOfFile: String(spec[spec.index(after: colon)...]), encoding: .utf8)
        do {
            let schema = try MigratedSchema(historyTable: history,
                                            migrations: try files(in: URL(fileURLWithPath: directory), withExtension: "sql"))
            source += schema.source
        } catch let error as EmbedError {
            FileHandle.standardError.write(Data("EmbedFiles: \(error)\n".utf8))
            exit(1)
        }
        continue
    }
    guard let eq = spec.firstIndex(of: "="), let colon = spec.lastIndex(of: ":") else {
        FileHandle.standardError.write(Data("EmbedFiles: bad group '\(spec)'\n".utf8))
        exit(2)
    }
    let group = String(spec[..<eq])
    let dir = String(spec[spec.index(after: eq)..<colon])
    let ext = String(spec[spec.index(after: colon)...])
    source += "    static let \(group): [EmbeddedFile] = [\n"
    for (path, text) in try files(in: URL(fileURLWithPath: dir), withExtension: ext) {
        source += "        EmbeddedFile(path: \(literal(path)), text: \(literal(text))),\n"
    }
    source += "    ]\n"
}
source += "}\n"
let output = URL(fileURLWithPath: arguments[1])
// Rewrite only on change so dependants are not rebuilt for nothing.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
