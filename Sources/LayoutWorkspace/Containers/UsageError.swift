/// A command line that asks for something impossible (a negative width, a malformed list), found
/// while reading option values: a front end reports it as a usage error, with its usage line.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, naming the option and the value given.
    public var description: String

    /// A usage error described by `description`.
    public init(_ description: String) { self.description = description }
}
