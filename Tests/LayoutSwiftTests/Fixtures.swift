import Foundation
import LayoutEngine

/// The documents the Swift export is checked on: the seed catalogue, the examples, and the
/// fixtures here (the format's examples, which the engine's coding tests decode, and a tour of
/// every key the format has).
enum Fixtures {
    /// The package's top folder, found from this file.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Document {
        var name: String
        var document: LayoutDocument
    }

    /// The seed's `default` design tokens, which `token-cards` names.
    static func seedTokens() throws -> DesignTokens {
        try DesignTokens(json: Array(try Data(contentsOf: repository.appendingPathComponent("seed/tokens/default.json"))))
    }

    /// Every valid `*.json` layout document of a folder, by file name, the design tokens it
    /// names read from the seed's set.
    static func documents(in folder: String) throws -> [Document] {
        let url = repository.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".measurements.json") }.sorted()
        let tokens = try seedTokens()
        return try names.compactMap { name in
            let data = try Data(contentsOf: url.appendingPathComponent(name))
            guard let document = try? LayoutDocument(json: Array(data), tokens: tokens) else { return nil }
            return Document(name: String(name.dropLast(5)), document: document)
        }
    }

    static func seed() throws -> [Document] { try documents(in: "seed/layouts") }

    /// The examples (the invalid one left out) and the fixtures of this target.
    static func others() throws -> [Document] {
        try documents(in: "examples") + documents(in: "Tests/LayoutSwiftTests/Fixtures")
    }

    static func fixture(_ name: String) throws -> LayoutDocument {
        let data = try Data(contentsOf: repository.appendingPathComponent("Tests/LayoutSwiftTests/Fixtures/\(name).json"))
        return try LayoutDocument(json: Array(data))
    }
}
