#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Markdown summary of a GitHub Actions step: `layouts check` appends its own to the file
/// `$GITHUB_STEP_SUMMARY` names.
public enum StepSummary {
    /// The file the environment names, or nil outside GitHub Actions (unset or empty).
    public static var path: String? {
        getenv("GITHUB_STEP_SUMMARY").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Appends `text` to the file at `path`, creating it when missing.
    public static func append(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WorkspaceError("\(path): cannot write the step summary") }
        defer { close(descriptor) }
        if let failure = FileDescriptorIO.writeAll(text, to: descriptor) {
            throw WorkspaceError("\(path): cannot write the step summary: \(SystemError(code: failure))")
        }
    }
}
