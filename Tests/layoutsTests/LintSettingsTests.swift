import Foundation
import LayoutReports
import Testing

/// Lint tuned as swiftlint is (issue 41, item 10): the `"lint"` settings of `.layouts-check.json`
/// in `check` and in `lint`, and `lint --reporter json|github|sarif`.
@Suite struct LintSettingsTests {
    /// A repository whose one commit holds layouts/grid.json: seven columns made with the
    /// deprecated `count` on line 4 (`"count": 7,`), the only rule it breaks.
    private func repository(settings: String? = nil) throws -> Sandbox {
        let sandbox = try Sandbox(.nothing)
        try sandbox.git(["init", "-q"])
        try FileManager.default.createDirectory(atPath: sandbox.path("layouts"), withIntermediateDirectories: true)
        try sandbox.write("layouts/grid.json", CLIFixtures.sevenColumns)
        if let settings { try sandbox.write(".layouts-check.json", settings) }
        try sandbox.commitAll("a grid")
        return sandbox
    }

    /// `layouts lint ARGUMENTS` reading files only: no catalogue is named, and none is needed.
    private static func lint(_ sandbox: Sandbox, _ arguments: [String]) throws -> CLIResult {
        try sandbox.runRaw(["lint"] + arguments, environment: ["LAYOUTS_DB": ""])
    }

    private static let countWarning = "::warning file=layouts/grid.json,line=4,title=lint%3A deprecated-count::"

