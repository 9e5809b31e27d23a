import ArgumentParser
import LayoutCatalog
import LayoutEngine
import LayoutPictures
import LayoutReports
import LayoutWorkspace

/// Exit codes, following diff(1) where it applies: 0 success or no difference,
/// 1 differences, 2 trouble (invalid input or a failed operation). Argument-parser's own
/// `ExitCode.failure` is 1; every failure here is `trouble`.
extension ExitCode {
    static let differences = ExitCode(1)
    static let trouble = ExitCode(2)
}

/// Writes to standard error.
func printError(_ text: String) {
    FileDescriptorIO.writeAll(text + "\n", to: 2)
}

/// Says once, on standard error, that fresh frames could not be kept in the cache.
func warnAboutCacheWrites(_ outcomes: [SolveOutcome]) {
    if let warning = cacheWriteWarning(outcomes) { printError(warning) }
}

/// Runs a command body, turning any error into a located message on stderr and exit code 2.
/// Argument-parser's own errors (usage, --help) and usage errors found late pass through untouched.
func reportingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let exit as ExitCode {
        throw exit
    } catch let error as CleanExit {
        throw error
    } catch let error as ValidationError {
        throw error  // a usage error found once the catalogue was read (exit 64)
    } catch {
        for line in errorLines(error) { printError("error: " + terminalSafe(line)) }
        throw ExitCode.trouble
    }
}

/// An error's messages, one per `error:` line: the pictures' errors, then
/// the libraries' (`messageLines(of:)`).
func errorLines(_ error: any Error) -> [String] {
    switch error {
    case let error as PictureError:
        return [error.description]
    default:
        return messageLines(of: error)
    }
}
