import LayoutEngine

/// What the parity kit's XCTest file writes: UIKit's frames per layout and container, in the
/// solve-result form (`{"parityVersion": 1, "results": [SOLVE RESULT…]}`). A single solve result
/// (`layouts solve --format json`) reads as a dump of one layout.
public struct ParityDump: Hashable, Sendable {
    public var results: [Result]

    /// One layout's solutions.
    public struct Result: Hashable, Sendable {
        /// The layout's name in the catalogue.
        public var layout: String
        /// The revision laid out; `nil`: the latest.
        public var revision: Int?
        public var solutions: [Solution]
        /// Where it is in the dump, for messages: `results[2]`.
        public var path: String
    }

    /// UIKit's frames in one container.
    public struct Solution: Hashable, Sendable {
        public var container: Container
        public var contentSize: Size?
        public var attributes: [ElementKey: Rect]
        public var path: String
    }

    /// The container as the solve result's `container` says it.
    public struct Container: Hashable, Sendable {
        public var width: Double
        public var height: Double
        public var device: String?
        public var orientation: String
        public var safeArea: DirectionalInsets
        public var layoutDirection: LayoutDirection
        public var scale: Double?
        /// The collection view's layout margins, safe area included: the ones the parity kit set
        /// (and read back), or a solve result's `--layout-margins`. `nil` (a dump from a kit
        /// older than the key, a solve without the option): the solver's default margins for the
        /// container apply, the device preset's minimum margin or the width's.
        public var layoutMargins: DirectionalInsets? = nil
    }

    public init(results: [Result]) {
        self.results = results
    }

    /// Reads a dump; every fault is named by its JSON path.
    public init(json bytes: [UInt8]) throws(ParityDumpError) {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)
        } catch {
            throw ParityDumpError(path: "", message: error.errors.map(\.description).joined(separator: "; "))
        }
        let reader = Reader()
        var results: [Result] = []
        if case .object(let members) = root, let list = members["results"] {
            for (index, value) in try reader.array(list, at: "results").enumerated() {
                results.append(try reader.result(value, at: "results[\(index)]"))
            }
        } else {
            results = [try reader.result(root, at: "")]
        }
        self.init(results: results)
    }
}

/// A dump that cannot be read, at a JSON path (empty: the whole text).
public struct ParityDumpError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// `message` about the value at the JSON `path`.
    public init(path: String, message: String) {
        (self.path, self.message) = (path, message)
    }
}

/// Which element an attribute is: UIKit's category, element kind and index path.
public struct ElementKey: Hashable, Sendable, Comparable {
    public var category: AttributeCategory
    /// Empty for cells.
    public var elementKind: String
    /// `nil` for a layout-level boundary item.
    public var section: Int?
    public var item: Int

    public init(category: AttributeCategory, elementKind: String, section: Int?, item: Int) {
        self.category = category
        self.elementKind = category == .cell ? "" : elementKind
        self.section = section
        self.item = item
    }

    /// Cells first in index-path order, then supplementaries, then decorations.
    public static func < (a: ElementKey, b: ElementKey) -> Bool {
        func rank(_ c: AttributeCategory) -> Int { c == .cell ? 0 : c == .supplementary ? 1 : 2 }
        return (rank(a.category), a.section ?? -1, a.elementKind, a.item) < (rank(b.category), b.section ?? -1, b.elementKind, b.item)
    }

    /// `cell 0.3`, `supplementary "header" 1.0`, `supplementary "banner" layout.0`.
    public var label: String {
        let place = "\(section.map(String.init) ?? "layout").\(item)"
        return category == .cell ? "cell \(place)" : "\(category.rawValue) \(JSONValue.string(elementKind).compactText) \(place)"
    }
}

/// The members of a dump, read with their paths.
private struct Reader {
    func result(_ value: JSONValue, at path: String) throws(ParityDumpError) -> ParityDump.Result {
        let members = try object(value, at: path)
        guard case .string(let layout)? = members["layout"] else {
            throw ParityDumpError(path: join(path, "layout"), message: "expected the layout's name (a string)")
        }
        var revision: Int?
        if let value = members["revision"], value != .null {
            revision = try integer(value, at: join(path, "revision"))
        }
        let list = try array(members["solutions"] ?? .null, at: join(path, "solutions"))
        var solutions: [ParityDump.Solution] = []
        for (index, value) in list.enumerated() {
            solutions.append(try solution(value, at: join(path, "solutions") + "[\(index)]"))
        }
        return ParityDump.Result(layout: layout, revision: revision, solutions: solutions, path: path)
    }

