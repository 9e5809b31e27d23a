/// What a variant's condition is matched against: the container's width and the traits of its
/// screen (semantics §1). A solve reads them from its `SolveEnvironment`.
public struct VariantTraits: Hashable, Sendable {
    /// The container (collection view) width in points.
    public var width: Double
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// The kind of device.
    public var idiom: UserInterfaceIdiom
    /// The text size.
    public var contentSizeCategory: ContentSizeCategory
    /// The width less the configuration's content-insets reference (`effectiveContentSize`);
    /// `nil`: the width itself.
    public var effectiveWidth: Double?

    /// Traits at `width`; a portrait iPhone's (regular height, phone) at the default text size
    /// unless given.
    public init(width: Double, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass = .regular,
                idiom: UserInterfaceIdiom = .phone, contentSizeCategory: ContentSizeCategory = .large) {
        self.width = width
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.contentSizeCategory = contentSizeCategory
    }
}
