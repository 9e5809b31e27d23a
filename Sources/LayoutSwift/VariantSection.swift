import LayoutEngine

extension SectionVariant {
    /// The format keys this variant sets, in the format's order: what a reader of the generated
    /// section needs to tell a key the variant sets to the section's own value from one it leaves.
    var keysSet: [String] {
        var keys: [String] = []
        if group != nil { keys.append("group") }
        if list != nil { keys.append("list") }
        if contentInsets != nil { keys.append("contentInsets") }
        if interGroupSpacing != nil { keys.append("interGroupSpacing") }
        if orthogonalScrollingBehavior != nil { keys.append("orthogonalScrollingBehavior") }
        if boundarySupplementaryItems != nil { keys.append("boundarySupplementaryItems") }
        if decorationItems != nil { keys.append("decorationItems") }
        if supplementariesFollowContentInsets != nil { keys.append("supplementariesFollowContentInsets") }
        if contentInsetsReference != nil { keys.append("contentInsetsReference") }
        if supplementaryContentInsetsReference != nil { keys.append("supplementaryContentInsetsReference") }
        if orthogonalScrollingProperties != nil { keys.append("orthogonalScrollingProperties") }
        return keys
    }
}

extension VariantCondition {
    /// The condition as a Swift expression over the section provider's `environment`: the
    /// container's width (the collection view's, as the solver's conditions read it) and, on
    /// UIKit, the size classes, idiom and text size of its trait collection.
    var swiftExpression: String {
        var terms: [String] = []
        if let minWidth { terms.append("environment.container.contentSize.width >= \(SwiftLiteral.number(minWidth))") }
        if let maxWidth { terms.append("environment.container.contentSize.width <= \(SwiftLiteral.number(maxWidth))") }
        if let minEffectiveWidth {
            terms.append("environment.container.effectiveContentSize.width >= \(SwiftLiteral.number(minEffectiveWidth))")
        }
        if let maxEffectiveWidth {
            terms.append("environment.container.effectiveContentSize.width <= \(SwiftLiteral.number(maxEffectiveWidth))")
        }
        if let horizontalSizeClass {
            terms.append("environment.traitCollection.horizontalSizeClass == .\(horizontalSizeClass.rawValue)")
        }
        if let verticalSizeClass {
            terms.append("environment.traitCollection.verticalSizeClass == .\(verticalSizeClass.rawValue)")
        }
        if let idiom { terms.append("environment.traitCollection.userInterfaceIdiom == .\(idiom.rawValue)") }
        // UIContentSizeCategory is Comparable in UIKit's order, the order the solver compares in.
        if let minContentSizeCategory {
            terms.append("environment.traitCollection.preferredContentSizeCategory >= .\(minContentSizeCategory.rawValue)")
        }
        if let maxContentSizeCategory {
            terms.append("environment.traitCollection.preferredContentSizeCategory <= .\(maxContentSizeCategory.rawValue)")
        }
        return terms.isEmpty ? "true" : terms.joined(separator: " && ")
    }

    /// How a comment reads the condition: `minWidth 600, horizontalSizeClass regular`.
    var summary: String {
        var parts: [String] = []
        if let minWidth { parts.append("minWidth \(SwiftLiteral.number(minWidth))") }
        if let maxWidth { parts.append("maxWidth \(SwiftLiteral.number(maxWidth))") }
        if let minEffectiveWidth { parts.append("minEffectiveWidth \(SwiftLiteral.number(minEffectiveWidth))") }
        if let maxEffectiveWidth { parts.append("maxEffectiveWidth \(SwiftLiteral.number(maxEffectiveWidth))") }
        if let horizontalSizeClass { parts.append("horizontalSizeClass \(horizontalSizeClass.rawValue)") }
        if let verticalSizeClass { parts.append("verticalSizeClass \(verticalSizeClass.rawValue)") }
        if let idiom { parts.append("idiom \(idiom.rawValue)") }
        if let minContentSizeCategory { parts.append("minContentSizeCategory \(minContentSizeCategory.rawValue)") }
        if let maxContentSizeCategory { parts.append("maxContentSizeCategory \(maxContentSizeCategory.rawValue)") }
        return parts.joined(separator: ", ")
    }
}