    func solution(_ value: JSONValue, at path: String) throws(ParityDumpError) -> ParityDump.Solution {
        let members = try object(value, at: path)
        let container = try self.container(members["container"] ?? .null, at: join(path, "container"))
        var contentSize: Size?
        if let value = members["contentSize"] {
            let size = try object(value, at: join(path, "contentSize"))
            contentSize = Size(width: try number(size["width"], at: join(path, "contentSize.width")),
                               height: try number(size["height"], at: join(path, "contentSize.height")))
        }
        var attributes: [ElementKey: Rect] = [:]
        // Per section: how many cells are listed, and the highest item named with its place.
        var cells: [Int: (listed: Int, highest: Int, at: String)] = [:]
        for (index, value) in try array(members["attributes"] ?? .null, at: join(path, "attributes")).enumerated() {
            let here = join(path, "attributes") + "[\(index)]"
            let attribute = try object(value, at: here)
            guard case .string(let name)? = attribute["category"], let category = AttributeCategory(rawValue: name) else {
                throw ParityDumpError(path: join(here, "category"), message: "expected cell, supplementary or decoration")
            }
            var kind = ""
            if category != .cell {
                guard case .string(let text)? = attribute["elementKind"] else {
                    throw ParityDumpError(path: join(here, "elementKind"), message: "expected the element kind (a string)")
                }
                kind = text
            }
            var section: Int?
            if let value = attribute["section"], value != .null { section = try integer(value, at: join(here, "section")) }
            let item = try integer(attribute["item"] ?? .null, at: join(here, "item"))
            let key = ElementKey(category: category, elementKind: kind, section: section, item: item)
            let frame = try self.frame(attribute["frame"] ?? .null, at: join(here, "frame"))
            guard attributes.updateValue(frame, forKey: key) == nil else {
                throw ParityDumpError(path: here, message: "\(key.label) appears twice")
            }
            if category == .cell {
                var entry = cells[section ?? -1] ?? (0, -1, here)
                entry.listed += 1
                if item > entry.highest { (entry.highest, entry.at) = (item, here) }
                cells[section ?? -1] = entry
            }
        }
        // The item counts are read from the cells (one more than the highest item), and the
        // solver lays out that many: a dump that names item 9,999,999 of a section must list
        // all of them, as the kit's dumps do, or a 3 KB file would make a 10-million-cell solve.
        for (section, entry) in cells.sorted(by: { $0.key < $1.key }) where entry.listed != entry.highest + 1 {
            let which = section < 0 ? "" : " of section \(section)"
            throw ParityDumpError(path: join(entry.at, "item"),
                                  message: "names item \(entry.highest)\(which) but the dump lists \(entry.listed) of its cells; "
                                      + "a dump lists every cell, items 0 to \(entry.highest)")
        }
        return ParityDump.Solution(container: container, contentSize: contentSize, attributes: attributes, path: path)
    }

    func container(_ value: JSONValue, at path: String) throws(ParityDumpError) -> ParityDump.Container {
        let members = try object(value, at: path)
        let width = try number(members["width"], at: join(path, "width"))
        let height = try number(members["height"], at: join(path, "height"))
        guard width > 0, height > 0 else { throw ParityDumpError(path: path, message: "width and height must be > 0") }
        var device: String?
        if case .string(let id)? = members["device"] { device = id }
        var orientation = "portrait"
        if case .string(let text)? = members["orientation"] {
            guard text == "portrait" || text == "landscape" else {
                throw ParityDumpError(path: join(path, "orientation"), message: "expected portrait or landscape")
            }
            orientation = text
        }
        let safeArea = try insets(members, "safeArea", at: path) ?? .zero
        let layoutMargins = try insets(members, "layoutMargins", at: path)
        var direction = LayoutDirection.leftToRight
        if case .string(let text)? = members["layoutDirection"] {
            guard let parsed = LayoutDirection(rawValue: text) else {
                throw ParityDumpError(path: join(path, "layoutDirection"), message: "expected leftToRight or rightToLeft")
            }
            direction = parsed
        }
        var scale: Double?
        if let value = members["scale"], value != .null {
            let s = try number(value, at: join(path, "scale"))
            scale = s > 0 ? s : nil
        }
        return ParityDump.Container(width: width, height: height, device: device, orientation: orientation,
                                    safeArea: safeArea, layoutDirection: direction, scale: scale,
                                    layoutMargins: layoutMargins)
    }

    /// `[top, leading, bottom, trailing]` under `key`; `nil` when absent or null.
    func insets(_ members: JSONObject, _ key: String, at path: String) throws(ParityDumpError) -> DirectionalInsets? {
        guard let value = members[key], value != .null else { return nil }
        let edges = try array(value, at: join(path, key))
        guard edges.count == 4 else {
            throw ParityDumpError(path: join(path, key), message: "expected [top, leading, bottom, trailing]")
        }
        var numbers: [Double] = []
        for (i, edge) in edges.enumerated() { numbers.append(try number(edge, at: join(path, key) + "[\(i)]")) }
        return DirectionalInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
    }

    func frame(_ value: JSONValue, at path: String) throws(ParityDumpError) -> Rect {
        let parts = try array(value, at: path)
        guard parts.count == 4 else { throw ParityDumpError(path: path, message: "expected [x, y, width, height]") }
        var n: [Double] = []
        for (i, part) in parts.enumerated() { n.append(try number(part, at: "\(path)[\(i)]")) }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    func object(_ value: JSONValue, at path: String) throws(ParityDumpError) -> JSONObject {
        guard case .object(let members) = value else { throw ParityDumpError(path: path, message: "expected an object") }
        return members
    }

    func array(_ value: JSONValue, at path: String) throws(ParityDumpError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw ParityDumpError(path: path, message: "expected an array") }
        return elements
    }

    func number(_ value: JSONValue?, at path: String) throws(ParityDumpError) -> Double {
        guard case .number(let n)? = value, n.isFinite else { throw ParityDumpError(path: path, message: "expected a number") }
        return n
    }

    func integer(_ value: JSONValue, at path: String) throws(ParityDumpError) -> Int {
        guard case .number(let n) = value, n >= 0, n <= 9_007_199_254_740_991, n.rounded() == n else {
            throw ParityDumpError(path: path, message: "expected an integer ≥ 0")
        }
        return Int(n)
    }

    private func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
