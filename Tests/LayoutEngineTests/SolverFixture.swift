import LayoutEngine
import Testing
import TestSupport

/// Small builders for solver tests, so each test reads like the UIKit code it mirrors.
enum SolverFixture {
    /// The widths every width-dependent rule is checked at.
    static let widths: [Double] = [320, 375, 390, 430, 768, 1024]

    static func item(_ width: Dimension, _ height: Dimension, insets: DirectionalInsets = .zero,
                     edges: EdgeSpacing = .none, supplementaries: [SupplementaryItem] = []) -> LayoutItem {
        LayoutItem(size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges,
                   supplementaryItems: supplementaries)
    }

    static func group(_ axis: Axis, _ width: Dimension, _ height: Dimension, _ subitems: [LayoutItem],
                      repetition: LayoutGroup.Repetition = .cycle, spacing: Spacing? = nil,
                      insets: DirectionalInsets = .zero, edges: EdgeSpacing = .none,
                      supplementaries: [SupplementaryItem] = []) -> LayoutItem {
        LayoutItem(size: LayoutSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges,
                   supplementaryItems: supplementaries,
                   kind: .group(LayoutGroup(axis: axis, subitems: subitems, repetition: repetition,
                                            interItemSpacing: spacing)))
    }

    static func section(_ name: String = "s", items: Int, group: LayoutItem, insets: DirectionalInsets = .zero,
                        interGroupSpacing: Double = 0, orthogonal: OrthogonalScrollingBehavior = .none,
                        boundary: [BoundaryItem] = [], decorations: [DecorationItem] = [],
                        followsInsets: Bool = true, variants: [SectionVariant] = []) -> Section {
        Section(name: name, itemCount: items, group: group, contentInsets: insets,
                interGroupSpacing: interGroupSpacing, orthogonalScrollingBehavior: orthogonal,
                boundarySupplementaryItems: boundary, decorationItems: decorations,
                supplementariesFollowContentInsets: followsInsets, variants: variants)
    }

    static func document(_ sections: [Section], direction: ScrollDirection = .vertical,
                         interSectionSpacing: Double = 0, boundary: [BoundaryItem] = []) -> LayoutDocument {
        LayoutDocument(configuration: LayoutConfiguration(scrollDirection: direction,
                                                          interSectionSpacing: interSectionSpacing,
                                                          boundarySupplementaryItems: boundary),
                       sections: sections)
    }

    /// Solves a one-section document.
    static func solveSection(_ section: Section, width: Double = 390, height: Double = 844,
                             direction: ScrollDirection = .vertical) throws -> Solution {
        try solve(document([section], direction: direction), in: SolveEnvironment(width: width, height: height))
    }

    static func header(_ kind: String = "header", height: Double, alignment: RectAlignment = .top,
                       width: Dimension = .fractionalWidth(1), extends: Bool = true,
                       offset: Point = .zero, insets: DirectionalInsets = .zero) -> BoundaryItem {
        BoundaryItem(elementKind: kind, size: LayoutSize(width: width, height: .absolute(height)),
                     alignment: alignment, absoluteOffset: offset, extendsBoundary: extends, contentInsets: insets)
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    static func all(_ inset: Double) -> DirectionalInsets {
        DirectionalInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    static func cells(_ solution: Solution) -> [Rect] {
        Array(solution.cells)
    }

    static func supplementaries(_ solution: Solution, kind: String) -> [SupplementaryAttributes] {
        solution.supplementaries.filter { $0.elementKind == kind }
    }
}

/// `expectApprox` for a frame and for frames (the number's is in TestSupport); a failure records
/// both values.
func expectApprox(_ actual: Rect, _ expected: Rect, _ what: String = "frame", tolerance: Double = 1e-9,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance
        && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    #expect(close, "\(what): got \(describe(actual)), expected \(describe(expected))", sourceLocation: sourceLocation)
}

func expectApprox(_ actual: [Rect], _ expected: [Rect], _ what: String = "frames", tolerance: Double = 1e-9,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "\(what): got \(actual.count) frames, expected \(expected.count)",
            sourceLocation: sourceLocation)
    for (i, (a, e)) in zip(actual, expected).enumerated() {
        expectApprox(a, e, "\(what)[\(i)]", tolerance: tolerance, sourceLocation: sourceLocation)
    }
}

/// `(x, y, w, h)`, shorter than `Rect`'s reflection in a failure message.
private func describe(_ r: Rect) -> String { "(\(r.x), \(r.y), \(r.width), \(r.height))" }
