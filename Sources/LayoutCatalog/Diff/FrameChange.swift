import LayoutEngine

/// How one element's frame differs between two solutions at the same container size.
public struct FrameChange: Hashable, Sendable {
    /// Whether the element is a cell, a supplementary or a decoration.
    public var category: AttributeCategory
    /// The supplementary's or decoration's kind; `nil` for a cell.
    public var elementKind: String?
    /// The section's name (sections are matched by name, like the structural diff), nil for
    /// layout-level supplementaries.
    public var section: String?
    /// The item within the section (for a supplementary, as `SupplementaryAttributes.item` counts it).
    public var item: Int
    /// The frame in the old solution; `nil` when the element is new.
    public var old: Rect?
    /// The frame in the new solution; `nil` when the element is gone.
    public var new: Rect?

    /// The origin changed by more than the tolerance.
    public var moved: Bool
    /// The size changed by more than the tolerance.
    public var resized: Bool

    /// Whether only the new side has the element.
    public var isAdded: Bool { old == nil }
    /// Whether only the old side has the element.
    public var isRemoved: Bool { new == nil }

    /// A change between `old` and `new`, moved or resized when they differ by more than `tolerance` points.
    public init(category: AttributeCategory, elementKind: String?, section: String?, item: Int,
                old: Rect?, new: Rect?, tolerance: Double) {
        self.category = category
        self.elementKind = elementKind
        self.section = section
        self.item = item
        self.old = old
        self.new = new
        if let old, let new {
            moved = abs(old.x - new.x) > tolerance || abs(old.y - new.y) > tolerance
            resized = abs(old.width - new.width) > tolerance || abs(old.height - new.height) > tolerance
        } else {
            moved = false
            resized = false
        }
    }
}
