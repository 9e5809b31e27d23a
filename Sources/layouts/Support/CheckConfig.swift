#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif

/// `layouts check`'s settings kept in the repository, so every run and every teammate uses the
/// same devices: a JSON file (`.layouts-check.json` by default) such as
/// `{ "devices": ["iphone-se-3", "iphone-16", "ipad-11"], "tolerance": 0.5 }`.
struct CheckConfig: Decodable, Equatable {
    var devices: [String]?
    var tolerance: Double?

    static let defaultPath = ".layouts-check.json"

    /// The file at `path`; a missing default file means no settings, any other problem is an error.
    static func load(_ path: String?) throws -> CheckConfig {
        let file = path ?? defaultPath
        guard FileManager.default.fileExists(atPath: file) else {
            if path == nil { return CheckConfig() }
            throw CLIError("\(file): no such file")
        }
        do {
            let config = try JSONDecoder().decode(CheckConfig.self, from: Data(readInput(file)))
            if let tolerance = config.tolerance, !(tolerance.isFinite && tolerance >= 0) {
                throw CLIError("\(file): tolerance: must be a number ≥ 0")
            }
            return config
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("\(file): expected {\"devices\": [\"ID\", …], \"tolerance\": POINTS} (\(describeFailure(error)))")
        }
    }
}
