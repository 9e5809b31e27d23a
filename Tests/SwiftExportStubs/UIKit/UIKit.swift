// The signatures of UIKit's compositional-layout API (and the few UIKit types the parity kit's
// XCTest file uses), written from Apple's public documentation so that `layouts export --swift`
// output can be type-checked on Linux. Signatures only: no behaviour, every body traps.
// Compiled by the tests as a module named UIKit; never part of the package.
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

public struct UIEdgeInsets: Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
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

// MARK: Traits and environment

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public var isAccessibilityCategory: Bool { fatalError() }
}

@MainActor open class UITraitCollection {
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

@MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

@MainActor public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

// MARK: Sizes and spacing

@MainActor open class NSCollectionLayoutDimension {
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
    @available(iOS 17.0, *)
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { fatalError() }
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
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError()
    }
    @available(iOS 16.0, *)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> Self {
        fatalError()
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError()
    }
    @available(iOS 16.0, *)
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

public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

@available(iOS 17.0, *)
@MainActor open class UICollectionLayoutSectionOrthogonalScrollingProperties {
    public enum Bounce: Int, Sendable {
        case automatic, always, never
    }
    public struct DecelerationRate: Hashable, Sendable {
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public let rawValue: CGFloat
        public static let automatic = DecelerationRate(rawValue: 0)
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    open var bounce: Bounce {
        get { fatalError() }
        set { fatalError() }
    }
    open var decelerationRate: DecelerationRate {
        get { fatalError() }
        set { fatalError() }
    }
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
    @available(iOS 14.0, *)
    open var contentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 16.0, *)
    open var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 17.0, *)
    open var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties { fatalError() }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open var supplementariesFollowContentInsets: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UICollectionViewCompositionalLayoutConfiguration {
    public init() {}
    open var scrollDirection: UICollectionView.ScrollDirection {
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
    @available(iOS 14.0, *)
    open var contentInsetsReference: UIContentInsetsReference {
        get { fatalError() }
        set { fatalError() }
    }
}

public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

@MainActor open class UICollectionViewLayout {
    public init() {}
    open var collectionViewContentSize: CGSize { fatalError() }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { fatalError() }
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { fatalError() }
}

@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { fatalError() }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fatalError()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { fatalError() }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fatalError()
    }
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: Lists (iOS 14): UICollectionLayoutListConfiguration and the two ways of using one

@MainActor open class UIColor {
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
}

public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Hashable, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    public enum HeaderMode: Int, Hashable, Sendable {
        case none, supplementary, firstItemInSection
    }
    public enum FooterMode: Int, Hashable, Sendable {
        case none, supplementary
    }
    public init(appearance: Appearance) { fatalError() }
    public var appearance: Appearance { fatalError() }
    public var headerMode: HeaderMode {
        get { fatalError() }
        set { fatalError() }
    }
    public var footerMode: FooterMode {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 15.0, *)
    public var headerTopPadding: CGFloat? {
        get { fatalError() }
        set { fatalError() }
    }
    public var showsSeparators: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
}

extension NSCollectionLayoutSection {
    @MainActor public static func list(using configuration: UICollectionLayoutListConfiguration,
                                       layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        fatalError()
    }
}

extension UICollectionViewCompositionalLayout {
    @MainActor public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout {
        fatalError()
    }
}

// MARK: Views the parity kit lays the layouts out in

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

@MainActor open class UIView {
    public init(frame: CGRect) { fatalError() }
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { fatalError() }
        set { fatalError() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var preservesSuperviewLayoutMargins: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open func addSubview(_ view: UIView) { fatalError() }
    open func layoutIfNeeded() { fatalError() }
}

@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor public protocol UITraitOverrides {
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
}

@MainActor open class UIViewController {
    public init() { fatalError() }
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 17.0, *)
    open var traitOverrides: any UITraitOverrides {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UICollectionReusableView: UIView {}

/// UIKit's reading of a collection view's index path (Foundation has it on Apple's platforms).
extension IndexPath {
    public var section: Int { fatalError() }
    public var item: Int { fatalError() }
}

@MainActor public protocol UIContentConfiguration {}

/// The styled text of a list cell, header or footer (iOS 14).
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// A cell of a list section; the kit also uses it as a list's header and footer view.
@available(iOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
}

@MainActor open class UICollectionViewLayoutAttributes {
    open var frame: CGRect { fatalError() }
    open var zIndex: Int { fatalError() }
    open var indexPath: IndexPath { fatalError() }
    open var representedElementCategory: UICollectionView.ElementCategory { fatalError() }
    open var representedElementKind: String? { fatalError() }
}

@MainActor public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

@MainActor open class UICollectionView: UIView {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }
    /// The element kinds of a list section's header and footer (and of flow layouts').
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    open var dataSource: (any UICollectionViewDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }
    open var collectionViewLayout: UICollectionViewLayout { fatalError() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        fatalError()
    }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        fatalError()
    }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        fatalError()
    }
}
