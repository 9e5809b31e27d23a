/// The scroll axis of the whole layout.
public enum ScrollDirection: String, Hashable, Sendable {
    case vertical, horizontal
}

/// Layout-wide settings (`UICollectionViewCompositionalLayoutConfiguration`).
public struct LayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections only, never after the last.
    public var interSectionSpacing: Double
    /// Layout-wide headers and footers.
    public var boundarySupplementaryItems: [BoundaryItem]

    public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
                boundarySupplementaryItems: [BoundaryItem] = []) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}

/// A whole compositional layout: the unit the catalogue stores and the solver solves.
public struct LayoutDocument: Hashable, Sendable {
    /// The only format version this engine reads and writes.
    public static let currentFormatVersion = 1
    /// Deeper documents are refused before any work, so no recursion can overflow the stack.
    public static let maximumDepth = 64

    public var configuration: LayoutConfiguration
    public var sections: [Section]

    public init(configuration: LayoutConfiguration = LayoutConfiguration(), sections: [Section]) {
        self.configuration = configuration
        self.sections = sections
    }
}
