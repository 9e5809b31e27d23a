// The signatures of AppKit's compositional-layout API (`NSCollectionViewCompositionalLayout`),
// written from Apple's public documentation so that `layouts export --swift --platform macOS`
// output can be type-checked on Linux. Signatures only: no behaviour, every body traps. AppKit's
// layout environment has no trait collection, sections have no content-insets references, and
// the iOS 17 additions (uniformAcrossSiblings, orthogonal scrolling properties) are UIKit's only,
// so they are absent here: generated code that used them would not compile.
// Compiled by the tests as a module named AppKit; never part of the package.
@_exported import Foundation

// MARK: Geometry

public struct NSDirectionalEdgeInsets: Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets()
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

// MARK: Environment

@MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

@MainActor public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
}

// MARK: Sizes and spacing

@MainActor open class NSCollectionLayoutDimension {
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
    open var dimension: CGFloat { fatalError() }
}

@MainActor open class NSCollectionLayoutSize {
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        fatalError()
    }
    open var widthDimension: NSCollectionLayoutDimension { fatalError() }
    open var heightDimension: NSCollectionLayoutDimension { fatalError() }
}

@MainActor open class NSCollectionLayoutSpacing {
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError() }
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
}

@MainActor open class NSCollectionLayoutEdgeSpacing {
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        fatalError()
    }
}

// MARK: Items and groups

@MainActor open class NSCollectionLayoutItem {
    public init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        fatalError()
    }
    open var contentInsets: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        get { fatalError() }
        set { fatalError() }
    }
    open var layoutSize: NSCollectionLayoutSize { fatalError() }
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { fatalError() }
}

public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError()
    }
    @available(macOS 13.0, *)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> Self {
        fatalError()
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError()
    }
    @available(macOS 13.0, *)
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> Self {
        fatalError()
    }
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        fatalError()
    }
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    open var interItemSpacing: NSCollectionLayoutSpacing? {
        get { fatalError() }
        set { fatalError() }
    }
    open var subitems: [NSCollectionLayoutItem] { fatalError() }
}

@MainActor open class NSCollectionLayoutGroupCustomItem {
    public init(frame: CGRect) { fatalError() }
    public init(frame: CGRect, zIndex: Int) { fatalError() }
    open var frame: CGRect { fatalError() }
    open var zIndex: Int { fatalError() }
}

// MARK: Supplementary and decoration items

@MainActor open class NSCollectionLayoutAnchor {
    public init(edges: NSDirectionalRectEdge) { fatalError() }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { fatalError() }
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { fatalError() }
    open var edges: NSDirectionalRectEdge { fatalError() }
    open var offset: CGPoint { fatalError() }
    open var isAbsoluteOffset: Bool { fatalError() }
    open var isFractionalOffset: Bool { fatalError() }
}

@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        super.init(layoutSize: layoutSize)
    }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        super.init(layoutSize: layoutSize)
    }
    open var zIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var elementKind: String { fatalError() }
    open var containerAnchor: NSCollectionLayoutAnchor { fatalError() }
    open var itemAnchor: NSCollectionLayoutAnchor? { fatalError() }
}

@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        fatalError()
    }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        fatalError()
    }
    open var extendsBoundary: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var pinToVisibleBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var alignment: NSRectAlignment { fatalError() }
    open var offset: CGPoint { fatalError() }
}

@MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open class func background(elementKind: String) -> Self { fatalError() }
    open var zIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var elementKind: String { fatalError() }
}

// MARK: Sections and the layout

public enum NSCollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

@MainActor open class NSCollectionLayoutSection {
    public init(group: NSCollectionLayoutGroup) { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var interGroupSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var orthogonalScrollingBehavior: NSCollectionLayoutSectionOrthogonalScrollingBehavior {
        get { fatalError() }
        set { fatalError() }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    open var supplementariesFollowContentInsets: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class NSCollectionViewCompositionalLayoutConfiguration {
    public init() {}
    open var scrollDirection: NSCollectionView.ScrollDirection {
        get { fatalError() }
        set { fatalError() }
    }
    open var interSectionSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
}

public typealias NSCollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

@MainActor open class NSCollectionViewLayout {
    public init() {}
}

@MainActor open class NSCollectionViewCompositionalLayout: NSCollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { fatalError() }
    public init(section: NSCollectionLayoutSection, configuration: NSCollectionViewCompositionalLayoutConfiguration) {
        fatalError()
    }
    public init(sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider) { fatalError() }
    public init(sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider,
                configuration: NSCollectionViewCompositionalLayoutConfiguration) {
        fatalError()
    }
    open var configuration: NSCollectionViewCompositionalLayoutConfiguration {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: The collection view

@MainActor open class NSCollectionView {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
