#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// A value as the type a parameter or property wants, or `Unsupported` naming what it is.
/// Implicit members (`.top`, `.paging`) are resolved here, by what receives them.
enum Convert {
    /// A number a layout object takes: a design token's marker, which the document turns into
    /// its reference (`ImportedTokens`).
    static func number(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Double {
        if case .number(let n) = value { return n }
        if case .token(_, _, let marker) = value { return marker }
        throw mismatch(value, what, "a number", node)
    }

    static func integer(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Int {
        let n = try number(value.plain, what, at: node)
        guard n.rounded() == n, abs(n) <= 9_007_199_254_740_991 else {
            throw Unsupported(node, "\(what) must be a whole number, not \(n)")
        }
        return Int(n)
    }

    static func bool(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Bool {
        if case .bool(let b) = value { return b }
        throw mismatch(value, what, "true or false", node)
    }

    static func string(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> String {
        if case .string(let s) = value { return s }
        throw mismatch(value, what, "a string literal", node)
    }

    static func dimension(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Dimension {
        if case .dimension(let d) = value { return d }
        throw mismatch(value, what, "a dimension (.fractionalWidth, .absolute, …)", node)
    }

    static func size(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> LayoutSize {
        if case .size(let s) = value { return s }
        throw mismatch(value, what, "an NSCollectionLayoutSize", node)
    }

    static func spacing(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Spacing {
        if case .spacing(let s) = value { return s }
        throw mismatch(value, what, "a spacing (.fixed or .flexible)", node)
    }

    static func optionalSpacing(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Spacing? {
        if case .nil = value { return nil }
        return try spacing(value, what, at: node)
    }

    static func insets(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> DirectionalInsets {
        switch value {
        case .insets(let i): return i
        case .member("zero"): return .zero
        default: throw mismatch(value, what, "NSDirectionalEdgeInsets", node)
        }
    }

    static func point(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Point {
        switch value {
        case .point(let p): return p
        case .member("zero"): return .zero
        default: throw mismatch(value, what, "a CGPoint", node)
        }
    }

    static func rect(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Rect {
        switch value {
        case .rect(let r): return r
        case .member("zero"): return .zero
        default: throw mismatch(value, what, "a CGRect", node)
        }
    }

    static func item(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> LayoutItem {
        if case .item(let i) = value { return i }
        throw mismatch(value, what, "an item or group", node)
    }

    static func array<T>(_ value: Value, _ what: String, at node: some SyntaxProtocol,
                         _ element: (Value) throws -> T) throws -> [T] {
        guard case .array(let values) = value else { throw mismatch(value, what, "an array literal", node) }
        return try values.map(element)
    }

    static func edges(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Edges {
        let names: [String]
        switch value {
        case .member(let name): names = [name]
        case .array(let values):
            names = try values.map { element in
                guard case .member(let name) = element else { throw mismatch(element, what, "an edge (.top, …)", node) }
                return name
            }
        default: throw mismatch(value, what, "edges ([.top, .leading])", node)
        }
        var edges: Edges = []
        for name in names {
            switch name {
            case "top": edges.insert(.top)
            case "leading": edges.insert(.leading)
            case "bottom": edges.insert(.bottom)
            case "trailing": edges.insert(.trailing)
            case "all": edges = [.top, .leading, .bottom, .trailing]
            default: throw Unsupported(node, "\(what): .\(name) is not a directional edge")
            }
        }
        return edges
    }

    /// An implicit member of a string-backed enum of the model, by its UIKit case name.
    static func member<T: RawRepresentable>(_ value: Value, _ what: String, as type: T.Type,
                                            at node: some SyntaxProtocol) throws -> T where T.RawValue == String {
        guard case .member(let name) = value else { throw mismatch(value, what, "a case such as .\(sampleCase(of: type))", node) }
        guard let result = T(rawValue: name) else {
            throw Unsupported(node, "\(what): .\(name) is not a case the format has")
        }
        return result
    }

    private static func sampleCase<T>(of type: T.Type) -> String {
        switch type {
        case is RectAlignment.Type: "top"
        case is OrthogonalScrollingBehavior.Type: "continuous"
        case is ScrollDirection.Type: "vertical"
        default: "automatic"
        }
    }

    static func mismatch(_ value: Value, _ what: String, _ wanted: String, _ node: some SyntaxProtocol) -> Unsupported {
        Unsupported(node, "\(what) is \(value.kind), not \(wanted)")
    }
}
#endif
