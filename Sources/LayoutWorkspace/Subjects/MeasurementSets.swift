import LayoutEngine

/// The measurement sets of a request (`--measurements`, repeatable), each given for the text
/// size it names (`"contentSizeCategory"`), or, naming none, for every text size no other set
/// names: rows measured at an accessibility size re-flow there, and only there.
public struct MeasurementSets {
    /// One set, with the argument it was read from.
    public typealias Entry = (source: String, measurements: Measurements)

    private var named: [ContentSizeCategory: Entry] = [:]
    private var unnamed: Entry?

    /// The sets as given, in order; two that name the same text size, or two that name none,
    /// are refused, naming both.
    public init(_ sets: [Entry]) throws {
        for set in sets {
            let category = set.measurements.contentSizeCategory
            let earlier = if let category { named[category] } else { unnamed }
            if let earlier {
                let what = category.map { "names \($0.rawValue)" } ?? "names no content size category"
                throw WorkspaceError("--measurements \(Self.name(set)): \(what), as \(Self.name(earlier)) does; "
                                     + "give one set for each text size")
            }
            if let category { named[category] = set } else { unnamed = set }
        }
    }

    /// The set for a container at `category`: the one that names it, else the one that names
    /// none; refused when neither was given, naming what each set is for.
    public func set(for category: ContentSizeCategory) throws -> Entry {
        if let set = named[category] ?? unnamed { return set }
        let given = named.sorted { $0.key < $1.key }.map { "\(Self.name($0.value)) is for \($0.key.rawValue)" }
        throw WorkspaceError("--measurements: no set for the text size \(category.rawValue) (\(given.joined(separator: ", "))); "
                             + "give one whose \"contentSizeCategory\" is \(category.rawValue), or one that names none")
    }

    private static func name(_ set: Entry) -> String { displayName(ofInput: set.source) }
}
