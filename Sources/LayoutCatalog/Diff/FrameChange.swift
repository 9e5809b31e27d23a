import LayoutEngine

/// How one element's frame differs between two solutions at the same container size.
public struct FrameChange: Hashable, Sendable {
    public var category: AttributeCategory
    public var elementKind: String?
    /// The section's name (sections are matched by name, like the structural diff), nil for
    /// layout-level supplementaries.
    public var section: String?
    public var item: Int
    public var old: Rect?
    public var new: Rect?

    /// The origin changed by more than the tolerance.
    public var moved: Bool
    /// The size changed by more than the tolerance.
    public var resized: Bool

    public var isAdded: Bool { old == nil }
    public var isRemoved: Bool { new == nil }

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
