/// A parsed JSON text as one flat array of nodes in document order (a "tape", as simdjson
/// calls it).
///
/// Reading a stored document through a `JSONValue` tree allocated an array or a string for
/// nearly every node and freed them all again once decoded: two fifths of the time to read a
/// document went to building and destroying the tree (callgrind, issue 42). A tape is two
/// allocations whatever the document's size, and the decoder walks it through ``JSONNode``
/// views that hold no reference count.
///
/// A container's node records how many members or elements it has and the index just past its
/// last descendant, so a value is stepped over in one move. An object's members follow it as
/// pairs: the key (a string node), then the value's subtree. A string without escapes is where
/// it stands in the parsed text, which the tape borrows (see ``reading(_:_:)``); one with
/// escapes, or one from a tree, is decoded into the tape's own bytes.
final class JSONTape {
    enum Kind: UInt8 {
        case null, `false`, `true`, number, array, object
        /// A string whose bytes stand unchanged in the parsed text.
        case sourceString
        /// A string decoded into the tape's own bytes.
        case ownString
    }

    /// 12 bytes: a number keeps its bit pattern in `low` and `high`; a string its offset and
    /// its length in bytes; a container its count and the index past its end. An object also
    /// keeps, in what would be padding, one bit for each of its keys (``keyBit(_:)``), so that
    /// looking up a key it does not hold (most look-ups of the decoder) usually ends at once.
    struct Node {
        var kind: Kind
        var keyBits: UInt16 = 0
        var low: UInt32
        var high: UInt32

        init(kind: Kind, low: UInt32, high: UInt32) {
            self.kind = kind
            self.low = low
            self.high = high
        }

        var isString: Bool { kind == .sourceString || kind == .ownString }
    }

    /// The bit an object's node sets for a key spelled by `bytes`: from its length and first
    /// byte, which tell most of a format's keys apart. A key whose bit is clear is not there.
    @inline(__always)
    static func keyBit(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt16 {
        let first = bytes.isEmpty ? 0 : Int(bytes[0])
        return 1 << UInt16(truncatingIfNeeded: (bytes.count &+ first &* 3) & 15)
    }

    private let nodes: UnsafeMutablePointer<Node>
    private let ownText: UnsafeMutablePointer<UInt8>
    /// The parsed text, borrowed: valid only while the parser's caller holds it.
    private let source: UnsafePointer<UInt8>

    /// Takes over the storage a ``Builder`` wrote (no copy).
    fileprivate init(nodes: UnsafeMutablePointer<Node>, ownText: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>?) {
        self.nodes = nodes
        self.ownText = ownText
        self.source = source ?? UnsafePointer(ownText)
    }

    deinit {
        nodes.deallocate()
        ownText.deallocate()
    }

    /// The top-level value; valid for as long as the tape (and the text it was parsed from) is.
    var root: JSONNode {
        JSONNode(tape: JSONTapeView(nodes: UnsafePointer(nodes), source: source, ownText: UnsafePointer(ownText)), index: 0)
    }

    /// Parses `bytes` and hands their tape to `body`. The tape borrows the bytes, so it is
    /// only used inside; a syntax error names its line and column.
    static func reading<T>(_ bytes: some Collection<UInt8>,
                           _ body: (JSONTape) -> Result<T, DocumentErrors>) -> Result<T, DocumentErrors> {
        func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<T, DocumentErrors> {
            JSONParser.parseTape(buffer).flatMap { tape in withExtendedLifetime(tape) { body(tape) } }
        }
        if let result = bytes.withContiguousStorageIfAvailable(parse) { return result }
        return Array(bytes).withUnsafeBufferPointer(parse)
    }

    static func reading<T>(_ text: String, _ body: (JSONTape) -> Result<T, DocumentErrors>) -> Result<T, DocumentErrors> {
        var text = text
        return text.withUTF8 { buffer in
            JSONParser.parseTape(buffer).flatMap { tape in withExtendedLifetime(tape) { body(tape) } }
        }
    }
}

/// A tape's storage as plain pointers, so that passing a node along pays no reference count.
struct JSONTapeView {
    let nodes: UnsafePointer<JSONTape.Node>
    let source: UnsafePointer<UInt8>
    let ownText: UnsafePointer<UInt8>

    func node(_ index: Int) -> JSONTape.Node { nodes[index] }

    /// A string node's bytes.
    func bytes(_ node: JSONTape.Node) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: (node.kind == .sourceString ? source : ownText) + Int(node.low), count: Int(node.high))
    }

    /// The index of the value after the one at `index` (its next sibling, or its parent's end).
    func end(of index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.high) : index + 1
    }
}

// MARK: Building

