#if SwiftImport
import LayoutEngine
import SwiftSyntax

/// The settable properties of UIKit's layout objects, and the few the importer reads back
/// (`item.contentInsets.bottom = 16` reads `contentInsets`, sets `bottom`, sets it back).
enum Properties {
    static func get(_ name: String, of base: Value, at node: ExprSyntax) throws -> Value {
        var noRun: ProviderRun? = nil
        return try get(name, of: base, at: node, run: &noRun)
    }

    static func get(_ name: String, of base: Value, at node: ExprSyntax, run: inout ProviderRun?) throws -> Value {
        switch (base, name) {
        case (.item(let item), "contentInsets"): return .insets(item.contentInsets)
        case (.item(let item), "edgeSpacing"): return item.edgeSpacing.isNone ? .nil : .edgeSpacing(item.edgeSpacing)
        case (.item(let item), "layoutSize"): return .size(item.size)
        case (.section(let section), "contentInsets"): return .insets(section.contentInsets)
        // Read back to add to them: `section.boundarySupplementaryItems.append(header)`, `+= [h]`.
        case (.section(let section), "boundarySupplementaryItems"): return .array(section.boundarySupplementaryItems.map(Value.boundary))
        case (.section(let section), "decorationItems"): return .array(section.decorationItems.map(Value.decoration))
        case (.section(let section), "interGroupSpacing"): return .number(section.interGroupSpacing)
        case (.item(let item), "supplementaryItems"): return .array(item.supplementaryItems.map(Value.supplementary))
        case (.section(let section), "orthogonalScrollingProperties"):
            return .scrollingProperties(section.orthogonalScrollingProperties)
        case (.boundary(let boundary), "contentInsets"): return .insets(boundary.contentInsets)
        case (.decoration(let decoration), "contentInsets"): return .insets(decoration.contentInsets)
        // What code reads of a dimension to choose another (`height.isEstimated ? height : …`).
        case (.dimension(let dimension), "isEstimated"): return .bool(dimension.isEstimated)
        case (.dimension(let dimension), "isAbsolute"):
            if case .absolute = dimension { return .bool(true) } else { return .bool(false) }
        case (.dimension(let dimension), "isFractionalWidth"):
            if case .fractionalWidth = dimension { return .bool(true) } else { return .bool(false) }
        case (.dimension(let dimension), "isFractionalHeight"):
            if case .fractionalHeight = dimension { return .bool(true) } else { return .bool(false) }
        case (.dimension(let dimension), "dimension"):
            switch dimension {
            case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
                 .uniformAcrossSiblings(let v):
                return .number(v)
            }
        case (.cgSize(let width, _), "width"): return .number(width)
        case (.cgSize(_, let height), "height"): return .number(height)
        case (.rect(let rect), "width"): return .number(rect.width)
        case (.rect(let rect), "height"): return .number(rect.height)
        case (.point(let point), "x"): return .number(point.x)
        case (.point(let point), "y"): return .number(point.y)
        case (.rect(let rect), "origin"): return .point(Point(x: rect.x, y: rect.y))
        case (.rect(let rect), "size"): return .cgSize(width: rect.width, height: rect.height)
        case (.size(let size), "widthDimension"): return .dimension(size.width)
        case (.size(let size), "heightDimension"): return .dimension(size.height)
        case (.insets(let insets), "top"): return .number(insets.top)
        case (.insets(let insets), "leading"): return .number(insets.leading)
        case (.insets(let insets), "bottom"): return .number(insets.bottom)
        case (.insets(let insets), "trailing"): return .number(insets.trailing)
        case (.layout(let layout), "configuration"): return .configuration(layout.configuration)
        case (.listConfiguration(let list), "appearance"): return .member(list.appearance.rawValue)
        case (.listConfiguration(let list), "headerMode"): return .member(list.headerMode.rawValue)
        case (.listConfiguration(let list), "footerMode"): return .member(list.footerMode.rawValue)
        case (.listConfiguration(let list), "headerTopPadding"): return list.headerTopPadding.map(Value.number) ?? .nil
        case (.environment(.environment), "container"): return .environment(.container)
        case (.environment(.environment), "traitCollection"): return .environment(.traitCollection)
        case (.environment(.container), "contentSize"): return .environment(.contentSize)
        case (.environment(.container), "effectiveContentSize"): return .environment(.effectiveContentSize)
        case (.environment(.contentSize), "width"): return .widthFormula(WidthFormula(effective: false))
        case (.environment(.effectiveContentSize), "width"): return .widthFormula(WidthFormula(effective: true))
        case (.environment(.traitCollection), "horizontalSizeClass"):
            guard let sizeClass = run?.sizeClass else { throw Unsupported(node, "the size class outside a provider") }
            run?.readsSizeClass = true
            run?.path.append(.horizontalSizeClass(sizeClass))
            return .member(sizeClass.rawValue)
        case (.environment(.traitCollection), "verticalSizeClass"):
            guard let sizeClass = run?.verticalSizeClass else { throw Unsupported(node, "the size class outside a provider") }
            run?.readsVerticalSizeClass = true
            run?.path.append(.verticalSizeClass(sizeClass))
            return .member(sizeClass.rawValue)
        case (.environment(.traitCollection), "userInterfaceIdiom"):
            guard let idiom = run?.idiom else { throw Unsupported(node, "the device idiom outside a provider") }
            run?.readsIdiom = true
            run?.path.append(.idiom(idiom))
            return .member(idiom.rawValue)
        case (.environment(.traitCollection), "preferredContentSizeCategory"):
            guard let category = run?.contentSizeCategory else { throw Unsupported(node, "the text size outside a provider") }
            return .contentSizeCategory(category)
        case (.contentSizeCategory, "isAccessibilityCategory"):
            return .bool(run?.answer(categoryAtLeast: .accessibilityMedium) ?? false)
        case (.environment, _):
            throw Unsupported(node, "`\(name)` of the layout environment: the format's variants read the container's width, the size classes, the idiom and the text size")
        default:
            throw Unsupported(node, "`\(name)` of \(base.kind) is not a property the importer reads")
        }
    }

