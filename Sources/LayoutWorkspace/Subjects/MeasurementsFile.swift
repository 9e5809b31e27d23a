import LayoutCatalog
import LayoutEngine

/// The measurements `--measurements` names: `@NAME[@N]` a set kept in the catalogue, anything
/// else a file (`-` standard input).
public func loadMeasurements(_ argument: String, from catalog: Catalog) throws -> Measurements {
    argument.hasPrefix("@")
        ? try catalog.measurementSet(RevisionReference(parsing: String(argument.dropFirst()))).measurements
        : try decodeMeasurements(at: argument)
}

/// Reads a measurements document; every problem is an error line naming the file and JSON path.
public func decodeMeasurements(at path: String) throws -> Measurements {
    try decodeInput(at: path) { bytes throws(DocumentErrors) in try Measurements(json: bytes) }
}

/// Checks the measurements against the document in every environment before anything is solved
/// or stored: errors name the measurements file and JSON path; a value on an axis that is not
/// estimated is a `warning:` line given to `warn`, each said once.
public func checkMeasurements(of document: LayoutDocument, in environments: [SolveEnvironment], file: String?,
                              warn: (String) -> Void) throws {
    var warned = Set<String>()
    for environment in environments {
        try checkMeasurements(of: document, in: environment, file: file, warned: &warned, warn: warn)
    }
}

/// The same in each container of a request, each against the set it was given (one of several
/// `--measurements`, by its text size), errors naming that set.
public func checkMeasurements(of document: LayoutDocument, in containers: [SolveContainer], warn: (String) -> Void) throws {
    var warned = Set<String>()
    for container in containers {
        try checkMeasurements(of: document, in: container.environment, file: container.measurementsSource,
                              warned: &warned, warn: warn)
    }
}

/// The same for the two sides of a diff: each side against what applies to it (the containers'
/// environments restricted to its sections), as the catalogue solves it; a section that neither
/// side has is left for the diff to refuse.
public func checkMeasurements(ofSides documents: [LayoutDocument], in containers: [SolveContainer],
                              warn: (String) -> Void) throws {
    for document in documents {
        let names = document.sections.map(\.name)
        try checkMeasurements(of: document, in: containers.map { container in
            var restricted = container
            restricted.environment = container.environment.restricted(to: names)
            return restricted
        }, warn: warn)
    }
}

/// One environment's check; `warned` holds the warnings said already.
private func checkMeasurements(of document: LayoutDocument, in environment: SolveEnvironment, file: String?,
                               warned: inout Set<String>, warn: (String) -> Void) throws {
    guard let file else { return }
    let name = displayName(ofInput: file)
    do {
        try environment.checkMeasurements(against: document)
    } catch {
        if case .invalidMeasurements(let path, let message) = error {
            throw WorkspaceError("\(name): \(path): \(message)")
        }
        throw error
    }
    for warning in measurementWarnings(for: document, in: environment) where warned.insert(warning.description).inserted {
        warn("warning: " + terminalSafe("\(name): \(warning)"))
    }
}
