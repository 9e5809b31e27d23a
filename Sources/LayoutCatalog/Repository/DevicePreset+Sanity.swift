extension DevicePreset {
    /// The longest side, inset or margin a device preset may have, in points. The largest
    /// screen Apple makes (Pro Display XDR, 6016 pixels at 2×) is 3,008 points wide: a preset
    /// beyond this was edited, and a solve at it would only spend time.
    public static let maximumLength = 10_000.0
    /// The largest pixels-per-point a preset may have; Apple's screens have 1, 2 or 3.
    public static let maximumScale = 10.0
    /// The smallest pixels-per-point and the shortest side a preset may have: a scale of 1e-300
    /// floors every length to 0, and a side below a point is no screen.
    public static let minimumScale = 1.0
    /// The shortest side a preset may have, in points.
    public static let minimumSide = 1.0

    /// What no screen has among this preset's values, each naming its column in the `devices`
    /// table (only a row edited outside layouts has one): a non-finite or absurd value made
    /// every layout fail at the device, so the device, not each layout, is to blame (issue 35,
    /// item 11). Empty for a sound preset.
    public var problems: [String] {
        let most = Self.number(Self.maximumLength)
        var problems: [String] = []
        if !(scale.isFinite && scale >= Self.minimumScale && scale <= Self.maximumScale) {
            problems.append("scale is \(Self.number(scale)); a scale is \(Self.number(Self.minimumScale)) to \(Self.number(Self.maximumScale))")
        }
        let (safe, landscapeSafe) = (portrait.safeArea, landscape.safeArea)
        let lengths: [(String, Double, isSide: Bool)] = [
            ("width", width, true), ("height", height, true),
            ("safe_top", safe.top, false), ("safe_leading", safe.leading, false),
            ("safe_bottom", safe.bottom, false), ("safe_trailing", safe.trailing, false),
            ("landscape_safe_top", landscapeSafe.top, false), ("landscape_safe_leading", landscapeSafe.leading, false),
            ("landscape_safe_bottom", landscapeSafe.bottom, false),
            ("landscape_safe_trailing", landscapeSafe.trailing, false),
            ("layout_margin", layoutMargin, false),
        ]
        for (column, value, isSide) in lengths
        where !(value.isFinite && value >= (isSide ? Self.minimumSide : 0) && value <= Self.maximumLength) {
            // A side must be at least a point; an inset or margin may be 0.
            problems.append("\(column) is \(Self.number(value)); "
                            + (isSide ? "a side is 1 to \(most) points"
                                      : "an inset or margin is 0 to \(most) points"))
        }
        return problems
    }

    /// A stored number as a person writes it: `1000`, `0.5`, `inf`.
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
