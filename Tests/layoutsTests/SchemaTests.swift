import Foundation
import LayoutReports
import Testing

/// The JSON Schema (`schema/layout.schema.json`, printed by `layouts schema`) and the
/// validator agree on every seed and example document and on documents with one fault each,
/// checked by an independent validator: Python's `jsonschema` (`.ci/run` installs it).
@Suite struct SchemaTests {
    /// The repository's top folder, found from this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static let schemaPath = root.appendingPathComponent("schema/layout.schema.json").path

    /// One fault each, every one an error for `layouts validate`.
    private static let faults: [(String, String)] = {
        let row = CLIFixtures.rows(("a", 2))
        let list = Self.list
        return [
            ("unknown-key", row.replacingOccurrences(of: #""itemCount""#, with: #""colour": 1, "itemCount""#)),
            ("zero-fraction", row.replacingOccurrences(of: #"{ "fractionalWidth": 1 }, "height": { "absolute": 50 }"#,
                                                      with: #"{ "fractionalWidth": 0 }, "height": { "absolute": 50 }"#)),
            ("negative-count", row.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": -2"#)),
            ("fractional-count", row.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": 2.5"#)),
            ("bad-name", row.replacingOccurrences(of: #""name": "a""#, with: #""name": "Photos""#)),
            ("no-sections", #"{ "formatVersion": 1, "sections": [] }"#),
            ("version-2", row.replacingOccurrences(of: #""formatVersion": 1"#, with: #""formatVersion": 2"#)),
            ("two-dimension-keys", row.replacingOccurrences(of: #"{ "absolute": 50 }"#, with: #"{ "absolute": 50, "estimated": 50 }"#)),
            ("unknown-kind", row.replacingOccurrences(of: #""kind": "horizontal""#, with: #""kind": "diagonal""#)),
            ("item-as-section-group", row.replacingOccurrences(of: #""kind": "horizontal""#, with: #""kind": "item""#)),
            ("schema-not-a-string", row.replacingOccurrences(of: #"{ "formatVersion""#, with: #"{ "$schema": 1, "formatVersion""#)),
            ("count-and-repeating", row.replacingOccurrences(of: #""subitems""#, with: #""count": 2, "repeatingCount": 2, "subitems""#)),
            ("negative-inset", row.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": 2, "contentInsets": { "top": -1 }"#)),
            ("bad-alignment", row.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": 2, "boundarySupplementaryItems": [ { "elementKind": "header", "alignment": "middle", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 40 } } } ]"#)),
            ("empty-condition", row.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": 2, "variants": [ { "when": {} } ]"#)),
            ("group-and-list", row.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": 2, "list": { "appearance": "plain" }"#)),
            ("list-group-only-key", list.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": 2, "interGroupSpacing": 0"#)),
            ("list-unknown-appearance", list.replacingOccurrences(of: #""plain""#, with: #""inset""#)),
            ("list-negative-padding", list.replacingOccurrences(of: #""plain""#, with: #""plain", "headerTopPadding": -1"#)),
            ("list-unknown-key", list.replacingOccurrences(of: #""plain""#, with: #""plain", "separators": true"#)),
            ("list-variant-group", list.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": 2, "variants": [ { "when": { "minWidth": 600 }, "contentInsets": { "top": 1 } } ]"#)),
            ("group-variant-list", row.replacingOccurrences(of: #""itemCount": 2"#, with: #""itemCount": 2, "variants": [ { "when": { "minWidth": 600 }, "list": { "appearance": "plain" } } ]"#)),
        ]
    }()

    /// A valid list section (format.md, list sections).
    private static let list = #"{ "formatVersion": 1, "sections": [ { "name": "a", "itemCount": 2, "list": { "appearance": "plain" } } ] }"#

    @Test func theCommandPrintsTheCommittedSchema() throws {
        let sandbox = try Sandbox(.nothing)
        let printed = try sandbox.runRaw(["schema"])
        #expect(printed.status == 0)
        #expect(printed.stdout == (try String(contentsOfFile: Self.schemaPath, encoding: .utf8)))
    }

    @Test func theSchemaAndTheValidatorAgree() throws {
        let sandbox = try Sandbox(.nothing)
        var files: [String] = []
        for folder in ["seed/layouts", "examples"] {
            let url = Self.root.appendingPathComponent(folder)
            // `*.measurements.json` beside an example are measurement documents, not layouts.
            files += try FileManager.default.contentsOfDirectory(atPath: url.path)
                .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".measurements.json") }.sorted()
                .map { url.appendingPathComponent($0).path }
        }
        #expect(files.count >= 27)
        for (name, text) in Self.faults {
            files.append(try sandbox.write("\(name).json", text))
        }
        // Valid list sections, mixed with a group section, with a variant that changes the list.
        files.append(try sandbox.write("with-lists.json", Self.list.replacingOccurrences(
            of: #""appearance": "plain" }"#,
            with: #""appearance": "insetGrouped", "headerMode": "supplementary", "headerTopPadding": 0 }, "contentInsetsReference": "none", "decorationItems": [ { "elementKind": "bg" } ], "variants": [ { "when": { "minWidth": 600 }, "list": { "appearance": "sidebar" } } ]"#)))
        // A valid document naming the schema is valid for both.
        files.append(try sandbox.write("with-schema.json", CLIFixtures.rows(("a", 2))
            .replacingOccurrences(of: #"{ "formatVersion""#, with: #"{ "$schema": "layout.schema.json", "formatVersion""#)))

        let script = """
            import json, sys, jsonschema
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            for path in sys.argv[2:]:
                print("valid" if validator.is_valid(json.load(open(path))) else "invalid")
            """
        let python = try sandbox.runRaw(["-c", "exec python3 -c \"$0\" \"$@\"", script, Self.schemaPath] + files, shell: true)
        try #require(python.status == 0, "python3 with jsonschema is needed (.ci/run installs it): \(python.stderr)")
        let schemaVerdicts = python.lines
        try #require(schemaVerdicts.count == files.count)
        for (file, verdict) in zip(files, schemaVerdicts) {
            let validated = try sandbox.runRaw(["validate", file])
            #expect((validated.status == 0 ? "valid" : "invalid") == verdict, "\(file): layouts and the schema disagree")
        }
        // Every fault was caught (by both, given the agreement above).
        #expect(schemaVerdicts.filter { $0 == "invalid" }.count == Self.faults.count + 1)
    }
}
