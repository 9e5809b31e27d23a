/// How the decoder and the validator spell where a value sits: `a.b[2].c` as a `String`, or not
/// at all. A sound document is walked with `UnspelledPath`, which builds no strings (spelling
/// every path was most of the cost of checking one); only when that walk finds an error is the
/// document walked again with `String` paths to say where.
protocol DocumentPathSpelling: ExpressibleByStringLiteral {
    func appending(key name: String) -> Self
    /// A key the decoder names in its code: an `UnspelledPath` ignores it without making a string.
    func appending(key name: StaticString) -> Self
    func appending(index i: Int) -> Self
    /// The path as `DocumentError.path` holds it.
    var spelled: String { get }
}

/// Builds the paths of `DocumentError`: `a.b[2].c`.
extension String: DocumentPathSpelling {
    func appending(key name: String) -> String {
        isEmpty ? name : self + "." + name
    }

    func appending(key name: StaticString) -> String {
        appending(key: name.description)
    }

    func appending(index i: Int) -> String {
        self + "[" + String(i) + "]"
    }

    var spelled: String { self }
}

/// A path that is never spelled: the walk only needs to know whether anything is wrong.
struct UnspelledPath: DocumentPathSpelling {
    init(stringLiteral value: String) {}
    func appending(key name: String) -> UnspelledPath { self }
    func appending(key name: StaticString) -> UnspelledPath { self }
    func appending(index i: Int) -> UnspelledPath { self }
    var spelled: String { "" }
}