extension JSONTape {
    /// Appends nodes in document order; containers are opened, filled, then closed, which
    /// records their count and end.
    ///
    /// It writes into memory it allocates and grows itself, which the tape then takes over:
    /// appending to an array asked the runtime whether its buffer was shared at every node, and
    /// the finished array was copied into the tape. So a builder must end in ``finish()`` or,
    /// when parsing fails, ``discard()``; it cannot be copied, so no copy outlives the storage
    /// it points to or frees it twice.
    struct Builder: ~Copyable {
        private var nodes: UnsafeMutablePointer<Node>
        private var nodeCapacity: Int
        private(set) var count = 0
        private var ownText: UnsafeMutablePointer<UInt8>
        private var ownTextCapacity: Int
        private var ownTextCount = 0
        /// The text being parsed, which `sourceString` nodes point into.
        private let source: UnsafeBufferPointer<UInt8>

        /// Room for a text of `source.count` bytes without growing in the usual case (a layout
        /// document has a node for every eight or so bytes), up to 65,536 nodes: past that the
        /// storage grows as it fills, so a long text that is one string reserves little.
        init(source: UnsafeBufferPointer<UInt8>) {
            self.source = source
            nodeCapacity = min(source.count / 6 + 4, 1 << 16)
            nodes = .allocate(capacity: nodeCapacity)
            // One byte at least, so that a tape with no decoded string still has an address.
            ownTextCapacity = 16
            ownText = .allocate(capacity: ownTextCapacity)
        }

        /// The tape, which owns the storage from now on; it borrows the source, as `reading` documents.
        consuming func finish() -> JSONTape {
            JSONTape(nodes: nodes, ownText: ownText, source: source.baseAddress)
        }

        /// The storage, for a tape that owns its own text (`JSONTape(_:)`).
        fileprivate consuming func release() -> (nodes: UnsafeMutablePointer<Node>, ownText: UnsafeMutablePointer<UInt8>) {
            (nodes, ownText)
        }

        /// Frees the storage of a tape that will not be made.
        consuming func discard() {
            nodes.deallocate()
            ownText.deallocate()
        }

        @inline(__always)
        private mutating func appendNode(_ node: Node) {
            if count == nodeCapacity { growNodes() }
            (nodes + count).initialize(to: node)
            count += 1
        }

        private mutating func growNodes() {
            let capacity = nodeCapacity * 2
            let grown = UnsafeMutablePointer<Node>.allocate(capacity: capacity)
            grown.moveInitialize(from: nodes, count: count)
            nodes.deallocate()
            nodes = grown
            nodeCapacity = capacity
        }

        private mutating func appendOwnText(_ bytes: UnsafeBufferPointer<UInt8>) {
            if ownTextCount + bytes.count > ownTextCapacity {
                let capacity = max(ownTextCapacity * 2, ownTextCount + bytes.count)
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                grown.moveInitialize(from: ownText, count: ownTextCount)
                ownText.deallocate()
                ownText = grown
                ownTextCapacity = capacity
            }
            if let base = bytes.baseAddress { (ownText + ownTextCount).initialize(from: base, count: bytes.count) }
            ownTextCount += bytes.count
        }

        mutating func appendNull() { appendNode(Node(kind: .null, low: 0, high: 0)) }
        mutating func append(_ flag: Bool) { appendNode(Node(kind: flag ? .true : .false, low: 0, high: 0)) }

        mutating func append(_ number: Double) {
            let bits = number.bitPattern
            appendNode(Node(kind: .number, low: UInt32(truncatingIfNeeded: bits), high: UInt32(truncatingIfNeeded: bits >> 32)))
        }

        /// A string that stands unescaped in the source, at `range` (checked UTF-8).
        mutating func appendSourceString(_ range: Range<Int>) {
            appendNode(Node(kind: .sourceString, low: UInt32(truncatingIfNeeded: range.lowerBound),
                            high: UInt32(truncatingIfNeeded: range.count)))
        }

        mutating func appendString(_ string: String) {
            beginString()
            var string = string
            string.withUTF8 { appendOwnText($0) }
            endString()
        }

        /// Opens a decoded string whose bytes are then added with `appendStringBytes` and
        /// `appendStringScalar`.
        mutating func beginString() {
            appendNode(Node(kind: .ownString, low: UInt32(truncatingIfNeeded: ownTextCount), high: 0))
        }

        mutating func appendStringBytes(_ range: Range<Int>) {
            appendOwnText(UnsafeBufferPointer(rebasing: source[range]))
        }

