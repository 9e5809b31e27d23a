import LayoutCatalog
import LayoutEngine
import LayoutReports
import LayoutWorkspace

extension SolveOptions {
    /// The request with the measurements (`--measurements`) and the design tokens (`--tokens`)
    /// in every container's environment.
    func request(in catalog: Catalog) throws -> SolveRequest {
        var request = try request(presets: catalog.devices())
        if let measurementsFile {
            let measurements = try loadMeasurements(measurementsFile, from: catalog)
            for i in request.containers.indices { request.containers[i].environment.measurements = measurements }
        }
        if let tokens = try tokensFile.map({ try loadTokens($0, from: catalog) }) ?? catalog.defaultTokens() {
            for i in request.containers.indices { request.containers[i].environment.tokens = tokens }
        }
        return request
    }
}

/// The token set `--tokens` names: `@NAME[@N]` a set kept in the catalogue, anything else a
/// token file (`-` standard input).
func loadTokens(_ argument: String, from catalog: Catalog) throws -> DesignTokens {
    argument.hasPrefix("@")
        ? try catalog.tokenSet(RevisionReference(parsing: String(argument.dropFirst()))).tokens
        : try decodeTokens(at: argument)
}

/// Reads a token file; every problem is an error line naming the file and its path in it.
func decodeTokens(at path: String) throws -> DesignTokens {
    try decodeInput(at: path) { bytes throws(DocumentErrors) in try DesignTokens(json: bytes) }
}

/// The measurements `--measurements` names: `@NAME[@N]` a set kept in the catalogue, anything
/// else a file (`-` standard input).
func loadMeasurements(_ argument: String, from catalog: Catalog) throws -> Measurements {
    argument.hasPrefix("@")
        ? try catalog.measurementSet(RevisionReference(parsing: String(argument.dropFirst()))).measurements
        : try decodeMeasurements(at: argument)
}

/// Reads a measurements document; every problem is an error line naming the file and JSON path.
func decodeMeasurements(at path: String) throws -> Measurements {
    try decodeInput(at: path) { bytes throws(DocumentErrors) in try Measurements(json: bytes) }
}

/// Checks the measurements against the document in every environment before anything is solved
/// or stored: errors name the measurements file and JSON path (exit 2); a value on an axis that is
/// not estimated is a warning on stderr, said once.
func checkMeasurements(of document: LayoutDocument, in environments: [SolveEnvironment], file: String?) throws {
    guard let file else { return }
    let name = displayName(ofInput: file)
    var warned = Set<String>()
    for environment in environments {
        do {
            try environment.checkMeasurements(against: document)
        } catch {
            if case .invalidMeasurements(let path, let message) = error {
                throw CLIError("\(name): \(path): \(message)")
            }
            throw error
        }
        for warning in measurementWarnings(for: document, in: environment) where warned.insert(warning.description).inserted {
            printError("warning: " + terminalSafe("\(name): \(warning)"))
        }
    }
}
