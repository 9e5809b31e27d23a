/// A document feature the chosen platform's API cannot express, at its JSON path.
public struct UnsupportedFeature: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the key, e.g. `sections[0].variants[1].when.horizontalSizeClass`.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// Why no Swift was generated: every feature the platform lacks, each with its path.
public struct SwiftExportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var platform: SwiftPlatform
    public var unsupported: [UnsupportedFeature]

    public var description: String { unsupported.map(\.description).joined(separator: "\n") }
}
