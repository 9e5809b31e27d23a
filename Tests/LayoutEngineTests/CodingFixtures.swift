import Foundation
import LayoutEngine

/// Documents shared by the coding and validation tests.
enum CodingFixtures {
    /// The examples of format.md put together into one document: the section, item, group,
    /// custom group, header, badge and background examples. (The spec's group example shows
    /// `count` and `repeatingCount` side by side as alternatives; here only `count` is kept.)
    static let formatExamples = """
    {
      "formatVersion": 1,
      "configuration": {
        "scrollDirection": "vertical",
        "interSectionSpacing": 0,
        "boundarySupplementaryItems": []
      },
      "sections": [
        {
          "name": "photos",
          "itemCount": 30,
          "group": {
            "kind": "horizontal",
            "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 60 } },
            "subitems": [
              { "kind": "item",
                "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } },
                "contentInsets": { "top": 2.5, "leading": 2.5, "bottom": 2.5, "trailing": 2.5 },
                "edgeSpacing": { "leading": { "fixed": 15 }, "top": null, "trailing": null, "bottom": null },
                "supplementaryItems": [
                  { "elementKind": "badge",
                    "size": { "width": { "absolute": 20 }, "height": { "absolute": 20 } },
                    "containerAnchor": { "edges": ["top", "trailing"], "absoluteOffset": { "x": 10, "y": -10 } },
                    "itemAnchor": null,
                    "zIndex": 1 }
                ] }
            ],
            "count": 2,
            "interItemSpacing": { "fixed": 20 },
            "contentInsets": {}, "edgeSpacing": {}, "supplementaryItems": []
          },
          "contentInsets": { "top": 0, "leading": 0, "bottom": 0, "trailing": 0 },
          "interGroupSpacing": 0,
          "orthogonalScrollingBehavior": "none",
          "boundarySupplementaryItems": [
            { "elementKind": "header",
              "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
              "alignment": "top",
              "absoluteOffset": { "x": 0, "y": 0 },
              "extendsBoundary": true,
              "pinToVisibleBounds": false,
              "contentInsets": {},
              "zIndex": 0 }
          ],
          "decorationItems": [
            { "elementKind": "background", "contentInsets": { "top": 8, "leading": 8, "bottom": 8, "trailing": 8 }, "zIndex": -1 }
          ],
          "supplementariesFollowContentInsets": true,
          "variants": [
            { "when": { "minWidth": 600 },
              "group": {
                "kind": "custom",
                "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 300 } },
                "frames": [ { "x": 0, "y": 0, "width": 200, "height": 300 }, { "x": 200, "y": 0, "width": 190, "height": 150 } ] } },
            { "when": { "horizontalSizeClass": "regular" }, "interGroupSpacing": 10 }
          ]
        },
        {
          "name": "mosaic",
          "itemCount": 2,
          "group": {
            "kind": "custom",
            "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 300 } },
            "frames": [ { "x": 0, "y": 0, "width": 200, "height": 300 }, { "x": 200, "y": 0, "width": 190, "height": 150 } ] }
        }
      ]
    }
    """

    static let fullWidthLeaf = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))

    /// A horizontal group, full width × 100 points.
    static func row(_ subitems: [LayoutItem], repetition: LayoutGroup.Repetition = .cycle) -> LayoutItem {
        LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                   kind: .group(LayoutGroup(axis: .horizontal, subitems: subitems, repetition: repetition)))
    }

    static func section(_ name: String = "s", group: LayoutItem? = nil) -> Section {
        Section(name: name, itemCount: 3, group: group ?? row([fullWidthLeaf]))
    }

    /// A valid document of `sections` (by default one simple section).
    static func document(_ sections: [Section] = [section()]) -> LayoutDocument {
        LayoutDocument(sections: sections)
    }

    /// One section's JSON around `group` (a JSON text).
    static func json(group: String, sectionExtras: String = "") -> String {
        """
        {"formatVersion": 1, "sections": [{"name": "s", "itemCount": 3\(sectionExtras), "group": \(group)}]}
        """
    }

    /// A horizontal group's JSON around `subitems`, full width × 100 points.
    static func rowJSON(_ subitems: String, extras: String = "") -> String {
        """
        {"kind": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}\(extras), "subitems": [\(subitems)]}
        """
    }

    static let leafJSON = """
        {"kind": "item", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}
        """

    /// The error lines of decoding `json`, or `[]` when it decodes.
    static func errors(_ json: String) -> [String] {
        do {
            _ = try LayoutDocument(json: json)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    /// A chain of `depth` nested vertical groups around a leaf, built without recursion.
    static func deepItem(depth: Int) -> LayoutItem {
        var node = fullWidthLeaf
        for _ in 1..<depth {
            node = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
                              kind: .group(LayoutGroup(axis: .vertical, subitems: [node])))
        }
        return node
    }

    /// Frees a chain from the top down. Letting it go in one piece would release it recursively,
    /// one stack frame per level, which overflows at 100,000 levels.
    static func dismantle(_ item: consuming LayoutItem) {
        var current: LayoutItem? = consume item
        while let node = current {
            if case .group(let group) = node.kind, let first = group.subitems.first {
                current = first
            } else {
                current = nil
            }
        }
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
