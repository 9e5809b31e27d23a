/// Maps "along the scroll axis" / "across it" to x and y, so section and boundary rules are
/// written once for both scroll directions (semantics §11).
struct ScrollAxes {
    /// True when the layout scrolls along x.
    let horizontal: Bool

    init(_ direction: ScrollDirection) {
        horizontal = direction == .horizontal
    }

    func rect(along: Double, across: Double, alongLength: Double, acrossLength: Double) -> Rect {
        horizontal
            ? Rect(x: along, y: across, width: alongLength, height: acrossLength)
            : Rect(x: across, y: along, width: acrossLength, height: alongLength)
    }

    func size(along: Double, across: Double) -> Size {
        horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    func point(along: Double, across: Double) -> Point {
        horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }

    func along(_ size: Size) -> Double { horizontal ? size.width : size.height }
    func across(_ size: Size) -> Double { horizontal ? size.height : size.width }
    func along(_ rect: Rect) -> Double { horizontal ? rect.x : rect.y }
    func across(_ rect: Rect) -> Double { horizontal ? rect.y : rect.x }
    /// The rect's length along the scroll axis (its height when scrolling vertically).
    func alongLength(_ rect: Rect) -> Double { horizontal ? rect.width : rect.height }

    /// The same rect with its origin along the scroll axis at `along`.
    func moving(_ rect: Rect, along: Double) -> Rect {
        var moved = rect
        if horizontal { moved.x = along } else { moved.y = along }
        return moved
    }

    /// The inset before the content along the scroll axis (top when scrolling vertically).
    func alongStart(_ insets: DirectionalInsets) -> Double { horizontal ? insets.leading : insets.top }
    func alongEnd(_ insets: DirectionalInsets) -> Double { horizontal ? insets.trailing : insets.bottom }
    /// The inset before the content across the scroll axis (leading when scrolling vertically).
    func acrossStart(_ insets: DirectionalInsets) -> Double { horizontal ? insets.top : insets.leading }
    func acrossEnd(_ insets: DirectionalInsets) -> Double { horizontal ? insets.bottom : insets.trailing }
}