    static func set(_ name: String, of base: Value, to value: Value, at node: ExprSyntax) throws -> Value {
        let what = "`\(name)`"
        switch base {
        case .item(var item):
            switch name {
            case "contentInsets": item.contentInsets = try Convert.insets(value, what, at: node)
            case "edgeSpacing":
                if case .nil = value { item.edgeSpacing = .none } else {
                    guard case .edgeSpacing(let spacing) = value else {
                        throw Convert.mismatch(value, what, "NSCollectionLayoutEdgeSpacing", node)
                    }
                    item.edgeSpacing = spacing
                }
            case "supplementaryItems":
                item.supplementaryItems = try Convert.array(value, what, at: node) { element in
                    guard case .supplementary(let s) = element else {
                        throw Convert.mismatch(element, what, "an NSCollectionLayoutSupplementaryItem", node)
                    }
                    return s
                }
            case "interItemSpacing":
                guard case .group(var group) = item.kind else {
                    throw Unsupported(node, "interItemSpacing of a custom group or an item")
                }
                group.interItemSpacing = try Convert.optionalSpacing(value, what, at: node)
                item.kind = .group(group)
            default: throw Unsupported(node, "\(what) of \(base.kind) is not a property the format has")
            }
            return .item(item)
        case .section(var section):
            switch name {
            case "contentInsets": section.contentInsets = try Convert.insets(value, what, at: node)
            case "interGroupSpacing": section.interGroupSpacing = try Convert.number(value, what, at: node)
            case "orthogonalScrollingBehavior":
                section.orthogonalScrollingBehavior = try Convert.member(value, what, as: OrthogonalScrollingBehavior.self, at: node)
            case "boundarySupplementaryItems": section.boundarySupplementaryItems = try boundaryItems(value, what, node)
            case "decorationItems":
                section.decorationItems = try Convert.array(value, what, at: node) { element in
                    guard case .decoration(let d) = element else {
                        throw Convert.mismatch(element, what, "an NSCollectionLayoutDecorationItem", node)
                    }
                    return d
                }
            case "supplementariesFollowContentInsets":
                section.supplementariesFollowContentInsets = try Convert.bool(value, what, at: node)
            case "contentInsetsReference":
                section.contentInsetsReference = try Convert.member(value, what, as: ContentInsetsReference.self, at: node)
            case "supplementaryContentInsetsReference":
                section.supplementaryContentInsetsReference = try Convert.member(value, what, as: ContentInsetsReference.self, at: node)
            case "orthogonalScrollingProperties":
                guard case .scrollingProperties(let properties) = value else {
                    throw Convert.mismatch(value, what, "the section's orthogonalScrollingProperties", node)
                }
                section.orthogonalScrollingProperties = properties
            case "visibleItemsInvalidationHandler":
                // Read by the assignment itself (`Interpreter.assign`); set any other way, refused.
                throw Unsupported(node, "visibleItemsInvalidationHandler runs while scrolling; the format has no frames for it")
            default: throw Unsupported(node, "\(what) of a section is not a property the format has")
            }
            return .section(section)
        case .boundary(var boundary):
            switch name {
            case "contentInsets": boundary.contentInsets = try Convert.insets(value, what, at: node)
            case "pinToVisibleBounds": boundary.pinToVisibleBounds = try Convert.bool(value, what, at: node)
            case "extendsBoundary": boundary.extendsBoundary = try Convert.bool(value, what, at: node)
            case "zIndex": boundary.zIndex = try Convert.integer(value, what, at: node)
            default: throw Unsupported(node, "\(what) of a boundary supplementary item is not a property the format has")
            }
            return .boundary(boundary)
        case .supplementary(var supplementary):
            guard name == "zIndex" else {
                throw Unsupported(node, "\(what) of a supplementary item is not a property the format has")
            }
            supplementary.zIndex = try Convert.integer(value, what, at: node)
            return .supplementary(supplementary)
        case .decoration(var decoration):
            switch name {
            case "contentInsets": decoration.contentInsets = try Convert.insets(value, what, at: node)
            case "zIndex": decoration.zIndex = try Convert.integer(value, what, at: node)
            default: throw Unsupported(node, "\(what) of a decoration item is not a property the format has")
            }
            return .decoration(decoration)
        case .configuration(var configuration):
            switch name {
            case "scrollDirection":
                configuration.scrollDirection = try Convert.member(value, what, as: ScrollDirection.self, at: node)
            case "interSectionSpacing": configuration.interSectionSpacing = try Convert.number(value, what, at: node)
            case "boundarySupplementaryItems": configuration.boundarySupplementaryItems = try boundaryItems(value, what, node)
            case "contentInsetsReference":
                let reference = try Convert.member(value, what, as: ContentInsetsReference.self, at: node)
                guard reference != .automatic else { throw Unsupported(node, "a configuration's reference cannot be .automatic") }
                configuration.contentInsetsReference = reference
            default: throw Unsupported(node, "\(what) of a configuration is not a property the format has")
            }
            return .configuration(configuration)
        case .layout(var layout):
            guard name == "configuration", case .configuration(let configuration) = value else {
                throw Unsupported(node, "\(what) of a layout: only `configuration` is read")
            }
            layout.configuration = configuration
            return .layout(layout)
        case .listConfiguration(var list):
            switch name {
            case "headerMode": list.headerMode = try ListProperties.mode(value, what, as: ListConfiguration.HeaderMode.self, at: node)
            case "footerMode": list.footerMode = try ListProperties.mode(value, what, as: ListConfiguration.FooterMode.self, at: node)
            case "headerTopPadding":
                if case .nil = value { list.headerTopPadding = nil } else {
                    list.headerTopPadding = try Convert.number(value, what, at: node)
                }
            case "appearance":
                throw Unsupported(node, "`appearance` of a list configuration is read-only: give it to init(appearance:)")
            case _ where ListProperties.appearanceOnly.contains(name):
                break
            default: throw Unsupported(node, "\(what) of a list configuration is not a property the importer reads")
            }
            return .listConfiguration(list)
        case .scrollingProperties(var properties):
            switch name {
            case "bounce":
                properties.bounce = try Convert.member(value, what, as: OrthogonalScrollingProperties.Bounce.self, at: node)
            case "decelerationRate":
                properties.decelerationRate = try Convert.member(
                    value, what, as: OrthogonalScrollingProperties.DecelerationRate.self, at: node)
            default: throw Unsupported(node, "\(what) of orthogonalScrollingProperties is not a property the format has")
            }
            return .scrollingProperties(properties)
        case .insets(var insets):
            let n = try Convert.number(value, what, at: node)
            switch name {
            case "top": insets.top = n
            case "leading": insets.leading = n
            case "bottom": insets.bottom = n
            case "trailing": insets.trailing = n
            default: throw Unsupported(node, "\(what) is not an edge of NSDirectionalEdgeInsets")
            }
            return .insets(insets)
        default:
            throw Unsupported(node, "sets \(what) of \(base.kind)")
        }
    }

