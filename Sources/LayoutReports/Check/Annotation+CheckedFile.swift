import LayoutWorkspace

extension Annotation {
    /// The annotations for what `check` found in one file, in this order: `::error` for each
    /// validation error, `::warning` where the file is not in the form `layouts fmt` writes,
    /// `::warning` for each lint finding (`::error` with the settings' `warningsAsErrors`),
    /// `::error` where the layout has no room, `::warning` for each container whose frames changed.
    package static func lines(for result: CheckedFile) -> [String] {
        var lines: [String] = []
        for error in result.errors {
            lines.append(line("error", file: result.repositoryPath, line: error.line, title: "invalid layout", error.message))
        }
        if let line = result.unformattedLine {
            lines.append(self.line("warning", file: result.repositoryPath, line: line, title: "format", unformattedMessage(result.repositoryPath)))
        }
        for (line, finding) in result.findings {
            lines.append(self.line(result.findingsAreErrors ? "error" : "warning", file: result.repositoryPath, line: line, title: "lint: \(finding.rule.rawValue)",
                                   "\(finding) — \(finding.rule.reason)"))
        }
        if let noRoom = result.noRoom {
            lines.append(line("error", file: result.repositoryPath, line: noRoom.line, title: "no room", noRoom.message))
        }
        for change in result.frameChanges {
            lines.append(line("warning", file: result.repositoryPath, line: 1, title: "frames changed",
                              "\(change.count) frames changed at \(change.container) (up to \(formatPoints(change.largest)) pt)"))
        }
        return lines
    }

    /// What the format warning says about the file at `path` (from the repository's top): the
    /// command to run there, pasteable: quoted for the shell when the path needs it, and written
    /// `./PATH` when a colon would make `fmt` read it as `REV:path`.
    package static func unformattedMessage(_ path: String) -> String {
        let local = path.contains(":") && !path.hasPrefix("/") && !path.hasPrefix(".") ? "./" + path : path
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._/-+,@%=".unicodeScalars)
        let argument = local.unicodeScalars.allSatisfy(safe.contains)
            ? local : "'" + local.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
        return "not in the form `layouts fmt` writes; run layouts fmt \(argument)"
    }
}
