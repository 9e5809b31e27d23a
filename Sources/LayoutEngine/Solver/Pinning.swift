/// Where pinned boundary items go at a scroll offset (semantics §8.1 `pinToVisibleBounds`, §8.2).
///
/// A pinned header sticks to the top of the visible area until its host's end pushes it out; a pinned
/// footer sticks to the bottom of the visible area until it meets its host's header band. Only the
/// position along the scroll axis changes, and only of the extending families (headers and footers,
/// overlaying or not); nothing else moves.
enum Pinning {
    /// The part of the content the scroll view shows unobscured, along the scroll axis.
    struct VisibleRange {
        var start: Double
        var end: Double

        /// The offset is measured from the resting position, where content 0 sits just below the
        /// safe area's start: so the visible area begins at the offset itself, and the safe area
        /// along the scroll axis (bars over the content) shortens it (§17).
        init(contentOffset: Double, containerLength: Double, safeArea: DirectionalInsets, axes: ScrollAxes) {
            start = contentOffset
            end = contentOffset + max(0, containerLength - axes.alongStart(safeArea) - axes.alongEnd(safeArea))
        }
    }

    /// A header's position: no higher than the visible start allows, pushed up by the host's end, and
    /// never above its natural place (which only matters when it already overflows its host's end).
    static func headerPosition(natural: Double, length: Double, visibleStart: Double, hostEnd: Double) -> Double {
        max(natural, min(visibleStart, hostEnd - length))
    }

    /// A footer's position: no lower than the visible end allows, held down by the host's header band,
    /// and never below its natural place.
    static func footerPosition(natural: Double, length: Double, visibleEnd: Double, hostContentStart: Double) -> Double {
        min(natural, max(visibleEnd - length, hostContentStart))
    }

    /// The frame of a pinned item of the given family; centred items (e.g. `.leading` in a vertical
    /// layout) are neither headers nor footers and keep their frame.
    static func pinned(_ frame: Rect, family: BoundaryPlacement, host: BoundaryHost,
                       visible: VisibleRange, axes: ScrollAxes) -> Rect {
        let natural = axes.along(frame), length = axes.alongLength(frame)
        switch family {
        case .start:
            return axes.moving(frame, along: headerPosition(natural: natural, length: length,
                                                            visibleStart: visible.start, hostEnd: host.end))
        case .end:
            return axes.moving(frame, along: footerPosition(natural: natural, length: length,
                                                            visibleEnd: visible.end, hostContentStart: host.headerEnd))
        case .centre:
            return frame
        }
    }
}