        mutating func appendStringScalar(_ scalar: Unicode.Scalar) {
            var encoded: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
            var length = 0
            withUnsafeMutableBytes(of: &encoded) { slots in
                UTF8.encode(scalar) { slots[length] = $0; length += 1 }
            }
            withUnsafeBytes(of: encoded) { appendOwnText(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<length])) }
        }

        mutating func endString() {
            let last = count - 1
            nodes[last].high = UInt32(truncatingIfNeeded: ownTextCount - Int(nodes[last].low))
        }

        /// Opens a container; returns what `close` needs.
        mutating func open(_ kind: Kind) -> Int {
            appendNode(Node(kind: kind, low: 0, high: 0))
            return count - 1
        }

        /// Closes a container; an object's `keyBits` are its keys' ``JSONTape/keyBit(_:)``s.
        mutating func close(_ container: Int, count members: Int, keyBits: UInt16 = 0) {
            nodes[container].low = UInt32(truncatingIfNeeded: members)
            nodes[container].high = UInt32(truncatingIfNeeded: count)
            nodes[container].keyBits = keyBits
        }

        /// The bytes of the string node at `index`, valid until the next append.
        @inline(__always)
        func bytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
            let node = nodes[index]
            // A tree's builder has no source, and makes no string that stands in one.
            let start = node.kind == .sourceString ? source.baseAddress ?? UnsafePointer(ownText) : UnsafePointer(ownText)
            return UnsafeBufferPointer(start: start + Int(node.low), count: Int(node.high))
        }

        /// Whether the string nodes at `first` and `second` are the same key as Swift compares
        /// strings (canonical equivalence): `"a\u0301"` and `"\u00e1"` are one key, since the
        /// readers of a tree keep keys in `String`-keyed dictionaries, where the second would
        /// silently replace the first. When both are ASCII (`bytesSuffice`, which the parser
        /// knows from reading them) the same key has the same bytes.
        func sameKey(at first: Int, as second: Int, bytesSuffice: Bool) -> Bool {
            let one = bytes(at: first), other = bytes(at: second)
            if sameBytes(one, other) { return true }
            if bytesSuffice { return false }
            return String(decoding: one, as: UTF8.self) == String(decoding: other, as: UTF8.self)
        }

        /// Whether the string node at `first` sorts strictly before the one at `second`, byte
        /// by byte (shorter first on a common prefix).
        @inline(__always)
        func precedes(_ first: Int, _ second: Int) -> Bool {
            let one = bytes(at: first), other = bytes(at: second)
            var index = 0
            while index < one.count && index < other.count {
                if one[index] != other[index] { return one[index] < other[index] }
                index += 1
            }
            return one.count < other.count
        }

        /// The index after the value at `index`.
        func end(of index: Int) -> Int {
            let node = nodes[index]
            return node.kind == .array || node.kind == .object ? Int(node.high) : index + 1
        }

        func string(at index: Int) -> String {
            String(decoding: bytes(at: index), as: UTF8.self)
        }

        mutating func append(_ value: JSONValue) {
            switch value {
            case .null: appendNull()
            case .bool(let flag): append(flag)
            case .number(let number): append(number)
            case .string(let string): appendString(string)
            case .array(let elements):
                let container = open(.array)
                for element in elements { append(element) }
                close(container, count: elements.count)
            case .object(let members):
                let container = open(.object)
                var keyBits: UInt16 = 0
                for member in members {
                    appendString(member.key)
                    keyBits |= JSONTape.keyBit(bytes(at: count - 1))
                    append(member.value)
                }
                close(container, count: members.count, keyBits: keyBits)
            }
        }
    }

    /// The tape of a tree, for the callers that hold one (`LayoutDocument(jsonValue:)`); every
    /// string is its own, so it borrows nothing.
    convenience init(_ value: JSONValue) {
        var builder = Builder(source: UnsafeBufferPointer(start: nil, count: 0))
        builder.append(value)
        let storage = builder.release()
        self.init(nodes: storage.nodes, ownText: storage.ownText, source: nil)
    }
}

// MARK: Reading

/// A value on a ``JSONTape``. It does not keep the tape alive (no reference count is paid to
/// pass one along): whoever holds the tape keeps it for as long as its nodes are read.
struct JSONNode {
    let tape: JSONTapeView
    let index: Int

    private var node: JSONTape.Node { tape.node(index) }

    var isNull: Bool { node.kind == .null }

