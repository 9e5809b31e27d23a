#if SwiftImport
/// Something in the Swift source the importer cannot turn into a document, at the place it
/// starts: `FILE:LINE:COLUMN: reason`, the form compilers and editors jump to.
public struct SwiftImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var reason: String

    public init(file: String, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String { "\(file):\(line):\(column): \(reason)" }
}

/// Every problem found in the files, so one run reports them all.
public struct SwiftImportErrors: Error, Sendable {
    public var errors: [SwiftImportError]
    public init(_ errors: [SwiftImportError]) { self.errors = errors }
}
#endif
