/// Reading and writing the measurements document (format.md "Measurements"): strict like a
/// layout document, every error reported with its JSON path, and one canonical text.
extension Measurements {
    /// Decodes and validates a measurements document from UTF-8 JSON text.
    public init(json: some Collection<UInt8>) throws(DocumentErrors) {
        try self.init(jsonValue: JSONValue.parse(json))
    }

    /// Decodes and validates a measurements document from JSON text.
    public init(json: String) throws(DocumentErrors) {
        try self.init(jsonValue: JSONValue.parse(json))
    }

    /// Decodes and validates an already parsed measurements document; every error is reported
    /// with its JSON path, not only the first.
    public init(jsonValue: JSONValue) throws(DocumentErrors) {
        var decoder = MeasurementsDecoder()
        let measurements = decoder.document(jsonValue)
        let errors = decoder.errors + measurements.validate()
        guard errors.isEmpty else { throw DocumentErrors(errors) }
        self = measurements
    }

    /// The canonical document: keys sorted, no whitespace, numbers in one form, so equal
    /// measurements are byte-equal (the frame cache keys on a hash of these bytes).
    public var canonicalText: String { jsonValue.compactText }

    /// Keys sorted, indented: for people.
    public var prettyText: String { jsonValue.prettyText }

    var jsonValue: JSONValue {
        func size(_ s: MeasuredSize) -> JSONValue {
            var members: JSONObject = [:]
            if let w = s.width { members["width"] = .number(w) }
            if let h = s.height { members["height"] = .number(h) }
            return .object(members)
        }
        var sections: JSONObject = [:]
        for (name, section) in self.sections {
            var items: JSONObject = [:]
            for (key, value) in section.itemKeys { items[key] = size(value) }
            var members: JSONObject = [:]
            if !items.isEmpty { members["items"] = .object(items) }
            if !section.boundaryItems.isEmpty {
                members["boundaryItems"] = .object(JSONObject(section.boundaryItems.mapValues(size)))
            }
            sections[name] = .object(members)
        }
        var document: JSONObject = ["measurementsVersion": .number(Double(Self.currentVersion)), "sections": .object(sections)]
        // Only when named, so sets without one keep their bytes and hashes.
        if let category = contentSizeCategory { document["contentSizeCategory"] = .string(category.rawValue) }
        return .object(document)
    }

    /// The rules the structure cannot say: sizes finite and ≥ 0, ranges that do not overlap.
    /// Also checks measurements built in Swift rather than decoded.
    public func validate() -> [DocumentError] {
        var lastIndices: [String: Int] = [:]
        return validate(recordingLastIndex: &lastIndices)
    }

    /// `validate()`, also giving each section's largest item index (of its ranges and indices),
    /// found in the same pass over keys that can number one per cell.
    func validate(recordingLastIndex lastIndices: inout [String: Int]) -> [DocumentError] {
        var errors: [DocumentError] = []
        for (name, section) in sections.sorted(by: { $0.key < $1.key }) {
            let path = Self.path(section: name)
            // Only a section with a bad value pays for its keys' spelling and order. Indices are
            // sorted, so their ends give the largest and the negative ones; one pass checks sizes.
            let bad = { (size: MeasuredSize) in !size.isValid }
            let negativeIndices = section.indices.itemIndices.prefix { $0 < 0 }
            lastIndices[name] = max(section.ranges.keys.map(\.upperBound).max() ?? -1, section.indices.largestIndex ?? -1)
            if !MeasuredSize.allValid(section.indices.sizes) || section.allItems.map(bad) ?? false
                || section.ranges.values.contains(where: bad) {
                for (key, size) in section.itemKeys { errors += Self.check(size, at: path + ".items." + key) }
            }
            for (kind, size) in section.boundaryItems.sorted(by: { $0.key < $1.key }) {
                errors += Self.check(size, at: path + ".boundaryItems." + kind)
            }
            let ranges = section.ranges.keys.sorted { $0.lowerBound < $1.lowerBound }
            for (earlier, later) in zip(ranges, ranges.dropFirst()) where later.lowerBound <= earlier.upperBound {
                errors.append(DocumentError(
                    path: path + ".items.\(later.lowerBound)..\(later.upperBound)",
                    message: "overlaps the range \(earlier.lowerBound)..\(earlier.upperBound)"))
            }
            for range in ranges where range.lowerBound < 0 {
                errors.append(DocumentError(path: path + ".items.\(range.lowerBound)..\(range.upperBound)",
                                            message: "an item index must be >= 0"))
            }
            for index in negativeIndices {
                errors.append(DocumentError(path: path + ".items.\(index)", message: "an item index must be >= 0"))
            }
        }
        return errors
    }

    static func path(section name: String) -> String { "sections." + name }

