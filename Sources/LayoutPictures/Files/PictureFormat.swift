#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCatalog
import LayoutWorkspace

/// What a picture is written as, chosen by the output's extension: never SVG under a `.png` name.
public enum PictureFormat: Equatable {
    /// Streamed as SVG text.
    case svg
    /// Rasterised from the SVG by `rsvg-convert` (librsvg).
    case png

    /// The format of `path`, or an error naming the formats there are.
    public init(path: String) throws {
        switch PathSyntax.fileExtension(of: path).lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case let other:
            let found = other.isEmpty ? "no extension" : "'.\(other)'"
            throw PictureError("\(path): cannot tell the picture format from \(found); name the file .svg or .png")
        }
    }

    /// Writes the picture `draw` streams as SVG to `path` whole or not at all.
    public func write(to path: String, _ draw: (inout BufferedOutput) throws -> Void) throws {
        switch self {
        case .svg:
            try StreamedFile.write(to: path, draw)
        case .png:
            let converter = try Rasterizer.locate()
            try StreamedFile.write(to: path, suffix: ".svg", finish: { file in
                try converter.convert(svg: file.temporaryPath, to: file.temporaryPath + ".png", naming: path)
                return file.temporaryPath + ".png"
            }, draw)
        }
    }
}

/// librsvg's `rsvg-convert`, run as a subprocess: a maintained SVG rasteriser, not one of our own.
public struct Rasterizer {
    /// The path of `rsvg-convert`.
    public var executable: String

    /// Finds `rsvg-convert` on the PATH, or says how to install it.
    public static func locate() throws -> Rasterizer {
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/rsvg-convert"
            if access(candidate, X_OK) == 0 { return Rasterizer(executable: candidate) }
        }
        throw PictureError("PNG output needs rsvg-convert, which is not on the PATH: install librsvg (Debian and Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg), or write .svg")
    }

    /// The longest side librsvg rasterises, in pixels (a pixel a point here): its own limit.
    public static let largestSide = 32_767.0

    /// Refuses, before anything is drawn, a picture librsvg would refuse after drawing it all.
    public static func checkSize(_ size: (width: Double, height: Double), of destination: String) throws {
        guard size.width > largestSide || size.height > largestSide else { return }
        throw PictureError("\(destination): the picture is \(formatPoints(size.width, digits: 0)) × \(formatPoints(size.height, digits: 0)) "
                       + "points, over the \(Int(largestSide)) pixels a side PNG output can hold; write .svg, "
                       + "or draw fewer cells with --items")
    }

    /// Rasterises the SVG file `svg` into `png`; errors name `destination`, the file the user asked for.
    public func convert(svg: String, to png: String, naming destination: String) throws {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess(program: executable, arguments: ["--format", "png", "--output", png, svg],
                                      keepsOutput: false).run()
        } catch {
            throw PictureError("\(destination): cannot run \(executable): \(error)")
        }
        guard result.status == 0 else {
            unlink(png)
            let reason = String(decoding: result.error, as: UTF8.self)
                .split(whereSeparator: \.isNewline).joined(separator: " ").trimmingWhitespace()
            throw PictureError("\(destination): rsvg-convert could not rasterise the picture\(reason.isEmpty ? "" : ": \(reason)")")
        }
    }
}
