#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Darwin: the system's Foundation
#endif

/// A sentence for an error from FoundationEssentials (a file written, a folder made, a JSON
/// decoded), which has no `localizedDescription`: the system's own words for a failed call
/// ("No such file or directory"), and the place and problem of a decoding error.
package func describeFailure(_ error: any Error) -> String {
    switch error {
    case let error as CocoaError:
        if let underlying = error.underlying as? POSIXError { return SystemError(code: underlying.code.rawValue).description }
        if let path = error.filePath { return "cannot use \(path) (error \(error.code.rawValue))" }
        return "error \(error.code.rawValue)"
    case let error as POSIXError:
        return SystemError(code: error.code.rawValue).description
    case let error as DecodingError:
        return describe(error)
    default:
        return "\(error)"
    }
}

private func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .dataCorrupted(let context):
        return context.codingPath.isEmpty ? "not valid JSON" : "\(place(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
        return "\(place(context.codingPath + [key])): missing"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
        return "\(place(context.codingPath)): expected \(type)"
    @unknown default:
        return "\(error)"
    }
}
