import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// One finding of `layouts lint`, with where it is: the layout it was found in and, for a file,
/// the file and the line of the finding's key.
package struct ReportedFinding {
    /// The layout as the command line named it (`layouts/grid.json`, `grid@2`, `main:grid.json`).
    package var layout: String
    /// The file's path (a path in git for `REV:path`); nil for a stored revision or standard input.
    package var file: String?
    /// The line of the finding's key in the file, when it is known.
    package var line: Int?
    /// What was found.
    package var finding: LintFinding

    package init(layout: String, file: String?, line: Int?, finding: LintFinding) {
        (self.layout, self.file, self.line, self.finding) = (layout, file, line, finding)
    }
}

/// `lint --reporter`: for people, for scripts (JSON), for GitHub Actions annotations and for code
/// scanning (SARIF 2.1.0).
package enum LintReporter: String, CaseIterable, Sendable {
    case text, json, github, sarif
}

/// How `layouts lint --reporter` prints its findings, as swiftlint's reporters: for people, for
/// scripts (JSON), for GitHub Actions annotations and for code scanning (SARIF 2.1.0).
package enum LintReport {
    /// The whole report of `reporter` once every finding is in: nothing for `text`, which is
    /// printed as findings come; the JSON, the annotations or the SARIF log otherwise, with the
    /// level `settings` give findings and the rules they leave on.
    package static func closing(_ found: [ReportedFinding], reporter: LintReporter, settings: LintSettings) -> [String] {
        switch reporter {
        case .text: return []
        case .json: return [json(found, level: settings.level).prettyText]
        case .github: return github(found, level: settings.level)
        case .sarif:
            let rules = LintRule.allCases.filter { !settings.disabled.contains($0) }
            return [sarif(found, rules: rules, level: settings.level).prettyText]
        }
    }

    /// Each finding as `LAYOUT: PATH: WHAT [RULE]` and its reason on the next line.
    package static func text(_ findings: [ReportedFinding]) -> [String] {
        findings.flatMap { ["\($0.layout): \($0.finding)", "  why: \($0.finding.rule.reason)"] }
    }

    /// One JSON object per finding: file (null when none), layout, rule, severity, message,
    /// reason, path (the key's JSON path) and line (null when not known).
    package static func json(_ findings: [ReportedFinding], level: String) -> JSONValue {
        .array(findings.map { reported in
            .object([
                "file": reported.file.map(JSONValue.string) ?? .null,
                "layout": .string(reported.layout),
                "rule": .string(reported.finding.rule.rawValue),
                "severity": .string(level),
                "message": .string(reported.finding.message),
                "reason": .string(reported.finding.rule.reason),
                "path": .string(reported.finding.path),
                "line": reported.line.map { .number(Double($0)) } ?? .null,
            ])
        })
    }

    /// The `::warning` (or `::error`) annotations `layouts check` prints for lint findings.
    package static func github(_ findings: [ReportedFinding], level: String) -> [String] {
        findings.map {
            Annotation.line(level, file: $0.file ?? $0.layout, line: $0.line ?? 1, title: "lint: \($0.finding.rule.rawValue)",
                            "\($0.finding) — \($0.finding.rule.reason)")
        }
    }

    /// A SARIF 2.1.0 log (OASIS): one run whose tool's driver lists the rules `rules`, and one
    /// result per finding. Of the schema's required members: the log's `version` and `runs`, the
    /// run's `tool`, the tool's `driver`, the driver's `name`, each rule's `id`, each result's
    /// `message` (with `text`); `level` is one of the schema's, `startLine` at least 1.
    package static func sarif(_ findings: [ReportedFinding], rules: [LintRule], level: String) -> JSONValue {
        let descriptors: [JSONValue] = rules.map { rule in
            .object([
                "id": .string(rule.rawValue),
                "shortDescription": .object(["text": .string(rule.reason)]),
                "defaultConfiguration": .object(["level": .string(level)]),
            ])
        }
        let results: [JSONValue] = findings.map { reported in
            var result: JSONObject = [
                "ruleId": .string(reported.finding.rule.rawValue),
                "level": .string(level),
                "message": .object(["text": .string("\(reported.layout): \(reported.finding.path): \(reported.finding.message)")]),
            ]
            if let index = rules.firstIndex(of: reported.finding.rule) { result["ruleIndex"] = .number(Double(index)) }
            var location: JSONObject = ["logicalLocations": .array([.object(["fullyQualifiedName": .string(reported.finding.path)])])]
            if let file = reported.file {
                var physical: JSONObject = ["artifactLocation": .object(["uri": .string(uriReference(file))])]
                if let line = reported.line { physical["region"] = .object(["startLine": .number(Double(line))]) }
                location["physicalLocation"] = .object(physical)
            }
            result["locations"] = .array([.object(location)])
            return .object(result)
        }
        let driver: JSONObject = [
            "name": .string("layouts"),
            "version": .string(BuildVersion.current),
            "rules": .array(descriptors),
        ]
        return .object([
            "$schema": .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object(["tool": .object(["driver": .object(driver)]), "results": .array(results)])]),
        ])
    }

    /// `path` as a relative URI reference (RFC 3986): each byte outside the unreserved
    /// characters and `/` percent-encoded, so a space or `#` in a file name stays part of the path.
    static func uriReference(_ path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            if kept.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
