import Testing
import LayoutEngine

/// `LayoutDocument.validate()`: one test per rule, each asserting the exact path.
@Suite("Document validation")
struct ValidationTests {
    typealias F = CodingFixtures

    /// The descriptions of `document`'s validation errors.
    func errors(_ document: LayoutDocument) -> [String] {
        document.validate().map(\.description)
    }

    /// A document whose single section's group is a row around `subitem`.
    func document(subitem: LayoutItem) -> LayoutDocument {
        F.document([F.section(group: F.row([subitem]))])
    }

    func leaf(_ width: Dimension, _ height: Dimension = .fractionalHeight(1)) -> LayoutItem {
        LayoutItem(size: LayoutSize(width: width, height: height))
    }

    @Test func validDocumentsHaveNoErrors() throws {
        #expect(F.document().validate().isEmpty)
        #expect(try LayoutDocument(json: CodingFixtures.formatExamples).validate().isEmpty)
        // Zero is allowed where the rule is ≥ 0.
        #expect(errors(document(subitem: leaf(.absolute(0), .absolute(0)))).isEmpty)
    }

    /// The brief's own example: the second section's first subitem has a zero fraction.
    @Test func fractionalWidthMustBePositive() {
        let bad = F.section("b", group: F.row([leaf(.fractionalWidth(0))]))
        #expect(errors(F.document([F.section("a"), bad])) == ["sections[1].group.subitems[0].size.width: fractionalWidth must be > 0"])
    }

