import LayoutCatalog
import LayoutEngine

/// The `"lint"` settings of `.layouts-check.json`, which `layouts check` and `layouts lint` both
/// apply, as swiftlint's `disabled_rules` and `--strict`: `{"disabled": ["deprecated-count"],
/// "ignore": {"layouts/legacy.json": ["no-room"]}, "warningsAsErrors": true}`.
package struct LintSettings: Equatable {
    /// Rules whose findings are dropped in every file.
    package var disabled: Set<LintRule> = []
    /// Rules whose findings are dropped in one file, keyed by its path from the repository's top folder.
    package var ignored: [String: Set<LintRule>] = [:]
    /// Findings are errors: `check` fails on them and the reporters give them the level `error`.
    package var warningsAsErrors = false

    package static let keys = ["disabled", "ignore", "warningsAsErrors"]

    package init() {}

    /// Whether a finding of `rule` is reported in the file at `repositoryPath` (nil: a layout
    /// that is no file of the repository, which only `disabled` applies to).
    package func reports(_ rule: LintRule, in repositoryPath: String?) -> Bool {
        guard !disabled.contains(rule) else { return false }
        guard let repositoryPath, let rules = ignored[repositoryPath] else { return true }
        return !rules.contains(rule)
    }

    /// `error` with `warningsAsErrors`, else `warning`: the GitHub annotation's and SARIF's level.
    package var level: String { warningsAsErrors ? "error" : "warning" }

    /// The path of `file` from the top folder of the repository whose real path is `repository`,
    /// as `ignore`'s keys are written; nil outside it.
    package static func repositoryPath(of file: String, repository: String) -> String? {
        guard let real = FileKind.realPath(of: file), DocumentFiles.isInside(real, root: repository), real != repository else {
            return nil
        }
        return String(real.dropFirst(repository == "/" ? 1 : repository.count + 1))
    }

    /// The settings in the `"lint"` member of the settings file `file`; every fault names the key.
    static func parse(_ value: JSONValue, file: String) throws -> LintSettings {
        guard case .object(let members) = value else {
            throw WorkspaceError("\(file): lint: expected an object such as {\"disabled\": [\"RULE\", …], \"warningsAsErrors\": true}")
        }
        for key in members.keys.sorted() where !keys.contains(key) {
            let hint = suggestion(for: key, among: keys).map { "; did you mean \"\($0)\"?" } ?? " (known: \(keys.joined(separator: ", ")))"
            throw WorkspaceError("\(file): lint.\(key): unknown key\(hint)")
        }
        var settings = LintSettings()
        if let value = members["disabled"] {
            settings.disabled = try rules(value, key: "lint.disabled", file: file)
        }
        if let value = members["ignore"] {
            guard case .object(let paths) = value else {
                throw WorkspaceError("\(file): lint.ignore: expected an object from file paths to lists of rules, such as {\"layouts/legacy.json\": [\"RULE\"]}")
            }
            for path in paths.keys.sorted() {
                let key = "lint.ignore.\(path)"
                guard !path.isEmpty, !path.hasPrefix("/") else {
                    throw WorkspaceError("\(file): \(key): expected a file path from the repository's top folder")
                }
                settings.ignored[path.hasPrefix("./") ? String(path.dropFirst(2)) : path] = try rules(paths[path]!, key: key, file: file)
            }
        }
        if let value = members["warningsAsErrors"] {
            guard case .bool(let flag) = value else { throw WorkspaceError("\(file): lint.warningsAsErrors: expected true or false") }
            settings.warningsAsErrors = flag
        }
        return settings
    }

    /// Refuses an `ignore` path that is no file of the repository whose real path is
    /// `repository`: a misspelt path would ignore nothing, silently.
    func checkIgnoredFiles(in repository: String, file: String) throws {
        for path in ignored.keys.sorted() where FileKind(atPath: repository + "/" + path) != .file {
            throw WorkspaceError("\(file): lint.ignore.\(path): no such file in the repository (paths are from its top folder)")
        }
    }

    /// The rules a list of rule ids names, refusing an unknown id with the closest real one.
    private static func rules(_ value: JSONValue, key: String, file: String) throws -> Set<LintRule> {
        guard case .array(let items) = value else { throw WorkspaceError("\(file): \(key): expected a list of rule ids") }
        let ids = LintRule.allCases.map(\.rawValue)
        return try Set(items.enumerated().map { index, item in
            guard case .string(let id) = item else { throw WorkspaceError("\(file): \(key)[\(index)]: expected a rule id (a string)") }
            guard let rule = LintRule(rawValue: id) else {
                let hint = suggestion(for: id, among: ids).map { "did you mean \"\($0)\"? " } ?? ""
                throw WorkspaceError("\(file): \(key)[\(index)]: no lint rule \"\(id)\"; \(hint)(rules: \(ids.joined(separator: ", ")))")
            }
            return rule
        })
    }
}
