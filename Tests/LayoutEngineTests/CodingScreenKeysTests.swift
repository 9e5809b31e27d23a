import LayoutEngine
import Testing

private typealias F = CodingFixtures

/// The format's additions for the screen (format.md, "Additions to version 1"): decoded, written
/// back only when they differ from their defaults, refused with their path when wrong.
@Suite struct CodingScreenKeysTests {
    static let document = """
        {"formatVersion": 1,
         "configuration": {"contentInsetsReference": "layoutMargins"},
         "sections": [{"name": "s", "itemCount": 3,
           "contentInsetsReference": "none", "supplementaryContentInsetsReference": "readableContent",
           "orthogonalScrollingBehavior": "paging",
           "orthogonalScrollingProperties": {"bounce": "never", "decelerationRate": "fast"},
           "boundarySupplementaryItems": [{"elementKind": "overlay", "alignment": "none",
             "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}}],
           "variants": [{"when": {"minWidth": 600}, "contentInsetsReference": "safeArea",
                         "orthogonalScrollingProperties": {"bounce": "always"}}],
           "group": {"kind": "custom", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                     "frames": [{"x": 0, "y": 0, "width": 50, "height": 50, "zIndex": 3},
                                {"x": 50, "y": 0, "width": 50, "height": 50}]}}]}
        """

    @Test func decodesEveryScreenKey() throws {
        let document = try LayoutDocument(json: Self.document)
        #expect(document.configuration.contentInsetsReference == .layoutMargins)
        let section = document.sections[0]
        #expect(section.contentInsetsReference == ContentInsetsReference.none)
        #expect(section.supplementaryContentInsetsReference == .readableContent)
        #expect(section.orthogonalScrollingProperties == OrthogonalScrollingProperties(bounce: .never, decelerationRate: .fast))
        #expect(section.boundarySupplementaryItems[0].alignment == RectAlignment.none)
        #expect(section.group.kind == .custom([CustomGroupItem(frame: Rect(x: 0, y: 0, width: 50, height: 50), zIndex: 3),
                                               CustomGroupItem(frame: Rect(x: 50, y: 0, width: 50, height: 50))]))
        let variant = section.variants[0]
        #expect(variant.contentInsetsReference == .safeArea)
        #expect(variant.orthogonalScrollingProperties == OrthogonalScrollingProperties(bounce: .always))
        // The variant applies from 600 points: its keys replace the section's.
        let wide = section.resolved(width: 700, sizeClass: .regular)
        #expect(wide.contentInsetsReference == .safeArea)
        #expect(wide.orthogonalScrollingProperties.bounce == .always)
    }

    @Test func roundTripsAndLeavesDefaultsOut() throws {
        let document = try LayoutDocument(json: Self.document)
        #expect(try LayoutDocument(json: document.canonicalJSON) == document)
        // The non-default values are written; a custom item's zIndex 0 is left out.
        let text = document.canonicalJSON
        for fragment in [#""contentInsetsReference":"layoutMargins""#, #""contentInsetsReference":"none""#,
                         #""supplementaryContentInsetsReference":"readableContent""#,
                         #""orthogonalScrollingProperties":{"bounce":"never","decelerationRate":"fast"}"#,
                         #""alignment":"none""#, #""zIndex":3"#] {
            #expect(text.contains(fragment), "\(fragment)")
        }
        #expect(!text.contains(#""zIndex":0"#))
        // Defaults written out explicitly read back to the same document as leaving them out.
        let explicit = F.json(group: F.rowJSON(F.leafJSON), sectionExtras: """
            , "contentInsetsReference": "automatic", "supplementaryContentInsetsReference": "automatic",
            "orthogonalScrollingProperties": {"bounce": "automatic", "decelerationRate": "automatic"}
            """)
        let plain = F.json(group: F.rowJSON(F.leafJSON))
        #expect(try LayoutDocument(json: explicit).canonicalJSON == LayoutDocument(json: plain).canonicalJSON)
    }

    @Test func refusesUnknownValuesWithTheirPath() {
        let errors = F.errors(F.json(group: F.rowJSON(F.leafJSON), sectionExtras: """
            , "contentInsetsReference": "margins", "orthogonalScrollingProperties": {"bounce": "sometimes", "speed": 1}
            """))
        #expect(errors.contains { $0.hasPrefix(#"sections[0].contentInsetsReference: unknown value "margins""#) })
        #expect(errors.contains { $0.hasPrefix(#"sections[0].orthogonalScrollingProperties.bounce: unknown value "sometimes""#) })
        #expect(errors.contains("sections[0].orthogonalScrollingProperties.speed: unknown key"))
        // The configuration names a concrete reference: automatic is for sections.
        let automatic = F.errors(#"{"formatVersion": 1, "configuration": {"contentInsetsReference": "automatic"}, "sections": [{"name": "s", "itemCount": 1, "group": \#(F.rowJSON(F.leafJSON))}]}"#)
        #expect(automatic.count == 1)
        #expect(automatic.first?.hasPrefix("configuration.contentInsetsReference: unknown value \"automatic\"") == true)
        // A custom item's zIndex is an integer.
        let fractional = F.errors(F.json(group: #"{"kind": "custom", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "frames": [{"x": 0, "y": 0, "width": 1, "height": 1, "zIndex": 0.5}]}"#))
        #expect(fractional == ["sections[0].group.frames[0].zIndex: expected an integer, found 0.5"])
    }

    @Test func documentsBuiltInCodeCannotGiveTheConfigurationAutomatic() {
        var document = LayoutDocument(sections: [Section(name: "s", itemCount: 1, group: .placeholderRow)])
        document.configuration.contentInsetsReference = .automatic
        #expect(document.validate().map(\.path) == ["configuration.contentInsetsReference"])
    }
}

extension LayoutItem {
    fileprivate static let placeholderRow = LayoutItem(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
        kind: .group(LayoutGroup(axis: .horizontal,
                                 subitems: [LayoutItem(size: LayoutSize(width: .absolute(10), height: .absolute(10)))])))
}
