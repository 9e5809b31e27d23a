/// The screen's pixel grid as iOS 17 applies it (semantics §12, measured): every fractional
/// dimension and every count-group slot is floored to `1/scale` before its children are laid
/// out, so positions are sums of floored sizes and the error accumulates as on a device.
/// Absolute and estimated sizes, insets and spacings stay as given.
struct PixelGrid: Equatable {
    /// `nil`: exact arithmetic, no grid.
    let scale: Double?

    static let exact = PixelGrid(scale: nil)

    /// A value within this many pixels below a grid line counts as on it: `fractionalWidth(1/3)` of
    /// 390 is 129.99999999999997 in binary64, which is 130 points, not 129⅔.
    static let tolerance = 1e-6

    @inline(__always)
    func floor(_ value: Double) -> Double {
        guard let scale else { return value }
        return (value * scale + Self.tolerance).rounded(.down) / scale
    }

    /// `value` rounded up to the grid: where self-sized list rows and headers end (§19 L5).
    @inline(__always)
    func ceil(_ value: Double) -> Double {
        guard let scale else { return value }
        return (value * scale - Self.tolerance).rounded(.up) / scale
    }
}
