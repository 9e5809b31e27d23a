/// A picture that cannot be drawn or written (a size past what SVG or PNG can hold, a missing
/// rasteriser, two containers that would share one file name): one line, naming the picture.
public struct PictureError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, naming the picture or the file.
    public var description: String

    /// A failure described by `description`.
    public init(_ description: String) { self.description = description }
}
