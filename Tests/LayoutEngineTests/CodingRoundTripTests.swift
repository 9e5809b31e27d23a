import Foundation
import Testing
import LayoutEngine

@Suite("Document coding: decode, encode, round trip")
struct CodingRoundTripTests {
    @Test func decodesTheFormatExamples() throws {
        let document = try LayoutDocument(json: CodingFixtures.formatExamples)
        #expect(document.configuration == LayoutConfiguration())
        #expect(document.sections.map(\.name) == ["photos", "mosaic"])

        let photos = document.sections[0]
        #expect(photos.itemCount == 30)
        guard case .group(let group) = photos.group.kind else {
            Issue.record("photos.group is not a group")
            return
        }
        #expect(group.axis == .horizontal)
        #expect(group.repetition == .count(2))
        #expect(group.interItemSpacing == .fixed(20))
        #expect(photos.group.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(60)))

        let item = group.subitems[0]
        #expect(item.kind == .item)
        #expect(item.size == LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        #expect(item.contentInsets == DirectionalInsets(top: 2.5, leading: 2.5, bottom: 2.5, trailing: 2.5))
        // `null` edges are no spacing.
        #expect(item.edgeSpacing == EdgeSpacing(leading: .fixed(15)))
        #expect(item.supplementaryItems == [
            SupplementaryItem(elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                              containerAnchor: Anchor(edges: [.top, .trailing], offset: .absolute(Point(x: 10, y: -10))),
                              itemAnchor: nil, zIndex: 1),
        ])

        #expect(photos.boundarySupplementaryItems == [
            BoundaryItem(elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                         alignment: .top),
        ])
        #expect(photos.decorationItems == [
            DecorationItem(elementKind: "background", contentInsets: DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
                           zIndex: -1),
        ])
        let frames = [Rect(x: 0, y: 0, width: 200, height: 300), Rect(x: 200, y: 0, width: 190, height: 150)]
        #expect(photos.variants.count == 2)
        #expect(photos.variants[0].when == VariantCondition(minWidth: 600))
        #expect(photos.variants[0].group?.kind == .custom(frames.map { CustomGroupItem(frame: $0) }))
        #expect(photos.variants[1] == SectionVariant(when: VariantCondition(horizontalSizeClass: .regular), interGroupSpacing: 10))
        #expect(document.sections[1].group.kind == .custom(frames.map { CustomGroupItem(frame: $0) }))
    }

    @Test func roundTripIsTheIdentity() throws {
        let document = try LayoutDocument(json: CodingFixtures.formatExamples)
        let again = try LayoutDocument(json: document.canonicalJSON)
        #expect(again == document)
        #expect(again.canonicalJSON == document.canonicalJSON)
        #expect(try LayoutDocument(jsonValue: document.jsonValue) == document)
    }

    /// The document's canonical bytes and each section's, encoded together, are exactly what
    /// `canonicalJSON` and each section's tree give on their own.
    @Test func canonicalPartsMatchTheWholes() throws {
        let document = try LayoutDocument(json: CodingFixtures.formatExamples)
        let parts = document.canonicalJSONWithSections
        #expect(parts.document == document.canonicalJSON)
        #expect(parts.sections == document.sections.map(\.jsonValue.compactText))
        #expect(parts.sections.count == document.sections.count)
    }

    @Test func prettyFormParsesBack() throws {
        let document = try LayoutDocument(json: CodingFixtures.formatExamples)
        #expect(try LayoutDocument(json: document.prettyJSON) == document)
        #expect(try JSONValue.parse(document.prettyJSON) == document.jsonValue)
        #expect(document.prettyJSON.hasPrefix("{\n  \"formatVersion\": 1,\n  \"sections\": [\n    {\n"))
    }

    /// Every default written out explicitly, in a shuffled key order, encodes to the minimal form.
    @Test func canonicalFormLeavesDefaultsOutAndIgnoresKeyOrder() throws {
        let verbose = """
        { "sections": [ {
            "variants": [], "supplementariesFollowContentInsets": true, "decorationItems": [],
            "boundarySupplementaryItems": [], "orthogonalScrollingBehavior": "none", "interGroupSpacing": 0,
            "contentInsets": { "trailing": 0, "top": 0 },
            "group": { "subitems": [ { "supplementaryItems": [], "edgeSpacing": { "top": null, "leading": { "fixed": 0 } },
                                       "contentInsets": {}, "size": { "height": { "absolute": 100 }, "width": { "fractionalWidth": 0.5 } },
                                       "kind": "item" } ],
                       "interItemSpacing": { "fixed": 0 }, "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 } },
                       "kind": "horizontal" },
            "itemCount": 4, "name": "grid" } ],
          "configuration": { "boundarySupplementaryItems": [], "interSectionSpacing": 0, "scrollDirection": "vertical" },
          "formatVersion": 1 }
        """
        let minimal = #"{"formatVersion":1,"sections":[{"group":{"kind":"horizontal","size":{"height":{"absolute":100},"#
            + #""width":{"fractionalWidth":1}},"subitems":[{"kind":"item","size":{"height":{"absolute":100},"#
            + #""width":{"fractionalWidth":0.5}}}]},"itemCount":4,"name":"grid"}]}"#
        let document = try LayoutDocument(json: verbose)
        #expect(document.canonicalJSON == minimal)
        #expect(try LayoutDocument(json: minimal) == document)
    }

    @Test func canonicalFormWritesNonDefaults() throws {
        var section = CodingFixtures.section("a")
        section.contentInsets = DirectionalInsets(top: 1)
        section.interGroupSpacing = 5
        section.orthogonalScrollingBehavior = .paging
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [
            BoundaryItem(elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                         alignment: .bottom, absoluteOffset: Point(x: 0, y: 4), extendsBoundary: false,
                         pinToVisibleBounds: true, zIndex: 2),
        ]
        let document = LayoutDocument(
            configuration: LayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 8), sections: [section])
        let expected = #"{"configuration":{"interSectionSpacing":8,"scrollDirection":"horizontal"},"formatVersion":1,"#
            + #""sections":[{"boundarySupplementaryItems":[{"absoluteOffset":{"x":0,"y":4},"alignment":"bottom","#
            + #""elementKind":"footer","extendsBoundary":false,"pinToVisibleBounds":true,"size":{"height":{"estimated":44},"#
            + #""width":{"fractionalWidth":1}},"zIndex":2}],"contentInsets":{"bottom":0,"leading":0,"top":1,"trailing":0},"#
            + #""group":{"kind":"horizontal","size":{"height":{"absolute":100},"width":{"fractionalWidth":1}},"#
            + #""subitems":[{"kind":"item","size":{"height":{"fractionalHeight":1},"width":{"fractionalWidth":1}}}]},"#
            + #""interGroupSpacing":5,"itemCount":3,"name":"a","orthogonalScrollingBehavior":"paging","#
            + #""supplementariesFollowContentInsets":false}]}"#
        #expect(document.canonicalJSON == expected)
        #expect(try LayoutDocument(json: expected) == document)
    }

    /// `fixed 0` spacing and zero anchor offsets mean the same as nothing: they decode to the
    /// same value and encode to the same bytes.
    @Test func normalisesSemanticEquivalents() throws {
        func document(edge: String, spacing: String, anchor: String) -> String {
            let badge = #"{"elementKind": "badge", "size": {"width": {"absolute": 8}, "height": {"absolute": 8}}, "#
                + #""containerAnchor": {"edges": ["top"]\#(anchor)}}"#
            let item = #"{"kind": "item", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "#
                + #""edgeSpacing": {\#(edge)}, "supplementaryItems": [\#(badge)]}"#
            return CodingFixtures.json(group: CodingFixtures.rowJSON(item, extras: spacing))
        }
        let plain = try LayoutDocument(json: document(edge: "", spacing: "", anchor: ""))
        let zeros = try LayoutDocument(json: document(
            edge: #""top": {"fixed": 0}, "bottom": null"#, spacing: #", "interItemSpacing": {"fixed": 0}"#,
            anchor: #", "absoluteOffset": {"x": 0, "y": 0}"#))
        let fractionalZero = try LayoutDocument(json: document(edge: "", spacing: "", anchor: #", "fractionalOffset": {"x": 0, "y": 0}"#))
        #expect(zeros == plain)
        #expect(fractionalZero == plain)
        #expect(zeros.canonicalJSON == plain.canonicalJSON)
        // A flexible 0 is not the same: it may grow.
        let flexible = try LayoutDocument(json: document(edge: #""top": {"flexible": 0}"#, spacing: "", anchor: ""))
        #expect(flexible != plain)
        #expect(flexible.canonicalJSON.contains(#""edgeSpacing":{"top":{"flexible":0}}"#))
    }

    @Test func encodesNodeTreesForDiffing() {
        #expect(Dimension.fractionalWidth(0.4).jsonValue.compactText == #"{"fractionalWidth":0.4}"#)
        #expect(Spacing.flexible(3).jsonValue.compactText == #"{"flexible":3}"#)
        #expect(DirectionalInsets(leading: 2).jsonValue.compactText == #"{"bottom":0,"leading":2,"top":0,"trailing":0}"#)
        #expect(LayoutConfiguration().jsonValue == .object([:]))
        #expect(DecorationItem(elementKind: "bg").jsonValue.compactText == #"{"elementKind":"bg"}"#)
        let badge = SupplementaryItem(elementKind: "badge", size: LayoutSize(width: .absolute(1), height: .absolute(1)),
                                      containerAnchor: Anchor(edges: [.trailing, .top], offset: .fractional(Point(x: 0.5, y: -0.5))),
                                      itemAnchor: Anchor(edges: []), zIndex: 3)
        #expect(badge.jsonValue.compactText == #"{"containerAnchor":{"edges":["top","trailing"],"fractionalOffset":{"x":0.5,"y":-0.5}},"#
            + #""elementKind":"badge","itemAnchor":{"edges":[]},"size":{"height":{"absolute":1},"width":{"absolute":1}},"zIndex":3}"#)
        let custom = LayoutItem(size: LayoutSize(width: .absolute(10), height: .absolute(10)),
                                kind: .custom([Rect(x: 0, y: 0, width: 10, height: 10)].map { CustomGroupItem(frame: $0) }))
        #expect(custom.jsonValue.compactText == #"{"frames":[{"height":10,"width":10,"x":0,"y":0}],"kind":"custom","#
            + #""size":{"height":{"absolute":10},"width":{"absolute":10}}}"#)
        let repeating = CodingFixtures.row([CodingFixtures.fullWidthLeaf], repetition: .repeating(3))
        #expect(repeating.jsonValue.compactText.contains(#""repeatingCount":3"#))
    }

    /// 2,000 sections of 10 subitems each, and one group of 20,000 subitems.
    @Test func handlesBigDocuments() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.1), height: .fractionalHeight(1)),
                              contentInsets: DirectionalInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        let sections = (0..<2_000).map { i in
            CodingFixtures.section("section-\(i)", group: CodingFixtures.row(Array(repeating: item, count: 10)))
        }
        let many = LayoutDocument(sections: sections)
        #expect(many.validate().isEmpty)
        let decoded = try LayoutDocument(json: many.canonicalJSON)
        #expect(decoded == many)
        #expect(try LayoutDocument(json: many.prettyJSON) == many)

        let wide = CodingFixtures.document([CodingFixtures.section("wide", group: CodingFixtures.row(Array(repeating: item, count: 20_000)))])
        #expect(try LayoutDocument(json: Array(wide.canonicalJSON.utf8)) == wide)
    }

    /// The catalogue's seed layouts (seed/layouts/*.json) are real documents: each decodes,
    /// validates and survives a round trip.
    @Test func seedLayoutsRoundTrip() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../seed/layouts").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files.sorted() {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            do {
                let document = try LayoutDocument(json: data)
                #expect(try LayoutDocument(json: document.canonicalJSON) == document, "\(file)")
            } catch {
                Issue.record("\(file): \(error)")
            }
        }
    }
}
