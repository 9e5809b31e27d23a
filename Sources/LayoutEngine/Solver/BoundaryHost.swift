/// Where a boundary item sits along one axis of its host.
enum BoundaryPlacement {
    case start, end, centre
}

/// The host of boundary items: a section, or the whole layout.
struct BoundaryHost {
    /// Along the scroll axis: where the host begins, where its extending start-family band ends,
    /// where extending end-family items begin, and where the host ends.
    var start: Double
    var headerEnd: Double
    var footerStart: Double
    var end: Double
    /// Across the scroll axis: the band the items are laid out in.
    var bandStart: Double
    var bandLength: Double
    /// What fractional dimensions resolve against: along = the container's length, across = the band.
    var container: Size
}