    private static func check(_ size: MeasuredSize, at path: String) -> [DocumentError] {
        var errors: [DocumentError] = []
        if let width = size.width, !MeasuredSize.isValidLength(width) {
            errors.append(DocumentError(path: path + ".width", message: "a measured size must be finite and >= 0"))
        }
        if let height = size.height, !MeasuredSize.isValidLength(height) {
            errors.append(DocumentError(path: path + ".height", message: "a measured size must be finite and >= 0"))
        }
        return errors
    }
}

/// Turns a `JSONValue` into `Measurements`: known keys only, right types, item keys that are
/// `*`, `N` or `A..B`. Reports every problem, not the first.
private struct MeasurementsDecoder {
    var errors: [DocumentError] = []

    mutating func report(_ path: String, _ message: String) {
        errors.append(DocumentError(path: path, message: message))
    }

    mutating func document(_ value: JSONValue) -> Measurements {
        guard let members = object(value, at: "", keys: ["measurementsVersion", "contentSizeCategory", "sections"]) else {
            return .none
        }
        switch members["measurementsVersion"] {
        case nil: report("measurementsVersion", "missing key")
        case .number(Double(Measurements.currentVersion))?: break
        case let other?:
            report("measurementsVersion", "unsupported measurements version \(other.compactText); this engine reads version 1")
        }
        guard let sectionsValue = members["sections"] else {
            report("sections", "missing key")
            return .none
        }
        guard case .object(let sections) = sectionsValue else {
            report("sections", "expected an object of section names, found \(sectionsValue.typeName)")
            return .none
        }
        var result = Measurements(contentSizeCategory: category(members["contentSizeCategory"]))
        for (name, value) in sections {
            result.sections[name] = section(value, at: Measurements.path(section: name))
        }
        return result
    }

    /// `"contentSizeCategory"`: one of UIKit's names as variants write them (format.md
    /// "Measurements"), or absent.
    private mutating func category(_ value: JSONValue?) -> ContentSizeCategory? {
        guard let value else { return nil }
        guard case .string(let name) = value else {
            report("contentSizeCategory", "expected the name of a content size category, found \(value.typeName)")
            return nil
        }
        guard let category = ContentSizeCategory(rawValue: name) else {
            let hint = ContentSizeCategory.meant(by: name).map { "; did you mean \($0.rawValue)?" } ?? ""
            report("contentSizeCategory", "no such content size category \"\(name)\"\(hint)")
            return nil
        }
        return category
    }

    private mutating func section(_ value: JSONValue, at path: String) -> SectionMeasurements {
        var result = SectionMeasurements()
        guard let members = object(value, at: path, keys: ["items", "boundaryItems"]) else { return result }
        if let items = members["items"], let entries = object(items, at: path + ".items", keys: nil) {
            // A JSON object's keys come in no order: collected, then sorted once.
            var indices: [Int: MeasuredSize] = [:]
            defer { result.indices = IndexedMeasurements(indices) }
            for (key, value) in entries {
                let keyPath = path + ".items." + key
                guard let size = size(value, at: keyPath) else { continue }
                if key == "*" {
                    result.allItems = size
                } else if let index = Self.index(key) {
                    indices[index] = size
                } else if let range = Self.range(key) {
                    result.ranges[range] = size
                } else {
                    report(keyPath, "an item key must be *, an index N or a range A..B with A <= B")
                }
            }
        }
        if let boundary = members["boundaryItems"],
           let entries = object(boundary, at: path + ".boundaryItems", keys: nil) {
            for (kind, value) in entries {
                if let size = size(value, at: path + ".boundaryItems." + kind) { result.boundaryItems[kind] = size }
            }
        }
        return result
    }

    private mutating func size(_ value: JSONValue, at path: String) -> MeasuredSize? {
        guard let members = object(value, at: path, keys: ["width", "height"]) else { return nil }
        if members.isEmpty { report(path, "give a width, a height or both") }
        var size = MeasuredSize()
        for (axis, keyPath) in [("width", \MeasuredSize.width), ("height", \MeasuredSize.height)] {
            guard let member = members[axis] else { continue }
            guard case .number(let n) = member else {
                report(path + "." + axis, "expected a number, found \(member.typeName)")
                continue
            }
            size[keyPath: keyPath] = n
        }
        return size
    }

    /// The object's members, reporting unknown keys (`keys == nil` allows any).
    private mutating func object(_ value: JSONValue, at path: String, keys: Set<String>?) -> JSONObject? {
        guard case .object(let members) = value else {
            report(path, "expected an object, found \(value.typeName)")
            return nil
        }
        if let keys {
            for key in members.keys.sorted() where !keys.contains(key) {
                let hint = suggestion(for: key, among: keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
                report(path.isEmpty ? key : path + "." + key, "unknown key" + hint)
            }
        }
        return members
    }

    /// `N`: decimal digits that fit an `Int`.
    private static func index(_ key: String) -> Int? {
        guard !key.isEmpty, key.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(key)
    }

    /// `A..B` with `A <= B`.
    private static func range(_ key: String) -> ClosedRange<Int>? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].isEmpty, let a = index(String(parts[0])), let b = index(String(parts[2])),
              a <= b else { return nil }
        return a...b
    }
}
