/// What every section of one solve shares: the scroll axes, the container, the screen and the
/// pixel grid.
struct LayoutContext {
    let axes: ScrollAxes
    let configuration: LayoutConfiguration
    let environment: SolveEnvironment
    let grid: PixelGrid
    /// The container's size.
    let container: Size
    /// The container's length along the scroll axis (the height of a vertical layout).
    let alongLength: Double
    /// What the scroll view shows along the scroll axis; pinned boundary items follow it.
    let visible: Pinning.VisibleRange

    init(configuration: LayoutConfiguration, environment: SolveEnvironment) {
        axes = ScrollAxes(configuration.scrollDirection)
        self.configuration = configuration
        self.environment = environment
        grid = PixelGrid(scale: environment.scale)
        container = Size(width: environment.width, height: environment.height)
        alongLength = axes.along(container)
        visible = Pinning.VisibleRange(contentOffset: environment.contentOffset, containerLength: alongLength,
                                       safeArea: environment.safeArea, axes: axes)
    }

    /// Where content begins across the scroll axis, and the effective length there (`W_eff`),
    /// for content measured from `reference` (§2 item 1, §17): only the reference's insets
    /// across the scroll axis move content.
    func band(for reference: ContentInsetsReference) -> (start: Double, length: Double) {
        let insets = ReferenceInsets.insets(of: reference, in: environment)
        let start = axes.acrossStart(insets)
        return (start, max(0, axes.across(container) - start - axes.acrossEnd(insets)))
    }
}
