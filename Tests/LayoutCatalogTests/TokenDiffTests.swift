import LayoutCatalog
import LayoutEngine
import Testing

/// The structural diff reads the token references a document names, not their stand-ins.
@Suite struct TokenStructuralDiffTests {
    static let document = """
        {"formatVersion":1,"sections":[{"name":"cards","itemCount":2,"interGroupSpacing":"{space.xs}",
         "group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},
          "subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}
        """

    @Test func aChangedReferenceAndAReferenceMadeANumberAreChanges() throws {
        let old = try LayoutDocument(json: Self.document)
        let other = try LayoutDocument(json: Self.document.replacingOccurrences(of: "{space.xs}", with: "{space.lg}"))
        let changes = StructuralDiff.changes(from: old, to: other)
        #expect(changes.map(\.path) == ["sections[cards].interGroupSpacing"])
        #expect(changes.first?.old == .string("{space.xs}"))
        #expect(changes.first?.new == .string("{space.lg}"))
        let literal = try LayoutDocument(json: Self.document.replacingOccurrences(of: "\"{space.xs}\"", with: "5"))
        #expect(StructuralDiff.changes(from: old, to: literal).first?.new == .number(5))
        #expect(StructuralDiff.changes(from: old, to: old).isEmpty)
    }
}
