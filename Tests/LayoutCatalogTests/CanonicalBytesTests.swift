import LayoutCatalog
import LayoutEngine
import Testing

/// Documents saved before the format gained the screen keys keep their canonical bytes, so their
/// content hashes, revisions and cached frames stay valid. The hashes were taken with the
/// previous release (`layouts export NAME --compact | sha256sum`) for every seed layout.
@Suite struct CanonicalBytesTests {
    static let hashesBeforeTheScreenKeys: [String: String] = [
        "app-store-sections": "dd891183db62c6293845ef5c6543fb81701ce72966e18782a63e6a2f7aa21ac4",
        "big-item-and-tiny-columns": "31ea09481160cfa165d390b93e114e1bd2c983a6497e40ea9bf180f0c786c94e",
        "count-group-edge-spacing": "d8d8d0e3a88ba2dafebace19f023329e6b9d04680d6b2726a7925697bb2c8461",
        "count-group-fixed-spacing": "e4ddd0ed3e92005a0bc876112241ab4b461ba856c3ac5350a298b199e58786e5",
        "edge-spacing-fixed-15": "723ce6c0e4d401165468456bbe646c663ca8807d1ad48a4669358b186b3b52e0",
        "edge-spacing-flexible-29": "bf1d7dd4a016121941f6001a9e78b6bab7303bef5693f64c00c29e112d5b7f40",
        "edge-spacing-flexible-30": "4a346d8b7de2a90f770cca8a92af401c3119b5cad13b89e540ab8f3c311f9092",
        "fixed-interitem-spacing": "cf32bacf8786949b5769b4d4f7c2bcf6942e2676782dbee04e3d2ecb2f71ce0d",
        "large-item-and-quad-header": "11c38b806a7dd3442382b44baeeb628f9489b81e41b49571536762fe7c6b452f",
        "large-item-and-quad": "0a86b92d25386b5f98c946e35e39984d2825d49964ec407821f71272f27005cb",
        "list-and-paged-grid": "94796e26b281736f738edff351480e6bf2b14ffa7b1bfabe9cc5201d6f121f61",
        "list": "7ba5f3fc5e27d6d7dfc9f0ed563b5f18c3b5328c84da3759a2d7640712584736",
        "mixed-vertical-group": "f6df992d1b56484ec49376135e71dd23e8ba06b32151676aa0841865c57a73c8",
        "music-app-home": "8671dece42905f60cda5fa1b4d6f71c91dd5acc2f620ee19d830ec7acee9bc6b",
        "nested-groups-group-paging": "181c532e09e1d91a35afe7b83457a758c9ccbb68dfb2f0544b6ec742668a51c7",
        "nested-groups-unrepeated": "dd72cd0dcf721ca6f670e92cda46ea7e3c146a6255201f41ef4307f1579840ea",
        "nested-groups": "c001992a4c0cb2cfcc495c91701b887ca77593a8e02a26a8597732fd885884a1",
        "photo-carousels-continuous": "1114a47c6a8353ed8f24d4e7d3e28736b5d4c05f4fa64d9174038a200d7bf17b",
        "photo-grid-adaptive": "d78d036fc91084cd7ea9394c6c5f85dd426887c3f4b158f0428641e6bd9f657e",
        "photo-grid-columns-per-section": "e65aebe1b99ff18bf1b02aa3a179d4f748ae6ef48aa4ecfc5faa4970e8a79d4a",
        "photo-grid-headers": "7a9a957f468a3d76b14f3d29987460267bd3908c03634ef12080b5f338c57868",
        "photo-grid-new-banners": "39141c7e78294a6e5bb728c43908ab0e012fca3561ae1d5de562d1fd235dd469",
        "photo-grid-section-background": "0919bb5f1e0d0f9118a0f6e2e7f43eac4772ab9793d91adfa394f7e6c7d26dc6",
        "photo-grid-without-insets": "d120431cf2034055da0d07d18c2a97b40cf45f90f44a5aa1f5e7dfbb65aaf997",
        "photo-grid": "591f120077c61412b2e8fbdd66c9821d9b14f51007235e3948ae67d7fb680d93",
        "two-column-grid": "ed5ab0292ba18c5ca85ef5e6afbaaea4daf862ee3669c4d945fc45798f783348",
    ]

    @Test func seedLayoutsKeepTheirCanonicalBytesAndHashes() throws {
        // The two self-sizing examples came later; every older one must still be there.
        let layouts = try SeedCatalogue.layouts().filter { Self.hashesBeforeTheScreenKeys[$0.name] != nil }
        #expect(layouts.count == Self.hashesBeforeTheScreenKeys.count)
        for (name, document) in layouts {
            #expect(ContentHash.of(document.canonicalJSON) == Self.hashesBeforeTheScreenKeys[name], "\(name)")
        }
    }
}