    @Test func fractionalHeightMustBePositive() {
        #expect(errors(document(subitem: leaf(.fractionalWidth(1), .fractionalHeight(-0.5))))
            == ["sections[0].group.subitems[0].size.height: fractionalHeight must be > 0"])
    }

    @Test func absoluteMustNotBeNegative() {
        #expect(errors(document(subitem: leaf(.absolute(-1))))
            == ["sections[0].group.subitems[0].size.width: absolute must be >= 0"])
    }

    @Test func estimatesMustBePositive() {
        #expect(errors(document(subitem: leaf(.estimated(0), .uniformAcrossSiblings(-2)))) == [
            "sections[0].group.subitems[0].size.width: estimated must be > 0",
            "sections[0].group.subitems[0].size.height: uniformAcrossSiblings must be > 0",
        ])
    }

    @Test func numbersMustBeFinite() {
        var item = leaf(.fractionalWidth(.nan), .absolute(.infinity))
        item.contentInsets.top = .nan
        item.edgeSpacing.leading = .fixed(.infinity)
        var document = document(subitem: item)
        document.configuration.interSectionSpacing = -.infinity
        #expect(errors(document) == [
            "configuration.interSectionSpacing: must be finite",
            "sections[0].group.subitems[0].size.width: fractionalWidth must be finite",
            "sections[0].group.subitems[0].size.height: absolute must be finite",
            "sections[0].group.subitems[0].contentInsets.top: must be finite",
            "sections[0].group.subitems[0].edgeSpacing.leading: fixed must be finite",
        ])
    }

    @Test func insetsAndSpacingsMustNotBeNegative() {
        var item = leaf(.fractionalWidth(1))
        item.contentInsets = DirectionalInsets(top: 0, leading: -1, bottom: 0, trailing: -2)
        item.edgeSpacing = EdgeSpacing(bottom: .flexible(-3))
        var group = F.row([item])
        group.kind = .group(LayoutGroup(axis: .horizontal, subitems: [item], interItemSpacing: .fixed(-4)))
        var section = F.section(group: group)
        section.interGroupSpacing = -5
        section.contentInsets.bottom = -6
        var document = F.document([section])
        document.configuration.interSectionSpacing = -7
        #expect(errors(document) == [
            "configuration.interSectionSpacing: must be >= 0",
            "sections[0].group.interItemSpacing: fixed must be >= 0",
            "sections[0].group.subitems[0].contentInsets.leading: must be >= 0",
            "sections[0].group.subitems[0].contentInsets.trailing: must be >= 0",
            "sections[0].group.subitems[0].edgeSpacing.bottom: flexible must be >= 0",
            "sections[0].contentInsets.bottom: must be >= 0",
            "sections[0].interGroupSpacing: must be >= 0",
        ])
    }

    @Test func sectionNamesMustBeUnique() {
        #expect(errors(F.document([F.section("a"), F.section("b"), F.section("a")]))
            == [#"sections[2].name: duplicate section name "a" (also sections[0])"#])
    }

    /// Up to 16 sections are compared with the ones before, more are kept by name: each repeat
    /// names the first section of its name, whichever way it was found.
    @Test(arguments: [16, 20])
    func everyRepeatedSectionNameNamesTheFirst(sectionCount: Int) {
        var sections = (0..<sectionCount - 2).map { F.section("s\($0)") }
        sections += [F.section("s3"), F.section("s3")]
        #expect(errors(F.document(sections)) == [sectionCount - 2, sectionCount - 1].map {
            "sections[\($0)].name: duplicate section name \"s3\" (also sections[3])"
        })
    }

    @Test(arguments: ["", "Hero", "a b", "café", "a/b", String(repeating: "x", count: 65)])
    func sectionNamesMustUseTheAllowedCharacters(name: String) {
        #expect(errors(F.document([F.section(name)]))
            == [#"sections[0].name: invalid name "\#(name)": use 1-64 characters of a-z, 0-9, '-', '_' and '.'"#])
    }

    @Test(arguments: ["a", "photo-grid_2.v1", String(repeating: "x", count: 64)])
    func sectionNamesMayUseTheAllowedCharacters(name: String) {
        #expect(errors(F.document([F.section(name)])).isEmpty)
    }

    @Test func itemCountMustNotBeNegative() {
        var section = F.section()
        section.itemCount = -1
        #expect(errors(F.document([section])) == ["sections[0].itemCount: must be >= 0"])
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON)).replacingFirst(#""itemCount": 3"#, with: #""itemCount": -3"#))
            == ["sections[0].itemCount: must be >= 0"])
    }

    @Test func elementKindsMustNotBeEmpty() {
        let size = LayoutSize(width: .absolute(1), height: .absolute(1))
        var item = leaf(.fractionalWidth(1))
        item.supplementaryItems = [SupplementaryItem(elementKind: "", size: size, containerAnchor: Anchor(edges: []))]
        var section = F.section(group: F.row([item]))
        section.boundarySupplementaryItems = [BoundaryItem(elementKind: "", size: size, alignment: .top)]
        section.decorationItems = [DecorationItem(elementKind: "")]
        #expect(errors(F.document([section])) == [
            "sections[0].group.subitems[0].supplementaryItems[0].elementKind: must not be empty",
            "sections[0].boundarySupplementaryItems[0].elementKind: must not be empty",
            "sections[0].decorationItems[0].elementKind: must not be empty",
        ])
    }

    @Test func countRequiresExactlyOneSubitem() {
        let group = F.row([F.fullWidthLeaf, F.fullWidthLeaf, F.fullWidthLeaf], repetition: .count(2))
        #expect(errors(F.document([F.section(group: group)]))
            == ["sections[0].group.count: count requires exactly one subitem, found 3"])
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON + "," + F.leafJSON, extras: #", "repeatingCount": 2"#)))
            == ["sections[0].group.repeatingCount: repeatingCount requires exactly one subitem, found 2"])
    }

    @Test func countsMustBeAtLeastOne() {
        #expect(errors(F.document([F.section(group: F.row([F.fullWidthLeaf], repetition: .count(0)))]))
            == ["sections[0].group.count: must be >= 1"])
        #expect(errors(F.document([F.section(group: F.row([F.fullWidthLeaf], repetition: .repeating(-1)))]))
            == ["sections[0].group.repeatingCount: must be >= 1"])
    }

    @Test func groupsNeedSubitems() {
        let inner = F.row([])
        #expect(errors(F.document([F.section(group: F.row([inner]))])) == ["sections[0].group.subitems[0].subitems: a group needs at least one subitem"])
        #expect(F.errors(F.json(group: F.rowJSON(""))) == ["sections[0].group.subitems: a group needs at least one subitem"])
    }

    @Test func customGroupsNeedValidFrames() {
        let custom = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                                kind: .custom([Rect(x: .nan, y: -10, width: -1, height: 5)].map { CustomGroupItem(frame: $0) }))
        #expect(errors(F.document([F.section(group: custom)])) == [
            "sections[0].group.frames[0].x: must be finite",
            "sections[0].group.frames[0].width: must be >= 0",
        ])
        var empty = custom
        empty.kind = .custom([])
        #expect(errors(F.document([F.section(group: empty)])) == ["sections[0].group.frames: a custom group needs at least one frame"])
    }

    @Test func aSectionsGroupIsNotAnItem() {
        var section = F.section(group: F.fullWidthLeaf)
        section.variants = [SectionVariant(when: VariantCondition(minWidth: 600), group: F.fullWidthLeaf)]
        #expect(errors(F.document([section])) == [
            "sections[0].group: a section's group must be horizontal, vertical or custom, not an item",
            "sections[0].variants[0].group: a section's group must be horizontal, vertical or custom, not an item",
        ])
        #expect(F.errors(F.json(group: F.leafJSON))
            == ["sections[0].group: a section's group must be horizontal, vertical or custom, not an item"])
    }

    @Test func documentsNeedSections() {
        #expect(errors(LayoutDocument(sections: [])) == ["sections: a document needs at least one section"])
    }

    @Test func variantConditionsMustBeSatisfiable() {
        var section = F.section()
        section.variants = [
            SectionVariant(when: VariantCondition(), interGroupSpacing: 1),
            SectionVariant(when: VariantCondition(minWidth: 700, maxWidth: 600)),
            SectionVariant(when: VariantCondition(minWidth: -1, maxWidth: .nan), contentInsets: DirectionalInsets(top: -1)),
            SectionVariant(when: VariantCondition(minEffectiveWidth: 700, maxEffectiveWidth: 600)),
            SectionVariant(when: VariantCondition(minEffectiveWidth: -1)),
        ]
        #expect(errors(F.document([section])) == [
            "sections[0].variants[0].when: a condition needs minWidth, maxWidth, minEffectiveWidth, maxEffectiveWidth, horizontalSizeClass, "
                + "verticalSizeClass, idiom, minContentSizeCategory or maxContentSizeCategory",
            "sections[0].variants[1].when: minWidth is greater than maxWidth, so the variant never applies",
            "sections[0].variants[2].when.minWidth: must be >= 0",
            "sections[0].variants[2].when.maxWidth: must be finite",
            "sections[0].variants[2].contentInsets.top: must be >= 0",
            "sections[0].variants[3].when: minEffectiveWidth is greater than maxEffectiveWidth, so the variant never applies",
            "sections[0].variants[4].when.minEffectiveWidth: must be >= 0",
        ])
    }

    @Test func offsetsMustBeFinite() {
        let size = LayoutSize(width: .absolute(1), height: .absolute(1))
        var item = leaf(.fractionalWidth(1))
        item.supplementaryItems = [SupplementaryItem(
            elementKind: "badge", size: size, containerAnchor: Anchor(edges: [.top], offset: .absolute(Point(x: .nan, y: -4))),
            itemAnchor: Anchor(edges: [], offset: .fractional(Point(x: 0, y: .infinity))))]
        var document = document(subitem: item)
        document.configuration.boundarySupplementaryItems = [
            BoundaryItem(elementKind: "h", size: size, alignment: .top, absoluteOffset: Point(x: .infinity, y: 0)),
        ]
        #expect(errors(document) == [
            "configuration.boundarySupplementaryItems[0].absoluteOffset.x: must be finite",
            "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.absoluteOffset.x: must be finite",
            "sections[0].group.subitems[0].supplementaryItems[0].itemAnchor.fractionalOffset.y: must be finite",
        ])
    }

    /// 64 levels (a section's group is level 1) is the most allowed; 65 is refused.
    @Test func nestingIsCappedAtTheMaximumDepth() {
        #expect(LayoutDocument.maximumDepth == 64)
        #expect(errors(F.document([F.section(group: F.deepItem(depth: 64))])).isEmpty)
        #expect(errors(F.document([F.section(group: F.deepItem(depth: 65))]))
            == ["sections[0].group: nesting is deeper than the maximum of 64 levels"])
    }

    /// 100 groups deep in JSON is within the parser's 256 levels (3 + 2 per group = 203) but
    /// beyond the document's 64.
    @Test func deepJSONDocumentsReportTheDepth() {
        var group = F.leafJSON
        for _ in 1..<100 { group = F.rowJSON(group) }
        #expect(F.errors(F.json(group: group)) == ["sections[0].group: nesting is deeper than the maximum of 64 levels"])
    }

    /// A tree built in code 100,000 levels deep is checked without recursion.
    @Test func validatesAHundredThousandLevelsWithoutOverflow() {
        var document = F.document([F.section(group: F.deepItem(depth: 100_000))])
        #expect(document.validate() == [DocumentError(path: "sections[0].group",
                                                      message: "nesting is deeper than the maximum of 64 levels")])
        let group = document.sections[0].group
        document.sections = []
        F.dismantle(consume group)
    }

    /// Every problem is reported, structural and semantic, in document order.
    @Test func reportsEveryError() {
        let json = """
        {"formatVersion": 1, "sections": [
          {"name": "a", "itemCount": 1, "group": \(F.rowJSON(F.leafJSON)), "colour": 1},
          {"name": "Bad Name", "itemCount": -1, "group": \(F.rowJSON(#"{"kind": "item", "size": {"width": {"fractionalWidth": 0}, "height": {"absolute": -2}}}"#))},
          {"name": "a", "itemCount": 1, "group": \(F.rowJSON("", extras: #", "interItemSpacing": {"fixed": -1}"#))}
        ]}
        """
        #expect(F.errors(json) == [
            "sections[0].colour: unknown key",
            #"sections[1].name: invalid name "Bad Name": use 1-64 characters of a-z, 0-9, '-', '_' and '.'"#,
            "sections[1].itemCount: must be >= 0",
            "sections[1].group.subitems[0].size.width: fractionalWidth must be > 0",
            "sections[1].group.subitems[0].size.height: absolute must be >= 0",
            #"sections[2].name: duplicate section name "a" (also sections[0])"#,
            "sections[2].group.subitems: a group needs at least one subitem",
            "sections[2].group.interItemSpacing: fixed must be >= 0",
        ])
    }

    /// A part that failed to decode is reported once, not again by validation.
    @Test func structuralErrorsAreNotRepeated() {
        let json = #"{"formatVersion": 1, "sections": [{"itemCount": 1, "group": 3}, {"itemCount": 1, "group": {"kind": "grid"}}]}"#
        #expect(F.errors(json) == [
            "sections[0].name: required key is missing",
            "sections[0].group: expected an object, found a number",
            "sections[1].name: required key is missing",
            #"sections[1].group.kind: unknown kind "grid"; expected "item", "horizontal", "vertical" or "custom""#,
        ])
    }
}
