import LayoutEngine
import LayoutSwift
import Testing

/// `adaptiveCount` and trait conditions in the generated Swift (semantics §5.6, §1): the exact
/// lines written, and the refusals by path.
@Suite struct SwiftAdaptiveExportTests {
    private func source(_ document: LayoutDocument, platform: SwiftPlatform = .iOS) throws -> String {
        try SwiftExport.source(for: document, title: "test@1",
                               options: SwiftExportOptions(functionName: "makeTestLayout", platform: platform))
    }

    private let leaf = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    private func group(_ axis: Axis = .horizontal, width: Dimension = .fractionalWidth(1),
                       insets: DirectionalInsets = .zero, spacing: Spacing? = .fixed(10)) -> LayoutItem {
        LayoutItem(size: LayoutSize(width: width, height: .absolute(100)), contentInsets: insets,
                   kind: .group(LayoutGroup(axis: axis, subitems: [leaf],
                                            repetition: .adaptive(AdaptiveCount(minimumWidth: 160, maximum: 6)),
                                            interItemSpacing: spacing)))
    }

    /// The length is the container's effective width less the section's insets (16 + 16), times
    /// the group's fraction, less the group's own insets (4 + 4); the count is the §5.6 formula.
    @Test func countIsComputedFromTheContainer() throws {
        let section = Section(name: "grid", itemCount: 4,
                              group: group(width: .fractionalWidth(0.5), insets: DirectionalInsets(top: 0, leading: 4, bottom: 0, trailing: 4)),
                              contentInsets: DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let text = try source(LayoutDocument(sections: [section]))
        #expect(text.contains("""
                    // adaptiveCount: as many slots of at least 160.0 points as fit, at most 6 (semantics §5.6)
                    let groupLength = (environment.container.effectiveContentSize.width - 32.0) * 0.5 - 8.0
                    let groupCount = min(max(Int(((groupLength + 10.0) / (160.0 + 10.0)).rounded(.down)), 1), 6)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: groupCount)
                    group.interItemSpacing = .fixed(10.0)
        """))
    }

    /// An absolute width is the length itself; no spacing is 0 in the formula.
    @Test func absoluteWidthIsTheLength() throws {
        let text = try source(LayoutDocument(sections: [Section(name: "grid", itemCount: 4, group: group(width: .absolute(300), spacing: nil))]))
        #expect(text.contains("let groupLength = 300.0\n"))
        #expect(text.contains("let groupCount = min(max(Int(((groupLength + 0.0) / (160.0 + 0.0)).rounded(.down)), 1), 6)"))
    }

    @Test func groupsWhoseLengthTheContainerDoesNotGiveAreRefusedByPath() throws {
        let vertical = Section(name: "v", itemCount: 1, group: group(.vertical))
        let nested = Section(name: "n", itemCount: 1, group: LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            kind: .group(LayoutGroup(axis: .vertical, subitems: [group()]))))
        let orthogonal = Section(name: "o", itemCount: 1, group: group(), orthogonalScrollingBehavior: .continuous)
        #expect(throws: SwiftExportError.self) { try source(LayoutDocument(sections: [vertical, nested, orthogonal])) }
        do {
            _ = try source(LayoutDocument(sections: [vertical, nested, orthogonal]))
        } catch let error as SwiftExportError {
            #expect(error.unsupported.map(\.path) == ["sections[0].group.adaptiveCount", "sections[1].group.subitems[0].adaptiveCount",
                                                      "sections[2].group.adaptiveCount"])
        }
    }

    /// Each trait is a test of the trait collection; content size categories compare in UIKit's order.
    @Test func traitConditionsReadTheTraitCollection() throws {
        let condition = VariantCondition(verticalSizeClass: .compact, idiom: .pad, minContentSizeCategory: .small,
                                         maxContentSizeCategory: .accessibilityLarge)
        let section = Section(name: "s", itemCount: 1, group: group(),
                              variants: [SectionVariant(when: condition, interGroupSpacing: 4)])
        let text = try source(LayoutDocument(sections: [section]))
        #expect(text.contains("if environment.traitCollection.verticalSizeClass == .compact && "
            + "environment.traitCollection.userInterfaceIdiom == .pad && "
            + "environment.traitCollection.preferredContentSizeCategory >= .small && "
            + "environment.traitCollection.preferredContentSizeCategory <= .accessibilityLarge {"))
        #expect(throws: SwiftExportError.self) { try source(LayoutDocument(sections: [section]), platform: .macOS) }
    }
}