    @Test func checkWarnsAboutAFindingUnlessItsRuleIsDisabled() throws {
        let plain = try repository(settings: #"{ "format": false }"#)
        let warned = try plain.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        #expect(warned.status == 0)
        #expect(warned.stdout.contains(Self.countWarning))
        #expect(warned.stdout.contains("0 invalid, 0 with frame changes, 1 lint findings, 0 not in the form"))

        let disabled = try repository(settings: #"{ "format": false, "lint": { "disabled": ["deprecated-count"] } }"#)
        let quiet = try disabled.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        #expect(quiet.status == 0)
        #expect(!quiet.stdout.contains("deprecated-count"))
        #expect(quiet.stdout.contains("0 invalid, 0 with frame changes, 0 lint findings"))
    }

    /// As swiftlint's `--strict`: findings become errors and fail the check with 1, the code of
    /// "the layouts need work", not 2, which says the check could not be done.
    @Test func warningsAsErrorsMakeFindingsFailTheCheck() throws {
        let sandbox = try repository(settings: #"{ "format": false, "lint": { "warningsAsErrors": true } }"#)
        let result = try sandbox.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("::error file=layouts/grid.json,line=4,title=lint%3A deprecated-count::"))
        #expect(!result.stdout.contains("::warning"))
        #expect(result.stdout.contains("- ❌ `layouts/grid.json` line 4: sections[0].group.count: the group uses count [deprecated-count]"))

        // lint keeps its codes; the level shows in the reporters.
        let lint = try Self.lint(sandbox, ["layouts/grid.json", "--reporter", "github"])
        #expect(lint.status == 1)
        #expect(lint.stdout.hasPrefix("::error file=layouts/grid.json,line=4,title=lint%3A deprecated-count::"))
    }

    /// A rule turned off for one file, by its path from the repository's top folder, stays on
    /// in the others, and applies whatever the current folder.
    @Test func aRuleIgnoredForOneFileStaysOnElsewhere() throws {
        let sandbox = try repository(settings: #"{ "format": false, "lint": { "ignore": { "layouts/grid.json": ["deprecated-count"] } } }"#)
        try sandbox.write("layouts/copy.json", CLIFixtures.sevenColumns)
        let check = try sandbox.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        #expect(check.status == 0)
        #expect(!check.stdout.contains("file=layouts/grid.json,line=4,title=lint"))
        #expect(check.stdout.contains("::warning file=layouts/copy.json,line=4,title=lint%3A deprecated-count::"))

        let lint = try Self.lint(sandbox, ["layouts/grid.json", "layouts/copy.json"])
        #expect(lint.status == 1)
        #expect(lint.lines == [
            "layouts/copy.json: sections[0].group.count: the group uses count [deprecated-count]",
            "  why: " + "subitem:count: is deprecated since iOS 16; repeatingSubitem:count: (repeatingCount) keeps the subitem's own size",
        ])
    }

    @Test func lintReadsTheSettingsOfTheCurrentFolderOrTheConfigOption() throws {
        let sandbox = try repository(settings: #"{ "lint": { "disabled": ["deprecated-count"] } }"#)
        let read = try Self.lint(sandbox, ["layouts/grid.json"])
        #expect(read.status == 0)
        #expect(read.stdout == "")

        try sandbox.write("ci.json", #"{ "lint": { "disabled": ["no-room"] } }"#)
        let other = try Self.lint(sandbox, ["layouts/grid.json", "--config", "ci.json"])
        #expect(other.status == 1)
        #expect(other.stdout.contains("[deprecated-count]"))
    }

    /// Each fault names the file and the key; a rule id that does not exist names the closest.
    @Test(arguments: [
        (#"{ "lint": { "disabled": ["deprecated-cont"] } }"#,
         #"lint.disabled[0]: no lint rule "deprecated-cont"; did you mean "deprecated-count"? (rules: insets-on-estimated-axis, subitem-never-fits, fractions-overflow-group, item-larger-than-container, deprecated-count, deprecated-supplementaries-follow-content-insets, custom-frame-outside-group, list-rows-unmeasured, no-room)"#),
        (#"{ "lint": { "disable": [] } }"#, #"lint.disable: unknown key; did you mean "disabled"?"#),
        (#"{ "lint": { "warningsAsErrors": "yes" } }"#, "lint.warningsAsErrors: expected true or false"),
        (#"{ "lint": { "ignore": { "layouts/grid.json": ["nope"] } } }"#,
         #"lint.ignore.layouts/grid.json[0]: no lint rule "nope"; (rules: insets-on-estimated-axis, subitem-never-fits, fractions-overflow-group, item-larger-than-container, deprecated-count, deprecated-supplementaries-follow-content-insets, custom-frame-outside-group, list-rows-unmeasured, no-room)"#),
        (#"{ "lint": { "ignore": { "layouts/gird.json": ["no-room"] } } }"#,
         "lint.ignore.layouts/gird.json: no such file in the repository (paths are from its top folder)"),
        (#"{ "format": "no" }"#,
         "format: expected true (warn about files not in the form `layouts fmt` writes, the default) or false"),
    ])
    func wrongLintSettingsAreLocatedErrors(_ settings: String, _ message: String) throws {
        let sandbox = try repository(settings: settings)
        for arguments in [["check", "layouts", "--base", "HEAD", "--device", "iphone-16"], ["lint", "layouts/grid.json"]] {
            let result = try sandbox.runRaw(arguments, environment: ["LAYOUTS_DB": ""])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == "error: .layouts-check.json: \(message)\n", "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
    }

    @Test func theJSONReporterPrintsOneObjectPerFinding() throws {
        let sandbox = try repository()
        let result = try Self.lint(sandbox, ["layouts/grid.json", "--reporter", "json"])
        #expect(result.status == 1)
        let findings = try #require(try result.json() as? [[String: Any]])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding["file"] as? String == "layouts/grid.json")
        #expect(finding["layout"] as? String == "layouts/grid.json")
        #expect(finding["rule"] as? String == "deprecated-count")
        #expect(finding["severity"] as? String == "warning")
        #expect(finding["message"] as? String == "the group uses count")
        #expect(finding["path"] as? String == "sections[0].group.count")
        #expect(finding["line"] as? Int == 4)
        #expect((finding["reason"] as? String)?.hasPrefix("subitem:count: is deprecated since iOS 16") == true)

        // A clean file prints an empty array and exits 0.
        try sandbox.write("layouts/rows.json", CLIFixtures.rows(("a", 2)))
        let clean = try Self.lint(sandbox, ["layouts/rows.json", "--reporter", "json"])
        #expect(clean.status == 0)
        #expect(try clean.json() as? [Any] != nil && (try clean.json() as? [Any])?.isEmpty == true)
    }

    /// A stored revision has no file: null file and line, its name as the layout.
    @Test func aStoredRevisionHasNoFileInTheJSON() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["lint", "count-group-fixed-spacing", "--reporter", "json"])
        #expect(result.status == 1)
        let findings = try #require(try result.json() as? [[String: Any]])
        let first = try #require(findings.first)
        #expect(first["file"] is NSNull)
        #expect(first["line"] is NSNull)
        #expect(first["layout"] as? String == "count-group-fixed-spacing@1")
        #expect(first["rule"] as? String == "deprecated-count")
    }

    @Test func theGitHubReporterPrintsCheckAnnotations() throws {
        let sandbox = try repository()
        let result = try Self.lint(sandbox, ["layouts/grid.json", "--reporter", "github"])
        #expect(result.status == 1)
        #expect(result.lines == [
            Self.countWarning + "sections[0].group.count: the group uses count [deprecated-count] — "
                + "subitem:count: is deprecated since iOS 16; repeatingSubitem:count: (repeatingCount) keeps the subitem's own size",
        ])
    }

    /// The SARIF 2.1.0 schema's required members (a log's `version` and `runs`, a run's `tool`,
    /// a tool's `driver`, a driver's `name`, a rule's `id`, a result's `message`), and where the
    /// finding is.
    @Test func theSARIFReporterWritesA210Log() throws {
        let sandbox = try repository(settings: #"{ "lint": { "disabled": ["insets-on-estimated-axis"] } }"#)
        try sandbox.write("layouts/my grid.json", CLIFixtures.sevenColumns)
        let result = try Self.lint(sandbox, ["layouts/my grid.json", "--reporter", "sarif"])
        #expect(result.status == 1)
        let log = try result.json()
        #expect(try member(log, "version", as: String.self) == "2.1.0")
        let runs = try member(log, "runs", as: [Any].self)
        #expect(runs.count == 1)
        let driver = try member(try member(runs.first, "tool", as: [String: Any].self), "driver", as: [String: Any].self)
        #expect(try member(driver, "name", as: String.self) == "layouts")
        let rules = try member(driver, "rules", as: [[String: Any]].self)
        // Nine rules, one disabled: the first, so deprecated-count (fifth of nine) is index 3.
        #expect(rules.count == 8)
        #expect(rules.map { $0["id"] as? String }[3] == "deprecated-count")
        let results = try member(runs.first, "results", as: [[String: Any]].self)
        #expect(results.count == 1)
        let found = try #require(results.first)
        #expect(found["ruleId"] as? String == "deprecated-count")
        #expect(found["ruleIndex"] as? Int == 3)
        #expect(found["level"] as? String == "warning")
        #expect(try member(found["message"], "text", as: String.self)
            == "layouts/my grid.json: sections[0].group.count: the group uses count")
        let location = try #require(try member(found, "locations", as: [Any].self).first)
        let physical = try member(location, "physicalLocation", as: [String: Any].self)
        #expect(try member(physical["artifactLocation"], "uri", as: String.self) == "layouts/my%20grid.json")
        #expect(try number(physical["region"], "startLine") == 4)
    }

    // MARK: Per-document suppression

    /// The seven columns with `"lintDisabled"` naming two rules, the second of them the one it breaks.
    private static let quietGrid = CLIFixtures.sevenColumns.replacingOccurrences(
        of: "\"formatVersion\": 1,", with: "\"formatVersion\": 1, \"lintDisabled\": [\"no-room\", \"deprecated-count\"],")

    @Test func aDocumentTurnsRulesOffForItselfWhereverItIsLinted() throws {
        let sandbox = try repository()
        try sandbox.write("layouts/grid.json", Self.quietGrid)
        let lint = try Self.lint(sandbox, ["layouts/grid.json", "--reporter", "json"])
        #expect(lint.status == 0)
        #expect(lint.stdout == "[]\n")
        let check = try sandbox.runRaw(["check", "layouts", "--base", "HEAD", "--device", "iphone-16"])
        #expect(!check.stdout.contains("title=lint"))
        #expect(check.stdout.contains("0 lint findings"))

        // Canonical: the ids sorted, the key in its sorted place; so stored, and still quiet there.
        let compact = try sandbox.runRaw(["export", "--file", "layouts/grid.json", "--compact"], environment: ["LAYOUTS_DB": ""])
        #expect(compact.stdout.hasPrefix(#"{"formatVersion":1,"lintDisabled":["deprecated-count","no-room"],"sections":["#))
        let catalogue = try Sandbox()
        try catalogue.write("grid.json", Self.quietGrid)
        #expect(try catalogue.run(["save", "quiet-grid", "--file", "grid.json", "--message", "quiet"]).status == 0)
        #expect(try catalogue.run(["lint", "quiet-grid"]).status == 0)
        // Without the key the same layout has its finding, and the diff names the key.
        try catalogue.write("loud.json", CLIFixtures.sevenColumns)
        let diff = try catalogue.run(["diff", "quiet-grid", "loud.json"])
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("lintDisabled"))
    }

    @Test func anUnknownRuleInADocumentIsAValidationErrorAtItsPath() throws {
        let sandbox = try Sandbox(.nothing)
        try sandbox.write("grid.json", CLIFixtures.sevenColumns.replacingOccurrences(
            of: "\"formatVersion\": 1,", with: "\"formatVersion\": 1, \"lintDisabled\": [\"deprecated-cont\"],"))
        let result = try sandbox.run(["validate", "grid.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"lintDisabled[0]: unknown value "deprecated-cont"; did you mean "deprecated-count"?; expected one of "insets-on-estimated-axis", "#))
    }
}