    var bool: Bool? {
        switch node.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    var number: Double? {
        let node = node
        guard node.kind == .number else { return nil }
        return Double(bitPattern: UInt64(node.high) << 32 | UInt64(node.low))
    }

    /// A string's UTF-8 bytes, valid while the tape is.
    var utf8: UnsafeBufferPointer<UInt8>? {
        let node = node
        return node.isString ? tape.bytes(node) : nil
    }

    var string: String? {
        let node = node
        guard node.isString else { return nil }
        return String(decoding: tape.bytes(node), as: UTF8.self)
    }

    /// The members, when this is an object.
    var object: JSONMembers? {
        node.kind == .object ? JSONMembers(object: self) : nil
    }

    /// The elements, when this is an array.
    var elements: JSONElements? {
        node.kind == .array ? JSONElements(array: self) : nil
    }

    /// The type's name, for error messages.
    var typeName: String {
        switch node.kind {
        case .null: return "null"
        case .true, .false: return "a boolean"
        case .number: return "a number"
        case .sourceString, .ownString: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The same value as a tree.
    var value: JSONValue {
        let node = node
        switch node.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(number!)
        case .sourceString, .ownString: return .string(string!)
        case .array: return .array(elements!.map(\.value))
        case .object:
            var members: [JSONObject.Element] = []
            members.reserveCapacity(Int(node.low))
            for member in object! { members.append((member.key, member.value.value)) }
            return .object(JSONObject(distinctMembers: members))
        }
    }

    fileprivate var count: Int { Int(node.low) }
    fileprivate var keyBits: UInt16 { node.keyBits }
    fileprivate var end: Int { tape.end(of: index) }

    /// Whether this string node's bytes are `key`'s.
    fileprivate func spells(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        sameBytes(tape.bytes(node), key)
    }
}

/// An object's members on the tape, in the order the text gave them.
struct JSONMembers: Sequence {
    let object: JSONNode

    var count: Int { object.count }
    var isEmpty: Bool { count == 0 }

    /// The value under `key`, by a scan of the keys (objects in a layout document are small;
    /// a large one is only ever iterated).
    subscript(key: StaticString) -> JSONNode? {
        self[utf8: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)]
    }

    /// The value under a key known only at run time.
    subscript(named key: String) -> JSONNode? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ self[utf8: $0] }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { self[utf8: $0] }
    }

    subscript(utf8 key: UnsafeBufferPointer<UInt8>) -> JSONNode? {
        guard object.keyBits & JSONTape.keyBit(key) != 0 else { return nil }
        var index = object.index + 1
        let end = object.end
        while index < end {
            if JSONNode(tape: object.tape, index: index).spells(key) { return JSONNode(tape: object.tape, index: index + 1) }
            index = object.tape.end(of: index + 1)
        }
        return nil
    }

    /// The keys, in the text's order.
    var keys: [String] { map(\.key) }

    /// The first member, if any.
    var first: (key: String, value: JSONNode)? {
        var iterator = makeIterator()
        return iterator.next()
    }

    /// The first member's key and value as nodes (no string made).
    var firstNodes: (key: JSONNode, value: JSONNode)? {
        isEmpty ? nil : (JSONNode(tape: object.tape, index: object.index + 1), JSONNode(tape: object.tape, index: object.index + 2))
    }

    /// Whether some key is not in `allowed`, without making a string of any.
    func hasKey(outside allowed: KeyList) -> Bool {
        var index = object.index + 1
        let end = object.end
        while index < end {
            if !allowed.contains(object.tape.bytes(object.tape.node(index))) { return true }
            index = object.tape.end(of: index + 1)
        }
        return false
    }

    struct Iterator: IteratorProtocol {
        let tape: JSONTapeView
        var index: Int
        let end: Int

        mutating func next() -> (key: String, value: JSONNode)? {
            guard index < end else { return nil }
            let key = JSONNode(tape: tape, index: index).string!
            let value = JSONNode(tape: tape, index: index + 1)
            index = tape.end(of: index + 1)
            return (key, value)
        }
    }

    func makeIterator() -> Iterator {
        Iterator(tape: object.tape, index: object.index + 1, end: object.end)
    }

    var underestimatedCount: Int { count }
}

/// An array's elements on the tape, in order.
struct JSONElements: Sequence {
    let array: JSONNode

    var count: Int { array.count }

    struct Iterator: IteratorProtocol {
        let tape: JSONTapeView
        var index: Int
        let end: Int

        mutating func next() -> JSONNode? {
            guard index < end else { return nil }
            let element = JSONNode(tape: tape, index: index)
            index = tape.end(of: index)
            return element
        }
    }

    func makeIterator() -> Iterator {
        Iterator(tape: array.tape, index: array.index + 1, end: array.end)
    }

    var underestimatedCount: Int { count }
}

/// Whether two byte runs are equal: eight bytes at a time, then byte by byte (keys are a few
/// bytes long, and most are told apart by their length; `elementsEqual` walked a generic
/// iterator, a byte loop spent four instructions a byte).
@inline(__always)
func sameBytes(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = one.count
    guard count == other.count else { return false }
    guard count > 0 else { return true }
    let first = UnsafeRawPointer(one.baseAddress!), second = UnsafeRawPointer(other.baseAddress!)
    var offset = 0
    while offset + 8 <= count {
        if first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != second.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
        offset += 8
    }
    while offset < count {
        if first.load(fromByteOffset: offset, as: UInt8.self) != second.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        offset += 1
    }
    return true
}
