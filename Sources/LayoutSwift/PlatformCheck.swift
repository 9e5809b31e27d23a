import LayoutEngine

/// What AppKit's `NSCollectionViewCompositionalLayout` cannot express of a document: it has no
/// trait collection (so no size-class conditions), no content-insets references, no list
/// configuration (`UICollectionLayoutListConfiguration` is UIKit's, semantics §19), and none of
/// UIKit's iOS 17 additions (`uniformAcrossSiblings`, orthogonal scrolling properties).
/// UIKit expresses every document, so the list is empty for iOS.
enum PlatformCheck {
    static func unsupported(in document: LayoutDocument, on platform: SwiftPlatform) -> [UnsupportedFeature] {
        guard platform == .macOS else { return [] }
        // Refused by path rather than written as the group their rows amount to: AppKit's
        // lists are table views, not compositional sections.
        let lists = listSections(in: document)
        var found: [UnsupportedFeature] = lists
        let configuration = document.configuration
        if configuration.contentInsetsReference != .safeArea {
            found.append(noInsetsReference("configuration.contentInsetsReference", configuration.contentInsetsReference))
        }
        for (i, item) in configuration.boundarySupplementaryItems.enumerated() {
            size(item.size, at: "configuration.boundarySupplementaryItems[\(i)].size", into: &found)
        }
        for (s, section) in document.sections.enumerated() {
            let path = "sections[\(s)]"
            sectionKeys(group: section.group, boundary: section.boundarySupplementaryItems,
                        insetsReference: section.contentInsetsReference,
                        supplementaryReference: section.supplementaryContentInsetsReference,
                        properties: section.orthogonalScrollingProperties, at: path, into: &found)
            for (v, variant) in section.variants.enumerated() {
                let variantPath = "\(path).variants[\(v)]"
                if let sizeClass = variant.when.horizontalSizeClass {
                    found.append(UnsupportedFeature(
                        path: "\(variantPath).when.horizontalSizeClass",
                        message: "AppKit's layout environment has no trait collection, so a variant cannot depend on the size class (\(sizeClass.rawValue)); use minWidth/maxWidth"))
                }
                let when = variant.when
                for (key, value) in [("verticalSizeClass", when.verticalSizeClass?.rawValue), ("idiom", when.idiom?.rawValue),
                                     ("minContentSizeCategory", when.minContentSizeCategory?.rawValue),
                                     ("maxContentSizeCategory", when.maxContentSizeCategory?.rawValue)] {
                    guard let value else { continue }
                    found.append(UnsupportedFeature(
                        path: "\(variantPath).when.\(key)",
                        message: "AppKit's layout environment has no trait collection, so a variant cannot depend on \(key) (\(value)); use minWidth/maxWidth"))
                }
                sectionKeys(group: variant.group, boundary: variant.boundarySupplementaryItems,
                            insetsReference: variant.contentInsetsReference,
                            supplementaryReference: variant.supplementaryContentInsetsReference,
                            properties: variant.orthogonalScrollingProperties, at: variantPath, into: &found)
            }
        }
        return found
    }

    /// Every list section and list variant, which AppKit cannot build.
    static func listSections(in document: LayoutDocument) -> [UnsupportedFeature] {
        var found: [UnsupportedFeature] = []
        let message = "AppKit has no list configuration (UICollectionLayoutListConfiguration is iOS only): export this layout for iOS"
        for (s, section) in document.sections.enumerated() {
            if section.list != nil { found.append(UnsupportedFeature(path: "sections[\(s)].list", message: message)) }
            for (v, variant) in section.variants.enumerated() where variant.list != nil {
                found.append(UnsupportedFeature(path: "sections[\(s)].variants[\(v)].list", message: message))
            }
        }
        return found
    }

    private static func sectionKeys(group: LayoutItem?, boundary: [BoundaryItem]?,
                                    insetsReference: ContentInsetsReference?,
                                    supplementaryReference: ContentInsetsReference?,
                                    properties: OrthogonalScrollingProperties?, at path: String,
                                    into found: inout [UnsupportedFeature]) {
        if let group { tree(group, at: "\(path).group", into: &found) }
        for (i, item) in (boundary ?? []).enumerated() {
            size(item.size, at: "\(path).boundarySupplementaryItems[\(i)].size", into: &found)
        }
        if let insetsReference, insetsReference != .automatic {
            found.append(noInsetsReference("\(path).contentInsetsReference", insetsReference))
        }
        if let supplementaryReference, supplementaryReference != .automatic {
            found.append(noInsetsReference("\(path).supplementaryContentInsetsReference", supplementaryReference))
        }
        if let properties, properties != .automatic {
            found.append(UnsupportedFeature(
                path: "\(path).orthogonalScrollingProperties",
                message: "AppKit has no orthogonal scrolling properties (UIKit's iOS 17 bounce and deceleration rate)"))
        }
    }

    /// The item tree, without recursion (documents may nest deeply).
    private static func tree(_ root: LayoutItem, at rootPath: String, into found: inout [UnsupportedFeature]) {
        var pending: [(LayoutItem, String)] = [(root, rootPath)]
        while let (node, path) = pending.popLast() {
            size(node.size, at: "\(path).size", into: &found)
            for (i, supplementary) in node.supplementaryItems.enumerated() {
                size(supplementary.size, at: "\(path).supplementaryItems[\(i)].size", into: &found)
            }
            if case .group(let group) = node.kind {
                for (i, child) in group.subitems.enumerated().reversed() {
                    pending.append((child, "\(path).subitems[\(i)]"))
                }
            }
        }
    }

    private static func size(_ size: LayoutSize, at path: String, into found: inout [UnsupportedFeature]) {
        for (dimension, key) in [(size.width, "width"), (size.height, "height")] {
            if case .uniformAcrossSiblings = dimension {
                found.append(UnsupportedFeature(
                    path: "\(path).\(key)",
                    message: "AppKit has no uniformAcrossSiblings dimension (UIKit, iOS 17); use estimated"))
            }
        }
    }

    private static func noInsetsReference(_ path: String, _ reference: ContentInsetsReference) -> UnsupportedFeature {
        UnsupportedFeature(path: path,
                           message: "AppKit's compositional layout has no content insets reference (\(reference.rawValue)); remove the key for macOS")
    }
}
