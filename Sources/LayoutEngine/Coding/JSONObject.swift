/// A JSON object's members, each key once, kept in the order they were read or first set.
///
/// Objects in layout documents have a handful of keys, so a look-up compares the keys one by
/// one: a `[String: JSONValue]` hashed every key once when the parser built it and again on
/// every look-up of the decoder, a fifth of the time to read a stored document. An object of
/// more than `indexThreshold` members also keeps a dictionary from key to position, so no
/// input (a measurement set has a key per item) makes look-ups quadratic.
///
/// As in RFC 8259, the order is not part of the value: two objects with the same members in
/// another order are equal and hash alike. The writer sorts keys in any case.
public struct JSONObject: Sendable {
    /// A member: a key and its value.
    public typealias Element = (key: String, value: JSONValue)

    private var members: [Element]
    /// Position of each key, only when there are more than `indexThreshold` members.
    private var index: [String: Int]?

    static let indexThreshold = 16

    /// An empty object.
    public init() {
        members = []
    }

    /// The dictionary's members, in an unspecified order.
    public init(_ dictionary: [String: JSONValue]) {
        members = dictionary.map { (key: $0.key, value: $0.value) }
        buildIndexIfLarge()
    }

    /// Members whose keys the caller knows to be distinct (the parser reports duplicates).
    init(distinctMembers: [Element]) {
        members = distinctMembers
        buildIndexIfLarge()
    }

    private mutating func buildIndexIfLarge() {
        guard members.count > Self.indexThreshold else {
            index = nil
            return
        }
        var positions = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { positions[member.key] = position }
        index = positions
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Lengths first: keys of another length (most of them) are told apart without comparing.
        let length = key.utf8.count
        return members.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    /// The value under `key`; setting `nil` removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                members[position].value = value
            case (let position?, nil):
                members.remove(at: position)
                buildIndexIfLarge()
            case (nil, let value?):
                members.append((key, value))
                if index != nil {
                    index![key] = members.count - 1
                } else if members.count > Self.indexThreshold {
                    buildIndexIfLarge()
                }
            case (nil, nil):
                break
            }
        }
    }

    /// The number of members.
    public var count: Int { members.count }
    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }
    /// The keys, in the order the members were read or first set.
    public var keys: [String] { members.map(\.key) }
    /// The values, in the same order as ``keys``.
    public var values: [JSONValue] { members.map(\.value) }
    /// The first member read or set, if any.
    public var first: Element? { members.first }

    /// Makes room for `capacity` members, so that setting them does not reallocate.
    public mutating func reserveCapacity(_ capacity: Int) { members.reserveCapacity(capacity) }

    /// The same keys, in the same order, with each value transformed.
    public func mapValues(_ transform: (JSONValue) throws -> JSONValue) rethrows -> JSONObject {
        var mapped = self
        for position in mapped.members.indices { mapped.members[position].value = try transform(members[position].value) }
        return mapped
    }
}

extension JSONObject: Sequence {
    /// Iterates the members in the order they were read or first set.
    public func makeIterator() -> IndexingIterator<[Element]> { members.makeIterator() }
    /// The number of members: a sequence of members is never longer than that.
    public var underestimatedCount: Int { members.count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps the last value; the parser, unlike a literal, reports duplicates.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }
}

extension JSONObject: Hashable {
    /// The same members, whatever their order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Order-independent, as Set's is: the members' own hashes are summed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        var sum = 0
        for member in members {
            var own = Hasher()
            own.combine(member.key)
            own.combine(member.value)
            sum &+= own.finalize()
        }
        hasher.combine(sum)
    }
}
