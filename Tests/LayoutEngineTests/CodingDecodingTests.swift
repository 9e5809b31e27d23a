import Testing
import LayoutEngine

/// The structural rules of format.md: keys, kinds, types, one-key objects.
@Suite("Document decoding errors")
struct CodingDecodingTests {
    typealias F = CodingFixtures

    @Test func decodesTheSmallestDocument() throws {
        let document = try LayoutDocument(json: F.json(group: F.rowJSON(F.leafJSON)))
        #expect(document == F.document())
    }

    @Test func requiresFormatVersionOne() {
        #expect(F.errors(#"{"sections": []}"#) == ["formatVersion: required key is missing", "sections: a document needs at least one section"])
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON)).replacingFirst(#""formatVersion": 1"#, with: #""formatVersion": 2"#))
            == ["formatVersion: unsupported format version 2; this engine reads version 1"])
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON)).replacingFirst(#""formatVersion": 1"#, with: #""formatVersion": "1""#))
            == ["formatVersion: expected a number, found a string"])
    }

    @Test func rejectsAnythingButAnObjectAtTheTop() {
        #expect(F.errors("[]") == ["expected an object, found an array"])
    }

    @Test func rejectsUnknownKeysEverywhere() {
        let group = F.rowJSON(#"{"kind": "item", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}, "colour": "red"}"#,
                              extras: #", "spacing": 3"#)
        #expect(F.errors(F.json(group: group, sectionExtras: #", "itemcount": 2"#)) == [
            #"sections[0].itemcount: unknown key; did you mean "itemCount"?"#,
            "sections[0].group.spacing: unknown key",
            "sections[0].group.subitems[0].colour: unknown key",
        ])
        #expect(F.errors(#"{"formatVersion": 1, "sections": [], "theme": "dark"}"#)
            == ["theme: unknown key", "sections: a document needs at least one section"])
    }

    /// The node is read on as an item (it has no subitems), so its own errors are reported too.
    @Test func rejectsUnknownKinds() {
        #expect(F.errors(F.json(group: F.rowJSON(#"{"kind": "grid", "size": {}}"#))) == [
            #"sections[0].group.subitems[0].kind: unknown kind "grid"; expected "item", "horizontal", "vertical" or "custom""#,
            "sections[0].group.subitems[0].size.width: required key is missing",
            "sections[0].group.subitems[0].size.height: required key is missing",
        ])
    }

    @Test func reportsMissingRequiredKeys() {
        #expect(F.errors(#"{"formatVersion": 1, "sections": [{}]}"#) == [
            "sections[0].name: required key is missing",
            "sections[0].itemCount: required key is missing",
            "sections[0].group: required key is missing: a section needs a group (group section) or a list (list section)",
        ])
        #expect(F.errors(F.json(group: #"{"kind": "horizontal"}"#)) == [
            "sections[0].group.size: required key is missing",
            "sections[0].group.subitems: required key is missing",
        ])
        #expect(F.errors(F.json(group: #"{"kind": "custom", "size": {"width": {"absolute": 1}}}"#)) == [
            "sections[0].group.size.height: required key is missing",
            "sections[0].group.frames: required key is missing",
        ])
        #expect(F.errors(F.json(group: F.rowJSON("{}"))) == ["sections[0].group.subitems[0].kind: required key is missing"])
    }

    @Test func reportsWrongTypes() {
        let json = #"{"formatVersion": 1, "sections": [{"name": 7, "itemCount": "3", "group": [], "interGroupSpacing": null, "#
            + #""supplementariesFollowContentInsets": 1, "variants": {}}]}"#
        #expect(F.errors(json) == [
            "sections[0].name: expected a string, found a number",
            "sections[0].itemCount: expected a number, found a string",
            "sections[0].group: expected an object, found an array",
            "sections[0].interGroupSpacing: expected a number, found null",
            "sections[0].supplementariesFollowContentInsets: expected true or false, found a number",
            "sections[0].variants: expected an array, found an object",
        ])
    }

    @Test func requiresIntegers() {
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON)).replacingFirst(#""itemCount": 3"#, with: #""itemCount": 2.5"#))
            == ["sections[0].itemCount: expected an integer, found 2.5"])
    }

    @Test func requiresExactlyOneKeyInDimensionsAndSpacings() {
        let item = #"{"kind": "item", "size": {"width": {"fractionalWidth": 1, "absolute": 3}, "height": {}}, "#
            + #""edgeSpacing": {"top": {"fixed": 1, "flexible": 2}, "bottom": {"fixd": 1}}}"#
        #expect(F.errors(F.json(group: F.rowJSON(item, extras: #", "interItemSpacing": 4"#))) == [
            "sections[0].group.subitems[0].size.width: a dimension has exactly one key of fractionalWidth, fractionalHeight, "
                + "absolute, estimated, uniformAcrossSiblings; found absolute, fractionalWidth",
            "sections[0].group.subitems[0].size.height: a dimension has exactly one key of fractionalWidth, fractionalHeight, "
                + "absolute, estimated, uniformAcrossSiblings; found none",
            "sections[0].group.subitems[0].edgeSpacing.top: a spacing has exactly one key of fixed, flexible; found fixed, flexible",
            #"sections[0].group.subitems[0].edgeSpacing.bottom.fixd: unknown key; did you mean "fixed"?; a spacing is one of fixed, flexible"#,
            // The group's own keys come after its subitems.
            "sections[0].group.interItemSpacing: expected a spacing object, found a number",
        ])
    }

    @Test func decodesEveryDimensionAndSpacing() throws {
        let item = #"{"kind": "item", "size": {"width": {"estimated": 40}, "height": {"uniformAcrossSiblings": 50}}, "#
            + #""edgeSpacing": {"leading": {"flexible": 2}, "top": {"fixed": 3}, "trailing": null}}"#
        let group = #"{"kind": "vertical", "size": {"width": {"fractionalHeight": 0.5}, "height": {"absolute": 9}}, "subitems": [\#(item)]}"#
        let document = try LayoutDocument(json: F.json(group: group))
        let decoded = document.sections[0].group
        #expect(decoded.size == LayoutSize(width: .fractionalHeight(0.5), height: .absolute(9)))
        guard case .group(let vertical) = decoded.kind else {
            Issue.record("not a group")
            return
        }
        #expect(vertical.axis == .vertical)
        #expect(vertical.subitems[0].size == LayoutSize(width: .estimated(40), height: .uniformAcrossSiblings(50)))
        #expect(vertical.subitems[0].edgeSpacing == EdgeSpacing(leading: .flexible(2), top: .fixed(3)))
    }

    @Test func checksInsetAndEdgeKeys() {
        let item = #"{"kind": "item", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "#
            + #""contentInsets": {"left": 2, "top": "3"}, "edgeSpacing": {"start": null}}"#
        #expect(F.errors(F.json(group: F.rowJSON(item))) == [
            "sections[0].group.subitems[0].contentInsets.left: unknown key",
            "sections[0].group.subitems[0].contentInsets.top: expected a number, found a string",
            "sections[0].group.subitems[0].edgeSpacing.start: unknown key",
        ])
    }

    @Test func countAndRepeatingCountExcludeEachOther() throws {
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON, extras: #", "count": 2, "repeatingCount": 2"#)))
            == ["sections[0].group.repeatingCount: count and repeatingCount exclude each other"])
        let repeating = try LayoutDocument(json: F.json(group: F.rowJSON(F.leafJSON, extras: #", "repeatingCount": 3"#)))
        #expect(repeating.sections[0].group == F.row([F.fullWidthLeaf], repetition: .repeating(3)))
    }

    @Test func keysBelongToTheirKind() {
        let item = #"{"kind": "item", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [], "count": 1}"#
        let custom = #"{"kind": "custom", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "frames": [], "#
            + #""subitems": [], "interItemSpacing": {"fixed": 1}}"#
        #expect(F.errors(F.json(group: F.rowJSON(item + ", " + custom))) == [
            "sections[0].group.subitems[0].count: unknown key",
            "sections[0].group.subitems[0].subitems: unknown key",
            "sections[0].group.subitems[1].interItemSpacing: unknown key",
            "sections[0].group.subitems[1].subitems: unknown key",
            "sections[0].group.subitems[1].frames: a custom group needs at least one frame",
        ])
    }

    @Test func customGroupsCarryNodeKeys() throws {
        let custom = #"{"kind": "custom", "size": {"width": {"absolute": 100}, "height": {"absolute": 50}}, "#
            + #""frames": [{"x": -5, "y": 0, "width": 0, "height": 50}], "contentInsets": {"top": 1}, "#
            + #""edgeSpacing": {"top": {"flexible": 1}}, "supplementaryItems": [{"elementKind": "b", "#
            + #""size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "containerAnchor": {"edges": []}}]}"#
        let group = try LayoutDocument(json: F.json(group: custom)).sections[0].group
        #expect(group.kind == .custom([Rect(x: -5, y: 0, width: 0, height: 50)].map { CustomGroupItem(frame: $0) }))
        #expect(group.contentInsets == DirectionalInsets(top: 1))
        #expect(group.edgeSpacing == EdgeSpacing(top: .flexible(1)))
        #expect(group.supplementaryItems.map(\.containerAnchor) == [Anchor(edges: [])])
        #expect(F.errors(F.json(group: #"{"kind": "custom", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "#
                                + #""frames": [{"x": 0, "y": 0, "width": 1}, 3]}"#)) == [
            "sections[0].group.frames[0].height: required key is missing",
            "sections[0].group.frames[1]: expected an object, found a number",
        ])
    }

    @Test func decodesVariants() throws {
        let variants = #", "variants": [{"when": {"minWidth": 600, "maxWidth": 999.5}, "orthogonalScrollingBehavior": "paging", "#
            + #""decorationItems": [{"elementKind": "bg"}], "supplementariesFollowContentInsets": false, "contentInsets": {"top": 4}}]"#
        let section = try LayoutDocument(json: F.json(group: F.rowJSON(F.leafJSON), sectionExtras: variants)).sections[0]
        #expect(section.variants == [
            SectionVariant(when: VariantCondition(minWidth: 600, maxWidth: 999.5), contentInsets: DirectionalInsets(top: 4),
                           orthogonalScrollingBehavior: .paging, decorationItems: [DecorationItem(elementKind: "bg")],
                           supplementariesFollowContentInsets: false),
        ])
    }

    @Test func variantsReplaceOnlyReplaceableKeys() {
        let variants = #", "variants": [{"when": {"horizontalSizeClass": "huge"}, "name": "x", "itemCount": 1, "variants": []}, {}]"#
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON), sectionExtras: variants)) == [
            "sections[0].variants[0].itemCount: unknown key",
            "sections[0].variants[0].name: unknown key",
            "sections[0].variants[0].variants: unknown key",
            #"sections[0].variants[0].when.horizontalSizeClass: unknown value "huge"; expected one of "compact", "regular""#,
            "sections[0].variants[1].when: required key is missing",
        ])
    }

    @Test func decodesBoundaryItemDefaults() throws {
        let header = #"{"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "alignment": "topLeading"}"#
        let json = #"{"formatVersion": 1, "configuration": {"scrollDirection": "horizontal", "boundarySupplementaryItems": [\#(header)]}, "#
            + #""sections": [{"name": "s", "itemCount": 1, "group": \#(F.rowJSON(F.leafJSON))}]}"#
        let configuration = try LayoutDocument(json: json).configuration
        #expect(configuration.scrollDirection == .horizontal)
        let item = try #require(configuration.boundarySupplementaryItems.first)
        #expect(item.alignment == .topLeading)
        #expect(item.extendsBoundary == true)
        #expect(item.pinToVisibleBounds == false)
        #expect(item.zIndex == 0)
        #expect(item.absoluteOffset == .zero)
    }

    @Test func checksBoundaryItems() {
        let header = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "alignment": "center", "zIndex": 0.5}"#
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON), sectionExtras: #", "boundarySupplementaryItems": [\#(header)]"#)) == [
            "sections[0].boundarySupplementaryItems[0].elementKind: required key is missing",
            #"sections[0].boundarySupplementaryItems[0].alignment: unknown value "center"; expected one of "top", "bottom", "#
                + #""leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "none""#,
            "sections[0].boundarySupplementaryItems[0].zIndex: expected an integer, found 0.5",
        ])
    }

    @Test func decodesSupplementaryItems() throws {
        let badge = #"{"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "#
            + #""containerAnchor": {"edges": ["trailing", "top"], "fractionalOffset": {"x": 0.5, "y": -0.5}}, "#
            + #""itemAnchor": {"edges": ["bottom", "leading"]}}"#
        let item = #"{"kind": "item", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "supplementaryItems": [\#(badge)]}"#
        let document = try LayoutDocument(json: F.json(group: F.rowJSON(item)))
        guard case .group(let group) = document.sections[0].group.kind else {
            Issue.record("not a group")
            return
        }
        #expect(group.subitems[0].supplementaryItems == [
            SupplementaryItem(elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                              containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))),
                              itemAnchor: Anchor(edges: [.bottom, .leading]), zIndex: 1),
        ])
    }

    @Test func checksAnchors() {
        let badge = #"{"elementKind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "#
            + #""containerAnchor": {"edges": ["top", "middle", "top"], "absoluteOffset": {"x": 1, "y": 1}, "fractionalOffset": {"x": 1, "y": 1}}, "#
            + #""itemAnchor": {"absoluteOffset": {"x": 1}}}"#
        let item = #"{"kind": "item", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "supplementaryItems": [\#(badge)]}"#
        let at = "sections[0].group.subitems[0].supplementaryItems[0]"
        #expect(F.errors(F.json(group: F.rowJSON(item))) == [
            #"\#(at).containerAnchor.edges[1]: unknown edge "middle"; expected "top", "leading", "bottom" or "trailing""#,
            #"\#(at).containerAnchor.edges[2]: duplicate edge "top""#,
            "\(at).containerAnchor.fractionalOffset: absoluteOffset and fractionalOffset exclude each other",
            "\(at).itemAnchor.edges: required key is missing",
            "\(at).itemAnchor.absoluteOffset.y: required key is missing",
        ])
    }

    @Test func checksDecorationItems() throws {
        #expect(F.errors(F.json(group: F.rowJSON(F.leafJSON), sectionExtras: #", "decorationItems": [{"zIndex": -1, "size": {}}]"#)) == [
            "sections[0].decorationItems[0].size: unknown key",
            "sections[0].decorationItems[0].elementKind: required key is missing",
        ])
        let section = try LayoutDocument(json: F.json(group: F.rowJSON(F.leafJSON),
                                                     sectionExtras: #", "decorationItems": [{"elementKind": "bg"}]"#)).sections[0]
        #expect(section.decorationItems == [DecorationItem(elementKind: "bg", zIndex: 0)])
    }

    @Test func describesErrors() {
        #expect(DocumentError(path: "", message: "m").description == "m")
        #expect(DocumentError(path: "a.b", message: "m").description == "a.b: m")
        let errors = DocumentErrors([DocumentError(path: "a", message: "x"), DocumentError(path: "", message: "y")])
        #expect(errors.description == "a: x\ny")
    }
}
