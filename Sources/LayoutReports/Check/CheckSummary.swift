import LayoutWorkspace
/// The Markdown summary of a check, for `$GITHUB_STEP_SUMMARY` or the terminal.
public enum CheckSummary {
    /// The summary of `files` checked against `base` at `devices`, as a Markdown table and a list of findings.
    public static func markdown(_ files: [CheckedFile], base: String, devices: [String], tolerance: Double) -> String {
        let invalid = files.filter { !$0.errors.isEmpty }.count
        let changed = files.filter { !$0.frameChanges.isEmpty }.count
        var lines = [
            "## Layouts check",
            "",
            "\(plural(files.count, "layout")) against `\(base)` at \(devices.map { "`\($0)`" }.joined(separator: ", ")) "
                + "(tolerance \(formatPoints(tolerance)) pt): \(invalid) invalid, \(changed) with frame changes, "
                + "\(files.reduce(0) { $0 + $1.findings.count }) lint findings, "
                + "\(files.filter { $0.unformattedLine != nil }.count) not in the form `layouts fmt` writes.",
            "",
            "| File | Valid | Lint | Against the base | Frames |",
            "|---|---|---|---|---|",
        ]
        for file in files {
            let frames = file.frameChanges.isEmpty ? "—"
                : file.frameChanges.map { "\($0.container): \($0.count) (up to \(formatPoints($0.largest)) pt)" }.joined(separator: "<br>")
            let base = switch file.base { case .added: "new"; case .changed: "changed"; case .unchanged: "unchanged" }
            lines.append("| `\(cell(file.repositoryPath))` | \(file.errors.isEmpty ? "✅" : "❌ \(file.errors.count)") | "
                         + "\(file.findings.isEmpty ? "—" : String(file.findings.count)) | \(base) | \(cell(frames)) |")
        }
        let details = files.flatMap { file in
            let finding = file.findingsAreErrors ? "❌" : "⚠️"
            return file.errors.map { "- ❌ `\(cell(file.repositoryPath))` line \($0.line): \(cell($0.message))" }
                + (file.unformattedLine.map { ["- ⚠️ `\(cell(file.repositoryPath))` line \($0): \(cell(Annotation.unformattedMessage(file.repositoryPath)))"] } ?? [])
                + file.findings.map { "- \(finding) `\(cell(file.repositoryPath))` line \($0.line): \(cell($0.finding.description)) — \($0.finding.rule.reason)" }
        }
        if !details.isEmpty { lines += ["", "### Findings", ""] + details }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a table cell or code span.
    private static func cell(_ text: String) -> String {
        terminalSafe(text).replacingEvery("|", with: "\\|").replacingEvery("`", with: "'")
    }
}
