import LayoutCatalog
import LayoutEngine

/// One drawing on a sheet: a layout solved in one container, and what to mark on it.
struct RenderPanel {
    var solution: Solution
    var container: SolveContainer
    var scrollDirection: ScrollDirection
    /// Above the drawing: the device or width, e.g. `iphone-16 · 393 × 852 pt`.
    var caption: String
    /// Frames to mark, such as what a diff changed on this side.
    var marked: [MarkedFrame] = []

    init(solution: Solution, container: SolveContainer, document: LayoutDocument, caption: String? = nil,
         marked: [MarkedFrame] = []) {
        self.solution = solution
        self.container = container
        scrollDirection = document.configuration.scrollDirection
        self.caption = caption ?? container.caption
        self.marked = marked
    }
}

/// A frame a picture draws attention to, and why (its tooltip).
struct MarkedFrame {
    var frame: Rect
    var note: String
}

/// How pictures are drawn: `render`'s and `gallery`'s options.
struct RenderStyle: Hashable {
    /// Orthogonal sections (carousels) are drawn up to this many screens; a marker counts the rest.
    var screens = 2
    /// Each section's first cell size, spacing and offset beside its name.
    var dimensions = false
}

extension SolveContainer {
    /// `iphone-16 · 393 × 852 pt`, `iphone-16 landscape · 852 × 393 pt` or `390 × 844 pt`.
    var caption: String {
        let size = "\(formatPoints(width)) × \(formatPoints(height)) pt"
        guard let device else { return size }
        return (orientation == .landscape ? "\(device) landscape" : device) + " · " + size
    }

    /// A short name for files and layer ids: the device (and orientation) or the width.
    var shortName: String {
        guard let device else { return "\(formatPoints(width))pt" }
        return orientation == .landscape ? "\(device)-landscape" : device
    }
}