    static func boundaryItems(_ value: Value, _ what: String, _ node: ExprSyntax) throws -> [BoundaryItem] {
        try Convert.array(value, what, at: node) { element in
            guard case .boundary(let b) = element else {
                throw Convert.mismatch(element, what, "an NSCollectionLayoutBoundarySupplementaryItem", node)
            }
            return b
        }
    }
}
/// `UICollectionLayoutListConfiguration` (format.md, list sections; semantics §19).
enum ListProperties {
    /// Properties that draw or behave and place no element: accepted and not read.
    static let appearanceOnly: Set<String> = [
        "showsSeparators", "separatorConfiguration", "itemSeparatorHandler", "backgroundColor",
        "leadingSwipeActionsConfigurationProvider", "trailingSwipeActionsConfigurationProvider",
    ]

    static func appearance(_ value: Value, at node: some SyntaxProtocol) throws -> ListConfiguration.Appearance {
        try mode(value, "`appearance:`", as: ListConfiguration.Appearance.self, at: node)
    }

    /// A case of one of the configuration's enumerations, or a located error listing its cases.
    static func mode<T: RawRepresentable & CaseIterable>(_ value: Value, _ what: String, as type: T.Type,
                                                         at node: some SyntaxProtocol) throws -> T where T.RawValue == String {
        let cases = T.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
        guard case .member(let name) = value else {
            throw Unsupported(node, "\(what) is \(value.kind), not one of \(cases)")
        }
        guard let result = T(rawValue: name) else {
            throw Unsupported(node, "\(what): .\(name) is not one of \(cases)")
        }
        return result
    }

    static func configuration(_ value: Value, _ label: String, at node: some SyntaxProtocol) throws -> ListConfiguration {
        guard case .listConfiguration(let list) = value else {
            throw Unsupported(node, "`\(label):` is \(value.kind), not a UICollectionLayoutListConfiguration")
        }
        return list
    }
}
#endif
