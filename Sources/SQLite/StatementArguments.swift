/// The positional values bound to a statement's `?` parameters, in order.
///
/// Written as an array literal: `[name, 42, nil, bytes]`. This is the only way values
/// reach SQL — never by string interpolation.
public struct StatementArguments: ExpressibleByArrayLiteral, Sendable, Equatable {
    public var values: [DatabaseValue]

    public init(_ values: [(any DatabaseValueConvertible)?]) {
        self.values = values.map { $0?.databaseValue ?? .null }
    }

    public init(databaseValues: [DatabaseValue]) {
        self.values = databaseValues
    }

    public init(arrayLiteral elements: (any DatabaseValueConvertible)?...) {
        self.init(elements)
    }

    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }
}
