import LayoutCatalog
import LayoutEngine
import LayoutWorkspace

/// One drawing on a sheet: a layout solved in one container, and what to mark on it.
public struct RenderPanel {
    /// The frames drawn.
    public var solution: Solution
    /// The container the layout was solved in: the screen drawn around it.
    public var container: SolveContainer
    /// The layout's scroll direction: what a carousel crosses.
    public var scrollDirection: ScrollDirection
    /// Above the drawing: the device or width, e.g. `iphone-16 · 393 × 852 pt`.
    public var caption: String
    /// Frames to mark, such as what a diff changed on this side.
    public var marked: [MarkedFrame] = []
    /// Each solved section's list configuration as it applies in this container (its variants
    /// resolved as the solver resolves them), nil for a group section: list sections are drawn
    /// as lists (docs/lists.md, "Pictures").
    public var lists: [ListConfiguration?]

    /// Refuses a solution that reaches past what a picture draws (`SolveEnvironment.largestLength`
    /// points): sizes of 1e308 points solve to finite frames, but a picture adds margins, panels
    /// and offsets to them, which overflowed to `inf` in the SVG.
    public init(solution: Solution, container: SolveContainer, document: LayoutDocument, caption: String? = nil,
         marked: [MarkedFrame] = []) throws {
        self.solution = solution
        self.container = container
        scrollDirection = document.configuration.scrollDirection
        self.caption = caption ?? container.caption
        self.marked = marked
        lists = Self.lists(of: document, solution: solution, environment: container.environment)
        if let (place, value) = Self.farthest(solution, screen: container.environment) {
            throw PictureError("cannot draw \(self.caption): \(place) reaches \(value) points, beyond the "
                           + "\(formatPoints(SolveEnvironment.largestLength)) a picture draws; is a size, an inset or an offset too large?")
        }
    }

    /// The list configurations of the solution's sections, which are the document's, in order.
    private static func lists(of document: LayoutDocument, solution: Solution,
                              environment: SolveEnvironment) -> [ListConfiguration?] {
        guard document.sections.count == solution.sections.count else {
            return Array(repeating: nil, count: solution.sections.count)
        }
        return document.sections.map { section in
            section.list == nil ? nil : section.resolved(for: environment.variantTraits(under: document.configuration)).list
        }
    }

    /// The first element (in drawing order) with a coordinate past the largest length, and that
    /// coordinate; nil when everything can be drawn.
    private static func farthest(_ solution: Solution, screen: SolveEnvironment) -> (String, Double)? {
        func past(_ values: Double...) -> Double? {
            values.first { !($0.magnitude <= SolveEnvironment.largestLength) }
        }
        func past(_ r: Rect) -> Double? { past(r.x, r.y, r.width, r.height, r.maxX, r.maxY) }
        let safe = screen.safeArea
        if let v = past(screen.contentOffset + screen.height, safe.top, safe.leading, safe.bottom, safe.trailing) {
            return ("the screen", v)
        }
        for section in solution.sections {
            if let v = past(section.frame) { return ("section '\(section.name)'", v) }
            for item in 0..<section.cellCount {
                if let v = past(solution.cells[section.firstCell + item]) {
                    return ("cell \(item) of section '\(section.name)'", v)
                }
            }
        }
        for attribute in solution.supplementaries {
            if let v = past(attribute.frame) { return ("\(attribute.category) '\(attribute.elementKind)'", v) }
        }
        if let v = past(solution.contentSize.width, solution.contentSize.height) { return ("the content size", v) }
        return nil
    }
}

/// A frame a picture draws attention to, and why (its tooltip).
public struct MarkedFrame {
    /// The frame marked, in the solution's coordinates.
    public var frame: Rect
    /// Why it is marked: the tooltip.
    public var note: String

    /// `frame`, marked with `note` as its tooltip.
    public init(frame: Rect, note: String) {
        self.frame = frame
        self.note = note
    }
}

/// How pictures are drawn: `render`'s and `gallery`'s options.
public struct RenderStyle: Hashable {
    /// Orthogonal sections (carousels) are drawn up to this many screens; a marker counts the rest.
    public var screens = 2
    /// Each section's first cell size, spacing and offset beside its name.
    public var dimensions = false

    /// Carousels cropped at `screens` screens; with `dimensions`, sizes beside section names.
    public init(screens: Int = 2, dimensions: Bool = false) {
        self.screens = screens
        self.dimensions = dimensions
    }
}

extension SolveContainer {
    /// `iphone-16 · 393 × 852 pt`, `iphone-16 landscape · 852 × 393 pt` or `390 × 844 pt`; in a
    /// text size sweep `iphone-16 · accessibilityLarge · 393 × 852 pt`.
    public var caption: String {
        let size = "\(formatPoints(width)) × \(formatPoints(height)) pt"
        return [deviceName, textSizeLabel, size].compactMap { $0 }.joined(separator: " · ")
    }

    /// A short name for files and layer ids: the device (and orientation) or the width, and
    /// the text size in a text size sweep.
    public var shortName: String {
        let base = device.map { orientation == .landscape ? "\($0)-landscape" : $0 } ?? "\(formatPoints(width))pt"
        return textSizeLabel.map { "\(base)-\($0)" } ?? base
    }
}
